@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import Foundation

/// End-to-end searches against the local server in this process: latency percentiles and searches per second at
/// concurrency 1, 8 and 64, and how 64 searches at once compare with one.
struct SearchBenchmark {
    /// How long each concurrency level runs.
    let duration: Duration

    static let queries: [(name: String, query: MeetingQuery)] = [
        (
            "weekday + 5-mile radius",
            MeetingQuery.near(Coordinate(latitude: 40.75, longitude: -73.5), within: .distance(.miles(5))).with {
                $0.weekdays = .only(.monday)
            }
        ),
        ("text search", .text("Hicksville")),
        ("service body 1002", MeetingQuery().with { $0.serviceBodies = .only(1002) }),
    ]

    func run(into report: inout Report) async throws {
        let server = try await LocalServer.start()
        defer { Task { await server.stop() } }
        // Every search is a real one here: identical reads in flight would otherwise share one request.
        let unshared = try BMLTClient(
            rootURL: server.rootURL,
            configuration: BMLTClient.Configuration(retry: .none, sharesConcurrentReads: false)
        )
        let shared = try BMLTClient(rootURL: server.rootURL, configuration: BMLTClient.Configuration(retry: .none))
        report.line("## Searches against the local server")
        report.line()
        report.line(
            "`client.meetings(matching:)` end to end (request, server search, decoding) over loopback; the local server "
                + "runs in the same process. Each level runs \(Statistics.seconds(duration)) s; each worker takes the "
                + "weekday + 5-mile radius, text and service body searches in turn."
        )
        report.line()
        var rows: [[String]] = []
        for concurrency in [1, 8, 64] {
            let latencies = try await load(unshared, concurrency: concurrency)
            rows.append([
                String(concurrency), String(latencies.count),
                Report.number(Statistics.percentile(latencies, 0.5) * 1000, digits: 2),
                Report.number(Statistics.percentile(latencies, 0.99) * 1000, digits: 2),
                Report.number(Double(latencies.count) / Statistics.seconds(duration)),
            ])
        }
        report.table(["Concurrency", "Searches", "p50 (ms)", "p99 (ms)", "Searches/s"], rows)

        report.line("## 64 searches at once against one")
        report.line()
        report.line(
            "Wall-clock time of 64 searches started together ÷ time of one search on the same transport; median of 5 "
                + "runs, with the cores the process (client and server) kept busy meanwhile. Goals: identical ones ≤ 3× "
                + "(shared), distinct ones ≤ 40× (on 2 cores the work itself at best halves: 32×)."
        )
        report.line()
        var burstRows: [[String]] = []
        let asyncHTTPClient = try BMLTClient(
            rootURL: server.rootURL,
            configuration: BMLTClient.Configuration(
                transport: AsyncHTTPClientTransport(),
                retry: .none,
                sharesConcurrentReads: false
            )
        )
        for (transport, client) in [
            ("URLSessionTransport (default)", unshared), ("AsyncHTTPClientTransport", asyncHTTPClient),
        ] {
            burstRows += try await self.burstRows(
                transport: transport,
                unshared: client,
                shared: transport.hasPrefix("URL") ? shared : nil
            )
        }
        report.table(["Transport", "Searches", "Time (ms)", "Cores busy", "÷ one search"], burstRows)
    }

    /// One search, then 64 at once: identical (shared, when `shared` is given, and not) and distinct.
    private func burstRows(transport: String, unshared: BMLTClient, shared: BMLTClient?) async throws -> [[String]] {
        let query = Self.queries[0].query
        let one = try await median { _ = try await unshared.meetings(matching: query) }
        var rows: [[String]] = []
        func row(_ name: String, _ timing: Timing, against base: Timing) {
            rows.append([
                transport, name, Report.number(timing.seconds * 1000, digits: 2),
                Report.number(timing.cores, digits: 2), Report.ratio(timing.seconds / base.seconds),
            ])
        }
        row("one weekday + radius search", one, against: one)
        if let shared {
            row(
                "64 identical (default: shared while in flight)",
                try await median { try await burst(shared) { _ in query } },
                against: one
            )
        }
        row("64 identical, sharing off", try await median { try await burst(unshared) { _ in query } }, against: one)
        // Each distinct search is weighed against itself: the 64 run one at a time, divided by 64 (a distinct search
        // here finds 7 to 30 meetings, the identical one 4).
        let distinctQuery: @Sendable (Int) -> MeetingQuery = { index in
            MeetingQuery.near(
                Coordinate(latitude: 40.6 + Double(index) * 0.005, longitude: -73.9),
                within: .distance(.miles(5))
            ).with { $0.weekdays = .only(.monday) }
        }
        var oneDistinct = try await median {
            for index in 0..<64 { _ = try await unshared.meetings(matching: distinctQuery(index)) }
        }
        oneDistinct.seconds /= 64
        row("one of the 64 distinct searches (mean, one at a time)", oneDistinct, against: oneDistinct)
        row("64 distinct", try await median { try await burst(unshared, query: distinctQuery) }, against: oneDistinct)
        return rows
    }

    /// Latencies in seconds of searches by `concurrency` workers for `duration`.
    private func load(_ client: BMLTClient, concurrency: Int) async throws -> [Double] {
        let clock = ContinuousClock()
        let end = clock.now + duration
        return try await withThrowingTaskGroup(of: [Double].self) { group in
            for worker in 0..<concurrency {
                group.addTask {
                    var latencies: [Double] = []
                    var index = worker
                    while clock.now < end, latencies.count < 100_000 {
                        let query = Self.queries[index % Self.queries.count].query
                        index += 1
                        let elapsed = try await clock.measure { _ = try await client.meetings(matching: query) }
                        latencies.append(Statistics.seconds(elapsed))
                    }
                    return latencies
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    private func burst(_ client: BMLTClient, query: @escaping @Sendable (Int) -> MeetingQuery) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<64 { group.addTask { _ = try await client.meetings(matching: query(index)) } }
            try await group.waitForAll()
        }
    }

    /// A run's wall-clock seconds, and how many cores the process (client and server) kept busy meanwhile.
    private struct Timing {
        var seconds: Double
        var cores: Double
    }

    /// The run of median wall-clock time of five, after one warm-up.
    private func median(_ work: () async throws -> Void) async throws -> Timing {
        try await work()
        var timings: [Timing] = []
        for _ in 0..<5 {
            let cpu = Self.processCPUSeconds()
            let seconds = Statistics.seconds(try await ContinuousClock().measure { try await work() })
            timings.append(Timing(seconds: seconds, cores: (Self.processCPUSeconds() - cpu) / seconds))
        }
        return timings.sorted { $0.seconds < $1.seconds }[timings.count / 2]
    }

    /// User and system CPU time of this process so far.
    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
