public import Foundation

/// A query string as a server reads it: names without PHP's `[]`, values percent-decoded, in order.
///
/// Two queries are equal when they hold the same parameters with the same values in the same order, numbers compared
/// by value (`-74.0060` equals `-74.006`) and a single `x[]=v` equal to `x=v` (PHP reads both as the list `[v]`).
public struct NormalizedQuery: Equatable, CustomStringConvertible {
    public var items: [(name: String, value: String)]

    public init(_ url: URL) {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? ""
        self.init(percentEncoded: query)
    }

    public init(percentEncoded query: String) {
        items = query.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) in
                String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text)
            }
            var name = decode(parts[0])
            if name.hasSuffix("[]") { name.removeLast(2) }
            return (name, parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    public static func == (lhs: NormalizedQuery, rhs: NormalizedQuery) -> Bool {
        lhs.items.elementsEqual(rhs.items) { left, right in
            guard left.name == right.name else { return false }
            if left.value == right.value { return true }
            if let a = Double(left.value), let b = Double(right.value) { return a == b }
            return false
        }
    }

    /// The query with the comma list of a parameter the server reads as a set in sorted order.
    public func sortingList(_ name: String) -> NormalizedQuery {
        var copy = self
        copy.items = items.map { item in
            guard item.name == name else { return item }
            return (item.name, item.value.split(separator: ",").sorted().joined(separator: ","))
        }
        return copy
    }

    public var description: String { items.map { "\($0.name)=\($0.value)" }.joined(separator: "&") }
}
