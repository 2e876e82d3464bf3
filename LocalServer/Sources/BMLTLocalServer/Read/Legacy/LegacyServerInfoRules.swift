/// `GetServerInfo` as 2.16.6 answers it.
struct LegacyServerInfoRules: ServerInfoRules {
    let version = LocalServer.legacyVersion
    let languageCodes = "en,de,dk,es,fa,fr,it,pl,pt,ru,sv"

    /// Whether the contact form is on.
    func writeContactFormMembers(_ emailContact: LocalServer.EmailContact, to writer: inout JSONWriter) {
        writer.member("emailEnabled", emailContact.isEnabled ? "1" : "0")
        writer.member("emailIncludesServiceBodies", emailContact.includesServiceBodyContacts ? "1" : "0")
    }

    func writeInstallationMembers(_ settings: Settings, to writer: inout JSONWriter) {
        writer.member("dbVersion", "21")
        writer.member("dbPrefix", "na")
        writer.member("meeting_time_zones_enabled", "0")
        writer.member("phpVersion", LocalServer.phpVersion)
    }
}
