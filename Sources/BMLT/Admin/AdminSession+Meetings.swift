import Foundation
import Logging

// Meetings: list, read, create, save, replace, delete, history, and the undo of deletes and changes.
extension AdminSession {
    /// The meetings the user may edit (on 4.x servers also those they observe), published or not.
    public func meetings(_ filter: AdminMeetingFilter = AdminMeetingFilter()) async throws -> [Meeting] {
        switch flavour {
        case .adminAPI:
            var query = QueryParameters()
            if !filter.meetingIDs.isEmpty {
                query.append("meetingIds", filter.meetingIDs.map(String.init).joined(separator: ","))
            }
            if !filter.weekdays.isEmpty {
                query.append("days", filter.weekdays.map { String($0.adminAPIValue) }.joined(separator: ","))
            }
            if !filter.serviceBodyIDs.isEmpty {
                query.append("serviceBodyIds", filter.serviceBodyIDs.map(String.init).joined(separator: ","))
            }
            if let text = filter.text { query.append("searchString", text) }
            return try await withFormatKeys(Meeting.adminAPIList(try await api("GET", "meetings", query: query)))
        case .legacy:
            var query = QueryParameters()
            query.appendList("meeting_ids", filter.meetingIDs.map(String.init))
            query.appendList("weekdays", filter.weekdays.map { String($0.rawValue) })
            query.appendList("services", filter.serviceBodyIDs.map(String.init))
            if let text = filter.text { query.append("SearchString", text) }
            return try Meeting.legacyAdminList(try await legacy("get_meetings", query))
        }
    }

    /// One meeting, with the fields only editors see.
    ///
    /// - Throws: ``BMLTError`` `.notFound` when there is no such meeting, `.forbidden` when the user may not see it.
    public func meeting(id: Int) async throws -> Meeting {
        switch flavour {
        case .adminAPI:
            guard let object = try await api("GET", "meetings/\(id)").object else {
                throw BMLTError(code: .unexpectedShape, reason: "The meeting is not an object.")
            }
            return try await withFormatKeys([Meeting(adminAPI: object)])[0]
        case .legacy:
            guard let meeting = try await meetings(AdminMeetingFilter(meetingIDs: [id])).first(where: { $0.id == id })
            else {
                throw BMLTError(code: .notFound, reason: "There is no meeting \(id) that this user may edit.")
            }
            return meeting
        }
    }

    /// A meeting read for editing: change ``MeetingEdit/meeting`` and pass the edit to ``save(_:force:)``.
    public func edit(meetingID: Int) async throws -> MeetingEdit {
        MeetingEdit(try await meeting(id: meetingID))
    }

    /// Creates a meeting and returns it as the server stored it, with its new id.
    ///
    /// 2.x servers create every meeting unpublished; a meeting asked for published is then published in a second
    /// call.
    public func create(_ meeting: Meeting) async throws -> Meeting {
        let meeting = try await reconcilingFormats(meeting, from: Meeting(id: 0, serviceBodyID: 0, name: ""))
        switch flavour {
        case .adminAPI:
            guard let object = try await api("POST", "meetings", body: meeting.adminAPIObject).object else {
                throw BMLTError(code: .unexpectedShape, reason: "The new meeting is not an object.")
            }
            return try await withFormatKeys([Meeting(adminAPI: object)])[0]
        case .legacy:
            let fields = meeting.legacyAdminFields.filter { !$0.value.isEmpty && $0.key != "published" }
            let answer = try await legacy("add_meeting", Meeting.legacyAdminParameters(fields))
            guard let id = answer.object?["newMeeting"]?.object?["id"]?.int else {
                throw BMLTError(code: .unexpectedShape, reason: "The add_meeting answer has no new meeting id.")
            }
            if meeting.isPublished {
                _ = try await legacy(
                    "modify_meeting",
                    Meeting.legacyAdminParameters([("published", "1")]).prepending("meeting_id", String(id))
                )
            }
            return try await self.meeting(id: id)
        }
    }

