import AsyncHTTPClient
@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import Testing

/// The last answers a client had, given marked stale when the server cannot be reached, through both real
/// transports: a server that stops answering, one that answers 503, a refused connection and a name that cannot be
/// resolved, each met by the transport itself.
@Suite("Kept answers when the server cannot be reached", .hangTimeLimit)
struct OfflineAnswerTests {
    enum Transport: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case urlSession, asyncHTTPClient

        var testDescription: String { rawValue }

        /// AsyncHTTPClient's timeouts are its client's, not the request's: one of ``outageTimeout``, for the process's
        /// life.
        static let impatientClient = {
            var configuration = AsyncHTTPClientTransport.defaultConfiguration
            let timeout = TimeAmount.seconds(Int64(outageTimeout.components.seconds))
            configuration.timeout = HTTPClient.Configuration.Timeout(connect: timeout, read: timeout)
            return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        }()

        /// The transport, patient for the answers that are kept, or giving up after ``outageTimeout``.
        func make(impatient: Bool) -> any HTTPTransport {
            switch self {
            case .urlSession: URLSessionTransport()
            case .asyncHTTPClient:
                impatient ? AsyncHTTPClientTransport(client: Self.impatientClient) : AsyncHTTPClientTransport()
            }
        }
    }

    /// How long the client waits in the outage: long enough for a 503 on a machine busy with the whole suite, short
    /// enough for a stall.
    static let outageTimeout = Duration.seconds(5)

    /// A client of `root` keeping every answer in `folder`.
    static func client(
        _ root: URL,
        transport: any HTTPTransport,
        timeout: Duration,
        folder: URL
    ) throws -> BMLTClient {
        try BMLTClient(
            rootURL: root,
            configuration: BMLTClient.Configuration(
                transport: transport,
                requestTimeout: timeout,
                deadline: timeout * 3,
                retry: .none,
                cache: CachePolicy(timeToLive: .zero, searchTimeToLive: .zero, storage: .directory(folder))
            )
        )
    }

    /// How the server comes to be out of reach.
    enum Outage: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// The server takes the request and never answers.
        case stopsAnswering
        /// A 503.
        case unavailable
        /// Nothing listens at its port.
        case refused
        /// Its name is not found (a label longer than DNS allows, which the resolver refuses without asking).
        case nameNotFound

        var testDescription: String { rawValue }

        var codes: Set<BMLTError.Code> {
            switch self {
            case .stopsAnswering: [.timedOut]
            // 503s are retried with growing delays: on a loaded machine the call's deadline can come first.
            case .unavailable: [.httpStatus, .timedOut]
            case .refused: [.connectionFailed]
            case .nameNotFound: [.hostNotFound, .connectionFailed]
            }
        }
    }

    /// A transport that sends its requests elsewhere once `reroute` says where: the network changing under a client,
    /// whose URLs (and so its kept answers) stay the same.
    final class Rerouting: HTTPTransport {
        let base: any HTTPTransport
        let reroute = NIOLockedValueBox<(@Sendable (URL) -> URL)?>(nil)

        init(_ base: any HTTPTransport) { self.base = base }

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            try await base.send(rerouted(request))
        }

        func stream(_ request: TransportRequest) async throws -> TransportStreamingResponse {
            try await base.stream(rerouted(request))
        }

        private func rerouted(_ request: TransportRequest) -> TransportRequest {
            guard let route = reroute.withLockedValue({ $0 }) else { return request }
            var request = request
            request.url = route(request.url)
            return request
        }
    }

    static let query = MeetingQuery.near(
        Coordinate(latitude: 40.7506, longitude: -73.9935),
        within: .distance(.miles(1))
    )

    @Test(arguments: Transport.allCases, Outage.allCases)
    func theLastAnswersAreGivenStale(transport: Transport, outage: Outage) async throws {
        try await LocalServer.withRunning { server in
            try await FaultProxy.withRunning(upstream: server.rootURL) { proxy in
                // The answers are kept by a patient client and read in the outage by an impatient one: two clients of
                // one folder, as two launches of an app.
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-offline-\(UUID())")
                defer { try? FileManager.default.removeItem(at: folder) }
                let patient = try Self.client(
                    proxy.rootURL,
                    transport: transport.make(impatient: false),
                    timeout: .seconds(30),
                    folder: folder
                )
                let sender = Rerouting(transport.make(impatient: true))
                let client = try Self.client(
                    proxy.rootURL,
                    transport: sender,
                    timeout: Self.outageTimeout,
                    folder: folder
                )
                func reads(_ client: BMLTClient) async throws -> ([Meeting], [Format], [ServiceBody]) {
                    (
                        try await client.meetings(matching: Self.query), try await client.formats(),
                        try await client.serviceBodies()
                    )
                }
                let fresh = try await patient.answer(reads)
                #expect(!fresh.isStale && !fresh.value.0.isEmpty)

                let closedPort = try LoopbackListener(listens: false)
                defer { closedPort.close() }
                switch outage {
                case .stopsAnswering: proxy.inject(.init(fault: .stallBeforeHeaders, matches: { _ in true }))
                case .unavailable: proxy.inject(.init(fault: .status(503, withBody: true), matches: { _ in true }))
                case .refused:
                    sender.reroute.withLockedValue { route in
                        route = { (url: URL) -> URL in
                            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
                            components.port = closedPort.port
                            return components.url!
                        }
                    }
                case .nameNotFound:
                    sender.reroute.withLockedValue { route in
                        route = { (url: URL) -> URL in
                            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
                            components.host = String(repeating: "a", count: 64) + ".invalid"
                            return components.url!
                        }
                    }
                }

                let stale = try await client.answer(reads)
                #expect(
                    stale.value.0 == fresh.value.0 && stale.value.1 == fresh.value.1 && stale.value.2 == fresh.value.2
                )
                let staleness = try #require(stale.staleness)
                #expect(outage.codes.contains(staleness.error.code), "\(staleness.error)")
                #expect(staleness.age >= .zero && staleness.age < .seconds(120))

                let thrown = await #expect(throws: BMLTError.self) {
                    try await client.answer(allowingStale: false) { try await $0.meetings(matching: Self.query) }
                }
                #expect(thrown.map { outage.codes.contains($0.code) } == true, "\(String(describing: thrown))")
                proxy.inject(nil)
            }
        }
    }
}
