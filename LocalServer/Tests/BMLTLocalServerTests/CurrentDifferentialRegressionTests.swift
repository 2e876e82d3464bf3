@_spi(BMLTInternal) import BMLT
import BMLTFixtures
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTLocalServer

/// Queries on which `bmlt-differential --mode current` found the local server answering otherwise than the real
/// bmlt-server 4.1.1-beta2, with the real server's whole answers (`server-4.1.1-beta2/differential-regressions.json`,
/// recorded from the conformance peer on the sample data), compared as the differential compares them: meetings that
/// tie on the sort keys as a set, the version's own values (``VersionDifferences``) left out.
@Suite("The current mode answers the queries the differential fuzzer once found different, as 4.x does")
struct CurrentDifferentialRegressionTests {
    struct Recorded: @unchecked Sendable {
        var query: String
        var status: Int
        /// The body as Foundation parses it.
        var body: Any
        /// The body's text, for an error or an answer that is no JSON: compared as bytes.
        var text: String?
    }

    static let recorded: [Recorded] = {
        let data = (try? Fixtures.currentServerAnswers("differential-regressions.json")) ?? Data()
        let entries = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? []
        return entries.map { entry in
            Recorded(
                query: entry["query"] as? String ?? "",
                status: entry["status"] as? Int ?? 0,
                body: entry["body"] ?? NSNull(),
                text: entry["text"] as? String
            )
        }
    }()

    @Test func theRecordingIsThere() {
        #expect(Self.recorded.count >= 16)
    }

    /// 4.2.6's 3f035413 (where 4.1.1-beta2 differs, see `VersionDifferences`): with a text search, the automatic
    /// radius is the smallest listed radius that holds the asked number of meetings matching the text, counted
    /// without MariaDB's dropped rows, so the answer is exactly the text's meetings within it.
    @Test func anAutomaticRadiusCountsTheTextsMeetings() async throws {
        try await Harness.run(mode: .current, data: .sample) { harness in
            let place = "SearchString=Central&lat_val=40.8445&long_val=-73.9146"
            let all = try await harness.search(place + "&data_field_key=id_bigint,distance_in_miles").objects
            let distances = all.compactMap { $0["distance_in_miles"]?.text.flatMap(Double.init) }
            #expect(distances.count == all.count && all.count > 13)
            let radius = try #require(
                MeetingSearch.autoRadii.first { limit in distances.filter { $0 <= limit }.count >= 13 }
            )
            let found = try await harness.search(place + "&geo_width=-13&data_field_key=id_bigint").objects
            let expected = zip(all, distances).filter { $0.1 <= radius }.compactMap { $0.0["id_bigint"]?.text }
            #expect(Set(found.compactMap { $0["id_bigint"]?.text }) == Set(expected))
            #expect(found.count == 13)
        }
    }

    /// Every recorded query against one local server (they only read).
    @Test func answersAsTheRealServer() async throws {
        try await Harness.run(mode: .current, data: .sample) { harness in
            for recorded in Self.recorded {
                let query = recorded.query
                let (format, switcherQuery) = ReadQuery.split(query)
                let answer = try await harness.get("/client_interface/\(format)/?" + switcherQuery)
                #expect(answer.status == recorded.status, "\(query)")
                if let text = recorded.text {
                    #expect(RecordedQuery.withPeerRoot(answer.text) == text, "\(query)")
                    continue
                }
                var local = try JSONSerialization.jsonObject(with: Data(answer.text.utf8), options: .fragmentsAllowed)
                var peer = recorded.body
                let versioned = VersionDifferences.keys(ofQuery: switcherQuery)
                (peer, local) = (
                    VersionDifferences.removed(versioned, from: peer),
                    VersionDifferences.removed(versioned, from: local)
                )
                (peer, local) = TiedMeetings.aligned(peer: peer, local: local, format: format, query: switcherQuery)
                let difference = JSONDifference.first(peer, local)
                #expect(difference == nil, "\(query): \(difference ?? "")")
            }
        }
    }
}

/// What the recorded answers' texts are compared with.
enum RecordedQuery {
    /// A local answer's text with the test server's root URL as the recording peer's (a CSV row's `root_server_uri`).
    static func withPeerRoot(_ text: String) -> String {
        text.replacingOccurrences(
            of: #"http://(127\.0\.0\.1|localhost)(:[0-9]+)?/main_server"#,
            with: "http://127.0.0.1:8765/main_server",
            options: .regularExpression
        )
    }
}
