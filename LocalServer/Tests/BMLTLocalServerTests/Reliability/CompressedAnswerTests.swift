@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

/// Answers sent with `Content-Encoding: gzip` (servers behind nginx or Apache send them) read the same as plain ones,
/// on both transports, whole or streamed.
@Suite("Compressed answers", .hangTimeLimit)
struct CompressedAnswerTests {
    @Test("A gzip answer reads as the plain one", arguments: ["URLSession", "AsyncHTTPClient"])
    func gzipAnswers(transport: String) async throws {
        try await LocalServer.withRunning { server in
            let query = MeetingQuery.text("Hicksville")
            let expected = try await BMLTClient(rootURL: server.rootURL).meetings(matching: query)
            try await FaultProxy.withRunning(upstream: server.rootURL) { proxy in
                proxy.inject(.init(fault: .gzip, matches: { _ in true }))
                let client = try BMLTClient(
                    rootURL: proxy.rootURL,
                    configuration: BMLTClient.Configuration(
                        transport: transport == "URLSession" ? URLSessionTransport() : AsyncHTTPClientTransport()
                    )
                )
                #expect(try await client.meetings(matching: query) == expected)
                var streamed: [Meeting] = []
                for try await meeting in client.meetingStream(matching: query) { streamed.append(meeting) }
                #expect(streamed == expected)
                #expect(proxy.matchedRequests >= 2)
            }
        }
    }
}
