@_spi(BMLTInternal) import BMLT
import Foundation
import HTTPTypes

/// Another BMLT server's public read API (`client_interface/{format}/`), as a mirror reads its origin and an
/// aggregator its root servers: an answer must be a 2xx whose body is a JSON list, each element an object (a JSON
/// object's members count as its elements, as PHP's `collect()` reads one, and 2.x answers an empty list with `{}`).
/// Anything else is a ``LocalServerError`` `.originFailed` that names the server and the query (`.blocked` for a 403
/// with the operators' words). Requests go one at a time, each after ``requestDelay``, and are tried again as
/// ``retries`` says.
struct RemoteReadAPI: Sendable {
    /// How errors name the server: "The origin https://…", "Root server 3 (…)".
    let name: String
    /// The root URL, without a trailing slash.
    let rootURL: String
    let transport: any HTTPTransport
    let timeout: Duration
    /// The `User-Agent` of every request, when the reader names itself.
    var userAgent: String?
    /// The `callingApp` parameter of every switcher call, when the reader names itself so.
    var callingApp: String?
    /// The pause before every request: with one request in flight, the spacing of a reader's requests.
    var requestDelay: Duration = .zero
    var retries = Retries.fixed(attempts: 1, delay: .zero)

    /// When a request that failed is sent again.
    enum Retries: Sendable {
        /// Any failure (no answer, a status other than 2xx) after the same pause, up to `attempts` sends in all:
        /// bmlt-server's import (`retry(3, retry_delay)`).
        case fixed(attempts: Int, delay: Duration)
        /// Only what says "later" (no answer, 429, 502, 503, 504), after growing delays no shorter than the answer's
        /// `Retry-After` (none when it asks for longer than the policy's longest): a good citizen's, as the
        /// aggregator's operators ask of copiers.
        case backingOff(RetryPolicy)

        /// The wait before sending again after send number `attempt` failed with `status` (`nil`: no answer), or
        /// `nil` for no retry.
        func delay(after attempt: Int, status: Int?, retryAfter: Duration?) -> Duration? {
            switch self {
            case .fixed(let attempts, let delay):
                return attempt < attempts ? delay : nil
            case .backingOff(let policy):
                guard attempt <= policy.maximumRetries, status.map(Self.meansLater.contains) ?? true else { return nil }
                return policy.delay(beforeRetry: attempt, retryAfter: retryAfter)
            }
        }

        /// The statuses the aggregator's rules say to back off on.
        static let meansLater: Set<Int> = [429, 502, 503, 504]
    }

    init(name: String, rootURL: String, transport: any HTTPTransport, timeout: Duration) {
        self.name = name
        self.rootURL = Self.withoutTrailingSlashes(rootURL)
        self.transport = transport
        self.timeout = timeout
    }

    /// The objects of a list answer in a data format that is JSON (`json`, or 4.x's `tsml`), with their members in the
    /// server's order.
    func objects(_ query: String, format: String = "json") async throws -> [JSONObject] {
        let query = callingApp.map { query + "&callingApp=" + (Self.queryValue($0)) } ?? query
        return try Self.objects(of: try await json("client_interface/\(format)/?" + query, what: query), query, self)
    }

    /// The objects of a list answer at a path of the server's (`api/v1/rootservers`).
    func objects(atPath path: String) async throws -> [JSONObject] {
        try Self.objects(of: try await json(path, what: path), path, self)
    }

    /// The object answered at a path of the server's (`api/v1/rootservers/1`).
    func object(atPath path: String) async throws -> JSONObject {
        guard case .object(let object) = try await json(path, what: path) else {
            throw failure("answered \(path) with JSON that is not an object")
        }
        return object
    }

    private static func objects(of answer: JSONValue, _ what: String, _ api: RemoteReadAPI) throws -> [JSONObject] {
        let elements: [JSONValue]
        switch answer {
        case .array(let values): elements = values
        case .object(let object): elements = object.members.map(\.value)
        default: throw api.failure("answered \(what) with JSON that is not a list: it is not a BMLT server's read API")
        }
        return try elements.map { element in
            guard case .object(let object) = element else {
                throw api.failure("answered \(what) with a list whose elements are not all objects")
            }
            return object
        }
    }

