@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

/// Several local servers searched as one, one of them unreachable.
@Suite("Server groups against local servers", .hangTimeLimit)
struct ServerGroupTests {
    @Test func meetingsOfSeveralServersMergedWithEachFailureApart() async throws {
        try await LocalServer.withRunning { first in
            try await LocalServer.withRunning { second in
                try await LocalServer.withRunning(LocalServer.Configuration(mode: .legacy)) { legacy in
                    // A meeting only the second server has.
                    let session = try await BMLTClient(rootURL: second.rootURL)
                        .login(username: "nasc_admin", password: AdminSessionTests.password)
                    let onlyHere = try await session.createMeeting(
                        AdminSessionTests.newMeeting(named: "Only on the second")
                    )

                    var configuration = BMLTClient.Configuration(retry: .none)
                    configuration.deadline = .seconds(20)
                    // Port 9 (discard) on loopback: nothing listens there in a test environment.
                    let unreachable = URL(string: "http://127.0.0.1:9/main_server")!
                    let group = try ServerGroup(
                        rootURLs: [first.rootURL, unreachable, second.rootURL, legacy.rootURL],
                        configuration: configuration
                    )
                    var ended: [URL] = []
                    let query = MeetingQuery().with { $0.weekdays = .only(.tuesday) }
                    let result = try await group.meetings(matching: query) { ended.append($0.rootURL) }

                    let expected = try await BMLTClient(rootURL: first.rootURL).meetings(matching: query)
                    #expect(Set(ended) == Set(group.clients.map(\.rootURL)) && ended.count == 4)
                    #expect(result.failures.map(\.rootURL) == [unreachable])
                    #expect(result.failures.first?.error.code == .connectionFailed)
                    // The first server's meetings, then the one only the second has; the rest are copies.
                    #expect(result.meetings.map(\.id) == expected.map(\.id) + [onlyHere.id])
                    #expect(result.meetings.last?.rootServerURI == second.rootURL.absoluteString)
                    #expect(result.duplicatesRemoved == expected.count * 2)
                }
            }
        }
    }
}
