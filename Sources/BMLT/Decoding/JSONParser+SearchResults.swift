/// The specialised parser for search results: meetings straight from the bytes, with no ``JSONValue`` tree for the
/// list or its objects and no `String` for a known key.
///
/// It reads a list of meetings, or the list inside a `get_used_formats` answer. It applies the same
/// ``ReadAPIMeetingBuilder`` rules as the generic decoder, so both give the same meetings; any shape it does not
/// expect (a 2.x `{}`, another object, an element that is not an object, invalid JSON) makes it step aside so the
/// generic decoder gives its own answer or its own error.
extension JSONParser {
    /// The meetings of a body that is a JSON array of objects, or `nil` for any other body.
    static func meetingList(_ bytes: UnsafeBufferPointer<UInt8>) -> [Meeting]? {
        var parser = JSONParser(bytes)
        return try? parser.parseMeetingList()
    }

    /// The meeting of the JSON object that `bytes` starts with, and the offset just past its closing brace; what
    /// follows the object is not read. `order` carries the member names from one call to the next.
    static func meeting(
        startOf bytes: UnsafeBufferPointer<UInt8>,
        order: inout MemberOrder
    ) throws(JSONParseError) -> (meeting: Meeting, end: Int) {
        var parser = JSONParser(bytes)
        guard bytes.first == UInt8(ascii: "{") else { throw parser.fail("expected an object") }
        let meeting = try parser.parseMeetingObject(order: &order)
        return (meeting, parser.index)
    }

    /// The meetings of a `get_used_formats` answer (`{"meetings": […], "formats": […]}`) and its formats value, or
    /// `nil` when its meetings are not an array of objects or the body is not such an object. As the generic decoder
    /// does, the first member of each name counts and any other member is passed over; the formats, a short list,
    /// are left to the generic rules.
    static func meetingsAndFormats(_ bytes: UnsafeBufferPointer<UInt8>) -> (meetings: [Meeting], formats: JSONValue?)? {
        var parser = JSONParser(bytes)
        return try? parser.parseMeetingsAndFormats()
    }

    private mutating func parseMeetingList() throws(JSONParseError) -> [Meeting]? {
        skipByteOrderMark()
        skipWhitespace()
        guard let meetings = try parseMeetingArray() else { return nil }
        try expectEnd()
        return meetings
    }

    private mutating func parseMeetingsAndFormats()
        throws(JSONParseError) -> (meetings: [Meeting], formats: JSONValue?)?
    {
        skipByteOrderMark()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        try enterContainer()
        var meetings: [Meeting]?
        var formats: JSONValue?
        if !closesAtOnce(UInt8(ascii: "}")) {
            repeat {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                let name = try parseString()
                try skipNameSeparator()
                if name == "meetings", meetings == nil {
                    // Anything but an array of objects (a 2.x server's `{}`, `null`) is the generic decoder's.
                    guard let list = try parseMeetingArray() else { return nil }
                    meetings = list
                } else if name == "formats", formats == nil {
                    formats = try parseValue()
                } else {
                    _ = try parseValue()
                }
            } while try !closesAfterItem(UInt8(ascii: "}"))
        }
        try expectEnd()
        return (meetings ?? [], formats)
    }

