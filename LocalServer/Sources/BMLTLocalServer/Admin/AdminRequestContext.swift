import Hummingbird

/// The holder of a valid bearer token: the user and the token's id.
struct AdminIdentity: Sendable {
    let account: Account
    let tokenID: Int
}

/// The context of the administration routes that need a token (`auth:sanctum`): made only when
/// ``BearerTokenAuthenticator`` found the caller, so that every handler has one; anyone else is refused with 401
/// before a handler runs.
struct AdminRequestContext: ChildRequestContext {
    var coreContext: CoreRequestContextStorage
    let caller: AdminIdentity

    init(context: LocalRequestContext) throws {
        guard let identity = context.identity else { throw AdminFailure.unauthenticated() }
        coreContext = context.coreContext
        caller = identity
    }
}
