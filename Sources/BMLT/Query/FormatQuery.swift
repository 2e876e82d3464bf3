/// Which formats `GetFormats` returns.
public struct FormatQuery: Hashable, Sendable {
    /// The languages of the translations (`lang_enum`); empty for the server's language.
    public var languages: [String]
    /// Also formats no meeting uses (`show_all=1`).
    public var includesUnused: Bool
    /// Formats by shared id (`format_ids`).
    public var ids: Selection<Int>
    /// Formats by key (`key_strings`), e.g. `["O", "C"]`.
    public var keys: [String]
    /// Formats of these source servers, on an aggregator (`root_server_ids`).
    public var rootServerIDs: [Int]

    public init(
        languages: [String] = [],
        includesUnused: Bool = false,
        ids: Selection<Int> = .any,
        keys: [String] = [],
        rootServerIDs: [Int] = []
    ) {
        self.languages = languages
        self.includesUnused = includesUnused
        self.ids = ids
        self.keys = keys
        self.rootServerIDs = rootServerIDs
    }

    /// The query's parameters, in the form every server version reads.
    @_spi(BMLTInternal) public var parameters: QueryParameters {
        var parameters = QueryParameters()
        if languages.count == 1 {
            parameters.append("lang_enum", languages[0])
        } else {
            parameters.appendList("lang_enum", languages)
        }
        if includesUnused { parameters.append("show_all", "1") }
        parameters.appendList("format_ids", ids.signed { $0 })
        parameters.appendList("key_strings", keys)
        parameters.appendList("root_server_ids", rootServerIDs.map(String.init))
        return parameters
    }
}
