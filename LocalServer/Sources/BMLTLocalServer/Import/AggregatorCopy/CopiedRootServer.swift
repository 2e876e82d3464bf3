@_spi(BMLTInternal) import BMLT
import Foundation

/// One root server of another aggregator, read whole for a copy before anything is stored: its entry in the
/// aggregator's list and the answers that hold its data, all under the aggregator's own ids.
struct CopiedRootServer: Sendable {
    var listing: AggregatorStore.ListedRootServer
    /// The statistics `GET /api/v1/rootservers/{id}` shows (its oldest); the listing's when nothing else says.
    var oldestStatistics: [Int?]
    var serviceBodies: [ExternalServiceBody]
    /// Every language's formats, in the aggregator's order (its rows').
    var formats: [ExternalFormat]
    var meetings: [ExternalMeeting]

    /// The meeting fields a copy stores, which a copy's searches ask for alone (`data_field_key`): a meeting's main
    /// fields and the data fields an aggregator imports. Its other fields are computed (the service body's name,
    /// distances, the root server's URL) or never imported (contacts, custom fields).
    static let storedFields =
        [
            ReadAPIMeetingField.id, .worldID, .serviceBodyID, .weekday, .venueType, .startTime, .duration, .timeZone,
            .language, .longitude, .latitude, .published, .emailContact, .formatIDs,
        ].map(\.rawValue) + ExternalMeeting.dataKeys

    /// Reads the answers' elements as an aggregator's import reads a root server's, but refuses any that fails: an
    /// aggregator's answers hold only what it validated when it imported, so one that does not read is a copy that
    /// would lose data.
    static func elements<Element>(
        _ objects: [JSONObject],
        as read: (JSONObject) -> Element?,
        what: String,
        api: RemoteReadAPI
    ) throws -> [Element] {
        let elements = objects.compactMap(read)
        guard elements.count == objects.count else {
            throw api.failure(
                "answered \(what) with \(objects.count - elements.count) of \(objects.count) elements that are not an "
                    + "aggregator's: nothing of it was copied"
            )
        }
        return elements
    }
}

extension AggregatorStore.ListedRootServer {
    /// The statistics' groups and names as `RootServerResource` writes them, in ``statistics``' order.
    static let statisticsNames = [
        ("serviceBodies", ["numZones", "numRegions", "numAreas", "numGroups"]),
        ("meetings", ["numTotal", "numInPerson", "numVirtual", "numHybrid", "numUnknown"]),
    ]

    /// An entry of `GET /api/v1/rootservers` (or the one `/{id}` answers), `nil` when it lacks an id, a name or a
    /// URL.
    init?(listing object: JSONObject) {
        guard let id = object["id"]?.int, let name = object["name"]?.text, let url = object["url"]?.text else {
            return nil
        }
        let statistics = object["statistics"]?.object
        self.init(
            id: id,
            sourceID: object["sourceId"]?.int ?? id,
            name: name,
            url: url,
            serverInfo: object["serverInfo"]?.text,
            lastSuccessfulImport: object["lastSuccessfulImport"]?.text,
            statistics: Self.statisticsNames.flatMap { group, names in
                names.map { statistics?[group]?.object?[$0]?.int }
            }
        )
    }

    /// The languages of the root server's formats (its `serverInfo`'s `langs`), English when it says none.
    var languages: [String] {
        guard let text = serverInfo, case .object(let info)? = try? JSONParser.parse(Data(text.utf8)),
            let langs = info["langs"]?.nonEmptyText
        else { return ["en"] }
        return langs.split(separator: ",").map(String.init)
    }
}
