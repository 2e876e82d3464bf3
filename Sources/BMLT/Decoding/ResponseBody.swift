public import Foundation
import HTTPTypes

/// Classifies a response body before any model sees it: JSON, or a typed error that says what came instead.
enum ResponseBody {
    /// The parsed JSON of a successful answer.
    ///
    /// - Throws: ``BMLTError`` `.unexpectedContent` for an HTML page or an empty body, `.serverMessage` for plain
    ///   text (a 2.x server's answer to a bad switcher), `.invalidJSON` for a body that starts like JSON but is not.
    static func json(_ response: TransportResponse, url: URL?) throws -> JSONValue {
        let body = response.body
        guard let first = body.first(where: { !JSONParser.isWhitespace($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
        else {
            throw BMLTError(
                code: .unexpectedContent,
                reason: "The server sent an empty answer where JSON was expected.",
                url: url,
                httpStatus: response.status.code
            )
        }
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""):
            do {
                return try JSONParser.parse(body)
            } catch {
                throw BMLTError(
                    code: .invalidJSON,
                    reason: "The answer is not valid JSON: \(error.reason) at byte \(error.offset).",
                    url: url,
                    httpStatus: response.status.code,
                    bodyPrefix: BMLTError.prefix(of: body),
                    underlyingError: error
                )
            }
        case UInt8(ascii: "<"):
            throw BMLTError(
                code: .unexpectedContent,
                reason:
                    "The server sent an HTML or XML page (\(response.mediaType ?? "no content type")) where JSON was expected.",
                url: url,
                httpStatus: response.status.code,
                bodyPrefix: BMLTError.prefix(of: body)
            )
        default:
            if let value = try? JSONParser.parse(body), case .number = value { return value }
            let text = String(decoding: body.prefix(2000), as: UTF8.self).trimmingWhitespace
            throw BMLTError(
                code: .serverMessage,
                reason: "The server answered with text instead of JSON.",
                url: url,
                httpStatus: response.status.code,
                serverMessage: text,
                bodyPrefix: BMLTError.prefix(of: body)
            )
        }
    }

    /// The error for a 4xx/5xx answer, with the server's message and field errors when the body is JSON.
    static func statusError(_ response: TransportResponse, url: URL) -> BMLTError {
        var message: String?
        var fieldErrors: [String: [String]] = [:]
        if let json = try? JSONParser.parse(response.body), let object = json.object {
            message = object["message"]?.text ?? object["error"]?.text
            for (field, value) in object["errors"]?.object?.members ?? [] {
                fieldErrors[field] = value.elements?.compactMap(\.text) ?? value.text.map { [$0] } ?? []
            }
        } else if response.mediaType?.hasPrefix("text/plain") == true {
            message = String(decoding: response.body.prefix(2000), as: UTF8.self).trimmingWhitespace
        }
        var error = BMLTError(
            code: .httpStatus,
            reason: "The server answered HTTP \(response.status.code).",
            url: url,
            httpStatus: response.status.code,
            serverMessage: message,
            fieldErrors: fieldErrors,
            bodyPrefix: BMLTError.prefix(of: response.body)
        )
        error.retryAfterSeconds = response.headerFields[.retryAfter].flatMap { Int($0.trimmingWhitespace) }
        // The read API is public: a 403 there with words of its own is the operators' block of this client.
        if response.status.code == 403, url.path.contains("/client_interface/"), let message, !message.isEmpty {
            error.code = .blocked
            error.reason = "The server's operators blocked this client (HTTP 403): \(message)"
        }
        return error
    }

    /// The body as text, for CSV answers; a JSON error body (4.x's 422) becomes a typed error.
    static func text(_ response: TransportResponse, url: URL) throws -> String {
        if response.mediaType == "application/json" || response.body.first == UInt8(ascii: "{") {
            let json = try self.json(response, url: url)
            throw BMLTError(
                code: .serverMessage,
                reason: "The server answered with a JSON message instead of CSV.",
                url: url,
                httpStatus: response.status.code,
                serverMessage: json.object?["message"]?.text
            )
        }
        if response.body.first == UInt8(ascii: "<") {
            throw BMLTError(
                code: .unexpectedContent,
                reason: "The server sent an HTML page where CSV was expected.",
                url: url,
                httpStatus: response.status.code,
                bodyPrefix: BMLTError.prefix(of: response.body)
            )
        }
        return String(decoding: response.body, as: UTF8.self)
    }
}

extension BMLTError {
    /// The error of a 4xx or 5xx answer, as the client makes it: the server's message, its `Retry-After`, and
    /// ``Code-swift.struct/blocked`` for a read API's 403 with words of its own (the local server's readers of other
    /// servers share it).
    @_spi(BMLTInternal) public init(answer response: TransportResponse, url: URL) {
        self = ResponseBody.statusError(response, url: url)
    }
}
