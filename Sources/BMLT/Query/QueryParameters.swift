/// An ordered list of query parameters, encoded the way PHP servers decode them.
///
/// Multi-valued parameters use PHP's `name[]=` form, which every server version reads as a list (a repeated name
/// without brackets keeps only the last value, and comma lists are not accepted everywhere). Values are
/// percent-encoded strictly: `&`, `=`, `+` and `#` in a search text reach the server as typed.
@_spi(BMLTInternal) public struct QueryParameters: Hashable, Sendable, Sequence {
    /// The parameters as name–value pairs, in order; list parameters appear once per value with `[]` on the name.
    @_spi(BMLTInternal) public private(set) var items: [(name: String, value: String)]

    @_spi(BMLTInternal) public init(_ items: [(name: String, value: String)] = []) {
        self.items = items
    }

    @_spi(BMLTInternal) public mutating func append(_ name: String, _ value: String) {
        items.append((name, value))
    }

    /// Appends one `name[]=value` per value (nothing for an empty list).
    @_spi(BMLTInternal) public mutating func appendList(_ name: String, _ values: [String]) {
        for value in values { items.append((name + "[]", value)) }
    }

    @_spi(BMLTInternal) public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        items.makeIterator()
    }

    /// The values of a parameter (with or without `[]`).
    @_spi(BMLTInternal) public func values(of name: String) -> [String] {
        items.filter { $0.name == name || $0.name == name + "[]" }.map(\.value)
    }

    /// The percent-encoded query string, without the leading `?`.
    @_spi(BMLTInternal) public var encoded: String {
        items.map { Self.percentEncode($0.name) + "=" + Self.percentEncode($0.value) }.joined(separator: "&")
    }

    /// Percent-encodes everything but unreserved characters and the comma (which servers split lists on).
    @_spi(BMLTInternal) public static func percentEncode(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: ","):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }

    @_spi(BMLTInternal) public static func == (lhs: QueryParameters, rhs: QueryParameters) -> Bool {
        lhs.items.elementsEqual(rhs.items) { $0.name == $1.name && $0.value == $1.value }
    }

    @_spi(BMLTInternal) public func hash(into hasher: inout Hasher) {
        for item in items {
            hasher.combine(item.name)
            hasher.combine(item.value)
        }
    }

    /// A number as PHP reads it: integral values without a fraction (`2`, not `2.0`), others in shortest form.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// The parameters with one more in front.
    func prepending(_ name: String, _ value: String) -> QueryParameters {
        QueryParameters([(name, value)] + items)
    }
}
