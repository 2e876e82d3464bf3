import ArgumentParser
import BMLT
import Foundation

/// Turns command-line text into the library's domain types, with errors that name the option.
enum Parse {
    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func integers(_ text: String?, option: String) throws -> [Int] {
        try list(text).map { item in
            guard let value = Int(item) else { throw ValidationError("\(option): \"\(item)\" is not a whole number.") }
            return value
        }
    }

    /// `"1002,-5"` → include 1002, exclude 5.
    static func integerSelection(_ text: String?, option: String) throws -> Selection<Int> {
        let values = try integers(text, option: option)
        return Selection(included: values.filter { $0 > 0 }, excluded: values.filter { $0 < 0 }.map { -$0 })
    }

    /// `"mon,fri"`, `"2,6"` or `"-sun"` (exclude Sunday).
    static func weekdays(_ text: String?, option: String = "--weekdays") throws -> Selection<Weekday> {
        try selection(text, option: option, validValues: weekdayNames) { item in
            if let number = Int(item) { return Weekday(rawValue: number) }
            return Weekday.allCases.first {
                $0.englishName.lowercased().hasPrefix(item.lowercased()) && item.count >= 2
            }
        }
    }

    /// `"in-person,hybrid"` or `"-virtual"`.
    static func venueTypes(_ text: String?) throws -> Selection<VenueType> {
        try selection(text, option: "--venue-types", validValues: venueTypeNames, venueType)
    }

    /// What a weekday may be written as, for messages.
    static let weekdayNames = "sun, mon, tue, wed, thu, fri, sat (or the whole name, or 1–7 with 1 = Sunday)"

    /// What a venue type may be written as, for messages.
    static let venueTypeNames = "in-person, virtual or hybrid"

    /// `"in-person"`, `"virtual"`, `"hybrid"` or their numbers 1–3.
    static func venueType(_ item: String) -> VenueType? {
        switch item.lowercased() {
        case "in-person", "inperson", "1": return .inPerson
        case "virtual", "2": return .virtual
        case "hybrid", "3": return .hybrid
        default: return nil
        }
    }

    private static func selection<Value>(
        _ text: String?,
        option: String,
        validValues: String,
        _ value: (String) -> Value?
    ) throws -> Selection<Value> {
        var selection = Selection<Value>()
        for item in list(text) {
            let excluded = item.hasPrefix("-")
            let name = excluded ? String(item.dropFirst()) : item
            guard let parsed = value(name) else {
                throw ValidationError("\(option): \"\(item)\" is not understood; use \(validValues).")
            }
            if excluded { selection.excluded.append(parsed) } else { selection.included.append(parsed) }
        }
        return selection
    }

    /// `"19:30"`.
    static func time(_ text: String, option: String) throws -> LocalTime {
        guard let time = LocalTime(text) else {
            throw ValidationError("\(option): \"\(text)\" is not a time like 19:30.")
        }
        return time
    }

    /// `"1:30"` or `"90"` (minutes).
    static func duration(_ text: String, option: String) throws -> Duration {
        if let minutes = Int(text), minutes >= 0 { return .seconds(minutes * 60) }
        guard let time = LocalTime(text) else {
            throw ValidationError("\(option): \"\(text)\" is not a duration like 1:30 or 90.")
        }
        return .seconds(time.secondsSinceMidnight)
    }

    /// A span of time from now: `"3h"`, `"90m"`, `"1h30m"`, `"2d"`.
    static func window(_ text: String, option: String) throws -> Duration {
        var seconds = 0
        var number = ""
        for character in text.lowercased() where character != " " {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Int(number), let unit = ["d": 86_400, "h": 3_600, "m": 60][character] else {
                throw ValidationError("\(option): \"\(text)\" is not a span of time like 3h, 90m or 1h30m.")
            }
            seconds += value * unit
            number = ""
        }
        guard number.isEmpty, seconds > 0 else {
            throw ValidationError("\(option): \"\(text)\" is not a span of time like 3h, 90m or 1h30m.")
        }
        return .seconds(seconds)
    }

    /// `"America/New_York"`.
    static func timeZone(_ text: String, option: String) throws -> TimeZone {
        guard let zone = TimeZone(identifier: text) else {
            throw ValidationError("\(option): \"\(text)\" is not a time zone name like America/New_York.")
        }
        return zone
    }

    /// `"40.75,-73.5"` or `"-33.87,151.21"`: a latitude from -90 to 90 and a longitude from -180 to 180.
    static func coordinate(_ text: String, option: String) throws -> Coordinate {
        let parts = list(text)
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw ValidationError(
                "\(option): \"\(text)\" is not LATITUDE,LONGITUDE (from -90 to 90, and -180 to 180), e.g. -33.87,151.21."
            )
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// `"5"` (miles), `"5mi"` or `"8km"`.
    static func distance(_ text: String, option: String) throws -> Distance {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        let unit: Distance.Unit = lowered.hasSuffix("km") ? .kilometers : .miles
        let number = lowered.hasSuffix("km") || lowered.hasSuffix("mi") ? String(lowered.dropLast(2)) : lowered
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)) else {
            throw ValidationError("\(option): \"\(text)\" is not a distance like 5mi or 8km.")
        }
        return Distance(value, unit)
    }

    /// `"2024-10-14"`.
    static func day(_ text: String, option: String) throws -> CalendarDay {
        guard let day = CalendarDay(text) else {
            throw ValidationError("\(option): \"\(text)\" is not a date like 2024-10-14.")
        }
        return day
    }
}

/// How values are shown in tables.
enum Display {
    static func duration(_ duration: Duration) -> String {
        let minutes = Int(duration.components.seconds) / 60
        return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }
}
