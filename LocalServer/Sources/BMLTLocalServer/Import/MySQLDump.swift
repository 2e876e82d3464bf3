/// A reader of MySQL dumps (`mysqldump` output): the columns of each `CREATE TABLE` and the rows of each `INSERT`.
///
/// It understands what BMLT dumps contain: backtick identifiers, multi-row and multi-statement `INSERT`s (with or
/// without a column list), MySQL string escapes (`\'`, `\"`, `\\`, `\n`, `\r`, `\t`, `\0`, `\Z`, `\b`) and doubled
/// quotes, `NULL`, numbers, hex and `_binary` literals, and `--`, `#` and `/* */` comments. Everything else (`SET`,
/// `LOCK TABLES`, conditional comments) is skipped.
struct MySQLDump {
    /// One table of the dump.
    struct Table {
        var name: String
        /// Column names in order, from `CREATE TABLE` (or the first `INSERT`'s column list).
        var columns: [String] = []
        /// Rows of values; `nil` is SQL `NULL`.
        var rows: [[String?]] = []
        /// The table's `AUTO_INCREMENT` option: the id MySQL gives the next row.
        var nextID: Int?

        /// Rows of an `INSERT` whose column list differs from the table's, in the table's column order: columns the
        /// table lacks are added (earlier rows get `NULL`), columns the `INSERT` leaves out are `NULL`.
        mutating func rows(_ rows: [[String?]], orderedFrom insertColumns: [String]) -> [[String?]] {
            let added = insertColumns.filter { !columns.contains($0) }
            if !added.isEmpty {
                columns += added
                self.rows = self.rows.map { $0 + Array(repeating: nil, count: added.count) }
            }
            let positions = columns.map { insertColumns.firstIndex(of: $0) }
            return rows.map { row in positions.map { position in position.flatMap { $0 < row.count ? row[$0] : nil } } }
        }
    }

    /// Why a dump cannot be read, with the line where reading stopped.
    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var reason: String
        var description: String { "MySQL dump, line \(line): \(reason)" }

