@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

/// The library's client against the local server over loopback, for every read call, in both server modes, on the
/// Greater New York sample data (1,513 published meetings of 1,555; 44 service bodies).
@Suite("BMLTClient ↔ local server, every read call", .hangTimeLimit)
struct ClientAgainstLocalServerTests {
    static let penStation = Coordinate(latitude: 40.7506, longitude: -73.9935)

    /// Runs `body` with a client of a sample-data local server in `mode`.
    func withClient(_ mode: LocalServer.Mode, _ body: (BMLTClient) async throws -> Void) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let client = try BMLTClient(
                rootURL: server.rootURL,
                configuration: BMLTClient.Configuration(retry: .none)
            )
            try await body(client)
        }
    }

    /// The example of the `BMLTLocalServer` documentation, as written there.
    @Test func mondayMeetingsNearHicksville() async throws {
        try await LocalServer.withRunning { server in
            let client = try BMLTClient(rootURL: server.rootURL)
            var query = MeetingQuery.near(Coordinate(latitude: 40.75, longitude: -73.5), within: .distance(.miles(5)))
            query.weekdays = .only(.monday)
            let meetings = try await client.meetings(matching: query)
            #expect(meetings.map(\.id) == [827, 1353, 716, 685])
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func aSelectionAsksOnlyForItsFields(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let query = MeetingQuery.near(Self.penStation, within: .distance(.miles(1)))
            let full = try await client.meetings(matching: query)
            let selected = try await client.meetings(matching: query.selecting(.name, .startTime))
            #expect(!full.isEmpty)
            #expect(selected.map(\.id) == full.map(\.id))
            #expect(selected.map(\.name) == full.map(\.name))
            #expect(selected.map(\.startTime) == full.map(\.startTime))
            #expect(selected.map(\.distance) == full.map(\.distance), "a geographic search keeps its distances")
            #expect(
                selected.allSatisfy { $0.weekday == nil && $0.location == Meeting.Location() && $0.formatKeys.isEmpty }
            )
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func serverInfoVersionAndLanguages(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let info = try await client.serverInfo()
            let expected = mode == .current ? LocalServer.currentVersion : LocalServer.legacyVersion
            #expect(info.version == ServerVersion(expected))
            #expect(try await client.serverVersion() == ServerVersion(expected))
            #expect(info.nativeLanguage == "en")
            #expect(info.distanceUnit == .miles)
            #expect(info.availableKeys.contains("location_municipality"))
            let capabilities = try await client.capabilities()
            #expect(capabilities.administration == (mode == .current ? .restAPI : .legacy))
            #expect(capabilities.answersEmptyListsAsObjects == (mode == .legacy))
            let languages = try await client.languages()
            #expect(languages.contains { $0.code == "en" })
            #expect(languages.contains { $0.code == "es" })
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func serviceBodies(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let all = try await client.serviceBodies()
            #expect(all.count == 44)
            let tree = try await client.serviceBodyTree()
            // The five regions of the sample data have no parent.
            #expect(tree.roots.map(\.id).sorted() == [1, 2, 1046, 1052, 1059])
            #expect(tree.roots.allSatisfy { $0.kind == .region })
            let suffolk = try #require(all.first { $0.id == 1001 })
            #expect(suffolk.name == "Suffolk Area Service")
            #expect(suffolk.parentID == 2)
            #expect(suffolk.kind == .area)

            let descendants = try await client.serviceBodies(ServiceBodyQuery(ids: .only(2), includesDescendants: true))
            #expect(descendants.contains { $0.id == 1001 })
            #expect(!descendants.contains { $0.id == 1 })
            let ancestors = try await client.serviceBodies(ServiceBodyQuery(ids: .only(1002), includesAncestors: true))
            #expect(Set(ancestors.map(\.id)) == [1002, 2])
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func formats(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let used = try await client.formats()
            let all = try await client.formats(FormatQuery(includesUnused: true))
            #expect(!used.isEmpty)
            #expect(all.count >= used.count)
            #expect(used.allSatisfy { $0.language == "en" })
            let open = try #require(used.first { $0.key == "O" })
            #expect(open.kind == .openOrClosed)
            let spanish = try await client.formats(FormatQuery(languages: ["es"], includesUnused: true))
            #expect(!spanish.isEmpty)
            #expect(spanish.allSatisfy { $0.language == "es" })
            let byKey = try await client.formats(FormatQuery(keys: ["O", "C"]))
            #expect(Set(byKey.map(\.key)) == ["O", "C"])
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func meetingSearches(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let everything = try await client.meetings()
            #expect(everything.count == 1_513)
            #expect(Set(everything.map(\.id)).count == 1_513)

            let mondays = try await client.meetings(matching: MeetingQuery().with { $0.weekdays = .only(.monday) })
            #expect(!mondays.isEmpty)
            #expect(mondays.allSatisfy { $0.weekday == .monday })
            #expect(mondays.count == everything.filter { $0.weekday == .monday }.count)

            let nassau = try await client.meetings(matching: MeetingQuery().with { $0.serviceBodies = .only(1002) })
            #expect(nassau.allSatisfy { $0.serviceBodyID == 1002 })
            #expect(nassau.count == everything.filter { $0.serviceBodyID == 1002 }.count)

            let near = try await client.meetings(
                matching: .near(Self.penStation, within: .distance(.miles(1))).with { $0.sort = .distance }
            )
            #expect(!near.isEmpty)
            let distances = near.compactMap { $0.distance?.converted(to: .miles).value }
            #expect(distances.count == near.count)
            #expect(distances == distances.sorted())
            #expect(distances.allSatisfy { $0 <= 1 })

            let text = try await client.meetings(matching: .text("Hicksville"))
            #expect(!text.isEmpty)

            let ids = Array(everything.prefix(3).map(\.id))
            #expect(Set(try await client.meetings(matching: .ids(ids)).map(\.id)) == Set(ids))
            #expect(try await client.meetings(matching: .ids([999_999])).isEmpty)
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func searchResultsAndUsedFormats(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let query = MeetingQuery().with { $0.serviceBodies = .only(1002) }
            let results = try await client.searchResults(matching: query)
            let usedKeys = Set(results.meetings.flatMap(\.formatKeys))
            #expect(!results.formats.isEmpty)
            #expect(Set(results.formats.map(\.key)).isSubset(of: usedKeys))
            let formatsOnly = try await client.formats(usedBy: query)
            #expect(Set(formatsOnly.map(\.id)) == Set(results.formats.map(\.id)))
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func paging(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let query = MeetingQuery().with { $0.serviceBodies = .only(1002) }
            let whole = try await client.meetings(matching: query)
            var paged: [Meeting] = []
            for try await page in client.meetingPages(matching: query, pageSize: 40) { paged += page }
            #expect(paged.map(\.id) == whole.map(\.id))
        }
    }

    @Test func tsmlFeedOfTheCurrentServer() async throws {
        try await withClient(.current) { client in
            let meetings = try await client.tsmlMeetings(
                matching: MeetingQuery().with { $0.serviceBodies = .only(1002) }
            )
            #expect(!meetings.isEmpty)
            #expect(meetings.allSatisfy { !$0.name.isEmpty && $0.day != nil })
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func fieldKeysValuesCoverageAndChanges(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let keys = try await client.fieldKeys()
            #expect(keys.contains { $0.key == "location_municipality" })
            let towns = try await client.fieldValues(for: "location_municipality")
            let hicksville = try #require(towns.first { $0.value == "Hicksville" })
            #expect(!hicksville.meetingIDs.isEmpty)

            let area = try #require(try await client.coverageArea())
            #expect(area.northWest.latitude > area.southEast.latitude)
            #expect(area.northWest.longitude < area.southEast.longitude)

            // The sample dump holds no change records.
            #expect(try await client.changes().isEmpty)
        }
    }

    @Test(arguments: LocalServer.Mode.allCases)
    func nawsExport(mode: LocalServer.Mode) async throws {
        try await withClient(mode) { client in
            let export = try await client.nawsExport(serviceBodyID: 1002)
            #expect(export.columns.contains("Committee"))
            #expect(!export.rows.isEmpty)
            let nassau = try await client.meetings(
                matching: MeetingQuery().with {
                    $0.serviceBodies = .only(1002)
                    $0.published = .all
                }
            )
            #expect(Set(export.rows.compactMap(\.meetingID)) == Set(nassau.map(\.id)))
        }
    }

    @Test func legacySearchOptionsOnlyOnTheLegacyServer() async throws {
        try await withClient(.legacy) { client in
            let exact = try await client.meetings(
                matching: MeetingQuery().with { $0.text = .init("Hicksville", isExact: true) }
            )
            #expect(!exact.isEmpty)
        }
    }
}
