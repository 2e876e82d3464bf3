public import Foundation

/// A user account of a server.
public struct AdminUser: Hashable, Codable, Sendable, Identifiable {
    /// What a user may do.
    public enum Level: String, Hashable, Codable, Sendable, CaseIterable {
        /// Everything, on the whole server.
        case serverAdministrator = "admin"
        /// Administers the service bodies assigned to them and edits their meetings.
        case serviceBodyAdministrator = "serviceBodyAdmin"
        /// Reads the hidden fields of the meetings of their service bodies.
        case observer
        /// May not log in.
        case deactivated

        /// The level of a 2.x `user_level_tinyint` (1 administrator, 2 service body administrator, 3 editor,
        /// 4 deactivated, 5 observer).
        init(legacyLevel: Int) {
            switch legacyLevel {
            case 1: self = .serverAdministrator
            case 4: self = .deactivated
            case 5: self = .observer
            default: self = .serviceBodyAdministrator
            }
        }
    }

    public var id: Int
    /// The login name (`username`); 2.x servers do not tell it.
    public var username: String?
    public var displayName: String
    public var level: Level
    public var description: String?
    public var email: String?
    /// The service body administrator who owns this account, if any.
    public var ownerID: Int?
    public var lastLoginAt: Date?

    public init(
        id: Int,
        username: String? = nil,
        displayName: String,
        level: Level,
        description: String? = nil,
        email: String? = nil,
        ownerID: Int? = nil,
        lastLoginAt: Date? = nil
    ) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.level = level
        self.description = description
        self.email = email
        self.ownerID = ownerID
        self.lastLoginAt = lastLoginAt
    }
}

/// The service bodies a login may work with, by id.
public struct AdminPermissions: Hashable, Codable, Sendable {
    /// Bodies whose meetings' hidden fields the user may read.
    public var observable: Set<Int>
    /// Bodies whose meetings the user may create, edit and delete.
    public var meetingsEditable: Set<Int>
    /// Bodies the user may edit themselves.
    public var administrable: Set<Int>
    /// Whether the user is the server administrator (everything is allowed).
    public var isServerAdministrator: Bool

    public init(
        observable: Set<Int> = [],
        meetingsEditable: Set<Int> = [],
        administrable: Set<Int> = [],
        isServerAdministrator: Bool = false
    ) {
        self.observable = observable
        self.meetingsEditable = meetingsEditable
        self.administrable = administrable
        self.isServerAdministrator = isServerAdministrator
    }

    public func canEditMeetings(of serviceBodyID: Int) -> Bool {
        isServerAdministrator || meetingsEditable.contains(serviceBodyID)
    }
}

/// A user who may edit a service body's meetings, as the server lists them (`servicebodies/{id}/editors`, 4.2.2+).
public struct ServiceBodyEditor: Hashable, Codable, Sendable {
    public var userID: Int
    public var displayName: String
    /// Whether the logged-in user may not remove this editor.
    public var isReadOnly: Bool

    public init(userID: Int, displayName: String, isReadOnly: Bool) {
        self.userID = userID
        self.displayName = displayName
        self.isReadOnly = isReadOnly
    }
}

/// A format with all its translations, as the administration API keeps it.
public struct AdminFormat: Hashable, Codable, Sendable, Identifiable {
    public struct Translation: Hashable, Codable, Sendable {
        public var key: String
        public var name: String
        public var description: String
        public var language: String

        public init(key: String, name: String, description: String, language: String) {
            self.key = key
            self.name = name
            self.description = description
            self.language = language
        }
    }

    /// The shared id.
    public var id: Int
    public var worldID: String?
    public var kind: Format.Kind?
    public var translations: [Translation]

    public init(id: Int = 0, worldID: String? = nil, kind: Format.Kind? = nil, translations: [Translation]) {
        self.id = id
        self.worldID = worldID
        self.kind = kind
        self.translations = translations
    }
}

/// Which meetings ``AdminSession/meetings(_:)`` lists; every criterion narrows the list.
public struct AdminMeetingFilter: Hashable, Sendable {
    public var meetingIDs: [Int]
    public var weekdays: [Weekday]
    public var serviceBodyIDs: [Int]
    /// Text to find (at least 3 characters on 4.x servers).
    public var text: String?

    public init(meetingIDs: [Int] = [], weekdays: [Weekday] = [], serviceBodyIDs: [Int] = [], text: String? = nil) {
        self.meetingIDs = meetingIDs
        self.weekdays = weekdays
        self.serviceBodyIDs = serviceBodyIDs
        self.text = text
    }
}
