@_spi(BMLTInternal) import BMLT
import Foundation

/// The read API as a 4.x server (Laravel) answers it.
struct CurrentReadFlavour: ReadFlavour {
    /// The server's own data, or in aggregator mode its root servers' (``AggregatedData``).
    let served: any ServedData

    init(served: any ServedData = OwnData()) {
        self.served = served
        renderer = CurrentRenderer(trailingMainKeys: served.trailingMainKeys)
    }

    // MARK: Errors

    var serverError: LocalResponse { .serverError }

    // MARK: Answers

    let jsonContentType = "application/json"
    let emptyList = "[]"

    // MARK: GetSearchResults, GetFormats, GetServiceBodies

    func search(_ catalog: Catalog, parameters: RequestParameters) throws -> [MeetingSearch.Hit] {
        switch MeetingSearch(catalog: catalog, parameters: parameters, served: served).run() {
        case .empty: return try served.answerToEmptySearch()
        case .hits(let hits): return hits
        case .serverError: throw MeetingSearch.Failure()
        }
    }

    func writesEmptyRows(selection: Set<String>?, parameters: RequestParameters) -> Bool { false }

    /// In database order.
    func usedFormats(
        _ hits: [MeetingSearch.Hit],
        catalog: Catalog,
        formatsByID: [Int: Catalog.Format],
        language: String
    ) -> [Catalog.Format]? {
        let used = Set(hits.flatMap(\.meeting.formatIDs))
        return catalog.formats.filter { $0.language == language && used.contains($0.sharedID) }
    }

    func formats(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.Format] {
        let catalog = api.catalog
        let ids = parameters.integers("format_ids", splitsCommas: true)
        let include = Set(ids.filter { $0 > 0 })
        let exclude = Set(ids.filter { $0 < 0 }.map { -$0 })
        let languages = Set(
            parameters.isList("lang_enum")
                ? parameters.list("lang_enum", splitsCommas: false)
                : [parameters.string("lang_enum") ?? catalog.settings.language]
        )
        let keys =
            parameters.isList("key_strings")
            ? parameters.list("key_strings", splitsCommas: false) : parameters.string("key_strings").map { [$0] } ?? []
        let showAll = parameters.string("show_all") == "1"
        let used = showAll ? nil : Set(catalog.meetings.flatMap(\.formatIDs))
        let rootServers = served.rootServerFilter(parameters)
        let found = catalog.formats.filter { format in
            api.passes(format.rootServerID, rootServers) && (include.isEmpty || include.contains(format.sharedID))
                && !exclude.contains(format.sharedID)
                && languages.contains(format.language) && (used?.contains(format.sharedID) ?? true)
                && (keys.isEmpty || keys.contains { Collation.equal($0, format.key ?? "") })
        }
        // bmlt-server's query has no ORDER BY. With ids to include, MariaDB reads the rows by a range of the
        // shared_id_bigint index (its EXPLAIN on the sample: "range", key shared_id_bigint), so they come by shared id,
        // then by row id; without, in the table's row order.
        guard !include.isEmpty else { return found }
        return found.enumerated().sorted { ($0.element.sharedID, $0.offset) < ($1.element.sharedID, $1.offset) }
            .map(\.element)
    }

    func serviceBodies(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.ServiceBody] {
        let catalog = api.catalog
        var include: [Int] = []
        var exclude: [Int] = []
        for id in parameters.integers("services", splitsCommas: true) {
            if id >= 0 { include.append(id) } else { exclude.append(-id) }
        }
        if parameters.string("recursive") == "1" {
            include = catalog.withDescendants(include)
            exclude = catalog.withDescendants(exclude)
        }
        if parameters.string("parents") == "1" {
            include += catalog.ancestors(of: include)
            exclude += catalog.ancestors(of: exclude)
        }
        let rootServers = served.rootServerFilter(parameters)
        return catalog.serviceBodies.filter {
            (include.isEmpty || include.contains($0.id)) && !exclude.contains($0.id)
                && api.passes($0.rootServerID, rootServers)
        }
    }

    // MARK: Rendering

    let renderer: any VersionRenderer

    // MARK: GetServerInfo

    let version = LocalServer.currentVersion
    let languageCodes = "da,de,el,en,es,fa,fr,it,pl,pt,ru,sv"

    func writeContactFormMembers(_ emailContact: LocalServer.EmailContact, to writer: inout JSONWriter) {}

