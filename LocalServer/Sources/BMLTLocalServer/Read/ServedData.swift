@_spi(BMLTInternal) import BMLT
/// Whose data a server's read API serves: its own (``OwnData``), or, as bmlt-server in aggregator mode, the root
/// servers' it imported (``AggregatedData``). One of the two is chosen when the server starts (``ReadFlavour/served``);
/// what bmlt-server's controllers decide by asking `$isAggregatorMode` is asked of it, so the read API tests for no
/// aggregator.
protocol ServedData: Sendable {
    /// GetServerInfo's `aggregator_mode_enabled`.
    var aggregatorModeEnabled: Bool { get }
    /// GetServerInfo's `google_api_key`.
    func googleAPIKey(_ settings: Settings) -> String?
    /// 4.x's page at a route it does not know outside `api/v1` (`UserInterfaceController::all`).
    var unknownRoutePage: LocalResponse { get }

    /// A search that found nothing to search (``MeetingSearch/Outcome/empty``): no meetings, or an aggregator's `[]`
    /// before anything else, whatever shape the answer would have had.
    func answerToEmptySearch() throws -> [MeetingSearch.Hit]
    /// The widest search radius, if any (`aggregator_max_geo_width_km`).
    var maximumGeographicWidthKilometers: Double? { get }
    /// A search's `root_server_ids`, as `signed` reads them, or none.
    func rootServers(_ signed: () -> (include: [Int]?, exclude: [Int]?)) -> (include: [Int]?, exclude: [Int]?)
    /// Whether a search is made at all, given whether it names what it looks for (an aggregator's required filters).
    func searches(naming named: () -> Bool) -> Bool
    /// The `root_server_ids` of GetFormats and GetServiceBodies.
    func rootServerFilter(_ parameters: RequestParameters) -> (include: Set<Int>?, exclude: Set<Int>)

    /// The main keys a meeting's object ends with after the common ones.
    var trailingMainKeys: [ReadAPIMeetingField] { get }
    /// Whether a search answer may be written from the meetings rendered ahead, which hold a server's own rows.
    var writesRenderedMeetings: Bool { get }
    /// One member of a meeting's object.
    func writeMeetingMember(_ key: String, _ value: String, to writer: inout JSONWriter)
    /// The `root_server_uri` of a row of `rootServerID`, the server's own being `own`.
    func rootServerURI(of rootServerID: Int?, own: String, in catalog: Catalog) -> String
    /// A format's or service body's object, given its members as the flavour writes them (`writeOwn`).
    func writeObject(
        _ members: [(String, String)],
        rootServerID: Int?,
        to writer: inout JSONWriter,
        writeOwn: (inout JSONWriter) -> Void
    )
}

/// A server of its own data.
struct OwnData: ServedData {
    var aggregatorModeEnabled: Bool { false }
    func googleAPIKey(_ settings: Settings) -> String? { settings.googleApiKey }
    var unknownRoutePage: LocalResponse {
        .text(
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>BMLT</title></head><body><div id=\"root\"></div></body></html>"
        )
    }

    func answerToEmptySearch() throws -> [MeetingSearch.Hit] { [] }
    var maximumGeographicWidthKilometers: Double? { nil }
    func rootServers(_ signed: () -> (include: [Int]?, exclude: [Int]?)) -> (include: [Int]?, exclude: [Int]?) {
        (nil, nil)
    }
    func searches(naming named: () -> Bool) -> Bool { true }
    func rootServerFilter(_ parameters: RequestParameters) -> (include: Set<Int>?, exclude: Set<Int>) { (nil, []) }

    var trailingMainKeys: [ReadAPIMeetingField] { [] }
    var writesRenderedMeetings: Bool { true }
    func writeMeetingMember(_ key: String, _ value: String, to writer: inout JSONWriter) { writer.member(key, value) }
    func rootServerURI(of rootServerID: Int?, own: String, in catalog: Catalog) -> String { own }
    func writeObject(
        _ members: [(String, String)],
        rootServerID: Int?,
        to writer: inout JSONWriter,
        writeOwn: (inout JSONWriter) -> Void
    ) {
        writeOwn(&writer)
    }
}

