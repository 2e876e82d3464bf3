import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Meeting Guide feeds and their validator")
struct MeetingGuideTests {
    private static let formats = [
        Format(key: "O", name: "Open", sharedID: 17, worldID: "OPEN"),
        Format(key: "C", name: "Closed", sharedID: 4, worldID: "CLOSED"),
        Format(key: "WC", name: "Wheelchair", sharedID: 33, worldID: "WCHR"),
        Format(key: "JT", name: "Just for Today", sharedID: 40, worldID: "JFT"),
    ]

    private static let meeting = Meeting(
        id: 7,
        serviceBodyID: 1002,
        serviceBodyName: "Nassau Area",
        weekday: .monday,
        venueType: .hybrid,
        startTime: LocalTime(hour: 19, minute: 30),
        duration: .seconds(5_400),
        formatKeys: ["O", "WC", "JT"],
        formatIDs: [17, 33, 40],
        coordinate: Coordinate(latitude: 40.75, longitude: -73.5),
        name: "Hope",
        location: Meeting.Location(
            text: "St. Mark's",
            street: "1 Main St",
            municipality: "Hicksville",
            province: "NY",
            postalCode: "11801",
            nation: "USA"
        ),
        virtualMeetingLink: "https://us02web.zoom.us/j/1",
        phoneMeetingNumber: "+1 (646) 558-8656,,123#",
        comments: "Side door.<br>Upstairs &amp; left.",
        rootServerURI: "https://bmlt.example.org/main_server"
    )

    private static func object(
        _ meeting: Meeting,
        changed: Date? = nil,
        zone: String = "America/Chicago"
    ) throws -> [String: Any] {
        let exporter = MeetingExporter(
            format: .tsml,
            tsmlProfile: .meetingGuide,
            fallbackTimeZone: TimeZone(identifier: zone)!,
            formats: formats,
            changeDates: changed.map { [meeting.id: $0] } ?? [:]
        )
        let list = try JSONSerialization.jsonObject(with: exporter.data(for: [meeting])) as? [[String: Any]]
        return try #require(list?.first)
    }

    @Test("A meeting as the spec writes it")
    func feedObject() throws {
        let changed = try Date("2026-11-30T14:05:09Z", strategy: .iso8601)
        let object = try Self.object(Self.meeting, changed: changed)
        #expect(object["name"] as? String == "Hope")
        #expect(object["slug"] as? String == "bmlt-example-org-7")
        #expect(object["day"] as? Int == 1 && object["time"] as? String == "19:30")
        #expect(object["end_time"] as? String == "21:00")
        #expect(object["timezone"] as? String == "America/Chicago", "the server's, for a meeting without its own")
        #expect(
            object["types"] as? [String] == ["O", "X", "ONL"],
            "JFT has no spec code; hybrid is in person and online"
        )
        #expect(object["formatted_address"] as? String == "1 Main St, Hicksville, NY 11801, USA")
        #expect(object["approximate"] as? String == "no")
        #expect(object["latitude"] as? Double == 40.75 && object["longitude"] as? Double == -73.5)
        #expect(object["notes"] as? String == "Side door.\nUpstairs & left.")
        #expect(object["conference_url"] as? String == "https://us02web.zoom.us/j/1")
        #expect(object["conference_phone"] as? String == "+16465588656,,123#")
        #expect(object["updated"] as? String == "2026-11-30 14:05:09")
        #expect(object["regions"] as? [String] == ["Nassau Area"])
        #expect(object["coordinates"] == nil && object["end_time"] != nil)

        var renamed = Self.meeting
        renamed.name = "New Hope"
        renamed.timeZoneIdentifier = "America/New_York"
        #expect(try Self.object(renamed)["slug"] as? String == "bmlt-example-org-7", "a rename keeps the slug")
        #expect(try Self.object(renamed)["timezone"] as? String == "America/New_York")
        #expect(try Self.object(renamed)["updated"] == nil)

