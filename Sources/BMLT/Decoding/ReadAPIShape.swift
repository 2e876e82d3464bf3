import Foundation

/// Shape checks shared by the read-API decoders: they turn "not the expected JSON" into a typed error.
enum ReadAPIShape {
    static func mismatch(_ reason: String) -> BMLTError {
        BMLTError(code: .unexpectedShape, reason: reason)
    }

    /// The elements of a list answer; `{}` (a 2.x server's empty answer) and `null` are empty lists.
    ///
    /// A bare object is read as a list of one when it has `identifiedBy` (2.x answers collapse one-element lists);
    /// any other object is refused, so an error object never passes for data.
    static func list(_ value: JSONValue, of what: String, identifiedBy key: String? = nil) throws -> [JSONValue] {
        if case .object(let object) = value, !object.isEmpty {
            guard let key, object[key] != nil else {
                throw mismatch(
                    "Expected a list of \(what) but got an object with keys \(object.members.prefix(5).map(\.key))."
                )
            }
            return [value]
        }
        guard let elements = value.elements else {
            throw mismatch("Expected a list of \(what) but got \(value.kindName).")
        }
        return elements
    }

    /// Each element of a list answer as an object.
    static func objects(_ value: JSONValue, of what: String, identifiedBy key: String? = nil) throws -> [JSONObject] {
        try list(value, of: what, identifiedBy: key).map { element in
            guard let object = element.object else {
                throw mismatch("Expected each of the \(what) to be an object but one is \(element.kindName).")
            }
            return object
        }
    }

    /// The single object of an answer that servers wrap in a one-element list (GetServerInfo, GetCoverageArea).
    static func single(_ value: JSONValue, of what: String) throws -> JSONObject? {
        if let object = value.object { return object.isEmpty ? nil : object }
        return try objects(value, of: what).first
    }

    /// A text field's value with the legacy `Prompt#@-@#value` prefix removed and empty text read as absent.
    ///
    /// Everything up to the last separator goes: data moved between server versions can hold the prompt twice
    /// (`Train Lines#@-@#Train Lines#@-@#A train`), and hidden fields read `observer_only#@-@#Prompt#@-@#value`.
    static func fieldText(_ value: JSONValue) -> String? {
        guard let text = value.nonEmptyText else { return nil }
        // Most text has no '#'; checking the bytes first skips the costly substring search.
        let mayHavePrompt =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "#")), bytes.count) != nil } ?? false
            } ?? true
        guard mayHavePrompt, let separator = text.ranges(of: "#@-@#").last else { return text }
        let stripped = String(text[separator.upperBound...]).trimmingWhitespace
        return stripped.isEmpty ? nil : stripped
    }

    /// A comma list as its non-empty, trimmed parts.
    static func commaList(_ value: JSONValue?) -> [String] {
        guard let text = value?.text else { return [] }
        var utf8 = text
        if let parts = utf8.withUTF8(asciiCommaList) { return parts }
        return text.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// The whole numbers of a comma list (`"17, 4,x"` is `[17, 4]`).
    static func intList(_ value: JSONValue?) -> [Int] {
        guard let text = value?.text else { return [] }
        var utf8 = text
        if let numbers = utf8.withUTF8(asciiIntList) { return numbers }
        return commaList(value).compactMap { Int($0) }
    }

    /// ``intList(_:)`` for text of only digits, commas and spaces, read from the bytes; `nil` for any other text.
    static func asciiIntList(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        if !bytes.isEmpty { numbers.reserveCapacity(commaCount(bytes) + 1) }
        var value = 0
        var digits = 0
        var spaceAfterDigits = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // "1 2" is no number, and more than 18 digits may overflow: both are left to the general reading.
                guard !spaceAfterDigits, digits < 18 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ","):
                if digits > 0 { numbers.append(value) }
                (value, digits, spaceAfterDigits) = (0, 0, false)
            case UInt8(ascii: " "):
                spaceAfterDigits = digits > 0
            default:
                return nil
            }
        }
        if digits > 0 { numbers.append(value) }
        return numbers
    }

    /// ``commaList(_:)`` for ASCII text, split on the bytes; `nil` for other text, where a comma may begin a grapheme.
    static func asciiCommaList(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var parts: [String] = []
        if !bytes.isEmpty { parts.reserveCapacity(commaCount(bytes) + 1) }
        var start = 0
        for end in 0...bytes.count {
            if end < bytes.count {
                guard bytes[end] < 0x80 else { return nil }
                guard bytes[end] == UInt8(ascii: ",") else { continue }
            }
            var lower = start
            var upper = end
            while lower < upper, isASCIIWhitespace(bytes[lower]) { lower += 1 }
            while upper > lower, isASCIIWhitespace(bytes[upper - 1]) { upper -= 1 }
            if lower < upper {
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self))
            }
            start = end + 1
        }
        return parts
    }

    /// How many commas: a list's size, reserved up front rather than grown one append at a time.
    private static func commaCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte == UInt8(ascii: ",") { count += 1 }
        return count
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `"01:30:00"`, `"01:00"` or `"1:00:00"` as a duration.
    static func duration(_ value: JSONValue?) -> Duration? {
        guard let text = value?.nonEmptyText, let time = LocalTime(text) else { return nil }
        return .seconds(time.secondsSinceMidnight)  // "24:00:00" is a whole day
    }
}
