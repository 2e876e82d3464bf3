/// A wall-clock time of day, without a date or time zone (a meeting's start time, a search's "starts after").
public struct LocalTime: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// 0–23, or 24 only for "24:00" (the end of the day, which BMLT durations may reach).
    public var hour: Int
    /// 0–59.
    public var minute: Int
    /// 0–59.
    public var second: Int

    /// A time of day. Out-of-range parts are clamped (hour 0–24, minute and second 0–59).
    public init(hour: Int, minute: Int = 0, second: Int = 0) {
        self.hour = min(max(hour, 0), 24)
        self.minute = min(max(minute, 0), 59)
        self.second = min(max(second, 0), 59)
        if self.hour == 24 {
            self.minute = 0
            self.second = 0
        }
    }

    /// Midnight at the start of the day.
    public static let midnight = LocalTime(hour: 0)

    /// Reads `"HH:MM"` or `"HH:MM:SS"` (hours may have one digit, as 2.x servers write `"1:00:00"`).
    public init?(_ text: String) {
        let parts = text.trimmingWhitespace.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 2 }),
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...24).contains(hour), (0...59).contains(minute)
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) : 0
        guard let second, (0...59).contains(second), hour < 24 || (minute == 0 && second == 0) else { return nil }
        self.init(hour: hour, minute: minute, second: second)
    }

    /// Seconds since midnight.
    public var secondsSinceMidnight: Int { hour * 3600 + minute * 60 + second }

    /// The time a number of seconds after midnight, wrapped into one day.
    public init(secondsSinceMidnight seconds: Int) {
        let wrapped = ((seconds % 86_400) + 86_400) % 86_400
        self.init(hour: wrapped / 3600, minute: wrapped % 3600 / 60, second: wrapped % 60)
    }

    /// `"HH:MM:SS"`, as the read API writes times.
    public var description: String {
        Self.twoDigits(hour) + ":" + Self.twoDigits(minute) + ":" + Self.twoDigits(second)
    }

    /// `"HH:MM"`, as the administration API writes times.
    public var hourMinute: String { Self.twoDigits(hour) + ":" + Self.twoDigits(minute) }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = LocalTime(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a time of day: \(text)")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
