import HTTPTypes

#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// The default transport: `URLSession` with its own ephemeral configuration.
///
/// Each transport has its own sessions, so cookies (a 2.x server's login session) never leak between clients and
/// nothing is written to disk. A final class because it owns the sessions and invalidates them when released.
///
/// On Linux, FoundationNetworking cannot read an answer whose header field has no space after the colon, as every
/// JSON answer of a 2.x server run by PHP's built-in server has (`Content-Type:application/json`). Over plain
/// `http://` there the transport reads such answers itself: writes (POST, PUT, PATCH, DELETE) always, and reads to a
/// server once one of its answers could not be read (the request is sent again, being idempotent).
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let configuration: URLSessionConfiguration
    /// Streamed requests go through a session of their own, made at the first one: FoundationNetworking on Linux stops
    /// finishing some completion-handler requests (empty bodies among them) on a session that has a delegate.
    private let streamingSessionLock = NSLock()
    /// Guarded by `streamingSessionLock`.
    private nonisolated(unsafe) var streamingSession: URLSession?
    private let streams = StreamingDelegate()
    /// The `http://` origins whose answers FoundationNetworking could not read; guarded by `streamingSessionLock`.
    private nonisolated(unsafe) var plainOrigins: Set<String> = []

    /// A transport on a new ephemeral session that keeps no cookies and no cache: the library sends the one cookie
    /// it needs (a 2.x login's) itself, so nothing is shared between clients.
    public convenience init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        self.init(validated: configuration)
    }

    /// A transport on a new session with this configuration.
    ///
    /// - Throws: ``BMLTError/Code/invalidConfiguration`` for a background configuration
    ///   (`URLSessionConfiguration.background(withIdentifier:)`): its sessions run only upload and download tasks
    ///   that a delegate follows, not the data tasks with completion handlers this transport sends.
    public convenience init(configuration: URLSessionConfiguration) throws {
        if let refusal = Self.refusal(ofBackgroundSession: configuration.identifier) { throw refusal }
        self.init(validated: configuration)
    }

    /// The error for a configuration with this background session identifier; `nil` for any other configuration.
    static func refusal(ofBackgroundSession identifier: String?) -> BMLTError? {
        guard let identifier else { return nil }
        return BMLTError(
            code: .invalidConfiguration,
            reason: "URLSessionTransport cannot send on a background URLSessionConfiguration (identifier "
                + "\"\(identifier)\"): give it .ephemeral or .default, or a copy of either."
        )
    }

    private init(validated configuration: URLSessionConfiguration) {
        self.session = URLSession(configuration: configuration)
        self.configuration = configuration
    }

    deinit {
        session.finishTasksAndInvalidate()
        streamingSession?.finishTasksAndInvalidate()
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        #if canImport(FoundationNetworking)
        if readsItself(request) { return try await PlainHTTPExchange.send(request) }
        #endif
        let urlRequest = Self.urlRequest(request)
        let session = Self.reusesConnections(for: request.method) ? session : URLSession(configuration: configuration)
        defer { if session !== self.session { session.finishTasksAndInvalidate() } }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Self.data(for: urlRequest, on: session)
        } catch let error as URLError {
            #if canImport(FoundationNetworking)
            if readsItselfFromNowOn(request, after: error) { return try await PlainHTTPExchange.send(request) }
            #endif
            throw Self.mapped(error, url: request.url)
        }
        let (status, headerFields) = try Self.head(of: response, url: request.url)
        return TransportResponse(status: status, headerFields: headerFields, body: data)
    }

    #if canImport(FoundationNetworking)
    /// Whether this transport reads the answer itself: a write over plain `http://` (a connection of its own,
    /// whose answer is read however its head is written), or any request to a server whose answers
    /// FoundationNetworking could not read.
    private func readsItself(_ request: TransportRequest) -> Bool {
        guard request.url.scheme?.lowercased() == "http" else { return false }
        if !Self.reusesConnections(for: request.method) { return true }
        let origin = Self.origin(of: request.url)
        return streamingSessionLock.withLock { plainOrigins.contains(origin) }
    }

    /// After FoundationNetworking failed to read an answer's head: remembers the server, and says whether to send the
    /// request again and read it here (idempotent requests over plain `http://`).
    private func readsItselfFromNowOn(_ request: TransportRequest, after error: URLError) -> Bool {
        guard PlainHTTPExchange.isUnreadableHead(error), request.url.scheme?.lowercased() == "http" else {
            return false
        }
        let origin = Self.origin(of: request.url)
        streamingSessionLock.withLock { _ = plainOrigins.insert(origin) }
        return request.isIdempotent
    }

    private static func origin(of url: URL) -> String {
        "\(url.host ?? ""):\(url.port ?? 80)"
    }
    #endif

    /// `URLSession.data(for:)` with a completion handler, because FoundationNetworking's own `data(for:)` deadlocks
    /// when it is cancelled as the request fails: its cancellation handler waits for the session's queue while that
    /// queue waits to resume the cancelled task.
    private static func data(for request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
        let cancellation = TaskCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let response, error == nil {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                task.delegate = RedirectRefusal.shared
                cancellation.started(task)
                task.resume()
            }
        } onCancel: {
            cancellation.cancel()
        }
    }

    /// Whether a request may go on a kept-alive connection.
    ///
    /// Under FoundationNetworking, libcurl handles a reused connection that closes before the answer by itself: it may
    /// send the request again, so a POST or PATCH could be applied twice, or wait until the request timeout, which a
    /// PUT was seen to do with the answer lost. Writes go on a connection of their own: over `http://` the
    /// transport's own exchange, over `https://` a session used once. Apple's URLSession repeats only idempotent
    /// requests.
    private static func reusesConnections(for method: HTTPRequest.Method) -> Bool {
        #if canImport(FoundationNetworking)
        return method == .get || method == .head
        #else
        return true
        #endif
    }

    /// Streams the body as URLSession delivers it.
    ///
    /// The first chunk is offered as soon as it arrives, but URLSession's delegate cannot pause a transfer: when the
    /// network is faster than the consumer, the rest of the body waits in memory. For memory bounded by the consumer,
    /// use the `BMLTAsyncHTTPClient` transport.
    public func stream(_ request: TransportRequest) async throws -> TransportStreamingResponse {
        try Task.checkCancellation()
        #if canImport(FoundationNetworking)
        if readsItself(request) { return try await Self.whole(PlainHTTPExchange.send(request)) }
        #endif
        let (body, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        let session = streamingSessionLock.withLock {
            if let streamingSession { return streamingSession }
            let made = URLSession(configuration: configuration, delegate: streams, delegateQueue: nil)
            streamingSession = made
            return made
        }
        let task = session.dataTask(with: Self.urlRequest(request))
        let cancellation = TaskCancellation()
        continuation.onTermination = { _ in cancellation.cancel() }
        let response: URLResponse
        do {
            response = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { head in
                    streams.register(task, url: request.url, head: head, body: continuation)
                    cancellation.started(task)
                    task.resume()
                }
            } onCancel: {
                cancellation.cancel()
            }
        } catch let error as BMLTError {
            #if canImport(FoundationNetworking)
            if let cause = error.underlyingError as? URLError, readsItselfFromNowOn(request, after: cause) {
                return try await Self.whole(PlainHTTPExchange.send(request))
            }
            #endif
            throw error
        }
        let (status, headerFields) = try Self.head(of: response, url: request.url)
        return TransportStreamingResponse(
            status: status,
            headerFields: headerFields,
            body: HTTPBodyChunks(reading: body.makeAsyncIterator(), converting: { $0 })
        )
    }

    /// An answer read whole, offered as a stream of one chunk.
    private static func whole(_ response: TransportResponse) -> TransportStreamingResponse {
        TransportStreamingResponse(
            status: response.status,
            headerFields: response.headerFields,
            body: .whole(response.body)
        )
    }

    private static func urlRequest(_ request: TransportRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = request.timeout.timeInterval
        for (name, value) in request.headerFields.combinedLines {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }

    private static func head(
        of response: URLResponse,
        url: URL
    ) throws -> (status: HTTPResponse.Status, headerFields: HTTPFields) {
        guard let http = response as? HTTPURLResponse, (0...999).contains(http.statusCode) else {
            throw BMLTError(code: .connectionFailed, reason: "The answer was not an HTTP response.", url: url)
        }
        var headerFields = HTTPFields()
        for (name, value) in http.allHeaderFields {
            guard let name = (name as? String).flatMap({ HTTPField.Name($0) }), let value = value as? String else {
                continue
            }
            headerFields.append(contentsOf: fields(name, joined: value))
        }
        headerFields.removeFieldsOfEncodedBody(decodedEncodings: decodedEncodings)
        return (HTTPResponse.Status(code: http.statusCode), headerFields)
    }

    /// The content codings URLSession decodes before it hands on a body: Apple's decodes Brotli too; on Linux,
    /// libcurl's others depend on how it was built.
    #if canImport(Darwin)
    static let decodedEncodings: Set<String> = ["gzip", "deflate", "br"]
    #else
    static let decodedEncodings: Set<String> = ["gzip", "deflate"]
    #endif

    /// The fields of one name that URLSession joined into one value with ", ": `Set-Cookie` fields apart again (a
    /// 2.x server's login sets two cookies), told apart where a comma starts a new `name=value`, which the comma in a
    /// cookie's `Expires` date never does; any other field as one, its values joined being what it means.
    static func fields(_ name: HTTPField.Name, joined value: String) -> [HTTPField] {
        guard name == .setCookie else { return [HTTPField(name: name, value: value)] }
        return SetCookie.fields(of: value).map { HTTPField(name: name, value: String($0).trimmingWhitespace) }
    }

    /// A URLSession failure as the library's error, each with a sentence that says what happened. Only
    /// ``BMLTError/Code/connectionFailed`` and ``BMLTError/Code/timedOut`` are retried; a refusal of App Transport
    /// Security, an untrusted certificate, a name that is not found or a device that is offline fails the same way
    /// again. URLSession reports a cancelled task as `URLError.cancelled`; Swift callers expect `CancellationError`.
    static func mapped(_ error: URLError, url: URL) -> any Error {
        let host = url.host ?? url.absoluteString
        let (code, reason): (BMLTError.Code, String)
        switch error.code {
        case .cancelled:
            return CancellationError()
        case .timedOut:
            (code, reason) = (.timedOut, "The server sent nothing within the request timeout.")
        case .appTransportSecurityRequiresSecureConnection:
            (code, reason) = (
                .insecureURL,
                "App Transport Security refused plain http:// to \(host): the server needs an https:// address, or "
                    + "the app an exception for it (NSAppTransportSecurity in its Info.plist)."
            )
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid:
            (code, reason) = (
                .secureConnectionFailed,
                "The certificate of \(host) is not trusted (\(error.localizedDescription)): it has expired, is not "
                    + "yet valid, names another host or is signed by an authority the device does not trust."
            )
        case .secureConnectionFailed, .clientCertificateRejected, .clientCertificateRequired:
            (code, reason) = (
                .secureConnectionFailed,
                "The TLS handshake with \(host) failed (\(error.localizedDescription)): the port may speak plain "
                    + "HTTP, or the server asks for what this device cannot offer."
            )
        case .cannotFindHost, .dnsLookupFailed:
            (code, reason) = (.hostNotFound, "The host name \(host) could not be found.")
        case .notConnectedToInternet:
            (code, reason) = (.offline, "The device is not connected to the internet.")
        case .dataNotAllowed:
            (code, reason) = (.offline, "The app may not use cellular data, and there is no other connection.")
        case .internationalRoamingOff:
            (code, reason) = (.offline, "Data roaming is off, and there is no other connection.")
        case .callIsActive:
            (code, reason) = (.offline, "A phone call holds the only connection, which cannot carry data meanwhile.")
        default:
            (code, reason) = (.connectionFailed, "The request failed: \(error.localizedDescription)")
        }
        return BMLTError(code: code, reason: reason, url: url, underlyingError: error)
    }
}

