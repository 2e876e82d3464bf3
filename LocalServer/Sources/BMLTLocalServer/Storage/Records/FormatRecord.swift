import GRDB

/// One `formats` row: a format in one language.
struct FormatRecord: Equatable, Codable, FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "formats"
    /// The row id, `nil` until the translation is inserted.
    var rowID: Int?
    var sharedID: Int
    var key: String?
    var name: String?
    var description: String?
    var language: String
    var worldID: String?
    var type: String?
    var icon: String?
    /// The aggregator's: the root server the format came from.
    var rootServerID: Int?

    enum CodingKeys: String, CodingKey {
        case rowID = "id"
        case sharedID = "shared_id_bigint"
        case key = "key_string"
        case name = "name_string"
        case description = "description_string"
        case language = "lang_enum"
        case worldID = "worldid_mixed"
        case type = "format_type_enum"
        case icon = "icon_blob"
        case rootServerID = "root_server_id"
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { rowID = Int(inserted.rowID) }

    /// The translations of a shared id, or all, in storage order.
    static func all(sharedID: Int? = nil) -> QueryInterfaceRequest<FormatRecord> {
        let all = order(Column("id"))
        return sharedID.map { all.filter(Column("shared_id_bigint") == $0) } ?? all
    }

}
