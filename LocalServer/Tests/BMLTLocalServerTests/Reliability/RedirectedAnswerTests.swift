@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

/// Neither transport follows a redirect by itself; the client follows it, on a real socket, by its own rules.
@Suite("Redirected answers", .hangTimeLimit)
struct RedirectedAnswerTests {
    @Test("A transport hands back the redirect; the client follows it", arguments: ["URLSession", "AsyncHTTPClient"])
    func redirects(transportName: String) async throws {
        let transport: any HTTPTransport =
            transportName == "URLSession" ? URLSessionTransport() : AsyncHTTPClientTransport()
        try await LocalServer.withRunning { server in
            let query = MeetingQuery.text("Hicksville")
            let expected = try await BMLTClient(rootURL: server.rootURL).meetings(matching: query)
            let serverOrigin = "http://127.0.0.1:\(server.rootURL.port ?? 0)"
            try await FaultProxy.withRunning(upstream: server.rootURL) { proxy in
                proxy.inject(.init(fault: .redirect(toOrigin: serverOrigin), matches: { _ in true }))
                let formats = URL(string: proxy.rootURL.absoluteString + "/client_interface/json/?switcher=GetFormats")!
                let whole = try await transport.send(TransportRequest(url: formats))
                #expect(whole.status == 302)
                #expect(whole.headerFields[.location]?.hasPrefix(serverOrigin) == true)
                let streamed = try await transport.stream(TransportRequest(url: formats))
                #expect(streamed.status == 302)
                _ = try await streamed.body.collect()

                // The server's own origin is loopback, so plain http:// is followed there.
                let client = try BMLTClient(
                    rootURL: proxy.rootURL,
                    configuration: BMLTClient.Configuration(transport: transport)
                )
                #expect(try await client.meetings(matching: query) == expected)
                var meetings: [Meeting] = []
                for try await meeting in client.meetingStream(matching: query) { meetings.append(meeting) }
                #expect(meetings == expected)
                #expect(proxy.matchedRequests == 4)

                proxy.inject(.init(fault: .redirectToHTTP, matches: { _ in true }))
                await #expect(throws: BMLTError.self) { try await client.formats() }
                #expect(proxy.matchedRequests == 1)
            }
        }
    }
}