        var online = Self.meeting
        online.venueType = .virtual
        online.formatIDs = [4, 17]
        #expect(try Self.object(online)["types"] as? [String] == ["C", "ONL", "TC"], "Closed wins over Open")
        #expect(try Self.object(online)["approximate"] as? String == "yes")
    }

    @Test("Both profiles of TSML: the server's as it was, the spec's")
    func profiles() throws {
        let server = MeetingExporter(format: .tsml, formats: Self.formats).data(for: [Self.meeting])
        let objects = try JSONSerialization.jsonObject(with: server) as? [[String: Any]]
        #expect(objects?.first?["slug"] as? String == "hope-7" && objects?.first?["timezone"] == nil)
        #expect(MeetingExporter.TSMLProfile(rawValue: "meeting-guide") == .meetingGuide)
        let feed = MeetingExporter(format: .tsml, tsmlProfile: .meetingGuide, formats: Self.formats)
        let report = MeetingGuideValidator.validate(feed.data(for: [Self.meeting]))
        #expect(report.isValid && report.warnings.isEmpty, "\(report.errors + report.warnings)")
    }

    /// A meeting that breaks no rule, as JSON members.
    static let baseMembers: [(String, String)] = [
        ("slug", #""s""#), ("name", #""Hope""#), ("day", "1"), ("time", #""19:00""#),
        ("timezone", #""America/New_York""#), ("formatted_address", #""1 Main St, Hicksville, NY 11801, USA""#),
        ("approximate", #""no""#),
    ]

    /// The base meeting with members changed (`nil` removes one) or added.
    static func meeting(_ changes: [String: String?] = [:]) -> String {
        var members = baseMembers.compactMap { key, value -> (String, String)? in
            guard let change = changes[key] else { return (key, value) }
            return change.map { (key, $0) }
        }
        for (key, value) in changes.sorted(by: { $0.key < $1.key }) where !baseMembers.contains(where: { $0.0 == key })
        {
            if let value { members.append((key, value)) }
        }
        return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    static let base = String(meeting().dropFirst().dropLast())

    /// Each rule, met by one meeting that breaks it alone.
    static let cases: [(String, MeetingGuideFinding.Rule)] = [
        (meeting(["slug": nil]), .missingSlug),
        (meeting(["name": nil]), .missingName),
        (meeting(["day": "7"]), .invalidDay),
        (meeting(["day": #""Monday""#]), .invalidDay),
        (meeting(["time": #""7:00 PM""#]), .invalidTime),
        (meeting(["end_time": #""25:00""#]), .invalidEndTime),
        (meeting(["end_time": #""23:30""#]), .unusualDuration),
        (meeting(["timezone": #""Eastern""#]), .invalidTimeZone),
        (meeting(["formatted_address": nil]), .missingAddress),
        (meeting(["latitude": "91", "longitude": "0"]), .invalidCoordinate),
        (meeting(["latitude": "40"]), .oneCoordinate),
        (meeting(["time": nil]), .byAppointment),
        (meeting(["timezone": nil]), .missingTimeZone),
        (meeting(["slug": #""Hope Group!""#]), .unusualSlug),
        (meeting(["name": "\"\(String(repeating: "x", count: 65))\""]), .longName),
        (meeting(["types": #"["O","JFT"]"#]), .unknownType),
        (meeting(["types": #"["O","C"]"#]), .openAndClosed),
        (meeting(["conference_url": #""zoom.us/j/1""#]), .invalidConferenceURL),
        (meeting(["conference_url": #""https://evil.example.org/j/1""#]), .unknownConferenceProvider),
        (meeting(["conference_phone": #""123""#]), .invalidConferencePhone),
        (meeting(["types": #"["TC"]"#]), .inactive),
        (meeting(["approximate": #""yes""#]), .approximateInPerson),
        (meeting(["approximate": nil, "formatted_address": #""Hicksville, NY, USA""#]), .approximateInPerson),
        (meeting(["approximate": #""true""#]), .invalidApproximate),
        (meeting(["updated": #""2026-11-30T14:05:09Z""#]), .invalidUpdated),
        (meeting(["notes": #""<p>Side door</p>""#]), .html),
    ]

    @Test("Each rule is found, as an error or a warning, and a meeting that breaks none passes")
    func rules() {
        #expect(MeetingGuideValidator.validate(Data("[{\(Self.base)}]".utf8)).errors.isEmpty)
        #expect(MeetingGuideValidator.validate(Data("[{\(Self.base)}]".utf8)).warnings.isEmpty)
        for (meeting, rule) in Self.cases {
            let report = MeetingGuideValidator.validate(Data("[\(meeting)]".utf8))
            let found = (rule.isError ? report.errors : report.warnings).map(\.rule)
            #expect(found.contains(rule), "\(meeting): \(report.errors + report.warnings)")
        }
        let duplicate = MeetingGuideValidator.validate(Data("[{\(Self.base)},{\(Self.base)}]".utf8))
        #expect(duplicate.errors.map(\.rule) == [.duplicateSlug] && duplicate.meetingCount == 2)
        for feed in ["{}", "[]", "not json", "[1]"] {
            let report = MeetingGuideValidator.validate(Data(feed.utf8))
            #expect(!report.isValid && [.notAFeed, .notAMeeting].contains(report.errors.first?.rule), "\(feed)")
        }
        #expect(
            MeetingGuideValidator.validate(
                Data("[{\(Self.base),\"conference_url\":\"https://US02WEB.zoom.us/j/1\"}]".utf8)
            )
            .warnings.isEmpty,
            "a provider's host in any case, under any subdomain"
        )
    }
}
