@_spi(BMLTInternal) import BMLT
import BMLTFixtures
import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

@testable import BMLTLocalServer

/// In legacy mode the local server answers every recorded read call of the real 2.16.6 server on the same data with
/// the same meetings, in the same order, with the same fields and values.
@Suite("Legacy mode matches the recorded 2.16.6 server", .hangTimeLimit)
struct LegacyConformanceTests {
    static let recordedRoot = "http://127.0.0.1:8765/main_server"

    /// The read calls recorded before any administration write, so on the pristine sample data.
    static var readRecordings: [Fixtures.Recording] {
        Fixtures.recordings.filter {
            $0.method == "GET" && $0.url.path.contains("/client_interface") && Int($0.file.prefix(3))! < 100
        }
    }

    @Test func everyRecordedReadAnswerMatches() async throws {
        #expect(Self.readRecordings.count == 32)
        try await LocalServer.withRunning(.init(mode: .legacy)) { server in
            try await server.takeRecordedServerSettings()
            for recording in Self.readRecordings {
                try await expectMatch(recording, server: server)
            }
        }
    }

    /// `meeting_ids[][]=188` makes each element an array in PHP; 2.16.6 compares it with the ids as the text
    /// "Array" and finds nothing, in a search and in the administration interface's `get_meetings` (the real server
    /// answers `[]` there; the client used to send it so).
    @Test func nestedBracketsFindNothing() async throws {
        try await LocalServer.withRunning(.init(mode: .legacy)) { server in
            let transport = URLSessionTransport()
            let root = server.rootURL.absoluteString
            let search = { (query: String) in
                try await transport.send(
                    TransportRequest(
                        url: URL(string: root + "/client_interface/json/?switcher=GetSearchResults&" + query)!
                    )
                )
            }
            let one = try await search("meeting_ids%5B%5D=188")
            #expect(try Meeting.list(fromSearchResults: one.body).map(\.id) == [188])
            #expect(String(decoding: try await search("meeting_ids%5B%5D%5B%5D=188").body, as: UTF8.self) == "{}")
            #expect(String(decoding: try await search("meeting_ids%5B%5D=abc").body, as: UTF8.self) == "{}")

            let client = try BMLTClient(rootURL: server.rootURL)
            let session = try await client.login(username: "nasc_admin", password: "CoreysGoryStory")
            let cookie = try #require(await session.currentCredential?.secret)
            let getMeetings = { (form: String) in
                var request = TransportRequest(
                    method: .post,
                    url: URL(string: root + "/local_server/server_admin/json.php")!,
                    body: Data(("admin_action=get_meetings&" + form).utf8)
                )
                request.headerFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
                return String(decoding: try await transport.send(request).body, as: UTF8.self)
            }
            #expect(try await getMeetings("meeting_ids%5B%5D%5B%5D=188") == "[]")
            #expect(try await getMeetings("meeting_ids%5B%5D=188").contains("\"id_bigint\":188"))
        }
    }

    private func expectMatch(_ recording: Fixtures.Recording, server: LocalServer) async throws {
        let path = recording.url.absoluteString.replacingOccurrences(of: Self.recordedRoot, with: "")
        let url = URL(string: server.rootURL.absoluteString + path)!
        let response = try await URLSessionTransport().send(TransportRequest(url: url))
        let data = response.body
        let status = response.status.code
        let contentType = response.headerFields[.contentType]
        #expect(status == recording.status, "\(recording.file): status")
        #expect(contentType == recording.contentType, "\(recording.file): content type")
        let expectedText = String(decoding: try Fixtures.data(recording.file), as: UTF8.self)
            .replacingOccurrences(of: Self.recordedRoot, with: server.rootURL.absoluteString)
        let actualText = String(decoding: data, as: UTF8.self)
        switch recording.file.split(separator: ".").last {
        case "json":
            guard let expected = JSONComparison.parse(Array(expectedText.utf8)) else {
                #expect(actualText == expectedText, "\(recording.file)")
                return
            }
            let actual = try #require(JSONComparison.parse(Array(actualText.utf8)), "\(recording.file): not JSON")
            var comparison = JSONComparison()
            comparison.compare(expected, actual)
            #expect(
                comparison.differences.isEmpty,
                "\(recording.file): \(comparison.differences.joined(separator: "; "))"
            )
        case "js":
            #expect(actualText == expectedText, "\(recording.file)")
        case "csv":
            let expectedRows = expectedText.split(separator: "\n").map(String.init)
            let actualRows = actualText.split(separator: "\n").map(String.init)
            #expect(actualRows.count == expectedRows.count, "\(recording.file): rows")
            for (index, pair) in zip(expectedRows, actualRows).enumerated() where pair.0 != pair.1 {
                Issue.record("\(recording.file) row \(index): \(pair.0) ≠ \(pair.1)")
                break
            }
        default:
            #expect(actualText == expectedText, "\(recording.file)")
        }
    }
}
