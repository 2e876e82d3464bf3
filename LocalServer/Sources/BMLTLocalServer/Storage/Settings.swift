@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// The server settings a 4.x server keeps in its `settings` table (names as the server's), with its defaults.
public struct Settings: Codable, Hashable, Sendable {
    public var language = "en"
    public var defaultDurationTime = "01:00"
    public var distanceUnits = "mi"
    public var regionBias = "us"
    public var searchSpecMapCenterLongitude = -118.563659
    public var searchSpecMapCenterLatitude = 34.235918
    public var searchSpecMapCenterZoom = 6
    public var changeDepthForMeetings = 0
    public var numberOfMeetingsForAuto = 10
    public var defaultSortKey: String?
    public var googleApiKey = ""
    public var meetingStatesAndProvinces: [String] = []
    public var meetingCountiesAndSubProvinces: [String] = []
    public var autoGeocodingEnabled = true
    public var countyAutoGeocodingEnabled = false
    public var zipAutoGeocodingEnabled = false
    public var defaultClosedStatus = true
    public var enableLanguageSelector = false
    public var includeServiceBodyEmailInSemantic = false
    public var bmltTitle = "BMLT Administration"
    public var bmltNotice = ""
    public var formatLangNames: [String: String] = [:]

    public init() {}

    static func load(_ db: Database) throws -> Settings {
        var object: [String: Any] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT name, value FROM settings") {
            let name: String = row[0]
            let text: String = row[1]
            if let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) {
                object[name] = value
            }
        }
        var settings = Settings()
        guard !object.isEmpty else { return settings }
        // Start from the defaults so that settings added in later versions have values.
        var merged = (try JSONSerialization.jsonObject(with: JSONEncoder().encode(settings))) as? [String: Any] ?? [:]
        merged.merge(object) { _, stored in stored }
        settings = try JSONDecoder().decode(Settings.self, from: JSONSerialization.data(withJSONObject: merged))
        return settings
    }

    /// ``changeDepthForMeetings`` as ``load(_:)`` reads it, without decoding every setting: each meeting save reads
    /// it, and the whole decoding was a twentieth of a save's time.
    static func changeDepthForMeetings(_ db: Database) throws -> Int {
        let statement = try db.cachedStatement(sql: "SELECT value FROM settings WHERE name = 'changeDepthForMeetings'")
        guard let text = try String.fetchOne(statement) else { return Settings().changeDepthForMeetings }
        // Anything but a plain integer is left to the whole decoding's rules.
        return try Int(text) ?? load(db).changeDepthForMeetings
    }

    func save(_ db: Database) throws {
        let object = (try JSONSerialization.jsonObject(with: JSONEncoder().encode(self))) as? [String: Any] ?? [:]
        for (name, value) in object {
            let data = try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])
            try db.execute(
                sql:
                    "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
                arguments: [name, String(decoding: data, as: UTF8.self)]
            )
        }
    }
}

extension Settings {
    /// The settings another server's GetServerInfo shows (a mirror's origin's, a copied aggregator's), in its
    /// language.
    init(serverInfo info: JSONObject, language: String) {
        var settings = Settings()
        settings.language = language
        if let duration = info["defaultDuration"]?.nonEmptyText { settings.defaultDurationTime = duration }
        if let units = info["distanceUnits"]?.nonEmptyText { settings.distanceUnits = units }
        if let bias = info["regionBias"]?.text { settings.regionBias = bias }
        if let longitude = info["centerLongitude"]?.double { settings.searchSpecMapCenterLongitude = longitude }
        if let latitude = info["centerLatitude"]?.double { settings.searchSpecMapCenterLatitude = latitude }
        if let zoom = info["centerZoom"]?.int { settings.searchSpecMapCenterZoom = zoom }
        if let depth = info["changesPerMeeting"]?.int { settings.changeDepthForMeetings = depth }
        settings.googleApiKey = info["google_api_key"]?.text ?? ""
        let list = { (name: String) in
            (info[name]?.text ?? "").split(separator: ",").map(String.init)
        }
        settings.meetingStatesAndProvinces = list("meeting_states_and_provinces")
        settings.meetingCountiesAndSubProvinces = list("meeting_counties_and_sub_provinces")
        if let value = info["auto_geocoding_enabled"]?.bool { settings.autoGeocodingEnabled = value }
        if let value = info["county_auto_geocoding_enabled"]?.bool { settings.countyAutoGeocodingEnabled = value }
        if let value = info["zip_auto_geocoding_enabled"]?.bool { settings.zipAutoGeocodingEnabled = value }
        if let value = info["default_closed_status"]?.bool { settings.defaultClosedStatus = value }
        self = settings
    }
}
