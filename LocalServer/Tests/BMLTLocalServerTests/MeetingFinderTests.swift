@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

/// What meeting-finder apps ask of a server: what starts soon near here, how to join, and files to take elsewhere.
@Suite("Meeting finders against the local server", .hangTimeLimit)
struct MeetingFinderTests {
    private static let newYork = TimeZone(identifier: "America/New_York")!
    private static let hicksville = Coordinate(latitude: 40.75, longitude: -73.5)

    private static func client(_ server: LocalServer, zone: TimeZone? = newYork) throws -> BMLTClient {
        try BMLTClient(
            rootURL: server.rootURL,
            configuration: BMLTClient.Configuration(retry: .none, serverTimeZone: zone)
        )
    }

    @Test(
        "Upcoming meetings are one search, and the same as reading every meeting's times",
        arguments: LocalServer.Mode.allCases
    )
    func upcomingMeetings(mode: LocalServer.Mode) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let client = try Self.client(server)
            let everyMeeting = try await client.meetings()
            // Saturday 22:00 in New York: the window crosses midnight into Sunday; then the evenings of the days
            // the clocks change.
            for start in ["2026-07-04T22:00:00-04:00", "2026-03-08T18:00:00-04:00", "2026-11-01T18:00:00-05:00"] {
                let after = try Date(start, strategy: .iso8601)
                let window = DateInterval(start: after, duration: 3 * 3_600)
                let upcoming = try await client.upcomingMeetings(within: .seconds(3 * 3_600), after: after)
                let expected = everyMeeting.flatMap { meeting in
                    meeting.occurrences(in: window, fallbackTimeZone: Self.newYork).map { (meeting.id, $0) }
                }
                #expect(!upcoming.isEmpty, "\(start)")
                #expect(upcoming.map(\.start) == upcoming.map(\.start).sorted())
                #expect(
                    Set(upcoming.map { "\($0.meeting.id) \($0.start)" }) == Set(expected.map { "\($0.0) \($0.1)" }),
                    "\(start)"
                )
                #expect(upcoming.allSatisfy { window.contains($0.start) && $0.end >= $0.start })
            }
            // Near here: a subset of the same.
            let after = try Date("2026-07-04T22:00:00-04:00", strategy: .iso8601)
            let near = try await client.upcomingMeetings(
                within: .seconds(3 * 3_600),
                after: after,
                matching: .near(Self.hicksville, within: .distance(.miles(10)))
            )
            let all = try await client.upcomingMeetings(within: .seconds(3 * 3_600), after: after)
            #expect(!near.isEmpty && near.count < all.count)
            #expect(Set(near.map(\.meeting.id)).isSubset(of: Set(all.map(\.meeting.id))))
            #expect(near.allSatisfy { ($0.meeting.distance?.miles ?? 99) <= 10 })
            await #expect(throws: BMLTError.self) { try await client.upcomingMeetings(within: .zero) }
        }
    }

    @Test("Venue types, links and the temporarily-virtual flag read back from the server")
    func venues() async throws {
        try await LocalServer.withRunning { server in
            let client = try Self.client(server)
            let session = try await client.login(username: "nasc_admin", password: AdminSessionTests.password)
            var online = AdminSessionTests.newMeeting(named: "Online for now")
            online.venueType = .virtual
            online.formatKeys = ["O", "TC"]
            online.virtualMeetingLink = "https://zoom.example.org/j/123"
            online.phoneMeetingNumber = "+1 646 558 8656,,123#"
            online.virtualMeetingAdditionalInfo = "Passcode 4321"
            let created = try await session.createMeeting(online)
            var hybrid = AdminSessionTests.newMeeting(named: "Both ways")
            hybrid.venueType = .hybrid
            hybrid.virtualMeetingLink = "https://meet.example.org/both"
            let both = try await session.createMeeting(hybrid)

            let read = try await client.meetings(matching: .ids([created.id, both.id]))
            let readOnline = try #require(read.first { $0.id == created.id })
            #expect(readOnline.isTemporarilyVirtual && readOnline.isTemporarilyClosed)
            #expect(readOnline.meetsVirtually && !readOnline.meetsInPerson)
            #expect(readOnline.virtualMeetingURL?.host == "zoom.example.org")
            #expect(readOnline.phoneMeetingURL?.absoluteString == "tel:+16465588656,,123%23")
            #expect(readOnline.virtualMeetingAdditionalInfo == "Passcode 4321")
            let readHybrid = try #require(read.first { $0.id == both.id })
            #expect(readHybrid.meetsInPerson && readHybrid.meetsVirtually && !readHybrid.isTemporarilyVirtual)
            // The venue type, not the reserved formats the server adds, says how a meeting meets.
            #expect(
                try await client.meetings(matching: MeetingQuery().with { $0.venueTypes = .only(.virtual) })
                    .allSatisfy(\.meetsVirtually)
            )
        }
    }

    @Test("Formats are kept for their time to live; a write through the client's own session empties the cache")
    func cachedFormats() async throws {
        try await LocalServer.withRunning { server in
            let client = try Self.client(server)
            let before = try await client.formats(FormatQuery(includesUnused: true))
            let newFormat = AdminFormat(
                kind: .meetingFormat,
                translations: [.init(key: "XT", name: "Extra Test", description: "A test format", language: "en")]
            )
            // Another client's write: this client keeps its answer until it expires.
            let other = try await BMLTClient(rootURL: server.rootURL)
                .login(username: "serveradmin", password: AdminSessionTests.password)
            _ = try await other.createFormat(newFormat)
            #expect(try await client.formats(FormatQuery(includesUnused: true)) == before)
            let uncached = try BMLTClient(rootURL: server.rootURL, configuration: BMLTClient.Configuration(cache: nil))
            #expect(try await uncached.formats(FormatQuery(includesUnused: true)).count == before.count + 1)
            // A write through this client's own session: its next read asks the server.
            let own = try await client.login(username: "serveradmin", password: AdminSessionTests.password)
            var second = newFormat
            second.translations[0].key = "XU"
            _ = try await own.createFormat(second)
            #expect(try await client.formats(FormatQuery(includesUnused: true)).count == before.count + 2)
        }
    }

    @Test("Exports of every meeting read back as the same meetings; TSML as the server writes it")
    func exports() async throws {
        try await LocalServer.withRunning { server in
            let client = try Self.client(server)
            let meetings = try await client.meetings()
            let formats = try await client.formats(FormatQuery(includesUnused: true))

            let json = MeetingExporter(format: .json).data(for: meetings)
            #expect(try Meeting.list(fromSearchResults: json) == meetings)

            let csv = String(decoding: MeetingExporter(format: .csv).data(for: meetings), as: UTF8.self)
            let rows = csv.split(separator: "\r\n", omittingEmptySubsequences: false)
            #expect(rows.first?.hasPrefix("\u{FEFF}id_bigint,") == true)

            let geoJSON = try #require(
                try JSONSerialization.jsonObject(with: MeetingExporter(format: .geoJSON).data(for: meetings))
                    as? [String: Any]
            )
            #expect((geoJSON["features"] as? [Any])?.count == meetings.count)

            // The server lists types in the order the meeting's formats are stored, repeats included; the read API
            // gives them ascending and once, so types are compared as sets.
            func typesAsASet(_ meeting: TSMLMeeting) -> TSMLMeeting {
                var meeting = meeting
                meeting.types = Set(meeting.types).sorted()
                return meeting
            }
            let tsml = try await client.tsmlMeetings().map(typesAsASet)
            let exported = meetings.map { typesAsASet(TSMLMeeting($0, formats: formats)) }
            #expect(exported.count == tsml.count)
            for (ours, theirs) in zip(exported, tsml) where ours != theirs {
                Issue.record("TSML differs for \(ours.slug ?? ""): ours \(ours), the server's \(theirs)")
                break
            }

            let calendar = String(
                decoding: MeetingExporter(format: .iCalendar, fallbackTimeZone: Self.newYork).data(for: meetings),
                as: UTF8.self
            )
            let scheduled = meetings.filter { $0.weekday != nil && $0.startTime != nil }
            #expect(calendar.components(separatedBy: "\r\nBEGIN:VEVENT\r\n").count - 1 == scheduled.count)
        }
    }
}
