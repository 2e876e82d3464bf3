import GRDB

/// A `meeting_data` row: one data field of a meeting (up to 255 bytes), or with meeting id 0 a field's template
/// (its prompt, visibility and language).
struct MeetingDataRecord: FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "meeting_data"

    enum Columns {
        static let id = Column("id")
        static let meetingID = Column("meetingid_bigint")
        static let key = Column("key")
    }

    /// The columns in the order ``init(row:)`` reads them by position: a catalog reads every row of the table.
    static var databaseSelection: [any SQLSelectable] {
        [
            Columns.id, Columns.meetingID, Columns.key, Column("field_prompt"), Column("lang_enum"),
            Column("visibility"),
            Column("data_string"), Column("data_bigint"), Column("data_double"),
        ]
    }

    /// `nil` until the row is inserted.
    var id: Int?
    /// 0 for a template.
    var meetingID: Int
    var key: String
    var prompt: String?
    var language: String?
    var visibility: Int?
    var text: String?
    /// Where 2.x kept a number (a postal code, say) instead of ``text``.
    var integer: Int?
    var real: Double?

    init(
        meetingID: Int,
        key: String,
        prompt: String?,
        language: String?,
        visibility: Int?,
        text: String?
    ) {
        self.meetingID = meetingID
        self.key = key
        self.prompt = prompt
        self.language = language
        self.visibility = visibility
        self.text = text
    }

    init(row: Row) {
        id = row[0]
        meetingID = row[1]
        key = row[2]
        prompt = row[3]
        language = row[4]
        visibility = row[5]
        text = row[6]
        integer = row[7]
        real = row[8]
    }

    /// A row as ``init(row:)`` reads it, but a meeting's value without its prompt, language and visibility (every
    /// value repeats its template's), which only a template's row needs: a catalog reads half a million rows.
    init(valueRow row: Row) {
        let meetingID: Int = row[1]
        guard meetingID != 0 else {
            self.init(row: row)
            return
        }
        self.init(meetingID: meetingID, key: row[2], prompt: nil, language: nil, visibility: nil, text: row[6])
        id = row[0]
        integer = row[7]
        real = row[8]
    }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["meetingid_bigint"] = meetingID
        container["key"] = key
        container["field_prompt"] = prompt
        container["lang_enum"] = language
        container["visibility"] = visibility
        container["data_string"] = text
        container["data_bigint"] = integer
        container["data_double"] = real
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = Int(inserted.rowID) }

    /// Whether the template row holds a default value (2.x prefixes the values of fields without one with
    /// `Prompt#@-@#`).
    var hasValue: Bool { text != nil || integer != nil || real != nil }

    /// The value as 2.16.6 reads it: the text, else the number it kept instead.
    var textOrNumber: String? { text ?? integer.map(String.init) ?? real.map { "\($0)" } }
}

/// A `meeting_longdata` row: a data field of a meeting longer than 255 bytes.
struct MeetingLongDataRecord: FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "meeting_longdata"

    enum Columns {
        static let id = Column("id")
        static let meetingID = Column("meetingid_bigint")
    }

    /// The columns in the order ``init(row:)`` reads them by position.
    static var databaseSelection: [any SQLSelectable] {
        [
            Columns.id, Columns.meetingID, Column("key"), Column("field_prompt"), Column("lang_enum"),
            Column("visibility"),
            Column("data_blob"),
        ]
    }

    /// `nil` until the row is inserted.
    var id: Int?
    var meetingID: Int
    var key: String
    var prompt: String?
    var language: String?
    var visibility: Int?
    var text: String?

    init(meetingID: Int, key: String, prompt: String?, language: String?, visibility: Int?, text: String?) {
        self.meetingID = meetingID
        self.key = key
        self.prompt = prompt
        self.language = language
        self.visibility = visibility
        self.text = text
    }

    init(row: Row) {
        id = row[0]
        meetingID = row[1]
        key = row[2]
        prompt = row[3]
        language = row[4]
        visibility = row[5]
        text = row[6]
    }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["meetingid_bigint"] = meetingID
        container["key"] = key
        container["field_prompt"] = prompt
        container["lang_enum"] = language
        container["visibility"] = visibility
        container["data_blob"] = text
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = Int(inserted.rowID) }
}
