import Foundation

/// `GetFormats` as 2.16.6 answers it.
struct LegacyFormatRules: FormatRules {
    /// For each language asked for that the server has, in the order asked, its formats by shared id, those no meeting
    /// uses only with `show_all`; there is no `format_ids`.
    func listed(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.Format] {
        let catalog = api.catalog
        let asked =
            parameters.isList("lang_enum")
            ? parameters.list("lang_enum", splitsCommas: false)
            : [parameters.string("lang_enum").map(PHPText.trim) ?? catalog.settings.language]
        var languages: [String] = []
        for language in asked where Catalog.legacyLanguages.contains(where: { $0.code == language }) {
            if !languages.contains(language) { languages.append(language) }
        }
        let keys =
            parameters.isList("key_strings")
            ? parameters.list("key_strings", splitsCommas: false) : parameters.string("key_strings").map { [$0] } ?? []
        let showAll = parameters.string("show_all").map { PHPText.looselyEqual($0, "1") } ?? false
        let used = Set(catalog.meetings.flatMap(\.formatIDs))
        return languages.flatMap { language in
            catalog.formatsByID(language: language).values.filter { $0.language == language }
                .sorted { $0.sharedID < $1.sharedID }
                .filter { format in
                    (keys.isEmpty || keys.contains { PHPText.looselyEqual($0, format.key ?? "") })
                        && (showAll || used.contains(format.sharedID))
                }
        }
    }
}
