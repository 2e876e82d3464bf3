import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// Kept answers beyond the directory's: searches by query, an aggregator's pace, and answers given stale when the
/// server cannot be reached. The same through the real transports: `OfflineAnswerTests` in the local server's suite.
@Suite("Kept searches, an aggregator's pace and stale answers")
struct KeptAnswerTests {
    private static let formats = #"[{"key_string":"O","name_string":"Open","lang":"en","id":"17"}]"#
    private static let meetings = #"[{"id_bigint":"7","meeting_name":"Hope","weekday_tinyint":"2"}]"#

    /// A server that answers formats and searches, and after `failing` is set fails every request with it.
    final class FlakyServer: Sendable {
        let failing = Locked<BMLTError?>(nil)
        let transport: StubTransport

        init() {
            let failing = failing
            transport = StubTransport { request, _ in
                if let error = failing.withLockedValue({ $0 }) { throw error }
                let search = request.url.query?.contains("GetSearchResults") == true
                return TransportResponse(
                    status: .ok,
                    headerFields: [.contentType: "application/json"],
                    body: Data((search ? KeptAnswerTests.meetings : KeptAnswerTests.formats).utf8)
                )
            }
        }

        func client(_ cache: CachePolicy) throws -> BMLTClient {
            try BMLTClient(
                "https://bmlt.example.org/main_server",
                configuration: BMLTClient.Configuration(transport: transport, retry: .none, cache: cache)
            )
        }
    }

    static let unreachable: [BMLTError] = [
        BMLTError(code: .connectionFailed, reason: "Connection refused."),
        BMLTError(code: .timedOut, reason: "No answer in time."),
        BMLTError(code: .hostNotFound, reason: "No such host."),
        BMLTError(code: .offline, reason: "Offline."),
        BMLTError(code: .httpStatus, reason: "Service unavailable.", httpStatus: 503),
        BMLTError(code: .httpStatus, reason: "Too many requests.", httpStatus: 429),
    ]

    static let query = MeetingQuery().with { $0.weekdays = .only(.monday) }

