import Foundation
import GRDB

/// A `meetings` row: a meeting's main fields, in the columns ``MeetingColumn`` names; its data fields are rows of
/// ``MeetingDataRecord`` and ``MeetingLongDataRecord``.
struct MeetingRecord: FetchableRecord, MutablePersistableRecord, Sendable {
    static let databaseTableName = "meetings"

    static let data = hasMany(MeetingDataRecord.self, using: ForeignKey([MeetingDataRecord.Columns.meetingID]))
    static let longData = hasMany(
        MeetingLongDataRecord.self,
        using: ForeignKey([MeetingLongDataRecord.Columns.meetingID])
    )

    static let id = MeetingColumn.id
    /// Every column, in the order ``init(row:)`` reads them.
    static var databaseSelection: [any SQLSelectable] { MeetingColumn.allCases }

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
        for column in MeetingColumn.allCases {
            switch column {
            case .id: container[column] = id
            case .rootServerID: container[column] = rootServerID
            case .worldID: container[column] = worldID
            case .sharedGroupID: container[column] = sharedGroupID
            case .serviceBodyID: container[column] = serviceBodyID
            case .weekday: container[column] = weekday
            case .venueType: container[column] = venueType
            case .startTime: container[column] = startTime
            case .duration: container[column] = durationTime
            case .timeZone: container[column] = timeZone
            case .formats: container[column] = formats
            case .language: container[column] = language
            case .longitude: container[column] = longitude
            case .latitude: container[column] = latitude
            case .published: container[column] = published
            case .emailContact: container[column] = emailContact
            case .dumpPosition: container[column] = dumpPosition
            case .sourceID: container[column] = sourceID
            }
        }
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = Int(inserted.rowID) }

    /// The ids of a service body's meetings, in order.
    static func ids(ofServiceBody serviceBodyID: Int, in db: Database) throws -> [Int] {
        try select(id, as: Int.self).filter(MeetingColumn.serviceBodyID == serviceBodyID).order(id).fetchAll(db)
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
