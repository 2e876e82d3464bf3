/// What a server says about itself (`GetServerInfo`): version, languages, units, map centre and capabilities.
///
/// Fields that only some versions send are optional. The Google API key that servers publish is kept in
/// ``googleAPIKey`` but never appears in ``description``, `debugDescription` or `dump` output, so it does not end up
/// in logs by accident.
public struct ServerInfo: Hashable, Codable, Sendable {
    /// The server's version.
    public var version: ServerVersion
    /// The languages the server offers (`langs`), the default one marked.
    public var languages: [Language]
    /// The server's own language (`nativeLang`).
    public var nativeLanguage: String
    /// The default map centre for searches.
    public var center: Coordinate?
    /// The default map zoom level.
    public var centerZoom: Int?
    /// The duration a meeting has when none was entered (`defaultDuration`).
    public var defaultDuration: Duration? {
        get { defaultDurationSeconds.map { .seconds($0) } }
        set { defaultDurationSeconds = newValue.map { Int($0.components.seconds) } }
    }
    private var defaultDurationSeconds: Int?
    /// The country code used to bias address look-ups (`regionBias`).
    public var regionBias: String?
    /// The character set (always `"UTF-8"` in practice).
    public var characterSet: String?
    /// The unit the server uses for distances.
    public var distanceUnit: Distance.Unit
    /// `semanticAdmin`: on 2.x, whether the legacy administration interface is enabled; 4.0.4+ always report true.
    public var semanticAdmin: Bool
    /// `emailEnabled` (2.x to 4.0.x): whether messages to meeting contacts can be sent.
    public var emailEnabled: Bool?
    /// `emailIncludesServiceBodies` (2.x to 4.0.x).
    public var emailIncludesServiceBodies: Bool?
    /// How many changes the server keeps per meeting (`changesPerMeeting`; 0 = unlimited).
    public var changesPerMeeting: Int?
    /// The states and provinces administrators choose from (`meeting_states_and_provinces`).
    public var statesAndProvinces: [String]
    /// The counties and sub-provinces administrators choose from (`meeting_counties_and_sub_provinces`).
    public var countiesAndSubProvinces: [String]
    /// The field keys searches can return and match (`available_keys`).
    public var availableKeys: [String]
    /// The Google Maps API key the server publishes (`google_api_key`); empty or absent on many servers.
    public var googleAPIKey: String?
    /// The database schema version (an integer on 2.x, a migration name on 3.x+).
    public var databaseVersion: String?
    /// The database table prefix.
    public var databasePrefix: String?
    /// `meeting_time_zones_enabled` (2.x to 4.0.2).
    public var meetingTimeZonesEnabled: Bool?
    /// The server's PHP version.
    public var phpVersion: String?
    /// Whether the server geocodes addresses when meetings are saved (3.x+).
    public var autoGeocodingEnabled: Bool?
    /// Whether the server fills in counties when geocoding (3.1.1+).
    public var countyAutoGeocodingEnabled: Bool?
    /// Whether the server fills in postal codes when geocoding (3.1.1+).
    public var zipAutoGeocodingEnabled: Bool?
    /// Whether meetings without an open/closed format count as closed (3.x+).
    public var defaultClosedStatus: Bool?
    /// Whether the server is an aggregator of other root servers (3.0.5+; false when not reported).
    public var isAggregator: Bool
    /// The commit the server was built from (3.x+).
    public var commit: String?
    /// Every other key the server sent, as text.
    public var additionalFields: [String: String]

    public init(
        version: ServerVersion,
        languages: [Language] = [],
        nativeLanguage: String = "en",
        center: Coordinate? = nil,
        centerZoom: Int? = nil,
        defaultDuration: Duration? = nil,
        regionBias: String? = nil,
        characterSet: String? = "UTF-8",
        distanceUnit: Distance.Unit = .miles,
        semanticAdmin: Bool = false,
        emailEnabled: Bool? = nil,
        emailIncludesServiceBodies: Bool? = nil,
        changesPerMeeting: Int? = nil,
        statesAndProvinces: [String] = [],
        countiesAndSubProvinces: [String] = [],
        availableKeys: [String] = [],
        googleAPIKey: String? = nil,
        databaseVersion: String? = nil,
        databasePrefix: String? = nil,
        meetingTimeZonesEnabled: Bool? = nil,
        phpVersion: String? = nil,
        autoGeocodingEnabled: Bool? = nil,
        countyAutoGeocodingEnabled: Bool? = nil,
        zipAutoGeocodingEnabled: Bool? = nil,
        defaultClosedStatus: Bool? = nil,
        isAggregator: Bool = false,
        commit: String? = nil,
        additionalFields: [String: String] = [:]
    ) {
        self.version = version
        self.languages = languages
        self.nativeLanguage = nativeLanguage
        self.center = center
        self.centerZoom = centerZoom
        self.defaultDurationSeconds = defaultDuration.map { Int($0.components.seconds) }
        self.regionBias = regionBias
        self.characterSet = characterSet
        self.distanceUnit = distanceUnit
        self.semanticAdmin = semanticAdmin
        self.emailEnabled = emailEnabled
        self.emailIncludesServiceBodies = emailIncludesServiceBodies
        self.changesPerMeeting = changesPerMeeting
        self.statesAndProvinces = statesAndProvinces
        self.countiesAndSubProvinces = countiesAndSubProvinces
        self.availableKeys = availableKeys
        self.googleAPIKey = googleAPIKey
        self.databaseVersion = databaseVersion
        self.databasePrefix = databasePrefix
        self.meetingTimeZonesEnabled = meetingTimeZonesEnabled
        self.phpVersion = phpVersion
        self.autoGeocodingEnabled = autoGeocodingEnabled
        self.countyAutoGeocodingEnabled = countyAutoGeocodingEnabled
        self.zipAutoGeocodingEnabled = zipAutoGeocodingEnabled
        self.defaultClosedStatus = defaultClosedStatus
        self.isAggregator = isAggregator
        self.commit = commit
        self.additionalFields = additionalFields
    }

    /// The server's default language, if it lists one.
    public var defaultLanguage: Language? {
        languages.first(where: \.isDefault) ?? languages.first { $0.code == nativeLanguage }
    }
}

extension ServerInfo: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        var parts = ["version \(version)", "language \(nativeLanguage)", "units \(distanceUnit.rawValue)"]
        if !languages.isEmpty { parts.append("languages \(languages.map(\.code).joined(separator: ","))") }
        if let center { parts.append("centre \(center)") }
        if isAggregator { parts.append("aggregator") }
        if googleAPIKey?.isEmpty == false { parts.append("google key <redacted>") }
        return "ServerInfo(" + parts.joined(separator: ", ") + ")"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "version": version, "languages": languages, "nativeLanguage": nativeLanguage,
                "center": center as Any, "distanceUnit": distanceUnit, "isAggregator": isAggregator,
                "googleAPIKey": googleAPIKey?.isEmpty == false ? "<redacted>" : "",
            ],
            displayStyle: .struct
        )
    }
}
