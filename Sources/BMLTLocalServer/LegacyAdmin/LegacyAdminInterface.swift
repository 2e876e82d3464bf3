import BMLT
import Foundation
import GRDB

/// The session-based administration entry points every server keeps (`local_server/server_admin/json.php` and
/// `xml.php`): `login`, `logout`, `get_permissions` and `get_user_info`, with the plain-text answers of bmlt-server's
/// `LegacyAdminController`.
///
/// A login sets a `laravel_session` cookie that later requests send back. Server administrators and deactivated users
/// are refused here, as the real server refuses them (they use the web interface or nothing).
struct LegacyAdminInterface {
    let store: LocalStore
    let now: Int

    static let sessionCookie = "laravel_session"

    enum Flavour {
        case json, xml
    }

    /// Answers a request; `parameters` holds the query and the form body together.
    func respond(flavour: Flavour, parameters: RequestParameters, cookieHeader: String?) throws -> LocalResponse {
        let session = Self.cookie(Self.sessionCookie, in: cookieHeader)
        switch parameters.string("admin_action") {
        case "login":
            if let session { try endSession(session) }
            guard let userID = try checkCredentials(parameters) else { return .text(notAuthorized(flavour)) }
            let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            try store.database.write { db in
                try db.execute(
                    sql: "INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)",
                    arguments: [id, userID, now]
                )
            }
            var answer = LocalResponse.text("OK")
            answer.headers.append(("Set-Cookie", "\(Self.sessionCookie)=\(id); path=/; httponly; samesite=lax"))
            return answer
        case "logout":
            if let session { try endSession(session) }
            var answer = LocalResponse.text("BYE")
            answer.headers.append(
                ("Set-Cookie", "\(Self.sessionCookie)=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/")
            )
            return answer
        case "get_permissions", "get_user_info":
            guard flavour == .json else { return .text("Not Found", status: 404) }
            guard let account = try session.flatMap(user(ofSession:)) else { return .text(notAuthorized(flavour)) }
            if parameters.string("admin_action") == "get_user_info" {
                return .admin(
                    .object(
                        JSONObject([
                            (
                                "current_user",
                                .object(
                                    JSONObject([
                                        ("id", .integer(account.id)), ("name", .string(account.name)),
                                        ("type", .integer(account.level)),
                                    ])
                                )
                            )
                        ])
                    )
                )
            }
            let catalog = try store.catalog()
            let assigned = account.assignedServiceBodyIDs(catalog)
            let bodies = catalog.serviceBodies.filter { assigned.contains($0.id) }.sorted { $0.id < $1.id }
            return .admin(
                .object(
                    JSONObject([
                        (
                            "service_body",
                            .array(
                                bodies.map { body in
                                    .object(
                                        JSONObject([
                                            ("id", .integer(body.id)), ("name", .string(body.name)),
                                            ("permissions", .integer(3)),
                                        ])
                                    )
                                }
                            )
                        )
                    ])
                )
            )
        default:
            // Any other action is the web administration page, which the local server does not have.
            return .text("Not Found", status: 404)
        }
    }

    private func notAuthorized(_ flavour: Flavour) -> String {
        flavour == .xml ? "<h1>NOT AUTHORIZED</h1>" : "NOT AUTHORIZED"
    }

    /// The user id for good credentials of a user who may use this interface.
    private func checkCredentials(_ parameters: RequestParameters) throws -> Int? {
        let login = parameters.string("c_comdef_admin_login") ?? ""
        let password = parameters.string("c_comdef_admin_password") ?? ""
        let row = try store.database.read { db in
            try Row.fetchOne(
                db,
                sql: "SELECT id_bigint, user_level_tinyint, password_string FROM users WHERE login_string = ?",
                arguments: [login]
            )
        }
        guard let row, Passwords.verify(password, hash: row["password_string"]) else { return nil }
        let level: Int = row["user_level_tinyint"]
        guard level != Account.Level.admin, level != Account.Level.deactivated else { return nil }
        return row["id_bigint"]
    }

    private func user(ofSession id: String) throws -> Account? {
        try store.database.read { db in
            guard let userID = try Int.fetchOne(db, sql: "SELECT user_id FROM sessions WHERE id = ?", arguments: [id])
            else { return nil }
            return try Account.load(userID, in: db)
        }
    }

    private func endSession(_ id: String) throws {
        try store.database.write { db in try db.execute(sql: "DELETE FROM sessions WHERE id = ?", arguments: [id]) }
    }

    /// A cookie's value in a `Cookie` header.
    static func cookie(_ name: String, in header: String?) -> String? {
        for part in (header ?? "").split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0] == name { return pair[1] }
        }
        return nil
    }
}
