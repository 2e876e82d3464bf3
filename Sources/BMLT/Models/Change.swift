public import Foundation

/// A record of a change to a meeting (`GetChanges`): who changed what, when, and the meeting before and after.
public struct Change: Hashable, Codable, Sendable, Identifiable {
    /// What happened. Types the library does not know are kept as they are.
    public struct Kind: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let created = Kind(rawValue: "comdef_change_type_new")
        public static let changed = Kind(rawValue: "comdef_change_type_change")
        public static let deleted = Kind(rawValue: "comdef_change_type_delete")
        public static let rolledBack = Kind(rawValue: "comdef_change_type_rollback")

        public var description: String {
            switch self {
            case .created: return "created"
            case .changed: return "changed"
            case .deleted: return "deleted"
            case .rolledBack: return "rolled back"
            default: return rawValue
            }
        }
    }

    /// The change record's id (`change_id`).
    public var id: Int
    public var kind: Kind
    /// When the change was made.
    public var date: Date
    /// The server's own text for the date (`date_string`, e.g. `"3:35 PM, 10/14/2024"`).
    public var dateText: String?
    public var userID: Int?
    public var userName: String?
    public var serviceBodyID: Int?
    public var serviceBodyName: String?
    /// The id of the meeting that changed.
    public var meetingID: Int?
    /// The name of the meeting as it is now (empty for a meeting that no longer exists; see ``before``).
    public var meetingName: String?
    /// Whether the change left a meeting behind (it has an "after" state).
    public var meetingExists: Bool
    /// The server's description of the change, with HTML entities decoded.
    public var details: String
    /// The meeting before the change, as far as the server records it (hidden fields read `"********"`).
    public var before: Meeting?
    /// The meeting after the change.
    public var after: Meeting?

    public init(
        id: Int,
        kind: Kind,
        date: Date,
        dateText: String? = nil,
        userID: Int? = nil,
        userName: String? = nil,
        serviceBodyID: Int? = nil,
        serviceBodyName: String? = nil,
        meetingID: Int? = nil,
        meetingName: String? = nil,
        meetingExists: Bool,
        details: String = "",
        before: Meeting? = nil,
        after: Meeting? = nil
    ) {
        self.id = id
        self.kind = kind
        self.date = date
        self.dateText = dateText
        self.userID = userID
        self.userName = userName
        self.serviceBodyID = serviceBodyID
        self.serviceBodyName = serviceBodyName
        self.meetingID = meetingID
        self.meetingName = meetingName
        self.meetingExists = meetingExists
        self.details = details
        self.before = before
        self.after = after
    }
}

extension Change {
    /// Newest first: by date, then by record id.
    @_spi(BMLTInternal) public static func isNewer(_ change: Change, _ other: Change) -> Bool {
        change.date != other.date ? change.date > other.date : change.id > other.id
    }
}
