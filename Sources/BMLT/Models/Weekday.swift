/// A day of the week, as meetings are scheduled.
///
/// The raw value is the read API's numbering (1 = Sunday … 7 = Saturday). The administration API counts
/// 0 = Sunday … 6 = Saturday; ``adminAPIValue`` and ``init(adminAPIValue:)`` convert, and only the encoders use them.
public enum Weekday: Int, CaseIterable, Comparable, Codable, Hashable, Sendable, CustomStringConvertible {
    case sunday = 1
    case monday
    case tuesday
    case wednesday
    case thursday
    case friday
    case saturday

    /// The day in the administration API's numbering (0 = Sunday).
    public var adminAPIValue: Int { rawValue - 1 }

    /// A day from the administration API's numbering (0 = Sunday … 6 = Saturday).
    public init?(adminAPIValue: Int) {
        self.init(rawValue: adminAPIValue + 1)
    }

    /// The day in `Calendar`'s numbering, which is the read API's (1 = Sunday).
    public var calendarWeekday: Int { rawValue }

    /// The English name of the day, as BMLT servers write it in change descriptions.
    public var englishName: String {
        switch self {
        case .sunday: return "Sunday"
        case .monday: return "Monday"
        case .tuesday: return "Tuesday"
        case .wednesday: return "Wednesday"
        case .thursday: return "Thursday"
        case .friday: return "Friday"
        case .saturday: return "Saturday"
        }
    }

    public var description: String { englishName }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
