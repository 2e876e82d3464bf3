/// What one server version does its own way on the read API: the shape of its answers, and each switcher's rules as a
/// type of that version.
///
/// A server's interface (``ServerInterface``, chosen once where the router is built) has one flavour, as the client
/// picks one `AdminBackend` per administration interface: ``current(served:)`` answers as a 4.x server does (the
/// `Current*Rules` types), ``legacy`` as 2.16.6 does (`Legacy*Rules`, in `Read/Legacy`). The read API's types ask
/// their switcher's rules, never the mode; the routes, the query's reading and what is sent beside an answer are the
/// interface's.
struct ReadFlavour: Sendable {
    /// Its JSON type, empty list and unexpected error.
    let answers: ReadAnswers
    let search: any SearchRules
    let formats: any FormatRules
    let serviceBodies: any ServiceBodyRules
    let fieldValues: any FieldValueRules
    let changes: any ChangeRules
    let serverInfo: any ServerInfoRules
    let naws: any NAWSRules
    /// How the server writes meetings, formats and service bodies.
    let renderer: any VersionRenderer
    /// Whose data the server serves (2.x has no aggregator mode).
    let served: any ServedData

    /// A 4.x server's, of its own data or (``AggregatedData``) of its root servers'.
    static func current(served: any ServedData = OwnData()) -> ReadFlavour {
        ReadFlavour(
            answers: .current,
            search: CurrentSearchRules(served: served),
            formats: CurrentFormatRules(served: served),
            serviceBodies: CurrentServiceBodyRules(served: served),
            fieldValues: CurrentFieldValueRules(),
            changes: CurrentChangeRules(),
            serverInfo: CurrentServerInfoRules(served: served),
            naws: CurrentNAWSRules(),
            renderer: CurrentRenderer(trailingMainKeys: served.trailingMainKeys),
            served: served
        )
    }

    /// 2.16.6's.
    static let legacy = ReadFlavour(
        answers: .legacy,
        search: LegacySearchRules(),
        formats: LegacyFormatRules(),
        serviceBodies: LegacyServiceBodyRules(),
        fieldValues: LegacyFieldValueRules(),
        changes: LegacyChangeRules(),
        serverInfo: LegacyServerInfoRules(),
        naws: LegacyNAWSRules(),
        renderer: LegacyRenderer(),
        served: OwnData()
    )
}

/// `GetSearchResults`: the meetings a search finds, and what its answer lists beside them.
protocol SearchRules: Sendable {
    /// The meetings a search finds; only 2.x's search fails, on the PHP errors of its way.
    func hits(_ catalog: Catalog, parameters: RequestParameters) throws -> [MeetingSearch.Hit]
    /// Whether each meeting of the answer is one empty column (2.x, for a `data_field_key` of no valid key).
    func writesEmptyRows(selection: Set<String>?, parameters: RequestParameters) -> Bool
    /// The formats the meetings use in `language`, or `nil` for an empty object where none is translated.
    func usedFormats(
        _ hits: [MeetingSearch.Hit],
        catalog: Catalog,
        formatsByID: [Int: Catalog.Format],
        language: String
    ) -> [Catalog.Format]?
}

/// `GetFormats`.
protocol FormatRules: Sendable {
    /// The formats the switcher lists.
    func listed(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.Format]
}

/// `GetServiceBodies`.
protocol ServiceBodyRules: Sendable {
    /// The service bodies the switcher lists.
    func listed(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.ServiceBody]
}

/// `GetFieldKeys` and `GetFieldValues`.
protocol FieldValueRules: Sendable {
    /// Whether the main fields' prompts are in the server's language.
    var translatesMainFieldPrompts: Bool { get }
    /// The field `meeting_key` asks for, or the answer the server gives before reading any value.
    func key(_ api: ReadAPI, parameters: RequestParameters) -> FieldValuesKey
    /// The formats `specific_formats` asks for (from its comma-separated parts) and whether `all_formats` is set.
    func formatFilter(_ asked: [Substring], parameters: RequestParameters) -> (ids: [Int], requiresAll: Bool)
    /// The meetings in the order the server reads their values.
    func meetingsInValueOrder(_ catalog: Catalog) -> ChunkedList<Catalog.Meeting>
    /// A meeting's stored format ids as the value of `formats`, when no format is asked for.
    func formatsValue(_ stored: String) -> String
    /// Calls `add` with each value of a data field and its meeting, in the server's order.
    func forEachDataValue(
        of key: String,
        in published: [Catalog.Meeting],
        catalog: Catalog,
        _ add: (String, Int) -> Void
    )
    /// The answer: the values in order, each with its meetings' ids, named `header`.
    func answer(_ order: [String], ids: [String: [Int]], key: String, header: String) -> LocalResponse
}

/// How `GetFieldValues` reads `meeting_key`.
enum FieldValuesKey {
    /// The answer the server gives before reading any value.
    case answer(LocalResponse)
    /// The field, and the name the answer gives its column.
    case key(String, header: String)
}

/// `GetChanges`.
protocol ChangeRules: Sendable {
    /// The answer to parameters that fail validation.
    func refusal(_ errors: [(field: String, messages: [String])]) -> LocalResponse
    /// Change records newest first, as the server orders those of one second.
    func newestFirst(_ changes: [Catalog.ChangeRecord]) -> [Catalog.ChangeRecord]
    /// Writes a change's members from `meeting_name` to `details`.
    func writeMembers(of change: ChangeFeed.Change, to writer: inout JSONWriter, lastServiceBodyName: inout String)
}

/// `GetServerInfo`.
protocol ServerInfoRules: Sendable {
    var version: String { get }
    /// The languages the switcher names.
    var languageCodes: String { get }
    /// Writes the members about the contact form, if the server has one.
    func writeContactFormMembers(_ emailContact: LocalServer.EmailContact, to writer: inout JSONWriter)
    /// Writes the last members: the database's, PHP's and the server's own.
    func writeInstallationMembers(_ settings: Settings, to writer: inout JSONWriter)
}

/// `GetNAWSDump`.
protocol NAWSRules: Sendable {
    /// The service body `sb_id` names, or the answer when it names none.
    func subject(_ idText: String?, catalog: Catalog) -> NAWSDump.Subject
    /// How the export is written.
    var export: NAWSDump.Rules { get }
}
