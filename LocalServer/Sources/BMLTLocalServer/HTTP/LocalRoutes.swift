import Foundation
import HTTPTypes
import Hummingbird

/// The local server's routes, laid out as the real servers lay theirs: the read API under `client_interface`, the
/// session-based administration under `local_server/server_admin`, and in the current mode the REST administration
/// under `api/v1`; anything else is the read flavour's not-found answer.
struct LocalRoutes: Sendable {
    let store: LocalStore
    let outbox: LocalServer.Outbox
    let configuration: LocalServer.Configuration
    let paths: LocalPaths
    /// How the read API answers: the mode's server, chosen once here.
    let flavour: any ReadFlavour
    /// PHP reads at most this many input variables (`max_input_vars`) and ignores the rest.
    static let maximumParameters = 1000
    /// The methods a route answers or refuses with 405; others are not found.
    static let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options]

    init(store: LocalStore, outbox: LocalServer.Outbox, configuration: LocalServer.Configuration) {
        self.store = store
        self.outbox = outbox
        self.configuration = configuration
        paths = LocalPaths(basePath: configuration.basePath, host: configuration.host)
        flavour =
            if case .aggregator(let aggregator) = configuration.role {
                CurrentReadFlavour(
                    served: AggregatedData(
                        maximumGeographicWidthKilometers: aggregator.maximumGeographicWidthKilometers
                    )
                )
            } else {
                store.mode.readFlavour
            }
    }

    var mode: LocalServer.Mode { store.mode }

    func router() -> Router<LocalRequestContext> {
        let router = Router(context: LocalRequestContext.self)
        router.add(middleware: ErrorMiddleware(flavour: flavour, paths: paths, logger: configuration.logger))
        let root = router.group(RouterPath(paths.basePath))
        addReadRoutes(to: root.group("client_interface"))
        switch configuration.role {
        case .standalone:
            addLegacyAdminRoutes(to: root.group("local_server/server_admin"))
            if let path = mode.restAdministrationPath {
                AdminAPI(store: store, paths: paths).addRoutes(to: root.group(RouterPath(path)))
            }
        case .mirror(let mirror):
            addMirrorRefusals(to: root, origin: OriginReader.normalized(mirror.origin).absoluteString)
        case .aggregator:
            addAggregatorRoutes(to: root)
        }
        return router
    }

    // MARK: - client_interface

    private func addReadRoutes(to group: RouterGroup<LocalRequestContext>) {
        let search: Answer = { request in
            let dataFormat = paths.route(of: request).split(separator: "/").last.map(String.init) ?? ""
            return try await self.search(request, dataFormat: dataFormat)
        }
        for dataFormat in flavour.dataFormatPaths { addReadRoute(RouterPath(dataFormat), to: group, search) }
        if flavour.hasLanguageListAndContactForm {
            addReadRoute("json/GetLangs.php", to: group) { request in try await read(request) { $0.getLangs() } }
            for method in Self.methods {
                group.on("contact.php", method: method) { request, _ in try await contact(request) }
            }
        }
        addReadRoute("serverInfo.xml", to: group) { request in try await read(request) { $0.serverInfoXML() } }
    }

    private typealias Answer = @Sendable (Request) async throws -> LocalResponse

    /// A route of the read API: GET and HEAD answer, other methods are refused as the flavour's server refuses them.
    private func addReadRoute(
        _ path: RouterPath,
        to group: RouterGroup<LocalRequestContext>,
        _ answer: @escaping Answer
    ) {
        for method in Self.methods {
            group.on(path, method: method) { request, _ in
                guard method == .get || method == .head else {
                    return try flavour.refuseMethod(method.rawValue, route: paths.route(of: request))
                }
                return try await answer(request)
            }
        }
    }

    /// Runs a read of the read API on the current snapshot.
    private func read(
        _ request: Request,
        _ answer: @escaping @Sendable (ReadAPI) -> LocalResponse
    ) async throws -> LocalResponse {
        let root = "http://\(paths.authority(of: request))\(paths.basePath)"
        return answer(
            ReadAPI(
                catalog: try await store.catalog(),
                flavour: flavour,
                rootServerURI: root,
                viewer: .anonymous,
                emailContact: configuration.emailContact
            )
        )
    }

    private func search(_ request: Request, dataFormat: String) async throws -> LocalResponse {
        var query = request.uri.query ?? ""
        let pairs = query.split(separator: "&")
        if pairs.count > Self.maximumParameters {
            query = pairs.prefix(Self.maximumParameters).joined(separator: "&")
        }
        let parameters = RequestParameters(query: query, trimsValues: flavour.trimsParameterValues)
        var answer = try await read(request) { $0.respond(dataFormat: dataFormat, parameters: parameters) }
        flavour.finishSearch(&answer, parameters: parameters, cookieHeader: request.headers[.cookie])
        return answer
    }

    /// `client_interface/contact.php` (2.x): it reads only the query, whatever the method.
    private func contact(_ request: Request) async throws -> LocalResponse {
        // 2.x builds the message's links from SERVER_NAME, SERVER_PORT (unless 80) and the base path.
        let authority = paths.authority(of: request)
        let root = "http://" + (authority.hasSuffix(":80") ? String(authority.dropLast(3)) : authority)
        let form = ContactForm(
            store: store,
            settings: configuration.emailContact,
            outbox: outbox,
            rootURL: root + paths.basePath,
            now: Date()
        )
        let parameters = RequestParameters(query: request.uri.query ?? "", trimsValues: false)
        return try await form.respond(to: parameters)
    }

    // MARK: - A mirror's administration

    /// A mirror's data is its origin's: both administration interfaces answer 403 with a message that names the
    /// origin (JSON under `api/v1`, as 4.x's refusals are; text for 2.x's `json.php` and `xml.php`).
    private func addMirrorRefusals(to root: RouterGroup<LocalRequestContext>, origin: String) {
        let message = "This server is a read-only mirror of \(origin): administer the origin instead."
        for method in Self.methods {
            if let path = mode.restAdministrationPath {
                root.group(RouterPath(path)).on("**", method: method) { _, _ in
                    LocalResponse.message(message, status: 403)
                }
            }
            root.group("local_server/server_admin").on("**", method: method) { _, _ in
                LocalResponse.text(message, status: 403, contentType: "text/plain; charset=utf-8")
            }
        }
    }

    // MARK: - local_server/server_admin

    private func addLegacyAdminRoutes(to group: RouterGroup<LocalRequestContext>) {
        let administration = mode.sessionAdministration
        for (file, format) in [("json.php", SessionAdminContext.Format.json), ("xml.php", .xml)] {
            for method in Self.methods {
                group.on(RouterPath(file), method: method) { request, _ in
                    guard let body = await request.collectedBody(upTo: AdminAPI.maximumBodySize) else {
                        return LocalResponse.text("", status: 413)
                    }
                    let serverName = paths.serverName(of: request)
                    let interface = administration.init(
                        context: SessionAdminContext(
                            store: store,
                            now: Int(Date().timeIntervalSince1970),
                            serverName: serverName,
                            mainURL: "http://\(serverName)\(paths.basePath)/"
                        )
                    )
                    // PHP reads the query and a form body together; the body wins.
                    let parameters = RequestParameters(
                        query: [request.uri.query ?? "", String(decoding: body, as: UTF8.self)]
                            .filter { !$0.isEmpty }.joined(separator: "&")
                    )
                    return try await interface.respond(
                        format: format,
                        parameters: parameters,
                        cookieHeader: request.headers[.cookie]
                    )
                }
            }
        }
    }
}
