import Foundation
import Testing

/// Runs the `bmlt` executable that `swift build` put beside the test bundle.
enum BMLTExecutable {
    struct Result {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// The built executable: the test bundle and the products share one folder.
    static var url: URL {
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
    static func run(
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
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = try url
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        if let standardInput {
            let inputURL = folder.appendingPathComponent("stdin")
            try Data(standardInput.utf8).write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        }
        let deadline = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: deadline)
        defer { deadline.cancel() }
        try await onBlockingThread {
            try launch(process)
            process.waitUntilExit()
        }
        return Result(
            status: process.terminationStatus,
            output: try String(contentsOf: outputURL, encoding: .utf8),
            errorOutput: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// Starts `bmlt serve …`, reads the root URL from its first line, runs `body`, then interrupts it (SIGINT) and
    /// expects a clean exit; or, with `killsAbruptly`, kills it (SIGKILL) as a crash or power cut would.
    static func serving(
        _ arguments: [String],
        killsAbruptly: Bool = false,
        _ body: (URL) async throws -> Void
    ) async throws {
        try await serving(arguments, killsAbruptly: killsAbruptly) { rootURL, _ in try await body(rootURL) }
    }

    /// ``serving(_:killsAbruptly:_:)`` whose body also gets the server's process id, to kill it at a moment of its
    /// choosing.
    static func serving(
        _ arguments: [String],
        killsAbruptly: Bool = false,
        _ body: (URL, Int32) async throws -> Void
    ) async throws {
        let process = Process()
        process.executableURL = try url
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try launch(process)
        defer { if process.isRunning { process.terminate() } }

        let firstLine = try await onBlockingThread { try Self.firstLine(of: output.fileHandleForReading) }
        let rootURL = try #require(URL(string: firstLine), "bmlt serve printed \(firstLine)")
        try await body(rootURL, process.processIdentifier)

        if killsAbruptly {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return
        }
        process.interrupt()
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

    private static let launching = NSLock()

    /// Starts a process, one launch at a time: Foundation's `Process.run()` on Linux crashed (a bad pointer in its
    /// copying) when two tests launched at the same moment.
    private static func launch(_ process: Process) throws {
        launching.lock()
        defer { launching.unlock() }
        try process.run()
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