        /// The reason for text after the last statement: mysqldump ends every statement with a semicolon.
        static let cutShort = "the file ends inside a statement (is it cut short?)"
    }

    private(set) var tables: [String: Table] = [:]
    /// Table names in the order they first appear.
    private(set) var tableOrder: [String] = []

    init(_ text: String) throws {
        var scanner = Scanner(Array(text.utf8))
        var statements = 0
        do {
            while let statement = try scanner.nextStatement() {
                try handle(statement, scanner: scanner)
                statements += 1
            }
        } catch var error as ParseError where statements == 0 && error.reason == ParseError.cutShort {
            error.reason = "it is not a MySQL dump: no statement in it ends with a semicolon"
            throw error
        }
    }

    /// The table whose name ends with `suffix` (so `na_comdef_meetings_main` is found as `comdef_meetings_main`
    /// whatever the prefix).
    func table(endingWith suffix: String) -> Table? {
        tableOrder.first { $0 == suffix || $0.hasSuffix("_" + suffix) }.flatMap { tables[$0] }
    }

    private mutating func handle(_ statement: [Token], scanner: Scanner) throws {
        guard case .word(let first)? = statement.first else { return }
        switch first.uppercased() {
        case "CREATE":
            let skipped: Set<String> = ["IF", "NOT", "EXISTS", "TEMPORARY"]
            guard statement.count > 2, case .word(let kind) = statement[1], kind.uppercased() == "TABLE",
                let name = statement.dropFirst(2).first(where: { !skipped.contains($0.word?.uppercased() ?? "") })?
                    .identifier
            else { return }
            register(name)
            tables[name]?.columns = Self.columns(ofCreateTable: statement)
            if let option = statement.lastIndex(where: { $0.word?.uppercased() == "AUTO_INCREMENT" }),
                case .number(let value)? = statement[(option + 1)...].first(where: { $0 != .symbol("=") })
            {
                tables[name]?.nextID = Int(value)
            }
        case "INSERT", "REPLACE":
            try insert(statement, line: scanner.line)
        default:
            return
        }
    }

    private mutating func register(_ name: String) {
        if tables[name] == nil {
            tables[name] = Table(name: name)
            tableOrder.append(name)
        }
    }

    /// Column definitions are the identifiers that open each top-level, comma-separated part of the body, except
    /// index and constraint lines.
    private static func columns(ofCreateTable statement: [Token]) -> [String] {
        guard let open = statement.firstIndex(of: .symbol("(")) else { return [] }
        var columns: [String] = []
        var depth = 0
        var atPartStart = true
        for token in statement[(open + 1)...] {
            switch token {
            case .symbol("("): depth += 1
            case .symbol(")"):
                if depth == 0 { return columns }
                depth -= 1
            case .symbol(",") where depth == 0:
                atPartStart = true
                continue
            default: break
            }
            if atPartStart {
                atPartStart = false
                if let identifier = token.identifier, token.isQuotedIdentifier { columns.append(identifier) }
            }
        }
        return columns
    }

    private mutating func insert(_ statement: [Token], line: Int) throws {
        // INSERT [IGNORE] INTO `table` [(`a`, `b`)] VALUES (…), (…)
        guard var index = statement.firstIndex(where: { $0.word?.uppercased() == "INTO" }).map({ $0 + 1 }),
            index < statement.count, let name = statement[index].identifier
        else {
            throw ParseError(line: line, reason: "INSERT without a table name")
        }
        register(name)
        index += 1
        var insertColumns: [String]?
        if index < statement.count, statement[index] == .symbol("(") {
            var columns: [String] = []
            index += 1
            while index < statement.count, statement[index] != .symbol(")") {
                if let column = statement[index].identifier { columns.append(column) }
                index += 1
            }
            index += 1
            if tables[name]!.columns.isEmpty { tables[name]!.columns = columns }
            insertColumns = columns
        }
        guard index < statement.count, statement[index].word?.uppercased() == "VALUES" else {
            throw ParseError(line: line, reason: "INSERT into \(name) without VALUES")
        }
        index += 1
        var rows: [[String?]] = []
        while index < statement.count {
            guard statement[index] == .symbol("(") else {
                index += 1
                continue
            }
            index += 1
            var row: [String?] = []
            var negative = false
            while index < statement.count, statement[index] != .symbol(")") {
                switch statement[index] {
                case .string(let value): row.append(value)
                case .number(let value):
                    row.append(negative ? "-" + value : value)
                    negative = false
                case .word(let word) where word.uppercased() == "NULL": row.append(nil)
                case .word(let word): row.append(word)
                case .symbol("-"): negative = true
                default: break
                }
                index += 1
            }
            guard index < statement.count else {
                throw ParseError(line: line, reason: "a row of \(name) is never closed")
            }
            index += 1
            let expected = insertColumns?.count ?? tables[name]!.columns.count
            guard expected == 0 || row.count == expected else {
                throw ParseError(
                    line: line,
                    reason: "row \(tables[name]!.rows.count + rows.count + 1) of \(name) has \(row.count) values for "
                        + "\(expected) columns"
                )
            }
            rows.append(row)
        }
        if let insertColumns, insertColumns != tables[name]!.columns {
            rows = tables[name]!.rows(rows, orderedFrom: insertColumns)
        }
        tables[name]!.rows.append(contentsOf: rows)
    }
}

extension MySQLDump {
    enum Token: Equatable {
        case word(String)
        case quotedIdentifier(String)
        case string(String)
        case number(String)
        case symbol(Character)

        var identifier: String? {
            switch self {
            case .quotedIdentifier(let name), .word(let name): return name
            default: return nil
            }
        }

        var isQuotedIdentifier: Bool {
            if case .quotedIdentifier = self { return true }
            return false
        }

