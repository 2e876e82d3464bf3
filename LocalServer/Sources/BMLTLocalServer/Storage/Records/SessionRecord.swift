import GRDB

/// A `sessions` row: a logged-in session of 2.x's `json.php` (a PHP session) or of 4.x's `LegacyAdminController`.
struct SessionRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "sessions"

    /// The cookie's value.
    var id: String
    var userID: Int
    /// Seconds since 1970.
    var createdAt: Int

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case userID = "user_id"
        case createdAt = "created_at"
    }
}
