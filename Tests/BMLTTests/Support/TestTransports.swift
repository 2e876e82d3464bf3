@_spi(BMLTInternal) import BMLT
import BMLTFixtures
import Foundation
import HTTPTypes

/// Answers requests with the recorded 2.16.6 responses whose URL matches (see ``NormalizedQuery``); 404 otherwise.
struct ReplayTransport: HTTPTransport {
    func send(_ request: TransportRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        let wanted = NormalizedQuery(request.url)
        let match = Fixtures.recordings.first { recording in
            recording.method == request.method.rawValue && recording.url.path == request.url.path
                && NormalizedQuery(recording.url) == wanted
        }
        guard let match else {
            return TransportResponse(
                status: 404,
                headerFields: [.contentType: "text/html"],
                body: Data("<html>404</html>".utf8)
            )
        }
        return TransportResponse(
            status: HTTPResponse.Status(code: match.status),
            headerFields: [.contentType: match.contentType],
            body: try Fixtures.data(match.file)
        )
    }
}

/// Answers every request with a closure, and counts and records requests.
final class StubTransport: HTTPTransport {
    private let handler: @Sendable (TransportRequest, Int) async throws -> TransportResponse
    private let state = Locked<[TransportRequest]>([])

    init(_ handler: @escaping @Sendable (TransportRequest, Int) async throws -> TransportResponse) {
        self.handler = handler
    }

    /// Answers every request with the same status, content type and body.
    convenience init(status: HTTPResponse.Status = .ok, contentType: String = "application/json", body: String) {
        self.init { _, _ in
            TransportResponse(status: status, headerFields: [.contentType: contentType], body: Data(body.utf8))
        }
    }

    var requests: [TransportRequest] { state.withLockedValue { $0 } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let attempt = state.withLockedValue { requests in
            requests.append(request)
            return requests.count
        }
        return try await handler(request, attempt)
    }
}

extension BMLTClient {
    /// A client of the recorded 2.16.6 server, without retries.
    static func replaying() throws -> BMLTClient {
        try BMLTClient(
            "http://127.0.0.1:8765/main_server",
            configuration: Configuration(transport: ReplayTransport(), retry: .none)
        )
    }

    /// A client whose every request goes to a stub.
    static func stubbed(_ transport: StubTransport, retry: RetryPolicy = .none) throws -> BMLTClient {
        try BMLTClient(
            "https://bmlt.example.org/main_server",
            configuration: Configuration(transport: transport, retry: retry)
        )
    }
}
