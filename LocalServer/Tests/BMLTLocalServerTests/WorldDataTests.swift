import BMLTAsyncHTTPClient
import BMLTTestSupport
import BMLTWorldData
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// The world data set of Benchmarks/local-server.sh (`bmlt-benchmark world-data`): copies of the sample at other
/// cities, whose benchmark queries find copy 1's meetings alone.
@Suite("World data")
struct WorldDataTests {
    /// The benchmark's queries, which must have the same answer at every size.
    static let queries = [
        "switcher=GetSearchResults&weekdays=2&lat_val=40.7128&long_val=-74.0060&geo_width=5",
        "switcher=GetSearchResults&formats%5B%5D=17&formats%5B%5D=8&services%5B%5D=1&recursive=1",
        "switcher=GetSearchResults&SearchString=Serenity",
    ]

    @Test func oneCopyIsTheSampleAndTheOutputIsTheSameEveryRun() throws {
        let sample = try SampleDump.text()
        #expect(try WorldData.dump(copies: 1, of: sample) == sample)
        #expect(try WorldData.dump(copies: 2, of: sample) == WorldData.dump(copies: 2, of: sample))
        #expect(throws: WorldData.Failure.self) { try WorldData.dump(copies: 41, of: sample) }
    }

    @Test func twoCopiesHaveDistinctIdsAndCopyOneUnchanged() throws {
        let sample = try MySQLDump(SampleDump.text())
        let world = try MySQLDump(WorldData.dump(copies: 2, of: SampleDump.text()))
        let table = { (dump: MySQLDump, name: String) throws -> MySQLDump.Table in
            try #require(dump.table(endingWith: name))
        }
        for name in ["comdef_formats", "comdef_users"] {
            #expect(try table(world, name).rows == table(sample, name).rows)
        }
        let stride = WorldData.idStride
        for name in ["comdef_meetings_main", "comdef_service_bodies"] {
            let rows = try table(world, name).rows
            let sampleRows = try table(sample, name).rows
            #expect(rows.count == 2 * sampleRows.count)
            #expect(Set(rows.map { $0[0] }).count == rows.count)
            #expect(Array(rows.prefix(sampleRows.count)) == sampleRows)
            #expect(rows.dropFirst(sampleRows.count).allSatisfy { Int($0[0]!)! > stride })
            #expect(try table(world, name).nextID == table(sample, name).nextID.map { $0 + stride })
        }
        // Meeting fields: the sample's, then copy 2's for every meeting (the templates, meeting 0, once).
        let data = try table(world, "comdef_meetings_data")
        let sampleData = try table(sample, "comdef_meetings_data").rows
        let templates = sampleData.filter { $0[0] == "0" }.count
        #expect(data.rows.count == 2 * sampleData.count - templates)
        #expect(Array(data.rows.prefix(sampleData.count)) == sampleData)
        let meetingIDs = Set(try table(world, "comdef_meetings_main").rows.map { Int($0[0]!)! })
        #expect(data.rows.allSatisfy { Int($0[0]!)! == 0 || meetingIDs.contains(Int($0[0]!)!) })
        // Copy 2 names its city and has no word of copy 1's.
        let copyTwo = data.rows.dropFirst(sampleData.count)
        let names = copyTwo.filter { $0[1] == "meeting_name" }.compactMap { $0[5] }
        #expect(names.count == sampleData.filter { $0[1] == "meeting_name" && $0[0] != "0" }.count)
        #expect(names.allSatisfy { $0.hasSuffix(" (London)") })
        for (word, _) in WorldData.copyOneWords {
            #expect(!copyTwo.contains { $0[5]?.lowercased().contains(word) == true })
        }
        // Service bodies: copy 2's parents are copy 2's, and their meetings' service bodies exist.
        let bodies = try table(world, "comdef_service_bodies")
        let owner = try #require(bodies.columns.firstIndex(of: "sb_owner"))
        let bodyIDs = Set(bodies.rows.map { Int($0[0]!)! })
        for body in bodies.rows {
            let id = Int(body[0]!)!
            let parent = Int(body[owner] ?? "0") ?? 0
            #expect(parent == 0 || (bodyIDs.contains(parent) && (parent > stride) == (id > stride)))
        }
        let meetings = try table(world, "comdef_meetings_main")
        let serviceBody = try #require(meetings.columns.firstIndex(of: "service_body_bigint"))
        #expect(meetings.rows.allSatisfy { bodyIDs.contains(Int($0[serviceBody]!)!) })
        // Copy 2 is at London: each meeting moved by the offset from New York.
        let latitude = try #require(meetings.columns.firstIndex(of: "latitude"))
        let count = try table(sample, "comdef_meetings_main").rows.count
        let offset = WorldData.cities[1].latitude - WorldData.newYork.latitude
        for (original, copy) in zip(meetings.rows.prefix(count), meetings.rows.dropFirst(count)) {
            #expect(abs(Double(copy[latitude]!)! - Double(original[latitude]!)! - offset) < 1e-9)
        }
    }

    /// The local server imports two copies, and the benchmark's queries find the same meetings as in the sample, in
    /// both modes.
    @Test(arguments: LocalServer.Mode.allCases)
    func theLocalServerImportsItAndTheQueriesFindCopyOne(mode: LocalServer.Mode) async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-world-\(UUID().uuidString).sql")
        try Data(WorldData.dump(copies: 2, of: SampleDump.text()).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let expected = try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            try await Self.queries.asyncMap { try await Self.ids(server, $0) }
        }
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode, initialData: .dump(url))) { server in
            let loaded = try #require(server.loadedData)
            #expect(loaded.meetings == 2 * 1_555 && loaded.serviceBodies == 2 * 44 && loaded.users == 49)
            for (query, ids) in zip(Self.queries, expected) {
                #expect(!ids.isEmpty)
                #expect(try await Self.ids(server, query) == ids, "\(query)")
            }
            let london = try await Self.ids(server, "switcher=GetSearchResults&SearchString=Tranquility")
            #expect(!london.isEmpty && london.allSatisfy { $0 > WorldData.idStride })
        }
    }

    /// The ids of a search's meetings, in the answer's order.
    static func ids(_ server: LocalServer, _ query: String) async throws -> [Int] {
        let url = URL(string: server.rootURL.absoluteString + "/client_interface/json/?" + query)!
        let body = try await AsyncHTTPClientTransport().send(TransportRequest(url: url)).body
        let meetings = try JSONSerialization.jsonObject(with: body) as? [[String: Any]] ?? []
        return meetings.compactMap { ($0["id_bigint"] as? String).flatMap { Int($0) } }
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
