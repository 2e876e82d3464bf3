/// A meeting format in one language (`GetFormats`): "O" Open, "C" Closed, "VM" Virtual Meeting, …
///
/// A format exists once per language; the translations share one ``sharedID``, which is what meetings and searches
/// refer to. ``Format/translationsBySharedID(_:)`` groups a list by it.
public struct Format: Hashable, Codable, Sendable, Identifiable {
    /// What a format describes (`format_type_enum`). Codes the library does not know are kept as they are.
    public struct Kind: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// How the meeting is run (`FC1`): discussion, speaker, step study, …
        public static let meetingFormat = Kind(rawValue: "FC1")
        /// Where or how it gathers (`FC2`): wheelchair access, virtual, hybrid, …
        public static let location = Kind(rawValue: "FC2")
        /// Common needs and restrictions (`FC3`): men, women, no smoking, …
        public static let commonNeedsOrRestriction = Kind(rawValue: "FC3")
        /// Open or closed (`O`).
        public static let openOrClosed = Kind(rawValue: "O")
        /// The meeting's language (`LANG`).
        public static let language = Kind(rawValue: "LANG")

        /// The administration API's name for the kind (`MEETING_FORMAT`, `LOCATION`, …), when it has one.
        public var adminAPIName: String? {
            switch self {
            case .meetingFormat: return "MEETING_FORMAT"
            case .location: return "LOCATION"
            case .commonNeedsOrRestriction: return "COMMON_NEEDS_OR_RESTRICTION"
            case .openOrClosed: return "OPEN_OR_CLOSED"
            case .language: return "LANGUAGE"
            default: return nil
            }
        }

        /// A kind from the administration API's name.
        public init?(adminAPIName: String) {
            guard let kind = Self.allKnown.first(where: { $0.adminAPIName == adminAPIName }) else { return nil }
            self = kind
        }

        public static let allKnown: [Kind] = [
            .meetingFormat, .location, .commonNeedsOrRestriction, .openOrClosed, .language,
        ]

        public var description: String { rawValue }
    }

    /// The short key meetings show (`key_string`), e.g. `"O"`.
    public var key: String
    public var name: String
    public var description: String
    /// The language of this translation (`lang`).
    public var language: String
    /// The id shared by every translation of the format (`id`), which meetings and searches use.
    public var sharedID: Int
    /// The NA World Services code (`world_id`), e.g. `"OPEN"`.
    public var worldID: String?
    /// What the format describes; `nil` when the server sent none.
    public var kind: Kind?
    /// The server the format comes from (`root_server_uri`).
    public var rootServerURI: String?
    /// The source server's id, in aggregator mode.
    public var rootServerID: Int?

    /// Identifies one translation: shared id and language.
    public var id: String { "\(sharedID)-\(language)" }

    public init(
        key: String,
        name: String,
        description: String = "",
        language: String = "en",
        sharedID: Int,
        worldID: String? = nil,
        kind: Kind? = nil,
        rootServerURI: String? = nil,
        rootServerID: Int? = nil
    ) {
        self.key = key
        self.name = name
        self.description = description
        self.language = language
        self.sharedID = sharedID
        self.worldID = worldID
        self.kind = kind
        self.rootServerURI = rootServerURI
        self.rootServerID = rootServerID
    }

    /// Groups translations by shared id: for each format, its translations keyed by language.
    public static func translationsBySharedID(_ formats: [Format]) -> [Int: [String: Format]] {
        var result: [Int: [String: Format]] = [:]
        for format in formats {
            result[format.sharedID, default: [:]][format.language] = format
        }
        return result
    }

    /// The shared ids of the reserved formats the server derives from a meeting's venue type.
    public enum ReservedKey {
        /// Virtual meeting.
        public static let virtual = "VM"
        /// Hybrid meeting.
        public static let hybrid = "HY"
        /// Temporarily closed (in person; meets virtually for now).
        public static let temporarilyClosed = "TC"
    }
}
