import Foundation

/// Measurements run in a child process of this executable, reported as one line of JSON numbers.
enum Probe {
    /// Runs this executable with `arguments` and reads the numbers it reports.
    static func run(_ arguments: [String]) throws -> [String: Double] {
        let output = try output(of: "/proc/self/exe", arguments)
        guard let line = output.split(separator: "\n").last,
            let numbers = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Double]
        else { throw BenchmarkError("the probe \(arguments.first ?? "") reported nothing: \(output)") }
        return numbers
    }

    /// Prints a probe's numbers for the parent.
    static func report(_ numbers: [String: Double]) {
        let data = try! JSONSerialization.data(withJSONObject: numbers, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }

    /// The standard output of a program that must succeed.
    static func output(of program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.standardError
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(program) \(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The process's resident memory now and at its peak, from `/proc/self/status` (Linux).
struct ProcessMemory {
    var residentKB: Double
    var peakKB: Double

    static func current() -> ProcessMemory {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func value(_ name: String) -> Double {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return ProcessMemory(residentKB: value("VmRSS"), peakKB: value("VmHWM"))
    }
}
