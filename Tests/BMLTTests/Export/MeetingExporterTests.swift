import BMLTFixtures
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Exports")
struct MeetingExporterTests {
    private static let stamp = try! Date("2026-11-23T12:00:00Z", strategy: .iso8601)

    private static let meeting = Meeting(
        id: 7,
        serviceBodyID: 1002,
        serviceBodyName: "Nassau Area",
        weekday: .monday,
        venueType: .hybrid,
        startTime: LocalTime(hour: 19, minute: 30),
        duration: .seconds(5_400),
        timeZoneIdentifier: "America/New_York",
        formatKeys: ["O", "WC"],
        formatIDs: [17, 33],
        coordinate: Coordinate(latitude: 40.75, longitude: -73.5),
        name: "Hope, \"Faith\"; and Love",
        location: Meeting.Location(text: "St. Mark's", street: "1 Main St", municipality: "Hicksville", province: "NY"),
        virtualMeetingLink: "https://zoom.example.org/j/1",
        comments: "Side door.\nUpstairs.",
        customFields: ["zone": "East"]
    )

    private static func text(_ format: MeetingExporter.FileType, _ meetings: [Meeting] = [meeting]) -> String {
        String(decoding: MeetingExporter(format: format).data(for: meetings, at: stamp), as: UTF8.self)
    }

    @Test func csvHasAHeaderOfFieldKeysAndQuotesWhereNeeded() throws {
        let lines = Self.text(.csv).components(separatedBy: "\r\n")
        #expect(lines[0].hasPrefix("\u{FEFF}id_bigint,worldid_mixed,service_body_bigint,"))
        #expect(lines[0].hasSuffix(",zone"))
        let rows = try CSVParser.parse(Self.text(.csv))
        #expect(rows.count == 2)
        let record = Dictionary(uniqueKeysWithValues: zip(rows[0], rows[1]))
        #expect(record["meeting_name"] == "Hope, \"Faith\"; and Love")
        #expect(record["comments"] == "Side door.\nUpstairs.")
        #expect(record["start_time"] == "19:30:00")
        #expect(record["zone"] == "East")
    }

    @Test func csvKeepsSpreadsheetsFromRunningCellsAsFormulas() throws {
        var meeting = Self.meeting
        meeting.name = "=HYPERLINK(\"https://example.org\")"
        meeting.phoneMeetingNumber = "+1 555 0100"
        meeting.comments = "@home"
        let record = try CSVParser.parse(Self.text(.csv, [meeting]))
        let fields = Dictionary(uniqueKeysWithValues: zip(record[0], record[1]))
        #expect(fields["meeting_name"] == "'=HYPERLINK(\"https://example.org\")")
        #expect(fields["phone_meeting_number"] == "'+1 555 0100")
        #expect(fields["comments"] == "'@home")
        // Numbers stay numbers.
        #expect(fields["longitude"] == "-73.5")

        // For files that programs read, the values as they are.
        let plain = MeetingExporter(format: .csv, guardsFormulas: false).data(for: [meeting], at: Self.stamp)
        let plainRecord = try CSVParser.parse(String(decoding: plain, as: UTF8.self))
        let plainFields = Dictionary(uniqueKeysWithValues: zip(plainRecord[0], plainRecord[1]))
        #expect(plainFields["meeting_name"] == "=HYPERLINK(\"https://example.org\")")
        #expect(plainFields["comments"] == "@home")
    }

    @Test func everyFileNamesTheServerOfMeetingsThatDoNot() throws {
        let server = "https://bmlt.example.org/main_server"
        var aggregated = Self.meeting
        aggregated.id = 8
        aggregated.rootServerURI = "https://other.example.org/main_server"
        let exporter = MeetingExporter(format: .csv, serverURL: URL(string: server))
        let rows = try CSVParser.parse(String(decoding: exporter.data(for: [Self.meeting, aggregated]), as: UTF8.self))
        let column = try #require(rows[0].firstIndex(of: "root_server_uri"))
        #expect(rows.dropFirst().map { $0[column] } == [server, "https://other.example.org/main_server"])
        let json = MeetingExporter(format: .json, serverURL: URL(string: server)).data(for: [Self.meeting])
        #expect(try Meeting.list(fromSearchResults: json).first?.rootServerURI == server)
    }

    @Test func iCalendarZonesRepeatYearlyAndUseTheDatabasesNames() throws {
        let rule = try #require(POSIXTimeZoneRule("EST5EDT,M3.2.0,M11.1.0"))
        #expect(rule.standardName == "EST" && rule.daylightName == "EDT")
        #expect(rule.recurrence(isDaylight: true) == "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU")
        let berlin = try #require(POSIXTimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(berlin.recurrence(isDaylight: false) == "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU")
        let quoted = try #require(POSIXTimeZoneRule("<+0530>-5:30"))
        #expect(quoted.standardName == "+0530" && quoted.daylightName == nil)

        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let lines = ICalendarExport.timeZoneComponent(zone, around: Self.stamp, rule: rule)
        #expect(lines.contains("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"))
        #expect(lines.contains("RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU"))
        #expect(lines.contains("TZNAME:EDT") && lines.contains("TZNAME:EST"))
        #expect(!lines.contains { $0.hasPrefix("RDATE") })
        // Without a rule, the changes of the next ten years are listed.
        let listed = ICalendarExport.timeZoneComponent(zone, around: Self.stamp, rule: nil)
        #expect(listed.contains { $0.hasPrefix("RDATE:") })
    }

