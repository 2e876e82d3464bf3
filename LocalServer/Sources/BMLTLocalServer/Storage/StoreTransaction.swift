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
    private let commitsAtStart: Int
    /// The snapshot this transaction uses, and the changes count it was loaded at.
    private var snapshot: (changes: Int, value: any DataSnapshot)?
    /// The snapshot of the data as the transaction found it, once known.
    private var snapshotAtStart: (any DataSnapshot)?
    /// When the store's snapshot is outdated: the last one read, and what commits changed since.
    private let outdated: (snapshot: any DataSnapshot, changes: SnapshotChanges)?

    init(_ db: Database, store: LocalStore) {
        self.db = db
        self.store = store
        changesAtStart = db.totalChangesCount
        let cache = store.cachedSnapshot()
        commitsAtStart = cache.commits
        outdated = cache.stale
        snapshotAtStart = cache.fresh
    }

    var mode: LocalServer.Mode { store.mode }

    /// The snapshot of the data as this transaction sees it, its own writes included. An outdated snapshot is patched
    /// with what changed since, rather than read whole, when only meetings and change records changed.
    func snapshot<Snapshot: DataSnapshot>(as _: Snapshot.Type) throws -> Snapshot {
        let changes = db.totalChangesCount
        if let snapshot, snapshot.changes == changes, let value = snapshot.value as? Snapshot { return value }
        let value: Snapshot
        if changes == changesAtStart {
            value = try startingSnapshot(as: Snapshot.self)
        } else if let own = store.changeTracker.changesInProgress {
            // This transaction's own writes, patched onto the snapshot it began with.
            value = try startingSnapshot(as: Snapshot.self).updated(with: own, in: db)
        } else {
            value = try Snapshot.load(db, mode: store.mode)
        }
        snapshot = (changes, value)
        return value
    }

    /// The snapshot of the data as this transaction leaves it, its own writes patched onto the one it began with (or
    /// onto the outdated one, with what changed before it): read once here, on the writer's queue, rather than by
    /// every reader after the commit. `nil` when it wrote nothing, began with no snapshot, or changed what a snapshot
    /// cannot follow.
    func snapshotAfterWrites() throws -> (any DataSnapshot)? {
        guard let own = store.changeTracker.changesInProgress, !own.isEmpty else { return nil }
        if let snapshot, snapshot.changes == db.totalChangesCount { return snapshot.value }
        if let start = snapshotAtStart { return try start.updated(with: own, in: db) }
        if let (base, changed) = outdated { return try base.updated(with: changed.union(own), in: db) }
        return nil
    }

    /// The snapshot of the data as the transaction found it: the store's, else the outdated one patched, else read
    /// whole; kept by the store unless a commit came since the transaction began.
    private func startingSnapshot<Snapshot: DataSnapshot>(as _: Snapshot.Type) throws -> Snapshot {
        if let value = snapshotAtStart as? Snapshot { return value }
        // Read before any write of this transaction: `changes == changesAtStart` or on its first write's call.
        let value: Snapshot
        if let (base, changed) = outdated, let base = base as? Snapshot {
            value = try base.updated(with: changed, in: db)
        } else {
            value = try Snapshot.load(db, mode: store.mode)
        }
        snapshotAtStart = value
        if db.totalChangesCount == changesAtStart { store.keep(value, readAfter: commitsAtStart) }
        return value
    }
}

extension StoreTransaction {
    /// Runs a part of the request that writes; in a read transaction, SQLite refuses its changes.
    func write<Value>(_ body: (Database) throws -> Value) rethrows -> Value { try body(db) }

    /// Runs a part of the request that reads.
    func read<Value>(_ body: (Database) throws -> Value) rethrows -> Value { try body(db) }
}
