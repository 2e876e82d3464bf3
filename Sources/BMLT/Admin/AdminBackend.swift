import Foundation

/// One server administration interface, as an ``AdminSession`` uses it: the 3.x/4.x REST API
/// (``AdminAPIBackend``) or 2.x's `json.php` (``LegacyAdminBackend``).
///
/// The session keeps what both share once (the credential, the single-flight refresh, logging in again, conflict
/// detection, the format checks) and asks its backend only what differs. Backends hold no state: what a call needs
/// of the session (sending with the live credential, the cached formats) they reach through the isolated session
/// they are given, so that they run on its actor.
protocol AdminBackend: Sendable {
    /// Logs in and returns the credential.
    func authenticate(client: BMLTClient, username: String, password: String) async throws -> AdminCredential
    /// A renewed credential for one about to expire (only credentials with an expiry date are refreshed).
    func refresh(_ credential: AdminCredential, client: BMLTClient) async throws -> AdminCredential
    /// Ends the session on the server.
    func logout(_ credential: AdminCredential, client: BMLTClient) async throws
    /// Whether the server still accepts a credential; `true` unless it refuses it outright, so that a network fault
    /// never ends a session.
    func stillAccepts(_ credential: AdminCredential, client: BMLTClient) async -> Bool

    // Meetings
    func meetings(_ filter: AdminMeetingFilter, in session: isolated AdminSession) async throws -> [Meeting]
    func meeting(id: Int, in session: isolated AdminSession) async throws -> Meeting
    /// Creates a meeting and returns it as stored.
    func create(_ meeting: Meeting, in session: isolated AdminSession) async throws -> Meeting
    /// Sends an edit: the fields that differ from `original`, or every field when `replacing`.
    func store(
        _ meeting: Meeting,
        over original: Meeting,
        replacing: Bool,
        in session: isolated AdminSession
    ) async throws
    func deleteMeeting(id: Int, in session: isolated AdminSession) async throws
    /// Brings back the meeting of a delete record that is its meeting's latest record.
    func restoreDeletedMeeting(_ deletion: Change, in session: isolated AdminSession) async throws -> Meeting
    /// Whether a restore creates a copy with a new id (the interface has no restore of its own).
    var restoresAsCopies: Bool { get }
    func rollback(meetingID: Int, toBefore changeID: Int, in session: isolated AdminSession) async throws -> Meeting
    /// The fields a conflict check compares: what this interface writes of a meeting.
    func writtenFields(of meeting: Meeting) -> [String: String]
    /// An edited meeting whose formats were changed by key only or by id only, made consistent for this interface,
    /// or refused when the interface cannot store the change.
    func reconcile(
        _ meeting: Meeting,
        from original: Meeting,
        in session: isolated AdminSession
    ) async throws -> Meeting

    // The user, permissions, formats, service bodies, users
    func currentUser(in session: isolated AdminSession) async throws -> AdminUser
    func permissions(in session: isolated AdminSession) async throws -> AdminPermissions
    func formats(in session: isolated AdminSession) async throws -> [AdminFormat]
    func format(id: Int, in session: isolated AdminSession) async throws -> AdminFormat
    func serviceBodies(in session: isolated AdminSession) async throws -> [ServiceBody]
    func serviceBody(id: Int, in session: isolated AdminSession) async throws -> ServiceBody
    func users(in session: isolated AdminSession) async throws -> [AdminUser]
}

extension AdminCredential.Flavour {
    /// The backend that speaks this interface.
    var backend: any AdminBackend {
        switch self {
        case .adminAPI: AdminAPIBackend()
        case .legacy: LegacyAdminBackend()
        }
    }
}
