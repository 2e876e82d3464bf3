import GRDB

/// What reads are served from: a value derived from the whole database in one read transaction, which the store
/// keeps until a commit changes the data (the read API's ``Catalog``). Storage knows it only by this protocol.
protocol DataSnapshot: Sendable {
    static func load(_ db: Database, mode: LocalServer.Mode) throws -> Self

    /// This snapshot with `changes` read again from `db`, the same value as ``load(_:mode:)`` would read, in time
    /// proportional to the changes rather than to the data.
    func updated(with changes: SnapshotChanges, in db: Database) throws -> Self
}
