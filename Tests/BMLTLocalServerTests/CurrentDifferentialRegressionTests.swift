import BMLTFixtures
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

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
    }

    static let recorded: [Recorded] = {
        let data = (try? Fixtures.currentServerAnswers("differential-regressions.json")) ?? Data()
        let entries = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? []
        return entries.map { entry in
            Recorded(
                query: entry["query"] as? String ?? "",
                status: entry["status"] as? Int ?? 0,
                body: entry["body"] ?? NSNull()
            )
        }
    }()

    @Test func theRecordingIsThere() {
        #expect(Self.recorded.count >= 16)
    }

    @Test(arguments: recorded.map(\.query))
    func answersAsTheRealServer(query: String) async throws {
        let recorded = try #require(Self.recorded.first { $0.query == query })
        try await Harness.run(mode: .current, data: .sample) { harness in
            let answer = try await harness.get("/client_interface/json/?" + query)
            #expect(answer.status == recorded.status)
            var local = try JSONSerialization.jsonObject(with: Data(answer.text.utf8), options: .fragmentsAllowed)
            var peer = recorded.body
            let versioned = VersionDifferences.keys(ofQuery: query)
            (peer, local) = (
                VersionDifferences.removed(versioned, from: peer), VersionDifferences.removed(versioned, from: local)
            )
            if query.hasPrefix("switcher=GetSearchResults") {
                (peer, local) = TiedMeetings.aligned(peer: peer, local: local, query: query)
            }
            let difference = JSONDifference.first(peer, local)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }
}
