@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTTestSupport
import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import Testing

@testable import BMLTLocalServer

/// A copy of an aggregator
/// (``LocalServer/Aggregator/init(copying:syncInterval:transport:requestTimeout:rules:startsServing:reportsImport:)``)
/// against a stand-in: a local aggregator of a 4.2.7 server on the sample data, behind a transport that counts the
/// requests, their spacing and their parameters, and answers 429, 503 or 403 on cue. The rules are the aggregator's
/// operators' (`docs/responsible-use.md`, section 4); the copy's answers against the real aggregator are the
/// differential's (`bmlt-differential --copy`).
@Suite(.hangTimeLimit)
struct AggregatorCopyTests {
    /// What the stand-in saw of one request.
    struct Seen: Sendable {
        var url: URL
        var headers: HTTPFields
        var sent: ContinuousClock.Instant
        var answered: ContinuousClock.Instant
        var status: Int
        var query: [String: [String]] {
            var values: [String: [String]] = [:]
            for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] {
                values[item.name, default: []].append(item.value ?? "")
            }
            return values
        }
    }

    /// Forwards to the stand-in, or answers the next cue whose text the URL contains; records every request.
    final class StandIn: HTTPTransport {
        let base = AsyncHTTPClientTransport()
        let seen = NIOLockedValueBox<[Seen]>([])
        let cues = NIOLockedValueBox<[(match: String, response: TransportResponse)]>([])
        let inFlight = NIOLockedValueBox<(now: Int, most: Int)>((0, 0))

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            inFlight.withLockedValue { $0 = ($0.now + 1, max($0.most, $0.now + 1)) }
            defer { inFlight.withLockedValue { $0.now -= 1 } }
            let sent = ContinuousClock.now
            let cue = cues.withLockedValue { cues -> TransportResponse? in
                guard let index = cues.firstIndex(where: { request.url.absoluteString.contains($0.match) }) else {
                    return nil
                }
                return cues.remove(at: index).response
            }
            let response: TransportResponse
            if let cue { response = cue } else { response = try await base.send(request) }
            seen.withLockedValue {
                $0.append(
                    Seen(
                        url: request.url,
                        headers: request.headerFields,
                        sent: sent,
                        answered: .now,
                        status: response.status.code
                    )
                )
            }
            return response
        }

        func cue(_ match: String, _ status: Int, headers: HTTPFields = [:], body: String = "") {
            cues.withLockedValue {
                $0.append(
                    (
                        match,
                        TransportResponse(status: .init(code: status), headerFields: headers, body: Data(body.utf8))
                    )
                )
            }
        }

        /// The requests seen since `start`, and the count now.
        func requests(since start: Int = 0) -> [Seen] { Array(seen.withLockedValue { $0 }.dropFirst(start)) }
        var count: Int { seen.withLockedValue { $0.count } }
    }

    static let identity = ClientIdentity(name: "MeetingIndex", version: "2.0", contact: "admin@example.org")

    static func rules(retries: Int = 2) -> LocalServer.Aggregator.CopyRules {
        LocalServer.Aggregator.CopyRules(
            identity: identity,
            pause: .milliseconds(100),
            pageSize: 500,
            retry: RetryPolicy(maximumRetries: retries, initialDelay: .milliseconds(300), maximumDelay: .seconds(2)),
            minute: 17
        )
    }

    /// A 4.2.7 origin, the stand-in aggregator of it (imported once), and a copy of the stand-in.
    static func withCopy(
        _ body: (_ copy: LocalServer, _ standIn: LocalServer, _ transport: StandIn) async throws -> Void
    ) async throws {
        let origin = try await LocalServer.start(LocalServer.Configuration(mode: .current))
        let standIn = try await LocalServer.start(
            LocalServer.Configuration(
                role: .aggregator(
                    LocalServer.Aggregator(
                        rootServers: [RootServerEntry(sourceID: 5, name: "origin", url: origin.rootURL)],
                        retryDelay: .zero
                    )
                )
            )
        )
        let transport = StandIn()
        var servers = [standIn, origin]
        do {
            let copy = try await LocalServer.start(
                LocalServer.Configuration(
                    role: .aggregator(
                        LocalServer.Aggregator(
                            copying: .aggregator(standIn.rootURL),
                            transport: transport,
                            rules: rules()
                        )
                    )
                )
            )
            servers.insert(copy, at: 0)
            try await body(copy, standIn, transport)
        } catch {
            for server in servers { await server.stop() }
            throw error
        }
        for server in servers { await server.stop() }
    }

    static func body(_ root: URL, _ path: String) async throws -> Data {
        try await AsyncHTTPClientTransport().send(TransportRequest(url: URL(string: root.absoluteString + path)!)).body
    }

    /// Paths whose answers a copy gives byte for byte as the aggregator does.
    static let comparedPaths = [
        "/api/v1/rootservers", "/api/v1/rootservers/1", "/client_interface/json/?switcher=GetServiceBodies",
        "/client_interface/json/?switcher=GetFormats",
        "/client_interface/json/?switcher=GetFormats&show_all=1&lang_enum=es",
        "/client_interface/json/?switcher=GetSearchResults&root_server_ids=1",
        "/client_interface/json/?switcher=GetSearchResults&root_server_ids=1&weekdays=3&sort_keys=meeting_name",
        "/client_interface/json/?switcher=GetFieldValues&meeting_key=location_municipality",
        "/client_interface/tsml/?switcher=GetSearchResults&root_server_ids=1",
    ]

    @Test func copiesAsTheOperatorsAsk() async throws {
        try await Self.withCopy { copy, standIn, transport in
            let report = try #require(await copy.aggregator?.lastImport)
            #expect(report.failure == nil)
            #expect(report.rootServers.map(\.meetings.created) == [1_513])
            let first = transport.requests()
            // The aggregator's information, its list, then root server 1 alone: oldest statistics, service bodies,
            // formats in every language at once, and four pages of 500 sorted meetings (the last one short).
            #expect(
                first.map { $0.query["switcher"]?.first ?? $0.url.path.components(separatedBy: "main_server/").last! }
                    == [
                        "GetServerInfo", "api/v1/rootservers", "api/v1/rootservers/1", "GetServiceBodies", "GetFormats",
                    ]
                    + Array(repeating: "GetSearchResults", count: 4)
            )
            let switcherCalls = first.filter { $0.url.path.contains("client_interface") }
            for request in first {
                let agent = request.headers[.userAgent] ?? ""
                #expect(agent.hasPrefix("MeetingIndex/2.0 (+admin@example.org)") && agent.contains("BMLT-Swift/"))
            }
            #expect(switcherCalls.allSatisfy { $0.query["callingApp"] == ["MeetingIndex"] })
            #expect(switcherCalls.dropFirst().allSatisfy { $0.query["root_server_ids[]"] == ["1"] })
            #expect(switcherCalls[2].query["lang_enum[]"]?.count ?? 0 > 1)
            let pages = first.filter { $0.query["switcher"] == ["GetSearchResults"] }
            #expect(pages.map { $0.query["page_num"]?.first } == ["1", "2", "3", "4"])
            #expect(pages.allSatisfy { $0.query["sort_keys"] == ["id_bigint"] && $0.query["page_size"] == ["500"] })
            #expect(
                pages.allSatisfy {
                    $0.query["data_field_key"] == [CopiedRootServer.storedFields.joined(separator: ",")]
                }
            )
            #expect(
                pages.allSatisfy { !$0.url.absoluteString.contains("%252C") && !$0.url.absoluteString.contains("%2C") }
            )
            // One request in flight, each after the pause.
            #expect(transport.inFlight.withLockedValue { $0.most } == 1)
            for (before, after) in zip(first, first.dropFirst()) {
                #expect(after.sent - before.answered >= .milliseconds(100))
            }
            for path in Self.comparedPaths {
                let expected = try await Self.body(standIn.rootURL, path)
                let answered = try await Self.body(copy.rootURL, path)
                #expect(answered == expected, "\(path)")
            }

            // Nothing moved: the list alone (the server information is read once a day).
            let unchanged = await copy.aggregator?.importRootServers()
            #expect(
                transport.requests(since: first.count).map(\.url.path) == [standIn.rootURL.path + "/api/v1/rootservers"]
            )
            #expect(unchanged?.rootServers.map(\.isUnchanged) == [true])

            // The stand-in imports again (a second later, its lastSuccessfulImport moves): root server 1 again.
            try await Task.sleep(for: .seconds(1))
            await standIn.aggregator?.importRootServers()
            let start = transport.count
            let again = try #require(await copy.aggregator?.importRootServers())
            #expect(again.rootServers.map(\.isUnchanged) == [false])
            #expect(transport.requests(since: start).count == 1 + 7)
            #expect(
                try await Self.body(copy.rootURL, "/api/v1/rootservers")
                    == Self.body(standIn.rootURL, "/api/v1/rootservers")
            )
        }
    }

    @Test func backsOffOnErrorsAndStopsWhenBlocked() async throws {
        try await Self.withCopy { copy, standIn, transport in
            let meetings = try await Self.body(copy.rootURL, Self.comparedPaths[5])
            try await Task.sleep(for: .seconds(1))
            await standIn.aggregator?.importRootServers()

            // A 429 with Retry-After is waited out; two 503s are retried after growing delays.
            transport.cue("GetServiceBodies", 429, headers: [.retryAfter: "1"])
            transport.cue("GetFormats", 503)
            transport.cue("GetFormats", 503)
            var start = transport.count
            let backedOff = try #require(await copy.aggregator?.importRootServers())
            #expect(backedOff.failure == nil)
            var seen = transport.requests(since: start)
            let bodies = seen.filter { $0.query["switcher"] == ["GetServiceBodies"] }
            #expect(bodies.map(\.status) == [429, 200])
            #expect(bodies[1].sent - bodies[0].answered >= .seconds(1))
            let formats = seen.filter { $0.query["switcher"] == ["GetFormats"] }
            #expect(formats.map(\.status) == [503, 503, 200])
            let waits = zip(formats, formats.dropFirst()).map { $1.sent - $0.answered }
            // The pause (100 ms) and 300 ms, then 600 ms, each ±25 %: lower bounds alone, as a loaded machine only
            // adds to a wait.
            #expect(waits[0] >= .milliseconds(325) && waits[1] >= .milliseconds(550), "\(waits)")

            // A 503 that outlasts the retries stops the copy; the data stays the last copy's.
            try await Task.sleep(for: .seconds(1))
            await standIn.aggregator?.importRootServers()
            for _ in 0..<3 { transport.cue("GetSearchResults", 503) }
            start = transport.count
            let failed = try #require(await copy.aggregator?.importRootServers())
            #expect(failed.failure?.code == .originFailed)
            #expect(failed.failure?.reason.contains("HTTP status 503 (tried 3 times)") == true)
            #expect(try await Self.body(copy.rootURL, Self.comparedPaths[5]) == meetings)

            // A 403 with the operators' words stops at once: nothing more is asked.
            transport.cue(
                "page_num=2",
                403,
                headers: [.contentType: "application/json"],
                body: #"{"message":"Too many requests from MeetingIndex: write to admin@bmlt.app"}"#
            )
            start = transport.count
            let blocked = try #require(await copy.aggregator?.importRootServers())
            #expect(blocked.failure?.code == .blocked)
            #expect(blocked.failure?.reason.contains("write to admin@bmlt.app") == true)
            seen = transport.requests(since: start)
            #expect(seen.last?.status == 403)
            #expect(seen.filter { $0.status == 403 }.count == 1)
            #expect(try await Self.body(copy.rootURL, Self.comparedPaths[5]) == meetings)
        }
    }

    @Test func refusesToCopyTooOftenOrToMirrorAnAggregator() async throws {
        // Timed copies at the chosen minute, at least the interval apart.
        let now = Date(timeIntervalSince1970: 1_800_000_000)  // 08:00:00 UTC
        let interval = LocalServer.Aggregator.CopyRules.shortestInterval
        let wait = RepeatedRun<Void, Void>.delay(after: interval, onMinute: 17, from: now)
        #expect(wait == .seconds(4 * 3_600 + 17 * 60))
        let late = now.addingTimeInterval(20 * 60)  // 08:20: the next 17th minute past 4 hours on is 13:17
        #expect(
            RepeatedRun<Void, Void>.delay(after: interval, onMinute: 17, from: late) == .seconds(4 * 3_600 + 57 * 60)
        )
        #expect(RepeatedRun<Void, Void>.delay(after: .seconds(60), onMinute: nil, from: now) == .seconds(60))
        #expect((1...59).contains(LocalServer.Aggregator.CopyRules().minute))

        let origin = try await LocalServer.start(LocalServer.Configuration(mode: .current))
        let standIn = try await LocalServer.start(
            LocalServer.Configuration(
                role: .aggregator(
                    LocalServer.Aggregator(rootServers: [RootServerEntry(sourceID: 5, name: "o", url: origin.rootURL)])
                )
            )
        )
        let tooOften = LocalServer.Aggregator(copying: .aggregator(standIn.rootURL), syncInterval: .seconds(3_600))
        await #expect { try await LocalServer.start(.init(role: .aggregator(tooOften))) } throws: { error in
            (error as? LocalServerError)?.code == .invalidConfiguration
        }
        await #expect {
            try await LocalServer.start(.init(role: .mirror(LocalServer.Mirror(origin: standIn.rootURL))))
        } throws: { error in
            (error as? LocalServerError)?.code == .originIsAggregator
        }
        // A copy of a server that is no aggregator says so.
        let notOne = LocalServer.Aggregator(copying: .aggregator(origin.rootURL))
        let server = try await LocalServer.start(.init(role: .aggregator(notOne)))
        let report = await server.aggregator?.lastImport
        #expect(report?.failure?.reason.contains("is not an aggregator") == true)
        await server.stop()
        await standIn.stop()
        await origin.stop()
    }

    @Test func aCopysFileHoldsThatCopyAlone() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("copy.sqlite")
        func start(_ aggregator: LocalServer.Aggregator) async throws -> LocalServer {
            try await LocalServer.start(.init(role: .aggregator(aggregator), storage: .file(file)))
        }
        // The aggregator does not answer the first copy: the file is kept, and it is the same copy's next time.
        let unreachable = URL(string: "http://127.0.0.1:1/main_server")!
        let copy = LocalServer.Aggregator(copying: .aggregator(unreachable), rules: Self.rules())
        let first = try await start(copy)
        #expect(await first.aggregator?.lastImport?.failure != nil)
        await first.stop()
        let again = try await start(copy)
        await again.stop()
        // Another aggregator's copy, or an import of root servers, would mix their data into it.
        let other = LocalServer.Aggregator(copying: .dailyExport(unreachable.appendingPathComponent("manifest.json")))
        let entry = RootServerEntry(sourceID: 1, name: "one", url: unreachable)
        for aggregator in [other, LocalServer.Aggregator(rootServers: [entry])] {
            await #expect {
                try await start(aggregator)
            } throws: { error in
                (error as? LocalServerError)?.code == .holdsOtherData
            }
        }
    }
}