/// Returns a redirect as the answer instead of following it: the client follows redirects itself (see
/// ``HTTPTransport``). A task's own delegate, because a session delegate stops FoundationNetworking finishing some
/// completion-handler requests.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    static let shared = RedirectRefusal()

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

/// Cancels a URLSession task when the Swift task that waits for it is cancelled, before or after the task started.
///
/// The cancel itself runs on a Dispatch thread: a cancellation handler runs while Swift holds the waiting task's lock,
/// and `URLSessionTask.cancel()` waits for the session's queue, which may be waiting for that lock to resume the task.
/// A final class with a lock because the handler and the starting code run on different threads.
private final class TaskCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var isCancelled = false

    func started(_ task: URLSessionTask) {
        let cancelled = lock.withLock {
            self.task = task
            return isCancelled
        }
        if cancelled { Self.cancelSoon(task) }
    }

    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return self.task
        }
        if let task { Self.cancelSoon(task) }
    }

    private static func cancelSoon(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}

/// Routes the callbacks of streamed tasks to their callers; tasks it does not know (those of ``URLSessionTransport/send(_:)``)
/// are left to their completion handlers.
///
/// A final class with a lock because URLSession calls it on its own queue while callers register from any task.
private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Stream {
        var url: URL
        var head: CheckedContinuation<URLResponse, any Error>?
        var body: AsyncThrowingStream<Data, any Error>.Continuation
    }

    private let lock = NSLock()
    private var streams: [Int: Stream] = [:]

    func register(
        _ task: URLSessionTask,
        url: URL,
        head: CheckedContinuation<URLResponse, any Error>,
        body: AsyncThrowingStream<Data, any Error>.Continuation
    ) {
        lock.withLock { streams[task.taskIdentifier] = Stream(url: url, head: head, body: body) }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let head = lock.withLock { () -> CheckedContinuation<URLResponse, any Error>? in
            defer { streams[dataTask.taskIdentifier]?.head = nil }
            return streams[dataTask.taskIdentifier]?.head
        }
        head?.resume(returning: response)
        completionHandler(.allow)
    }

    /// Redirects are answers here too, as for ``RedirectRefusal``. Its own copy: with the method inherited from
    /// `RedirectRefusal` instead, streamed redirects hung under FoundationNetworking.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let body = lock.withLock { streams[dataTask.taskIdentifier]?.body }
        body?.yield(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let stream = lock.withLock({ streams.removeValue(forKey: task.taskIdentifier) }) else { return }
        let failure = error.map { error in
            (error as? URLError).map { URLSessionTransport.mapped($0, url: stream.url) } ?? error
        }
        if let failure {
            stream.head?.resume(throwing: failure)
            stream.body.finish(throwing: failure)
        } else {
            stream.head?.resume(
                throwing: BMLTError(
                    code: .connectionFailed,
                    reason: "The answer ended before its head.",
                    url: stream.url
                )
            )
            stream.body.finish()
        }
    }
}
