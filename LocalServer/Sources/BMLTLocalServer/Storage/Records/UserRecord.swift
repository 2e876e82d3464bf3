import GRDB

/// A `users` row.
struct UserRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "users"
    /// The row id, `nil` until the user is inserted.
    var rowID: Int?
    var level: Int
    var name: String
    var description: String
    var email: String
    var login: String
    var passwordHash: String
    var lastAccess: String?
    var language = "en"
    var ownerID: Int

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case rowID = "id_bigint"
        case level = "user_level_tinyint"
        case name = "name_string"
        case description = "description_string"
        case email = "email_address_string"
        case login = "login_string"
        case passwordHash = "password_string"
        case lastAccess = "last_access_datetime"
        case language = "lang_enum"
        case ownerID = "owner_id_bigint"
    }

    var id: Int { rowID ?? 0 }

    mutating func didInsert(_ inserted: InsertionSuccess) { rowID = Int(inserted.rowID) }

    /// The user who logs in with `login`: whose password both administration interfaces check.
    static func find(login: String, in db: Database) throws -> UserRecord? {
        try filter(CodingKeys.login == login).fetchOne(db)
    }
}
