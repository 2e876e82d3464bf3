import Foundation
import HTTPTypes
import Hummingbird

/// The local server's router: the mode's interface (``ServerInterface``), chosen once, composed with what the role
/// adds. A server of its own data serves all of its interface; a mirror its read API, with the administration refused;
/// an aggregator 4.2.7's read API on its root servers' data, with their list (``AggregatorRoutes``). Any other path
/// is the interface's not-found answer.
struct LocalRoutes: Sendable {
    let parts: RouteParts
    let interface: any ServerInterface
    /// The methods a route answers or refuses with 405; others are not found.
    static let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options]

    init(store: LocalStore, outbox: LocalServer.Outbox, configuration: LocalServer.Configuration) {
        parts = RouteParts(
            store: store,
            outbox: outbox,
            configuration: configuration,
            paths: LocalPaths(basePath: configuration.basePath, host: configuration.host)
        )
        interface =
            if case .aggregator(let aggregator) = configuration.role {
                CurrentInterface(
                    served: AggregatedData(
                        maximumGeographicWidthKilometers: aggregator.maximumGeographicWidthKilometers
                    )
                )
            } else {
                store.mode.interface
            }
    }

    func router() -> Router<LocalRequestContext> {
        let router = Router(context: LocalRequestContext.self)
        router.add(
            middleware: ErrorMiddleware(interface: interface, paths: parts.paths, logger: parts.configuration.logger)
        )
        let root = router.group(RouterPath(parts.paths.basePath))
        root.addRoutes(interface.readRoutes(parts), atPath: "client_interface")
        switch parts.configuration.role {
        case .standalone:
            root.addRoutes(interface.administrationRoutes(parts))
        case .mirror(let mirror):
            let origin = OriginReader.normalized(mirror.origin).absoluteString
            root.addRoutes(MirrorRefusals(origin: origin, interface: interface).routes)
        case .aggregator:
            root.addRoutes(AggregatorRoutes(store: parts.store).routes)
        }
        return router
    }
}
