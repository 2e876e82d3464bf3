import Hummingbird

/// One server version's HTTP interface, whole: the routes its server has below the base path, each answering as that
/// server does. ``LegacyInterface`` is 2.16.6's, ``CurrentInterface`` 4.2.7's; one is chosen when the router is built
/// (``LocalServer/Mode/interface``), and a role serves all of it (a server of its own data), its read API with its
/// administration refused (a mirror), or 4.2.7's read API beside the root servers' list (an aggregator).
protocol ServerInterface: Sendable {
    /// How its read API's switchers answer.
    var flavour: ReadFlavour { get }
    /// Where its REST administration lives, if it has one (4.x's `api/v1`).
    var restAdministrationPath: String? { get }
    /// `client_interface`, relative to it: the read API, which every role serves.
    func readRoutes(_ parts: RouteParts) -> RouteCollection<LocalRequestContext>
    /// The administration, relative to the base path: for a server of its own data only.
    func administrationRoutes(_ parts: RouteParts) -> RouteCollection<LocalRequestContext>
    /// The answer to a path no route has.
    func notFound(route: String) -> LocalResponse
}

/// What every route of the local server may need: the store, the contact form's outbox, the configuration, and what a
/// request's path and host say.
struct RouteParts: Sendable {
    let store: LocalStore
    let outbox: LocalServer.Outbox
    let configuration: LocalServer.Configuration
    let paths: LocalPaths
}
