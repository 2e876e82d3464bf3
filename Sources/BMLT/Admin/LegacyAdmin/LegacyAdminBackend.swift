import Foundation
import HTTPTypes

/// The `json.php` administration interface of 2.x servers: a PHP session cookie, every call a POST of form fields
/// (so that credentials never appear in a URL), meetings as the read API writes them. It reads the user, their
/// permissions, formats and service bodies, and writes meetings only.
struct LegacyAdminBackend: AdminBackend {
    // MARK: - Credential

    func authenticate(client: BMLTClient, username: String, password: String) async throws -> AdminCredential {
        let parameters = QueryParameters([
            ("admin_action", "login"), ("c_comdef_admin_login", username), ("c_comdef_admin_password", password),
        ])
        let response = try await client.send(LegacyAdmin.request(client: client, parameters, cookie: nil))
        let text = String(decoding: response.body, as: UTF8.self).trimmingWhitespace
        guard text == "OK", let cookie = LegacyAdmin.sessionCookie(response) else {
            throw BMLTError(
                code: .unauthorized,
                reason:
                    "The server refused the user name or password (2.x servers also refuse the server administrator here).",
                url: client.rootURL,
                httpStatus: response.status.code,
                serverMessage: text
            )
        }
        return AdminCredential(flavour: .legacy, rootURL: client.rootURL, username: username, secret: cookie)
    }

    /// A session cookie has no expiry date, so the session never asks for this.
    func refresh(_ credential: AdminCredential, client: BMLTClient) async throws -> AdminCredential {
        credential
    }

    func logout(_ credential: AdminCredential, client: BMLTClient) async throws {
        let parameters = QueryParameters([("admin_action", "logout")])
        _ = try await client.send(LegacyAdmin.request(client: client, parameters, cookie: credential.secret))
    }

    func stillAccepts(_ credential: AdminCredential, client: BMLTClient) async -> Bool {
        (try? await LegacyAdmin.sessionIsAlive(client: client, cookie: credential.secret)) ?? true
    }

    // MARK: - Sending

    /// Sends an action with the session's live credential and returns the answer's JSON; `NOT AUTHORIZED` becomes
    /// `.unauthorized` when the session has ended, `.forbidden` when it lives.
    @discardableResult
    func send(
        _ action: String,
        _ parameters: QueryParameters = QueryParameters(),
        in session: isolated AdminSession
    ) async throws -> JSONValue {
        let client = session.client
        let all = parameters.prepending("admin_action", action)
        defer { if !action.hasPrefix("get_") { client.readCache?.removeAll() } }
        return try await session.retryingOnceIfEnded { [all] credential in
            let request = LegacyAdmin.request(client: client, all, cookie: credential.secret)
            let response = try await client.send(request)
            do {
                return try LegacyAdmin.answer(response, action: action, url: request.url)
            } catch let error as BMLTError where error.code == .forbidden {
                guard try await !LegacyAdmin.sessionIsAlive(client: client, cookie: credential.secret) else {
                    throw error
                }
                throw BMLTError(
                    code: .unauthorized,
                    reason: "The server ended the session; log in again.",
                    url: request.url,
                    serverMessage: error.serverMessage
                )
            }
        }
    }

    // MARK: - Meetings

    func meetings(_ filter: AdminMeetingFilter, in session: isolated AdminSession) async throws -> [Meeting] {
        var query = QueryParameters()
        query.appendList("meeting_ids", filter.meetingIDs.map(String.init))
        query.appendList("weekdays", filter.weekdays.map { String($0.rawValue) })
        query.appendList("services", filter.serviceBodyIDs.map(String.init))
        if let text = filter.text { query.append("SearchString", text) }
        return try Meeting.legacyAdminList(try await send("get_meetings", query, in: session))
    }

    func meeting(id: Int, in session: isolated AdminSession) async throws -> Meeting {
        let found = try await meetings(AdminMeetingFilter(meetingIDs: [id]), in: session)
        guard let meeting = found.first(where: { $0.id == id }) else {
            throw BMLTError(code: .notFound, reason: "There is no meeting \(id) that this user may edit.")
        }
        return meeting
    }

    /// 2.x creates every meeting unpublished; one asked for published is published in a second call.
    func create(_ meeting: Meeting, in session: isolated AdminSession) async throws -> Meeting {
        let fields = meeting.legacyAdminFields.filter { !$0.value.isEmpty && $0.key != "published" }
        let answer = try await send("add_meeting", Meeting.legacyAdminParameters(fields), in: session)
        guard let id = answer.object?["newMeeting"]?.object?["id"]?.int else {
            throw BMLTError(code: .unexpectedShape, reason: "The add_meeting answer has no new meeting id.")
        }
        if meeting.isPublished { try await modify(id, [("published", "1")], in: session) }
        return try await self.meeting(id: id, in: session)
    }

    func store(
        _ meeting: Meeting,
        over original: Meeting,
        replacing: Bool,
        in session: isolated AdminSession
    ) async throws {
        let changes = replacing ? meeting.legacyAdminFields : meeting.legacyAdminChanges(from: original)
        if !changes.isEmpty { try await modify(original.id, changes, in: session) }
    }

    private func modify(
        _ id: Int,
        _ fields: [(key: String, value: String)],
        in session: isolated AdminSession
    ) async throws {
        let parameters = Meeting.legacyAdminParameters(fields).prepending("meeting_id", String(id))
        try await send("modify_meeting", parameters, in: session)
    }

    func deleteMeeting(id: Int, in session: isolated AdminSession) async throws {
        try await send("delete_meeting", QueryParameters([("meeting_id", String(id))]), in: session)
    }

    var restoresAsCopies: Bool { false }

    /// 2.x restores the meeting with its id, unpublished.
    func restoreDeletedMeeting(_ deletion: Change, in session: isolated AdminSession) async throws -> Meeting {
        let id = deletion.meetingID ?? 0
        try await send("restore_deleted_meeting", QueryParameters([("meeting_id", String(id))]), in: session)
        return try await meeting(id: id, in: session)
    }

    func rollback(meetingID: Int, toBefore changeID: Int, in session: isolated AdminSession) async throws -> Meeting {
        try await send(
            "rollback_meeting_to_before_change",
            QueryParameters([("meeting_id", String(meetingID)), ("change_id", String(changeID))]),
            in: session
        )
        return try await meeting(id: meetingID, in: session)
    }

    func writtenFields(of meeting: Meeting) -> [String: String] {
        Dictionary(meeting.legacyAdminFields.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Refuses, before anything is sent, what 2.16.6 cannot store: it fails on `venue_type` (500, nothing saved) and
    /// stores `email_contact` through `intval`, losing the address. Formats changed by id only get their keys.
    func reconcile(
        _ meeting: Meeting,
        from original: Meeting,
        in session: isolated AdminSession
    ) async throws -> Meeting {
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
                url: session.client.rootURL
            )
        }
        var meeting = meeting
        // Ids dropped with the keys kept is a change record's state (its formats are keys alone), not a change.
        let keysAlone = meeting.formatIDs.isEmpty && !meeting.formatKeys.isEmpty
        if !keysAlone, meeting.formatIDs != original.formatIDs, meeting.formatKeys == original.formatKeys {
            let byID = try await session.formatKeysByID()
            meeting.formatKeys = meeting.formatIDs.compactMap { byID[$0] }
        }
        return meeting
    }
}
