import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Meeting occurrences")
struct MeetingOccurrencesTests {
    private static let newYork = TimeZone(identifier: "America/New_York")!
    private static let utc = TimeZone(identifier: "UTC")!

    /// An instant from an ISO 8601 date-time with its offset.
    private static func instant(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    private static func meeting(
        _ weekday: Weekday,
        _ time: String,
        minutes: Int = 60,
        zone: String? = "America/New_York"
    ) -> Meeting {
        Meeting(
            id: 1,
            serviceBodyID: 1,
            weekday: weekday,
            startTime: LocalTime(time),
            duration: .seconds(minutes * 60),
            timeZoneIdentifier: zone,
            name: "Test"
        )
    }

    @Test func theNextStartIsInTheMeetingsOwnZone() {
        let monday = Self.meeting(.monday, "19:00")
        // Sunday noon in New York, in summer (UTC−4) and in winter (UTC−5).
        #expect(
            monday.nextOccurrence(after: Self.instant("2026-07-05T12:00:00-04:00"), fallbackTimeZone: Self.utc)
                == Self.instant("2026-07-06T23:00:00Z")
        )
        #expect(
            monday.nextOccurrence(after: Self.instant("2026-12-06T12:00:00-05:00"))
                == Self.instant("2026-12-08T00:00:00Z")
        )
        // Strictly after: at the start itself, the next one is a week later.
        let start = Self.instant("2026-07-06T19:00:00-04:00")
        #expect(monday.nextOccurrence(after: start) == start.addingTimeInterval(7 * 86_400))
    }

    @Test func withoutAZoneTheFallbackIsUsed() {
        let meeting = Self.meeting(.wednesday, "08:00", zone: nil)
        let after = Self.instant("2026-07-01T00:00:00Z")
        #expect(
            meeting.nextOccurrence(after: after, fallbackTimeZone: Self.utc) == Self.instant("2026-07-01T08:00:00Z")
        )
        #expect(
            meeting.nextOccurrence(after: after, fallbackTimeZone: Self.newYork)
                == Self.instant("2026-07-01T08:00:00-04:00")
        )
        // A name the system does not know is no zone.
        let unknown = Self.meeting(.wednesday, "08:00", zone: "Mars/Olympus_Mons")
        #expect(
            unknown.nextOccurrence(after: after, fallbackTimeZone: Self.utc) == Self.instant("2026-07-01T08:00:00Z")
        )
        #expect(Meeting(id: 2, serviceBodyID: 1, name: "No time").nextOccurrence(after: after) == nil)
    }

    @Test func springForwardReadsASkippedTimeWithTheOffsetBeforeTheGap() {
        // 8 March 2026: New York's clocks jump from 2:00 to 3:00.
        let sunday = Self.meeting(.sunday, "02:30")
        let start = sunday.nextOccurrence(after: Self.instant("2026-03-07T12:00:00-05:00"))
        #expect(start == Self.instant("2026-03-08T03:30:00-04:00"))
        // An hour that exists is unaffected, on both sides of the change.
        #expect(
            Self.meeting(.sunday, "01:30").nextOccurrence(after: Self.instant("2026-03-07T12:00:00-05:00"))
                == Self.instant("2026-03-08T01:30:00-05:00")
        )
        #expect(
            Self.meeting(.sunday, "19:00").nextOccurrence(after: Self.instant("2026-03-07T12:00:00-05:00"))
                == Self.instant("2026-03-08T19:00:00-04:00")
        )
    }

    @Test func fallBackTakesTheFirstOfARepeatedTime() {
        // 1 November 2026: New York's clocks go back from 2:00 to 1:00, so 1:30 happens twice.
        let sunday = Self.meeting(.sunday, "01:30")
        #expect(
            sunday.nextOccurrence(after: Self.instant("2026-10-31T12:00:00-04:00"))
                == Self.instant("2026-11-01T01:30:00-04:00")
        )
    }

    @Test func weeklyOccurrencesKeepTheirLocalTimeAcrossAChange() {
        let saturday = Self.meeting(.saturday, "10:00")
        let interval = DateInterval(
            start: Self.instant("2026-10-24T00:00:00-04:00"),
            end: Self.instant("2026-11-14T00:00:00-05:00")
        )
        let starts = saturday.occurrences(in: interval)
        #expect(
            starts == [
                Self.instant("2026-10-24T10:00:00-04:00"), Self.instant("2026-10-31T10:00:00-04:00"),
                Self.instant("2026-11-07T10:00:00-05:00"),
            ]
        )
        // 7 days and an hour across the change.
        #expect(starts[2].timeIntervalSince(starts[1]) == 7 * 86_400 + 3_600)
        // The interval's start is included, its end is not.
        let exact = DateInterval(start: starts[0], end: starts[1])
        #expect(saturday.occurrences(in: exact) == [starts[0]])
    }

    @Test func aMeetingThatCrossesMidnightEndsTheNextDay() {
        let late = Self.meeting(.saturday, "23:30", minutes: 90)
        let start = try! #require(late.nextOccurrence(after: Self.instant("2026-07-04T12:00:00-04:00")))
        #expect(start == Self.instant("2026-07-04T23:30:00-04:00"))
        let occurrence = MeetingOccurrence(meeting: late, start: start)
        #expect(occurrence.end == Self.instant("2026-07-05T01:00:00-04:00"))
        // A meeting at 24:00 on Saturday starts as Sunday begins.
        let midnight = Self.meeting(.saturday, "24:00")
        #expect(
            midnight.nextOccurrence(after: Self.instant("2026-07-04T12:00:00-04:00"))
                == Self.instant("2026-07-05T00:00:00-04:00")
        )
    }

    @Test func theWeekdaysAWindowTouchesAnywhere() {
        // Three hours from Saturday 22:00 UTC are Saturday or Sunday everywhere (UTC−12 to UTC+14).
        let window = DateInterval(start: Self.instant("2026-07-04T22:00:00Z"), duration: 3 * 3_600)
        #expect(BMLTClient.weekdays(touchedBy: window) == [.sunday, .saturday])
        // From Saturday 05:00 UTC, it is still Friday west of UTC−5.
        let morning = DateInterval(start: Self.instant("2026-07-04T05:00:00Z"), duration: 3 * 3_600)
        #expect(BMLTClient.weekdays(touchedBy: morning) == [.friday, .saturday])
        let week = DateInterval(start: Self.instant("2026-07-04T22:00:00Z"), duration: 8 * 86_400)
        #expect(BMLTClient.weekdays(touchedBy: week) == Weekday.allCases)
    }
}
