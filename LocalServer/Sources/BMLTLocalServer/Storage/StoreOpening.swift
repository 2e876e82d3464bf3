/// How a store opens: where its data lives, which interface it serves, and what a new (or replaced) database is
/// filled with. A standalone server's come from its configuration; a mirror's and an aggregator's are decided by
/// their role when the server starts (the origin's interface, a file that already holds their data).
struct StoreOpening: Sendable {
    var mode: LocalServer.Mode
    var storage: LocalServer.Storage
    var initialData: LocalServer.DataSource
    /// Whether to replace an existing file's data with ``initialData``.
    var resetsData: Bool
    /// Whether ``resetsData`` may replace data that was edited since it was loaded.
    var replacesEditedData: Bool

    init(
        mode: LocalServer.Mode = .current,
        storage: LocalServer.Storage = .inMemory,
        initialData: LocalServer.DataSource = .sample,
        resetsData: Bool = false,
        replacesEditedData: Bool = false
    ) {
        self.mode = mode
        self.storage = storage
        self.initialData = initialData
        self.resetsData = resetsData
        self.replacesEditedData = replacesEditedData
    }

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
