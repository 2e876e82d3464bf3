/// The specialised parser for search results: meetings straight from the bytes, with no ``JSONValue`` tree for the
/// list or its objects and no `String` for a known key.
///
/// It applies the same ``ReadAPIMeetingBuilder`` rules as the generic decoder, so both give the same meetings; any
/// shape it does not expect (a 2.x `{}`, an object, an element that is not an object, invalid JSON) makes it step
/// aside so the generic decoder gives its own answer or its own error.
extension JSONParser {
    /// The meetings of a body that is a JSON array of objects, or `nil` for any other body.
    static func meetingList(_ bytes: UnsafeBufferPointer<UInt8>) -> [Meeting]? {
        var parser = JSONParser(bytes)
        return try? parser.parseMeetingList()
    }

    /// The meeting of one JSON object that fills `bytes` (surrounding whitespace allowed).
    static func meeting(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> Meeting {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") else {
            throw parser.fail("expected an object")
        }
        var order = MemberOrder()
        let meeting = try parser.parseMeetingObject(order: &order)
        try parser.expectEnd()
        return meeting
    }

    private mutating func parseMeetingList() throws(JSONParseError) -> [Meeting]? {
        skipByteOrderMark()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        try enterContainer()
        var meetings: [Meeting] = []
        var order = MemberOrder()
        // About a kilobyte per meeting in a full answer; reserving avoids most regrowth copies.
        meetings.reserveCapacity(bytes.count / 1024 + 1)
        if !closesAtOnce(UInt8(ascii: "]")) {
            repeat {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
                meetings.append(try parseMeetingObject(order: &order))
            } while try !closesAfterItem(UInt8(ascii: "]"))
        }
        try expectEnd()
        return meetings
    }

    /// The member names of the previous meeting, in order, as places in the input. Servers write every meeting's
    /// keys in the same order, so each name is first compared with the one in the same place before: one comparison
    /// instead of a scan and a lookup.
    private struct MemberOrder {
        var names: [(start: Int, count: Int, name: MemberName)] = []
    }

    private mutating func parseMeetingObject(order: inout MemberOrder) throws(JSONParseError) -> Meeting {
        try enterContainer()
        defer { depth -= 1 }
        var builder = ReadAPIMeetingBuilder()
        if closesAtOnce(UInt8(ascii: "}")) { return builder.meeting() }
        var position = 0
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
            let key: MemberName
            if position < order.names.count, let predicted = memberName(like: order.names[position]) {
                key = predicted
            } else {
                let start = index + 1
                let (name, isPlain) = try parseMemberName()
                key = name
                if isPlain {
                    let entry = (start: start, count: index - 1 - start, name: name)
                    if position < order.names.count { order.names[position] = entry } else { order.names.append(entry) }
                }
            }
            position += 1
            try skipNameSeparator()
            switch key {
            case .known(let field):
                if let raw = plainString() {
                    builder.set(field, utf8: raw)
                } else {
                    builder.set(field, try parseValue())
                }
            case .custom(let name): builder.setCustom(name, try parseValue())
            }
        } while try !closesAfterItem(UInt8(ascii: "}"))
        return builder.meeting()
    }

    /// The bytes of a string with no escapes and no control characters, consumed; `nil` (and nothing
    /// consumed) for any other value.
    private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        // Eight bytes at a time: the lowest flagged byte of a word is the first quote, backslash or control byte.
        while end + 8 <= bytes.count {
            let flags = Self.specialBytes(UnsafeRawPointer(bytes.baseAddress! + end))
            if flags != 0 {
                end += flags.trailingZeroBitCount >> 3
                break
            }
            end += 8
        }
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                index = end + 1
                return UnsafeBufferPointer(rebasing: bytes[start..<end])
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            end += 1
        }
        return nil
    }

    /// The high bit of each of the eight bytes at `pointer` that is `"`, `\` or below 0x20, read as a little-endian
    /// word (SWAR: the classic "has zero byte" and "has byte less than" tests). A byte above a flagged one may be
    /// flagged wrongly, but the lowest flag is always right.
    private static func specialBytes(_ pointer: UnsafeRawPointer) -> UInt64 {
        let word = UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self))
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
        let control = (word &- ones &* 0x20) & ~word & highBits
        return control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }

    private enum MemberName {
        case known(ReadAPIMeetingField)
        case custom(String)
    }

    /// The member name at `index` if it has the bytes of `previous` (an earlier name without escapes), consumed.
    private mutating func memberName(like previous: (start: Int, count: Int, name: MemberName)) -> MemberName? {
        let end = index + 1 + previous.count
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\""),
            bytesEqual(bytes.baseAddress! + index + 1, bytes.baseAddress! + previous.start, count: previous.count)
        else { return nil }
        index = end + 1
        return previous.name
    }

    /// A member name, and whether it was written without escapes: a known key is recognised from its bytes; others
    /// (and escaped names) become strings.
    private mutating func parseMemberName() throws(JSONParseError) -> (name: MemberName, isPlain: Bool) {
        guard let name = plainString() else {
            let name = try parseString()
            return (ReadAPIMeetingField(key: name).map(MemberName.known) ?? .custom(name), false)
        }
        let raw = UnsafeRawBufferPointer(name)
        if let field = ReadAPIMeetingField.lookup(raw) { return (.known(field), true) }
        return (.custom(String(decoding: raw, as: UTF8.self)), true)
    }
}
