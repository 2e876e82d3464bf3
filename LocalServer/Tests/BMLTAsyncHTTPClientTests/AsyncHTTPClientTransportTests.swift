import AsyncHTTPClient
@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import NIOCore
import Testing

@Suite("AsyncHTTPClient transport", .hangTimeLimit)
struct AsyncHTTPClientTransportTests {
    private func client(of server: LocalServer, transport: any HTTPTransport) throws -> BMLTClient {
        try BMLTClient(rootURL: server.rootURL, configuration: BMLTClient.Configuration(transport: transport))
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func readsAndStreamsTheSameMeetingsAsURLSession(mode: LocalServer.Mode) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let nio = try client(of: server, transport: AsyncHTTPClientTransport())
            let foundation = try client(of: server, transport: URLSessionTransport())
            let query = MeetingQuery.text("Hicksville")
            let expected = try await foundation.meetings(matching: query)
            #expect(!expected.isEmpty)
            #expect(try await nio.meetings(matching: query) == expected)
            for client in [nio, foundation] {
                var streamed: [Meeting] = []
                for try await meeting in client.meetingStream(matching: query) { streamed.append(meeting) }
                #expect(streamed == expected)
            }
            var all = 0
            for try await _ in nio.meetingStream() { all += 1 }
            #expect(all == (try await foundation.meetings().count))
            #expect(all > 1500)
        }
    }

    @Test func leavingAStreamEarlyLeavesTheClientUsable() async throws {
        try await LocalServer.withRunning { server in
            let client = try client(of: server, transport: AsyncHTTPClientTransport())
            for _ in 0..<5 {
                for try await meeting in client.meetingStream() {
                    #expect(meeting.id > 0)
                    break
                }
            }
            #expect(try await client.serverInfo().version.major == 4)
        }
    }

    @Test func failuresAreTypedErrors() async throws {
        let port = try await LocalServer.withRunning { $0.port }
        var configuration = AsyncHTTPClientTransport.defaultConfiguration
        configuration.timeout = HTTPClient.Configuration.Timeout(connect: .milliseconds(500))
        // What makes a refused connection fail at once on Apple platforms too, where Network.framework would wait.
        #expect(!configuration.networkFrameworkWaitForConnectivity)
        let httpClient = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        defer { Task { try await httpClient.shutdown() } }
        let client = try BMLTClient(
            rootURL: URL(string: "http://127.0.0.1:\(port)/main_server")!,
            configuration: BMLTClient.Configuration(
                transport: AsyncHTTPClientTransport(client: httpClient),
                retry: .none
            )
        )
        await #expect { try await client.serverInfo() } throws: {
            [.connectionFailed, .notBMLTServer].contains(($0 as? BMLTError)?.code)
        }
        await #expect { for try await _ in client.meetingStream() {} } throws: {
            ($0 as? BMLTError)?.code == .connectionFailed
        }
    }
}
