import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

// The time limit only catches a hang: in the whole suite, these tests share two cores with dozens of local servers,
// and on Linux Swift concurrency and the servers' Dispatch work share the same worker threads.
@Suite("Retries, deadlines and cancellation", .hangTimeLimit)
struct RetriesDeadlinesAndCancellationTests {
    private static let fastRetry = RetryPolicy(
        maximumRetries: 3,
        initialDelay: .milliseconds(1),
        maximumDelay: .milliseconds(5)
    )

    @Test func retryableStatusesAreRetriedForReads() async throws {
        let transport = StubTransport { _, attempt in
            attempt < 3
                ? TransportResponse(status: 503, headerFields: [.retryAfter: "0"])
                : TransportResponse(
                    status: 200,
                    headerFields: [.contentType: "application/json"],
                    body: Data("[]".utf8)
                )
        }
        let client = try BMLTClient.stubbed(transport, retry: Self.fastRetry)
        #expect(try await client.formats().isEmpty)
        #expect(transport.requests.count == 3)
    }

    @Test func connectionFailuresAreRetried() async throws {
        let transport = StubTransport { request, attempt in
            if attempt == 1 { throw BMLTError(code: .connectionFailed, reason: "reset", url: request.url) }
            return TransportResponse(status: 200, body: Data("[]".utf8))
        }
        let client = try BMLTClient.stubbed(transport, retry: Self.fastRetry)
        #expect(try await client.formats().isEmpty)
        #expect(transport.requests.count == 2)
    }

    @Test func aRetriedDeleteThatFindsNothingAfterALostAnswerHasDeleted() async throws {
        let url = URL(string: "https://bmlt.example.org/main_server/api/v1/meetings/7")!
        // The first attempt's answer is lost: the retry's 404 says that attempt deleted the meeting.
        let lost = StubTransport { request, attempt in
            if attempt == 1 { throw BMLTError(code: .timedOut, reason: "no answer", url: request.url) }
            return TransportResponse(status: 404, body: Data(#"{"message":"Not Found"}"#.utf8))
        }
        let response = try await BMLTClient.stubbed(lost, retry: Self.fastRetry).send(
            TransportRequest(method: .delete, url: url)
        )
        #expect(response.status == 204)
        #expect(lost.requests.count == 2)
        // After an answer (here a 503), or on the first attempt, a 404 is what it says.
        let answered = StubTransport { _, attempt in
            TransportResponse(status: attempt == 1 ? 503 : 404, headerFields: [.retryAfter: "0"])
        }
        let client = try BMLTClient.stubbed(answered, retry: Self.fastRetry)
        await #expect(throws: BMLTError.self) { try await client.send(TransportRequest(method: .delete, url: url)) }
        let never = StubTransport(status: 404, body: "")
        await #expect(throws: BMLTError.self) {
            try await BMLTClient.stubbed(never, retry: Self.fastRetry).send(
                TransportRequest(method: .delete, url: url)
            )
        }
        // Only a DELETE: a read's 404 after a lost answer is still an error.
        let read = StubTransport { request, attempt in
            if attempt == 1 { throw BMLTError(code: .connectionFailed, reason: "reset", url: request.url) }
            return TransportResponse(status: 404)
        }
        await #expect(throws: BMLTError.self) {
            try await BMLTClient.stubbed(read, retry: Self.fastRetry).send(TransportRequest(url: url))
        }
    }

    @Test func clientErrorsAreNotRetried() async throws {
        let transport = StubTransport(status: 404, contentType: "text/html", body: "<html></html>")
        let client = try BMLTClient.stubbed(transport, retry: Self.fastRetry)
        await #expect(throws: BMLTError.self) { try await client.meetings() }
        #expect(transport.requests.count == 1)
    }

    @Test func retriesStopAfterTheConfiguredNumber() async throws {
        let transport = StubTransport(status: 502, contentType: "text/html", body: "bad gateway")
        let client = try BMLTClient.stubbed(transport, retry: Self.fastRetry)
        await #expect(throws: BMLTError.self) { try await client.meetings() }
        #expect(transport.requests.count == 4)
        let none = StubTransport(status: 502, contentType: "text/html", body: "bad gateway")
        await #expect(throws: BMLTError.self) { try await BMLTClient.stubbed(none, retry: .none).meetings() }
        #expect(none.requests.count == 1)
    }

    @Test func theDeadlineEndsASlowCall() async throws {
        // The server never answers: only the deadline can end the call (the suite's time limit catches a hang).
        let transport = StubTransport { _, _ in
            try await Task.sleep(for: .seconds(3_600))
            return TransportResponse(status: 200, body: Data("[]".utf8))
        }
        var configuration = BMLTClient.Configuration(transport: transport, retry: .none)
        configuration.deadline = .milliseconds(200)
        let client = try BMLTClient("https://bmlt.example.org/main_server", configuration: configuration)
        do {
            _ = try await client.meetings()
            Issue.record("The call should have timed out.")
        } catch let error as BMLTError {
            #expect(error.code == .timedOut)
            #expect(error.isRetryable)
        }
    }

    @Test func cancellingATaskCancelsOnlyItsRequest() async throws {
        let transport = StubTransport { request, _ in
            if request.url.absoluteString.contains("GetFieldKeys") { try await Task.sleep(for: .seconds(30)) }
            return TransportResponse(status: 200, body: Data("[]".utf8))
        }
        let client = try BMLTClient.stubbed(transport)
        let slow = Task { try await client.fieldKeys() }
        try await Task.sleep(for: .milliseconds(50))
        slow.cancel()
        await #expect(throws: CancellationError.self) { try await slow.value }
        #expect(try await client.formats().isEmpty, "the client keeps working after a cancelled call")
    }

    @Test func requestsCarryTheUserAgentAndTimeout() async throws {
        let transport = StubTransport(body: "[]")
        var configuration = BMLTClient.Configuration(transport: transport)
        configuration.userAgent = "MeetingFinder/2.0"
        configuration.requestTimeout = .seconds(7)
        _ = try await BMLTClient("https://bmlt.example.org/main_server", configuration: configuration).formats()
        let request = try #require(transport.requests.first)
        #expect(request.headerFields[.userAgent] == "MeetingFinder/2.0")
        #expect(request.timeout == .seconds(7))
        #expect(request.method == .get)
    }
}
