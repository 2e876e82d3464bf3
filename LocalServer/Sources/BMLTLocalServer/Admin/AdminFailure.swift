import BMLT
import HTTPTypes
import Hummingbird

/// Why an administration request is refused, with the status and body bmlt-server 4.2.7 answers.
///
/// An `HTTPResponseError`: thrown from anywhere below the router, Hummingbird answers with its ``answer``.
enum AdminFailure: HTTPResponseError {
    /// No valid bearer token (`401 {"message":"Unauthenticated."}`), or wrong credentials.
    case unauthenticated(String = "Unauthenticated.")
    /// A policy refused the action: 403.
    case forbidden(String = "This action is unauthorized.")
    /// The addressed record or route does not exist: 404.
    case notFound(String = "Not Found")
    /// The request conflicts with stored data: 409.
    case conflict(String)
    /// Validation failed: `422 {"message", "errors": {field: [messages]}}`.
    case invalid([(field: String, messages: [String])])
    /// A route that exists for other methods: 405.
    case methodNotAllowed(method: String, path: String, allowed: [String])
    /// A body larger than the server accepts: 413.
    case tooLarge
    /// What makes bmlt-server's PHP raise an error (a warning is one under Laravel): 500, as its handler renders it.
    case serverError

    static let deactivated = AdminFailure.forbidden("User is deactivated.")

    /// One field's validation failure.
    static func invalid(_ field: String, _ message: String) -> AdminFailure {
        .invalid([(field, [message])])
    }

    var status: HTTPResponse.Status { LocalResponse.status(answer.status) }

    func response(from request: Request, context: some RequestContext) -> Response {
        answer.response(from: request, context: context)
    }

    /// The status and body bmlt-server sends.
    var answer: LocalResponse {
        switch self {
        case .unauthenticated(let message): return .message(message, status: 401)
        case .forbidden(let message): return .renderedException(message, status: 403)
        case .notFound(let message): return .renderedException(message, status: 404)
        case .conflict(let message): return .message(message, status: 409)
        case .invalid(let errors): return .validation(errors)
        case .methodNotAllowed(let method, let path, let allowed):
            return .renderedException(
                "The \(method) method is not supported for route \(path). Supported methods: \(allowed.joined(separator: ", ")).",
                status: 405
            )
        case .tooLarge: return .renderedException("Content Too Large", status: 413)
        case .serverError: return .serverError
        }
    }
}

extension Account {
    /// Every policy's `before`: a deactivated user may do nothing.
    func requireActive() throws(AdminFailure) {
        if isDeactivated { throw AdminFailure.deactivated }
    }
}
