import Foundation

/// The first difference between two JSON values as Foundation parses them, ignoring the volatile keys' values and
/// differences below a millionth in numbers (computed distances).
public enum JSONDifference {
    /// Values that depend on the clock, the server's address or PHP's session ids.
    public static let volatileKeys: Set<String> = [
        "date_int", "date_string", "deletion_date_int", "deletion_date_string", "root_server_uri", "json_data",
        "details",
    ]

    /// A list of change records ordered by change id, or `nil` when the list is not one.
    private static func changesByID(_ list: [Any]) -> [Any]? {
        let ids = list.map { ($0 as? [String: Any])?["change_id"].flatMap { Int("\($0)") } }
        guard !list.isEmpty, !ids.contains(nil) else { return nil }
        return zip(ids, list).sorted { $0.0! < $1.0! }.map(\.1)
    }

    /// `4:03 AM, 11/27/2026`, as bmlt-server's change resources write a change's date.
    private static func minuteDate(_ text: String) -> Date? {
        guard text.contains(" AM, ") || text.contains(" PM, ") else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "h:mm a, MM/dd/yyyy"
        return formatter.date(from: text)
    }

    /// `2026-11-26T22:32:49.000000Z`, as Laravel writes a date.
    private static func isoDate(_ text: String) -> Date? {
        guard text.count >= 20, text.hasSuffix("Z"), text.dropFirst(10).first == "T" else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let trimmed = text.replacingOccurrences(of: #"\.(\d{3})\d*Z$"#, with: ".$1Z", options: .regularExpression)
        return formatter.date(from: trimmed) ?? ISO8601DateFormatter().date(from: text)
    }

    /// - Parameter ignoring: the keys whose values are not compared (``volatileKeys`` unless told otherwise).
    public static func first(
        _ peer: Any,
        _ local: Any,
        path: String = "$",
        ignoring volatile: Set<String> = volatileKeys
    ) -> String? {
        switch (peer, local) {
        case (let left as [String: Any], let right as [String: Any]):
            if Set(left.keys) != Set(right.keys) {
                return "\(path): keys \(left.keys.sorted()), local \(right.keys.sorted())"
            }
            for key in left.keys.sorted() where !volatile.contains(key) {
                if let difference = first(left[key]!, right[key]!, path: path + "." + key, ignoring: volatile) {
                    return difference
                }
            }
            return nil
        case (var left as [Any], var right as [Any]):
            if left.count != right.count { return "\(path): \(left.count) elements, local \(right.count)" }
            // Changes come newest first, and their times are each server's clock: two changes one second apart on
            // one server may share a second on the other. Their ids say which change is which.
            if let byID = changesByID(left), let localByID = changesByID(right) {
                (left, right) = (byID, localByID)
            }
            for (index, pair) in zip(left, right).enumerated() {
                if let difference = first(pair.0, pair.1, path: "\(path)[\(index)]", ignoring: volatile) {
                    return difference
                }
            }
            return nil
        case (let left as String, let right as String):
            if left == right { return nil }
            if let a = Double(left), let b = Double(right), abs(a - b) <= 1e-6 * max(1, abs(a)) { return nil }
            // Times the servers took from their clocks (4.x's `lastLoginAt`): a few seconds apart.
            if let a = isoDate(left), let b = isoDate(right), abs(a.timeIntervalSince(b)) <= 5 { return nil }
            // A change's time to the minute (4.x's `dateString`): a write a moment apart may cross a minute.
            if let a = minuteDate(left), let b = minuteDate(right), abs(a.timeIntervalSince(b)) <= 60 { return nil }
            return "\(path): \(left.debugDescription), local \(right.debugDescription)"
        case (let left as NSNumber, let right as NSNumber):
            return abs(left.doubleValue - right.doubleValue) <= 1e-6 * max(1, abs(left.doubleValue))
                ? nil : "\(path): \(left), local \(right)"
        default:
            return String(describing: peer) == String(describing: local) ? nil : "\(path): \(peer), local \(local)"
        }
    }
}
