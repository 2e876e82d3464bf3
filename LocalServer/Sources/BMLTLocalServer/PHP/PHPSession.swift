import Foundation

/// PHP's sessions as 2.x's pages start them: the `PHPSESSID` cookie.
enum PHPSession {
    /// A session id as PHP makes them: 26 characters of `[0-9a-v]`.
    static func newID() -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuv")
        return String((0..<26).map { _ in alphabet.randomElement()! })
    }

    /// The cookie of a new PHP session, as `session_start()` sets it.
    static func newCookie() -> (String, String) {
        ("Set-Cookie", "PHPSESSID=\(newID()); path=/")
    }

    /// A cookie's value in a `Cookie` header.
    static func cookie(_ name: String, in header: String?) -> String? {
        for part in (header ?? "").split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0] == name { return pair[1] }
        }
        return nil
    }
}
