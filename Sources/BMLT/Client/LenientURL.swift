public import Foundation

// `URL(string:)` percent-encodes what RFC 3986 forbids (a space, `é`, `|`) since iOS 17, macOS 14, tvOS 17 and
// watchOS 10, and on Linux; before those it returns nil. Text from servers and people (a root URL, a meeting's
// virtual link, a `Location` header, a server list entry) goes through `URL(lenient:)` instead, which encodes that text
// itself where the OS refused it, so that every OS gives the same URL.
extension URL {
    /// The URL that `URL(string:relativeTo:)` of iOS 17 and later makes of `text`: parsed as it is when the OS
    /// accepts it, otherwise with ``URLText/encodingForbiddenCharacters(_:)``. A scheme or host the OS refuses stays
    /// refused (a host name beyond ASCII too, which only the newer parser turns into punycode).
    @_spi(BMLTInternal) public init?(lenient text: String, relativeTo base: URL? = nil) {
        if let url = URL(string: text, relativeTo: base) {
            self = url
            return
        }
        let encoded = URLText.encodingForbiddenCharacters(text)
        guard encoded != text, let url = URL(string: encoded, relativeTo: base) else { return nil }
        self = url
    }
}

/// URL text as RFC 3986 writes it.
@_spi(BMLTInternal) public enum URLText {
    /// `text` with each of its user, password, path, query and fragment that holds a byte RFC 3986 forbids there (or a
    /// `%` that starts no escape) percent-encoded whole, its `%` too, as UTF-8, as the URL parser of iOS 17 and later
    /// does; a part without one, and the scheme, host and port, are left as they are.
    public static func encodingForbiddenCharacters(_ text: String) -> String {
        var encoder = Encoder(bytes: Array(text.utf8))
        encoder.encode()
        return String(decoding: encoder.output, as: UTF8.self)
    }

    private struct Encoder {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []

        init(bytes: [UInt8]) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count)
        }

        mutating func encode() {
            if let schemeEnd = schemeEnd() { copy(upTo: schemeEnd + 1) }
            if bytes[index...].starts(with: [Byte.slash, Byte.slash]) {
                copy(upTo: index + 2)
                let authorityEnd = end(at: [Byte.slash, Byte.question, Byte.hash])
                if let at = bytes[index..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) {
                    let colon = bytes[index..<at].firstIndex(of: UInt8(ascii: ":")) ?? at
                    part(upTo: colon, allowing: Byte.isUserInformation)
                    copy(upTo: min(colon + 1, at))
                    part(upTo: at, allowing: Byte.isUserInformation)
                }
                copy(upTo: authorityEnd)
            }
            part(upTo: end(at: [Byte.question, Byte.hash]), allowing: Byte.isPath)
            if index < bytes.count, bytes[index] == Byte.question {
                copy(upTo: index + 1)
                part(upTo: end(at: [Byte.hash]), allowing: Byte.isQueryOrFragment)
            }
            if index < bytes.count {
                copy(upTo: index + 1)
                part(upTo: bytes.count, allowing: Byte.isQueryOrFragment)
            }
        }

        /// The index of the `:` that ends a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`), if the text starts
        /// with one.
        func schemeEnd() -> Int? {
            guard let first = bytes.first, Byte.isLetter(first) else { return nil }
            for (offset, byte) in bytes.enumerated().dropFirst() {
                if byte == UInt8(ascii: ":") { return offset }
                guard Byte.isLetter(byte) || Byte.isDigit(byte) || "+-.".utf8.contains(byte) else { return nil }
            }
            return nil
        }

        func end(at stops: [UInt8]) -> Int {
            bytes[index...].firstIndex(where: stops.contains) ?? bytes.count
        }

        mutating func copy(upTo end: Int) {
            output += bytes[index..<end]
            index = end
        }

        /// The part up to `end`: as it is when every byte is `allowed` or in an escape, otherwise with every other
        /// byte, each `%` among them, encoded.
        mutating func part(upTo end: Int, allowing allowed: (UInt8) -> Bool) {
            let part = bytes[index..<end]
            let isValid = part.indices.allSatisfy { offset in
                guard part[offset] == UInt8(ascii: "%") else { return allowed(part[offset]) }
                return offset + 2 < end && Byte.isHexDigit(part[offset + 1]) && Byte.isHexDigit(part[offset + 2])
            }
            guard !isValid else { return copy(upTo: end) }
            for byte in part {
                if allowed(byte) {
                    output.append(byte)
                } else {
                    output += [UInt8(ascii: "%"), Byte.hexDigits[Int(byte >> 4)], Byte.hexDigits[Int(byte & 0xF)]]
                }
            }
            index = end
        }
    }

    /// RFC 3986's character classes, for ASCII bytes (any other byte is in none).
    private enum Byte {
        static let slash = UInt8(ascii: "/")
        static let question = UInt8(ascii: "?")
        static let hash = UInt8(ascii: "#")
        static let hexDigits = Array("0123456789ABCDEF".utf8)

        static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (0x61...0x66).contains(byte | 0x20) }
        static func isUnreserved(_ byte: UInt8) -> Bool {
            isLetter(byte) || isDigit(byte) || "-._~".utf8.contains(byte)
        }
        static func isSubDelimiter(_ byte: UInt8) -> Bool { "!$&'()*+,;=".utf8.contains(byte) }
        static func isUserInformation(_ byte: UInt8) -> Bool {
            isUnreserved(byte) || isSubDelimiter(byte) || byte == UInt8(ascii: ":")
        }
        /// `pchar` and `/`.
        static func isPath(_ byte: UInt8) -> Bool {
            isUserInformation(byte) || byte == UInt8(ascii: "@") || byte == slash
        }
        static func isQueryOrFragment(_ byte: UInt8) -> Bool { isPath(byte) || byte == question }
    }
}
