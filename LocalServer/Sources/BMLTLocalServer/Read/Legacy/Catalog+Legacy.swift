extension Catalog {
    /// The languages a 2.16.6 server offers, in the order of its language folders (`GetLangs.php`,
    /// `SetUpLanguages`).
    static let legacyLanguages: [(code: String, name: String)] = [
        ("en", "English"), ("de", "Deutsch"), ("dk", "Dansk"), ("es", "Español"), ("fa", "فارسی"), ("fr", "Français"),
        ("it", "Italiano"), ("pl", "Polskie"), ("pt", "Português"), ("ru", "Русский"), ("sv", "Svenska"),
    ]

    /// `GetAllContainedServiceBodyIDs`: the id, then depth first the bodies whose parent it is, in service-body order;
    /// an id no body has (a negative one, say) is returned alone.
    func containedServiceBodyIDs(_ id: Int) -> [Int] {
        let children =
            legacySearchIndex.isBuilt
            ? legacySearchIndex.childBodies[id] ?? [] : serviceBodies.filter { ($0.parentID ?? 0) == id }.map(\.id)
        return [id] + children.flatMap(containedServiceBodyIDs)
    }

    /// The legacy search's index of the snapshot's meetings.
    func makeLegacySearchIndex() -> LegacySearchIndex {
        LegacySearchIndex(
            meetings: Array(meetings),
            serviceBodies: serviceBodies,
            formats: formatsByID(language: LegacyMeetingSearch.serverLanguage)
        )
    }
}
