import Foundation
import GRDB

// Filling a store: the sample data, a dump or a fresh install, when it opens or on `LocalServer.reset(to:)`. Storage
// opens the database; what goes into it is the importers' business.
extension LocalStore {
    /// Opens the store, fills a new one (or replaces a file's data, ``LocalServer/Configuration/resetsData``) and loads
    /// its first snapshot. Reading and importing a dump is a second of work: it runs on the database's own writer
    /// queue, through GRDB's asynchronous access, not on one of Swift concurrency's few threads.
    static func open<Snapshot: DataSnapshot>(
        _ opening: StoreOpening,
        snapshot snapshotType: Snapshot.Type
    ) async throws -> LocalStore {
        let opened = try OpenedDatabase(opening.storage)
        let prepared = try await opened.database.writeWithoutTransaction { db in try Self.prepare(db, opening) }
        let store = LocalStore(opened, prepared.loadedData, prepared.replacedDataCopy, mode: opening.mode)
        _ = try await store.snapshot(as: snapshotType)
        return store
    }

    /// Opens the store as ``open(_:snapshot:)`` does, without loading a snapshot, blocking the caller.
    convenience init(_ opening: StoreOpening) throws {
        let opened = try OpenedDatabase(opening.storage)
        let prepared = try opened.database.writeWithoutTransaction { db in try Self.prepare(db, opening) }
        self.init(opened, prepared.loadedData, prepared.replacedDataCopy, mode: opening.mode)
    }

    /// What opening loaded, and where it copied the edited data it replaced.
    struct Prepared: Sendable {
        var loadedData: LocalServer.DataSummary?
        var replacedDataCopy: URL?
    }

    /// Fills a new database, or replaces a file's data when the configuration says so. A dump is read and checked
    /// first: a bad one changes nothing.
    private static func prepare(_ db: Database, _ opening: StoreOpening) throws -> Prepared {
        let replacement = opening.resetsData ? try PreparedData(opening.initialData) : nil
        let initialized = try String.fetchOne(
            db,
            sql: "SELECT value FROM local_server_metadata WHERE key = 'initialized'"
        )
        guard initialized == nil || opening.resetsData else { return Prepared() }
        let copy = initialized == nil ? nil : try Self.copyEditedData(of: db, opening: opening)
        return Prepared(
            loadedData: try Self.load(
                replacement ?? PreparedData(opening.initialData),
                into: db,
                mode: opening.mode
            ),
            replacedDataCopy: copy
        )
    }

    /// Before data is loaded over a file's: `nil` when the file's data was not edited since it was loaded; otherwise
    /// a refusal, or with ``LocalServer/Configuration/replacesEditedData`` a copy of the file beside it (SQLite's
    /// `VACUUM INTO`, a consistent copy while the server holds the file).
    private static func copyEditedData(of db: Database, opening: StoreOpening) throws -> URL? {
        guard case .file(let url) = opening.storage,
            let edited = try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'edited'")
        else { return nil }
        guard opening.replacesEditedData else {
            throw LocalServerError(
                .wouldReplaceEdits,
                reason: "\(url.path) was edited since its data was loaded (first at \(edited)), and loading data "
                    + "would replace those edits. Nothing was changed."
            )
        }
        let stamp = ISO8601DateFormatter.string(
            from: Date(),
            timeZone: TimeZone(identifier: "UTC")!,
            formatOptions: [.withYear, .withMonth, .withDay, .withTime]
        )
        let copy = url.deletingPathExtension().appendingPathExtension("replaced-\(stamp).sqlite")
        do {
            try db.execute(sql: "VACUUM INTO ?", arguments: [copy.path])
        } catch {
            throw LocalServerError(
                .fileUnavailable,
                reason: "Cannot copy the edited data to \(copy.path) before replacing it: \(shortReason(error)). "
                    + "Nothing was changed."
            )
        }
        return copy
    }
    /// Replaces the content with a data source, in one transaction; a dump that cannot be read changes nothing.
    @discardableResult
    func load(_ source: LocalServer.DataSource) throws -> LocalServer.DataSummary {
        let data = try PreparedData(source)
        defer { invalidateSnapshot() }
        return try database.writeWithoutTransaction { db in try Self.load(data, into: db, mode: mode) }
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
            let refusal = { (code: LocalServerError.Code, reason: String) in
                LocalServerError(code, reason: "Cannot import \(url.path): \(reason). The data was not changed.")
            }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw refusal(.fileUnavailable, LocalStore.shortReason(error))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw refusal(.invalidData, "it is not UTF-8 text")
            }
            do {
                let dump = try MySQLDump(text)
                try DumpImporter.check(dump)
                return dump
            } catch let error as MySQLDump.ParseError {
                throw LocalServerError(
                    .invalidData,
                    reason: "Cannot import \(url.path), line \(error.line): \(error.reason). The data was not changed."
                )
            } catch let error as LocalServerError {
                throw refusal(.invalidData, error.reason)
            }
        }
    }

    /// Fills the database in one transaction. The shipped sample database is attached first, outside it, for the
    /// sample and for a fresh install's stock formats: SQLite attaches only between transactions.
    private static func load(
        _ data: PreparedData,
        into db: Database,
        mode: LocalServer.Mode
    ) throws -> LocalServer.DataSummary {
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

    private static func fill(_ db: Database, with data: PreparedData, mode: LocalServer.Mode) throws {
        switch data {
        case .sample:
            try SampleData.copyAttached(into: db)
            try DumpImporter(mode: mode).upgrade(db)
            try SampleData.settings.save(db)
        case .dump(let dump):
            let importer = DumpImporter(mode: mode)
            _ = try importer.load(dump, into: db)
            try importer.storage.importedDumpSettings.save(db)
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
}
