@_spi(BMLTInternal) import BMLT
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

    /// What PHP's `setcookie($name, '')` writes: the cookie removed.
    private static func removal(of name: String) -> (String, String) {
        ("Set-Cookie", "\(name)=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/")
    }

    /// Answers a request; `parameters` holds the query and the form body together.
    func respond(flavour: Flavour, parameters: RequestParameters, cookieHeader: String?) async throws -> LocalResponse {
        let session = PHPSession.cookie(sessionCookie, in: cookieHeader)
        guard isLegacy else {
            return try await currentAnswer(flavour: flavour, parameters: parameters, session: session)
        }
        return try await legacyAnswer(
            flavour: flavour,
            parameters: parameters,
            cookieHeader: cookieHeader,
            session: session
        )
    }

    // MARK: - 2.16.6 (`json.php`, `xml.php`)

    /// 2.16.6's `json.php`, with its cookies in its order: the language preference (removed unless the request names
    /// a language), a new PHP session when the request has none, then what the action sets.
    ///
    /// A login stores the user in the request's session (a new one only when it came without); anything that fails
    /// to authorise ends the session and, as `c_comdef_LogoutUser()` does, removes its cookie if the request sent one.
    private func legacyAnswer(
        flavour: Flavour,
        parameters: RequestParameters,
        cookieHeader: String?,
        session: String?
    ) async throws -> LocalResponse {
        var cookies = [languageCookie(parameters, cookieHeader: cookieHeader)]
        let sessionID = session ?? PHPSession.newID()
        if session == nil { cookies.append(("Set-Cookie", "PHPSESSID=\(sessionID); path=/")) }
        /// `c_comdef_LogoutUser()` and a refusal.
        func logout(_ answer: String) async throws -> LocalResponse {
            try await endSession(sessionID)
            var response = text(answer)
            if session != nil { response.headers.append(Self.removal(of: sessionCookie)) }
            return response
        }
        var answer: LocalResponse
        switch parameters.string("admin_action") {
        case "login":
            try await endSession(sessionID)
            if let userID = try await checkCredentials(parameters) {
                try await store.database.write { db in
                    try SessionRecord(id: sessionID, userID: userID, createdAt: now).save(db)
                }
                answer = text("OK")
            } else {
                answer = try await logout(notAuthorized(flavour))
            }
        case "logout":
            answer = try await logout("BYE")
        case let action:
            // The session is checked before the action; administrators and deactivated users are refused again.
            guard let account = try await user(ofSession: sessionID), !account.isAdmin, !account.isDeactivated,
                account.id > 1
            else {
                answer = try await logout(notAuthorized(flavour))
                break
            }
            guard let action, !action.isEmpty else {
                answer = text(flavour == .xml ? "<h1>BAD ADMIN ACTION</h1>" : "BAD ADMIN ACTION")
                break
            }
            let act = { @Sendable (data: StoreTransaction) in
                try LegacyAdminActions(
                    data: data,
                    account: account,
                    parameters: parameters,
                    now: now,
                    serverName: serverName,
                    mainURL: mainURL
                ).answer(action)
            }
            // An action that writes reads, checks and writes in one transaction.
            let result = LegacyAdminActions.writes(action) ? try await store.write(act) : try await store.read(act)
            answer = render(result, flavour)
        }
        answer.headers.insert(contentsOf: cookies, at: 0)
        return answer
    }

    /// `setcookie('bmlt_admin_lang_pref', $lang_enum, time() + one year, '/')`: the request's `lang_enum`, else the
    /// cookie's; an empty one removes the cookie.
    private func languageCookie(_ parameters: RequestParameters, cookieHeader: String?) -> (String, String) {
        let language =
            parameters.string("lang_enum") ?? PHPSession.cookie("bmlt_admin_lang_pref", in: cookieHeader) ?? ""
        guard !language.isEmpty else { return Self.removal(of: "bmlt_admin_lang_pref") }
        let year = 365 * 24 * 60 * 60
        let expires = Date(timeIntervalSince1970: TimeInterval(now + year))
        return (
            "Set-Cookie",
            "bmlt_admin_lang_pref=\(language); expires=\(Self.cookieDate(expires)); Max-Age=\(year); path=/"
        )
    }

    /// A date as PHP writes it in a cookie: `Thu, 01 Jan 1970 00:00:01 GMT`.
    private static func cookieDate(_ date: Date) -> String {
        PHPDate.format("D, d M Y H:i:s \\G\\M\\T", Int(date.timeIntervalSince1970))
    }

    // MARK: - bmlt-server 4.x (`LegacyAdminController`)

    private func currentAnswer(
        flavour: Flavour,
        parameters: RequestParameters,
        session: String?
    ) async throws -> LocalResponse {
        let action = parameters.string("admin_action")
        switch action {
        case "login":
            if let session { try await endSession(session) }
            guard let userID = try await checkCredentials(parameters) else { return text(notAuthorized(flavour)) }
            let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            try await store.database.write { db in
                try SessionRecord(id: id, userID: userID, createdAt: now).insert(db)
            }
            var answer = text("OK")
            answer.headers.append(("Set-Cookie", "\(sessionCookie)=\(id); path=/; httponly; samesite=lax"))
            return answer
        case "logout":
            if let session { try await endSession(session) }
            var answer = text("BYE")
            answer.headers.append(
                ("Set-Cookie", "\(sessionCookie)=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/")
            )
            return answer
        default:
            let account = if let session { try await user(ofSession: session) } else { Account?.none }
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
                                        ("id", .integer(orNull: account.id)), ("name", .string(account.name)),
                                        ("type", .integer(orNull: account.level)),
                                    ])
                                )
                            )
                        ])
                    )
                )
            }
            let catalog = try await store.catalog()
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
                                            ("id", .integer(orNull: body.id)), ("name", .string(body.name)),
                                            ("permissions", .integer(orNull: 3)),
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
            return LegacyReadFlavour().json(LegacyXML.json(answer))
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
    private func checkCredentials(_ parameters: RequestParameters) async throws -> Int? {
        let login = parameters.string("c_comdef_admin_login") ?? ""
        let password = parameters.string("c_comdef_admin_password") ?? ""
        let user = try await store.database.read { db in try UserRecord.find(login: login, in: db) }
        guard let user, try await Passwords.verify(password, hash: user.passwordHash) else { return nil }
        guard user.level != Account.Level.admin, user.level != Account.Level.deactivated else { return nil }
        return user.id
    }

    private func user(ofSession id: String) async throws -> Account? {
        try await store.database.read { db in
            guard let session = try SessionRecord.fetchOne(db, key: id) else { return nil }
            return try Account.load(session.userID, in: db)
        }
    }

    private func endSession(_ id: String) async throws {
        _ = try await store.database.write { db in try SessionRecord.deleteOne(db, key: id) }
    }
}
