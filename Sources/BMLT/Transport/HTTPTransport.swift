public import Foundation
public import HTTPTypes

/// An HTTP request as the library sends it: swift-http-types' method and header fields, with the URL, the body and the
/// limits a transport applies.
///
/// ```swift
/// var request = TransportRequest(method: .post, url: url, body: Data("a=1".utf8))
/// request.headerFields[.contentType] = "application/x-www-form-urlencoded"
/// ```
public struct TransportRequest: Hashable, Sendable {
    public var method: HTTPRequest.Method
    public var url: URL
    /// The header fields, in order; a field repeated keeps each of its values.
    public var headerFields: HTTPFields
    public var body: Data?
    /// How long to wait for the server to send anything (an idle timeout).
    public var timeout: Duration
    /// The largest body ``HTTPTransport/send(_:)`` should read, in bytes: a transport that can stops reading past it
    /// and throws ``BMLTError/Code/responseTooLarge`` (the client checks the size again whatever the transport does).
    public var maximumResponseSize: Int

    public init(
        method: HTTPRequest.Method = .get,
        url: URL,
        headerFields: HTTPFields = HTTPFields(),
        body: Data? = nil,
        timeout: Duration = .seconds(30),
        maximumResponseSize: Int = .max
    ) {
        self.method = method
        self.url = url
        self.headerFields = headerFields
        self.body = body
        self.timeout = timeout
        self.maximumResponseSize = maximumResponseSize
    }

    /// Whether sending the request twice has the same effect as sending it once, so it may be retried.
    public var isIdempotent: Bool {
        switch method {
        case .get, .head, .options, .put, .delete: true
        default: false
        }
    }
}

/// The status and header fields of a response, whole or streamed.
protocol TransportResponseHead {
    var status: HTTPResponse.Status { get }
    var headerFields: HTTPFields { get }
}

/// An HTTP response as a transport returns it.
public struct TransportResponse: Hashable, Sendable, TransportResponseHead {
    public var status: HTTPResponse.Status
    /// The header fields as they arrived, in order: a field the server sent twice (`Set-Cookie`) is there twice. When
    /// the transport decoded a compressed body, without the `Content-Encoding` and `Content-Length` of the wire.
    public var headerFields: HTTPFields
    public var body: Data

    public init(status: HTTPResponse.Status, headerFields: HTTPFields = HTTPFields(), body: Data = Data()) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
    }

    /// The media type of the body, without parameters (`application/json`).
    public var mediaType: String? {
        headerFields[.contentType]?.split(separator: ";").first.map { String($0).trimmingWhitespace.lowercased() }
    }
}

extension HTTPFields {
    /// The fields as HTTP/1.1 writes them for a request: one line a name, in the order each name first appears, with
    /// a repeated field's values joined as ``HTTPFields``' subscript joins them (`; ` for `Cookie`, `, ` otherwise).
    @_spi(BMLTInternal) public var combinedLines: [(name: String, value: String)] {
        var written = Set<HTTPField.Name>()
        var lines: [(name: String, value: String)] = []
        for field in self where written.insert(field.name).inserted {
            lines.append((field.name.rawName, self[field.name] ?? ""))
        }
        return lines
    }

    /// Removes `Content-Encoding` and `Content-Length` when the body was sent in one of `decodedEncodings` (lowercase
    /// names), which the transport decodes as it reads: they describe the bytes on the wire, not the body it hands on.
    @_spi(BMLTInternal) public mutating func removeFieldsOfEncodedBody(decodedEncodings: Set<String>) {
        guard let encoding = self[.contentEncoding], decodedEncodings.contains(encoding.trimmingWhitespace.lowercased())
        else { return }
        self[.contentEncoding] = nil
        self[.contentLength] = nil
    }
}

/// What sends HTTP requests for a client: the seam for tests and for other HTTP stacks.
///
/// Implementations throw `CancellationError` when the calling task is cancelled, and ``BMLTError`` with code
/// ``BMLTError/Code/connectionFailed`` or ``BMLTError/Code/timedOut`` for network failures. HTTP error statuses are
/// not errors at this level: they are returned as responses. So are redirects: a transport should not follow them,
/// since the client follows them itself and sends credentials only to the origin they were meant for, and never
/// over plain `http://` unless ``BMLTClient/Configuration/allowsInsecureHTTP`` says so.
public protocol HTTPTransport: Sendable {
    func send(_ request: TransportRequest) async throws -> TransportResponse

