@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// A `meetings` row: a meeting's main fields. Its columns are named by the read API's keys of those fields, from the
/// client's field table (``ReadAPIMeetingField``), as the servers name them; its data fields are rows of
/// ``MeetingDataRecord`` and ``MeetingLongDataRecord``.
struct MeetingRecord: FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "meetings"
    private typealias Field = ReadAPIMeetingField

    static let data = hasMany(MeetingDataRecord.self, using: ForeignKey([MeetingDataRecord.Columns.meetingID]))
    static let longData = hasMany(
        MeetingLongDataRecord.self,
        using: ForeignKey([MeetingLongDataRecord.Columns.meetingID])
    )

    /// The main fields, in the order of the table's columns.
    private static let fields: [Field] = [
        .id, .rootServerID, .worldID, .sharedGroupID, .serviceBodyID, .weekday, .venueType, .startTime, .duration,
        .timeZone, .formats, .language, .longitude, .latitude, .published, .emailContact,
    ]
    static let id = Column(Field.id.rawValue)
    /// Where a dump had the row (a dump keeps a MyISAM table's physical order, which 2.x searches read in); `nil` for
    /// meetings added since.
    static let dumpPosition = Column("dump_position")
    /// An aggregator's meeting's id on its root server (``rootServerID``); `nil` for others.
    static let sourceID = Column("source_id")
    static var databaseSelection: [any SQLSelectable] {
        fields.map { Column($0.rawValue) } + [dumpPosition, sourceID]
    }

    /// `nil` until the meeting is inserted.
    var id: Int?
    var rootServerID: Int?
    var worldID: String?
    var sharedGroupID: Int?
    var serviceBodyID: Int
    /// 0 = Sunday, as stored.
    var weekday: Int?
    var venueType: Int?
    var startTime: String?
    var durationTime: String?
    var timeZone: String?
    /// The comma list of format shared ids.
    var formats: String?
    var language: String
    var longitude: Double?
    var latitude: Double?
    var published: Int
    var emailContact: String?
    var dumpPosition: Int?
    var sourceID: Int?

    init(
        id: Int? = nil,
        serviceBodyID: Int,
        language: String,
        published: Int = 0
    ) {
        self.id = id
        self.serviceBodyID = serviceBodyID
        self.language = language
        self.published = published
    }

    /// Reads the columns by position, in the order of ``databaseSelection``: a catalog reads every row of the table.
    init(row: Row) {
        id = row[0]
        rootServerID = row[1]
        worldID = row[2]
        sharedGroupID = row[3]
        serviceBodyID = row[4]
        weekday = row[5]
        venueType = row[6]
        startTime = row[7]
        durationTime = row[8]
        timeZone = row[9]
        formats = row[10]
        language = row[11] ?? "en"
        longitude = row[12]
        latitude = row[13]
        published = row[14] ?? 0
        emailContact = row[15]
        dumpPosition = row[16]
        sourceID = row[17]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Field.id.rawValue] = id
        container[Field.rootServerID.rawValue] = rootServerID
        container[Field.worldID.rawValue] = worldID
        container[Field.sharedGroupID.rawValue] = sharedGroupID
        container[Field.serviceBodyID.rawValue] = serviceBodyID
        container[Field.weekday.rawValue] = weekday
        container[Field.venueType.rawValue] = venueType
        container[Field.startTime.rawValue] = startTime
        container[Field.duration.rawValue] = durationTime
        container[Field.timeZone.rawValue] = timeZone
        container[Field.formats.rawValue] = formats
        container[Field.language.rawValue] = language
        container[Field.longitude.rawValue] = longitude
        container[Field.latitude.rawValue] = latitude
        container[Field.published.rawValue] = published
        container[Field.emailContact.rawValue] = emailContact
        container[Self.dumpPosition.name] = dumpPosition
        container[Self.sourceID.name] = sourceID
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = Int(inserted.rowID) }

    /// The ids of a service body's meetings, in order.
    static func ids(ofServiceBody serviceBodyID: Int, in db: Database) throws -> [Int] {
        try select(id, as: Int.self).filter(Column(Field.serviceBodyID.rawValue) == serviceBodyID).order(id)
            .fetchAll(db)
    }

    /// The format shared ids of ``formats``, repeats kept.
    var formatIDs: [Int] {
        guard let formats else { return [] }
        // Digits alone between commas, the common case, read from the bytes: every meeting is read at start.
        var ids: [Int] = []
        var value = 0
        var digits = 0
        for byte in formats.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 18:
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: ","):
                if digits > 0 { ids.append(value) }
                (value, digits) = (0, 0)
            default:
                return formats.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
        }
        if digits > 0 { ids.append(value) }
        return ids
    }
}
