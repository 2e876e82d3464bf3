import GRDB

/// One request's work on the data, inside one GRDB transaction (``LocalStore/write(_:)`` or ``LocalStore/read(_:)``):
/// what it reads, the permissions it checks and what it writes all see the same data.
///
/// A final class because the request's helpers share it and the snapshot it loads; it never leaves the transaction's
/// closure.
final class StoreTransaction {
    let db: Database
    private let store: LocalStore
    /// `db.totalChangesCount` when the transaction began: until it moves, the data is as last committed.
    private let changesAtStart: Int
    /// The store's count of commits before the transaction read anything: a snapshot loaded here is shared only if
    /// no commit came after it.
    private let writesAtStart: Int
    /// The snapshot this transaction uses, and the changes count it was loaded at.
    private var snapshot: (changes: Int, catalog: Catalog)?

    init(_ db: Database, store: LocalStore) {
        self.db = db
        self.store = store
        changesAtStart = db.totalChangesCount
        let (writes, cached) = store.cachedSnapshot()
        writesAtStart = writes
        if let cached { snapshot = (changesAtStart, cached) }
    }

    var mode: LocalServer.Mode { store.mode }

    /// The data as this transaction sees it, its own writes included.
    func catalog() throws -> Catalog {
        let changes = db.totalChangesCount
        if let snapshot, snapshot.changes == changes { return snapshot.catalog }
        let catalog = try Catalog.load(db, mode: store.mode)
        if changes == changesAtStart { store.keep(catalog, readAfter: writesAtStart) }
        snapshot = (changes, catalog)
        return catalog
    }
}

extension StoreTransaction {
    /// Runs a part of the request that writes; in a read transaction, SQLite refuses its changes.
    func write<Value>(_ body: (Database) throws -> Value) rethrows -> Value { try body(db) }

    /// Runs a part of the request that reads.
    func read<Value>(_ body: (Database) throws -> Value) rethrows -> Value { try body(db) }
}