    /// The array of meeting objects at `index`, or `nil` when the value there is not an array of objects.
    private mutating func parseMeetingArray() throws(JSONParseError) -> [Meeting]? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        try enterContainer()
        defer { depth -= 1 }
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
        return meetings
    }

    /// The member names of the previous meeting, in order. Servers write every meeting's keys in the same order, so
    /// each name is first compared with the one in the same place before: one comparison instead of a scan and a
    /// lookup.
    ///
    /// A known name's bytes are the field table's, which live as long as the process, and a custom name's are its
    /// string's; neither points into the input, so the order carries over from one buffer to the next (the
    /// streaming decoder's elements).
    struct MemberOrder {
        fileprivate var names: [MemberName] = []
    }

    private mutating func parseMeetingObject(order: inout MemberOrder) throws(JSONParseError) -> Meeting {
        try enterContainer()
        defer { depth -= 1 }
        var meeting = Meeting(id: 0, serviceBodyID: 0, name: "")
        var builder = ReadAPIMeetingBuilder()
        if closesAtOnce(UInt8(ascii: "}")) {
            builder.finish(&meeting)
            return meeting
        }
        var position = 0
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
            let key: MemberName
            if position < order.names.count, case let predicted = order.names[position], consumeMemberName(predicted) {
                key = predicted
            } else {
                let (name, isPlain) = try parseMemberName()
                key = name
                if isPlain {
                    if position < order.names.count { order.names[position] = name } else { order.names.append(name) }
                }
            }
            position += 1
            try skipNameSeparator()
            switch key {
            case .known(let field, _):
                if let raw = plainString() {
                    builder.set(field, utf8: raw, in: &meeting)
                } else {
                    builder.set(field, try parseValue(), in: &meeting)
                }
            case .custom(let name):
                // Empty text adds no custom field: a plain empty string is skipped without making a value of it.
                if let raw = plainString() {
                    if !raw.isEmpty {
                        builder.setCustom(name, .string(String(decoding: raw, as: UTF8.self)), in: &meeting)
                    }
                } else {
                    builder.setCustom(name, try parseValue(), in: &meeting)
                }
            }
        } while try !closesAfterItem(UInt8(ascii: "}"))
        builder.finish(&meeting)
        return meeting
    }

    /// The bytes of a string with no escapes and no control characters, consumed; `nil` (and nothing
    /// consumed) for any other value.
    @inline(__always)
    private mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        // Eight bytes at a time: the lowest flagged byte of a word is the first quote, backslash or control byte.
        var end = Self.firstFlagged(in: bytes, from: start, Self.specialBytes)
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

    /// A member name: a known field, with its key's bytes in the field table, or a custom name.
    fileprivate enum MemberName {
        case known(ReadAPIMeetingField, key: UnsafeBufferPointer<UInt8>)
        case custom(String)
    }

    /// Whether the member name at `index` is `previous` (an earlier name without escapes); consumed if so.
    @inline(__always)
    private mutating func consumeMemberName(_ previous: MemberName) -> Bool {
        let start = index + 1
        let matches: Bool
        switch previous {
        case .known(_, let key):
            matches = nameEquals(key.baseAddress!, count: key.count, at: start)
        case .custom(let name):
            matches =
                name.utf8.withContiguousStorageIfAvailable { key in
                    key.baseAddress.map { nameEquals($0, count: key.count, at: start) } ?? false
                } ?? false
        }
        return matches
    }

    /// Whether the name starting at `start` is these `count` bytes then a quote; consumed if so.
    @inline(__always)
    private mutating func nameEquals(_ key: UnsafePointer<UInt8>, count: Int, at start: Int) -> Bool {
        let end = start + count
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\""),
            bytesEqual(bytes.baseAddress! + start, key, count: count)
        else { return false }
        index = end + 1
        return true
    }

    /// A member name, and whether it was written without escapes: a known key is recognised from its bytes; others
    /// (and escaped names) become strings.
    private mutating func parseMemberName() throws(JSONParseError) -> (name: MemberName, isPlain: Bool) {
        guard let name = plainString() else {
            var name = try parseString()
            let known = name.withUTF8 { ReadAPIMeetingField.lookupKey(UnsafeRawBufferPointer($0)) }
            return (known.map { .known($0.field, key: $0.key) } ?? .custom(name), false)
        }
        let raw = UnsafeRawBufferPointer(name)
        if let known = ReadAPIMeetingField.lookupKey(raw) { return (.known(known.field, key: known.key), true) }
        return (.custom(String(decoding: raw, as: UTF8.self)), true)
    }
}
