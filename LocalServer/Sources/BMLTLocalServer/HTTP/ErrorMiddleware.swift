import Hummingbird
import Logging

/// Turns what a route throws into the answer the mode's server gives: a path no route has into 4.x's web app page or
/// 2.x's 404 page (or Laravel's JSON under `api/v1`), and an error that is no `HTTPResponseError` into the server's
/// 500. An administration refusal (``AdminFailure``) answers for itself.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = LocalRequestContext
    let mode: LocalServer.Mode
    let paths: LocalPaths
    let logger: Logger

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let route = paths.route(of: request)
            if mode == .current, route == "api/v1" || route.hasPrefix("api/v1/") {
                throw AdminFailure.notFound("The route \(route) could not be found.")
            }
            return notFound.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            // Refusals that know their answer: the administration's, Hummingbird's own (a malformed request).
            throw error
        } catch {
            logger.error("Local server error", metadata: ["error": "\(error)"])
            let answer: LocalResponse = mode == .legacy ? .text("", status: 500) : .serverError
            return answer.response(from: request, context: context)
        }
    }

    /// 4.x answers unknown paths with its administration web app (200, HTML); 2.x with a 404 page.
    private var notFound: LocalResponse {
        switch mode {
        case .current:
            return .text(
                "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>BMLT</title></head><body><div id=\"root\"></div></body></html>"
            )
        case .legacy:
            return .text("<html><body><h1>404 Not Found</h1></body></html>", status: 404)
        }
    }
}
