import Foundation

/// The Markdown report, built section by section.
struct Report {
    private(set) var text = ""

    mutating func line(_ line: String = "") {
        text += line + "\n"
    }

    mutating func table(_ headers: [String], _ rows: [[String]]) {
        line("| " + headers.joined(separator: " | ") + " |")
        line("|" + headers.indices.map { $0 == 0 ? "---" : "---:" }.joined(separator: "|") + "|")
        for row in rows { line("| " + row.joined(separator: " | ") + " |") }
        line()
    }

    static func number(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }

    static func ratio(_ value: Double) -> String {
        String(format: "%.2f×", value)
    }
}

/// Small statistics over measurements.
enum Statistics {
    static func median(_ values: [Double]) -> Double {
        percentile(values, 0.5)
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    /// Seconds of a duration.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
