import BMLT
import BMLTFixtures
import Foundation
import Testing

@testable import BMLTLocalServer

/// In legacy mode the local server answers every recorded read call of the real 2.16.6 server on the same data with
/// the same meetings, in the same order, with the same fields and values.
@Suite("Legacy mode matches the recorded 2.16.6 server", .timeLimit(.minutes(5)))
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
            for recording in Self.readRecordings {
                try await expectMatch(recording, server: server)
            }
        }
    }

    private func expectMatch(_ recording: Fixtures.Recording, server: LocalServer) async throws {
        let path = recording.url.absoluteString.replacingOccurrences(of: Self.recordedRoot, with: "")
        let url = URL(string: server.rootURL.absoluteString + path)!
        let response = try await URLSessionTransport().send(HTTPRequest(url: url))
        let data = response.body
        let status = response.status
        let contentType = response.header("Content-Type")
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