    func writeInstallationMembers(_ settings: Settings, to writer: inout JSONWriter) {
        writer.member("dbVersion", "2026_04_18_000000_clean_orphaned_format_ids_rerun")
        writer.member("dbPrefix", "na")
        writer.member("phpVersion", LocalServer.phpVersion)
        writer.member("auto_geocoding_enabled", settings.autoGeocodingEnabled)
        writer.member("county_auto_geocoding_enabled", settings.countyAutoGeocodingEnabled)
        writer.member("zip_auto_geocoding_enabled", settings.zipAutoGeocodingEnabled)
        writer.member("commit", "bmlt-swift-local")
        writer.member("default_closed_status", settings.defaultClosedStatus)
        writer.member("aggregator_mode_enabled", served.aggregatorModeEnabled)
    }

    // MARK: GetFieldKeys and GetFieldValues

    let translatesMainFieldPrompts = true

    func fieldValuesKey(_ api: ReadAPI, parameters: RequestParameters) -> FieldValuesKey {
        guard let asked = parameters.string("meeting_key"), api.fieldKeys().contains(where: { $0.key == asked }) else {
            return .answer(.renderedException("", status: 400))
        }
        return .key(asked, header: asked)
    }

    func formatFilter(_ asked: [Substring], parameters: RequestParameters) -> (ids: [Int], requiresAll: Bool) {
        (
            asked.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) },
            ["1", "true", "on", "yes"].contains(parameters.string("all_formats")?.lowercased() ?? "")
        )
    }

    /// InnoDB's id order.
    func meetingsInValueOrder(_ catalog: Catalog) -> ChunkedList<Catalog.Meeting> { catalog.meetings }

    func formatsValue(_ stored: String) -> String { stored }

    /// Through the `key` index, so in row id order (an imported row's place in the dump), then the long data's.
    func forEachDataValue(
        of key: String,
        in published: [Catalog.Meeting],
        catalog: Catalog,
        _ add: (String, Int) -> Void
    ) {
        let publishedIDs = Set(published.map(\.id))
        var added = Set<Int>()
        for row in catalog.dataValues[key] where publishedIDs.contains(row.meetingID) {
            add(row.text, row.meetingID)
            added.insert(row.meetingID)
        }
        for meeting in published where !added.contains(meeting.id) {
            guard let value = meeting.data[key] else { continue }
            add(value, meeting.id)
        }
    }

    func fieldValues(_ order: [String], ids: [String: [Int]], key: String, header: String) -> LocalResponse {
        var writer = JSONWriter()
        writer.beginArray()
        for value in order {
            writer.beginObject()
            writer.member(key, value.isEmpty ? "NULL" : value)
            writer.member("ids", (ids[value] ?? []).map(String.init).joined(separator: ","))
            writer.endObject()
        }
        writer.endArray()
        return json(writer.bytes)
    }

    // MARK: GetChanges

    func changesRefusal(_ errors: [(field: String, messages: [String])]) -> LocalResponse { .validation(errors) }

    func newestFirst(_ changes: [Catalog.ChangeRecord]) -> [Catalog.ChangeRecord] {
        changes.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
    }

    /// 4.x names the meeting as it is now.
    func writeChangeMembers(_ change: ChangeFeed.Change, to writer: inout JSONWriter, lastServiceBodyName: inout String)
    {
        let record = change.record
        let name = [record.beforeID, record.afterID].lazy.compactMap { $0 }.compactMap {
            change.catalog.meeting(id: $0)?.data["meeting_name"]
        }.first
        writer.member("meeting_name", name ?? "")
        writer.member("user_id", record.userID.map(String.init) ?? "")
        writer.member("user_name", change.userName ?? "")
        writer.member("service_body_id", String(record.serviceBodyID))
        writer.member("service_body_name", change.serviceBodyName ?? "")
        writer.member("meeting_exists", change.after != nil ? "1" : "0")
        writer.member(
            "details",
            ChangeDetails.describe(
                type: record.type,
                before: change.before,
                after: change.after,
                catalog: change.catalog
            )
        )
    }

    // MARK: GetNAWSDump

    /// Laravel's validation of `sb_id`.
    func nawsServiceBody(_ idText: String?, catalog: Catalog) -> NAWSDump.Subject {
        guard let idText else {
            return .answer(.validation([("sb_id", ["The sb id field is required."])]))
        }
        guard let id = Int(idText) else {
            return .answer(.validation([("sb_id", ["The sb id must be an integer."])]))
        }
        guard let found = catalog.serviceBody(id: id) else {
            return .answer(.validation([("sb_id", ["The selected sb id is invalid."])]))
        }
        return .body(found)
    }

    let nawsRules = NAWSDump.Rules(
        keepsBodiesWithWorldIDOnly: false,
        comparesIDsAsText: false,
        quotesEveryValue: false,
        // The controller returns the text without a type, which Laravel sends as HTML.
        contentType: "text/html; charset=utf-8",
        endsWithLineFeed: true,
        trimsValues: false,
        ordersFormatsBySharedID: false,
        closedStatus: .closedFirst,
        roomSeparator: ", "
    )
}
