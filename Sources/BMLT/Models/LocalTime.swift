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
    /// `"HH:MM:SS"`-like UTF-8 of digits and colons only; `nil` for anything else, including times out of range.
    init?(digitsAndColons bytes: UnsafeBufferPointer<UInt8>) {
        guard let numbers = Self.digitGroups(bytes) else { return nil }
        self.init(numbers)
    }

    public init?(_ text: String) {
        let numbers: (count: Int, values: (Int, Int, Int))
        var utf8 = text
        if let digits = utf8.withUTF8(Self.digitGroups) {
            numbers = digits
        } else {
            let parts = text.trimmingWhitespace.split(separator: ":", omittingEmptySubsequences: false)
            let values = parts.compactMap { $0.isEmpty || $0.count > 2 ? nil : Int($0) }
            guard values.count == parts.count, (2...3).contains(values.count) else { return nil }
            numbers = (values.count, (values[0], values[1], values.count == 3 ? values[2] : 0))
        }
        self.init(numbers)
    }

    private init?(_ numbers: (count: Int, values: (Int, Int, Int))) {
        guard (2...3).contains(numbers.count) else { return nil }
        let (hour, minute, second) = numbers.values
        guard (0...24).contains(hour), (0...59).contains(minute), (0...59).contains(second),
            hour < 24 || (minute == 0 && second == 0)
        else { return nil }
        self.init(hour: hour, minute: minute, second: second)
    }

    /// The numbers of `"H:MM:SS"`-like text made only of up to three one- or two-digit groups and colons, read from
    /// the bytes (the common case); `nil` for anything else, which the general reading above handles.
    private static func digitGroups(_ bytes: UnsafeBufferPointer<UInt8>) -> (count: Int, values: (Int, Int, Int))? {
        var values = (0, 0, 0)
        var count = 0
        var value = 0
        var digits = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 2 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ":"):
                guard digits > 0, count < 2 else { return nil }
                if count == 0 { values.0 = value } else { values.1 = value }
                (count, value, digits) = (count + 1, 0, 0)
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        switch count {
        case 0: values.0 = value
        case 1: values.1 = value
        default: values.2 = value
        }
        return (count + 1, values)
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
