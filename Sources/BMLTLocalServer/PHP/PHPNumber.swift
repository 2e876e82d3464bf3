import Foundation

/// PHP's conversions of numbers to text.
enum PHPNumber {
    /// `strval(float)` in PHP 8: the shortest text that reads back the same, integral values without `.0`, and
    /// exponents as `1.0E-5`.
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = "\(value)"
        guard let e = text.utf8.firstIndex(of: UInt8(ascii: "e")) else { return text }
        var mantissa = String(text[..<e])
        if !mantissa.contains(".") { mantissa += ".0" }
        var exponent = String(text[text.index(after: e)...])
        if exponent.hasPrefix("+") { exponent.removeFirst() }
        return mantissa + "E" + exponent
    }

    /// `json_encode(float)` in PHP 8: the shortest text that reads back the same, integral values as `40.0`.
    static func json(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return "\(value)"
    }

    /// PHP 7/2.x float output with `precision = 14`: 14 significant digits, trailing zeros removed.
    static func precision14(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return value == 0 ? "0" : "\(value)" }
        let digits = 14 - Int((log10(abs(value))).rounded(.down)) - 1
        let scale = pow(10.0, Double(max(0, min(digits, 17))))
        let rounded = (value * scale).rounded() / scale
        return string(rounded)
    }
}
