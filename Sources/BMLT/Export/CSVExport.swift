/// Meetings as RFC 4180 comma-separated values: a header of read-API field keys, then a row per meeting.
enum CSVExport {
    static func text(_ meetings: [Meeting]) -> String {
        let keys = MeetingExporter.fieldKeys(of: meetings)
        var lines = [keys.map(CSVText.field).joined(separator: ",")]
        for meeting in meetings {
            let fields = meeting.readAPIFields
            lines.append(keys.map { CSVText.field(fields[$0] ?? "") }.joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
