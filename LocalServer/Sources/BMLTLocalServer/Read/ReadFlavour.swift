@_spi(BMLTInternal) import BMLT
/// What one server version does its own way on the read API's switchers: its error and empty-list shapes, and the
/// rules of each switcher.
///
/// A server's interface (``ServerInterface``, chosen once where the router is built) has one flavour, as the client
/// picks one `AdminBackend` per administration interface: ``CurrentReadFlavour`` answers as a 4.x server does,
/// ``LegacyReadFlavour`` as 2.16.6 does. The read API's types ask their flavour, never the mode; the routes, the
/// query's reading and what is sent beside an answer are the interface's.
protocol ReadFlavour: Sendable {
    // MARK: Errors

    /// The answer to an error no route expected.
    var serverError: LocalResponse { get }

    // MARK: Answers

    var jsonContentType: String { get }
    /// A list with no element: `[]`, or 2.x's `{}` (an empty PHP array, written as an object).
    var emptyList: String { get }

    // MARK: GetSearchResults, GetFormats, GetServiceBodies

    /// The meetings a search finds; only 2.x's search fails, on the PHP errors of its way.
    func search(_ catalog: Catalog, parameters: RequestParameters) throws -> [MeetingSearch.Hit]
    /// Whether each meeting of the answer is one empty column (2.x, for a `data_field_key` of no valid key).
    func writesEmptyRows(selection: Set<String>?, parameters: RequestParameters) -> Bool
    /// The formats the meetings use in `language`, or `nil` for an empty object where none is translated.
    func usedFormats(
        _ hits: [MeetingSearch.Hit],
        catalog: Catalog,
        formatsByID: [Int: Catalog.Format],
        language: String
    ) -> [Catalog.Format]?
    /// The formats `GetFormats` lists.
    func formats(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.Format]
    /// The service bodies `GetServiceBodies` lists.
    func serviceBodies(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.ServiceBody]

    // MARK: Rendering

    /// How the server writes meetings, formats and service bodies.
    var renderer: any VersionRenderer { get }

    // MARK: GetServerInfo

    var version: String { get }
    /// The languages GetServerInfo names.
    var languageCodes: String { get }
    /// Writes GetServerInfo's members about the contact form, if the server has one.
    func writeContactFormMembers(_ emailContact: LocalServer.EmailContact, to writer: inout JSONWriter)
    /// Writes GetServerInfo's last members: the database's, PHP's and the server's own.
    func writeInstallationMembers(_ settings: Settings, to writer: inout JSONWriter)

    // MARK: GetFieldKeys and GetFieldValues

    /// Whether the main fields' prompts are in the server's language.
    var translatesMainFieldPrompts: Bool { get }
    /// The field `meeting_key` asks for, or the answer the server gives before reading any value.
    func fieldValuesKey(_ api: ReadAPI, parameters: RequestParameters) -> FieldValuesKey
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
    func fieldValues(_ order: [String], ids: [String: [Int]], key: String, header: String) -> LocalResponse

    // MARK: GetChanges

    /// The answer to parameters that fail validation.
    func changesRefusal(_ errors: [(field: String, messages: [String])]) -> LocalResponse
    /// Change records newest first, as the server orders those of one second.
    func newestFirst(_ changes: [Catalog.ChangeRecord]) -> [Catalog.ChangeRecord]
    /// Writes a change's members from `meeting_name` to `details`.
    func writeChangeMembers(_ change: ChangeFeed.Change, to writer: inout JSONWriter, lastServiceBodyName: inout String)

    // MARK: GetNAWSDump

    /// The service body `sb_id` names, or the answer when it names none.
    func nawsServiceBody(_ idText: String?, catalog: Catalog) -> NAWSDump.Subject
    /// The rules of the NAWS export.
    var nawsRules: NAWSDump.Rules { get }

    // MARK: Aggregator mode

    /// Whose data the server serves (2.x has no aggregator mode).
    var served: any ServedData { get }
}

extension ReadFlavour {
    /// A JSON answer.
    func json(_ bytes: [UInt8], status: Int = 200) -> LocalResponse {
        LocalResponse(status: status, contentType: jsonContentType, body: bytes)
    }

    /// An empty list's answer.
    var emptyListAnswer: LocalResponse { json(Array(emptyList.utf8)) }
}

/// How `GetFieldValues` reads `meeting_key`.
enum FieldValuesKey {
    /// The answer the server gives before reading any value.
    case answer(LocalResponse)
    /// The field, and the name the answer gives its column.
    case key(String, header: String)
}

extension ReadFlavour {
    /// A server of its own data, unless the flavour says otherwise.
    var served: any ServedData { OwnData() }
}
