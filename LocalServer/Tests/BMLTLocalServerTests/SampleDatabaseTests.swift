import BMLTTestSupport
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// The sample database the package ships instead of the dump it was made from.
@Suite("The shipped sample database")
struct SampleDatabaseTests {
    /// Set to `1` to rewrite the shipped database from the dump (after a schema change or a new dump), then run again.
    static let rewriteVariable = "BMLT_REWRITE_SAMPLE_DATABASE"

    @Test("holds exactly the sample dump's rows, in the current schema")
    func holdsTheDumpsRows() throws {
        let fromDump = try DatabaseQueue()
        try Schema.migrator.migrate(fromDump)
        let dump = try MySQLDump(try SampleDump.text())
        _ = try fromDump.write { db in try DumpImporter(mode: .current).copyTables(of: dump, into: db) }

        if ProcessInfo.processInfo.environment[Self.rewriteVariable] == "1" {
            let target = SampleDump.url.deletingLastPathComponent().appendingPathComponent("gnyr-sample.sqlite")
            try? FileManager.default.removeItem(at: target)
            try fromDump.writeWithoutTransaction { db in
                // Rows only: a server copies them into its own indexed tables, and indexes would almost double the file.
                let indexes = try String.fetchAll(
                    db,
                    sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"
                )
                for index in indexes { try db.execute(sql: "DROP INDEX \"\(index)\"") }
                try db.execute(sql: "VACUUM INTO ?", arguments: [target.path])
            }
            Issue.record(
                "Rewrote \(target.lastPathComponent); build and run the tests again without \(Self.rewriteVariable)."
            )
            return
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(10)
        let shipped = try DatabaseQueue(path: try SampleData.databaseURL().path, configuration: configuration)
        for table in Schema.dataTables + ["sqlite_sequence"] {
            let expected = try fromDump.read { db in try Self.content(of: table, db) }
            let actual = try shipped.read { db in try Self.content(of: table, db) }
            #expect(
                actual == expected,
                "\(table) differs from the dump's: run the tests with \(Self.rewriteVariable)=1 to rewrite the database"
            )
        }
    }

    @Test("loads as the dump does, in both modes")
    func loadsAsTheDumpDoes() throws {
        for mode in [LocalServer.Mode.current, .legacy] {
            let fromSample = try LocalStore(StoreOpening(mode: mode, initialData: .sample))
            let fromDump = try LocalStore(StoreOpening(mode: mode, initialData: .empty))
            let dump = try MySQLDump(try SampleDump.text())
            try fromDump.database.write { db in
                _ = try DumpImporter(mode: mode).load(dump, into: db)
                try SampleData.settings.save(db)
            }
            for table in Schema.dataTables + ["settings", "sqlite_sequence"] {
                let expected = try fromDump.database.read { db in try Self.content(of: table, db) }
                let actual = try fromSample.database.read { db in try Self.content(of: table, db) }
                #expect(actual == expected, "\(mode) \(table)")
            }
        }
    }

    /// A table's columns and rows, in row order.
    static func content(of table: String, _ db: Database) throws -> [[String]] {
        let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table])
        // Rows of these two are looked up by name; their order means nothing.
        let order = ["sqlite_sequence", "settings"].contains(table) ? "name" : "rowid"
        // A sequence at 0 says what no sequence says: SQLite adds one when INSERT … SELECT copies no rows.
        let filter = table == "sqlite_sequence" ? "WHERE seq > 0" : ""
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table) \(filter) ORDER BY \(order)").map { row in
            Array(row.databaseValues.map(\.description))
        }
        return [columns] + rows
    }
}
