import Foundation
import HTTPTypes
import Testing

@testable import BMLT

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``URLSessionTransport`` on a stub `URLProtocol`: what URLSession reports becomes the library's answer and errors
/// alike on every platform, though some failures (App Transport Security, cellular data) only happen on Apple's.
@Suite("URLSession transport", .serialized)
struct URLSessionTransportTests {
    @Test(
        "Each URLSession failure is the library's error, with a sentence; only a broken connection or a time-out is retried",
        arguments: [
            (URLError.Code.appTransportSecurityRequiresSecureConnection, BMLTError.Code.insecureURL, "App Transport"),
            (.serverCertificateUntrusted, .secureConnectionFailed, "not trusted"),
            (.serverCertificateHasBadDate, .secureConnectionFailed, "not trusted"),
            (.serverCertificateHasUnknownRoot, .secureConnectionFailed, "not trusted"),
            (.secureConnectionFailed, .secureConnectionFailed, "TLS handshake"),
            (.cannotFindHost, .hostNotFound, "could not be found"),
            (.dnsLookupFailed, .hostNotFound, "could not be found"),
            (.notConnectedToInternet, .offline, "not connected"),
            (.dataNotAllowed, .offline, "cellular data"),
            (.internationalRoamingOff, .offline, "roaming"),
            (.callIsActive, .offline, "phone call"),
            (.timedOut, .timedOut, "request timeout"),
            (.cannotConnectToHost, .connectionFailed, "failed"),
            (.networkConnectionLost, .connectionFailed, "failed"),
        ]
    )
    func failures(failure: URLError.Code, code: BMLTError.Code, words: String) async throws {
        let transport = try StubProtocol.transport()
        let client = try BMLTClient(
            rootURL: URL(string: "https://bmlt.example.org/main_server")!,
            configuration: BMLTClient.Configuration(
                transport: transport,
                retry: RetryPolicy(maximumRetries: 2, initialDelay: .milliseconds(1))
            )
        )
        let requests = await StubProtocol.answering(.failure(URLError(failure))) {
            let error = await #expect(throws: BMLTError.self) { try await client.serverInfo() }
            #expect(error?.code == code)
            #expect(error?.reason.contains(words) == true, "\(error?.reason ?? "")")
            #expect((error?.underlyingError as? URLError)?.code == failure)
        }
        let retried = code == .connectionFailed || code == .timedOut
        #expect(requests == (retried ? 3 : 1))
    }

    @Test("A cancelled URLSession task is a CancellationError")
    func cancelled() {
        let url = URL(string: "https://bmlt.example.org/main_server")!
        #expect(URLSessionTransport.mapped(URLError(.cancelled), url: url) is CancellationError)
    }

    @Test("A background configuration is refused at once, with what to use instead")
    func backgroundConfiguration() throws {
        // Linux has no background sessions; the refusal is the same test of the configuration's identifier.
        let error = URLSessionTransport.refusal(ofBackgroundSession: "org.example.meetings")
        #expect(error?.code == .invalidConfiguration)
        #expect(error?.reason.contains("org.example.meetings") == true)
        #expect(error?.reason.contains(".ephemeral") == true)
        #expect(URLSessionTransport.refusal(ofBackgroundSession: nil) == nil)
        _ = try URLSessionTransport(configuration: .ephemeral)
        _ = try URLSessionTransport(configuration: .default)
        #if canImport(Darwin)
        let refused = #expect(throws: BMLTError.self) {
            try URLSessionTransport(configuration: .background(withIdentifier: "org.example.meetings"))
        }
        #expect(refused?.code == .invalidConfiguration)
        #endif
    }

    @Test(
        "Content-Encoding and Content-Length are dropped where URLSession decoded the body, and kept where it did not",
        arguments: [("gzip", true), ("deflate", true), ("GZIP", true), ("compress", false), ("identity", false)]
    )
    func headersOfADecodedBody(encoding: String, decoded: Bool) async throws {
        let transport = try StubProtocol.transport()
        let answer = StubProtocol.Answer.success(
            status: 200,
            headers: ["Content-Type": "application/json", "Content-Encoding": encoding, "Content-Length": "2"],
            body: Data("[]".utf8)
        )
        let url = URL(string: "https://bmlt.example.org/main_server/client_interface/json/?switcher=GetFormats")!
        try await StubProtocol.answering(answer) {
            for streamed in [false, true] {
                let fields =
                    streamed
                    ? try await transport.stream(TransportRequest(url: url)).headerFields
                    : try await transport.send(TransportRequest(url: url)).headerFields
                #expect((fields[.contentEncoding] == nil) == decoded, "\(fields)")
                #expect((fields[.contentLength] == nil) == decoded, "\(fields)")
                #expect(fields[.contentType] == "application/json")
            }
        }
    }
}

/// Answers every request of the sessions it is installed in with one answer, and counts the requests. One answer at a
/// time: the suite is serialized.
final class StubProtocol: URLProtocol {
    enum Answer: Sendable {
        case failure(URLError)
        case success(status: Int, headers: [String: String], body: Data)
    }

    private static let state = Locked<(answer: Answer?, requests: Int)>((nil, 0))

    /// A transport whose sessions go through this protocol.
    static func transport() throws -> URLSessionTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        return try URLSessionTransport(configuration: configuration)
    }

    /// Runs `body` with every request answered with `answer`; returns how many requests there were.
    @discardableResult
    static func answering(_ answer: Answer, _ body: () async throws -> Void) async rethrows -> Int {
        state.withLockedValue { $0 = (answer, 0) }
        defer { state.withLockedValue { $0 = (nil, 0) } }
        try await body()
        return state.withLockedValue { $0.requests }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let answer = Self.state.withLockedValue { state in
            state.requests += 1
            return state.answer
        }
        switch answer {
        case .failure(let error)?:
            client?.urlProtocol(self, didFailWithError: error)
        case .success(let status, let headers, let body)?:
            let response = HTTPURLResponse(
                url: request.url!,
                statusCode: status,
                httpVersion: "HTTP/1.1",
                headerFields: headers
            )!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case nil:
            client?.urlProtocol(self, didFailWithError: URLError(.resourceUnavailable))
        }
    }

    override func stopLoading() {}
}
