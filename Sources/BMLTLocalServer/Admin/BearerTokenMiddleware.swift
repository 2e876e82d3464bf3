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
        guard let authorization = request.headers[.authorization], authorization.lowercased().hasPrefix("bearer ")
        else { throw AdminFailure.unauthenticated() }
        let token = String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces)
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
}
