import GRDB

extension Catalog: DataSnapshot {}

extension LocalStore {
    /// The current catalog, loaded on first use after a write.
    func catalog() async throws -> Catalog { try await snapshot(as: Catalog.self) }

    /// Opens a store whose snapshot is the catalog.
    static func open(_ opening: StoreOpening) async throws -> LocalStore {
        try await open(opening, snapshot: Catalog.self)
    }
}

extension StoreTransaction {
    /// The catalog as this transaction sees it, its own writes included.
    func catalog() throws -> Catalog { try snapshot(as: Catalog.self) }
}
