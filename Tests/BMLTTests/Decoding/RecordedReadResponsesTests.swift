import BMLTFixtures
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// Every read response recorded from a real 2.16.6 server decodes, with real values checked.
@Suite("Recorded 2.16.6 read responses")
struct RecordedReadResponsesTests {
    private func json(_ file: String) throws -> JSONValue {
        try JSONParser.parse(try Fixtures.data(file))
    }

    @Test func serverInfo() throws {
        let info = try ServerInfo.readAPI(try json("001_GetServerInfo.json"))
        #expect(info.version == ServerVersion(major: 2, minor: 16, patch: 6))
        #expect(info.version.text == "2.16.6")
        #expect(info.languages.map(\.code) == ["en", "de", "dk", "es", "fa", "fr", "it", "pl", "pt", "ru", "sv"])
        #expect(info.defaultLanguage?.code == "en")
        #expect(info.nativeLanguage == "en")
        #expect(info.center == Coordinate(latitude: 36.065752051707, longitude: -79.793701171875))
        #expect(info.centerZoom == 10)
        #expect(info.defaultDuration == .seconds(3600))
        #expect(info.distanceUnit == .miles)
        #expect(info.semanticAdmin)
        #expect(info.emailEnabled == false)
        #expect(info.emailIncludesServiceBodies == false)
        #expect(info.changesPerMeeting == 5)
        #expect(info.availableKeys.count == 32)
        #expect(info.availableKeys.contains("zone"))
        #expect(info.googleAPIKey == nil)
        #expect(info.databaseVersion == "21")
        #expect(info.databasePrefix == "na")
        #expect(info.meetingTimeZonesEnabled == false)
        #expect(info.phpVersion == "8.2.36")
        #expect(info.isAggregator == false)
        #expect(info.autoGeocodingEnabled == nil)
        #expect(info.additionalFields.isEmpty)
        let capabilities = ServerCapabilities(info)
        #expect(capabilities.administration == .legacy)
        #expect(capabilities.hasGetLangs)
        #expect(!capabilities.supportsTSML)
        #expect(!capabilities.supportsContactMessages)
    }

    @Test func serviceBodiesFormATreeWithTheGreaterNewYorkRegionAtItsRoot() throws {
        let bodies = try ServiceBody.readAPIList(try json("002_GetServiceBodies.json"))
        #expect(bodies.count == 44)
        let tree = ServiceBodyTree(bodies)
        #expect(tree.roots.first?.name == "Greater New York Region")
        #expect(tree.roots.map(\.id) == [1, 2, 1046, 1052, 1059])
        #expect(tree.orphans.isEmpty)
        let region = try #require(tree[1])
        #expect(region.kind == .region)
        #expect(region.parentID == nil)
        #expect(region.url == "http://www.newyorkna.org/")
        #expect(region.helpline == "212-929-6262")
        #expect(region.worldID == "RG246")
        #expect(tree.children(of: 1).count == 13)
        #expect(tree.children(of: 1).first?.name == "Eastern Long Island Area Service")
        #expect(tree.parent(of: 1002)?.name == "Eastern New York Region")
        #expect(tree.ancestors(of: 1002).map(\.id) == [2])
        #expect(tree.descendants(of: 1).count == 13)
        #expect(tree.flattened().count == 44)
        #expect(Set(bodies.compactMap(\.kind)) == [.area, .region])
    }

    @Test func serviceBodyQueries() throws {
        let recursive = try ServiceBody.readAPIList(try json("003_GetServiceBodies_services_1_recursive.json"))
        #expect(recursive.count == 14)
        #expect(recursive.first?.id == 1)
        let parents = try ServiceBody.readAPIList(try json("004_GetServiceBodies_services_1002_parents.json"))
        #expect(parents.map(\.id) == [2, 1002])
        let tree = ServiceBodyTree(Array(parents.dropFirst()))
        #expect(tree.orphans.map(\.id) == [1002], "a body whose parent is missing is kept as an orphan root")
        #expect(try ServiceBody.readAPIList(try json("053_GetServiceBodies_bad_id.json")).isEmpty)
    }

