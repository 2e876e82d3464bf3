/// A service body: a group, area, region or zone that owns meetings (`GetServiceBodies`).
public struct ServiceBody: Hashable, Codable, Sendable, Identifiable {
    /// The kind of service body. Codes the library does not know are kept as they are.
    public struct Kind: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let group = Kind(rawValue: "GR")
        public static let coop = Kind(rawValue: "CO")
        public static let groupServiceUnit = Kind(rawValue: "GS")
        public static let localServiceUnit = Kind(rawValue: "LS")
        public static let area = Kind(rawValue: "AS")
        public static let metro = Kind(rawValue: "MA")
        public static let region = Kind(rawValue: "RS")
        public static let zone = Kind(rawValue: "ZF")
        public static let world = Kind(rawValue: "WS")

        /// The kinds BMLT servers define.
        public static let allKnown: [Kind] = [
            .group, .coop, .groupServiceUnit, .localServiceUnit, .area, .metro, .region, .zone, .world,
        ]

        /// An English name for the kind (the raw code for unknown kinds).
        public var name: String {
            switch self {
            case .group: return "Group"
            case .coop: return "Co-Op"
            case .groupServiceUnit: return "Group Service Unit"
            case .localServiceUnit: return "Local Service Unit"
            case .area: return "Area Service Committee"
            case .metro: return "Metro Service Committee"
            case .region: return "Regional Service Committee"
            case .zone: return "Zonal Forum"
            case .world: return "World Service"
            default: return rawValue
            }
        }

        public var description: String { rawValue }
    }

    public var id: Int
    /// The parent's id, or `nil` for a top-level body (the server writes `"0"`).
    public var parentID: Int?
    public var name: String
    public var description: String
    /// The kind of body; `nil` when the server sent none.
    public var kind: Kind?
    /// The body's web site.
    public var url: String?
    /// The body's helpline phone number.
    public var helpline: String?
    /// The NA World Services id of the body.
    public var worldID: String?
    /// The public contact email, sent only by servers configured to publish it.
    public var contactEmail: String?
    /// The source server's id, in aggregator mode.
    public var rootServerID: Int?
    /// The user who administers the body (administration calls only).
    public var administratorID: Int?
    /// The users who may edit the body's meetings (administration calls only).
    public var editorIDs: [Int]

    public init(
        id: Int,
        parentID: Int? = nil,
        name: String,
        description: String = "",
        kind: Kind? = nil,
        url: String? = nil,
        helpline: String? = nil,
        worldID: String? = nil,
        contactEmail: String? = nil,
        rootServerID: Int? = nil,
        administratorID: Int? = nil,
        editorIDs: [Int] = []
    ) {
        self.id = id
        self.parentID = parentID
        self.name = name
        self.description = description
        self.kind = kind
        self.url = url
        self.helpline = helpline
        self.worldID = worldID
        self.contactEmail = contactEmail
        self.rootServerID = rootServerID
        self.administratorID = administratorID
        self.editorIDs = editorIDs
    }
}
