/// The rows of one `INSERT INTO … VALUES (…),(…);` line of a MySQL dump, each value as its SQL literal (`'it\'s'`,
/// `NULL`, `-73.88`), untouched.
struct Rows {
    /// Column positions by name.
    let columns: [String: Int]
    var rows: [[String]] = []

    init(_ line: Substring, columns names: [String]) throws(WorldData.Failure) {
        columns = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let bytes = Array(line.utf8)
        guard let values = Self.find(Array(" VALUES ".utf8), in: bytes) else {
            throw WorldData.Failure(description: "an INSERT without VALUES: \(line.prefix(60))")
        }
        var index = values
        var row: [String] = []
        var valueStart = 0
        var depth = 0
        func value(endingAt end: Int) -> String {
            var literal = bytes[valueStart..<end]
            while let first = literal.first, first == UInt8(ascii: " ") { literal = literal.dropFirst() }
            while let last = literal.last, last == UInt8(ascii: " ") { literal = literal.dropLast() }
            return String(decoding: literal, as: UTF8.self)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                // A string: a backslash escapes the next byte; a doubled quote is one quote.
                index += 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if bytes[index] == byte {
                        if index + 1 < bytes.count, bytes[index + 1] == byte {
                            index += 2
                            continue
                        }
                        break
                    }
                    index += 1
                }
            case UInt8(ascii: "("):
                depth += 1
                if depth == 1 {
                    row = []
                    valueStart = index + 1
                }
            case UInt8(ascii: ","):
                if depth == 1 {
                    row.append(value(endingAt: index))
                    valueStart = index + 1
                }
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 {
                    row.append(value(endingAt: index))
                    guard row.count == names.count else {
                        throw WorldData.Failure(
                            description: "row \(rows.count + 1) has \(row.count) values for \(names.count) columns"
                        )
                    }
                    rows.append(row)
                }
            default: break
            }
            index += 1
        }
        guard depth == 0 else { throw WorldData.Failure(description: "an INSERT ends inside a row") }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}
