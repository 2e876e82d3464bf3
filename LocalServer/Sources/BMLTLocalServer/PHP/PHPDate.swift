import Foundation

/// PHP's `date()`, ported from its format characters (`ext/date/php_date.c`, `date_format`), for the dates the
/// servers write: change lists, cookies, file names, database text. `PHPTests` checks it against PHP 8.2 itself.
enum PHPDate {
    /// A Unix time written as `date(format, unixTime)` writes it in `timeZone` (UTC unless given). Characters that
    /// are not format characters are copied; a backslash copies the next one.
    static func format(_ format: String, _ unixTime: Int, timeZone: TimeZone = utc) -> String {
        let date = Date(timeIntervalSince1970: TimeInterval(unixTime))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        let (hour, minute, second) = (parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        let weekday = (parts.weekday ?? 1) - 1  // 0 = Sunday
        let offset = timeZone.secondsFromGMT(for: date)
        let dayOfYear = (calendar.ordinality(of: .day, in: .year, for: date) ?? 1) - 1
        let hour12 = hour % 12 == 0 ? 12 : hour % 12

        var output = ""
        var escaped = false
        for character in format {
            if escaped {
                output.append(character)
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case "d": output += twoDigits(day)
            case "D": output += String(dayNames[weekday].prefix(3))
            case "j": output += String(day)
            case "l": output += dayNames[weekday]
            case "N": output += String(weekday == 0 ? 7 : weekday)
            case "S": output += ordinalSuffix(day)
            case "w": output += String(weekday)
            case "z": output += String(dayOfYear)
            case "F": output += monthNames[month - 1]
            case "M": output += String(monthNames[month - 1].prefix(3))
            case "m": output += twoDigits(month)
            case "n": output += String(month)
            case "t": output += String(daysInMonth(month, year))
            case "L": output += isLeap(year) ? "1" : "0"
            case "Y": output += year < 0 ? "-" + digits(-year, 4) : digits(year, 4)
            case "y": output += twoDigits(year % 100)
            case "a": output += hour < 12 ? "am" : "pm"
            case "A": output += hour < 12 ? "AM" : "PM"
            case "g": output += String(hour12)
            case "G": output += String(hour)
            case "h": output += twoDigits(hour12)
            case "H": output += twoDigits(hour)
            case "i": output += twoDigits(minute)
            case "s": output += twoDigits(second)
            case "u": output += "000000"
            case "v": output += "000"
            case "e": output += timeZone == utc ? "UTC" : timeZone.identifier
            case "T": output += timeZone == utc ? "UTC" : timeZone.abbreviation(for: date) ?? "UTC"
            case "O": output += zoneOffset(offset, separator: "")
            case "P": output += zoneOffset(offset, separator: ":")
            case "Z": output += String(offset)
            case "U": output += String(unixTime)
            case "c": output += Self.format("Y-m-d\\TH:i:sP", unixTime, timeZone: timeZone)
            case "r": output += Self.format("D, d M Y H:i:s O", unixTime, timeZone: timeZone)
            default: output.append(character)
            }
        }
        return output
    }

    /// UTC, which PHP names `UTC` where Foundation on Linux says `GMT`.
    static let utc = TimeZone(identifier: "UTC")!

    private static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    private static func twoDigits(_ value: Int) -> String { digits(value, 2) }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }

    private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    private static func daysInMonth(_ month: Int, _ year: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// `st`, `nd`, `rd` or `th`, as English writes a day of the month.
    private static func ordinalSuffix(_ day: Int) -> String {
        if (11...13).contains(day % 100) { return "th" }
        return [1: "st", 2: "nd", 3: "rd"][day % 10] ?? "th"
    }

    private static func zoneOffset(_ seconds: Int, separator: String) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + twoDigits(minutes / 60) + separator + twoDigits(minutes % 60)
    }

    /// `2024-10-14 15:35:00` (UTC) as Unix seconds.
    static func unixTime(_ text: String) -> Int? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        guard parts.count >= 3, parts[0] > 1970 else { return nil }
        var components = DateComponents()
        components.year = parts[0]
        components.month = parts[1]
        components.day = parts[2]
        components.hour = parts.count > 3 ? parts[3] : 0
        components.minute = parts.count > 4 ? parts[4] : 0
        components.second = parts.count > 5 ? parts[5] : 0
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components).map { Int($0.timeIntervalSince1970) }
    }
}
