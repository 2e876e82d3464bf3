import Foundation
import HTTPTypes
import Hummingbird

/// What both interfaces' read routes share: GET and HEAD answered, other methods refused as the interface's server
/// refuses them, the query read as PHP reads it, and the read API run on the current snapshot.
struct ReadRoutes: Sendable {
    typealias Answer = @Sendable (Request) async throws -> LocalResponse

    let parts: RouteParts
    let flavour: ReadFlavour
    /// The answer to a method other than GET and HEAD, given the method and the route.
    let refusal: @Sendable (HTTPRequest.Method, String) throws -> LocalResponse

    /// PHP reads at most this many input variables (`max_input_vars`) and ignores the rest.
    static let maximumParameters = 1000

    /// Adds a route that answers GET and HEAD with `answer`.
    func add(_ path: RouterPath, to routes: RouteCollection<LocalRequestContext>, _ answer: @escaping Answer) {
        for method in LocalRoutes.methods {
            routes.on(path, method: method) { request, _ in
                guard method == .get || method == .head else {
                    return try refusal(method, parts.paths.route(of: request))
                }
                return try await answer(request)
            }
        }
    }

    /// Runs a read of the read API on the current snapshot.
    func read(
        _ request: Request,
        _ answer: @escaping @Sendable (ReadAPI) -> LocalResponse
    ) async throws -> LocalResponse {
        let root = "http://\(parts.paths.authority(of: request))\(parts.paths.basePath)"
        return answer(
            ReadAPI(
                catalog: try await parts.store.catalog(),
                flavour: flavour,
                rootServerURI: root,
                viewer: .anonymous,
                emailContact: parts.configuration.emailContact
            )
        )
    }

    /// The query's parameters, as many as PHP reads; `trimsValues` as Laravel's input middleware does.
    func parameters(of request: Request, trimsValues: Bool) -> RequestParameters {
        var query = request.uri.query ?? ""
        let pairs = query.split(separator: "&")
        if pairs.count > Self.maximumParameters {
            query = pairs.prefix(Self.maximumParameters).joined(separator: "&")
        }
        return RequestParameters(query: query, trimsValues: trimsValues)
    }

    /// The last segment of the request's route: the data format of `client_interface/{format}/`.
    func dataFormat(of request: Request) -> String {
        parts.paths.route(of: request).split(separator: "/").last.map(String.init) ?? ""
    }
}