    @Test func iCalendarEventIDsNameTheServer() {
        let exporter = MeetingExporter(
            format: .iCalendar,
            serverURL: URL(string: "https://bmlt.example.org/main_server")
        )
        let text = String(decoding: exporter.data(for: [Self.meeting], at: Self.stamp), as: UTF8.self)
        #expect(text.contains("UID:meeting-7@bmlt.example.org\r\n"))
    }

    @Test func jsonReadsBackAsTheSameMeetings() throws {
        let decoded = try Meeting.list(fromSearchResults: Data(Self.text(.json).utf8))
        var expected = Self.meeting
        expected.formatIDs = [17, 33]
        #expect(decoded == [expected])
    }

    @Test func geoJSONIsAFeatureCollectionOfPoints() throws {
        var placeless = Self.meeting
        placeless.id = 8
        placeless.coordinate = nil
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.text(.geoJSON, [Self.meeting, placeless]).utf8))
                as? [String: Any]
        )
        #expect(json["type"] as? String == "FeatureCollection")
        let features = try #require(json["features"] as? [[String: Any]])
        #expect(features.count == 2)
        let geometry = try #require(features[0]["geometry"] as? [String: Any])
        #expect(geometry["type"] as? String == "Point")
        #expect(geometry["coordinates"] as? [Double] == [-73.5, 40.75])
        let properties = try #require(features[0]["properties"] as? [String: Any])
        #expect(properties["meeting_name"] as? String == Self.meeting.name)
        // Numbers as numbers, for a map's filters.
        #expect(properties["id_bigint"] as? Int == 7)
        #expect(features[0]["id"] as? Int == 7)
        #expect(features[1]["geometry"] is NSNull)
    }

    @Test func tsmlMapsTheServersFields() throws {
        let formats = [
            Format(key: "O", name: "Open", description: "", language: "en", sharedID: 17, worldID: "OPEN"),
            Format(key: "WC", name: "Wheelchair", description: "", language: "en", sharedID: 33, worldID: "WCHR"),
        ]
        let tsml = TSMLMeeting(Self.meeting, formats: formats)
        #expect(tsml.day == 1 && tsml.time == "19:30" && tsml.endTime == "21:00")
        #expect(tsml.types == ["O", "X"])
        #expect(tsml.coordinates == "40.75,-73.5")
        #expect(tsml.slug == "hope-faith-and-love-7")
        #expect(tsml.region == "Nassau Area" && tsml.regions == ["Nassau Area"])
        #expect(tsml.formattedAddress == "1 Main St, Hicksville, NY")
        let data = MeetingExporter(format: .tsml, formats: formats).data(for: [Self.meeting])
        #expect(try TSMLMeeting.readAPIList(try JSONParser.parse(data)) == [tsml])
        // A meeting that ends after midnight ends the next morning.
        var late = Self.meeting
        late.startTime = LocalTime(hour: 23, minute: 30)
        #expect(TSMLMeeting(late).endTime == "01:00")
    }

    @Test func iCalendarHasAWeeklyEventInTheMeetingsZone() {
        let text = Self.text(.iCalendar)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        let lines = unfolded.components(separatedBy: "\r\n")
        // The week before the export holds the first start: Monday 16 November 2026.
        #expect(lines.contains("DTSTART;TZID=America/New_York:20261116T193000"))
        #expect(lines.contains("RRULE:FREQ=WEEKLY;BYDAY=MO"))
        #expect(lines.contains("DURATION:PT1H30M"))
        #expect(lines.contains("DTSTAMP:20261123T120000Z"))
        #expect(lines.contains(#"SUMMARY:Hope\, "Faith"\; and Love"#))
        #expect(lines.contains("GEO:40.75;-73.5"))
        #expect(lines.contains("URL:https://zoom.example.org/j/1"))
        #expect(lines.contains("TZID:America/New_York"))
        #expect(lines.contains("TZOFFSETFROM:-0400") && lines.contains("TZOFFSETTO:-0500"))
        #expect(text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test func iCalendarFoldsLongLinesBetweenCharacters() {
        let line = "SUMMARY:" + String(repeating: "é", count: 60)
        let folded = ICalendarExport.folded(line)
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line)
        #expect(folded.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test func iCalendarLeavesOutMeetingsWithoutATimeAndUsesTheFallbackZone() {
        var unscheduled = Self.meeting
        unscheduled.startTime = nil
        var zoneless = Self.meeting
        zoneless.id = 9
        zoneless.timeZoneIdentifier = nil
        let exporter = MeetingExporter(format: .iCalendar, fallbackTimeZone: TimeZone(identifier: "Europe/Berlin")!)
        let text = String(decoding: exporter.data(for: [unscheduled, zoneless], at: Self.stamp), as: UTF8.self)
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 2)
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20261116T193000"))
    }
}
