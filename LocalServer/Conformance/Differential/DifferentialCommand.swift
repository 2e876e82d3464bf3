import ArgumentParser
@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import BMLTTestSupport
import Foundation

/// Sends the same random read queries to a real BMLT server and to the local server on the same data (in legacy mode
/// against 2.16.6, in the current mode against 4.x), and prints how often they agree, with the seed that reproduces
/// the run.
@main
struct DifferentialCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bmlt-differential",
        abstract: "Random read queries to a real server and to the local server in the same interface, compared.",
        discussion: """
            The real server must hold the sample data unchanged (Conformance/peer.sh reset). The same seed and count
            give the same queries; a disagreeing query is printed whole, ready to become a regression test.
            """
    )

    @Option(help: "The real server's root URL (default: BMLT_PEER_URL, or BMLT_PEER4_URL in the current mode).")
    var peer: String?

    /// The local server's interface: 2.16.6's (legacy) or bmlt-server 4.x's (current).
    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case legacy, current
    }

    @Option(help: "The local server's mode: legacy (against 2.16.6) or current (against 4.x).")
    var mode = Mode.legacy

    @Option(help: "The seed of the queries (default: a new one each run).")
    var seed: UInt64?

    @Option(help: "How many queries.")
    var count = 500

    @Option(help: "How many queries at once.")
    var concurrency = 4

    @Option(help: "Every Nth search is compared whole, the others by their meetings' ids (1: every answer whole).")
    var fieldsEvery = 1

    @Option(help: "How many disagreeing queries to print.")
    var show = 20

    @Option(help: "Exit with an error when fewer than this percentage of the queries agree.")
    var require: Double?

    @Flag(
        help: """
            The local server is a mirror of the real server (filled from its public read API, LocalServer.Mirror) \
            instead of the sample data.
            """
    )
    var mirror = false

    @Option(
        help: """
            The local server is an aggregator of the root servers of this list (a serverList.json or one URL a line), \
            compared with a real aggregator (--peer, default BMLT_PEER_AGGREGATOR_URL) that imported the same list \
            with its own command.
            """
    )
    var aggregator: String?

    @Option(
        help: """
            With --aggregator: how many times the local aggregator imports the list before the queries (as many as \
            the real one did: a second import rewrites the meetings whose coordinates it rounded).
            """
    )
    var imports = 1

    @Flag(
        help: """
            The local server is a copy of the real aggregator (--peer, default BMLT_PEER_AGGREGATOR_URL), read \
            through its read API by its operators' rules (LocalServer.Aggregator(copying:)), instead of importing a \
            list.
            """
    )
    var copy = false

    @Flag(help: "Random administration requests instead of read queries (the current mode, against a 4.x server).")
    var admin = false

    @Flag(help: "With --admin: print every request with both servers' statuses.")
    var trace = false

    func run() async throws {
        if copy, aggregator != nil || mirror || admin {
            throw ValidationError(
                "--copy copies the real aggregator: it cannot be used with --aggregator, --mirror or --admin."
            )
        }
        let isAggregator = aggregator != nil || copy
        let mode = isAggregator ? .current : self.mode
        let variable =
            isAggregator ? "BMLT_PEER_AGGREGATOR_URL" : mode == .legacy ? "BMLT_PEER_URL" : "BMLT_PEER4_URL"
        guard let peerRoot = peer ?? ProcessInfo.processInfo.environment[variable], !peerRoot.isEmpty else {
            throw ValidationError("Name the real server with --peer or \(variable).")
        }
        let seed = seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
        if admin {
            guard mode == .current else { throw ValidationError("--admin needs --mode current (a 4.x server).") }
            try await runAdministration(peerRoot: peerRoot, seed: seed)
            return
        }
        let localMode: LocalServer.Mode = mode == .legacy ? .legacy : .current
        // The 2.16.6 peer has its contact form on (GetServerInfo's emailEnabled).
        var configuration = LocalServer.Configuration(
            mode: localMode,
            emailContact: localMode == .legacy ? .enabled : .disabled
        )
        if mirror {
            guard let origin = URL(string: peerRoot) else { throw ValidationError("\(peerRoot) is not a URL.") }
            configuration.role = .mirror(LocalServer.Mirror(origin: origin))
        }
        if let aggregator {
            let list = URL(fileURLWithPath: aggregator)
            configuration.role = .aggregator(
                LocalServer.Aggregator(rootServers: try LocalServer.Aggregator.rootServers(fromFile: list))
            )
        }
        if copy {
            guard let origin = URL(string: peerRoot) else { throw ValidationError("\(peerRoot) is not a URL.") }
            var rules = LocalServer.Aggregator.CopyRules()
            rules.identity = ClientIdentity(name: "bmlt-differential", version: BMLTClient.libraryVersion, contact: "")
            configuration.role = .aggregator(LocalServer.Aggregator(copying: .aggregator(origin), rules: rules))
        }
        var extraVerdicts: [(String, Verdict)] = []
        let (queries, verdicts) = try await LocalServer.withRunning(configuration) { local in
            if mirror, local.mode != localMode {
                throw ValidationError("The mirror answers in the \(local.mode) mode, not \(localMode).")
            }
            let transport = URLSessionTransport()
            let localRoot = local.rootURL.absoluteString
            if isAggregator {
                for _ in 1..<max(1, copy ? 1 : imports) { await local.aggregator?.importRootServers() }
                let report = await local.aggregator?.lastImport
                if let failure = report?.failure {
                    throw ValidationError("The local aggregator failed: \(failure.reason)")
                }
                for failure in report?.failures ?? [] {
                    throw ValidationError("The local aggregator's import failed: \(failure.failure?.reason ?? "")")
                }
                print(
                    (copy ? "The local copy of the aggregator copied " : "The local aggregator imported ")
                        + (report?.rootServers ?? []).map { "\($0.id) \($0.url) (meetings \($0.meetings))" }
                        .joined(separator: ", ")
                )
                extraVerdicts = try await AggregatorDirectory.verdicts(peerRoot, localRoot, transport)
            }
            var generator = QueryGenerator(
                seed: seed,
                vocabulary: try await Self.vocabulary(localRoot, transport, aggregator: isAggregator),
                current: mode == .current
            )
            let queries = (0..<count).map { _ in generator.next() }
            // A mirror of 2.16.6 holds the values as its read API shows them: a second server with the sample data
            // so changed tells that difference from any other (``ShownData``).
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-differential-\(seed)")
            let reference =
                mirror && mode == .legacy
                ? try await ShownData.startReference(in: folder, configuration: configuration) : nil
            let referenceRoot = reference?.rootURL.absoluteString

            let verdicts = try await withThrowingTaskGroup(of: (Int, Verdict).self) { group in
                var verdicts = [Verdict?](repeating: nil, count: queries.count)
                var next = 0
                func send(_ index: Int) {
                    let query = queries[index]
                    let comparesFields = index % max(1, fieldsEvery) == 0
                    group.addTask {
                        let path = ReadQuery.path(query)
                        async let peerAnswer = Self.send(path, to: peerRoot, "the real server", transport)
                        async let sentToLocal = Self.send(path, to: localRoot, "the local server", transport)
                        let localAnswer = Self.withRoot(peerRoot, for: localRoot, in: try await sentToLocal)
                        let verdict = AnswerComparison.verdictExplainingVersions(
                            peer: try await peerAnswer,
                            local: localAnswer,
                            query: query,
                            comparesFields: comparesFields,
                            current: mode == .current
                        )
                        if copy, case .differ = verdict, path.contains("switcher=GetFieldValues"),
                            CopyDifferences.sameFieldValues(try await peerAnswer.body, localAnswer.body)
                        {
                            return (index, .explained(CopyDifferences.reason))
                        }
                        if case .differ = verdict, let referenceRoot {
                            let shown = try await Self.send(path, to: referenceRoot, "the shown-data server", transport)
                            let explained = AnswerComparison.verdict(
                                peer: Self.withRoot(peerRoot, for: referenceRoot, in: shown),
                                local: localAnswer,
                                query: query,
                                comparesFields: comparesFields
                            )
                            if explained == .agree { return (index, .explained(ShownData.reason)) }
                        }
                        return (index, verdict)
                    }
                }
                while next < min(concurrency, queries.count) {
                    send(next)
                    next += 1
                }
                for try await (index, verdict) in group {
                    verdicts[index] = verdict
                    if next < queries.count {
                        send(next)
                        next += 1
                    }
                }
                return verdicts.map { $0! }
            }
            await reference?.stop()
            try? FileManager.default.removeItem(at: folder)
            return (queries, verdicts)
        }
        let report = DifferentialReport(
            seed: seed,
            queries: queries + extraVerdicts.map(\.0),
            verdicts: verdicts + extraVerdicts.map(\.1)
        )
        print(report.summary(showing: show))
        if let require, report.agreement < require {
            throw ValidationError(
                "\(report.percentage) of the queries agree, fewer than the \(require) % required (seed \(seed))."
            )
        }
    }

    /// The administration differential on fresh data: the real server must have been reset.
    private func runAdministration(peerRoot: String, seed: UInt64) async throws {
        let outcomes = try await LocalServer.withRunning(LocalServer.Configuration(mode: .current)) { local in
            try await AdminDifferential(
                peerRoot: peerRoot,
                localRoot: local.rootURL.absoluteString,
                seed: seed,
                count: count
            )
            .run()
        }
        if trace {
            for (index, outcome) in outcomes.enumerated() {
                print(
                    "\(index + 1) \(outcome.statuses.peer) \(outcome.statuses.local) \(outcome.request.description.prefix(300))"
                )
            }
        }
        let differing = outcomes.filter { $0.difference != nil }
        let agreement = outcomes.isEmpty ? 100 : Double(outcomes.count - differing.count) * 100 / Double(outcomes.count)
        print(
            "seed \(seed): \(outcomes.count) administration requests, \(outcomes.count - differing.count) answered alike "
                + String(format: "(%.2f %%)", agreement)
        )
        if let index = outcomes.firstIndex(where: { $0.difference != nil }) {
            print(
                "The first difference is request \(index + 1); later ones may follow from it. "
                    + "The first \(min(show, differing.count)) of \(differing.count):"
            )
        }
        for outcome in differing.prefix(show) {
            print("  \(outcome.request.description.prefix(400))\n    \(outcome.difference!.prefix(400))")
        }
        if let require, agreement < require {
            throw ValidationError(
                String(
                    format: "%.2f %% of the requests agree, fewer than the %.0f %% required (seed %llu).",
                    agreement,
                    require,
                    seed
                )
            )
        }
    }

    /// Service bodies, formats and words of the sample data, read from the local server.
    /// One query's answer; a failure names the server and the query.
    private static func send(
        _ path: String,
        to root: String,
        _ server: String,
        _ transport: URLSessionTransport
    )
        async throws -> TransportResponse
    {
        do {
            return try await transport.send(TransportRequest(url: URL(string: root + path)!))
        } catch {
            throw ValidationError("\(server) failed \(path): \(error.localizedDescription)")
        }
    }

    /// The local answer with the local server's root URL written as the peer's (a CSV row's `root_server_uri`), in
    /// either escaping.
    private static func withRoot(
        _ peerRoot: String,
        for localRoot: String,
        in answer: TransportResponse
    )
        -> TransportResponse
    {
        var answer = answer
        let escaped = { (root: String) in root.replacingOccurrences(of: "/", with: "\\/") }
        let text = String(decoding: answer.body, as: UTF8.self)
            .replacingOccurrences(of: localRoot, with: peerRoot)
            .replacingOccurrences(of: escaped(localRoot), with: escaped(peerRoot))
        answer.body = Data(text.utf8)
        return answer
    }

    private static func vocabulary(
        _ root: String,
        _ transport: URLSessionTransport,
        aggregator: Bool
    ) async throws -> SampleVocabulary {
        func list(_ switcher: String) async throws -> [[String: Any]] {
            let url = URL(string: root + "/client_interface/json/?switcher=" + switcher)!
            let body = try await transport.send(TransportRequest(url: url)).body
            return try JSONSerialization.jsonObject(with: body) as? [[String: Any]] ?? []
        }
        let number = { (value: Any?) in Int("\(value ?? "")") }
        // An aggregator answers a search only when it names what it looks for (here: a page of every meeting).
        let meetings = try await list(
            "GetSearchResults&data_field_key=meeting_name,location_municipality"
                + (aggregator ? "&page_size=100000" : "")
        )
        let words = Set(
            meetings.flatMap { ($0["meeting_name"] as? String ?? "").split(separator: " ").map(String.init) }
        )
        .filter { $0.count > 2 }.sorted()
        let towns = Set(meetings.compactMap { $0["location_municipality"] as? String }).filter { !$0.isEmpty }.sorted()
        return SampleVocabulary(
            serviceBodyIDs: try await list("GetServiceBodies").compactMap { number($0["id"]) },
            formatIDs: try await list("GetFormats").compactMap { number($0["id"]) },
            words: words + ["Serenity", "serenity", "Hope Group", "recovery", "zzzz"],
            towns: towns,
            rootServerIDs: aggregator ? try await rootServerIDs(root, transport) : []
        )
    }

    /// An aggregator's root server ids (`GET /api/v1/rootservers`).
    private static func rootServerIDs(_ root: String, _ transport: URLSessionTransport) async throws -> [Int] {
        let body = try await transport.send(TransportRequest(url: URL(string: root + "/api/v1/rootservers")!)).body
        let servers = try JSONSerialization.jsonObject(with: body) as? [[String: Any]] ?? []
        return servers.compactMap { $0["id"] as? Int }
    }
}
