import Foundation
import GRDB
import NIOConcurrencyHelpers

/// The local server's database, and the snapshot of it that reads are served from.
///
/// A final class because it owns the database connection and the cached snapshot; both are safe to share across
/// tasks (GRDB serialises writes; what is known of the snapshot, a ``SnapshotCache``, is guarded by a mutex).
final class LocalStore: Sendable {
    let database: any DatabaseWriter
    let mode: LocalServer.Mode

    /// A store on an opened database, with what opening it loaded.
    init(
        _ opened: OpenedDatabase,
        _ loadedData: LocalServer.DataSummary?,
        _ replacedDataCopy: URL?,
        mode: LocalServer.Mode
    ) {
        database = opened.database
        fileLock = opened.fileLock
        otherWriters = opened.otherWriters
        snapshot = opened.snapshot
        changeTracker = opened.changeTracker
        self.mode = mode
        self.loadedData = loadedData
        self.replacedDataCopy = replacedDataCopy
    }

    /// The database opened, watched and migrated, before any data is loaded.
    struct OpenedDatabase {
        let database: any DatabaseWriter
        let fileLock: DataFileLock?
        let otherWriters: OtherWriters?
        let snapshot = NIOLockedValueBox(SnapshotCache())
        let changeTracker: SnapshotChangeTracker

