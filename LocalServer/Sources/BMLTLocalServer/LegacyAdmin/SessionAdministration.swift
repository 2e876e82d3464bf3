import Foundation
import GRDB

/// The session-based administration (`local_server/server_admin/json.php` and `xml.php`) of one server version: the
/// whole of 2.16.6's (``LegacyServerAdmin``), or what bmlt-server 4.x keeps of it (``LegacyAdminController``).
///
/// Server administrators and deactivated users are refused here, as the real servers refuse them.
protocol SessionAdministration: Sendable {
    /// The name of the session cookie.
    static var sessionCookie: String { get }
    /// A plain-text answer's `Content-Type` (PHP's and Laravel's differ in the charset's case).
    static var textContentType: String { get }
    var context: SessionAdminContext { get }
    init(context: SessionAdminContext)
    /// Answers a request; `parameters` holds the query and the form body together.
    func respond(
        format: SessionAdminContext.Format,
        parameters: RequestParameters,
        cookieHeader: String?
    ) async throws -> LocalResponse
}

extension SessionAdministration {
    /// A plain-text answer.
    func text(_ text: String) -> LocalResponse { .text(text, contentType: Self.textContentType) }
}

/// What both versions' session-based administration share: the request's moment and host, the users' sessions and
/// credentials.
struct SessionAdminContext: Sendable {
    let store: LocalStore
    let now: Int
    /// The host without its port, as PHP's `SERVER_NAME`.
    let serverName: String
    /// The root server URL without a port, ending in `/`.
    let mainURL: String

    /// Which script answers: `json.php` or `xml.php`.
    enum Format: Sendable {
        case json, xml
    }

    /// What PHP's `setcookie($name, '')` writes: the cookie removed.
    static func removal(of name: String) -> (String, String) {
        ("Set-Cookie", "\(name)=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/")
    }

    static func notAuthorized(_ format: Format) -> String {
        format == .xml ? "<h1>NOT AUTHORIZED</h1>" : "NOT AUTHORIZED"
    }

    /// The user id for good credentials of a user who may use this interface.
    func checkCredentials(_ parameters: RequestParameters) async throws -> Int? {
        let login = parameters.string("c_comdef_admin_login") ?? ""
        let password = parameters.string("c_comdef_admin_password") ?? ""
        let user = try await store.database.read { db in try UserRecord.find(login: login, in: db) }
        guard let user, try await Passwords.verify(password, hash: user.passwordHash) else { return nil }
        guard user.level != Account.Level.admin, user.level != Account.Level.deactivated else { return nil }
        return user.id
    }

    func user(ofSession id: String) async throws -> Account? {
        try await store.database.read { db in
            guard let session = try SessionRecord.fetchOne(db, key: id) else { return nil }
            return try Account.load(session.userID, in: db)
        }
    }

    /// Keeps the user logged in under the session id.
    func startSession(_ id: String, userID: Int) async throws {
        try await store.database.write { db in try SessionRecord(id: id, userID: userID, createdAt: now).save(db) }
    }

    func endSession(_ id: String) async throws {
        _ = try await store.database.write { db in try SessionRecord.deleteOne(db, key: id) }
    }
}
