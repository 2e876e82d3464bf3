import Foundation
import GRDB

/// A data source read and checked, ready to load into a store's database: the sample data, a dump, a fresh install or
/// nothing, as a server opens with it or is reset to it.
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

    /// Fills the database in one transaction. The shipped sample database is attached first, outside it, for the
    /// sample and for a fresh install's stock formats: SQLite attaches only between transactions.
    func load(into db: Database, mode: LocalServer.Mode) throws -> LocalServer.DataSummary {
        // Deferred: an immediate transaction would also lock the attached sample, which other stores share.
        let fill = {
            try db.inTransaction(.deferred) {
                try self.fill(db, mode: mode)
                return .commit
            }
            return try LocalServer.DataSummary(db)
        }
        switch self {
        case .sample, .freshInstall: return try SampleData.withAttached(to: db, fill)
        case .dump, .empty: return try fill()
        }
    }

    private func fill(_ db: Database, mode: LocalServer.Mode) throws {
        switch self {
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
