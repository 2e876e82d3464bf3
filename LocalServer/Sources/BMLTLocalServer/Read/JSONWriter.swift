@_spi(BMLTInternal) import BMLT
import Foundation

/// Writes JSON the way PHP's `json_encode` does for BMLT servers: non-ASCII as `\uXXXX`, members in the order
/// written, and slashes as written (`JSON_UNESCAPED_SLASHES`, as the servers' read and REST answers have them) or
/// escaped (PHP's default, as 2.x's `json.php` has them).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma: [Bool] = [false]
    /// Whether `/` is written `\/`.
    let escapesSlashes: Bool

    init(capacity: Int = 1024, escapesSlashes: Bool = false) {
        bytes.reserveCapacity(capacity)
        self.escapesSlashes = escapesSlashes
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

    /// Writes a decoded value back: strings and numbers as they came, members in their order.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .string(let text): string(text)
        case .number(let literal): raw(literal)
        case .bool(let flag): raw(flag ? "true" : "false")
        case .null: raw("null")
        case .array(let values):
            beginArray()
            for element in values { self.value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for (name, member) in object.members {
                key(name)
                self.value(member)
            }
            endObject()
        }
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

    /// Members written earlier by another writer (`"a":1,"b":2`, no braces), added to the open object.
    mutating func members(_ written: [UInt8]) {
        guard !written.isEmpty else { return }
        separate()
        bytes.append(contentsOf: written)
    }

    /// What was written after the opening brace of a writer's only object so far: its members, for ``members(_:)``.
    var membersWritten: [UInt8] { Array(bytes.dropFirst()) }

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
        for byte in value.utf8
        where byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C || (byte == 0x2F && escapesSlashes) {
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
                case 0x2F where escapesSlashes: bytes.append(contentsOf: [0x5C, 0x2F])
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
