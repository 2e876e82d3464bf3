/// `GetServerInfo` as a 4.x server answers it.
struct CurrentServerInfoRules: ServerInfoRules {
    /// The server's own data, or in aggregator mode its root servers' (``AggregatedData``).
    let served: any ServedData

    let version = LocalServer.currentVersion
    let languageCodes = "da,de,el,en,es,fa,fr,it,pl,pt,ru,sv"

    /// 4.x has no contact form.
    func writeContactFormMembers(_ emailContact: LocalServer.EmailContact, to writer: inout JSONWriter) {}

    func writeInstallationMembers(_ settings: Settings, to writer: inout JSONWriter) {
        writer.member("dbVersion", "2026_04_18_000000_clean_orphaned_format_ids_rerun")
        writer.member("dbPrefix", "na")
        writer.member("phpVersion", LocalServer.phpVersion)
        writer.member("auto_geocoding_enabled", settings.autoGeocodingEnabled)
        writer.member("county_auto_geocoding_enabled", settings.countyAutoGeocodingEnabled)
        writer.member("zip_auto_geocoding_enabled", settings.zipAutoGeocodingEnabled)
        writer.member("commit", "bmlt-swift-local")
        writer.member("default_closed_status", settings.defaultClosedStatus)
        writer.member("aggregator_mode_enabled", served.aggregatorModeEnabled)
    }
}
