import Foundation
import GRDB
import Hummingbird
import HummingbirdAuth

/// `auth:sanctum`'s guard: a valid bearer token names the caller (``AdminRequestContext`` refuses the rest).
struct BearerTokenAuthenticator: AuthenticatorMiddleware {
    typealias Context = LocalRequestContext
    let store: LocalStore

    func authenticate(request: Request, context: Context) async throws -> AdminIdentity? {
        guard let token = request.headers[.authorization].flatMap(Self.bearerToken) else { return nil }
        let now = Int(Date().timeIntervalSince1970)
        return try await store.database.read { db in
            guard let (tokenID, userID) = try AccessTokens.validate(token, in: db, now: now),
                let account = try Account.load(userID, in: db)
            else { return nil }
            return AdminIdentity(account: account, tokenID: tokenID)
        }
    }

    /// Laravel's `Request::bearerToken()`: what follows the last `Bearer ` (in any case) up to a comma, untrimmed.
    /// (hummingbird-auth's `HTTPFields.bearer` takes only a leading, capitalised `Bearer `, which Laravel does not
    /// require.)
    static func bearerToken(_ authorization: String) -> String? {
        guard let range = authorization.range(of: "bearer ", options: [.caseInsensitive, .backwards]) else {
            return nil
        }
        return String(authorization[range.upperBound...].prefix { $0 != "," })
    }
}
