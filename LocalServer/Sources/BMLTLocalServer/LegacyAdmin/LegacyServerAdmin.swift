import Foundation

/// 2.16.6's session-based administration: `json.php` and `xml.php` with a `PHPSESSID` cookie, and every 2.x action
/// (``LegacyAdminActions``).
struct LegacyServerAdmin: SessionAdministration {
    static let sessionCookie = "PHPSESSID"
    static let textContentType = "text/html; charset=UTF-8"
    let context: SessionAdminContext

    /// `json.php`, with its cookies in its order: the language preference (removed unless the request names
    /// a language), a new PHP session when the request has none, then what the action sets.
    ///
    /// A login stores the user in the request's session (a new one only when it came without); anything that fails
    /// to authorise ends the session and, as `c_comdef_LogoutUser()` does, removes its cookie if the request sent one.
    func respond(
        format: SessionAdminContext.Format,
        parameters: RequestParameters,
        cookieHeader: String?
    ) async throws -> LocalResponse {
        let session = PHPSession.cookie(Self.sessionCookie, in: cookieHeader)
        var cookies = [languageCookie(parameters, cookieHeader: cookieHeader)]
        let sessionID = session ?? PHPSession.newID()
        if session == nil { cookies.append(("Set-Cookie", "\(Self.sessionCookie)=\(sessionID); path=/")) }
        /// `c_comdef_LogoutUser()` and a refusal.
        func logout(_ answer: String) async throws -> LocalResponse {
            try await context.endSession(sessionID)
            var response = text(answer)
            if session != nil { response.headers.append(SessionAdminContext.removal(of: Self.sessionCookie)) }
            return response
        }
        var answer: LocalResponse
        switch parameters.string("admin_action") {
        case "login":
            try await context.endSession(sessionID)
            if let userID = try await context.checkCredentials(parameters) {
                try await context.startSession(sessionID, userID: userID)
                answer = text("OK")
            } else {
                answer = try await logout(SessionAdminContext.notAuthorized(format))
            }
        case "logout":
            answer = try await logout("BYE")
        case let action:
            // The session is checked before the action; administrators and deactivated users are refused again.
            guard let account = try await context.user(ofSession: sessionID), !account.isAdmin, !account.isDeactivated,
                account.id > 1
            else {
                answer = try await logout(SessionAdminContext.notAuthorized(format))
                break
            }
            guard let action, !action.isEmpty else {
                answer = text(format == .xml ? "<h1>BAD ADMIN ACTION</h1>" : "BAD ADMIN ACTION")
                break
            }
            let act = { @Sendable (data: StoreTransaction) in
                try LegacyAdminActions(
                    data: data,
                    account: account,
                    parameters: parameters,
                    now: context.now,
                    serverName: context.serverName,
                    mainURL: context.mainURL
                ).answer(action)
            }
            // An action that writes reads, checks and writes in one transaction.
            let store = context.store
            let result = LegacyAdminActions.writes(action) ? try await store.write(act) : try await store.read(act)
            answer = render(result, format)
        }
        answer.headers.insert(contentsOf: cookies, at: 0)
        return answer
    }

    /// `setcookie('bmlt_admin_lang_pref', $lang_enum, time() + one year, '/')`: the request's `lang_enum`, else the
    /// cookie's; an empty one removes the cookie.
    private func languageCookie(_ parameters: RequestParameters, cookieHeader: String?) -> (String, String) {
        let language =
            parameters.string("lang_enum") ?? PHPSession.cookie("bmlt_admin_lang_pref", in: cookieHeader) ?? ""
        guard !language.isEmpty else { return SessionAdminContext.removal(of: "bmlt_admin_lang_pref") }
        let year = 365 * 24 * 60 * 60
        let expires = Date(timeIntervalSince1970: TimeInterval(context.now + year))
        return (
            "Set-Cookie",
            "bmlt_admin_lang_pref=\(language); expires=\(Self.cookieDate(expires)); Max-Age=\(year); path=/"
        )
    }

    /// A date as PHP writes it in a cookie: `Thu, 01 Jan 1970 00:00:01 GMT`.
    private static func cookieDate(_ date: Date) -> String {
        PHPDate.format("D, d M Y H:i:s \\G\\M\\T", Int(date.timeIntervalSince1970))
    }

    /// An answer of the 2.x handler as `json.php` or `xml.php` sends it.
    private func render(_ answer: LegacyXML.Answer, _ format: SessionAdminContext.Format) -> LocalResponse {
        if case .fatal = answer { return LocalResponse(status: 500, contentType: "text/html", body: []) }
        switch format {
        case .json:
            return ReadAnswers.legacy.json(LegacyXML.json(answer))
        case .xml:
            let xml = LegacyXML.xml(answer, serverName: context.serverName, mainURL: context.mainURL)
            return xml.hasPrefix("<?xml")
                ? .text(xml, contentType: "application/xml; charset=UTF-8") : text(xml)
        }
    }
}
