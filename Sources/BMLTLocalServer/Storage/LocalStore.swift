import Dispatch
import Foundation
import GRDB

/// The local server's database, and the snapshot of it that reads are served from.
///
/// A final class because it owns the database connection and the cached snapshot; both are safe to share across
/// tasks (GRDB serialises writes, the snapshot is guarded by a mutex and replaced after every write).
final class LocalStore: Sendable {
    let database: any DatabaseWriter
    let mode: LocalServer.Mode
    /// The snapshot, and the number of writes so far: a snapshot read while a write committed is not kept.
    private let snapshot = Locked<(writes: Int, catalog: Catalog?)>((0, nil))
    /// Taken by a request that reads the data, decides, and writes (an admin write): two at once would each decide
    /// on data without the other's write, and one write would undo the other.
    let writeTurns = WriteTurns()

    /// Opens the store, fills a new one and loads its first snapshot on a Dispatch thread: importing a dump is
    /// a second of CPU that should not hold one of Swift concurrency's few threads.
    static func open(_ configuration: LocalServer.Configuration) async throws -> LocalStore {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let store = try LocalStore(configuration: configuration)
                        _ = try store.catalog()
                        return store
                    }
                )
            }
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
            do {
                database = try DatabasePool(path: url.path, configuration: databaseConfiguration)
            } catch {
                throw LocalServerError(reason: "Cannot open the data file \(url.path): " + Self.shortReason(error))
            }
        }
        mode = configuration.mode
        try Schema.migrator.migrate(database)
        let initialized = try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'initialized'")
        }
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
    /// The lock that keeps other servers off the data file.
    let fileLock: DataFileLock?

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
            try SampleData.settings(mode: mode).save(db)
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
    }

    /// An error's message without Foundation's or SQLite's codes.
    static func shortReason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedFailureReason ?? error.localizedDescription
    }

    /// The current snapshot, loaded on first use after a write.
    func catalog() throws -> Catalog {
        let (writes, cached) = snapshot.withLock { ($0.writes, $0.catalog) }
        if let cached { return cached }
        let loaded = try database.read { db in try Catalog.load(db, mode: mode) }
        snapshot.withLock { if $0.writes == writes { $0.catalog = loaded } }
        return loaded
    }

    /// Runs a write transaction; the snapshot is reloaded on the next read.
    func write<Value>(_ updates: (Database) throws -> Value) throws -> Value {
        defer { invalidateSnapshot() }
        return try database.write(updates)
    }

    private func invalidateSnapshot() {
        snapshot.withLock {
            $0.writes += 1
            $0.catalog = nil
        }
    }
}

/// Lets one write through at a time. Waiting holds no thread: answers are computed on Dispatch's few threads, which a
/// blocked lock would take from the reads.
actor WriteTurns {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` when no other write runs.
    func run<Value: Sendable>(_ body: @Sendable () async -> Value) async -> Value {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        let value = await body()
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        return value
    }
}