        var word: String? {
            if case .word(let word) = self { return word }
            return nil
        }
    }

    /// Splits the dump into statements of tokens, one `;` at a time.
    struct Scanner {
        private let bytes: [UInt8]
        private var index = 0
        private(set) var line = 1

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func nextStatement() throws -> [Token]? {
            var tokens: [Token] = []
            var startLine = line
            while let token = try nextToken() {
                if token == .symbol(";") {
                    if tokens.isEmpty { continue }
                    return tokens
                }
                if tokens.isEmpty { startLine = line }
                tokens.append(token)
            }
            guard tokens.isEmpty else { throw ParseError(line: startLine, reason: ParseError.cutShort) }
            return nil
        }

        private mutating func nextToken() throws -> Token? {
            skipSpaceAndComments()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                return .string(try quoted(by: byte))
            case UInt8(ascii: "`"):
                return .quotedIdentifier(try quoted(by: byte))
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                let start = index
                while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
                return .number(String(decoding: bytes[start..<index], as: UTF8.self))
            case _ where Self.isWordByte(byte):
                let start = index
                while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                // _binary 'x' and X'hex' literals: the string that follows is the value.
                if word.lowercased() == "_binary" || word.lowercased() == "_utf8mb4" { return try nextToken() }
                if word == "X" || word == "x", index < bytes.count, bytes[index] == UInt8(ascii: "'") {
                    return .string(Self.hexDecoded(try quoted(by: UInt8(ascii: "'"))))
                }
                return .word(word)
            default:
                index += 1
                return .symbol(Character(Unicode.Scalar(byte)))
            }
        }

        private mutating func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    line += 1
                    index += 1
                    continue
                }
                if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                    index += 1
                    continue
                }
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if byte == UInt8(ascii: "#")
                    || (byte == UInt8(ascii: "-") && next == UInt8(ascii: "-")
                        && (index + 2 >= bytes.count || bytes[index + 2] == 0x20 || bytes[index + 2] == 0x0A))
                {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    // Conditional comments (/*!40101 SET … */) hold statements that do not matter here.
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    index = min(bytes.count, index + 2)
                    // A conditional comment is followed by its own ';'.
                    continue
                }
                return
            }
        }

        private mutating func quoted(by quote: UInt8) throws -> String {
            let startLine = line
            index += 1
            var value: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote {
                    if index + 1 < bytes.count, bytes[index + 1] == quote {
                        value.append(quote)
                        index += 2
                        continue
                    }
                    index += 1
                    return String(decoding: value, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\"), quote != UInt8(ascii: "`"), index + 1 < bytes.count {
                    let escaped = bytes[index + 1]
                    switch escaped {
                    case UInt8(ascii: "n"): value.append(0x0A)
                    case UInt8(ascii: "r"): value.append(0x0D)
                    case UInt8(ascii: "t"): value.append(0x09)
                    case UInt8(ascii: "0"): value.append(0x00)
                    case UInt8(ascii: "b"): value.append(0x08)
                    case UInt8(ascii: "Z"): value.append(0x1A)
                    // \% and \_ keep their backslash in MySQL.
                    case UInt8(ascii: "%"), UInt8(ascii: "_"): value.append(contentsOf: [byte, escaped])
                    default: value.append(escaped)
                    }
                    if escaped == 0x0A { line += 1 }
                    index += 2
                    continue
                }
                if byte == 0x0A { line += 1 }
                value.append(byte)
                index += 1
            }
            throw ParseError(line: startLine, reason: "a quoted value is never closed (is the file cut short?)")
        }

        private static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "$") || byte >= 0x80
        }

        private static func isNumberByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }

        private static func hexDecoded(_ hex: String) -> String {
            var bytes: [UInt8] = []
            var iterator = hex.utf8.makeIterator()
            while let high = iterator.next(), let low = iterator.next() {
                guard let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) else { break }
                bytes.append(value)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
