import GRDB

/// A `personal_access_tokens` row: a bearer token of the administration API (Sanctum's).
struct AccessTokenRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "personal_access_tokens"

    /// `nil` until the token is inserted.
    var id: Int?
    var userID: Int
    var secret: String
    /// Seconds since 1970.
    var createdAt: Int
    /// Seconds since 1970; `nil` until a refresh shortens the token's life.
    var expiresAt: Int?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case userID = "user_id"
        case secret
        case createdAt = "created_at"
        case expiresAt = "expires_at"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = Int(inserted.rowID) }
}
