import Foundation

/// A zone's current rule as the POSIX TZ string at the end of its TZif file says it (RFC 8536 §3.3), such as
/// `EST5EDT,M3.2.0,M11.1.0`: the names of its standard and daylight times (`EST`, `EDT`, which Foundation on Linux
/// gives only as `GMT-5`), and the yearly days its clocks change on.
struct POSIXTimeZoneRule: Equatable {
    /// A yearly day: the `week`th (5: the last) `weekday` (0: Sunday) of `month` (1–12).
    struct YearlyDay: Equatable {
        var month: Int
        var week: Int
        var weekday: Int
    }

    var standardName: String
    var daylightName: String?
    /// When daylight time starts and ends, for a rule written with `M` days.
    var daylightStart: YearlyDay?
    var daylightEnd: YearlyDay?

    /// The rule of `zone` from the system's time zone database, where there is one to read.
    init?(zone: TimeZone) {
        for folder in ["/usr/share/zoneinfo", "/var/db/timezone/zoneinfo"] {
            guard let data = FileManager.default.contents(atPath: folder + "/" + zone.identifier),
                data.starts(with: Array("TZif".utf8))
            else { continue }
            // The footer is the last line: between the last two line feeds.
            let body = data.last == UInt8(ascii: "\n") ? data.dropLast() : data[...]
            guard let start = body.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
            self.init(String(decoding: body[body.index(after: start)...], as: UTF8.self))
            return
        }
        return nil
    }

    /// Reads a POSIX TZ string; `nil` for one this reader does not know.
    init?(_ text: String) {
        var rest = Substring(text)
        func name() -> String? {
            if rest.first == "<" {
                guard let end = rest.firstIndex(of: ">") else { return nil }
                defer { rest = rest[rest.index(after: end)...] }
                return String(rest[rest.index(after: rest.startIndex)..<end])
            }
            let letters = rest.prefix { $0.isLetter }
            guard letters.count >= 3 else { return nil }
            rest = rest.dropFirst(letters.count)
            return String(letters)
        }
        func skipOffset() { rest = rest.drop { "+-0123456789:".contains($0) } }
        func day() -> YearlyDay? {
            guard rest.first == "," else { return nil }
            let field = rest.dropFirst().prefix { $0 != "," }
            rest = rest.dropFirst(field.count + 1)
            let parts = (field.split(separator: "/").first ?? "").dropFirst().split(separator: ".").compactMap {
                Int($0)
            }
            guard field.first == "M", parts.count == 3 else { return nil }
            return YearlyDay(month: parts[0], week: parts[1], weekday: parts[2])
        }
        guard let standard = name() else { return nil }
        standardName = standard
        skipOffset()
        daylightName = rest.isEmpty || rest.first == "," ? nil : name()
        skipOffset()
        daylightStart = day()
        daylightEnd = day()
    }

    /// The name of the standard or the daylight time.
    func name(isDaylight: Bool) -> String? {
        isDaylight ? daylightName : standardName
    }

    /// An iCalendar yearly rule for the day an observance starts on: daylight time at ``daylightStart``, standard
    /// time at ``daylightEnd``.
    func recurrence(isDaylight: Bool) -> String? {
        guard let day = isDaylight ? daylightStart : daylightEnd, (1...12).contains(day.month),
            (1...5).contains(day.week), (0...6).contains(day.weekday)
        else { return nil }
        let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        return "FREQ=YEARLY;BYMONTH=\(day.month);BYDAY=\(day.week == 5 ? -1 : day.week)\(codes[day.weekday])"
    }
}
