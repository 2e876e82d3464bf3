import Foundation
import HTTPTypes

// Meetings through the REST API. Its meetings carry format ids only; keys are added from the server's formats so
// that they read as search results do. It has no restore and no rollback: both are rebuilt from change records.
extension AdminAPIBackend {
    func meetings(_ filter: AdminMeetingFilter, in session: isolated AdminSession) async throws -> [Meeting] {
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
        let list = Meeting.adminAPIList(try await send(.get, "meetings", query: query, in: session))
        return try await withFormatKeys(list, in: session)
    }

    func meeting(id: Int, in session: isolated AdminSession) async throws -> Meeting {
        let object = try await object(.get, "meetings/\(id)", in: session)
        return try await withFormatKeys([Meeting(adminAPI: object)], in: session)[0]
    }

    /// A meeting without a venue type gets the one its formats and links imply (``VenueType/implied(for:)``): 4.x
    /// requires one, and meetings made by code written for 2.x, which has none, would be refused.
    func create(_ meeting: Meeting, in session: isolated AdminSession) async throws -> Meeting {
        var meeting = meeting
        if meeting.venueType == nil { meeting.venueType = VenueType.implied(for: meeting) }
        let object = try await object(.post, "meetings", body: meeting.adminAPIObject, in: session)
        return try await withFormatKeys([Meeting(adminAPI: object)], in: session)[0]
    }

    func store(
        _ meeting: Meeting,
        over original: Meeting,
        replacing: Bool,
        in session: isolated AdminSession
    ) async throws {
        let body = replacing ? meeting.adminAPIObject : meeting.adminAPIChanges(from: original)
        try await send(replacing ? .put : .patch, "meetings/\(original.id)", body: body, in: session)
    }

    func deleteMeeting(id: Int, in session: isolated AdminSession) async throws {
        try await send(.delete, "meetings/\(id)", in: session)
    }

    var restoresAsCopies: Bool { true }

    /// The meeting created again from its delete record, with a new id, and without what the record does not hold
    /// (its email contact, and the fields hidden from the public, which the record masks).
    func restoreDeletedMeeting(_ deletion: Change, in session: isolated AdminSession) async throws -> Meeting {
        guard var restored = deletion.before else {
            throw BMLTError(
                code: .notFound,
                reason: "Meeting \(deletion.meetingID ?? 0)'s delete record does not hold the meeting."
            )
        }
        restored.formatIDs = try await formatIDs(forKeys: restored.formatKeys, in: session)
        return try await session.createMeeting(try await writable(restored, in: session))
    }

    /// The meeting replaced (`PUT`) with the change's before-state, keeping the values the change record masks.
    func rollback(meetingID: Int, toBefore changeID: Int, in session: isolated AdminSession) async throws -> Meeting {
        let change = try await session.history(meetingID: meetingID).first { $0.id == changeID }
        guard let change, var before = change.before else {
            throw BMLTError(
                code: .notFound,
                reason: "Meeting \(meetingID) has no change \(changeID) with a before-state."
            )
        }
        var edit = try await session.edit(meetingID: meetingID)
        before.id = meetingID
        before.formatIDs = try await formatIDs(forKeys: before.formatKeys, in: session)
        before.emailContact = edit.original.emailContact
        for key in Meeting.stockDataKeys where before[dataField: key] == Self.mask {
            before[dataField: key] = edit.original[dataField: key]
        }
        edit.meeting = try await writable(before, in: session)
        return try await session.replace(edit, force: true)
    }

    func writtenFields(of meeting: Meeting) -> [String: String] {
        Dictionary(
            meeting.adminAPIObject.members.map { ($0.key, $0.value.serialized) },
            uniquingKeysWith: { first, _ in first }
        )
    }

    func reconcile(
        _ meeting: Meeting,
        from original: Meeting,
        in session: isolated AdminSession
    ) async throws -> Meeting {
        var meeting = meeting
        // Keys changed without their ids, or keys alone: a change record's state (4.x's `GetChanges` writes its
        // formats as keys, without `format_shared_id_list`), which saved as it is would clear the formats.
        let keysAlone = meeting.formatIDs.isEmpty && !meeting.formatKeys.isEmpty
        if keysAlone || (meeting.formatKeys != original.formatKeys && meeting.formatIDs == original.formatIDs) {
            meeting.formatIDs = try await formatIDs(forKeys: meeting.formatKeys, in: session)
        }
        return meeting
    }

    // MARK: - Formats and masks

    /// Format keys to shared ids, skipping the venue formats the API sets from the venue type.
    private func formatIDs(forKeys keys: [String], in session: isolated AdminSession) async throws -> [Int] {
        let byKey = Dictionary(
            try await session.serverFormats().map { ($0.key, $0.sharedID) },
            uniquingKeysWith: { first, _ in first }
        )
        return keys.filter { !["VM", "HY", "TC"].contains($0) }.compactMap { byKey[$0] }.sorted()
    }

    /// The meetings with the keys of their format ids.
    private func withFormatKeys(_ meetings: [Meeting], in session: isolated AdminSession) async throws -> [Meeting] {
        guard meetings.contains(where: { !$0.formatIDs.isEmpty }) else { return meetings }
        let byID = try await session.formatKeysByID()
        return meetings.map { meeting in
            var meeting = meeting
            let temporarilyVirtual = meeting.formatKeys.contains("TC")
            meeting.formatKeys = meeting.formatIDs.compactMap { byID[$0] } + (temporarilyVirtual ? ["TC"] : [])
            return meeting
        }
    }

    /// What `GetChanges` shows instead of a hidden value.
    static let mask = "********"

    /// A meeting from a change record made fit for the API: masked values removed, and only the server's custom
    /// fields kept (a record also holds columns such as `shared_group_id_bigint`).
    private func writable(_ meeting: Meeting, in session: isolated AdminSession) async throws -> Meeting {
        var meeting = meeting
        for key in Meeting.stockDataKeys where meeting[dataField: key] == Self.mask { meeting[dataField: key] = nil }
        if meeting.emailContact == Self.mask { meeting.emailContact = nil }
        let known = Set(try await session.client.fieldKeys().map(\.key)).subtracting(Self.mainColumns)
        meeting.customFields = meeting.customFields.filter { known.contains($0.key) && $0.value != Self.mask }
        return meeting
    }

    /// Keys of a change record or search result that are not data fields.
    private static let mainColumns: Set<String> = [
        "id_bigint", "worldid_mixed", "shared_group_id_bigint", "service_body_bigint", "weekday_tinyint", "venue_type",
        "start_time", "duration_time", "time_zone", "formats", "lang_enum", "longitude", "latitude", "published",
        "email_contact", "root_server_id", "source_id",
    ]
}
