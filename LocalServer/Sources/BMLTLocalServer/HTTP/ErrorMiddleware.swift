import Hummingbird
import Logging

/// Turns what a route throws into the answer the flavour's server gives: an administration refusal into its Laravel
/// body, a path no route has into the flavour's not-found answer, and any other error into the server's 500.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = LocalRequestContext
    let flavour: any ReadFlavour
    let paths: LocalPaths
    let logger: Logger

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let failure as AdminFailure {
            return failure.response.response(from: request, context: context)
        } catch let error as HTTPError where error.status == .notFound {
            return flavour.notFound(route: paths.route(of: request)).response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            // Hummingbird's own refusals (a malformed request) keep their status.
            throw error
        } catch {
            logger.error("Local server error", metadata: ["error": "\(error)"])
            return flavour.serverError.response(from: request, context: context)
        }
    }
}
