/// Why a body is not valid JSON, and where.
@_spi(BMLTInternal) public struct JSONParseError: Error, Sendable, Equatable {
    @_spi(BMLTInternal) public var offset: Int
    @_spi(BMLTInternal) public var reason: String
}

/// A strict RFC 8259 parser into ``JSONValue``.
///
/// Written here rather than taken from Foundation because Foundation's decoders on Linux are slow (about 30 MB/s on
/// BMLT search results), turn `"1"` and `1` into the same `NSNumber`, and lose the source text of numbers.
@_spi(BMLTInternal) public struct JSONParser {
    /// Nesting deeper than this is refused, so hostile input cannot exhaust the stack.
    @_spi(BMLTInternal) public static let maximumDepth = 256

    @_spi(BMLTInternal) public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONParseError) -> JSONValue in
                var parser = JSONParser(buffer)
                return try parser.parseDocument()
            }
        }
        if let contiguous {
            return try contiguous.get()
        }
        let array = Array(bytes)
        return try array.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) -> JSONValue in
                var parser = JSONParser(buffer)
                return try parser.parseDocument()
            }
        }.get()
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    /// The member names of the last object at each depth, as places in the input with the strings made of them. The
    /// objects of a list mostly repeat their names in the same order, so a name with the same bytes as the one in
    /// the same place before shares that string instead of allocating another.
    private var objectNames: [[(start: Int, count: Int, name: String)]] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        skipByteOrderMark()
        skipWhitespace()
        let value = try parseValue()
        try expectEnd()
        return value
    }

    /// A UTF-8 byte order mark is tolerated; some PHP servers emit one.
    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// Only whitespace may follow the document's value.
    mutating func expectEnd() throws(JSONParseError) {
        skipWhitespace()
        guard index == bytes.count else { throw fail("unexpected data after the JSON value") }
    }

    /// Consumes the `:` between a member's name and its value, with the whitespace around it.
    mutating func skipNameSeparator() throws(JSONParseError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
        index += 1
        skipWhitespace()
    }

    /// Right after `[` or `{`: whether the container is empty, its closing bracket then consumed.
    mutating func closesAtOnce(_ closing: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        return true
    }

    /// After an element or a member: consumes `,` (false: more follow) or the closing bracket (true).
    mutating func closesAfterItem(_ closing: UInt8) throws(JSONParseError) -> Bool {
        // Compact JSON has the separator right after the item: tested before any whitespace is skipped.
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw fail("unexpected end of data in \(closing == UInt8(ascii: "]") ? "an array" : "an object")")
        }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            return false
        case closing:
            index += 1
            return true
        default: throw fail("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    /// JSON's whitespace: space, line feed, carriage return and tab.
    @_spi(BMLTInternal) public static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    func fail(_ reason: String) -> JSONParseError {
        JSONParseError(offset: index, reason: reason)
    }

    mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw fail("unexpected end of data") }
        switch bytes[index] {
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw fail("unexpected character")
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("unexpected end of data") }
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != expected[offset] {
            throw fail("invalid literal")
        }
        index += count
    }

    mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
        index += 1
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var members: [(key: String, value: JSONValue)] = []
        if closesAtOnce(UInt8(ascii: "}")) { return .object(JSONObject(members)) }
        let level = depth - 1
        if objectNames.count <= level {
            objectNames.append(contentsOf: repeatElement([], count: level + 1 - objectNames.count))
        }
        // As many members as the last object at this depth: no regrowth for a list of alike objects.
        members.reserveCapacity(objectNames[level].count)
        var position = 0
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
            let key = try parseMemberName(at: level, position: position)
            position += 1
            try skipNameSeparator()
            members.append((key, try parseValue()))
        } while try !closesAfterItem(UInt8(ascii: "}"))
        if objectNames[level].count > position { objectNames[level].removeLast(objectNames[level].count - position) }
        return .object(JSONObject(members))
    }

    /// The member name at `index`: the string of the name in the same place of the last object at this depth when
    /// the bytes are the same (equal source bytes are an equal name, escapes and all), otherwise a new one.
    private mutating func parseMemberName(at level: Int, position: Int) throws(JSONParseError) -> String {
        let start = index + 1
        if position < objectNames[level].count {
            let previous = objectNames[level][position]
            let end = start + previous.count
            if end < bytes.count, bytes[end] == UInt8(ascii: "\""),
                bytesEqual(bytes.baseAddress! + start, bytes.baseAddress! + previous.start, count: previous.count)
            {
                index = end + 1
                return previous.name
            }
        }
        let name = try parseString()
        let entry = (start: start, count: index - 1 - start, name: name)
        if position < objectNames[level].count {
            objectNames[level][position] = entry
        } else {
            objectNames[level].append(entry)
        }
        return name
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        if closesAtOnce(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            skipWhitespace()
            elements.append(try parseValue())
        } while try !closesAfterItem(UInt8(ascii: "]"))
        return .array(elements)
    }

    private mutating func parseNumber() throws(JSONParseError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("invalid number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes, the common case for BMLT data. Eight bytes at a time up to the first quote,
        // backslash or control byte, which the loop below then reads.
        index = Self.firstFlagged(in: bytes, from: index, Self.specialBytes)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if index == start {
                    index += 1
                    return ""
                }
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return value
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw fail("control character in a string") }
            index += 1
        }
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail("unexpected end of data in a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): utf8.append(0x22)
                case UInt8(ascii: "\\"): utf8.append(0x5C)
                case UInt8(ascii: "/"): utf8.append(0x2F)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): appendScalar(try parseUnicodeEscape(), to: &utf8)
                default: throw fail("invalid escape sequence")
                }
            default:
                if byte < 0x20 { throw fail("control character in a string") }
                utf8.append(byte)
                index += 1
            }
        }
        throw fail("unterminated string")
    }

    /// Reads the four hex digits after `\u` (and a following low surrogate, if any); lone surrogates become U+FFFD.
    private mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        let first = try readHex4()
        if (0xD800...0xDBFF).contains(first) {
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let saved = index
                index += 2
                let second = try readHex4()
                if (0xDC00...0xDFFF).contains(second) {
                    let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                index = saved
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(UInt32(first)) ?? "\u{FFFD}"
    }

    private mutating func readHex4() throws(JSONParseError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw fail("unexpected end of data in a \\u escape") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail("invalid \\u escape")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func appendScalar(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
        utf8.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// The place of the first byte from `index` on that `flags` marks, found eight bytes at a time; without one, the
    /// end of the last whole word, from which the caller reads byte by byte.
    @inline(__always)
    static func firstFlagged(
        in bytes: UnsafeBufferPointer<UInt8>,
        from index: Int,
        _ flags: (UnsafeRawPointer) -> UInt64
    ) -> Int {
        var index = index
        while index + 8 <= bytes.count {
            let found = flags(UnsafeRawPointer(bytes.baseAddress! + index))
            if found != 0 { return index + (found.trailingZeroBitCount >> 3) }
            index += 8
        }
        return index
    }

    /// The high bit of each of the eight bytes at `pointer` that is `"`, `\` or below 0x20, read as a little-endian
    /// word (SWAR: the classic "has zero byte" and "has byte less than" tests). A byte above a flagged one may be
    /// flagged wrongly, but the lowest flag is always right.
    static func specialBytes(_ pointer: UnsafeRawPointer) -> UInt64 {
        let word = UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
        let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
        return control | quotesAndBackslashes(word)
    }

    /// ``specialBytes(_:)`` for `"` and `\` only: where a scan that only tracks strings must stop.
    static func quotesAndBackslashes(_ pointer: UnsafeRawPointer) -> UInt64 {
        quotesAndBackslashes(UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self)))
    }

    private static func quotesAndBackslashes(_ word: UInt64) -> UInt64 {
        func zeroBytes(_ value: UInt64) -> UInt64 {
            (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
        }
        return zeroBytes(word ^ 0x2222_2222_2222_2222) | zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
    }
}
