import Hummingbird
import HummingbirdAuth

/// What a request carries through the local server's routes: Hummingbird's own context, and the holder of a valid
/// bearer token once ``BearerTokenAuthenticator`` has checked one.
struct LocalRequestContext: AuthRequestContext {
    var coreContext: CoreRequestContextStorage
    var identity: AdminIdentity?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
    }
}
