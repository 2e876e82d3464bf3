@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

/// The Meeting Guide feed of the whole sample, read through the client from a server of each version, checked by
/// ``MeetingGuideValidator``; and what the validator says of the TSML a 4.x server writes itself.
@Suite("Meeting Guide feeds of the sample", .hangTimeLimit)
struct MeetingGuideFeedTests {
    /// Every meeting of the sample with the server's formats and change dates, as `bmlt export` reads them.
    static func export(
        _ mode: LocalServer.Mode,
        profile: MeetingExporter.TSMLProfile
    ) async throws -> (meetings: [Meeting], feed: Data, changed: Int) {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let client = try BMLTClient(rootURL: server.rootURL)
            // A change record to date a meeting by: the sample has none.
            let session = try await client.login(
                username: mode == .current ? "serveradmin" : "nasc_admin",
                password: AdminSessionTests.password
            )
            var edit = try await session.edit(meetingID: AdminSessionTests.nassauMeeting)
            edit.meeting.comments = "Renamed rooms"
            _ = try await session.save(edit)
            let meetings = try await client.meetings()
            let changeDates = MeetingExporter.changeDates(from: try await client.changes())
            let exporter = MeetingExporter(
                format: .tsml,
                tsmlProfile: profile,
                fallbackTimeZone: LocalServer.sampleDataTimeZone,
                formats: try await client.formats(FormatQuery(includesUnused: true)),
                changeDates: changeDates
            )
            return (meetings, exporter.data(for: meetings), changeDates.count)
        }
    }

    static func counts(_ findings: [MeetingGuideFinding]) -> [String: Int] {
        Dictionary(findings.map { ($0.rule.rawValue, 1) }, uniquingKeysWith: +)
    }

    @Test("The Meeting Guide profile of the whole sample has no error", arguments: LocalServer.Mode.allCases)
    func meetingGuideProfileValidates(mode: LocalServer.Mode) async throws {
        let (meetings, feed, changed) = try await Self.export(mode, profile: .meetingGuide)
        let report = MeetingGuideValidator.validate(feed)
        #expect(report.meetingCount == meetings.count && meetings.count > 1_500)
        #expect(report.errors.isEmpty, "\(report.errors.prefix(5))")
        print(
            "Meeting Guide profile, \(mode): \(report.meetingCount) meetings, warnings \(Self.counts(report.warnings))"
        )

        let objects = try #require(try JSONSerialization.jsonObject(with: feed) as? [[String: Any]])
        #expect(objects.allSatisfy { ($0["timezone"] as? String) == "America/New_York" || $0["timezone"] != nil })
        #expect(Set(objects.compactMap { $0["slug"] as? String }).count == objects.count)
        let dated = objects.filter { $0["updated"] != nil }
        #expect(dated.count == changed && changed == 1)
        #expect(dated.first?["slug"] as? String == "127-0-0-1-\(AdminSessionTests.nassauMeeting)")
        #expect(objects.allSatisfy { ($0["latitude"] as? Double).map { (-90...90).contains($0) } ?? true })
    }

    @Test("What the validator says of 4.x's own TSML and of the server profile")
    func serverTSML() async throws {
        let (_, feed, _) = try await Self.export(.current, profile: .server)
        let profile = MeetingGuideValidator.validate(feed)
        // 4.x writes no time zone, coordinates as one text and no `approximate`: readers drop or degrade meetings.
        #expect(profile.meetingCount > 1_500)
        #expect(Self.counts(profile.warnings)["missing-timezone"] == profile.meetingCount)
        print("Server profile: errors \(Self.counts(profile.errors)), warnings \(Self.counts(profile.warnings))")

        let own = try await LocalServer.withRunning { server in
            let client = try BMLTClient(rootURL: server.rootURL)
            return try await client.raw(switcher: "GetSearchResults", format: "tsml").body
        }
        let served = MeetingGuideValidator.validate(own)
        #expect(served.meetingCount == profile.meetingCount)
        #expect(Self.counts(served.warnings)["missing-timezone"] == served.meetingCount)
        print(
            "4.x's client_interface/tsml/: errors \(Self.counts(served.errors)), warnings \(Self.counts(served.warnings))"
        )

        // A real 4.x server's bytes: the aggregator's TSML answer, recorded.
        let recorded = try Data(
            contentsOf: AggregatorFixtureTests.folder.appendingPathComponent(
                "065_tsml_GetSearchResults_meeting_ids.json"
            )
        )
        let real = MeetingGuideValidator.validate(recorded)
        #expect(real.meetingCount > 0 && Self.counts(real.warnings)["missing-timezone"] == real.meetingCount)
        print("Recorded real 4.1.1 TSML: errors \(Self.counts(real.errors)), warnings \(Self.counts(real.warnings))")
    }

    @Test("bmlt export --profile meeting-guide writes a feed that bmlt validate-tsml passes; a broken one fails")
    func commandLine() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-feed-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let export = try await BMLTExecutable.run([
            "export", "--format", "tsml", "--profile", "meeting-guide", "--output", file.path,
        ])
        #expect(export.status == 0, "\(export.errorOutput)")
        let valid = try await BMLTExecutable.run(["validate-tsml", file.path, "--errors-only"])
        #expect(valid.status == 0)
        #expect(valid.output.contains("1513 meetings: 0 errors"), "\(valid.output)")

        try Data(#"[{"name":"No slug","day":8,"time":"7pm"}]"#.utf8).write(to: file)
        let broken = try await BMLTExecutable.run(["validate-tsml", file.path])
        #expect(broken.status == 1)
        for rule in ["missing-slug", "invalid-day", "invalid-time", "missing-address"] {
            #expect(broken.output.contains("[\(rule)]"), "\(broken.output)")
        }
        let wrongProfile = try await BMLTExecutable.run(["export", "--format", "csv", "--profile", "meeting-guide"])
        #expect(wrongProfile.status == 64 && wrongProfile.errorOutput.contains("--profile is for --format tsml"))
    }
}
