/// A service body's meetings in the NA World Services format (`GetNAWSDump`, CSV).
///
/// Columns are kept as the server sent them, so a newer server's extra columns are not lost; the common ones have
/// typed accessors on ``Row``.
public struct NAWSExport: Hashable, Codable, Sendable {
    /// The column names of the header row, in order.
    public var columns: [String]
    public var rows: [Row]

    public init(columns: [String], rows: [Row]) {
        self.columns = columns
        self.rows = rows
    }

    /// The export as the NAWS CSV file that World Services takes, written as a 2.x server writes it: the header row,
    /// then a row per meeting, every value in double quotes, lines separated by a line feed.
    public var csvText: String {
        ([columns] + rows.map { row in columns.map { row.values[$0] ?? "" } })
            .map { $0.map(CSVText.quoted).joined(separator: ",") }
            .joined(separator: "\n")
    }

    /// One meeting of the export.
    public struct Row: Hashable, Codable, Sendable {
        /// Every column's value, by column name.
        public var values: [String: String]

        public init(values: [String: String]) {
            self.values = values
        }

        /// The value of a column, `nil` when empty or absent.
        public subscript(column: String) -> String? {
            guard let value = values[column], !value.isEmpty else { return nil }
            return value
        }

        /// The meeting's id on the BMLT server (`bmlt_id`).
        public var meetingID: Int? { self["bmlt_id"].flatMap { Int($0) } }
        /// The NAWS committee code (`Committee`).
        public var committee: String? { self["Committee"] }
        /// The meeting's name (`CommitteeName`).
        public var committeeName: String? { self["CommitteeName"] }
        /// The weekday's English name (`Day`).
        public var day: String? { self["Day"] }
        /// The start time as `HHMM` (`Time`).
        public var time: String? { self["Time"] }
        /// Whether the row reports a deleted meeting (`Delete` = `D`).
        public var isDeleted: Bool { self["Delete"] == "D" }
        /// Whether the meeting is unpublished (`unpublished` = `1`).
        public var isUnpublished: Bool { self["unpublished"] == "1" }
        /// The NAWS format codes (`Format1` … `Format5`).
        public var formatCodes: [String] { (1...5).compactMap { self["Format\($0)"] } }
    }
}
