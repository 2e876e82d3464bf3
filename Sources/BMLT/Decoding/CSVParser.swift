/// An RFC 4180 CSV reader: quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF or LF; a
/// leading byte order mark is skipped.
enum CSVParser {
    static func parse(_ text: String) throws -> [[String]] {
        let text = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var inQuotes = false
        var fieldWasQuoted = false
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        func endRow() {
            row.append(field)
            // A trailing blank line is not a row.
            if !(row.count == 1 && row[0].isEmpty && !fieldWasQuoted) { rows.append(row) }
            row = []
            field = ""
            fieldWasQuoted = false
        }
        while let scalar = pending {
            pending = iterator.next()
            if inQuotes {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = iterator.next()
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
            case ",":
                row.append(field)
                field = ""
                fieldWasQuoted = false
            case "\r":
                if pending == "\n" { pending = iterator.next() }
                endRow()
            case "\n":
                endRow()
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if inQuotes {
            throw BMLTError(code: .unexpectedShape, reason: "The CSV ends inside a quoted field.")
        }
        if !field.isEmpty || !row.isEmpty || fieldWasQuoted { endRow() }
        return rows
    }
}

extension NAWSExport {
    /// A `GetNAWSDump` CSV answer: a header row, then one row per meeting.
    static func csv(_ text: String) throws -> NAWSExport {
        let rows = try CSVParser.parse(text)
        guard let header = rows.first, header.contains("bmlt_id") || header.contains("Committee") else {
            throw BMLTError(code: .unexpectedShape, reason: "The NAWS export has no header row with its columns.")
        }
        return NAWSExport(
            columns: header,
            rows: rows.dropFirst().map { values in
                var byColumn: [String: String] = [:]
                for (column, value) in zip(header, values) { byColumn[column] = value }
                return Row(values: byColumn)
            }
        )
    }
}
