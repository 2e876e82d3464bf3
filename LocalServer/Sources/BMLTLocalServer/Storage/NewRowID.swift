import GRDB

extension Database {
    /// The id of a new row of `table` that no row of it ever had: one above its largest id and above every id given
    /// before, as MySQL's `AUTO_INCREMENT` gives them. SQLite gives the largest id again once its row is deleted, and a
    /// client that repeats a `DELETE` after losing its answer (an idempotent request, which the library may send
    /// twice) would then remove the row that took the id.
    func newRowID(in table: String, column: String) throws -> Int {
        let key = "last_id.\(table)"
        let given =
            try Int.fetchOne(
                self,
                sql: "SELECT CAST(value AS INTEGER) FROM local_server_metadata WHERE key = ?",
                arguments: [key]
            ) ?? 0
        let largest = try Int.fetchOne(self, sql: "SELECT MAX(\(column)) FROM \(table)") ?? 0
        let id = Swift.max(given, largest) + 1
        try execute(
            sql: """
                INSERT INTO local_server_metadata (key, value) VALUES (?, ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value
                """,
            arguments: [key, String(id)]
        )
        return id
    }
}
