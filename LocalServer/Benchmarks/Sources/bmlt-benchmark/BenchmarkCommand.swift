import Foundation

/// `bmlt-benchmark`: decoding, memory, streaming and search benchmarks in one run, as a Markdown report.
///
///     bmlt-benchmark [--quick] [--sizes 1000,20000,60000] [--decode-only]
///     bmlt-benchmark generate COUNT FILE      (writes one generated search answer)
///     bmlt-benchmark world-data COPIES FILE [--sample DUMP]   (writes the world dump of COPIES copies of the sample)
///     bmlt-benchmark http-ceiling [--port PORT] --body FILE  (serves FILE's bytes from memory; prints its root URL)
///     bmlt-benchmark write-load ROOT --meetings ID,… [--clients N] [--seconds S]  (renames meetings through the admin
///         API for S seconds; prints the writes per second and each meeting's last name as JSON)
///
/// The hidden subcommands `probe-decode` and `probe-stream` run one measurement in a fresh process, so that its peak
/// memory is its own; `profile-decode` runs one decoder in a loop, for a profiler.
@main
struct BenchmarkCommand {
    static func main() async {
        do {
            try await run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            // A usage or a failure in one line, rather than a crash report.
            FileHandle.standardError.write(Data("bmlt-benchmark: \(error)\n".utf8))
            exit(error is BenchmarkError ? 2 : 1)
        }
    }

    private static func run(_ arguments: [String]) async throws {
        switch arguments.first {
        case "probe-decode":
            try DecodeProbe.run(decoder: arguments[1], file: arguments[2])
        case "probe-stream":
            try await StreamProbe.run(url: arguments[1], transport: arguments[2])
        case "profile-decode":
            // One decoder in a loop, for `perf record`: profile-decode NAME FILE REPETITIONS.
            try DecodeProbe.loop(decoder: arguments[1], file: arguments[2], repetitions: Int(arguments[3]) ?? 20)
        case "generate":
            // A payload for other tools (fuzzing seeds, profiling): generate COUNT FILE.
            let payload = try await PayloadGenerator.payloads(
                sizes: [Int(arguments[1]) ?? 1000],
                in: URL(fileURLWithPath: arguments[2]).deletingLastPathComponent()
            )[0]
            try FileManager.default.moveItem(at: payload.file, to: URL(fileURLWithPath: arguments[2]))
        case "world-data":
            try WorldDataCommand.run(Array(arguments.dropFirst()))
        case "http-ceiling":
            try await HTTPCeilingCommand.run(Array(arguments.dropFirst()))
        case "write-load":
            try await WriteLoadCommand.run(Array(arguments.dropFirst()))
        default:
            try await runReport(arguments)
        }
    }

    private static func runReport(_ arguments: [String]) async throws {
        let quick = arguments.contains("--quick")
        var sizes = quick ? [1000, 20000] : [1000, 20000, 60000]
        if let index = arguments.firstIndex(of: "--sizes"), index + 1 < arguments.count {
            sizes = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
        }
        var report = Report()
        report.line(
            "# bmlt-benchmark, \(ISO8601DateFormatter().string(from: Date())), "
                + "\(ProcessInfo.processInfo.activeProcessorCount) cores, release build"
        )
        let workspace = try Workspace()
        defer { workspace.remove() }
        let payloads = try await PayloadGenerator.payloads(sizes: sizes, in: workspace.directory)
        try DecodeBenchmark(payloads: payloads, repetitions: quick ? 3 : 7).run(into: &report)
        // The decoding table alone, for profiling and tuning the decoders.
        if arguments.contains("--decode-only") {
            print(report.text)
            return
        }
        try DecodeBenchmark.memory(of: payloads.last!, into: &report)
        try await StreamBenchmark(payload: payloads.last!).run(into: &report)
        try await SearchBenchmark(duration: quick ? .seconds(1) : .seconds(3)).run(into: &report)
        print(report.text)
    }
}

/// A temporary directory for the payloads, removed at the end.
struct Workspace {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-benchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
