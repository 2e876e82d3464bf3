// Compiled only with the package trait AsyncHTTPClient, which alone makes SwiftPM resolve SwiftNIO and AsyncHTTPClient:
// without it this module is empty.
#if AsyncHTTPClient
public import AsyncHTTPClient
@_spi(BMLTInternal) public import BMLT
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPCompression

/// A transport on AsyncHTTPClient (SwiftNIO), for servers and command-line tools, and for streaming on Linux.
///
/// It reads a streamed body from the network only as the body is consumed, so ``BMLT/BMLTClient/meetingStream(matching:)``
/// needs memory for one chunk and one meeting, whatever the size of the answer:
///
/// ```swift
/// let client = try BMLTClient(
///     rootURL: URL(string: "https://bmlt.example.org/main_server")!,
///     configuration: BMLTClient.Configuration(transport: AsyncHTTPClientTransport())
/// )
/// for try await meeting in client.meetingStream(matching: MeetingQuery()) { print(meeting.name) }
/// ```
///
/// The `HTTPClient`'s own configuration applies (its connect and read timeouts, TLS); the request's
/// ``BMLT/TransportRequest/timeout`` does not. By default the transport uses one client for the whole process
/// (``defaultClient``), which needs no shutting down; a client you pass in stays yours to shut down, should not
/// follow redirects (`redirectConfiguration = .disallow`, as in ``defaultConfiguration``): the BMLT client follows
/// them itself, and should decompress as that configuration does: the transport hands on a gzip or deflate answer's
/// header fields without the `Content-Encoding` and `Content-Length` of the wire.
public struct AsyncHTTPClientTransport: HTTPTransport {
    private let client: HTTPClient

    /// A transport on `client`.
    public init(client: HTTPClient = AsyncHTTPClientTransport.defaultClient) {
        self.client = client
    }

    /// The client every default transport shares, made with ``defaultConfiguration``. It lives as long as the
    /// process, so it is never shut down.
    public static let defaultClient = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup,
        configuration: defaultConfiguration
    )

    /// `HTTPClient.shared`'s settings, but with a 10-second connect timeout and a 30-second read timeout (the shared
    /// client waits 90 seconds), a refused connection reported at once rather than tried again until the connect
    /// timeout (the BMLT client's ``BMLT/RetryPolicy`` retries) or, on Apple platforms, waited on until connectivity
    /// comes (`networkFrameworkWaitForConnectivity` is off), redirects returned rather than followed (the BMLT
    /// client follows them under its own rules), and gzip and deflate answers accepted and decompressed, as
    /// URLSession does.
    ///
    /// Start from it for a client of your own with other timeouts:
    ///
    /// ```swift
    /// var configuration = AsyncHTTPClientTransport.defaultConfiguration
    /// configuration.timeout.read = .seconds(5)
    /// let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    /// ```
    public static var defaultConfiguration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: .seconds(10), read: .seconds(30))
        configuration.connectionPool.retryConnectionEstablishment = false
        // On Apple platforms the default event loop group is Network.framework's, which by default waits for
        // connectivity: a refused connection would wait out the connect timeout and come back as a timeout.
        configuration.networkFrameworkWaitForConnectivity = false
        // The BMLT client follows redirects itself, keeping credentials to their origin and refusing plain http://.
        configuration.redirectConfiguration = .disallow
        // JSON of meetings compresses 10 to 30 times; a hundred times is a decompression bomb.
        configuration.decompression = .enabled(limit: .ratio(100))
        return configuration
    }

    public func send(_ request: TransportRequest) async throws -> TransportResponse {
        let response = try await stream(request)
        // A declared length past the limit is refused before any of the body is read.
        if let length = response.headerFields[.contentLength].flatMap(Int.init), length > request.maximumResponseSize {
            throw BMLTError.responseTooLarge(limit: request.maximumResponseSize, url: request.url)
        }
        return TransportResponse(
            status: response.status,
            headerFields: response.headerFields,
            body: try await response.body.collect(for: request)
        )
    }

    public func stream(_ request: TransportRequest) async throws -> TransportStreamingResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headerFields.combinedLines { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let response: HTTPClientResponse
        do {
            // The BMLT client races its own deadline and cancels; the HTTP client's read timeout bounds idle time.
            response = try await client.execute(outgoing, deadline: .distantFuture)
        } catch {
            throw Self.mapped(error, url: request.url)
        }
        var headerFields = HTTPFields()
        for (name, value) in response.headers {
            if let name = HTTPField.Name(name) { headerFields.append(HTTPField(name: name, value: value)) }
        }
        // What the decompression of the configuration decodes.
        headerFields.removeFieldsOfEncodedBody(decodedEncodings: ["gzip", "deflate"])
        let url = request.url
        return TransportStreamingResponse(
            status: HTTPResponse.Status(code: Int(response.status.code)),
            headerFields: headerFields,
            body: HTTPBodyChunks(
                reading: response.body.makeAsyncIterator(),
                converting: { Data($0.readableBytesView) },
                mappingErrors: { Self.mapped($0, url: url) }
            )
        )
    }

    /// Network failures as ``BMLT/BMLTError``; cancellation as `CancellationError`.
    static func mapped(_ error: any Error, url: URL) -> any Error {
        if error is CancellationError { return error }
        if let error = error as? HTTPClientError {
            switch error {
            case .cancelled: return CancellationError()
            case .connectTimeout, .readTimeout, .deadlineExceeded, .writeTimeout:
                return BMLTError(
                    code: .timedOut,
                    reason: "The server sent nothing within the HTTP client's timeout.",
                    url: url,
                    underlyingError: error
                )
            default: break
            }
        }
        // NIOSSL's errors (a handshake with a port that speaks plain HTTP, an untrusted certificate), named by module:
        // this target does not import NIOSSL for one check.
        if String(reflecting: type(of: error)).hasPrefix("NIOSSL.") {
            return BMLTError(
                code: .secureConnectionFailed,
                reason: "The TLS handshake failed: \(error)",
                url: url,
                underlyingError: error
            )
        }
        return BMLTError(
            code: .connectionFailed,
            reason: "The request failed: \(error)",
            url: url,
            underlyingError: error
        )
    }
}
#endif