    @Test(
        "A kept answer stands in, marked stale with its age, when the server cannot be reached",
        arguments: unreachable
    )
    func staleIfError(error: BMLTError) async throws {
        let server = FlakyServer()
        let client = try server.client(CachePolicy(timeToLive: .zero, searchTimeToLive: .zero))
        let fresh = try await client.answer { (try await $0.formats(), try await $0.meetings(matching: Self.query)) }
        #expect(!fresh.isStale && fresh.value.1.map(\.id) == [7])

        server.failing.withLockedValue { $0 = error }
        let before = Date.now
        let stale = try await client.answer { (try await $0.formats(), try await $0.meetings(matching: Self.query)) }
        #expect(stale.value.0 == fresh.value.0 && stale.value.1 == fresh.value.1)
        let staleness = try #require(stale.staleness)
        #expect(staleness.error.code == error.code && staleness.error.httpStatus == error.httpStatus)
        #expect(staleness.storedAt <= before && staleness.age >= .zero && staleness.age < .seconds(60))
        // Without asking, the reads give the same answers and do not fail.
        #expect(try await client.meetings(matching: Self.query).map(\.id) == [7])

        // Fresh-only, and a query never answered, fail with the server's error.
        let freshOnly = await #expect(throws: BMLTError.self) {
            try await client.answer(allowingStale: false) { try await $0.meetings(matching: Self.query) }
        }
        #expect(freshOnly?.code == error.code)
        await #expect(throws: BMLTError.self) { try await client.meetings(matching: MeetingQuery.ids([8])) }
    }

    @Test("An answer the server meant, a policy of fresh answers only, or one too old, is not replaced")
    func noStaleAnswer() async throws {
        let blocked = BMLTError(code: .blocked, reason: "Blocked.", httpStatus: 403)
        let notFound = BMLTError(code: .httpStatus, reason: "Not found.", httpStatus: 404)
        for (policy, error) in [
            (CachePolicy(timeToLive: .zero), blocked),
            (CachePolicy(timeToLive: .zero), notFound),
            (CachePolicy(timeToLive: .zero, staleIfError: nil), Self.unreachable[0]),
            (CachePolicy(timeToLive: .zero, staleIfError: .zero), Self.unreachable[0]),
        ] {
            let server = FlakyServer()
            let client = try server.client(policy)
            _ = try await client.formats()
            server.failing.withLockedValue { $0 = error }
            let thrown = await #expect(throws: BMLTError.self) { try await client.formats() }
            #expect(thrown?.code == error.code)
        }
    }

    @Test("Search answers are kept by query for the policy's time to live")
    func searchesKeptByQuery() async throws {
        let server = FlakyServer()
        let client = try server.client(CachePolicy(searchTimeToLive: .seconds(3_600)))
        let first = try await client.meetings(matching: Self.query)
        #expect(try await client.meetings(matching: Self.query) == first)
        #expect(server.transport.requests.count == 1)
        _ = try await client.meetings(matching: MeetingQuery.ids([7]))
        _ = try await client.meetings(matching: Self.query.selecting(.name))
        #expect(server.transport.requests.count == 3, "another query is another answer")

        let asking = FlakyServer()
        let zero = try asking.client(CachePolicy(searchTimeToLive: .zero))
        _ = try await zero.meetings(matching: Self.query)
        _ = try await zero.meetings(matching: Self.query)
        #expect(asking.transport.requests.count == 2, "kept for when the server cannot be reached, not used before")
    }

    @Test("An aggregator's answers are kept a day, and its searches four hours, unless the policy says otherwise")
    func aggregatorPace() async throws {
        #expect(CachePolicy.default.timeToLive(of: .directory, onAggregator: true) == .seconds(86_400))
        #expect(CachePolicy.default.timeToLive(of: .search, onAggregator: true) == .seconds(14_400))
        #expect(CachePolicy.default.timeToLive(of: .search, onAggregator: false) == nil)
        let longer = CachePolicy(timeToLive: .seconds(200_000), searchTimeToLive: .seconds(20_000))
        #expect(longer.timeToLive(of: .directory, onAggregator: true) == .seconds(200_000))
        #expect(longer.timeToLive(of: .search, onAggregator: true) == .seconds(20_000))

        for follows in [true, false] {
            let aggregator = GoodCitizenTests.StandInAggregator()
            let client = try aggregator.client {
                $0.cache = CachePolicy(timeToLive: .zero, followsAggregatorPace: follows)
            }
            let query = MeetingQuery().with { $0.rootServerIDs = [3] }
            for _ in 1...2 {
                _ = try await client.serverInfo()
                _ = try await client.formats()
                _ = try await client.meetings(matching: query)
            }
            // The first GetServerInfo is read before the client knows it is an aggregator.
            #expect(aggregator.transport.requests.count == (follows ? 3 : 6))
        }
    }

    @Test("Memory keeps the newest answers only")
    func memoryBound() throws {
        let cache = ReadCache(CachePolicy())
        let start = Date.now
        for index in 0...ReadCache.maximumEntriesInMemory {
            cache.store(
                TransportResponse(status: .ok, body: Data()),
                for: URL(string: "https://bmlt.example.org/\(index)")!,
                at: start + Double(index)
            )
        }
        #expect(cache.entry(for: URL(string: "https://bmlt.example.org/0")!) == nil)
        #expect(cache.entry(for: URL(string: "https://bmlt.example.org/1")!) != nil)
        #expect(cache.entry(for: URL(string: "https://bmlt.example.org/\(ReadCache.maximumEntriesInMemory)")!) != nil)
    }

    @Test("An app's answers are kept in its caches folder by default; other processes keep them in memory")
    func standardStorage() {
        let caches = URL(fileURLWithPath: "/Users/someone/Library/Caches", isDirectory: true)
        for (bundle, expected) in [
            (
                "/Applications/Finder.app",
                CachePolicy.Storage.directory(caches.appendingPathComponent("BMLT", isDirectory: true))
            ),
            (
                "/Applications/Finder.app/PlugIns/Widget.appex",
                .directory(caches.appendingPathComponent("BMLT", isDirectory: true))
            ),
            ("/usr/local/bin", .memory),
            ("/Applications/Xcode.app/Contents/Developer/usr/bin/xctest", .memory),
        ] {
            let storage = CachePolicy.Storage.standard(
                bundle: URL(fileURLWithPath: bundle),
                caches: caches,
                environment: [:]
            )
            #expect(storage == expected, "\(bundle)")
        }
        let app = URL(fileURLWithPath: "/A.app")
        #expect(CachePolicy.Storage.standard(bundle: app, caches: nil, environment: [:]) == .memory)
        let hostedTests = ["XCTestConfigurationFilePath": "/tmp/A.xctestconfiguration"]
        #expect(CachePolicy.Storage.standard(bundle: app, caches: caches, environment: hostedTests) == .memory)
        #if !canImport(Darwin)
        #expect(CachePolicy.default.storage == .memory)
        #endif
    }
}
