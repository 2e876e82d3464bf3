/// Meetings as RFC 4180 comma-separated values for spreadsheets: a UTF-8 byte order mark (without which Excel reads
/// the text as its own code page), a header of read-API field keys, then a row per meeting.
enum CSVExport {
    static func text(_ meetings: [Meeting], guardsFormulas: Bool = true) -> String {
        let keys = MeetingExporter.fieldKeys(of: meetings)
        var lines = [keys.map(CSVText.field).joined(separator: ",")]
        for meeting in meetings {
            let fields = meeting.readAPIFields
            lines.append(
                keys.map { key in
                    let value = fields[key] ?? ""
                    return CSVText.field(guardsFormulas ? spreadsheetSafe(value) : value)
                }.joined(separator: ",")
            )
        }
        return "\u{FEFF}" + lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The value with a `'` before it where a spreadsheet would run it as a formula: text (not a number, such as a
    /// longitude) beginning with `=`, `+`, `-`, `@`, a tab or a carriage return, as OWASP's advice on CSV injection
    /// has it. Spreadsheets show the value without the `'`.
    static func spreadsheetSafe(_ value: String) -> String {
        guard let first = value.first, "=+-@\t\r".contains(first), Double(value) == nil else { return value }
        return "'" + value
    }
}
