#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// The default transport: `URLSession` with its own ephemeral configuration.
///
/// Each transport has its own session, so cookies (a 2.x server's login session) never leak between clients and
/// nothing is written to disk. A final class because it owns the session and invalidates it when released.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// A transport on a new ephemeral session.
    public convenience init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.init(configuration: configuration)
    }

    /// A transport on a new session with this configuration.
    public init(configuration: URLSessionConfiguration) {
        self.session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval =
            Double(request.timeout.components.seconds)
            + Double(request.timeout.components.attoseconds) / 1e18
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            throw Self.mapped(error, url: request.url)
        }
        guard let http = response as? HTTPURLResponse else {
            throw BMLTError(code: .connectionFailed, reason: "The answer was not an HTTP response.", url: request.url)
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// URLSession reports a cancelled task as `URLError.cancelled`; Swift callers expect `CancellationError`.
    static func mapped(_ error: URLError, url: URL) -> any Error {
        switch error.code {
        case .cancelled:
            return CancellationError()
        case .timedOut:
            return BMLTError(
                code: .timedOut,
                reason: "The server sent nothing within the request timeout.",
                url: url,
                underlyingError: error
            )
        default:
            return BMLTError(
                code: .connectionFailed,
                reason: "The request failed: \(error.localizedDescription)",
                url: url,
                underlyingError: error
            )
        }
    }
}
