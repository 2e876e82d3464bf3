import Foundation

/// A read query as `bmlt-differential` generates and prints it, and `Conformance/record-regressions.py` records it: a
/// query string for `client_interface/json/`, or `<format>/?<query>` for another data format.
public enum ReadQuery {
    /// The query's data format and its query string (`json` for one without `<format>/?`).
    public static func split(_ query: String) -> (format: String, query: String) {
        guard !query.hasPrefix("switcher="), let mark = query.range(of: "/?") else { return ("json", query) }
        return (String(query[..<mark.lowerBound]), String(query[mark.upperBound...]))
    }

    /// The query's path below the root URL.
    public static func path(_ query: String) -> String {
        let (format, query) = split(query)
        return "/client_interface/\(format)/?" + query
    }
}
