import GRDB

extension Database {
    /// A statement that inserts, or replaces by primary key, a row of these columns in a table, prepared once for a
    /// bulk load's many rows.
    func insertOrReplaceStatement(into table: String, columns: [String]) throws -> Statement {
        let names = columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        let values = columns.map { _ in "?" }.joined(separator: ", ")
        return try makeStatement(
            sql: "INSERT OR REPLACE INTO \(table.quotedDatabaseIdentifier) (\(names)) VALUES (\(values))"
        )
    }
}
