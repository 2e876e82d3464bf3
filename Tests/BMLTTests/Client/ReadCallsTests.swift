import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// Every read call of the client, end to end through a transport that replays the recorded 2.16.6 server.
@Suite("Read calls against recorded responses")
struct ReadCallsTests {
    private let client: BMLTClient

    init() throws {
        client = try BMLTClient.replaying()
    }

    @Test func serverInfoCapabilitiesAndVersion() async throws {
        let info = try await client.serverInfo()
        #expect(info.version.text == "2.16.6")
        let capabilities = try await client.capabilities()
        #expect(capabilities.administration == .legacy)
        #expect(try await client.serverVersion() == ServerVersion(major: 2, minor: 16, patch: 6))
    }

    @Test func languagesComeFromGetLangsOnTwoXServers() async throws {
        let languages = try await client.languages()
        #expect(languages.count == 11)
        #expect(languages.first { $0.code == "de" }?.name == "Deutsch")
        #expect(languages.first(where: \.isDefault)?.code == "en")
    }

    @Test func serviceBodiesAndTree() async throws {
        #expect(try await client.serviceBodies().count == 44)
        let tree = try await client.serviceBodyTree(ServiceBodyQuery(ids: .only(1), includesDescendants: true))
        #expect(tree.roots.map(\.name) == ["Greater New York Region"])
        #expect(tree.descendants(of: 1).count == 13)
        let chain = try await client.serviceBodies(ServiceBodyQuery(ids: .only(1002), includesAncestors: true))
        #expect(chain.map(\.id) == [2, 1002])
    }

    @Test func formats() async throws {
        #expect(try await client.formats().count == 44)
        #expect(try await client.formats(FormatQuery(includesUnused: true)).count == 55)
        #expect(try await client.formats(FormatQuery(languages: ["es"])).allSatisfy { $0.language == "es" })
        #expect(try await client.formats(FormatQuery(keys: ["O", "C"])).map(\.sharedID) == [4, 17])
    }

    @Test func searches() async throws {
        #expect(try await client.meetings().count == 1513)
        #expect(try await client.meetings(matching: .text("zzzznomatchzzzz")).isEmpty)
        let nearby = try await client.meetings(
            matching: .near(Coordinate(latitude: 40.7128, longitude: -74.006), within: .distance(.miles(2)))
        )
        #expect(nearby.count == 54)
        let results = try await client.searchResults(matching: MeetingQuery().with { $0.serviceBodies = .only(1002) })
        #expect(results.meetings.count == 59)
        let used = try await client.formats(usedBy: MeetingQuery().with { $0.serviceBodies = .only(1002) })
        #expect(Set(used.map(\.key)) == Set(results.formats.map(\.key)))
    }

    @Test func changes() async throws {
        #expect(try await client.changes().isEmpty, "the first GetChanges recording was made before any edit")
        #expect(try await client.changes(ChangeQuery(meetingID: 188)).count == 3)
    }

    @Test func fieldKeysValuesAndCoverage() async throws {
        #expect(try await client.fieldKeys().count == 30)
        #expect(try await client.fieldValues(for: "location_municipality").count == 271)
        #expect(try await client.fieldValues(for: "formats", specificFormats: [17, 8]).count == 4)
        #expect(try await client.fieldValues(for: "formats", specificFormats: [17, 8], allFormats: true).count == 2)
        let area = try #require(try await client.coverageArea())
        #expect(area.southEast.latitude == 40.516778)
    }

    @Test func nawsExport() async throws {
        let export = try await client.nawsExport(serviceBodyID: 1002)
        #expect(export.rows.first?.committeeName == "Recovery At Work")
    }

    @Test func rawEscapeHatch() async throws {
        let response = try await client.raw(
            switcher: "GetServerInfo",
            format: "jsonp",
            parameters: [("callback", "cb")]
        )
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("cb([{\"version\":\"2.16.6\""))
        let missing = try await client.raw(switcher: "GetNothing", format: "xml")
        #expect(missing.status == 404, "raw returns error statuses instead of throwing")
    }

    @Test func manyCallsRunAtOnce() async throws {
        let client = self.client
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<16 { group.addTask { try await client.meetings(matching: .ids([188, 681])).count } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 2, count: 16))
    }
}