    @Test func formats() throws {
        let formats = try Format.readAPIList(try json("005_GetFormats.json"))
        #expect(formats.count == 44)
        let closed = try #require(formats.first { $0.key == "C" })
        #expect(closed.sharedID == 4)
        #expect(closed.name == "Closed")
        #expect(closed.worldID == "CLOSED")
        #expect(closed.kind == .openOrClosed)
        #expect(closed.language == "en")
        #expect(closed.rootServerURI == "http://127.0.0.1:8765/main_server")
        let livingClean = try #require(formats.first { $0.key == "LC" })
        #expect(livingClean.kind == nil, "2.16.6 sends no format_type_enum for some formats")
        #expect(try Format.readAPIList(try json("006_GetFormats_show_all.json")).count == 55)
        let spanish = try Format.readAPIList(try json("007_GetFormats_lang_es.json"))
        #expect(spanish.count == 34)
        #expect(spanish.first?.name == "Para el recién llegado")
        let grouped = Format.translationsBySharedID(formats + spanish)
        #expect(grouped[1]?["es"]?.key == "B")
        #expect(grouped[1]?["en"]?.worldID == "BEG")
        let byKey = try Format.readAPIList(try json("008_GetFormats_key_strings.json"))
        #expect(byKey.map(\.key) == ["C", "O"])
    }

    @Test func allMeetings() throws {
        let meetings = try Meeting.readAPIList(try json("010_GetSearchResults_all.json"))
        // The data set has 1,555 meetings; 1,513 of them are published, and a search without criteria returns those.
        #expect(meetings.count == 1513)
        #expect(Set(meetings.map(\.id)).count == 1513)
        let first = try #require(meetings.first)
        #expect(first.id == 1452)
        #expect(first.worldID == "G00299489")
        #expect(first.serviceBodyID == 1003)
        #expect(first.weekday == .sunday)
        #expect(first.venueType == .inPerson)
        #expect(first.startTime == LocalTime(hour: 7, minute: 30))
        #expect(first.duration == .seconds(3600))
        #expect(first.endTime == LocalTime(hour: 8, minute: 30))
        #expect(first.timeZoneIdentifier == nil)
        #expect(first.formatKeys == ["O", "ME"])
        #expect(first.formatIDs == [17, 41])
        #expect(first.coordinate == Coordinate(latitude: 40.969387158898, longitude: -72.619113922119))
        #expect(first.distance == nil)
        #expect(first.name == "11th Step Meditation")
        #expect(first.language == "en")
        #expect(first.location.text == "Community Baptist Church")
        #expect(first.location.info == "corner with church lane")
        #expect(first.location.street == "5267 Sound Ave (Cnty rd 48)")
        #expect(first.location.municipality == "Aquebogue")
        #expect(first.location.subProvince == "Suffolk")
        #expect(first.location.province == "NY")
        #expect(first.location.postalCode == "11931")
        #expect(first.location.nation == "USA")
        #expect(first.location.citySubsection == nil)
        #expect(first.contacts.isEmpty)
        #expect(first.isPublished)
        #expect(first.rootServerURI == "http://127.0.0.1:8765/main_server")
        #expect(first.customFields.isEmpty, "empty custom fields such as zone are absent values")
        // The legacy "Prompt#@-@#value" form is reduced to the value.
        let withTrain = try #require(meetings.first { $0.trainLines == "Tren M a Knickerbocker" })
        #expect(withTrain.busLines == nil || withTrain.busLines?.contains("#@-@#") == false)
        #expect(!meetings.contains { ($0.trainLines ?? "").contains("#@-@#") || ($0.busLines ?? "").contains("#@-@#") })
        // Weekdays are in ascending order, as the server sorts by default.
        #expect(meetings.compactMap(\.weekday) == meetings.compactMap(\.weekday).sorted())
    }

    @Test(arguments: [
        ("011_GetSearchResults_weekdays_2.json", 229),
        ("014_GetSearchResults_services_1002.json", 59),
        ("016_GetSearchResults_geo_miles.json", 54),
        ("023_GetSearchResults_SearchString.json", 155),
        ("028_GetSearchResults_page_size_1.json", 5),
        ("032_GetSearchResults_meeting_ids.json", 2),
        ("037_GetSearchResults_nomatch.json", 0),
        ("054_GetSearchResults_bad_service.json", 0),
        ("142_public_GetSearchResults_new_unpublished.json", 1),
        ("153_public_noauth_GetSearchResults_188.json", 1),
    ])
    func searchResultCounts(file: String, count: Int) throws {
        #expect(try Meeting.readAPIList(try json(file)).count == count)
    }