/// bmlt-server in aggregator mode (``LocalServer/Aggregator``): every meeting, format and service body is a root
/// server's, and shows its `root_server_id` as a number.
struct AggregatedData: ServedData {
    /// `aggregator_max_geo_width_km`: the widest search radius.
    var maximumGeographicWidthKilometers: Double?

    var aggregatorModeEnabled: Bool { true }
    /// An aggregator shows no key (`null`).
    func googleAPIKey(_ settings: Settings) -> String? { nil }
    /// An aggregator has no administration web app.
    var unknownRoutePage: LocalResponse { .text("\"the aggregator formerly known as tomato\"") }

    /// `new JsonResponse([])`.
    func answerToEmptySearch() throws -> [MeetingSearch.Hit] { throw EmptySearchAnswer() }
    /// `root_server_ids`, as every other signed list.
    func rootServers(_ signed: () -> (include: [Int]?, exclude: [Int]?)) -> (include: [Int]?, exclude: [Int]?) {
        signed()
    }
    /// A search of an aggregator must name what it looks for.
    func searches(naming named: () -> Bool) -> Bool { named() }
    /// `ensure_integer_array`: a scalar or a list, each `intval`; positive ones included, negative ones excluded.
    func rootServerFilter(_ parameters: RequestParameters) -> (include: Set<Int>?, exclude: Set<Int>) {
        let ids = parameters.integers("root_server_ids", splitsCommas: false)
        let include = Set(ids.filter { $0 > 0 })
        return (include.isEmpty ? nil : include, Set(ids.filter { $0 < 0 }.map { -$0 }))
    }

    private static let rootServerIDKey = ReadAPIMeetingField.rootServerID.rawValue

    var trailingMainKeys: [ReadAPIMeetingField] { [.rootServerID] }
    var writesRenderedMeetings: Bool { false }
    /// `root_server_id` is the one number of a meeting.
    func writeMeetingMember(_ key: String, _ value: String, to writer: inout JSONWriter) {
        guard key == Self.rootServerIDKey else { return writer.member(key, value) }
        writer.key(key)
        writer.raw(value.isEmpty ? "null" : value)
    }
    /// The URL the server list gave the row's root server.
    func rootServerURI(of rootServerID: Int?, own: String, in catalog: Catalog) -> String {
        rootServerID.flatMap { catalog.rootServerURLs[$0] } ?? ""
    }
    /// The members as they are, then `root_server_id` (a number).
    func writeObject(
        _ members: [(String, String)],
        rootServerID: Int?,
        to writer: inout JSONWriter,
        writeOwn: (inout JSONWriter) -> Void
    ) {
        writer.beginObject()
        for (key, value) in members { writer.member(key, value) }
        writer.key(Self.rootServerIDKey)
        writer.raw(rootServerID.map(String.init) ?? "null")
        writer.endObject()
    }
}

/// A search an aggregator answers with `[]` before looking at meetings (`new JsonResponse([])`), whatever the answer's
/// shape would have been (`get_formats_only` and `get_used_formats` too).
struct EmptySearchAnswer: Error {}

extension ReadAPI {
    /// Whether a row of a root server passes `root_server_ids` (SQL's `IN` and `NOT IN`: a row of none passes
    /// neither).
    func passes(_ rootServerID: Int?, _ filter: (include: Set<Int>?, exclude: Set<Int>)) -> Bool {
        if let include = filter.include, !include.contains(rootServerID ?? 0) { return false }
        if !filter.exclude.isEmpty, rootServerID == nil || filter.exclude.contains(rootServerID ?? 0) { return false }
        return true
    }
}
