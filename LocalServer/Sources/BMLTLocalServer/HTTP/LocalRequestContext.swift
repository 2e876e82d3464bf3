import Hummingbird

/// What a request carries through the local server's routes: Hummingbird's own context, and the caller once
/// ``BearerTokenMiddleware`` has checked a token.
struct LocalRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The user of a valid bearer token, and the token's id.
    var caller: (account: Account, tokenID: Int)?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}
