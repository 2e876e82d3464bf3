public import Foundation

/// A calendar date without a time (`2024-10-14`), as change queries take them.
public struct CalendarDay: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day on which `date` falls in a time zone (UTC by default, as BMLT servers keep change dates).
    public init(_ date: Date, in timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month, .day], from: date)
        self.init(year: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1)
    }

    /// Reads `"YYYY-MM-DD"`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    /// `"YYYY-MM-DD"`, as the server expects.
    public var description: String {
        let year = String(year)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-" + LocalTime.twoDigits(month) + "-"
            + LocalTime.twoDigits(day)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
