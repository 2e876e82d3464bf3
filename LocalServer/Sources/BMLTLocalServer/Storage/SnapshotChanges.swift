import GRDB
import NIOConcurrencyHelpers

/// What commits changed since a snapshot was read, when a snapshot can follow it without reading everything again:
/// the meetings written (their main or data rows), the change records added or removed (a meeting's oldest records
/// go when it has too many) and the users (a login writes its time). Anything else a commit changes (formats, service
/// bodies, settings, field templates) makes the next snapshot a whole read.
struct SnapshotChanges: Sendable, Equatable {
    /// The ids of the meetings whose rows were inserted, updated or deleted.
    var meetingIDs: Set<Int> = []
    /// The row ids of the change records inserted, ascending.
    var changeRecordIDs: [Int64] = []
    /// The row ids of the change records deleted.
    var removedChangeRecordIDs: Set<Int64> = []
    /// Whether any user was added, changed or removed: the users are few, and read again whole.
    var usersChanged = false

    var isEmpty: Bool {
        meetingIDs.isEmpty && changeRecordIDs.isEmpty && removedChangeRecordIDs.isEmpty && !usersChanged
    }

    func union(_ other: SnapshotChanges) -> SnapshotChanges {
        var union = self
        union.formUnion(other)
        return union
    }

    mutating func formUnion(_ other: SnapshotChanges) {
        meetingIDs.formUnion(other.meetingIDs)
        changeRecordIDs = Array(Set(changeRecordIDs).union(other.changeRecordIDs)).sorted()
        removedChangeRecordIDs.formUnion(other.removedChangeRecordIDs)
        usersChanged = usersChanged || other.usersChanged
    }

    /// Past this many meetings, moving them one by one in every list costs more than reading everything (an import, a
    /// large sync).
    static let meetingLimit = 200
}

/// Follows what each transaction on the writer connection changes, for ``LocalStore``'s snapshot.
///
/// A final class because it holds the transaction's changes while it runs; GRDB calls it on the writer's queue only,
/// and the SQL function the triggers call runs there too (a mutex keeps the compiler's `Sendable` checks honest).
final class SnapshotChangeTracker: TransactionObserver, Sendable {
    /// The changes of the transaction in progress; `nil` once it changed something a snapshot cannot follow.
    private let current = NIOLockedValueBox<SnapshotChanges?>(SnapshotChanges())
    private let committed: @Sendable (SnapshotChanges?) -> Void
    /// Told when the writer's commits begin and end, so that they are not taken for another program's.
    private let otherWriters: LocalStore.OtherWriters?

    /// Tables whose rows are not in the snapshot: logins and the server's metadata keep it.
    private static let ignoredTables: Set<String> = ["personal_access_tokens", "sessions", "local_server_metadata"]
    /// The meeting tables, and the column naming each row's meeting; the triggers report their rows by meeting.
    private static let meetingTables = [
        MeetingRecord.databaseTableName: MeetingColumn.id.name,
        MeetingDataRecord.databaseTableName: MeetingDataRecord.Columns.meetingID.name,
        MeetingLongDataRecord.databaseTableName: MeetingLongDataRecord.Columns.meetingID.name,
    ]
    private static let functionName = "local_server_meeting_changed"

    /// `committed` receives each committing transaction's changes (`nil`: read everything again).
    init(otherWriters: LocalStore.OtherWriters?, committed: @escaping @Sendable (SnapshotChanges?) -> Void) {
        self.otherWriters = otherWriters
        self.committed = committed
    }

    /// Makes the writer connection report the meetings each statement writes: temporary triggers (this connection's
    /// own, so another program's writes, which it cannot see, still make a whole read) calling a function of ours.
    func install(in db: Database) throws {
        db.add(
            function: DatabaseFunction(Self.functionName, argumentCount: 1, pure: false) { [current] values in
                let id = Int.fromDatabaseValue(values[0]) ?? 0
                current.withLockedValue { changes in
                    // Row 0 holds the field templates, which every meeting reads.
                    guard id != 0, changes?.meetingIDs.count ?? 0 < SnapshotChanges.meetingLimit else {
                        changes = nil
                        return
                    }
                    changes?.meetingIDs.insert(id)
                }
                return nil
            }
        )
        for (table, column) in Self.meetingTables {
            for (event, rows) in [("INSERT", ["NEW"]), ("UPDATE", ["OLD", "NEW"]), ("DELETE", ["OLD"])] {
                let calls = rows.map { "SELECT \(Self.functionName)(\($0).\(column));" }.joined(separator: " ")
                try db.execute(
                    sql: """
                        CREATE TEMP TRIGGER IF NOT EXISTS local_server_\(table)_\(event.lowercased())
                        AFTER \(event) ON main.\(table) BEGIN \(calls) END
                        """
                )
            }
        }
    }

    /// The changes of the transaction in progress on this connection (`nil`: a whole read is needed).
    var changesInProgress: SnapshotChanges? { current.withLockedValue { $0 } }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
        !Self.ignoredTables.contains(eventKind.tableName) && Self.meetingTables[eventKind.tableName] == nil
    }

    func databaseDidChange(with event: DatabaseEvent) {
        current.withLockedValue { changes in
            if event.tableName == "changes", event.kind == .insert {
                changes?.changeRecordIDs.append(event.rowID)
            } else if event.tableName == "changes", event.kind == .delete {
                changes?.removedChangeRecordIDs.insert(event.rowID)
            } else if event.tableName == "users" {
                changes?.usersChanged = true
            } else {
                changes = nil
            }
        }
    }

    func databaseWillCommit() throws { otherWriters?.ownCommitWillBegin() }

    func databaseDidCommit(_ db: Database) {
        otherWriters?.ownCommitEnded(committed: true)
        let changes = current.withLockedValue { changes in
            defer { changes = SnapshotChanges() }
            return changes
        }
        guard changes != SnapshotChanges() else { return }
        committed(
            changes.map { changes in
                var sorted = changes
                sorted.changeRecordIDs.sort()
                return sorted
            }
        )
    }

    func databaseDidRollback(_ db: Database) {
        otherWriters?.ownCommitEnded(committed: false)
        current.withLockedValue { $0 = SnapshotChanges() }
    }
}
