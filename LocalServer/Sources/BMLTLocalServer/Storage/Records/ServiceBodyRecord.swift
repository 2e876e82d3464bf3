import GRDB

/// A `service_bodies` row (the aggregator's `source_id` left as stored).
struct ServiceBodyRecord: Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "service_bodies"
    /// The row id, `nil` until the body is inserted.
    var rowID: Int?
    /// `sb_owner` as stored: null serialises as an empty string in change records.
    var storedParentID: Int?
    /// `sb_owner_2`, which the server only serialises.
    var secondParentID: Int?
    var name: String
    var description: String
    var type: String?
    var adminUserID: Int?
    var editors: String?
    var url: String?
    var helpline: String?
    var email: String
    var worldID: String?
    var language = "en"
    /// The aggregator's: the root server the body came from.
    var rootServerID: Int?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case rowID = "id_bigint"
        case storedParentID = "sb_owner"
        case secondParentID = "sb_owner_2"
        case name = "name_string"
        case description = "description_string"
        case type = "sb_type"
        case adminUserID = "principal_user_bigint"
        case editors = "editors_string"
        case url = "uri_string"
        case helpline = "kml_file_uri_string"
        case email = "sb_meeting_email"
        case worldID = "worldid_mixed"
        case language = "lang_enum"
        case rootServerID = "root_server_id"
    }

    var id: Int { rowID ?? 0 }
    /// `sb_owner`, 0 when null.
    var parentID: Int { storedParentID ?? 0 }

    mutating func didInsert(_ inserted: InsertionSuccess) { rowID = Int(inserted.rowID) }

}
