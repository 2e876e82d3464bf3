public import Foundation
import Logging

/// A client for one BMLT root server's read API.
///
/// A `Sendable` value: copy it freely and call it from any task. Any number of calls may run at once; cancelling a
/// task cancels only that task's request, and surfaces as `CancellationError`.
///
/// ```swift
/// let client = try BMLTClient("https://bmlt.example.org/main_server")
/// let info = try await client.serverInfo()
/// let meetings = try await client.meetings(matching: .text("Hicksville"))
/// ```
///
/// Every call throws ``BMLTError`` for failures other than cancellation.
public struct BMLTClient: Sendable {
    /// The library's version, sent in the default `User-Agent`.
    public static let libraryVersion = "0.1.0"

    /// The server's root URL (the address under which `client_interface` lives), normalised.
    public let rootURL: URL
    public var configuration: Configuration

    /// A client for a root server.
    ///
    /// A URL pasted with an endpoint on the end (`…/client_interface/json/?switcher=…`, `…/index.php`) is cut back to
    /// the root.
    ///
    /// - Throws: ``BMLTError`` `.invalidURL`, or `.insecureURL` for `http://` to a non-loopback host unless the
    ///   configuration allows it.
    public init(rootURL: URL, configuration: Configuration = Configuration()) throws {
        self.rootURL = try RootServerURL.normalize(rootURL, allowsInsecureHTTP: configuration.allowsInsecureHTTP)
        self.configuration = configuration
    }

    /// A client for a root server given as text.
    public init(_ rootURL: String, configuration: Configuration = Configuration()) throws {
        guard let url = URL(string: rootURL.trimmingWhitespace) else {
            throw BMLTError(code: .invalidURL, reason: "\"\(rootURL)\" is not a URL.")
        }
        try self.init(rootURL: url, configuration: configuration)
    }

    // MARK: - Requests

    /// The URL of a read-API call: `{root}/client_interface/{format}/?switcher=…&…`.
    func readURL(format: String, switcher: String, parameters: QueryParameters) -> URL {
        var query = QueryParameters([("switcher", switcher)])
        for item in parameters { query.append(item.name, item.value) }
        return URL(string: rootURL.absoluteString + "/client_interface/\(format)/?" + query.encoded)!
    }

    /// Sends a GET to a read-API URL and returns the parsed JSON, with retries and the deadline applied.
    func readJSON(switcher: String, parameters: QueryParameters = QueryParameters()) async throws -> JSONValue {
        let url = readURL(format: "json", switcher: switcher, parameters: parameters)
        let response = try await send(HTTPRequest(url: url))
        return try ResponseBody.json(response, url: url)
    }

    /// Sends a request with the configured headers, retry policy and overall deadline.
    ///
    /// HTTP error statuses come back as ``BMLTError`` `.httpStatus` with the server's message, unless
    /// `acceptingErrorStatus` asks for the response itself (after any retries).
    func send(_ request: HTTPRequest, acceptingErrorStatus: Bool = false) async throws -> HTTPResponse {
        var request = request
        request.timeout = configuration.requestTimeout
        if request.headers["User-Agent"] == nil { request.headers["User-Agent"] = configuration.userAgent }
        if request.headers["Accept"] == nil {
            request.headers["Accept"] = "application/json, text/csv;q=0.9, */*;q=0.5"
        }
        let finalRequest = request
        return try await withDeadline(configuration.deadline, url: request.url) {
            try await self.sendWithRetries(finalRequest, acceptingErrorStatus: acceptingErrorStatus)
        }
    }

    private func sendWithRetries(_ request: HTTPRequest, acceptingErrorStatus: Bool) async throws -> HTTPResponse {
        let logger = configuration.logger
        let redactedURL = BMLTError.redacted(request.url).absoluteString
        var attempt = 0
        while true {
            attempt += 1
            logger.debug("BMLT request", metadata: ["method": "\(request.method)", "url": "\(redactedURL)"])
            let outcome: Result<HTTPResponse, any Error>
            var errorResponse: HTTPResponse?
            do {
                let response = try await configuration.transport.send(request)
                logger.trace(
                    "BMLT response",
                    metadata: ["status": "\(response.status)", "bytes": "\(response.body.count)"]
                )
                if response.status >= 400 {
                    errorResponse = response
                    outcome = .failure(ResponseBody.statusError(response, url: request.url))
                } else {
                    outcome = .success(response)
                }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                if Task.isCancelled { throw CancellationError() }
                outcome = .failure(error)
            }
            switch outcome {
            case .success(let response):
                return response
            case .failure(let error):
                let bmltError = error as? BMLTError
                guard request.isIdempotent, attempt <= configuration.retry.maximumRetries,
                    bmltError?.isRetryable == true
                else {
                    if acceptingErrorStatus, let errorResponse { return errorResponse }
                    throw error
                }
                let retryAfter = bmltError?.retryAfter
                let delay = configuration.retry.delay(beforeRetry: attempt, retryAfter: retryAfter)
                logger.notice(
                    "BMLT request failed; retrying",
                    metadata: [
                        "url": "\(redactedURL)", "error": "\(bmltError?.code.description ?? "")",
                        "attempt": "\(attempt)", "delay": "\(delay)",
                    ]
                )
                try await Task.sleep(for: delay)
            }
        }
    }

    /// Runs an operation, failing with ``BMLTError`` `.timedOut` if it outlasts `deadline`.
    ///
    /// URLSession on Linux ignores its resource timeout, so the deadline is a race against a timer; the loser is
    /// cancelled, which closes the connection.
    private func withDeadline<Value: Sendable>(
        _ deadline: Duration,
        url: URL,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: deadline)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                throw BMLTError(
                    code: .timedOut,
                    reason: "The call did not finish within its deadline of \(deadline).",
                    url: url
                )
            }
            return value
        }
    }
}

extension BMLTError {
    /// The `Retry-After` delay of a 429 or 503 answer, when given in seconds.
    var retryAfter: Duration? {
        guard let seconds = retryAfterSeconds else { return nil }
        return .seconds(seconds)
    }
}