        init(_ storage: LocalServer.Storage) throws {
            var databaseConfiguration = Configuration()
            databaseConfiguration.busyMode = .timeout(10)
            switch storage {
            case .inMemory:
                database = try DatabaseQueue(configuration: databaseConfiguration)
                fileLock = nil
            case .file(let url):
                do {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(),
                        withIntermediateDirectories: true
                    )
                } catch {
                    throw LocalServerError(
                        .fileUnavailable,
                        reason: "Cannot make the folder \(url.deletingLastPathComponent().path) for the data file: "
                            + LocalStore.shortReason(error)
                    )
                }
                fileLock = try DataFileLock(dataFile: url)
                // SQLite makes its -wal and -shm files before it finds it cannot write (a read-only file): a failed
                // opening removes those it made.
                let companions = ["-wal", "-shm"].map { url.path + $0 }.filter {
                    !FileManager.default.fileExists(atPath: $0)
                }
                do {
                    database = try DatabasePool(path: url.path, configuration: databaseConfiguration)
                } catch {
                    for companion in companions { try? FileManager.default.removeItem(atPath: companion) }
                    throw LocalServerError(
                        .fileUnavailable,
                        reason: "Cannot open the data file \(url.path): " + LocalStore.shortReason(error)
                    )
                }
            }
            let otherWriters = try OtherWriters(database)
            self.otherWriters = otherWriters
            changeTracker = SnapshotChangeTracker(otherWriters: otherWriters) { [snapshot] changes in
                snapshot.withLockedValue { $0.committed(changes) }
            }
            database.add(transactionObserver: changeTracker, extent: .databaseLifetime)
            try Schema.migrator.migrate(database)
            try database.writeWithoutTransaction { [changeTracker] db in try changeTracker.install(in: db) }
        }
    }

    /// What the opening loaded: `nil` when an existing file kept its data.
    let loadedData: LocalServer.DataSummary?
    /// Where the edited data that the opening replaced was copied.
    let replacedDataCopy: URL?

    /// The lock that keeps other servers off the data file.
    let fileLock: DataFileLock?
    /// Notices what other programs commit to the data file (`nil` in memory).
    private let otherWriters: OtherWriters?
    /// What is known of the read snapshot (``SnapshotCache``).
    private let snapshot: NIOLockedValueBox<SnapshotCache>
    /// What the transaction in progress on the writer connection changes.
    let changeTracker: SnapshotChangeTracker

    /// An error's message without Foundation's or SQLite's codes.
    static func shortReason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }

    /// Moves every committed write from SQLite's write-ahead log into the data file and empties the log: until then
    /// the newest data is in `FILE-wal`, which a copy of the data file alone would miss.
    func checkpoint() {
        guard database is DatabasePool else { return }
        _ = try? database.writeWithoutTransaction { try $0.checkpoint(.truncate) }
    }

    /// Closes the database and removes its file with SQLite's and the lock's companions: for a new file that no
    /// server served.
    func closeAndRemove(_ url: URL) {
        try? (database as? DatabasePool)?.close()
        fileLock?.release()
        for suffix in ["", "-wal", "-shm", ".lock"] {
            try? FileManager.default.removeItem(atPath: url.path + suffix)
        }
    }

    /// The current snapshot: the cached one, else the outdated one patched, else read whole, once for all the readers
    /// that ask meanwhile (at 60,000 meetings a whole read takes a second, and each reader reading its own made the
    /// first answers after a start, or after a change a snapshot cannot follow, take many).
    func snapshot<Snapshot: DataSnapshot>(as _: Snapshot.Type) async throws -> Snapshot {
        let cache = cachedSnapshot()
        if let cached = cache.fresh as? Snapshot { return cached }
        guard cache.stale == nil else { return try await read { try $0.snapshot(as: Snapshot.self) } }
        let task = wholeRead.withLockedValue { reading in
            if let reading, reading.commits == cache.commits { return reading.task }
            let task = Task<any DataSnapshot, any Error> { try await self.read { try $0.snapshot(as: Snapshot.self) } }
            reading = (cache.commits, task)
            return task
        }
        let result = await task.result
        wholeRead.withLockedValue { if $0?.task == task { $0 = nil } }
        if let value = try result.get() as? Snapshot { return value }
        return try await read { try $0.snapshot(as: Snapshot.self) }
    }

    /// The whole read readers are waiting for, and the count of commits before it began: a reader that comes after
    /// another commit needs a read that began after it.
    private let wholeRead = NIOLockedValueBox<(commits: Int, task: Task<any DataSnapshot, any Error>)?>(nil)

    /// What is known of the snapshot. A commit by another program (noticed within a quarter of a second) forgets it
    /// first.
    func cachedSnapshot() -> SnapshotCache {
        if otherWriters?.committed(within: .milliseconds(250)) == true { invalidateSnapshot() }
        return snapshot.withLockedValue { $0 }
    }

    /// Keeps a snapshot read in a transaction that began after `commits` commits, unless another has committed since.
    func keep(_ snapshot: any DataSnapshot, readAfter commits: Int) {
        self.snapshot.withLockedValue { $0.keep(snapshot, readAfter: commits) }
    }

    /// Runs `body` in one write transaction: what it reads, checks and writes, it does on the data as the previous
    /// write left it, and no other write runs meanwhile. A thrown error rolls everything back.
    func write<Value: Sendable>(_ body: @escaping @Sendable (StoreTransaction) throws -> Value) async throws -> Value {
        try await database.write { db in
            // A write decides on the data as it is now: one another program committed is read again first.
            if self.otherWriters?.committed(within: .zero) == true { self.invalidateSnapshot() }
            let transaction = StoreTransaction(db, store: self)
            let value = try body(transaction)
            // The snapshot after the commit, ready for the next reader (a failure to patch leaves it to read whole).
            if let after = try? transaction.snapshotAfterWrites() {
                // Called after the commit's changes reach the snapshot state, before any other write.
                db.afterNextTransaction { [snapshot] _ in snapshot.withLockedValue { $0.keepCommitted(after) } }
            }
            return value
        }
    }

    /// Runs `body` in one read transaction.
    func read<Value: Sendable>(_ body: @escaping @Sendable (StoreTransaction) throws -> Value) async throws -> Value {
        try await database.read { db in try body(StoreTransaction(db, store: self)) }
    }

    func invalidateSnapshot() { snapshot.withLockedValue { $0.forget() } }

    /// Whether anything committed to the data file since the last look: SQLite's `PRAGMA data_version` on a
    /// connection of its own changes whenever another connection commits, this server's or another program's (the
    /// sqlite3 shell, a script). The server's own commits are taken as seen as they end, with no look in between (the
    /// snapshot follows them): another program's commit that lands in that moment goes unnoticed until its next.
    final class OtherWriters: Sendable {
        private let connection: DatabaseQueue
        /// The last look, and a count of the server's own commits begun and ended (odd while one is under way).
        private let lastLook: NIOLockedValueBox<(version: Int, at: ContinuousClock.Instant, ownCommits: Int)>

        init?(_ database: any DatabaseWriter) throws {
            guard let path = (database as? DatabasePool)?.path else { return nil }
            var configuration = Configuration()
            configuration.readonly = true
            connection = try DatabaseQueue(path: path, configuration: configuration)
            lastLook = NIOLockedValueBox((try Self.version(connection), .now, 0))
        }

        /// Whether a commit came since the last look, looking again only when the last look is older than `age`.
        func committed(within age: Duration) -> Bool {
            let now = ContinuousClock.now
            let start = lastLook.withLockedValue { $0 }
            // Odd: a commit of ours is under way, and would look like another program's.
            guard now - start.at >= age, start.ownCommits % 2 == 0, let version = try? Self.version(connection) else {
                return false
            }
            return lastLook.withLockedValue { look in
                // A commit of ours began or ended meanwhile: this look may have seen it. The next will tell.
                guard look.ownCommits == start.ownCommits else { return false }
                defer { (look.version, look.at) = (version, now) }
                return look.version != version
            }
        }

        /// Before a commit of this server's, on the writer's queue.
        func ownCommitWillBegin() { lastLook.withLockedValue { $0.ownCommits |= 1 } }

        /// After a commit (or rollback) of this server's: the version it left is taken as seen.
        func ownCommitEnded(committed: Bool) {
            let version = committed ? try? Self.version(connection) : nil
            lastLook.withLockedValue { look in
                if let version { look.version = version }
                look.ownCommits = (look.ownCommits | 1) + 1
            }
        }

        private static func version(_ connection: DatabaseQueue) throws -> Int {
            try connection.read { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 }
        }
    }
}
