import Foundation

/// PHP 8's conversions of strings, ported from its own definitions (`_is_numeric_string_ex`,
/// `zval_get_long`, `zend_dval_to_lval`, `zend_compare`), as both servers apply them to parameters and stored
/// values. `PHPTests` checks each against the answers of PHP 8.2 itself (`Conformance/php-truth-table.php`).
enum PHPText {
    /// Whether `filter_var($text, FILTER_VALIDATE_INT)` accepts the text: an optional sign, then 0 or digits without a
    /// leading zero (around them, whitespace PHP trims).
    static func isCanonicalInteger(_ text: String) -> Bool {
        let trimmed = trim(text)
        var digits = Substring(trimmed)
        if digits.first == "+" || digits.first == "-" { digits = digits.dropFirst() }
        guard let first = digits.first, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        return (first != "0" || digits.count == 1) && Int(trimmed) != nil
    }

    /// `intval`: the number a string starts with, after whitespace; one written as a float (`1e5`, `1.5`) or too
    /// large for an integer is converted as a float is, saturating, and 0 for an infinity.
    static func intval(_ text: String) -> Int {
        guard let prefix = numericPrefix(of: text) else { return 0 }
        if prefix.isInteger, let value = Int(prefix.text) { return value }
        guard let value = Double(prefix.text), value.isFinite else { return 0 }
        if value >= 9_223_372_036_854_775_808.0 { return .max }
        if value < -9_223_372_036_854_775_808.0 { return .min }
        return Int(value)
    }

    /// The number a string starts with (after whitespace), as PHP reads a leading-numeric string, or `nil` when it
    /// starts with none.
    static func numericPrefixValue(_ text: String) -> Double? {
        numericPrefix(of: text).flatMap { Double($0.text) }
    }

    /// `trim`: without PHP's default characters (space, tab, line feed, carriage return, NUL, vertical tab) at either
    /// end. Bytes are cut, not characters: a space and a combining mark after it are one `Character`, but PHP cuts the
    /// space.
    static func trim(_ text: String) -> String {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !isTrimmed($0) }),
            let last = bytes.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        if first == bytes.startIndex && bytes.index(after: last) == bytes.endIndex { return text }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Whether `trim` removes the byte.
    static func isTrimmed(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x00, 0x0B: true
        default: false
        }
    }

    /// `floatval`: the number a string starts with, after whitespace, or 0.
    static func floatval(_ text: String) -> Double {
        numericPrefix(of: text).flatMap { Double($0.text) } ?? 0
    }

    /// `is_numeric`: whitespace, a sign, digits with an optional point, an optional exponent, whitespace; nothing else
    /// (no hexadecimal, no `inf`).
    static func isNumeric(_ text: String) -> Bool {
        numericPrefix(of: text)?.isWholeString ?? false
    }

    /// The value of a numeric string (one `is_numeric` accepts), or `nil`.
    static func number(_ text: String) -> Double? {
        switch numeric(text) {
        case .integer(let value): Double(value)
        case .float(let value): value
        case nil: nil
        }
    }

    /// A numeric string's value as `is_numeric_string` types it (what `JSON_NUMERIC_CHECK` writes): an integer when
    /// written without point or exponent and in range, else a float.
    enum Numeric: Equatable {
        case integer(Int)
        case float(Double)
    }

    /// The value of a numeric string, typed as PHP types it, or `nil`.
    static func numeric(_ text: String) -> Numeric? {
        guard let prefix = numericPrefix(of: text), prefix.isWholeString else { return nil }
        if prefix.isInteger, let value = Int(prefix.text) { return .integer(value) }
        return Double(prefix.text).map(Numeric.float)
    }

    /// `(int)` of a float on a 64-bit build (`zend_dval_to_lval`): toward zero, 0 for infinities and NaN, and
    /// modulo 2⁶⁴ beyond `Int`'s range, where a Swift conversion would trap.
    static func int(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let truncated = value.rounded(.towardZero)
        if let exact = Int(exactly: truncated) { return exact }
        let twoPow64 = 18_446_744_073_709_551_616.0
        var modulus = fmod(truncated, twoPow64)
        if modulus < 0 { modulus += twoPow64 }
        if modulus >= 9_223_372_036_854_775_808.0 { modulus -= twoPow64 }
        return Int(exactly: modulus) ?? 0
    }

    /// A string's truth in PHP (`(bool)`, `if ($value)`): neither absent, empty nor `"0"`.
    static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return !value.isEmpty && value != "0"
    }

    /// `==` between two strings: numerically when both are numeric, else byte for byte.
    static func looselyEqual(_ left: String, _ right: String) -> Bool {
        if let a = number(left), let b = number(right) { return a == b }
        return left == right
    }

    // MARK: - Scanning

    /// The numeric start of a string as `_is_numeric_string_ex` scans it.
    private struct NumericPrefix {
        /// The number's text: sign, digits, point, exponent, without the whitespace around it.
        var text: String
        /// Whether it has neither point nor exponent.
        var isInteger: Bool
        /// Whether only whitespace follows it.
        var isWholeString: Bool
    }

    /// The whitespace PHP skips around a number: space, tab, line feed, carriage return, vertical tab, form feed.
    private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C]

    private static func numericPrefix(of text: String) -> NumericPrefix? {
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
        func isOne(of characters: String, _ index: Int) -> Bool {
            index < bytes.count && characters.utf8.contains(bytes[index])
        }
        var index = 0
        while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
        let start = index
        if isOne(of: "+-", index) { index += 1 }
        var digits = 0
        while isDigit(index) {
            index += 1
            digits += 1
        }
        var isInteger = true
        if isOne(of: ".", index), digits > 0 || isDigit(index + 1) {
            isInteger = false
            index += 1
            while isDigit(index) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if isOne(of: "eE", index) {
            var exponent = index + 1
            if isOne(of: "+-", exponent) { exponent += 1 }
            if isDigit(exponent) {
                while isDigit(exponent) { exponent += 1 }
                index = exponent
                isInteger = false
            }
        }
        let end = index
        while index < bytes.count, whitespace.contains(bytes[index]) { index += 1 }
        return NumericPrefix(
            text: String(decoding: bytes[start..<end], as: UTF8.self),
            isInteger: isInteger,
            isWholeString: index == bytes.count
        )
    }

    /// PHP's `htmlspecialchars($text)`: `&`, `<` and `>` escaped, and with `escapesQuotes` (PHP 8's default
    /// `ENT_QUOTES`) `"` and `'` too; without it, the flags 0 (`ENT_NOQUOTES`) of 2.16.6's `c_comdef_htmlspecialchars`.
    static func htmlSpecialChars(_ text: String, escapesQuotes: Bool = true) -> String {
        let special: [UInt8] = escapesQuotes ? Array("&<>\"'".utf8) : Array("&<>".utf8)
        guard text.utf8.contains(where: special.contains) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        // By scalar, as PHP goes by byte: a quote followed by a combining mark is still a quote.
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where escapesQuotes: result += "&quot;"
            case "'" where escapesQuotes: result += "&#039;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
