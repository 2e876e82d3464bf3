import Foundation

/// The ISO 8601 timestamps of the servers' administration API (Laravel writes `2025-06-15T10:00:00.000000Z`), read
/// by arithmetic alone: Foundation's parsers go through ICU, whose older versions (before iOS 17 and macOS 14) refuse
/// some of these shapes, and whose Linux one divided by zero on inputs the fuzzers made. So every OS reads them alike.
///
/// Accepted: `YYYY-MM-DDTHH:MM:SS`, an optional fraction of any length (its first six digits are kept, as servers send
/// six; a `Double` holds no more of a present-day time), and `Z` or an offset `±HH:MM` / `±HHMM` / `±HH`. Anything
/// else is `nil`.
enum ISO8601Timestamp {
    static func date(from text: String) -> Date? {
        var reader = Reader(Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2),
            reader.skip("-"), let day = reader.number(digits: 2), reader.skip("T") || reader.skip("t"),
            let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2),
            reader.skip(":"), let second = reader.number(digits: 2),
            (1...12).contains(month), (1...days(inMonth: month, year: year)).contains(day), hour < 24, minute < 60,
            second < 61
        else { return nil }
        var microseconds = 0
        if reader.skip(".") || reader.skip(",") {
            var count = 0
            while let digit = reader.digit() {
                if count < 6 { microseconds = microseconds * 10 + digit }
                count += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 6) { microseconds *= 10 }
        }
        var offset = 0
        if reader.skip("Z") || reader.skip("z") {
            offset = 0
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2), hours < 24 else { return nil }
            var minutes = 0
            if !reader.isAtEnd {
                _ = reader.skip(":")
                guard let value = reader.number(digits: 2), value < 60 else { return nil }
                minutes = value
            }
            offset = sign * (hours * 3_600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        let seconds =
            daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
            - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(microseconds) / 1_000_000)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { position == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func digit() -> Int? {
            guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) else {
                return nil
            }
            defer { position += 1 }
            return Int(bytes[position] - UInt8(ascii: "0"))
        }

        mutating func number(digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
