@_spi(BMLTInternal) import BMLT
import GRDB

/// A column of the `meetings` table: a meeting's main fields, named by the read API's keys of the client's field table
/// (``ReadAPIMeetingField``) as both servers name them, and the two the local server keeps for itself.
///
/// The server names these columns through this type: records, queries, searches and imports switch over its cases
/// rather than compare strings. The migrations keep the names they created the table with (a migration never changes
/// once shipped), and the few statements that join the meetings with other tables write SQL.
enum MeetingColumn: CaseIterable, ColumnExpression, Sendable {
    case id
    case rootServerID
    case worldID
    case sharedGroupID
    case serviceBodyID
    case weekday
    case venueType
    case startTime
    case duration
    case timeZone
    case formats
    case language
    case longitude
    case latitude
    case published
    case emailContact
    /// Where a dump had the row (a dump keeps a MyISAM table's physical order, which 2.x searches read in); `nil` for
    /// meetings added since.
    case dumpPosition
    /// An aggregator's meeting's id on its root server (``rootServerID``); `nil` for others.
    case sourceID

    /// The field of the read API the column holds, or `nil` for the local server's own columns.
    var field: ReadAPIMeetingField? {
        switch self {
        case .id: .id
        case .rootServerID: .rootServerID
        case .worldID: .worldID
        case .sharedGroupID: .sharedGroupID
        case .serviceBodyID: .serviceBodyID
        case .weekday: .weekday
        case .venueType: .venueType
        case .startTime: .startTime
        case .duration: .duration
        case .timeZone: .timeZone
        case .formats: .formats
        case .language: .language
        case .longitude: .longitude
        case .latitude: .latitude
        case .published: .published
        case .emailContact: .emailContact
        case .dumpPosition, .sourceID: nil
        }
    }

    var name: String {
        switch self {
        case .dumpPosition: "dump_position"
        case .sourceID: "source_id"
        default: field?.rawValue ?? ""
        }
    }

    /// The column of this name, or `nil` for a name that is no column (a data field's key, say).
    init?(name: String) {
        guard let column = Self.byName[name] else { return nil }
        self = column
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// Whether the column holds numbers, which SQL compares and sorts as numbers.
    var isNumeric: Bool {
        switch self {
        case .id, .rootServerID, .sharedGroupID, .serviceBodyID, .weekday, .venueType, .longitude, .latitude,
            .published, .dumpPosition, .sourceID:
            true
        case .worldID, .startTime, .duration, .timeZone, .formats, .language, .emailContact: false
        }
    }
}
