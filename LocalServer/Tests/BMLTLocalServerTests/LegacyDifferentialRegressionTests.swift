@_spi(BMLTInternal) import BMLT
import BMLTFixtures
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTLocalServer

/// Queries on which `bmlt-differential` found the local server in legacy mode answering otherwise than the real
/// 2.16.6 server, with the real server's answers (`server-2.16.6/differential-regressions.json`, recorded from the
/// conformance peer on the sample data): the meetings' ids in order for a search, the whole answer otherwise.
@Suite("Legacy mode answers the queries the differential fuzzer once found different, as 2.16.6 does")
struct LegacyDifferentialRegressionTests {
    struct Recorded {
        var query: String
        var status: Int
        /// The ids in order, for a search without `data_field_key`.
        var ids: [String?]?
        var body: JSONValue?
        /// The body's text, for an answer that is no JSON (CSV, JSONP): compared as bytes.
        var text: String?
    }

    static let recorded: [Recorded] = {
        let data = (try? Fixtures.data("differential-regressions.json")) ?? Data()
        let entries = (try? JSONParser.parse(Array(data)))?.elements ?? []
        return entries.compactMap(\.object).map { entry in
            Recorded(
                query: entry["query"]?.text ?? "",
                status: entry["status"]?.int ?? 0,
                ids: entry["ids"]?.elements.map { $0.map(\.text) },
                body: entry["body"],
                text: entry["text"]?.text
            )
        }
    }()

    @Test func theRecordingIsThere() {
        #expect(Self.recorded.count > 60)
    }

    /// Every recorded query against one local server (the queries only read; one server a query loaded the sample
    /// 99 times, which kept the machine's cores from the timing-sensitive suites beside it).
    @Test func answersAsTheRealServer() async throws {
        try await Harness.run(mode: .legacy, data: .sample) { harness in
            for recorded in Self.recorded {
                let query = recorded.query
                let (format, switcherQuery) = ReadQuery.split(query)
                let answer = try await harness.get("/client_interface/\(format)/?" + switcherQuery)
                #expect(answer.status == recorded.status, "\(query)")
                guard recorded.status == 200 else { continue }
                if let text = recorded.text {
                    #expect(RecordedQuery.withPeerRoot(answer.text) == text, "\(query)")
                    continue
                }
                if let ids = recorded.ids {
                    #expect(answer.objects.map { $0["id_bigint"]?.text } == ids, "\(query)")
                    continue
                }
                #expect(
                    Self.normalized(answer.json ?? .null) == Self.normalized(recorded.body ?? .null),
                    "\(query)"
                )
            }
        }
    }

    /// 2.16.6's `jsonp/index.php` echoes `$_GET['callback']` as it is: without one the answer is `(…);` (seen on the
    /// real server).
    @Test func jsonpWithoutCallback() async throws {
        try await Harness.run(mode: .legacy, data: .sample) { harness in
            let answer = try await harness.get("/client_interface/jsonp/?switcher=GetFieldKeys")
            #expect(answer.text.hasPrefix("([{\"key\":\"id_bigint\"") && answer.text.hasSuffix("]);"))
            let named = try await harness.get("/client_interface/jsonp/?switcher=GetFieldKeys&callback=cb")
            #expect(named.text.hasPrefix("cb([{"))
        }
    }

    /// Members in key order, the server's own address left out; arrays (rows, meetings) in the order given.
    static func normalized(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            let members = object.members.filter { $0.key != "root_server_uri" }.sorted { $0.key < $1.key }
            return .object(JSONObject(members.map { ($0.key, normalized($0.value)) }))
        case .array(let elements):
            return .array(elements.map(normalized))
        default:
            return value
        }
    }
}
