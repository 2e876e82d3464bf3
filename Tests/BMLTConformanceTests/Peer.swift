import BMLT
import BMLTAsyncHTTPClient
import BMLTTestSupport
import Foundation
import Testing

/// The real BMLT 2.16.6 server that `Conformance/peer.sh start` runs on loopback, named by `BMLT_PEER_URL`.
enum Peer {
    /// The peer's root URL, e.g. `http://127.0.0.1:8765/main_server`.
    static let rootURL: URL? = ProcessInfo.processInfo.environment["BMLT_PEER_URL"].flatMap(URL.init(string:))

    static var isAvailable: Bool { rootURL != nil }

    /// Why the suites do not run without it.
    static let unavailable: Comment = """
        No 2.16.6 peer: start one with `Conformance/peer.sh start` and set BMLT_PEER_URL to the URL it prints.
        """

    static let password = "CoreysGoryStory"
    /// The Nassau area, which `nasc_admin` edits the meetings of.
    static let nassau = 1002
    /// "Hopeful In Hicksville", a Nassau meeting.
    static let nassauMeeting = 188
    /// A meeting of another area.
    static let otherAreasMeeting = 14

    /// The repository's root (the peer script and the sample data are there).
    static var repository: URL {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { folder.deleteLastPathComponent() }
        return folder
    }

    /// Puts the sample data back (`Conformance/peer.sh reset`, well under a second).
    static func reset() throws {
        try script(["reset"])
    }

    /// Runs SQL on the peer's database, for what 2.x's administration interface cannot set.
    static func sql(_ statement: String) throws {
        try script(["sql", statement])
    }

    private static func script(_ arguments: [String]) throws {
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

    static func client(_ transport: any HTTPTransport) throws -> BMLTClient {
        var configuration = BMLTClient.Configuration(transport: transport, retry: .none)
        configuration.cache = nil
        return try BMLTClient(rootURL: try #require(rootURL), configuration: configuration)
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
