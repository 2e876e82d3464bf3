import Foundation

/// A parsed JSON document, as the decoding layer sees it.
///
/// Numbers keep their source text, so `"-74.0060"` and `-74.0060` read back the same and nothing is rounded before a
/// model decides what type a field has. Objects keep their members in source order.
@_spi(BMLTInternal) public enum JSONValue: Sendable, Hashable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object(JSONObject)
}

/// The members of a JSON object, in source order.
@_spi(BMLTInternal) public struct JSONObject: Sendable, Hashable {
    @_spi(BMLTInternal) public var members: [(key: String, value: JSONValue)]

    @_spi(BMLTInternal) public init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = members
    }

    /// The value of the first member named `key` (objects from BMLT servers are small, so a scan is cheapest).
    @_spi(BMLTInternal) public subscript(key: String) -> JSONValue? {
        for member in members where member.key == key {
            return member.value
        }
        return nil
    }

    @_spi(BMLTInternal) public var isEmpty: Bool { members.isEmpty }

    @_spi(BMLTInternal) public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.elementsEqual(rhs.members) { $0.key == $1.key && $0.value == $1.value }
    }

    @_spi(BMLTInternal) public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

// MARK: - Lenient scalar access

// BMLT servers send numbers as strings, booleans as "1"/"0", and 2.x servers send `{}` where a list is empty. These
// accessors absorb those differences in one place.
extension JSONValue {
    /// The value as text: strings as they are, numbers in their source form, booleans as `"1"`/`"0"`.
    @_spi(BMLTInternal) public var text: String? {
        switch self {
        case .string(let value): return value
        case .number(let raw): return raw
        case .bool(let value): return value ? "1" : "0"
        case .null, .array, .object: return nil
        }
    }

    /// The value as text, with an empty string read as absent.
    @_spi(BMLTInternal) public var nonEmptyText: String? {
        guard let text = text?.trimmingWhitespace, !text.isEmpty else { return nil }
        return text
    }

    @_spi(BMLTInternal) public var int: Int? {
        guard let text = nonEmptyText else { return nil }
        if let value = Int(text) { return value }
        if let value = Double(text), value.isFinite, value == value.rounded(), abs(value) < 9e15 { return Int(value) }
        return nil
    }

    @_spi(BMLTInternal) public var double: Double? {
        guard let text = nonEmptyText else { return nil }
        if let value = text.utf8.withContiguousStorageIfAvailable(JSONValue.shortDecimal) ?? nil { return value }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `-?digits(.digits)?` with at most 15 digits, the shape of every BMLT coordinate, read without `strtod`.
    ///
    /// Such a mantissa and its power of ten are both exact doubles, so one division rounds exactly as `strtod`
    /// does (Clinger's fast path). Anything else is `nil`, for the general reading.
    static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative { index = 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = -1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
                digits += 1
                if fractionDigits >= 0 { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), fractionDigits < 0, digits > 0 {
                fractionDigits = 0
            } else {
                return nil
            }
        }
        guard digits > 0, digits <= 15, fractionDigits != 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[max(fractionDigits, 0)]
        return isNegative ? -magnitude : magnitude
    }

    /// `-?digits` with at most 18 digits, read without making a string.
    static func shortInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let isNegative = bytes.first == UInt8(ascii: "-")
        let start = isNegative ? 1 : 0
        guard bytes.count > start, bytes.count - start <= 18 else { return nil }
        var value = 0
        for index in start..<bytes.count {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
        }
        return isNegative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

    /// `true`, `1`, `"1"`, `"true"` and `"yes"` are true; `false`, `0`, `"0"`, `"false"`, `"no"` and `""` are false.
    @_spi(BMLTInternal) public var bool: Bool? {
        switch self {
        case .bool(let value): return value
        case .number, .string:
            switch text?.trimmingWhitespace.lowercased() {
            case "1", "true", "yes", "on": return true
            case "0", "false", "no", "off", "": return false
            default: return int.map { $0 != 0 }
            }
        case .null, .array, .object: return nil
        }
    }

    @_spi(BMLTInternal) public var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The elements of an array; an empty object (a 2.x server's "nothing") or `null` reads as an empty list, and a
    /// single object as a list of one (2.x XML-to-JSON answers collapse one-element lists).
    @_spi(BMLTInternal) public var elements: [JSONValue]? {
        switch self {
        case .array(let values): return values
        case .object(let object): return object.isEmpty ? [] : [self]
        case .null: return []
        case .string, .number, .bool: return nil
        }
    }

    /// A short name of the value's kind, for error messages.
    @_spi(BMLTInternal) public var kindName: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension String {
    @_spi(BMLTInternal) public var trimmingWhitespace: String {
        // Fast path: text that starts and ends with a visible ASCII character has nothing to trim. An ASCII last byte
        // is its own grapheme, so this agrees with the `Character` test below.
        if isEmpty { return self }
        let hasNothingToTrim = utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            return Self.isVisibleASCII(first) && Self.isVisibleASCII(last)
        }
        if hasNothingToTrim == true { return self }
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return view.startIndex == startIndex && view.endIndex == endIndex ? self : String(view)
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
