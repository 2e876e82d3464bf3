import Foundation

/// Meetings as iCalendar (RFC 5545): one weekly recurring event per meeting, at its local time in its own zone, with
/// a `VTIMEZONE` for every zone the events name.
struct ICalendarExport {
    var fallbackTimeZone: TimeZone
    /// Format names by key, for the events' descriptions.
    var formatNames: [String: String]
    var calendarName: String?

    /// The calendar; meetings without a weekday or start time have no event.
    func text(_ meetings: [Meeting], at date: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//BMLT//BMLT Swift \(BMLTClient.libraryVersion)//EN",
            "CALSCALE:GREGORIAN",
        ]
        if let calendarName { lines.append("X-WR-CALNAME:" + Self.escaped(calendarName)) }
        var events: [String] = []
        var zones: [String: TimeZone] = [:]
        for meeting in meetings {
            let zone = meeting.effectiveTimeZone(fallback: fallbackTimeZone)
            guard let event = event(meeting, zone: zone, at: date) else { continue }
            zones[zone.identifier] = zone
            events += event
        }
        for zone in zones.values.sorted(by: { $0.identifier < $1.identifier }) {
            lines += Self.timeZoneComponent(zone, around: date)
        }
        lines += events
        lines.append("END:VCALENDAR")
        return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
    }

    private func event(_ meeting: Meeting, zone: TimeZone, at date: Date) -> [String]? {
        guard let (weekday, startTime) = meeting.weeklyStart,
            let first = meeting.nextOccurrence(after: date.addingTimeInterval(-7 * 86_400), fallbackTimeZone: zone)
        else { return nil }
        // The first start's local date, with the meeting's own clock time: a time the clocks skip stays as written.
        var start = Meeting.calendar(in: zone).dateComponents([.year, .month, .day], from: first)
        start.hour = startTime.hour
        start.minute = startTime.minute
        start.second = startTime.second
        var lines = [
            "BEGIN:VEVENT",
            "UID:" + Self.escaped(uid(meeting)),
            "DTSTAMP:" + Self.utcStamp(date),
            "DTSTART;TZID=\(zone.identifier):" + Self.stamp(start),
        ]
        if let seconds = meeting.duration?.components.seconds, seconds > 0 {
            lines.append("DURATION:" + Self.duration(seconds))
        }
        lines.append("RRULE:FREQ=WEEKLY;BYDAY=" + Self.dayCodes[weekday.rawValue - 1])
        lines.append("SUMMARY:" + Self.escaped(meeting.name))
        let place = [meeting.location.text, meeting.location.formattedAddress].compactMap { $0 }.filter { !$0.isEmpty }
        if !place.isEmpty { lines.append("LOCATION:" + Self.escaped(place.joined(separator: ", "))) }
        if let coordinate = meeting.coordinate {
            lines.append("GEO:\(coordinate.latitude);\(coordinate.longitude)")
        }
        let description = self.description(meeting)
        if !description.isEmpty { lines.append("DESCRIPTION:" + Self.escaped(description)) }
        if let url = meeting.virtualMeetingURL { lines.append("URL:" + url.absoluteString) }
        lines.append("END:VEVENT")
        return lines
    }

    /// The formats, directions, comments and ways to join online, a paragraph each.
    private func description(_ meeting: Meeting) -> String {
        let formats = meeting.formatKeys.map { formatNames[$0] ?? $0 }.joined(separator: ", ")
        return [
            formats, meeting.location.info, meeting.comments, meeting.virtualMeetingLink,
            meeting.phoneMeetingNumber.map { "Phone: " + $0 }, meeting.virtualMeetingAdditionalInfo,
        ]
        .compactMap { $0 }
        .filter { !$0.isEmpty }
        .joined(separator: "\n")
    }

    /// Unique across servers: the meeting's id, its source server's in an aggregator, and its server's host.
    private func uid(_ meeting: Meeting) -> String {
        let host = meeting.rootServerURI.flatMap { URL(lenient: $0)?.hostAndPort } ?? "bmlt"
        return "meeting-\(meeting.id)" + (meeting.rootServerID.map { "-\($0)" } ?? "") + "@" + host
    }

    private static let dayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// `PT1H30M`.
    private static func duration(_ seconds: Int64) -> String {
        let (hours, minutes, rest) = (seconds / 3_600, seconds % 3_600 / 60, seconds % 60)
        return "PT" + (hours > 0 ? "\(hours)H" : "") + (minutes > 0 ? "\(minutes)M" : "") + (rest > 0 ? "\(rest)S" : "")
    }

    /// `20261123T120000Z`: an instant in UTC.
    private static func utcStamp(_ date: Date) -> String {
        stamp(utcComponents(date)) + "Z"
    }

    /// `20261123T120000`: a date and wall-clock time, without a zone.
    private static func stamp(_ parts: DateComponents) -> String {
        String(
            format: "%04d%02d%02dT%02d%02d%02d",
            parts.year ?? 0,
            parts.month ?? 0,
            parts.day ?? 0,
            parts.hour ?? 0,
            parts.minute ?? 0,
            parts.second ?? 0
        )
    }

    private static func utcComponents(_ date: Date) -> DateComponents {
        Meeting.calendar(in: TimeZone(identifier: "UTC")!)
            .dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    // MARK: - Time zones

    /// A `VTIMEZONE` with the zone's offset changes from a year before `date` to ten years after, each as the local
    /// time it happens at, grouped into observances of the same offsets and name. Where the system's time zone
    /// database gives the zone's current rule (``POSIXTimeZoneRule``), an observance of it repeats every year
    /// (`RRULE`) rather than ending with the dates listed, and is named as the database names it (`EDT`, not
    /// `GMT-4`).
    static func timeZoneComponent(_ zone: TimeZone, around date: Date) -> [String] {
        timeZoneComponent(zone, around: date, rule: POSIXTimeZoneRule(zone: zone))
    }

    static func timeZoneComponent(_ zone: TimeZone, around date: Date, rule: POSIXTimeZoneRule?) -> [String] {
        struct Observance: Hashable {
            var isDaylight: Bool
            var from: Int
            var to: Int
            var name: String?
        }
        var starts: [Observance: [String]] = [:]
        var order: [Observance] = []
        var cursor = date.addingTimeInterval(-366 * 86_400)
        let end = date.addingTimeInterval(10 * 366 * 86_400)
        while let change = zone.nextDaylightSavingTimeTransition(after: cursor), change < end {
            let from = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            let isDaylight = zone.isDaylightSavingTime(for: change)
            let observance = Observance(
                isDaylight: isDaylight,
                from: from,
                to: zone.secondsFromGMT(for: change),
                name: rule?.name(isDaylight: isDaylight) ?? zone.abbreviation(for: change)
            )
            if starts[observance] == nil { order.append(observance) }
            starts[observance, default: []].append(localStamp(change, offset: from))
            cursor = change
        }
        if order.isEmpty {
            // No change in the period: one standard observance at the zone's offset.
            let offset = zone.secondsFromGMT(for: date)
            let only = Observance(
                isDaylight: false,
                from: offset,
                to: offset,
                name: rule?.name(isDaylight: false) ?? zone.abbreviation(for: date)
            )
            order = [only]
            starts[only] = ["19700101T000000"]
        }
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.identifier]
        for observance in order {
            let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
            let dates = starts[observance] ?? []
            lines.append("BEGIN:" + kind)
            lines.append("DTSTART:" + dates[0])
            // The current rule's observances (the last of their kind) repeat yearly; earlier ones are listed.
            let isCurrent = order.last { $0.isDaylight == observance.isDaylight } == observance
            if dates.count > 1, isCurrent, let recurrence = rule?.recurrence(isDaylight: observance.isDaylight) {
                lines.append("RRULE:" + recurrence)
            } else if dates.count > 1 {
                lines.append("RDATE:" + dates.dropFirst().joined(separator: ","))
            }
            lines.append("TZOFFSETFROM:" + offsetText(observance.from))
            lines.append("TZOFFSETTO:" + offsetText(observance.to))
            if let name = observance.name { lines.append("TZNAME:" + escaped(name)) }
            lines.append("END:" + kind)
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    /// The wall-clock time of `date` at `offset` seconds from UTC.
    private static func localStamp(_ date: Date, offset: Int) -> String {
        stamp(utcComponents(date.addingTimeInterval(TimeInterval(offset))))
    }

    /// `-0500`, `+0530`.
    private static func offsetText(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        return (seconds < 0 ? "-" : "+") + String(format: "%02d%02d", magnitude / 3_600, magnitude % 3_600 / 60)
    }

    // MARK: - Text

    /// A TEXT value with its backslashes, semicolons, commas and line breaks escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r\n", "\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// A content line folded after 75 octets, never inside a character (RFC 5545 §3.1).
    static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var result = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.append(character)
            octets += size
        }
        return result
    }
}
