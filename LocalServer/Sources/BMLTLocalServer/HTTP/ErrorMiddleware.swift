import Hummingbird
import Logging

/// Turns what a route throws into the answer the interface's server gives: a path no route has into the interface's
/// not-found answer, and an error that is no `HTTPResponseError` into the server's 500. An administration refusal
/// (``AdminFailure``) answers for itself.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = LocalRequestContext
    let interface: any ServerInterface
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
            return interface.notFound(route: paths.route(of: request)).response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            // Refusals that know their answer: the administration's, Hummingbird's own (a malformed request).
            throw error
        } catch {
            logger.error("Local server error", metadata: ["error": "\(error)"])
            return interface.flavour.answers.serverError.response(from: request, context: context)
        }
    }
}
