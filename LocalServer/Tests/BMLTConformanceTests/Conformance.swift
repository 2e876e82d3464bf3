@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import Foundation
import Testing

/// The library, `BMLTiOSLib` and `bmlt` against real BMLT servers, 2.16.6 and bmlt-server 4.x (PHP 8.2, MariaDB, the
/// Greater New York sample data), through both transports; every request also goes to a local server on the same data,
/// in legacy mode for 2.16.6 and in the current mode for 4.x, which must answer it the same way.
///
/// One suite, run one test at a time: the tests share the server and put its data back before each.
@Suite(
    "Against real BMLT servers",
    .serialized,
    .enabled(if: Peer.anyIsAvailable, Peer.unavailable),
    .timeLimit(.minutes(30))
)
struct Conformance {
    /// Runs `body` with a client of the peer, on the sample data, through `transport` and mirrored to a local server;
    /// then expects the two servers to have answered every request alike.
    static func withClient(
        _ transport: Peer.Transport,
        of server: Peer.Server = .v2,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (BMLTClient, MirroredTransport) async throws -> Void
    ) async throws {
        try #require(server.rootURL != nil, "The \(server.rawValue) peer does not run")
        try server.reset()
        let local = try await LocalServer.start(
            LocalServer.Configuration(mode: server.localMode, emailContact: .enabled)
        )
        do {
            let mirror = try MirroredTransport(transport.make(), peer: server, local: local)
            try await body(try Peer.client(mirror, of: server), mirror)
            #expect(!mirror.requests.isEmpty)
            for line in mirror.differencesAwaitingSearchSemantics {
                print("Local server differs, awaiting 2.16.6's search semantics: \(line.prefix(300))")
            }
            let differences = mirror.differences
            #expect(
                differences.isEmpty,
                "The local server answered \(differences.count) of \(mirror.requests.count) requests otherwise:\n\(differences.prefix(20).joined(separator: "\n"))"
            )
        } catch {
            await local.stop()
            throw error
        }
        await local.stop()
    }

    /// A request sent again through a plain transport, its answer parsed by Foundation: the raw JSON of what the
    /// client asked.
    static func rawJSON(of request: TransportRequest) async throws -> Any {
        let response = try await URLSessionTransport().send(request)
        return try JSONSerialization.jsonObject(with: response.body, options: .fragmentsAllowed)
    }

    /// The raw JSON of the last request the client sent.
    static func rawJSONOfLastRequest(_ mirror: MirroredTransport) async throws -> Any {
        try await rawJSON(of: try #require(mirror.requests.last))
    }
}
