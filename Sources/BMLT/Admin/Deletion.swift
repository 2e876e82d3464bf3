import Foundation

/// A deleted meeting as the change history shows it: its latest record, a delete, and, on a server that restores by
/// creating a copy, the copy a restore made.
@_spi(BMLTInternal) public struct Deletion: Sendable {
    /// The delete record; ``Change/before`` is the meeting as it was.
    public var record: Change
    /// The id of the meeting a restore created from it (3.x/4.x servers, which have no restore of their own).
    public var restoredAs: Int?
}

extension BMLTClient {
    /// The meetings whose latest change record is a delete, newest first.
    ///
    /// A 2.x server restores a meeting under its own id, and the restore is its latest record. 3.x/4.x servers have
    /// no restore: ``AdminSession/restoreDeletedMeeting(id:)`` creates a copy from the delete record, so the delete
    /// stays the deleted meeting's latest record. With `restoresAsCopies`, such a copy is found: a creation record
    /// after the delete whose meeting is the deleted one in every field but its id.
    @_spi(BMLTInternal) public func deletions(_ query: ChangeQuery, restoresAsCopies: Bool) async throws -> [Deletion] {
        var seen: Set<Int> = []
        let deletes = try await changes(query).sorted(by: Change.isNewer).filter { change in
            guard let id = change.meetingID, seen.insert(id).inserted else { return false }
            return change.kind == .deleted
        }
        guard restoresAsCopies, let earliest = deletes.map(\.date).min() else {
            return deletes.map { Deletion(record: $0) }
        }
        // The day before, so that no server time zone puts a creation on a day the query leaves out.
        let since = ChangeQuery(startDay: CalendarDay(earliest.addingTimeInterval(-86_400)))
        let creations = try await changes(since).filter { $0.kind == .created && $0.after != nil }
        return deletes.map { record in
            let copy = creations.filter { $0.id > record.id && Self.isCopy($0.after, of: record.before) }
                .min { $0.id < $1.id }
            return Deletion(record: record, restoredAs: copy?.meetingID)
        }
    }

    /// Whether a created meeting is a deleted one again: every field alike but the id, formats in any order.
    private static func isCopy(_ created: Meeting?, of deleted: Meeting?) -> Bool {
        guard let created, let deleted else { return false }
        func content(_ meeting: Meeting) -> [String: String] {
            var fields = meeting.readAPIFields
            fields["id_bigint"] = nil
            fields["formats"] = meeting.formatKeys.sorted().joined(separator: ",")
            return fields
        }
        return content(created) == content(deleted)
    }
}
