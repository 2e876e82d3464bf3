import GRDB

extension FetchableRecord where Self: TableRecord {
    /// The records of the rows whose `column` holds one of `ids`, ordered by `order`, through one statement prepared
    /// once per connection whatever the number of ids (they go in as one JSON array). GRDB's query interface writes
    /// and prepares a request's SQL anew on every call, which was about a fifth of a meeting save's time; a save and
    /// the snapshot patch after it read the rows of the meetings they wrote this way.
    static func fetchAll<ID: BinaryInteger>(
        _ db: Database,
        where column: some ColumnExpression,
        isIn ids: some Sequence<ID>,
        orderedBy order: some ColumnExpression
    ) throws -> [Self] {
        let columns = databaseSelection.map { selection in
            if let column = selection as? any ColumnExpression { return column.name.quotedDatabaseIdentifier }
            precondition(selection is AllColumns, "A record read by ids selects columns by name.")
            return "*"
        }
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(columns.joined(separator: ", ")) FROM \(databaseTableName.quotedDatabaseIdentifier)
                WHERE \(column.name.quotedDatabaseIdentifier) IN (SELECT value FROM json_each(?))
                ORDER BY \(order.name.quotedDatabaseIdentifier)
                """
        )
        return try fetchAll(statement, arguments: ["[" + ids.map { "\($0)" }.joined(separator: ",") + "]"])
    }
}
