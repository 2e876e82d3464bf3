import Foundation
import Logging

// Meetings: list, read, create, save, replace, delete, history, and the undo of deletes and changes.
extension AdminSession {
    /// The meetings the user may edit (on 4.x servers also those they observe), published or not.
    public func meetings(_ filter: AdminMeetingFilter = AdminMeetingFilter()) async throws -> [Meeting] {
        try await backend.meetings(filter, in: self)
    }

    /// One meeting, with the fields only editors see.
    ///
    /// - Throws: ``BMLTError`` `.notFound` when there is no such meeting, `.forbidden` when the user may not see it.
    public func meeting(id: Int) async throws -> Meeting {
        try await backend.meeting(id: id, in: self)
    }

    /// A meeting read for editing: change ``MeetingEdit/meeting`` and pass the edit to ``save(_:force:)``.
    public func edit(meetingID: Int) async throws -> MeetingEdit {
        MeetingEdit(try await meeting(id: meetingID))
    }

    /// Creates a meeting and returns it as the server stored it, with its new id.
    ///
    /// 2.x servers create every meeting unpublished; a meeting asked for published is then published in a second
    /// call.
    public func createMeeting(_ meeting: Meeting) async throws -> Meeting {
        let meeting = try await reconciling(meeting, from: Meeting(id: 0, serviceBodyID: 0, name: ""))
        return try await backend.create(meeting, in: self)
    }

    @available(*, deprecated, renamed: "createMeeting(_:)")
    public func create(_ meeting: Meeting) async throws -> Meeting {
        try await createMeeting(meeting)
    }

    /// Saves an edit: only the fields that differ from ``MeetingEdit/original`` are sent (a `PATCH`).
    ///
    /// Unless `force` is set, the meeting is read first, and a meeting that changed on the server since the edit's
    /// original was read is not overwritten: the save fails with `.conflict` and ``BMLTError/meetingConflict`` holds
    /// both versions. A save that times out or loses its connection is read back, and succeeds if the server has
    /// the changes. The edit itself is a value and is never touched.
    ///
    /// A meeting moved out of the user's reach (to a service body whose meetings they may not edit, see
    /// ``AdminPermissions/canEditMeetings(of:)``) is saved all the same; the server then no longer shows it to the
    /// user, so the meeting is returned as it was sent.
    ///
    /// - Returns: The meeting as the server stored it.
    public func save(_ edit: MeetingEdit, force: Bool = false) async throws -> Meeting {
        try await write(edit, force: force, replacing: false)
    }

    /// Saves an edit as a full replacement (a `PUT`): fields the edit does not have are removed on the server.
    /// Conflicts are detected as ``save(_:force:)`` detects them.
    public func replace(_ edit: MeetingEdit, force: Bool = false) async throws -> Meeting {
        try await write(edit, force: force, replacing: true)
    }

    private func write(_ edit: MeetingEdit, force: Bool, replacing: Bool) async throws -> Meeting {
        let id = edit.original.id
        let intended = try await reconciling(edit.meeting, from: edit.original)
        if !force {
            let server = try await meeting(id: id)
            if backend.writtenFields(of: server) != backend.writtenFields(of: edit.original) {
                var error = BMLTError(
                    code: .conflict,
                    reason: "Meeting \(id) changed on the server since it was read; the edit was not saved."
                )
                error.meetingConflict = MeetingConflict(original: edit.original, server: server, edited: edit.meeting)
                throw error
            }
        }
        do {
            try await backend.store(intended, over: edit.original, replacing: replacing, in: self)
        } catch let error as BMLTError where error.code == .timedOut || error.code == .connectionFailed {
            // The server may have stored the save before the answer was lost: read it back before failing.
            logger.notice("BMLT admin save got no answer; reading the meeting back", metadata: ["meeting": "\(id)"])
            guard let stored = try? await meeting(id: id) else { throw error }
            guard backend.writtenFields(of: stored) == backend.writtenFields(of: intended) else { throw error }
            return stored
        }
        let stored = try await storedMeeting(id, sent: intended)
        if stored.serviceBodyID != intended.serviceBodyID, intended.serviceBodyID != edit.original.serviceBodyID {
            // 2.16.6 answers `[false]`, saves the other fields and leaves the meeting where it was.
            throw BMLTError(
                code: .forbidden,
                reason:
                    "The server did not move meeting \(id) to service body \(intended.serviceBodyID): this user may "
                    + "not edit that body's meetings. The meeting's other changes were saved.",
                url: client.rootURL
            )
        }
        return stored
    }

    /// The meeting as the server stored it, read after a write that the server acknowledged.
    ///
    /// A meeting moved to a service body whose meetings the user may not edit is saved, yet the server no longer
    /// shows it to the user (4.x answers 403, 2.x lists it no more): that is no failed save, so the meeting is returned
    /// as it was sent, and a warning logged.
    private func storedMeeting(_ id: Int, sent: Meeting) async throws -> Meeting {
        do {
            return try await meeting(id: id)
        } catch let error as BMLTError where error.code == .forbidden || error.code == .notFound {
            logger.warning(
                "BMLT admin save stored; the user may no longer read the meeting",
                metadata: ["meeting": "\(id)", "serviceBody": "\(sent.serviceBodyID)"]
            )
            return sent
        }
    }

