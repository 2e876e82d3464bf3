import BMLT
import Foundation
import GRDB

/// The session-based administration entry points (`local_server/server_admin/json.php` and `xml.php`).
///
/// Every mode has `login`, `logout`, `get_permissions` and `get_user_info`; the current mode answers them as
/// bmlt-server's `LegacyAdminController` does (a `laravel_session` cookie, every other action 404), the legacy mode as
/// 2.16.6 does (a `PHPSESSID` cookie, and every 2.x action, see ``LegacyAdminActions``).
///
/// Server administrators and deactivated users are refused here, as the real servers refuse them.
struct LegacyAdminInterface {
    let store: LocalStore
    let now: Int
    /// The host without its port, as PHP's `SERVER_NAME`.
    let serverName: String
    /// The root server URL without a port, ending in `/`.
    let mainURL: String

    enum Flavour {
        case json, xml
    }

    private var isLegacy: Bool { store.mode == .legacy }
    private var sessionCookie: String { isLegacy ? "PHPSESSID" : "laravel_session" }

    /// A plain-text answer.
    private func text(_ text: String) -> LocalResponse {
        .text(text, contentType: isLegacy ? "text/html; charset=UTF-8" : "text/html; charset=utf-8")
    }

    /// Answers a request; `parameters` holds the query and the form body together.
    func respond(flavour: Flavour, parameters: RequestParameters, cookieHeader: String?) throws -> LocalResponse {
        let session = Self.cookie(sessionCookie, in: cookieHeader)
        let action = parameters.string("admin_action")
        switch action {
        case "login":
            if let session { try endSession(session) }
            guard let userID = try checkCredentials(parameters) else { return text(notAuthorized(flavour)) }
            let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            try store.database.write { db in
                try db.execute(
                    sql: "INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)",
                    arguments: [id, userID, now]
                )
            }
            var answer = text("OK")
            answer.headers.append(("Set-Cookie", "\(sessionCookie)=\(id); path=/; httponly; samesite=lax"))
            return answer
        case "logout":
            if let session { try endSession(session) }
            var answer = text("BYE")
            answer.headers.append(
                ("Set-Cookie", "\(sessionCookie)=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/")
            )
            return answer
        default:
            let account = try session.flatMap(user(ofSession:))
            if isLegacy {
                // 2.x checks the session before the action, and refuses administrators and deactivated users again.
                guard let account, !account.isAdmin, !account.isDeactivated, account.id > 1 else {
                    return text(notAuthorized(flavour))
                }
                guard let action, !action.isEmpty else {
                    return text(flavour == .xml ? "<h1>BAD ADMIN ACTION</h1>" : "BAD ADMIN ACTION")
                }
                let answer = try LegacyAdminActions(
                    store: store,
                    account: account,
                    parameters: parameters,
                    now: now,
                    serverName: serverName,
                    mainURL: mainURL
                ).answer(action)
                return render(answer, flavour)
            }
            // Any other action is the web administration page, which the local server does not have.
            guard action == "get_permissions" || action == "get_user_info" else {
                return .text("Not Found", status: 404)
            }
            guard flavour == .json else { return .text("Not Found", status: 404) }
            guard let account else { return text(notAuthorized(flavour)) }
            if action == "get_user_info" {
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
        }
    }

    /// An answer of the 2.x handler as `json.php` or `xml.php` sends it.
    private func render(_ answer: LegacyXML.Answer, _ flavour: Flavour) -> LocalResponse {
        if case .fatal = answer { return LocalResponse(status: 500, contentType: "text/html", body: []) }
        switch flavour {
        case .json:
            return .json(LegacyXML.json(answer), mode: .legacy)
        case .xml:
            let xml = LegacyXML.xml(answer, serverName: serverName, mainURL: mainURL)
            return xml.hasPrefix("<?xml")
                ? .text(xml, contentType: "application/xml; charset=UTF-8") : text(xml)
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
