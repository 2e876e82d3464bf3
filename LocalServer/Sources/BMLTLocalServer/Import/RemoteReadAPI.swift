@_spi(BMLTInternal) import BMLT
import Foundation
import HTTPTypes

/// Another BMLT server's public read API (`client_interface/{format}/`), as a mirror reads its origin and an
/// aggregator its root servers: an answer must be a 2xx whose body is a JSON list, each element an object (a JSON
/// object's members count as its elements, as PHP's `collect()` reads one, and 2.x answers an empty list with `{}`).
/// Anything else is a ``LocalServerError`` `.originFailed` that names the server and the query.
struct RemoteReadAPI: Sendable {
    /// How errors name the server: "The origin https://…", "Root server 3 (…)".
    let name: String
    /// The root URL, without a trailing slash.
    let rootURL: String
    let transport: any HTTPTransport
    let timeout: Duration
    /// The `User-Agent` of every request, when the reader names itself.
    var userAgent: String?
    /// How many times a request is sent before it fails: a failure to answer and a status other than 2xx are tried
    /// again, each after ``RateLimit/retryDelay``.
    var attempts = 1
    var rateLimit = LocalServer.RateLimit(requestDelay: .zero, retryDelay: .zero)

    init(name: String, rootURL: String, transport: any HTTPTransport, timeout: Duration) {
        self.name = name
        self.rootURL = Self.withoutTrailingSlashes(rootURL)
        self.transport = transport
        self.timeout = timeout
    }

    /// The objects of a list answer in a data format that is JSON (`json`, or 4.x's `tsml`), with their members in the
    /// server's order.
    func objects(_ query: String, format: String = "json") async throws -> [JSONObject] {
        let elements: [JSONValue]
        switch try await json(query, format: format) {
        case .array(let values): elements = values
        case .object(let object): elements = object.members.map(\.value)
        default: throw failure("answered \(query) with JSON that is not a list: it is not a BMLT server's read API")
        }
        return try elements.map { element in
            guard case .object(let object) = element else {
                throw failure("answered \(query) with a list whose elements are not all objects")
            }
            return object
        }
    }

    /// One answer, parsed.
    private func json(_ query: String, format: String) async throws -> JSONValue {
        guard let url = URL(string: rootURL + "/client_interface/\(format)/?" + query) else {
            throw failure("cannot be asked \(query): the URL cannot be built")
        }
        var request = TransportRequest(url: url, timeout: timeout)
        if let userAgent { request.headerFields[.userAgent] = userAgent }
        var problem = ""
        for attempt in 1...max(1, attempts) {
            if attempt > 1 { try await Task.sleep(for: rateLimit.retryDelay) }
            if rateLimit.requestDelay > .zero { try await Task.sleep(for: rateLimit.requestDelay) }
            let response: TransportResponse
            do {
                response = try await transport.send(request)
            } catch {
                try Task.checkCancellation()
                problem = "did not answer \(query): \(Self.reason(error))"
                continue
            }
            guard (200..<300).contains(response.status.code) else {
                problem = "answered \(query) with HTTP status \(response.status.code)"
                continue
            }
            do {
                return try JSONParser.parse(response.body)
            } catch {
                throw failure(
                    "answered \(query) with \(response.body.count) bytes that are not JSON (\(error.reason) at byte "
                        + "\(error.offset)): it is not a BMLT server, or the answer was cut short"
                )
            }
        }
        throw failure(problem + (attempts > 1 ? " (tried \(attempts) times)" : ""))
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