    /// Saves an edit: only the fields that differ from ``MeetingEdit/original`` are sent (a `PATCH`).
    ///
    /// Unless `force` is set, the meeting is read first, and a meeting that changed on the server since the edit's
    /// original was read is not overwritten: the save fails with `.conflict` and ``BMLTError/meetingConflict`` holds
    /// both versions. A save that times out or loses its connection is read back, and succeeds if the server has
    /// the changes. The edit itself is a value and is never touched.
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
        let intended = try await reconcilingFormats(edit.meeting, from: edit.original)
        if !force {
            let server = try await meeting(id: id)
            if fields(of: server) != fields(of: edit.original) {
                var error = BMLTError(
                    code: .conflict,
                    reason: "Meeting \(id) changed on the server since it was read; the edit was not saved."
                )
                error.meetingConflict = MeetingConflict(original: edit.original, server: server, edited: edit.meeting)
                throw error
            }
        }
        do {
            switch flavour {
            case .adminAPI:
                let body = replacing ? intended.adminAPIObject : intended.adminAPIChanges(from: edit.original)
                try await api(replacing ? "PUT" : "PATCH", "meetings/\(id)", body: body)
            case .legacy:
                let changes = replacing ? intended.legacyAdminFields : intended.legacyAdminChanges(from: edit.original)
                if !changes.isEmpty {
                    _ = try await legacy(
                        "modify_meeting",
                        Meeting.legacyAdminParameters(changes).prepending("meeting_id", String(id))
                    )
                }
            }
        } catch let error as BMLTError where error.code == .timedOut || error.code == .connectionFailed {
            // The server may have stored the save before the answer was lost: read it back before failing.
            logger.notice("BMLT admin save got no answer; reading the meeting back", metadata: ["meeting": "\(id)"])
            guard let stored = try? await meeting(id: id) else { throw error }
            guard fields(of: stored) == fields(of: intended) else { throw error }
            return stored
        }
        return try await meeting(id: id)
    }

    /// Deletes a meeting. It can be brought back with ``restoreDeletedMeeting(id:)``.
    public func deleteMeeting(id: Int) async throws {
        switch flavour {
        case .adminAPI: try await api("DELETE", "meetings/\(id)")
        case .legacy: _ = try await legacy("delete_meeting", QueryParameters([("meeting_id", String(id))]))
        }
    }

    /// The change records of a meeting, newest first, with the meeting before and after each (`GetChanges`).
    public func history(meetingID: Int) async throws -> [Change] {
        try await client.changes(ChangeQuery(meetingID: meetingID))
    }

    /// The meetings deleted and not restored, as their delete records (newest first; ``Change/before`` is the
    /// meeting as it was), from `GetChanges`.
    public func deletedMeetings(_ query: ChangeQuery = ChangeQuery()) async throws -> [Change] {
        let changes = try await client.changes(query).sorted(by: Change.isNewer)
        var seen: Set<Int> = []
        return changes.filter { change in
            guard let id = change.meetingID, seen.insert(id).inserted else { return false }
            return change.kind == .deleted
        }
    }

    /// Brings a deleted meeting back.
    ///
    /// 2.x servers restore it with its id, unpublished. 3.x/4.x servers have no restore: the meeting is created again
    /// from its delete record, with a new id, and without what the record does not hold (its email contact, and
    /// fields hidden from the public, which the record masks).
    public func restoreDeletedMeeting(id: Int) async throws -> Meeting {
        switch flavour {
        case .legacy:
            _ = try await legacy("restore_deleted_meeting", QueryParameters([("meeting_id", String(id))]))
            return try await meeting(id: id)
        case .adminAPI:
            let records = try await deletedMeetings(ChangeQuery(meetingID: id))
            guard let record = records.first(where: { $0.meetingID == id }), var restored = record.before else {
                throw BMLTError(code: .notFound, reason: "Meeting \(id) has no delete record to restore it from.")
            }
            restored.formatIDs = try await formatIDs(forKeys: restored.formatKeys)
            return try await create(try await writable(restored))
        }
    }

    /// Puts a meeting back as it was before one of its changes (``Change/id`` from ``history(meetingID:)``).
    ///
    /// 3.x/4.x servers have no rollback: the meeting is replaced (`PUT`) with the change's before-state, keeping the
    /// values the change record masks.
    public func rollback(meetingID: Int, toBefore changeID: Int) async throws -> Meeting {
        switch flavour {
        case .legacy:
            _ = try await legacy(
                "rollback_meeting_to_before_change",
                QueryParameters([("meeting_id", String(meetingID)), ("change_id", String(changeID))])
            )
            return try await meeting(id: meetingID)
        case .adminAPI:
            let change = try await history(meetingID: meetingID).first { $0.id == changeID }
            guard let change, var before = change.before else {
                throw BMLTError(
                    code: .notFound,
                    reason: "Meeting \(meetingID) has no change \(changeID) with a before-state."
                )
            }
            var edit = try await self.edit(meetingID: meetingID)
            before.id = meetingID
            before.formatIDs = try await formatIDs(forKeys: before.formatKeys)
            before.emailContact = edit.original.emailContact
            for key in Meeting.stockDataKeys where before[dataField: key] == Self.mask {
                before[dataField: key] = edit.original[dataField: key]
            }
            edit.meeting = try await writable(before)
            return try await replace(edit, force: true)
        }
    }

    // MARK: - Fields, formats, masks

    /// The fields a conflict check compares: what the flavour's encoder writes.
    private func fields(of meeting: Meeting) -> [String: String] {
        let pairs: [(String, String)]
        switch flavour {
        case .adminAPI: pairs = meeting.adminAPIObject.members.map { ($0.key, $0.value.serialized) }
        case .legacy: pairs = meeting.legacyAdminFields.map { ($0.key, $0.value) }
        }
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// What `GetChanges` shows instead of a hidden value.
    static let mask = "********"

    /// A meeting from a change record made fit for the administration API: masked values removed, and only the
    /// server's custom fields kept (a record also holds columns such as `shared_group_id_bigint`).
    private func writable(_ meeting: Meeting) async throws -> Meeting {
        var meeting = meeting
        for key in Meeting.stockDataKeys where meeting[dataField: key] == Self.mask { meeting[dataField: key] = nil }
        if meeting.emailContact == Self.mask { meeting.emailContact = nil }
        let known = Set(try await client.fieldKeys().map(\.key)).subtracting(Self.mainColumns)
        meeting.customFields = meeting.customFields.filter { known.contains($0.key) && $0.value != Self.mask }
        return meeting
    }

    /// Keys of a change record or search result that are not data fields.
    private static let mainColumns: Set<String> = [
        "id_bigint", "worldid_mixed", "shared_group_id_bigint", "service_body_bigint", "weekday_tinyint", "venue_type",
        "start_time", "duration_time", "time_zone", "formats", "lang_enum", "longitude", "latitude", "published",
        "email_contact", "root_server_id", "source_id",
    ]

    /// The server's formats in its language, those no meeting uses yet among them (read once per session).
    func serverFormats() async throws -> [Format] {
        if let formatCache { return formatCache }
        let formats = try await client.formats(FormatQuery(includesUnused: true))
        formatCache = formats
        return formats
    }

    /// Format keys to shared ids, skipping the venue formats the administration API sets from the venue type.
    private func formatIDs(forKeys keys: [String]) async throws -> [Int] {
        let byKey = Dictionary(
            try await serverFormats().map { ($0.key, $0.sharedID) },
            uniquingKeysWith: { first, _ in first }
        )
        return keys.filter { !["VM", "HY", "TC"].contains($0) }.compactMap { byKey[$0] }.sorted()
    }

    /// The server's format keys by shared id.
    private func formatKeysByID() async throws -> [Int: String] {
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

    /// The keys of administration API meetings, which carry only format ids, so that they read as search results do.
    private func withFormatKeys(_ meetings: [Meeting]) async throws -> [Meeting] {
        guard meetings.contains(where: { !$0.formatIDs.isEmpty }) else { return meetings }
        let byID = try await formatKeysByID()
        return meetings.map { meeting in
            var meeting = meeting
            let temporarilyVirtual = meeting.formatKeys.contains("TC")
            meeting.formatKeys = meeting.formatIDs.compactMap { byID[$0] } + (temporarilyVirtual ? ["TC"] : [])
            return meeting
        }
    }

    /// Refuses, before anything is sent, the fields a 2.x server's administration interface cannot store: 2.16.6
    /// fails on `venue_type` (500, nothing saved) and stores `email_contact` through `intval`, losing the address.
    private func refuseWhatLegacyCannotStore(_ meeting: Meeting, from original: Meeting) throws {
        guard flavour == .legacy else { return }
        let refused: [(changed: Bool, field: String, why: String)] = [
            (meeting.venueType != original.venueType, "venue type", "2.16.6 fails and saves nothing"),
            (
                meeting.emailContact != original.emailContact, "email contact",
                "2.16.6 stores it as a number, so the address is lost"
            ),
        ]
        if let refusal = refused.first(where: \.changed) {
            throw BMLTError(
                code: .unsupported,
                reason: "A 2.x server's administration interface cannot set a meeting's \(refusal.field) "
                    + "(\(refusal.why)); leave it as it is. Nothing was sent.",
                url: client.rootURL
            )
        }
    }

    /// An edited meeting whose formats were changed by key only (or, for 2.x servers, by id only), made consistent.
    ///
    /// - Throws: `.validationFailed` for a format key the server does not have, which a server drops without a word;
    ///   `.unsupported` for a change a 2.x server cannot store (see ``refuseWhatLegacyCannotStore(_:from:)``).
    private func reconcilingFormats(_ meeting: Meeting, from original: Meeting) async throws -> Meeting {
        try await checkFormatKeys(meeting.formatKeys, addedTo: original.formatKeys)
        try refuseWhatLegacyCannotStore(meeting, from: original)
        var meeting = meeting
        switch flavour {
        case .adminAPI:
            if meeting.formatKeys != original.formatKeys, meeting.formatIDs == original.formatIDs {
                meeting.formatIDs = try await formatIDs(forKeys: meeting.formatKeys)
            }
        case .legacy:
            if meeting.formatIDs != original.formatIDs, meeting.formatKeys == original.formatKeys {
                let byID = try await formatKeysByID()
                meeting.formatKeys = meeting.formatIDs.compactMap { byID[$0] }
            }
        }
        return meeting
    }
}

extension QueryParameters {
    /// The parameters with one more in front.
    func prepending(_ name: String, _ value: String) -> QueryParameters {
        QueryParameters([(name, value)] + items)
    }
}
