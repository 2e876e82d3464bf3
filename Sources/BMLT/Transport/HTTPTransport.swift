public import Foundation

/// An HTTP request as the library sends it.
public struct HTTPRequest: Hashable, Sendable {
    public var method: String
    public var url: URL
    /// Header fields by name.
    public var headers: [String: String]
    public var body: Data?
    /// How long to wait for the server to send anything (an idle timeout).
    public var timeout: Duration

    public init(
        method: String = "GET",
        url: URL,
        headers: [String: String] = [:],
        body: Data? = nil,
        timeout: Duration = .seconds(30)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// Whether sending the request twice has the same effect as sending it once, so it may be retried.
    public var isIdempotent: Bool {
        ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"].contains(method.uppercased())
    }
}

/// An HTTP response as a transport returns it.
public struct HTTPResponse: Hashable, Sendable {
    public var status: Int
    /// Header fields with lower-cased names.
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
        self.body = body
    }

    /// The value of a header field, by case-insensitive name.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The media type of the body, without parameters (`application/json`).
    public var mediaType: String? {
        header("content-type")?.split(separator: ";").first.map { String($0).trimmingWhitespace.lowercased() }
    }
}

/// What sends HTTP requests for a client: the seam for tests and for other HTTP stacks.
///
/// Implementations throw `CancellationError` when the calling task is cancelled, and ``BMLTError`` with code
/// ``BMLTError/Code/connectionFailed`` or ``BMLTError/Code/timedOut`` for network failures. HTTP error statuses are
/// not errors at this level: they are returned as responses.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