    /// Deletes a meeting. It can be brought back with ``restoreDeletedMeeting(id:)``.
    public func deleteMeeting(id: Int) async throws {
        try await backend.deleteMeeting(id: id, in: self)
    }

    /// The change records of a meeting, newest first, with the meeting before and after each (`GetChanges`).
    public func history(meetingID: Int) async throws -> [Change] {
        try await client.changes(ChangeQuery(meetingID: meetingID))
    }

    /// The meetings deleted and not restored, as their delete records (newest first; ``Change/before`` is the
    /// meeting as it was), from `GetChanges`. A meeting restored on a 3.x/4.x server (as a copy with a new id) is not
    /// listed again.
    public func deletedMeetings(_ query: ChangeQuery = ChangeQuery()) async throws -> [Change] {
        try await deletions(query).filter { $0.restoredAs == nil }.map(\.record)
    }

    /// Brings a deleted meeting back.
    ///
    /// 2.x servers restore it with its id, unpublished. 3.x/4.x servers have no restore: the meeting is created again
    /// from its delete record, with a new id, and without what the record does not hold (its email contact, and
    /// fields hidden from the public, which the record masks).
    ///
    /// A meeting is restored once. Nothing is sent, and the error is `.conflict`, for a meeting that is not deleted
    /// (on 2.x, one restored already) or was restored already as a copy (3.x/4.x; the reason names the copy's id);
    /// `.notFound` for a meeting that neither exists nor has a delete record.
    public func restoreDeletedMeeting(id: Int) async throws -> Meeting {
        let deletions = try await deletions(ChangeQuery(meetingID: id))
        guard let deletion = deletions.first(where: { $0.record.meetingID == id }) else {
            let exists = (try? await meeting(id: id)) != nil
            throw BMLTError(
                code: exists ? .conflict : .notFound,
                reason: exists
                    ? "Meeting \(id) is not deleted; nothing was restored."
                    : "Meeting \(id) has no delete record to restore it from.",
                url: client.rootURL
            )
        }
        if let copy = deletion.restoredAs {
            throw BMLTError(
                code: .conflict,
                reason: "Meeting \(id) was restored already, as meeting \(copy); nothing was restored.",
                url: client.rootURL
            )
        }
        return try await backend.restoreDeletedMeeting(deletion.record, in: self)
    }

    private func deletions(_ query: ChangeQuery) async throws -> [Deletion] {
        try await client.deletions(query, restoresAsCopies: backend.restoresAsCopies)
    }

    /// Puts a meeting back as it was before one of its changes (``Change/id`` from ``history(meetingID:)``).
    ///
    /// 3.x/4.x servers have no rollback: the meeting is replaced (`PUT`) with the change's before-state, keeping the
    /// values the change record masks.
    public func rollback(meetingID: Int, toBefore changeID: Int) async throws -> Meeting {
        try await backend.rollback(meetingID: meetingID, toBefore: changeID, in: self)
    }

    // MARK: - Formats

    /// The server's formats in its language, those no meeting uses yet among them (read once per session).
    func serverFormats() async throws -> [Format] {
        if let formatCache { return formatCache }
        let formats = try await client.formats(FormatQuery(includesUnused: true))
        formatCache = formats
        return formats
    }

    /// The server's format keys by shared id.
    func formatKeysByID() async throws -> [Int: String] {
        Dictionary(try await serverFormats().map { ($0.sharedID, $0.key) }, uniquingKeysWith: { first, _ in first })
    }

    /// Refuses keys that are new to the meeting and not the key of any of the server's formats (keys match exactly).
    private func checkFormatKeys(_ keys: [String], addedTo originalKeys: [String]) async throws {
        let added = keys.filter { !originalKeys.contains($0) }
        guard !added.isEmpty else { return }
        let known = Set(try await serverFormats().map(\.key))
        let unknown = added.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return }
        let message =
            "The server has no format " + (unknown.count == 1 ? "key " : "keys ") + unknown.joined(separator: ", ")
            + ". Its keys: " + known.sorted().joined(separator: ", ") + "."
        throw BMLTError(
            code: .validationFailed,
            reason: message + " Nothing was sent.",
            fieldErrors: ["formats": [message]]
        )
    }

    /// An edited meeting made fit to send.
    ///
    /// - Throws: `.validationFailed` for a format key the server does not have, which a server drops without a word;
    ///   `.unsupported` for a change the server's interface cannot store.
    private func reconciling(_ meeting: Meeting, from original: Meeting) async throws -> Meeting {
        try await checkFormatKeys(meeting.formatKeys, addedTo: original.formatKeys)
        return try await backend.reconcile(meeting, from: original, in: self)
    }
}
