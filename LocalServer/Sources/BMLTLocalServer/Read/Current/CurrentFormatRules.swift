/// `GetFormats` as a 4.x server answers it.
struct CurrentFormatRules: FormatRules {
    /// The server's own data, or in aggregator mode its root servers' (``AggregatedData``).
    let served: any ServedData

    func listed(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.Format] {
        let catalog = api.catalog
        let ids = parameters.integers("format_ids", splitsCommas: true)
        let include = Set(ids.filter { $0 > 0 })
        let exclude = Set(ids.filter { $0 < 0 }.map { -$0 })
        let languages = Set(
            parameters.isList("lang_enum")
                ? parameters.list("lang_enum", splitsCommas: false)
                : [parameters.string("lang_enum") ?? catalog.settings.language]
        )
        let keys =
            parameters.isList("key_strings")
            ? parameters.list("key_strings", splitsCommas: false) : parameters.string("key_strings").map { [$0] } ?? []
        let showAll = parameters.string("show_all") == "1"
        let used = showAll ? nil : Set(catalog.meetings.flatMap(\.formatIDs))
        let rootServers = served.rootServerFilter(parameters)
        let found = catalog.formats.filter { format in
            api.passes(format.rootServerID, rootServers) && (include.isEmpty || include.contains(format.sharedID))
                && !exclude.contains(format.sharedID)
                && languages.contains(format.language) && (used?.contains(format.sharedID) ?? true)
                && (keys.isEmpty || keys.contains { Collation.equal($0, format.key ?? "") })
        }
        // bmlt-server's query has no ORDER BY. With ids to include, MariaDB reads the rows by a range of the
        // shared_id_bigint index (its EXPLAIN on the sample: "range", key shared_id_bigint), so they come by shared id,
        // then by row id; without, in the table's row order.
        guard !include.isEmpty else { return found }
        return found.enumerated().sorted { ($0.element.sharedID, $0.offset) < ($1.element.sharedID, $1.offset) }
            .map(\.element)
    }
}
