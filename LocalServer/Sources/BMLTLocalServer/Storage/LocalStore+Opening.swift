import Foundation
import GRDB

// Opening a store, and replacing its data on `LocalServer.reset(to:)`. What goes into it is the importers' business
// (``PreparedData``).
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
            loadedData: try (replacement ?? PreparedData(opening.initialData)).load(into: db, mode: opening.mode),
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
        return try database.writeWithoutTransaction { db in try data.load(into: db, mode: mode) }
    }
}
