import Foundation

@_spi(BMLTInternal) @testable import BMLT

/// Compares two JSON documents member by member and reports the first differences, with their paths.
struct JSONComparison {
    /// Numbers in strings that differ by less than this are equal (computed distances).
    var tolerance = 1e-6
    /// Keys whose values are not compared (only their presence).
    var ignoredValues: Set<String> = []
    private(set) var differences: [String] = []

    static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        try? JSONParser.parse(bytes)
    }

    mutating func compare(_ expected: JSONValue, _ actual: JSONValue, path: String = "$") {
        guard differences.count < 10 else { return }
        switch (expected, actual) {
        case (.object(let left), .object(let right)):
            let leftKeys = left.members.map(\.key)
            let rightKeys = right.members.map(\.key)
            if leftKeys != rightKeys {
                differences.append("\(path): keys \(leftKeys) ≠ \(rightKeys)")
                return
            }
            for (key, value) in left.members where !ignoredValues.contains(key) {
                compare(value, right[key]!, path: path + "." + key)
            }
        case (.array(let left), .array(let right)):
            if left.count != right.count {
                differences.append("\(path): \(left.count) elements ≠ \(right.count)")
            }
            for (index, pair) in zip(left, right).enumerated() {
                compare(pair.0, pair.1, path: "\(path)[\(index)]")
            }
        case (.string(let left), .string(let right)):
            if left != right {
                if let a = Double(left), let b = Double(right), abs(a - b) <= tolerance * max(1, abs(a)) { return }
                differences.append("\(path): \(left.debugDescription) ≠ \(right.debugDescription)")
            }
        default:
            if expected != actual { differences.append("\(path): \(expected) ≠ \(actual)") }
        }
    }
}
