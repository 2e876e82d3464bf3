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
    private var snapshot: (changes: Int, value: any DataSnapshot)?

    init(_ db: Database, store: LocalStore) {
        self.db = db
        self.store = store
        changesAtStart = db.totalChangesCount
        let (writes, cached) = store.cachedSnapshot()
        writesAtStart = writes
        if let cached { snapshot = (changesAtStart, cached) }
    }

    var mode: LocalServer.Mode { store.mode }

    /// The snapshot of the data as this transaction sees it, its own writes included.
    func snapshot<Snapshot: DataSnapshot>(as _: Snapshot.Type) throws -> Snapshot {
        let changes = db.totalChangesCount
        if let snapshot, snapshot.changes == changes, let value = snapshot.value as? Snapshot { return value }
        let value = try Snapshot.load(db, mode: store.mode)
        if changes == changesAtStart { store.keep(value, readAfter: writesAtStart) }
        snapshot = (changes, value)
        return value
    }
}

extension StoreTransaction {
    /// Runs a part of the request that writes; in a read transaction, SQLite refuses its changes.
    func write<Value>(_ body: (Database) throws -> Value) rethrows -> Value { try body(db) }

    /// Runs a part of the request that reads.
    func read<Value>(_ body: (Database) throws -> Value) rethrows -> Value { try body(db) }
}
