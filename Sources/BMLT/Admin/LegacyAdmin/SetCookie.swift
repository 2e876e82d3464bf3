import Foundation
import HTTPTypes

/// A cookie that an answer sets, read as RFC 6265 says a user agent reads `Set-Cookie`.
///
/// A 2.x server's login answer sets two: `bmlt_admin_lang_pref=deleted` (expired, to remove it) and then the
/// `PHPSESSID` session, each its own `Set-Cookie` field of the response's ``TransportResponse/headerFields``.
struct SetCookie: Hashable, Sendable {
    var name: String
    var value: String
    /// Whether the cookie is already expired (`Max-Age` of zero or less, or an `Expires` in the past): a server
    /// removes a cookie so, and it is not sent back.
    var isExpired: Bool

    /// The cookies of an answer's `Set-Cookie` fields, in order; fields that are not `name=value` are ignored.
    static func all(in response: TransportResponse, at now: Date = Date()) -> [SetCookie] {
        response.headerFields[values: .setCookie].compactMap { cookie(from: Substring($0), at: now) }
    }

    /// The cookies of `Set-Cookie` fields joined into one value with ", ", as URLSession joins them (see
    /// ``fields(of:)``), in order; fields that are not `name=value` are ignored.
    static func all(in joined: String, at now: Date = Date()) -> [SetCookie] {
        fields(of: joined).compactMap { cookie(from: $0, at: now) }
    }

    /// The `Cookie` header that sends back the live cookies of an answer (`a=1; b=2`), or `nil` if it set none.
    static func cookieHeader(from response: TransportResponse, at now: Date = Date()) -> String? {
        var live: [SetCookie] = []
        for cookie in all(in: response, at: now) {
            // A later field for the same name replaces the earlier one.
            live.removeAll { $0.name == cookie.name }
            if !cookie.isExpired { live.append(cookie) }
        }
        return live.isEmpty ? nil : live.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// The `Set-Cookie` fields that URLSession joined with commas, told apart again where a comma starts a new
    /// `name=value`, which the comma in an `Expires` date (`Thu, 01 Jan 1970 …`) never does.
    static func fields(of header: String) -> [Substring] {
        var fields: [Substring] = []
        var start = header.startIndex
        var index = header.startIndex
        while let comma = header[index...].firstIndex(of: ",") {
            let next = header.index(after: comma)
            if startsCookie(header[next...]) {
                fields.append(header[start..<comma])
                start = next
            }
            index = next
        }
        fields.append(header[start...])
        return fields
    }

    /// Whether text begins with `name=` (before any `;` or `,`): the start of another cookie.
    private static func startsCookie(_ text: Substring) -> Bool {
        let head = text.prefix { $0 != ";" && $0 != "," }
        guard let equals = head.firstIndex(of: "=") else { return false }
        let name = head[..<equals].trimmingCharacters(in: .whitespaces)
        return !name.isEmpty && !name.contains(" ")
    }

    private static func cookie(from field: Substring, at now: Date) -> SetCookie? {
        var parts = field.split(separator: ";", omittingEmptySubsequences: false).makeIterator()
        guard let pair = parts.next(), let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        var cookie = SetCookie(
            name: name,
            value: pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces),
            isExpired: false
        )
        var maxAge: Int?
        var expires: Date?
        while let attribute = parts.next() {
            let (key, value) = attribute.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }.pairOrKey
            switch key.lowercased() {
            case "max-age": maxAge = Int(value)
            case "expires": expires = cookieDate(value)
            default: break
            }
        }
        // Max-Age wins over Expires (RFC 6265 §5.3, step 3).
        if let maxAge {
            cookie.isExpired = maxAge <= 0
        } else if let expires {
            cookie.isExpired = expires <= now
        }
        return cookie
    }

    /// A cookie date as RFC 6265 §5.1.1 reads one: a time, a day of the month, a month and a year, among any
    /// delimiters, so `Thu, 01 Jan 1970 00:00:01 GMT` and `Thursday, 01-Jan-70 00:00:01 GMT` both read.
    static func cookieDate(_ text: String) -> Date? {
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        var time: (Int, Int, Int)?
        var day: Int?
        var month: Int?
        var year: Int?
        let tokens = text.split { !($0.isLetter || $0.isNumber || $0 == ":") }
        for token in tokens {
            let digits = token.prefix(while: \.isNumber)
            if time == nil {
                let pieces = token.split(separator: ":").map { Int($0.prefix(while: \.isNumber)) }
                if pieces.count == 3, let hour = pieces[0], let minute = pieces[1], let second = pieces[2] {
                    time = (hour, minute, second)
                    continue
                }
            }
            if day == nil, (1...2).contains(digits.count), let value = Int(digits) {
                day = value
            } else if month == nil, let index = months.firstIndex(of: String(token.prefix(3)).lowercased()) {
                month = index + 1
            } else if year == nil, (2...4).contains(digits.count), let value = Int(digits) {
                year = value < 70 && digits.count == 2 ? value + 2000 : value < 100 ? value + 1900 : value
            }
        }
        guard let (hour, minute, second) = time, let day, let month, let year, (1...31).contains(day),
            year >= 1601, hour < 24, minute < 60, second < 60
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        )
    }
}

extension Array where Element == String {
    /// `["key", "value"]` or `["key"]` as a pair, the value empty when there is none.
    fileprivate var pairOrKey: (String, String) {
        (first ?? "", count > 1 ? self[1] : "")
    }
}
