import GRDB

/// A `changes` row: who changed what and when, with the object before and after.
struct ChangeRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "changes"

    /// `nil` until the change is inserted.
    var rowID: Int?
    var userID: Int?
    var serviceBodyID: Int
    var language: String
    /// Seconds since 1970.
    var date: Int
    /// `c_comdef_meeting`, `c_comdef_format`, …
    var objectClass: String
    var beforeID: Int?
    var beforeLanguage: String?
    var afterID: Int?
    var afterLanguage: String?
    /// `comdef_change_type_new`, `…_change`, `…_delete`, `…_rollback`.
    var type: String
    var before: String?
    var after: String?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case rowID = "id_bigint"
        case userID = "user_id_bigint"
        case serviceBodyID = "service_body_id_bigint"
        case language = "lang_enum"
        case date = "change_date"
        case objectClass = "object_class_string"
        case beforeID = "before_id_bigint"
        case beforeLanguage = "before_lang_enum"
        case afterID = "after_id_bigint"
        case afterLanguage = "after_lang_enum"
        case type = "change_type_enum"
        case before = "before_object"
        case after = "after_object"
    }

    var id: Int { rowID ?? 0 }

    mutating func didInsert(_ inserted: InsertionSuccess) { rowID = Int(inserted.rowID) }
}
