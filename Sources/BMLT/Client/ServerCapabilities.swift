/// What a server can do, derived from its version and `GetServerInfo` settings, never assumed.
///
/// ```swift
/// let capabilities = try await client.capabilities()
/// if capabilities.administration == .restAPI { … }
/// ```
public struct ServerCapabilities: Hashable, Sendable {
    /// How a server is administered.
    public enum Administration: String, Hashable, Sendable {
        /// The REST API at `/api/v1` with bearer tokens (3.0+).
        case restAPI
        /// The 2.x `local_server/server_admin/json.php` interface with a cookie session.
        case legacy
        /// No administration interface a client can use.
        case none
    }

    public let info: ServerInfo

    public init(_ info: ServerInfo) {
        self.info = info
    }

    public var version: ServerVersion { info.version }

    /// The administration interface to use for writes.
    public var administration: Administration {
        if info.version.major >= 3 { return info.isAggregator ? .none : .restAPI }
        return info.semanticAdmin ? .legacy : .none
    }

    /// 2.x servers answer an empty search with `{}` rather than `[]` (the decoders accept both).
    public var answersEmptyListsAsObjects: Bool { info.version.major < 3 }
    /// `GetLangs.php` exists (2.x only; removed in 3.0).
    public var hasGetLangs: Bool { info.version.major < 3 }
    /// The `tsml` data format (4.0+).
    public var supportsTSML: Bool { info.version >= ServerVersion(major: 4) }
    /// Excluding meetings by id and comma lists in `meeting_ids` (4.0+).
    public var supportsMeetingIDExclusion: Bool { info.version >= ServerVersion(major: 4) }
    /// `service_body_name` in search results (4.0+).
    public var reportsServiceBodyName: Bool { info.version >= ServerVersion(major: 4) }
    /// Several values in one `meeting_key` match (`meeting_key_value[]`, 4.1+).
    public var supportsSeveralFieldMatchValues: Bool { info.version >= ServerVersion(major: 4, minor: 1) }
    /// Comma lists in `venue_types` (after 4.2.7); the library always sends `venue_types[]`, which every version
    /// reads.
    public var acceptsVenueTypeCommaLists: Bool { info.version > ServerVersion(major: 4, minor: 2, patch: 7) }
    /// 2.x-only text search options (`SearchStringAll`, `SearchStringExact`) and substring field matches.
    public var supportsLegacySearchOptions: Bool { info.version.major < 3 }
    /// The public change history `GetChanges` includes before/after states (`json_data`) on every version.
    public var supportsChangeHistory: Bool { true }
    /// Messages to meeting contacts (`contact.php`): 2.x servers with email enabled only.
    public var supportsContactMessages: Bool { info.version.major < 3 && info.emailEnabled == true }
    /// `/api/v1/servicebodies/{id}/editors` (4.2.2+).
    public var supportsServiceBodyEditors: Bool {
        administration == .restAPI && info.version >= ServerVersion(major: 4, minor: 2, patch: 2)
    }
    /// `/api/v1/settings` (4.1+).
    public var supportsSettings: Bool {
        administration == .restAPI && info.version >= ServerVersion(major: 4, minor: 1)
    }
    /// Whether the server is an aggregator of other root servers, which needs a filter on every search.
    public var isAggregator: Bool { info.isAggregator }
}
