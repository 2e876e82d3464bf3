import Foundation
import GRDB
import NIOConcurrencyHelpers

/// The local server's database, and the snapshot of it that reads are served from.
///
/// A final class because it owns the database connection and the cached snapshot; both are safe to share across
/// tasks (GRDB serialises writes, the snapshot is guarded by a mutex and forgotten when a write commits).
final class LocalStore: Sendable {
    let database: any DatabaseWriter
    let mode: LocalServer.Mode
    /// The snapshot, and the number of commits that changed it so far: a snapshot read while one committed is not
    /// kept.
    private let snapshot = NIOLockedValueBox<(writes: Int, catalog: Catalog?)>((0, nil))

    /// Opens the store, fills a new one and loads its first snapshot on a Dispatch thread: importing a dump is
    /// a second of CPU that should not hold one of Swift concurrency's few threads.
    static func open(_ configuration: LocalServer.Configuration) async throws -> LocalStore {
        try await offThePool {
            let store = try LocalStore(configuration: configuration)
            _ = try store.catalog()
            return store
        }
    }

    init(configuration: LocalServer.Configuration) throws {
        // Data to load over an existing file's is read and checked first: a bad dump changes nothing.
        let replacement = configuration.resetsData ? try PreparedData(configuration.initialData) : nil
        var databaseConfiguration = Configuration()
        databaseConfiguration.busyMode = .timeout(10)
        switch configuration.storage {
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
                    reason: "Cannot make the folder \(url.deletingLastPathComponent().path) for the data file: "
                        + Self.shortReason(error)
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
                throw LocalServerError(reason: "Cannot open the data file \(url.path): " + Self.shortReason(error))
            }
        }
        otherWriters = try OtherWriters(database)
        mode = configuration.mode
        database.add(transactionObserver: SnapshotInvalidator(snapshot), extent: .databaseLifetime)
        try Schema.migrator.migrate(database)
        let initialized = try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'initialized'")
        }
        replacedDataCopy =
            initialized == nil || !configuration.resetsData
            ? nil : try Self.copyEditedData(of: database, configuration: configuration)
        if initialized == nil || configuration.resetsData {
            loadedData = try Self.load(
                replacement ?? PreparedData(configuration.initialData),
                into: database,
                mode: mode
            )
        } else {
            loadedData = nil
        }
    }

    /// What the opening loaded: `nil` when an existing file kept its data.
    let loadedData: LocalServer.DataSummary?
    /// Where the edited data that the opening replaced was copied.
    let replacedDataCopy: URL?

    /// Before data is loaded over a file's: `nil` when the file's data was not edited since it was loaded; otherwise
    /// a refusal, or with ``LocalServer/Configuration/replacesEditedData`` a copy of the file beside it (SQLite's
    /// `VACUUM INTO`, a consistent copy while the server holds the file).
    private static func copyEditedData(
        of database: any DatabaseWriter,
        configuration: LocalServer.Configuration
    ) throws -> URL? {
        guard case .file(let url) = configuration.storage,
            let edited = try database.read({
                try String.fetchOne($0, sql: "SELECT value FROM local_server_metadata WHERE key = 'edited'")
            })
        else { return nil }
        guard configuration.replacesEditedData else {
            throw LocalServerError(
                reason: "\(url.path) was edited since its data was loaded (first at \(edited)), and loading data "
                    + "would replace those edits. Nothing was changed.",
                wouldReplaceEdits: true
            )
        }
        let stamp = ISO8601DateFormatter.string(
            from: Date(),
            timeZone: TimeZone(identifier: "UTC")!,
            formatOptions: [.withYear, .withMonth, .withDay, .withTime]
        )
        let copy = url.deletingPathExtension().appendingPathExtension("replaced-\(stamp).sqlite")
        do {
            try database.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [copy.path]) }
        } catch {
            throw LocalServerError(
                reason: "Cannot copy the edited data to \(copy.path) before replacing it: \(shortReason(error)). "
                    + "Nothing was changed."
            )
        }
        return copy
    }
    /// The lock that keeps other servers off the data file.
    let fileLock: DataFileLock?
    /// Notices what other programs commit to the data file (`nil` in memory).
    private let otherWriters: OtherWriters?

    /// Replaces the content with a data source, in one transaction; a dump that cannot be read changes nothing.
    @discardableResult
    func load(_ source: LocalServer.DataSource) throws -> LocalServer.DataSummary {
        let data = try PreparedData(source)
        defer { invalidateSnapshot() }
        return try Self.load(data, into: database, mode: mode)
    }

    /// A data source read and checked, ready to load.
    enum PreparedData {
        case sample
        case dump(MySQLDump)
        case freshInstall
        case empty

        init(_ source: LocalServer.DataSource) throws {
            switch source {
            case .sample: self = .sample
            case .dump(let url): self = .dump(try Self.readDump(url))
            case .freshInstall: self = .freshInstall
            case .empty: self = .empty
            }
        }

        /// The whole dump, parsed and checked, or an error naming the file, the line and the reason.
        private static func readDump(_ url: URL) throws -> MySQLDump {
            let refusal = { (reason: String) in
                LocalServerError(reason: "Cannot import \(url.path): \(reason). The data was not changed.")
            }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw refusal(LocalStore.shortReason(error))
            }
            guard let text = String(data: data, encoding: .utf8) else { throw refusal("it is not UTF-8 text") }
            do {
                let dump = try MySQLDump(text)
                try DumpImporter.check(dump)
                return dump
            } catch let error as MySQLDump.ParseError {
                throw LocalServerError(
                    reason: "Cannot import \(url.path), line \(error.line): \(error.reason). The data was not changed."
                )
            } catch let error as LocalServerError {
                throw refusal(error.reason)
            }
        }
    }

    /// Fills the database in one transaction. The shipped sample database is attached first, outside it, for the
    /// sample and for a fresh install's stock formats: SQLite attaches only between transactions.
    private static func load(
        _ data: PreparedData,
        into database: any DatabaseWriter,
        mode: LocalServer.Mode
    ) throws -> LocalServer.DataSummary {
        try database.writeWithoutTransaction { db in
            // Deferred: an immediate transaction would also lock the attached sample, which other stores share.
            let fill = {
                try db.inTransaction(.deferred) {
                    try Self.fill(db, with: data, mode: mode)
                    return .commit
                }
                return try LocalServer.DataSummary(db)
            }
            switch data {
            case .sample, .freshInstall: return try SampleData.withAttached(to: db, fill)
            case .dump, .empty: return try fill()
            }
        }
    }

    private static func fill(_ db: Database, with data: PreparedData, mode: LocalServer.Mode) throws {
        switch data {
        case .sample:
            try SampleData.copyAttached(into: db)
            try DumpImporter(mode: mode).upgrade(db)
            try SampleData.settings.save(db)
        case .dump(let dump):
            _ = try DumpImporter(mode: mode).load(dump, into: db)
            var settings = Settings()
            if mode == .legacy { settings.defaultDurationTime = "1:00:00" }
            try settings.save(db)
        case .freshInstall:
            try StockData.install(mode: mode, into: db)
        case .empty:
            try Schema.deleteData(db)
            try Settings().save(db)
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO local_server_metadata (key, value) VALUES ('initialized', ?), ('mode', ?)",
            arguments: [ISO8601DateFormatter().string(from: Date()), mode.rawValue]
        )
        try db.execute(sql: "DELETE FROM local_server_metadata WHERE key = 'edited'")
    }

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

    /// The current snapshot, loaded on first use after a write.
    func catalog() throws -> Catalog {
        if let cached = snapshot.withLockedValue({ $0.catalog }) { return cached }
        return try read { try $0.catalog() }
    }

    /// The cached snapshot, and the count of commits that changed the data so far. A commit by another program
    /// (noticed within a quarter of a second) forgets the snapshot first.
    func cachedSnapshot() -> (writes: Int, catalog: Catalog?) {
        if otherWriters?.committed(within: .milliseconds(250)) == true { invalidateSnapshot() }
        return snapshot.withLockedValue { $0 }
    }

    /// Keeps a snapshot read in a transaction that began when `writes` commits had changed the data, unless another
    /// has committed since.
    func keep(_ catalog: Catalog, readAfter writes: Int) {
        snapshot.withLockedValue { if $0.writes == writes { $0.catalog = catalog } }
    }

    /// Runs `body` in one write transaction: what it reads, checks and writes, it does on the data as the previous
    /// write left it, and no other write runs meanwhile. A thrown error rolls everything back.
    func write<Value>(_ body: (StoreTransaction) throws -> Value) throws -> Value {
        try database.write { db in
            // A write decides on the data as it is now: one another program committed is read again first.
            if otherWriters?.committed(within: .zero) == true { invalidateSnapshot() }
            return try body(StoreTransaction(db, store: self))
        }
    }

    /// Runs `body` in one read transaction.
    func read<Value>(_ body: (StoreTransaction) throws -> Value) throws -> Value {
        try database.read { db in try body(StoreTransaction(db, store: self)) }
    }

    private func invalidateSnapshot() { SnapshotInvalidator.forget(snapshot) }

    /// Forgets the snapshot when a transaction that changed its data commits. GRDB calls it on the writer's queue
    /// before the next write begins, so no write decides on a snapshot older than the last commit. Tokens, sessions
    /// and the server's metadata are not in the snapshot: logins keep it.
    private final class SnapshotInvalidator: TransactionObserver {
        private let snapshot: NIOLockedValueBox<(writes: Int, catalog: Catalog?)>
        private var changed = false
        private static let ignoredTables: Set<String> = ["personal_access_tokens", "sessions", "local_server_metadata"]

        init(_ snapshot: NIOLockedValueBox<(writes: Int, catalog: Catalog?)>) { self.snapshot = snapshot }

        func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
            !Self.ignoredTables.contains(eventKind.tableName)
        }

        func databaseDidChange(with event: DatabaseEvent) { changed = true }

        func databaseDidCommit(_ db: Database) {
            guard changed else { return }
            changed = false
            Self.forget(snapshot)
        }

        static func forget(_ snapshot: NIOLockedValueBox<(writes: Int, catalog: Catalog?)>) {
            snapshot.withLockedValue {
                $0.writes += 1
                $0.catalog = nil
            }
        }

        func databaseDidRollback(_ db: Database) { changed = false }
    }

    /// Whether anything committed to the data file since the last look: SQLite's `PRAGMA data_version` on a
    /// connection of its own changes whenever another connection commits, this server's or another program's (the
    /// sqlite3 shell, a script). A change of this server's own is noticed too, which costs one extra reload.
    private final class OtherWriters: Sendable {
        private let connection: DatabaseQueue
        private let lastLook: NIOLockedValueBox<(version: Int, at: ContinuousClock.Instant)>

        init?(_ database: any DatabaseWriter) throws {
            guard let path = (database as? DatabasePool)?.path else { return nil }
            var configuration = Configuration()
            configuration.readonly = true
            connection = try DatabaseQueue(path: path, configuration: configuration)
            lastLook = NIOLockedValueBox((try Self.version(connection), .now))
        }

        /// Whether a commit came since the last look, looking again only when the last look is older than `age`.
        func committed(within age: Duration) -> Bool {
            let now = ContinuousClock.now
            guard lastLook.withLockedValue({ now - $0.at >= age }),
                let version = try? Self.version(connection)
            else { return false }
            return lastLook.withLockedValue { look in
                defer { look = (version, now) }
                return look.version != version
            }
        }

        private static func version(_ connection: DatabaseQueue) throws -> Int {
            try connection.read { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 }
        }
    }
}
