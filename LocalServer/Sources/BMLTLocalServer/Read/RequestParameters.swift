import Foundation

/// A query string as PHP reads it, with Laravel's input conventions.
///
/// `name[]=a&name[]=b` (or `name[0]=a`) is a list; a repeated `name=` keeps the last value. In the current server's
/// mode every value is trimmed and an empty string reads as absent (Laravel's `TrimStrings` and
/// `ConvertEmptyStringsToNull`).
struct RequestParameters: Sendable {
    enum Value: Sendable, Equatable {
        case scalar(String)
        case list([String])
    }

    private(set) var values: [String: Value] = [:]
    /// How many name–value pairs the query had.
    private(set) var count = 0
    let trimsValues: Bool

    init(query: String, trimsValues: Bool = true) {
        self.trimsValues = trimsValues
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            count += 1
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            var name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            if let bracket = name.firstIndex(of: "["), name.hasSuffix("]") {
                // `name[][]=x` (two index groups or more) makes the element itself an array in PHP, which reads as
                // the text "Array" wherever a value is used.
                let isNested = name[bracket...].filter { $0 == "[" }.count > 1
                name = String(name[..<bracket])
                let element = isNested ? "Array" : value
                if case .list(let existing) = values[name] {
                    values[name] = .list(existing + [element])
                } else {
                    values[name] = .list([element])
                }
            } else {
                values[name] = .scalar(value)
            }
        }
    }

    private static func decode(_ text: Substring) -> String {
        // Most names and values have nothing to decode; Foundation's decoding is the larger part of reading a query.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) { return String(text) }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    private func clean(_ text: String) -> String? {
        guard trimsValues else { return text }
        // Most values have nothing to trim; Foundation's trimming would copy them all the same.
        if let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            !CharacterSet.whitespacesAndNewlines.contains(first), !CharacterSet.whitespacesAndNewlines.contains(last)
        {
            return text
        }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    func has(_ name: String) -> Bool { values[name] != nil }

    /// A scalar value (the first element of a list); `nil` when absent or empty.
    func string(_ name: String) -> String? {
        switch values[name] {
        case .scalar(let value): return clean(value)
        case .list(let values): return values.first.flatMap(clean)
        case nil: return nil
        }
    }

    /// Whether the value is a list (`name[]=`).
    func isList(_ name: String) -> Bool {
        if case .list = values[name] { return true }
        return false
    }

    /// A list: the list form as it is, a scalar as one element, or split at commas when `splitsCommas`.
    func list(_ name: String, splitsCommas: Bool) -> [String] {
        switch values[name] {
        case .list(let values): return values.compactMap(clean)
        case .scalar(let value):
            guard let value = clean(value) else { return [] }
            return splitsCommas
                ? value.split(separator: ",", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                } : [value]
        case nil: return []
        }
    }

    /// A list as PHP has it, untrimmed: the list form, or a scalar as one element.
    func untrimmedList(_ name: String) -> [String] {
        switch values[name] {
        case .list(let values): values
        case .scalar(let value): [value]
        case nil: []
        }
    }

    /// PHP's `intval` of each element of a list (`"12abc"` → 12, `"abc"` → 0).
    func integers(_ name: String, splitsCommas: Bool) -> [Int] {
        list(name, splitsCommas: splitsCommas).map(PHPText.intval)
    }
}
