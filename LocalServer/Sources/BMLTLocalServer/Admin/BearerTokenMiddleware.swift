import Foundation
import GRDB
import Hummingbird

/// `auth:sanctum`: a valid bearer token names the caller, anything else is refused with 401.
struct BearerTokenMiddleware: RouterMiddleware {
    typealias Context = LocalRequestContext
    let store: LocalStore

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let token = request.headers[.authorization].flatMap(Self.bearerToken) else {
            throw AdminFailure.unauthenticated()
        }
        let now = Int(Date().timeIntervalSince1970)
        let store = store
        let caller = try await offThePool {
            try store.database.read { db -> (Account, Int)? in
                guard let (tokenID, userID) = try AccessTokens.validate(token, in: db, now: now),
                    let account = try Account.load(userID, in: db)
                else { return nil }
                return (account, tokenID)
            }
        }
        guard let caller else { throw AdminFailure.unauthenticated() }
        var context = context
        context.caller = caller
        return try await next(request, context)
    }

    /// Laravel's `Request::bearerToken()`: what follows the last `Bearer ` (in any case) up to a comma, untrimmed.
    static func bearerToken(_ authorization: String) -> String? {
        guard let range = authorization.range(of: "bearer ", options: [.caseInsensitive, .backwards]) else {
            return nil
        }
        return String(authorization[range.upperBound...].prefix { $0 != "," })
    }
}
