extension ServerInfo {
    /// The keys this decoder reads into typed fields; every other key goes to ``additionalFields``.
    private static let knownKeys: Set<String> = [
        "version", "versionInt", "langs", "nativeLang", "centerLongitude", "centerLatitude", "centerZoom",
        "defaultDuration", "regionBias", "charSet", "distanceUnits", "semanticAdmin", "emailEnabled",
        "emailIncludesServiceBodies", "changesPerMeeting", "meeting_states_and_provinces",
        "meeting_counties_and_sub_provinces", "available_keys", "google_api_key", "dbVersion", "dbPrefix",
        "meeting_time_zones_enabled", "phpVersion", "auto_geocoding_enabled", "county_auto_geocoding_enabled",
        "zip_auto_geocoding_enabled", "default_closed_status", "aggregator_mode_enabled", "commit",
    ]

    /// Server info from a `GetServerInfo` answer: a one-element list (or, leniently, the object itself).
    ///
    /// - Throws: `BMLTError.notBMLTServer` when the answer has no recognisable version.
    static func readAPI(_ value: JSONValue) throws -> ServerInfo {
        let object: JSONObject?
        do {
            object = try ReadAPIShape.single(value, of: "server info")
        } catch {
            object = nil
        }
        guard let object,
            let version = object["version"]?.nonEmptyText.flatMap(ServerVersion.init)
                ?? object["versionInt"]?.int.flatMap(ServerVersion.init(versionInt:))
        else {
            throw BMLTError(code: .notBMLTServer, reason: "GetServerInfo did not report a server version.")
        }
        let nativeLanguage = object["nativeLang"]?.nonEmptyText ?? "en"
        let languageCodes = ReadAPIShape.commaList(object["langs"])
        var center: Coordinate?
        if let latitude = object["centerLatitude"]?.double, let longitude = object["centerLongitude"]?.double {
            center = Coordinate(latitude: latitude, longitude: longitude)
        }
        var additionalFields: [String: String] = [:]
        for (key, value) in object.members where !knownKeys.contains(key) {
            if let text = value.text { additionalFields[key] = text }
        }
        return ServerInfo(
            version: version,
            languages: languageCodes.map { Language(code: $0, isDefault: $0 == nativeLanguage) },
            nativeLanguage: nativeLanguage,
            center: center,
            centerZoom: object["centerZoom"]?.int,
            defaultDuration: ReadAPIShape.duration(object["defaultDuration"]),
            regionBias: object["regionBias"]?.nonEmptyText,
            characterSet: object["charSet"]?.nonEmptyText,
            distanceUnit: object["distanceUnits"]?.nonEmptyText?.lowercased() == "km" ? .kilometers : .miles,
            semanticAdmin: object["semanticAdmin"]?.bool ?? false,
            emailEnabled: object["emailEnabled"]?.bool,
            emailIncludesServiceBodies: object["emailIncludesServiceBodies"]?.bool,
            changesPerMeeting: object["changesPerMeeting"]?.int,
            statesAndProvinces: ReadAPIShape.commaList(object["meeting_states_and_provinces"]),
            countiesAndSubProvinces: ReadAPIShape.commaList(object["meeting_counties_and_sub_provinces"]),
            availableKeys: ReadAPIShape.commaList(object["available_keys"]),
            googleAPIKey: object["google_api_key"]?.nonEmptyText,
            databaseVersion: object["dbVersion"]?.nonEmptyText,
            databasePrefix: object["dbPrefix"]?.nonEmptyText,
            meetingTimeZonesEnabled: object["meeting_time_zones_enabled"]?.bool,
            phpVersion: object["phpVersion"]?.nonEmptyText,
            autoGeocodingEnabled: object["auto_geocoding_enabled"]?.bool,
            countyAutoGeocodingEnabled: object["county_auto_geocoding_enabled"]?.bool,
            zipAutoGeocodingEnabled: object["zip_auto_geocoding_enabled"]?.bool,
            defaultClosedStatus: object["default_closed_status"]?.bool,
            isAggregator: object["aggregator_mode_enabled"]?.bool ?? false,
            commit: object["commit"]?.nonEmptyText,
            additionalFields: additionalFields
        )
    }
}

extension Language {
    /// The languages of a 2.x server's `GetLangs.php` answer (`{"languages": [{"key", "name", "default"}]}`).
    static func getLangsList(_ value: JSONValue) throws -> [Language] {
        guard let list = value.object?["languages"] else {
            throw ReadAPIShape.mismatch("GetLangs.php did not answer {\"languages\": […]}.")
        }
        return try ReadAPIShape.objects(list, of: "languages").compactMap { object in
            guard let code = object["key"]?.nonEmptyText else { return nil }
            return Language(code: code, name: object["name"]?.nonEmptyText, isDefault: object["default"]?.bool ?? false)
        }
    }
}
