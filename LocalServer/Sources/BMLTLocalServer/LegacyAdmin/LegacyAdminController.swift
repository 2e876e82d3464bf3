@_spi(BMLTInternal) import BMLT
import Foundation

/// bmlt-server 4.x's `LegacyAdminController`: `login`, `logout`, `get_permissions` and `get_user_info` with a
/// `laravel_session` cookie; every other action is the web administration page, which the local server does not
/// have (404).
struct LegacyAdminController: SessionAdministration {
    static let sessionCookie = "laravel_session"
    static let textContentType = "text/html; charset=utf-8"
    let context: SessionAdminContext

    func respond(
        format: SessionAdminContext.Format,
        parameters: RequestParameters,
        cookieHeader: String?
    ) async throws -> LocalResponse {
        let session = PHPSession.cookie(Self.sessionCookie, in: cookieHeader)
        let action = parameters.string("admin_action")
        switch action {
        case "login":
            if let session { try await context.endSession(session) }
            guard let userID = try await context.checkCredentials(parameters) else {
                return text(SessionAdminContext.notAuthorized(format))
            }
            let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            try await context.startSession(id, userID: userID)
            var answer = text("OK")
            answer.headers.append(("Set-Cookie", "\(Self.sessionCookie)=\(id); path=/; httponly; samesite=lax"))
            return answer
        case "logout":
            if let session { try await context.endSession(session) }
            var answer = text("BYE")
            answer.headers.append(
                ("Set-Cookie", "\(Self.sessionCookie)=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/")
            )
            return answer
        default:
            let account = if let session { try await context.user(ofSession: session) } else { Account?.none }
            // Any other action is the web administration page, which the local server does not have.
            guard action == "get_permissions" || action == "get_user_info" else {
                return .text("Not Found", status: 404)
            }
            guard format == .json else { return .text("Not Found", status: 404) }
            guard let account else { return text(SessionAdminContext.notAuthorized(format)) }
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
            let catalog = try await context.store.catalog()
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
}
