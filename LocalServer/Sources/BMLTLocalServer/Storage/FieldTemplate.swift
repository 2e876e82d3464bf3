import GRDB

/// A data field's template: the `meeting_data` row with meeting id 0 that gives the field's prompt, language and
/// visibility, which every meeting's row of the field is stored with.
struct FieldTemplate: Sendable {
    var key: String
    var prompt: String
    var language: String
    var visibility: Int?
    /// Whether the template row holds a default value (2.x prefixes the values of fields without one with
    /// `Prompt#@-@#`).
    var hasDefault: Bool

    init(_ row: MeetingDataRecord) {
        key = row.key
        prompt = row.prompt ?? row.key
        language = row.language ?? "en"
        visibility = row.visibility
        hasDefault = row.hasValue
    }

    /// Adds an English template whose default value is its prompt, as a fresh install's are.
    static func insert(key: String, prompt: String, visibility: Int?, into db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO meeting_data (meetingid_bigint, key, field_prompt, lang_enum, visibility, data_string)
                VALUES (0, ?, ?, 'en', ?, ?)
                """,
            arguments: [key, prompt, visibility, prompt]
        )
    }

    /// The templates as stored, in row order (a key may have one per language).
    static func all(in db: Database) throws -> [FieldTemplate] {
        try MeetingDataRecord.filter(MeetingDataRecord.Columns.meetingID == 0).order(MeetingDataRecord.Columns.id)
            .fetchAll(db).map(FieldTemplate.init)
    }
}
