public import Foundation
import Testing

/// Runs the `bmlt` executable that `swift build` put beside the test bundle.
public enum BMLTExecutable {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
        public var errorOutput: String
        /// The processor time the command used, user and system.
        public var processorTime: Duration? = nil
    }

    /// The built executable: the test bundle and the products share one folder.
    public static var url: URL {
        get throws {
            let folders =
                Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
                + [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            for folder in folders {
                let candidate = folder.appendingPathComponent("bmlt")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            throw ExecutableNotFound()
        }
    }

    struct ExecutableNotFound: Error, CustomStringConvertible {
        var description: String { "The bmlt executable was not found beside the test bundle; run `swift build` first." }
    }

    /// Runs a command to its end (at most 60 seconds) and collects what it printed.
    ///
    /// - Parameters:
    ///   - environment: Variables to set (or replace) in the test's own environment for the command.
    ///   - standardInput: Text the command reads on standard input; without it the command inherits the test's.
    public static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        standardInput: String? = nil
    ) async throws -> Result {
        // Files, not pipes: a child that prints a lot never blocks on a full pipe.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")

        let inputURL = standardInput.map { _ in folder.appendingPathComponent("stdin") }
        if let standardInput, let inputURL { try Data(standardInput.utf8).write(to: inputURL) }
        let process = try ChildProcess(
            try url,
            arguments: arguments,
            environment: environment.isEmpty
                ? nil : ProcessInfo.processInfo.environment.merging(environment) { _, given in given },
            standardInput: inputURL,
            standardOutput: .file(outputURL),
            standardError: .file(errorURL)
        )
        let deadline = DispatchWorkItem { process.send(SIGTERM) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
        defer { deadline.cancel() }
        _ = try await onBlockingThread { process.waitUntilExit() }
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errorOutput: try String(contentsOf: errorURL, encoding: .utf8),
            processorTime: process.processorTime
        )
    }

    /// Starts `bmlt serve …`, reads the root URL from its first line, runs `body`, then interrupts it (SIGINT) and
    /// expects a clean exit; or, with `killsAbruptly`, kills it (SIGKILL) as a crash or power cut would.
    ///
    /// - Parameter errorFile: where the server's standard error goes (by default nowhere).
    public static func serving(
        _ arguments: [String],
        killsAbruptly: Bool = false,
        errorFile: URL? = nil,
        _ body: (URL) async throws -> Void
    ) async throws {
        try await serving(arguments, killsAbruptly: killsAbruptly, errorFile: errorFile) { rootURL, _ in
            try await body(rootURL)
        }
    }

    /// ``serving(_:killsAbruptly:errorFile:_:)`` whose body also gets the server's process id, to kill it at a moment
    /// of its choosing.
    public static func serving(
        _ arguments: [String],
        killsAbruptly: Bool = false,
        errorFile: URL? = nil,
        _ body: (URL, Int32) async throws -> Void
    ) async throws {
        let process = try ChildProcess(
            try url,
            arguments: arguments,
            standardOutput: .pipe,
            standardError: errorFile.map { .file($0) } ?? .discarded
        )
        defer {
            // A body that threw leaves the server running: stop it and reap it on a thread of its own.
            if process.isRunning {
                process.send(SIGTERM)
                Thread { process.waitUntilExit() }.start()
            }
        }

        let firstLine = try await onBlockingThread { try Self.firstLine(of: process.standardOutput!) }
        let rootURL = try #require(URL(string: firstLine), "bmlt serve printed \(firstLine)")
        try await body(rootURL, process.processIdentifier)

        if killsAbruptly {
            process.send(SIGKILL)
            process.waitUntilExit()
            return
        }
        process.send(SIGINT)
        for _ in 0..<200 where process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        let exited = !process.isRunning
        #expect(exited, "bmlt serve stops within 10 seconds of SIGINT")
        if exited { #expect(process.terminationStatus == 0) }
    }

    private static func firstLine(of handle: FileHandle) throws -> String {
        var bytes: [UInt8] = []
        while true {
            let chunk = handle.readData(ofLength: 1)
            guard let byte = chunk.first else {
                throw FirstLineMissing(partial: String(decoding: bytes, as: UTF8.self))
            }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }

    struct FirstLineMissing: Error, CustomStringConvertible {
        var partial: String
        var description: String { "bmlt serve ended before printing its root URL (printed: \(partial))" }
    }

    /// Runs blocking work (waiting for a process, reading a pipe) on a thread of its own. Not on a Dispatch queue: on
    /// Linux, Swift concurrency runs on Dispatch's few worker threads too, and a worker blocked for the life of a
    /// process starves every other test.
    private static func onBlockingThread<Value: Sendable>(
        _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
        }
    }
}
