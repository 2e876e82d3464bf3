public import Foundation

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

    /// How long a day's name is.
    public enum NameStyle: Sendable, Hashable {
        /// "Monday", "lundi".
        case full
        /// "Mon", "lun.".
        case abbreviated
        /// "M", "L".
        case narrow
    }

    /// The day's name in a locale's language, as a label shows it on its own ("Monday", "lundi", "Montag").
    ///
    /// ```swift
    /// Text(meeting.weekday?.name(in: locale) ?? "")   // with @Environment(\.locale) var locale
    /// ```
    public func name(in locale: Locale = .current, style: NameStyle = .full) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let symbols: [String]
        switch style {
        case .full: symbols = calendar.standaloneWeekdaySymbols
        case .abbreviated: symbols = calendar.shortStandaloneWeekdaySymbols
        case .narrow: symbols = calendar.veryShortStandaloneWeekdaySymbols
        }
        return symbols.count == 7 ? symbols[rawValue - 1] : englishName
    }

    /// The seven days in the order a locale's week runs: from Monday in most of Europe, from Sunday in the
    /// United States, for a picker or a week grouped by day.
    public static func week(in locale: Locale = .current) -> [Weekday] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let first = calendar.firstWeekday
        return (0..<7).compactMap { Weekday(rawValue: (first - 1 + $0) % 7 + 1) }
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
