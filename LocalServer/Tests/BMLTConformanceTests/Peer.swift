@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

/// The real BMLT servers that `Conformance/peer.sh start` runs on loopback: 2.16.6, named by `BMLT_PEER_URL`, and
/// bmlt-server 4.1.1-beta2, named by `BMLT_PEER4_URL`. Both hold the same sample data, the 4.x one upgraded by its own
/// migrations.
enum Peer {
    /// One of the two real servers.
    enum Server: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case v2 = "2.16.6"
        case v4 = "4.1.1-beta2"

        var testDescription: String { rawValue }

        /// Its root URL, e.g. `http://127.0.0.1:8765/main_server`, or `nil` when it does not run.
        var rootURL: URL? {
            ProcessInfo.processInfo.environment[self == .v2 ? "BMLT_PEER_URL" : "BMLT_PEER4_URL"]
                .flatMap(URL.init(string:))
        }

        /// Its name for `Conformance/peer.sh`.
        var scriptName: String { self == .v2 ? "2" : "4" }

        /// The local server's mode that answers as this server does.
        var localMode: LocalServer.Mode { self == .v2 ? .legacy : .current }

        /// Puts its sample data back (`Conformance/peer.sh reset`, a second or two).
        func reset() throws { try Peer.script(["reset", scriptName]) }

        /// Runs SQL on its database, for what its administration interface cannot set.
        func sql(_ statement: String) throws { try Peer.script(["sql", scriptName, statement]) }
    }

    /// The servers that run.
    static var available: [Server] { Server.allCases.filter { $0.rootURL != nil } }

    /// The 2.16.6 peer's root URL.
    static let rootURL: URL? = Server.v2.rootURL

    static var isAvailable: Bool { rootURL != nil }

    static var anyIsAvailable: Bool { !available.isEmpty }

    /// Why the suites do not run without it.
    static let unavailable: Comment = """
        No peer: start them with `Conformance/peer.sh start` and set BMLT_PEER_URL and BMLT_PEER4_URL to the URLs it \
        prints.
        """

    static let password = "CoreysGoryStory"
    /// The Nassau area, which `nasc_admin` edits the meetings of.
    static let nassau = 1002
    /// "Hopeful In Hicksville", a Nassau meeting.
    static let nassauMeeting = 188
    /// A meeting of another area.
    static let otherAreasMeeting = 14

    /// "New Beginnings", a Tuesday meeting in Hicksville for the Nassau area, as a test creates it.
    static var newMeeting: Meeting {
        var meeting = Meeting(id: 0, serviceBodyID: nassau, name: "New Beginnings")
        meeting.weekday = .tuesday
        meeting.startTime = LocalTime(hour: 19, minute: 0)
        meeting.duration = .seconds(3_600)
        meeting.coordinate = Coordinate(latitude: 40.76, longitude: -73.52)
        meeting.location = Meeting.Location(street: "1 Main St", municipality: "Hicksville", province: "NY")
        meeting.formatKeys = ["O", "D"]
        return meeting
    }

    /// The repository's root (the peer script and the sample data are there).
    static var repository: URL {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { folder.deleteLastPathComponent() }
        return folder
    }

    /// Puts the 2.16.6 peer's sample data back.
    static func reset() throws { try Server.v2.reset() }

    /// Runs SQL on the 2.16.6 peer's database.
    static func sql(_ statement: String) throws { try Server.v2.sql(statement) }

    fileprivate static func script(_ arguments: [String]) throws {
        let process = try ChildProcess(
            repository.appendingPathComponent("Conformance/peer.sh"),
            arguments: arguments,
            standardOutput: .discarded,
            standardError: .discarded
        )
        let status = process.waitUntilExit()
        try #require(status == 0, "Conformance/peer.sh \(arguments[0]) exited with \(status)")
    }

    /// The transports every suite runs through.
    enum Transport: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case urlSession = "URLSessionTransport"
        case asyncHTTPClient = "AsyncHTTPClientTransport"

        var testDescription: String { rawValue }

        func make() -> any HTTPTransport {
            switch self {
            case .urlSession: return URLSessionTransport()
            case .asyncHTTPClient: return AsyncHTTPClientTransport()
            }
        }
    }

    /// A client of the peer through a transport (no retries: every request the suite makes is one request).
    static func client(_ transport: Transport) throws -> BMLTClient {
        try client(transport.make())
    }

    static func client(_ transport: any HTTPTransport, of server: Server = .v2) throws -> BMLTClient {
        var configuration = BMLTClient.Configuration(transport: transport, retry: .none)
        configuration.cache = nil
        return try BMLTClient(rootURL: try #require(server.rootURL), configuration: configuration)
    }

    /// The JSON of a read call as the server sends it, parsed by Foundation.
    static func rawJSON(
        _ switcher: String,
        _ parameters: QueryParameters = QueryParameters(),
        _ transport: Transport
    ) async throws -> Any {
        let response = try await client(transport).raw(switcher: switcher, parameters: parameters.items)
        #expect(response.status == 200, "\(switcher)")
        return try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
    }

    /// The objects of a raw answer: a list of them, or none for 2.x's `{}`.
    static func objects(_ json: Any) -> [[String: Any]] {
        (json as? [[String: Any]]) ?? []
    }
}