    /// One answer at a path below the root URL, parsed.
    private func json(_ path: String, what: String) async throws -> JSONValue {
        let response = try await send(try request(atPath: path, what: what), what: what)
        do {
            return try JSONParser.parse(response.body)
        } catch {
            throw failure(
                "answered \(what) with \(response.body.count) bytes that are not JSON (\(error.reason) at byte "
                    + "\(error.offset)): it is not a BMLT server, or the answer was cut short"
            )
        }
    }

    /// A GET of a path below the root URL, with the reader's timeout.
    func request(atPath path: String, what: String) throws -> TransportRequest {
        guard let url = URL(string: rootURL + "/" + path) else {
            throw failure("cannot be asked \(what): the URL cannot be built")
        }
        return TransportRequest(url: url, timeout: timeout)
    }

    /// Sends a request (with the reader's `User-Agent`) after the request delay, and again as ``retries`` says,
    /// until it is answered with a 2xx or one of `accepted`.
    ///
    /// - Throws: ``LocalServerError`` `.blocked` for a 403 with a message of the operators' (never sent again), else
    ///   `.originFailed` with what the last try got.
    func send(
        _ request: TransportRequest,
        what: String,
        accepted: Set<Int> = []
    ) async throws -> TransportResponse {
        var request = request
        if let userAgent { request.headerFields[.userAgent] = userAgent }
        var problem = ""
        var attempt = 0
        while true {
            attempt += 1
            if requestDelay > .zero { try await Task.sleep(for: requestDelay) }
            let status: Int?
            var retryAfter: Duration?
            do {
                let response = try await transport.send(request)
                let code = response.status.code
                if (200..<300).contains(code) || accepted.contains(code) { return response }
                let error = BMLTError(answer: response, url: request.url)
                if code == 403, let message = error.serverMessage, !message.isEmpty {
                    throw LocalServerError(
                        .blocked,
                        reason: "\(name) blocked this server's requests (HTTP 403 to \(what)): \"\(message)\". Write "
                            + "to its operators to have the block lifted; nothing more was asked of it."
                    )
                }
                (status, retryAfter) = (code, error.retryAfter)
                problem = "answered \(what) with HTTP status \(code)"
                if let retryAfter { problem += " (Retry-After \(retryAfter.components.seconds) s)" }
            } catch let error as LocalServerError {
                throw error
            } catch {
                try Task.checkCancellation()
                status = nil
                problem = "did not answer \(what): \(Self.reason(error))"
            }
            guard let delay = retries.delay(after: attempt, status: status, retryAfter: retryAfter) else { break }
            try await Task.sleep(for: delay)
        }
        throw failure(problem + (attempt > 1 ? " (tried \(attempt) times)" : ""))
    }

    /// A query value with what a query's syntax reserves encoded.
    static func queryValue(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// A root URL as the readers write it: without its trailing slashes.
    static func withoutTrailingSlashes(_ rootURL: String) -> String {
        var root = rootURL
        while root.hasSuffix("/") { root.removeLast() }
        return root
    }

    func failure(_ what: String) -> LocalServerError {
        let sentence = what.hasSuffix(".") ? String(what.dropLast()) : what
        return LocalServerError(.originFailed, reason: "\(name) \(sentence).")
    }

    /// Why a read failed, in a few words: a transport's failure without its internals (NIO's error set and errno).
    static func reason(_ error: any Error) -> String {
        guard let error = error as? BMLTError else { return LocalStore.shortReason(error) }
        guard let cause = error.underlyingError.map({ String(describing: $0).lowercased() }) else {
            return error.reason
        }
        switch error.code {
        case .connectionFailed where cause.contains("refused"): return "it refused the connection"
        case .connectionFailed where cause.contains("reset"): return "the connection was reset"
        case .connectionFailed: return "the connection failed"
        case .timedOut: return "it did not answer in time"
        case .secureConnectionFailed: return "the TLS handshake failed"
        default: return error.reason
        }
    }
}
