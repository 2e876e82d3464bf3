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
        var databaseConfiguration = Configuration()
        databaseConfiguration.busyMode = .timeout(10)
        switch configuration.storage {
        case .inMemory:
            database = try DatabaseQueue(configuration: databaseConfiguration)
        case .file(let url):
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            database = try DatabasePool(path: url.path, configuration: databaseConfiguration)
        }
        mode = configuration.mode
        try Schema.migrator.migrate(database)
        let initialized = try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'initialized'")
        }
        if initialized == nil || configuration.resetsData {
            try load(configuration.initialData)
        }
    }

    /// Replaces the content with a data source, in one transaction.
    func load(_ source: LocalServer.DataSource) throws {
        let mode = self.mode
        try database.write { db in
            switch source {
            case .sample:
                let dump = try MySQLDump(try SampleData.dumpText())
                _ = try DumpImporter(mode: mode).load(dump, into: db)
                try SampleData.settings(mode: mode).save(db)
            case .dump(let url):
                let text = try String(contentsOf: url, encoding: .utf8)
                _ = try DumpImporter(mode: mode).load(try MySQLDump(text), into: db)
                var settings = Settings()
                if mode == .legacy { settings.defaultDurationTime = "1:00:00" }
                try settings.save(db)
            case .freshInstall:
                try StockData.install(mode: mode, into: db)
            case .empty:
                for table in [
                    "meetings", "meeting_data", "meeting_longdata", "formats", "service_bodies", "users", "changes",
                ] {
                    try db.execute(sql: "DELETE FROM \(table)")
                }
                try Settings().save(db)
            }
            try db.execute(
                sql: "INSERT OR REPLACE INTO local_server_metadata (key, value) VALUES ('initialized', ?), ('mode', ?)",
                arguments: [ISO8601DateFormatter().string(from: Date()), mode.rawValue]
            )
        }
        invalidateSnapshot()
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

/// The Greater New York sample data shipped with the package.
enum SampleData {
    static func dumpText() throws -> String {
        guard
            let url = Bundle.module.url(
                forResource: "gnyr-sample-bmlt",
                withExtension: "sql",
                subdirectory: "SampleData"
            )
        else {
            throw LocalServerError(reason: "The sample data resource is missing from the package.")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The settings of the server the sample was recorded on.
    static func settings(mode: LocalServer.Mode) -> Settings {
        var settings = Settings()
        settings.searchSpecMapCenterLongitude = -79.793701171875
        settings.searchSpecMapCenterLatitude = 36.065752051707
        settings.searchSpecMapCenterZoom = 10
        settings.changeDepthForMeetings = 5
        settings.defaultDurationTime = mode == .legacy ? "1:00:00" : "01:00"
        return settings
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
