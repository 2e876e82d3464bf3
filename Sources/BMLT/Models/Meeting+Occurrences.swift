public import Foundation

extension Meeting {
    /// The zone the meeting's wall-clock times are in: its own `time_zone`, or else `fallback` (the server's zone if
    /// you know it, the device's otherwise).
    public func effectiveTimeZone(fallback: TimeZone = .current) -> TimeZone {
        timeZone ?? fallback
    }

    /// When the meeting next starts, strictly after `date`, as an instant.
    ///
    /// The weekday and start time are read in the meeting's own time zone, or in `fallbackTimeZone` when it has
    /// none. Across daylight-saving changes the rule is iCalendar's (RFC 5545 §3.3.5), so that calendars reading the
    /// library's iCalendar export agree: a start time the clocks skip (spring forward, 2:30 on a night that jumps
    /// from 2:00 to 3:00) is read with the offset before the gap (3:30); one they repeat (fall back) is its first
    /// occurrence.
    ///
    /// ```swift
    /// if let start = meeting.nextOccurrence(after: .now) {
    ///     print("\(meeting.name) starts \(start.formatted(.relative(presentation: .named)))")
    /// }
    /// ```
    ///
    /// - Returns: `nil` when the meeting has no weekday or start time.
    public func nextOccurrence(after date: Date, fallbackTimeZone: TimeZone = .current) -> Date? {
        guard let (weekday, startTime) = weeklyStart else { return nil }
        let calendar = Self.calendar(in: effectiveTimeZone(fallback: fallbackTimeZone))
        var components = DateComponents()
        components.weekday = weekday.rawValue
        components.hour = startTime.hour
        components.minute = startTime.minute
        components.second = startTime.second
        return calendar.nextDate(
            after: date,
            matching: components,
            matchingPolicy: .nextTimePreservingSmallerComponents,
            repeatedTimePolicy: .first,
            direction: .forward
        )
    }

    /// Every start of the meeting in `interval` (its start included, its end excluded), in order.
    ///
    /// - Parameters:
    ///   - interval: the span of time to list starts in.
    ///   - fallbackTimeZone: the zone of the meeting's times when it has none of its own.
    public func occurrences(in interval: DateInterval, fallbackTimeZone: TimeZone = .current) -> [Date] {
        var starts: [Date] = []
        // Calendar matches whole seconds: a moment before the interval finds a start right at its beginning.
        var cursor = interval.start.addingTimeInterval(-0.001)
        while let start = nextOccurrence(after: cursor, fallbackTimeZone: fallbackTimeZone), start < interval.end {
            if start >= interval.start { starts.append(start) }
            cursor = start
        }
        return starts
    }

    /// When the occurrence that starts at `start` ends: its start plus its duration (which may cross midnight).
    public func end(ofOccurrenceStartingAt start: Date) -> Date {
        start.addingTimeInterval(duration?.timeInterval ?? 0)
    }

    /// The weekday and time the meeting starts at each week, with 24:00 (the end of the day, which calendars cannot
    /// match) read as the next day's 00:00; `nil` without a weekday or start time.
    var weeklyStart: (weekday: Weekday, time: LocalTime)? {
        guard let weekday, let startTime else { return nil }
        guard startTime.hour == 24 else { return (weekday, startTime) }
        return (Weekday(rawValue: weekday.rawValue % 7 + 1)!, .midnight)
    }

    /// A Gregorian calendar in `timeZone`, for the weekday and time of day of an instant.
    static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}

/// One occurrence of a meeting: the meeting and the instants it starts and ends.
public struct MeetingOccurrence: Hashable, Codable, Sendable {
    public var meeting: Meeting
    public var start: Date
    public var end: Date

    public init(meeting: Meeting, start: Date) {
        self.meeting = meeting
        self.start = start
        self.end = meeting.end(ofOccurrenceStartingAt: start)
    }
}
