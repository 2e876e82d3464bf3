public import Foundation
import HTTPTypes
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
    /// How the client sends requests, fixed for the client's life as its cache is: for other settings, make another
    /// client.
    public let configuration: Configuration
    /// The reads in flight, shared by copies of this client (see ``Configuration/sharesConcurrentReads``).
    let concurrentReads = ReadCoalescer()
    /// The directory answers kept under ``Configuration/cache``, shared by copies of this client.
    let readCache: ReadCache?
    /// What the client has learnt of its server that does not change while it runs (its version's generation).
    let knownServerFacts = KnownServerFacts()
    /// The `User-Agent` of every request, and the `callingApp` of every switcher call: made once from the
    /// configuration's identity.
    private let userAgent: String
    private let callingApp: String?

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
        self.readCache = configuration.cache.map(ReadCache.init)
        userAgent = configuration.identity?.userAgent ?? configuration.userAgent
        callingApp = configuration.identity?.callingApp
    }

    /// A client for a root server given as text.
    public init(_ rootURL: String, configuration: Configuration = Configuration()) throws {
        guard let url = URL(lenient: rootURL.trimmingWhitespace) else {
            throw BMLTError(code: .invalidURL, reason: "\"\(rootURL)\" is not a URL.")
        }
        try self.init(rootURL: url, configuration: configuration)
    }

    // MARK: - Requests

    /// The URL of a read-API call: `{root}/client_interface/{format}/?switcher=…&…`, ending with the identity's
    /// `callingApp`.
    func readURL(format: String, switcher: String, parameters: QueryParameters) -> URL {
        var query = QueryParameters([("switcher", switcher)])
        for item in parameters { query.append(item.name, item.value) }
        if let callingApp { query.append("callingApp", callingApp) }
        return URL(string: rootURL.absoluteString + "/client_interface/\(format)/?" + query.encoded)!
    }

    /// Sends a GET to a read-API URL and returns the parsed JSON, with retries and the deadline applied.
    ///
    /// - Parameter kind: what the answer is, when it may come from, and goes to, the client's ``ReadCache``.
    func readJSON(
        switcher: String,
        parameters: QueryParameters = QueryParameters(),
        keptAs kind: ReadCache.Kind? = nil
    ) async throws -> JSONValue {
        let url = readURL(format: "json", switcher: switcher, parameters: parameters)
        return try await read(url, keptAs: kind) { try ResponseBody.json($0, url: url) }
    }

    /// A GET of `url`, decoded, shared with identical reads in flight: through the client's cache when it keeps
    /// answers of `kind` (on this server), else from the server.
    ///
    /// - Parameter decode: reads the answer; only answers it reads are kept.
    func read<Value: Sendable>(
        _ url: URL,
        keptAs kind: ReadCache.Kind?,
        _ decode: @escaping @Sendable (TransportResponse) throws -> Value
    ) async throws -> Value {
        let allowsStale = StalenessReport.allowsStale
        let (value, staleness) = try await sharedRead(of: url, key: allowsStale ? nil : "fresh") {
            () async throws -> (Value, Staleness?) in
            guard let cache = self.readCache, let kind,
                let timeToLive = cache.policy.timeToLive(
                    of: kind,
                    onAggregator: self.knownServerFacts.isAggregator == true
                )
            else { return (try decode(try await self.send(TransportRequest(url: url))), nil) }
            return try await self.cachedRead(url, cache, timeToLive: timeToLive, allowsStale: allowsStale, decode)
        }
        if let staleness { StalenessReport.note(staleness) }
        return value
    }

    /// The answer of `url` from the cache while it is fresh; else from the server, revalidating the kept answer when
    /// the server gave it an `ETag` or `Last-Modified`; else, when the server cannot be reached, the kept answer with
    /// its staleness, if the policy allows one that old.
    private func cachedRead<Value: Sendable>(
        _ url: URL,
        _ cache: ReadCache,
        timeToLive: Duration,
        allowsStale: Bool,
        _ decode: (TransportResponse) throws -> Value
    ) async throws -> (Value, Staleness?) {
        let kept = cache.entry(for: url)
        if let kept, cache.isFresh(kept, timeToLive: timeToLive) { return (try decode(kept.response), nil) }
        var request = TransportRequest(url: url)
        if let kept {
            request.headerFields[.ifNoneMatch] = kept.etag
            request.headerFields[.ifModifiedSince] = kept.lastModified
        }
        let response: TransportResponse
        do {
            response = try await send(request)
        } catch let error as BMLTError where allowsStale && error.meansServerUnreachable {
            guard let kept, let staleness = cache.staleness(of: kept, error: error) else { throw error }
            configuration.logger.warning(
                "BMLT kept answer given: the server cannot be reached",
                metadata: [
                    "url": "\(BMLTError.redacted(url).absoluteString)", "age": "\(staleness.age)",
                    "code": "\(error.code)",
                ]
            )
            return (try decode(kept.response), staleness)
        }
        if response.status == .notModified, let kept {
            cache.revalidated(kept, for: url)
            return (try decode(kept.response), nil)
        }
        let value = try decode(response)
        if response.status == .ok { cache.store(response, for: url) }
        return (value, nil)
    }

    /// A read of `url`, shared with identical reads in flight when the configuration allows.
    ///
    /// - Parameter key: what sets the read apart from others of the same URL, if anything.
    func sharedRead<Value: Sendable>(
        of url: URL,
        key: String? = nil,
        _ read: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        guard configuration.sharesConcurrentReads else { return try await read() }
        return try await concurrentReads.value(for: url.absoluteString + (key.map { " " + $0 } ?? ""), read)
    }

    /// Sends a request with the configured headers, retry policy and overall deadline.
    ///
    /// HTTP error statuses come back as ``BMLTError`` `.httpStatus` with the server's message, unless
    /// `acceptingErrorStatus` asks for the response itself (after any retries).
    func send(_ request: TransportRequest, acceptingErrorStatus: Bool = false) async throws -> TransportResponse {
        let transport = configuration.transport
        let logger = configuration.logger
        do {
            return try await deliver(request) { request in
                let response = try await self.followingRedirects(request) { try await transport.send($0) }
                logger.trace(
                    "BMLT response",
                    metadata: ["status": "\(response.status.code)", "bytes": "\(response.body.count)"]
                )
                guard response.body.count <= request.maximumResponseSize else {
                    throw BMLTError.responseTooLarge(limit: request.maximumResponseSize, url: request.url)
                }
                guard response.status.code < 400 else { throw StatusFailure(response: response, url: request.url) }
                return response
            }
        } catch let failure as StatusFailure {
            if acceptingErrorStatus { return failure.response }
            throw failure.error
        } catch is DeletedByEarlierAttempt {
            return TransportResponse(status: .noContent)
        }
    }

    /// Sends a request like ``send(_:acceptingErrorStatus:)`` but returns at the response head, with the body still
    /// to be read; retries and the deadline apply until the head arrives.
    func stream(_ request: TransportRequest) async throws -> TransportStreamingResponse {
        let transport = configuration.transport
        do {
            return try await deliver(request) { request in
                let response = try await self.followingRedirects(request) { try await transport.stream($0) }
                guard response.status.code >= 400 else { return response }
                // An error body is small; read at most a megabyte of it for the message.
                let body = try await response.body.collect(upTo: 1 << 20)
                throw StatusFailure(
                    response: TransportResponse(
                        status: response.status,
                        headerFields: response.headerFields,
                        body: body
                    ),
                    url: request.url
                )
            }
        } catch let failure as StatusFailure {
            throw failure.error
        }
    }

    /// Runs `attempt` on the request with the configured headers and timeout, under the retry policy and the overall
    /// deadline.
    private func deliver<Value: Sendable>(
        _ request: TransportRequest,
        _ attempt: @escaping @Sendable (TransportRequest) async throws -> Value
    ) async throws -> Value {
        let request = prepared(request)
        return try await withDeadline(configuration.deadline, url: request.url) {
            try await self.withRetries(request) { try await attempt(request) }
        }
    }

    /// Sends `request` with `exchange`, and the request each redirect answer asks for, as ``Redirect`` allows.
    private func followingRedirects<Response: TransportResponseHead>(
        _ request: TransportRequest,
        _ exchange: (TransportRequest) async throws -> Response
    ) async throws -> Response {
        var request = request
        var redirects = 0
        while true {
            let response = try await exchange(request)
            guard
                let next = try Redirect.request(
                    following: response.status,
                    location: response.headerFields[.location],
                    from: request,
                    allowsInsecureHTTP: configuration.allowsInsecureHTTP
                )
            else { return response }
            guard redirects < Redirect.maximumCount else {
                throw Redirect.tooMany(status: response.status, url: request.url)
            }
            redirects += 1
            configuration.logger.debug(
                "BMLT redirect",
                metadata: [
                    "status": "\(response.status.code)", "to": "\(BMLTError.redacted(next.url).absoluteString)",
                ]
            )
            request = next
        }
    }

    /// The request with the configured timeout and default headers.
    private func prepared(_ request: TransportRequest) -> TransportRequest {
        var request = request
        request.timeout = configuration.requestTimeout
        request.maximumResponseSize = configuration.maximumResponseSize
        if !request.headerFields.contains(.userAgent) { request.headerFields[.userAgent] = userAgent }
        if !request.headerFields.contains(.accept) {
            request.headerFields[.accept] = "application/json, text/csv;q=0.9, */*;q=0.5"
        }
        return request
    }

    /// An HTTP error status, with the response kept for callers that accept error statuses.
    private struct StatusFailure: Error {
        var response: TransportResponse
        var error: BMLTError

        init(response: TransportResponse, url: URL) {
            self.response = response
            self.error = ResponseBody.statusError(response, url: url)
        }
    }

    /// A retried DELETE found its object gone after an earlier attempt that got no answer: that attempt deleted it.
    private struct DeletedByEarlierAttempt: Error {}

    /// Runs one attempt at a request, and again after each retryable failure while the retry policy allows.
    ///
    /// A DELETE is idempotent in its effect but not in its answer: when an attempt's answer is lost on the way back,
    /// the retry finds nothing to delete. A 404 on a retry after an unanswered attempt is therefore a success.
    private func withRetries<Value: Sendable>(
        _ request: TransportRequest,
        _ attempt: @Sendable () async throws -> Value
    ) async throws -> Value {
        let logger = configuration.logger
        let redactedURL = BMLTError.redacted(request.url).absoluteString
        var attemptNumber = 0
        var anAttemptWentUnanswered = false
        var previousStatus: HTTPResponse.Status?
        while true {
            attemptNumber += 1
            logger.debug("BMLT request", metadata: ["method": "\(request.method.rawValue)", "url": "\(redactedURL)"])
            do {
                return try await attempt()
            } catch is CancellationError {
                throw CancellationError()
            } catch let failure as StatusFailure
                where failure.response.status == .notFound && anAttemptWentUnanswered
                && request.method == .delete
            {
                logger.notice(
                    "BMLT DELETE retried after a lost answer found the object gone; counted as deleted",
                    metadata: ["url": "\(redactedURL)", "attempt": "\(attemptNumber)"]
                )
                throw DeletedByEarlierAttempt()
            } catch {
                if Task.isCancelled { throw CancellationError() }
                anAttemptWentUnanswered = anAttemptWentUnanswered || !(error is StatusFailure)
                let bmltError = (error as? StatusFailure)?.error ?? error as? BMLTError
                let status = (error as? StatusFailure)?.response.status
                let delay = configuration.retry.delay(beforeRetry: attemptNumber, retryAfter: bmltError?.retryAfter)
                guard request.isIdempotent, attemptNumber <= configuration.retry.maximumRetries,
                    bmltError?.isRetryable == true, let delay
                else {
                    // Every attempt answered with the same status: a fault of the server's, not of the moment.
                    if var failure = error as? StatusFailure, attemptNumber > 1, status == previousStatus {
                        failure.error.attemptsFailedAlike = attemptNumber
                        throw failure
                    }
                    throw error
                }
                previousStatus = attemptNumber == 1 || status == previousStatus ? status : nil
                logger.notice(
                    "BMLT request failed; retrying",
                    metadata: [
                        "url": "\(redactedURL)", "error": "\(bmltError?.code.description ?? "")",
                        "attempt": "\(attemptNumber)", "delay": "\(delay)",
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
