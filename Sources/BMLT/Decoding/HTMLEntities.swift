/// Decodes the HTML entities PHP's `htmlspecialchars` writes into some server texts (change details on 2.x servers).
enum HTMLEntities {
    private static let named: [Substring: Character] = [
        "quot": "\"", "amp": "&", "apos": "'", "lt": "<", "gt": ">", "nbsp": "\u{00A0}", "#039": "'",
    ]

    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        result.reserveCapacity(text.count)
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";") else {
                result.append("&")
                rest = rest[afterAmpersand...]
                continue
            }
            let name = rest[afterAmpersand..<semicolon]
            if let character = named[name] ?? numeric(name) {
                result.append(character)
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest[afterAmpersand...]
            }
        }
        result += rest
        return result
    }

    private static func numeric(_ name: Substring) -> Character? {
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
}
