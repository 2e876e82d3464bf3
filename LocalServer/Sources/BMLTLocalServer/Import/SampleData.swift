import Foundation
import GRDB

/// The Greater New York sample data shipped with the package, as a ready SQLite database.
///
/// The database holds the rows of the sample MySQL dump (`Resources/SampleData/gnyr-sample-bmlt.sql`, in the source
/// tree only) as ``DumpImporter/copyTables(of:into:)`` copies them, not upgraded, so that each mode upgrades them as
/// its own server does. Copying its tables takes milliseconds; parsing and importing the dump took half a second,
/// which every `bmlt` command that starts the embedded server paid. A test checks that the database holds exactly
/// the dump's rows in the current schema, and rewrites it when asked to.
enum SampleData {
    /// The shipped database.
    static func databaseURL() throws -> URL {
        guard let url = Bundle.module.url(forResource: "gnyr-sample", withExtension: "sqlite") else {
            throw LocalServerError(.missingResource, reason: "The sample data resource is missing from the package.")
        }
        return url
    }

    /// Runs `body` with the shipped database attached to `db` as `sample`; `db` must be outside a transaction.
    static func withAttached<Value>(to db: Database, _ body: () throws -> Value) throws -> Value {
        try db.execute(sql: "ATTACH DATABASE ? AS sample", arguments: [try databaseURL().path])
        defer { try? db.execute(sql: "DETACH DATABASE sample") }
        return try body()
    }

    /// Replaces the data tables' content with the attached sample's, and continues its id sequences where the dumped
    /// server's would have gone on.
    static func copyAttached(into db: Database) throws {
        try Schema.deleteData(db)
        for table in Schema.dataTables { try copyAttached(table, into: db) }
        try db.execute(
            sql: """
                DELETE FROM main.sqlite_sequence WHERE name IN (SELECT name FROM sample.sqlite_sequence);
                INSERT INTO main.sqlite_sequence (name, seq) SELECT name, seq FROM sample.sqlite_sequence WHERE seq > 0;
                """
        )
    }

    /// Copies the attached sample's rows of `table` that match `condition` (SQL), in the columns both databases have.
    static func copyAttached(_ table: String, where condition: String = "1", into db: Database) throws {
        let sampleColumns = try Set(
            String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?, 'sample')", arguments: [table])
        )
        let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?, 'main')", arguments: [table])
            .filter(sampleColumns.contains)
            .map { "\"\($0)\"" }
            .joined(separator: ", ")
        try db.execute(
            sql: "INSERT INTO main.\(table) (\(columns)) SELECT \(columns) FROM sample.\(table) WHERE \(condition)"
        )
    }

    /// The Greater New York server's settings: its map centre (New York City) and its meetings' usual length, so
    /// that an app previewing the sample opens where its meetings are. The conformance peers are configured alike.
    static var settings: Settings {
        var settings = Settings()
        settings.searchSpecMapCenterLongitude = -73.9
        settings.searchSpecMapCenterLatitude = 40.7
        settings.searchSpecMapCenterZoom = 10
        settings.changeDepthForMeetings = 5
        settings.defaultDurationTime = "1:30:00"
        return settings
    }

    /// The settings of the server the recorded answers of `Tests/BMLTFixtures/server-2.16.6` came from (a map centre
    /// in North Carolina, meetings of an hour), for tests that replay those answers.
    static var recordedServerSettings: Settings {
        var settings = Self.settings
        settings.searchSpecMapCenterLongitude = -79.793701171875
        settings.searchSpecMapCenterLatitude = 36.065752051707
        // The recorded server's configuration file says `1:00:00`, which bmlt-server's migration keeps as it is.
        settings.defaultDurationTime = "1:00:00"
        return settings
    }
}