    @Test func searchResultDetails() throws {
        let mondays = try Meeting.readAPIList(try json("011_GetSearchResults_weekdays_2.json"))
        #expect(mondays.allSatisfy { $0.weekday == .monday })
        let nassau = try Meeting.readAPIList(try json("014_GetSearchResults_services_1002.json"))
        #expect(nassau.allSatisfy { $0.serviceBodyID == 1002 })
        let nearby = try Meeting.readAPIList(try json("016_GetSearchResults_geo_miles.json"))
        #expect(nearby.allSatisfy { ($0.distance?.miles ?? 99) <= 2 })
        #expect(nearby.first?.id == 862)
        #expect(nearby.first?.distance == .miles(1.055088284419))
        #expect(nearby.first?.location.citySubsection == "Manhattan")
        let page = try Meeting.readAPIList(try json("028_GetSearchResults_page_size_1.json"))
        #expect(page.map(\.id) == [1026, 1027, 1284, 1289, 1353])
        let byID = try Meeting.readAPIList(try json("032_GetSearchResults_meeting_ids.json"))
        #expect(Set(byID.map(\.id)) == [188, 681])
        #expect(byID.first { $0.id == 188 }?.name == "Hopeful In Hicksville")
        let unpublished = try Meeting.readAPIList(try json("142_public_GetSearchResults_new_unpublished.json"))
        #expect(unpublished.first?.id == 2693)
    }

