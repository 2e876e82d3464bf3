import Foundation

/// Writes JSON the way PHP's `json_encode` does for BMLT servers: unescaped slashes, non-ASCII as `\uXXXX`, members in
/// the order written.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma.append(false)
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma.removeLast()
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma.append(false)
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma.removeLast()
    }

    /// Writes a member name; the next value written is its value.
    mutating func key(_ name: String) {
        separate()
        writeString(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma[needsComma.count - 1] = false
    }

    mutating func string(_ value: String) {
        separate()
        writeString(value)
    }

    mutating func member(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    mutating func member(_ name: String, _ value: Int) {
        key(name)
        raw(String(value))
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        raw(value ? "true" : "false")
    }

    mutating func memberNull(_ name: String) {
        key(name)
        raw("null")
    }

    mutating func member(_ name: String, _ value: String?) {
        if let value { member(name, value) } else { memberNull(name) }
    }

    mutating func number(_ value: Int) {
        raw(String(value))
    }

    /// A literal written as it is (`true`, `12`, `null`).
    mutating func raw(_ literal: String) {
        separate()
        bytes.append(contentsOf: literal.utf8)
    }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] {
            bytes.append(UInt8(ascii: ","))
        } else {
            needsComma[needsComma.count - 1] = true
        }
    }

    private mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var needsEscaping = false
        for byte in value.utf8 where byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C {
            needsEscaping = true
            break
        }
        if !needsEscaping {
            bytes.append(contentsOf: value.utf8)
        } else {
            for unit in value.utf16 {
                switch unit {
                case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
                case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
                case 0x20..<0x80: bytes.append(UInt8(unit))
                default:
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    bytes.append(hex[Int(unit >> 12)])
                    bytes.append(hex[Int((unit >> 8) & 0xF)])
                    bytes.append(hex[Int((unit >> 4) & 0xF)])
                    bytes.append(hex[Int(unit & 0xF)])
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// PHP's conversions of numbers to text.
enum PHPNumber {
    /// `strval(float)` in PHP 8: the shortest text that reads back the same, integral values without `.0`, and
    /// exponents as `1.0E-5`.
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = "\(value)"
        guard let e = text.firstIndex(of: "e") else { return text }
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
