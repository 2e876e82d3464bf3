import BMLT
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
        report.line("Wall-clock time of 64 searches started together ÷ time of one; median of 5 runs. Goal ≤ 3×.")
        report.line()
        let query = Self.queries[0].query
        let one = try await median { _ = try await unshared.meetings(matching: query) }
        let identical = try await median { try await burst(shared) { _ in query } }
        let identicalUnshared = try await median { try await burst(unshared) { _ in query } }
        let distinct = try await median {
            try await burst(unshared) { index in
                MeetingQuery.near(
                    Coordinate(latitude: 40.6 + Double(index) * 0.005, longitude: -73.9),
                    within: .distance(.miles(5))
                ).with { $0.weekdays = .only(.monday) }
            }
        }
        report.table(
            ["Searches", "Time (ms)", "÷ one search"],
            [
                ["one weekday + radius search", Report.number(one * 1000, digits: 2), Report.ratio(1)],
                [
                    "64 identical (default: shared while in flight)", Report.number(identical * 1000, digits: 2),
                    Report.ratio(identical / one),
                ],
                [
                    "64 identical, sharing off", Report.number(identicalUnshared * 1000, digits: 2),
                    Report.ratio(identicalUnshared / one),
                ],
                ["64 distinct", Report.number(distinct * 1000, digits: 2), Report.ratio(distinct / one)],
            ]
        )
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

    /// The median wall-clock seconds of five runs, after one warm-up.
    private func median(_ work: () async throws -> Void) async throws -> Double {
        try await work()
        var times: [Double] = []
        for _ in 0..<5 { times.append(Statistics.seconds(try await ContinuousClock().measure { try await work() })) }
        return Statistics.median(times)
    }
}
