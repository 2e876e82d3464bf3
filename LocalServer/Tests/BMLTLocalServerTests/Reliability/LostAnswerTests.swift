@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// A write whose answer is lost on the way back — the server applied it, then the connection broke — fails at once
/// with `.connectionFailed`, and is neither sent nor applied a second time. Under `URLSessionTransport` on Linux,
/// libcurl handles a reused connection that breaks before the answer itself (it may send the request again, and here
/// it hung until the request timeout), so writes go on connections of their own.
@Suite("A write whose answer is lost", .hangTimeLimit)
struct LostAnswerTests {
    @Test("is sent once and applied once, and the session stays logged in", arguments: LocalServer.Mode.allCases)
    func writeIsNotRepeated(mode: LocalServer.Mode) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            try await FaultProxy.withRunning(upstream: server.rootURL) { proxy in
                let client = try BMLTClient(rootURL: proxy.rootURL)
                // 2.x's json.php refuses the server administrator; an area administrator writes there.
                let session = try await client.login(
                    username: mode == .current ? "serveradmin" : "nasc_admin",
                    password: AdminSessionTests.password
                )
                // Reads first, so the transport holds a kept-alive connection to the proxy when the write goes.
                _ = try await session.meeting(id: AdminSessionTests.nassauMeeting)
                _ = try await session.meeting(id: AdminSessionTests.nassauMeeting)
                let name = "Lost Answer \(UUID().uuidString.prefix(8))"
                proxy.inject(.init(fault: .resetBeforeAnswer, matches: { Self.isCreation($0, mode: mode) }, times: 1))

                let error = await #expect(throws: BMLTError.self) {
                    try await session.createMeeting(AdminSessionTests.newMeeting(named: name, for: session))
                }
                // Not `.timedOut`: on a reused connection libcurl used to hang until the request timeout.
                #expect(error?.code == .connectionFailed, "\(String(describing: error))")

                #expect(proxy.requests.filter { Self.isCreation($0, mode: mode) }.count == 1)
                #expect(try Self.storedMeetings(named: name, in: server) == 1)
                #expect(await session.currentCredential != nil)
                proxy.inject(nil)
                _ = try await session.meeting(id: AdminSessionTests.nassauMeeting)
            }
        }
    }

    private static func isCreation(_ request: FaultProxy.Request, mode: LocalServer.Mode) -> Bool {
        switch mode {
        case .current: request.method == "POST" && request.target.hasSuffix("/api/v1/meetings")
        case .legacy: request.bodyText.contains("admin_action=add_meeting")
        }
    }

    private static func storedMeetings(named name: String, in server: LocalServer) throws -> Int {
        try server.store.database.read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT COUNT(*) FROM meeting_data WHERE key = 'meeting_name' AND data_string = ?",
                arguments: [name]
            ) ?? 0
        }
    }
}
