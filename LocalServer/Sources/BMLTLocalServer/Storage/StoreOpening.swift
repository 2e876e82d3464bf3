/// How a store opens: where its data lives, which interface it serves, and what a new (or replaced) database is
/// filled with. A standalone server's come from its configuration; a mirror's and an aggregator's are decided by
/// their role when the server starts (the origin's interface, a file that already holds their data).
struct StoreOpening: Sendable {
    var mode: LocalServer.Mode = .current
    var storage: LocalServer.Storage = .inMemory
    var initialData: LocalServer.DataSource = .sample
    /// Whether to replace an existing file's data with ``initialData``.
    var resetsData = false
    /// Whether ``resetsData`` may replace data that was edited since it was loaded.
    var replacesEditedData = false
}

extension StoreOpening {
    /// A configuration's storage and replacement choices, with the interface and data its role decided.
    init(
        _ configuration: LocalServer.Configuration,
        mode: LocalServer.Mode,
        initialData: LocalServer.DataSource,
        resetsData: Bool
    ) {
        self.init(
            mode: mode,
            storage: configuration.storage,
            initialData: initialData,
            resetsData: resetsData,
            replacesEditedData: configuration.replacesEditedData
        )
    }
}
