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

    /// `strval(float)`, which PHP writes with its `precision` setting (14 significant digits: `zend_gcvt`, rounding
    /// the exact binary value), trailing zeros removed, exponents as `1.0E-5` and `1.0E+20`.
    static func precision14(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NAN" : value < 0 ? "-INF" : "INF" }
        var buffer = [UInt8](repeating: 0, count: 40)
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                withVaList([value]) { vsnprintf(characters.baseAddress, characters.count, "%.14G", $0) }
            }
        }
        let text = String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
        guard let e = text.firstIndex(of: "E") else { return text == "-0" ? "-0" : text }
        var mantissa = String(text[..<e])
        if !mantissa.contains(".") { mantissa += ".0" }
        var exponent = text[text.index(after: e)...]
        let sign = exponent.first == "-" ? "-" : "+"
        exponent = exponent.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }
        return mantissa + "E" + sign + (exponent.isEmpty ? "0" : exponent)
    }
}
