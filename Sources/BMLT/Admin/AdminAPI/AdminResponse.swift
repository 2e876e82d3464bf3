import Foundation
import HTTPTypes

/// Reading the answers of the 3.x/4.x administration API.
enum AdminResponse {
    /// The typed error of a 4xx/5xx answer: the server's message and field errors, with a code for the status.
    static func error(_ response: TransportResponse, url: URL) -> BMLTError {
        var error = ResponseBody.statusError(response, url: url)
        switch response.status {
        case 401:
            error.code = .unauthorized
            error.reason = "The server does not accept the session (logged out, expired or revoked): log in again."
        case 403:
            error.code = .forbidden
            error.reason = "The user may not do this."
        case 404:
            error.code = .notFound
            error.reason = "No such object on the server."
        case 409:
            error.code = .conflict
            error.reason = "The server refused the change because of other objects."
        case 422:
            error.code = .validationFailed
            error.reason = "The server refused the values."
        default: break
        }
        return error
    }

    /// The JSON of a successful answer.
    static func json(_ response: TransportResponse, url: URL) throws -> JSONValue {
        guard response.status.code < 400 else { throw error(response, url: url) }
        return try ResponseBody.json(response, url: url)
    }

    /// The credential in an `auth/token` or `auth/refresh` answer.
    static func token(_ response: TransportResponse, url: URL, rootURL: URL, username: String) throws -> AdminCredential
    {
        guard let object = try json(response, url: url).object, let token = object["access_token"]?.text else {
            throw BMLTError(
                code: .unexpectedShape,
                reason: "The token answer has no access_token.",
                url: url,
                httpStatus: response.status.code
            )
        }
        return AdminCredential(
            flavour: .adminAPI,
            rootURL: rootURL,
            username: username,
            userID: object["user_id"]?.int,
            secret: token,
            expiresAt: object["expires_at"]?.double.map { Date(timeIntervalSince1970: $0) }
        )
    }
}