    /// Sends a request and returns as soon as the response head arrives, with the body to be read chunk by chunk.
    ///
    /// Transports that can should read from the network only as the body is consumed, so a large answer never has
    /// to fit in memory. The default implementation calls ``send(_:)`` and offers the whole body as one chunk.
    func stream(_ request: TransportRequest) async throws -> TransportStreamingResponse
}

extension HTTPTransport {
    public func stream(_ request: TransportRequest) async throws -> TransportStreamingResponse {
        let response = try await send(request)
        return TransportStreamingResponse(
            status: response.status,
            headerFields: response.headerFields,
            body: .whole(response.body)
        )
    }
}

/// A response whose body is still arriving (see ``HTTPTransport/stream(_:)``).
public struct TransportStreamingResponse: Sendable, TransportResponseHead {
    public var status: HTTPResponse.Status
    /// The header fields as they arrived, in order.
    public var headerFields: HTTPFields
    public var body: HTTPBodyChunks

    public init(status: HTTPResponse.Status, headerFields: HTTPFields = HTTPFields(), body: HTTPBodyChunks) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
    }
}

/// The chunks of a response body, read one at a time by a single consumer.
///
/// A transport builds it from a function that returns the next chunk, or `nil` at the end of the body; that function
/// should read from the network only when called, which is what bounds a streaming caller's memory.
public struct HTTPBodyChunks: AsyncSequence, Sendable {
    public typealias Element = Data

    private let nextChunk: @Sendable () async throws -> Data?

    /// A body read by calling `nextChunk` until it returns `nil`.
    public init(_ nextChunk: @escaping @Sendable () async throws -> Data?) {
        self.nextChunk = nextChunk
    }

    /// A body read from another library's chunks (a network library's buffers, say), each converted to `Data`,
    /// with its errors converted too.
    public init<Chunks: AsyncIteratorProtocol>(
        reading chunks: Chunks,
        converting convert: @escaping @Sendable (Chunks.Element) -> Data,
        mappingErrors mapError: @escaping @Sendable (any Error) -> any Error = { $0 }
    ) {
        let source: any ChunkSource = IteratorBox(chunks, convert: convert, mapError: mapError)
        self.init { try await source.nextChunk() }
    }

    /// A body that is already complete, offered as one chunk.
    public static func whole(_ body: Data) -> HTTPBodyChunks {
        let pending = PendingChunk(body)
        return HTTPBodyChunks { pending.take() }
    }

    public func makeAsyncIterator() -> Iterator { Iterator(nextChunk: nextChunk) }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let nextChunk: @Sendable () async throws -> Data?

        public mutating func next() async throws -> Data? { try await nextChunk() }
    }

    /// Every chunk joined, up to `limit` bytes (the rest is read and dropped).
    public func collect(upTo limit: Int = .max) async throws -> Data {
        var body = Data()
        for try await chunk in self where body.count < limit {
            body.append(chunk.prefix(limit - body.count))
        }
        return body
    }

    /// Every chunk joined; throws ``BMLTError/Code/responseTooLarge`` as soon as the body passes `request`'s
    /// ``TransportRequest/maximumResponseSize``, without reading further.
    public func collect(for request: TransportRequest) async throws -> Data {
        var body = Data()
        for try await chunk in self {
            guard chunk.count <= request.maximumResponseSize - body.count else {
                throw BMLTError.responseTooLarge(limit: request.maximumResponseSize, url: request.url)
            }
            body.append(chunk)
        }
        return body
    }

    private protocol ChunkSource: Sendable {
        func nextChunk() async throws -> Data?
    }

    /// Holds another library's iterator for the body's `Sendable` closure; a body has one consumer at a time.
    private final class IteratorBox<Chunks: AsyncIteratorProtocol>: ChunkSource, @unchecked Sendable {
        private var chunks: Chunks
        private let convert: @Sendable (Chunks.Element) -> Data
        private let mapError: @Sendable (any Error) -> any Error

        init(
            _ chunks: Chunks,
            convert: @escaping @Sendable (Chunks.Element) -> Data,
            mapError: @escaping @Sendable (any Error) -> any Error
        ) {
            self.chunks = chunks
            self.convert = convert
            self.mapError = mapError
        }

        func nextChunk() async throws -> Data? {
            do {
                return try await chunks.next().map(convert)
            } catch {
                throw mapError(error)
            }
        }
    }

    /// Hands out one chunk once. A final class with a lock because the body it belongs to is `Sendable`.
    private final class PendingChunk: @unchecked Sendable {
        private let lock = NSLock()
        private var chunk: Data?

        init(_ chunk: Data) { self.chunk = chunk.isEmpty ? nil : chunk }

        func take() -> Data? {
            lock.withLock {
                defer { chunk = nil }
                return chunk
            }
        }
    }
}
