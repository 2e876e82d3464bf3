public import Foundation

extension BMLTClient {
    /// The meetings that start within `window` after `date`, each occurrence with its start and end, soonest first.
    ///
    /// One search, narrowed to the weekdays the window can touch in any time zone, then each meeting's occurrences
    /// read in its own zone (or ``Configuration/serverTimeZone``, then the device's). A window longer than a week
    /// gives each meeting once a week.
    ///
    /// ```swift
    /// let soon = try await client.upcomingMeetings(within: .seconds(3 * 3_600), matching: .near(here, within: .miles(10)))
    /// for occurrence in soon { print(occurrence.start, occurrence.meeting.name) }
    /// ```
    ///
    /// - Throws: ``BMLTError`` `.invalidQuery` for a window that is not positive, and the errors of
    ///   ``meetings(matching:)``.
    public func upcomingMeetings(
        within window: Duration,
        after date: Date = .now,
        matching query: MeetingQuery = MeetingQuery()
    ) async throws -> [MeetingOccurrence] {
        guard window > .zero else {
            throw BMLTError(code: .invalidQuery, reason: "The window of upcoming meetings must be longer than zero.")
        }
        let interval = DateInterval(start: date, duration: window.timeInterval)
        var query = query
        if query.weekdays == .any { query.weekdays = .only(Self.weekdays(touchedBy: interval)) }
        let fallback = configuration.serverTimeZone ?? .current
        return try await meetings(matching: query)
            .flatMap { meeting in
                meeting.occurrences(in: interval, fallbackTimeZone: fallback).map {
                    MeetingOccurrence(meeting: meeting, start: $0)
                }
            }
            .sorted { ($0.start, $0.meeting.id) < ($1.start, $1.meeting.id) }
    }

    /// The weekdays `interval` falls on somewhere on Earth: its days in UTC, widened by the largest offsets from it.
    static func weekdays(touchedBy interval: DateInterval) -> [Weekday] {
        let utc = Meeting.calendar(in: TimeZone(identifier: "UTC")!)
        var day = utc.startOfDay(for: interval.start.addingTimeInterval(-12 * 3_600))
        let last = interval.end.addingTimeInterval(14 * 3_600)
        var weekdays: Set<Weekday> = []
        while day < last, weekdays.count < 7 {
            weekdays.insert(Weekday(rawValue: utc.component(.weekday, from: day))!)
            day = utc.date(byAdding: .day, value: 1, to: day)!
        }
        return weekdays.sorted()
    }
}