    @Test func fieldSelection() throws {
        let meetings = try Meeting.readAPIList(try json("027_GetSearchResults_data_field_key.json"))
        let first = try #require(meetings.first)
        #expect(first.id == 2339)
        #expect(first.name == "Recovery At Work")
        #expect(first.weekday == .sunday)
        #expect(first.startTime == LocalTime(hour: 10, minute: 15))
        #expect(first.formatKeys == ["M"])
        #expect(first.coordinate == nil)
        // What the selection left out is absent, not a default that reads as data.
        #expect(first.receivedFields == [.name, .weekday, .startTime, .formats])
        #expect(!first.contains(.serviceBody) && !first.contains(.published) && first.contains(.formats))
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(first)) as? [String: Any]
        #expect(encoded?["serviceBodyID"] == nil && encoded?["isPublished"] == nil)
        #expect(encoded?["id"] as? Int == 2339 && encoded?["formatKeys"] as? [String] == ["M"])
        #expect(try JSONDecoder().decode(Meeting.self, from: JSONEncoder().encode(first)) == first)
        #expect(
            first.readAPIFields.keys.sorted() == [
                "formats", "id_bigint", "meeting_name", "start_time", "weekday_tinyint",
            ]
        )

        // A whole answer's meetings are whole.
        let whole = try Meeting.readAPIList(try json("010_GetSearchResults_all.json"))
        #expect(whole.allSatisfy { $0.receivedFields == nil })
        #expect(try JSONDecoder().decode([Meeting].self, from: JSONEncoder().encode(whole)) == whole)
    }

    @Test func usedFormatsAndFormatsOnly() throws {
        let results = try SearchResults.readAPI(try json("030_GetSearchResults_get_used_formats.json"))
        #expect(results.meetings.count == 59)
        #expect(!results.formats.isEmpty)
        let usedKeys = Set(results.meetings.flatMap(\.formatKeys))
        #expect(Set(results.formats.map(\.key)) == usedKeys)
        let first = try #require(results.meetings.first)
        #expect(results.formats(of: first).map(\.key) == ["M"])
        let formatsOnly = try SearchResults.readAPIFormatsOnly(try json("031_GetSearchResults_get_formats_only.json"))
        #expect(Set(formatsOnly.map(\.key)) == usedKeys)
        #expect(try SearchResults.readAPI(try json("037_GetSearchResults_nomatch.json")).meetings.isEmpty)
    }

    @Test func changes() throws {
        #expect(try Change.readAPIList(try json("040_GetChanges_all.json")).isEmpty)
        #expect(try Change.readAPIList(try json("171_public_GetChanges_future_range.json")).isEmpty)
        let changes = try Change.readAPIList(try json("169_public_GetChanges_final.json"))
        #expect(changes.map(\.id) == [13147, 13142, 13143, 13144, 13145, 13146, 13139, 13140, 13141])
        let rollback = changes[0]
        #expect(rollback.kind == .rolledBack)
        #expect(rollback.meetingID == 188)
        #expect(rollback.details == "The meeting was rolled back to a previous version.")
        let created = changes[1]
        #expect(created.kind == .created)
        #expect(created.before == nil)
        #expect(created.after?.id == 2693)
        #expect(created.after?.name == "Recorder New Meeting")
        #expect(created.userName == "Nassau Area Administrator")
        #expect(created.serviceBodyID == 1002)
        #expect(created.meetingExists)
        let deleted = try #require(changes.first { $0.kind == .deleted })
        #expect(deleted.after == nil)
        #expect(deleted.before?.id == 2693)
        let rename = try Change.readAPIList(try json("130_public_GetChanges.json"))[0]
        #expect(rename.kind == .changed)
        #expect(rename.date == Date(timeIntervalSince1970: 1_795_356_212))
        #expect(rename.dateText == "2:03 PM, 11/22/2026")
        #expect(rename.details == "Meeting Name was changed from \"Hopeful In Hicksville\" to \"Renamed By Recorder\".")
        #expect(rename.before?.name == "Hopeful In Hicksville")
        #expect(rename.after?.name == "Renamed By Recorder")
        #expect(rename.before?.formatKeys == ["O", "BT", "D", "BK"], "change records list formats as an array")
        #expect(rename.before?.weekday == .wednesday)
        #expect(rename.before?.startTime == LocalTime(hour: 13))
        let multi = try Change.readAPIList(try json("131_public_GetChanges_meeting.json"))[1]
        #expect(multi.details.contains("from \"13:00\" to \"19:45\""))
        #expect(multi.after?.weekday == .thursday)
        #expect(try Change.readAPIList(try json("170_public_GetChanges_sb.json")).count == 9)
    }

    @Test func fieldKeysAndValues() throws {
        let keys = try FieldKey.readAPIList(try json("042_GetFieldKeys.json"))
        #expect(keys.count == 30)
        #expect(keys.first == FieldKey(key: "id_bigint", description: "ID"))
        #expect(keys.contains(FieldKey(key: "location_municipality", description: "Town")))
        #expect(!keys.contains { $0.key.hasPrefix("contact_") }, "hidden fields are not listed")
        let towns = try FieldValue.readAPIList(
            try json("043_GetFieldValues_municipality.json"),
            key: "location_municipality"
        )
        #expect(towns.count == 271)
        #expect(towns.first?.value == "Albany")
        #expect(towns.first?.meetingIDs.prefix(3) == [1456, 1458, 1488])
        #expect(
            towns.last
                == FieldValue(
                    key: "location_municipality",
                    value: "Williamsville",
                    meetingIDs: [2166, 2201, 2205, 2263]
                )
        )
        let formats = try FieldValue.readAPIList(
            try json("184_php7shim_GetFieldValues_formats_specific.json"),
            key: "formats"
        )
        #expect(formats.count == 4)
        #expect(formats[1].value == "8,17")
        #expect(
            try FieldValue.readAPIList(
                try json("185_php7shim_GetFieldValues_formats_specific_all.json"),
                key: "formats"
            ).count == 2
        )
    }

    @Test func coverageArea() throws {
        let area = try #require(try CoverageArea.readAPI(try json("048_GetCoverageArea.json")))
        #expect(area.northWest == Coordinate(latitude: 44.9782033, longitude: -79.3335309))
        #expect(area.southEast == Coordinate(latitude: 40.516778, longitude: -72.1372449))
        #expect(area.contains(Coordinate(latitude: 40.7128, longitude: -74.006)))
    }

    @Test func languagesOfGetLangs() throws {
        let languages = try Language.getLangsList(try json("050_GetLangs.json"))
        #expect(languages.count == 11)
        #expect(languages.first == Language(code: "en", name: "English", isDefault: true))
        #expect(languages.first { $0.code == "es" }?.name == "Español")
    }

    @Test func nawsExport() throws {
        let text = String(decoding: try Fixtures.data("067_GetNAWSDump.csv"), as: UTF8.self)
        let export = try NAWSExport.csv(text)
        #expect(export.columns.count == 52)
        #expect(export.columns.first == "Committee")
        #expect(export.columns.last == "unpublished")
        let first = try #require(export.rows.first)
        #expect(first.committee == "G00324490")
        #expect(first.committeeName == "Recovery At Work")
        #expect(first.day == "Sunday")
        #expect(first.time == "1015")
        #expect(first.meetingID == 2339)
        #expect(first["Place"] == "Mental Health Associates of Nassau")
        #expect(first.formatCodes == ["M"])
        #expect(!first.isDeleted)
        #expect(export.rows.allSatisfy { $0.values.count == 52 })
        // Written back, it is the server's file byte for byte: the CSV that World Services takes.
        #expect(export.csvText == text)
    }
}
