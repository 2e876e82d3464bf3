@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import HTTPTypes
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

    @Test(
        "A decoded answer's header fields describe the body handed on, not the wire's",
        arguments: ["URLSession", "AsyncHTTPClient"]
    )
    func headersOfADecodedAnswer(transport: String) async throws {
        try await LocalServer.withRunning { server in
            try await FaultProxy.withRunning(upstream: server.rootURL) { proxy in
                proxy.inject(.init(fault: .gzip, matches: { _ in true }))
                let sender: any HTTPTransport =
                    transport == "URLSession" ? URLSessionTransport() : AsyncHTTPClientTransport()
                let url = proxy.rootURL.appending(path: "client_interface/json/")
                    .appending(queryItems: [URLQueryItem(name: "switcher", value: "GetServerInfo")])
                for streamed in [false, true] {
                    let request = TransportRequest(url: url)
                    let (fields, body) =
                        streamed
                        ? try await {
                            let response = try await sender.stream(request)
                            return (response.headerFields, try await response.body.collect(for: request))
                        }()
                        : try await {
                            let response = try await sender.send(request)
                            return (response.headerFields, response.body)
                        }()
                    #expect(fields[.contentEncoding] == nil && fields[.contentLength] == nil, "streamed: \(streamed)")
                    #expect(body.first == UInt8(ascii: "["), "streamed: \(streamed)")
                }
                #expect(proxy.matchedRequests == 2)
            }
        }
    }
}
