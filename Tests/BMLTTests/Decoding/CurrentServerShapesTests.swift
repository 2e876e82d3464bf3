import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// The 4.x answer shapes that differ from 2.x, written from the server's documented resources and tests
/// (booleans in GetServerInfo, `[]` for empty, integers and nulls where 2.x sent strings, aggregator fields).
@Suite("4.x answer shapes")
struct CurrentServerShapesTests {
    private func json(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Data(text.utf8))
    }

    static let serverInfo427 = """
        [{"version":"4.2.7","versionInt":"4002007","langs":"da,de,el,en,es,fa,fr,it,pl,pt,ru,sv","nativeLang":"en",\
        "centerLongitude":"-118.563659","centerLatitude":"34.235918","centerZoom":"6","defaultDuration":"01:00",\
        "regionBias":"us","charSet":"UTF-8","distanceUnits":"km","semanticAdmin":"1","changesPerMeeting":"0",\
        "meeting_states_and_provinces":"NY,NJ","meeting_counties_and_sub_provinces":"","available_keys":\
        "id_bigint,worldid_mixed,service_body_bigint,weekday_tinyint,venue_type,start_time,duration_time,time_zone,\
        formats,lang_enum,longitude,latitude,meeting_name,root_server_uri,format_shared_id_list",\
        "google_api_key":"AIzaSyExample","dbVersion":"2026_04_18_000000_clean_orphaned_format_ids_rerun",\
        "dbPrefix":"na","phpVersion":"8.3.1","auto_geocoding_enabled":true,"county_auto_geocoding_enabled":false,\
        "zip_auto_geocoding_enabled":false,"default_closed_status":true,"aggregator_mode_enabled":false,\
        "commit":"dev","someFutureKey":"x"}]
        """

    @Test func serverInfoOfA427Server() throws {
        let info = try ServerInfo.readAPI(try json(Self.serverInfo427))
        #expect(info.version == ServerVersion(major: 4, minor: 2, patch: 7))
        #expect(info.version.versionInt == 4_002_007)
        #expect(info.languages.count == 12)
        #expect(info.distanceUnit == .kilometers)
        #expect(info.defaultDuration == .seconds(3600))
        #expect(info.statesAndProvinces == ["NY", "NJ"])
        #expect(info.countiesAndSubProvinces.isEmpty)
        #expect(info.autoGeocodingEnabled == true)
        #expect(info.countyAutoGeocodingEnabled == false)
        #expect(info.defaultClosedStatus == true)
        #expect(info.isAggregator == false)
        #expect(info.emailEnabled == nil)
        #expect(info.commit == "dev")
        #expect(info.googleAPIKey == "AIzaSyExample")
        #expect(info.additionalFields == ["someFutureKey": "x"])
        let capabilities = ServerCapabilities(info)
        #expect(capabilities.administration == .restAPI)
        #expect(capabilities.supportsTSML)
        #expect(capabilities.supportsSeveralFieldMatchValues)
        #expect(capabilities.supportsServiceBodyEditors)
        #expect(!capabilities.acceptsVenueTypeCommaLists)
        #expect(!capabilities.hasGetLangs)
    }

    @Test func aggregatorsHaveNoAdministration() throws {
        let text = Self.serverInfo427.replacingOccurrences(
            of: "\"aggregator_mode_enabled\":false",
            with: "\"aggregator_mode_enabled\":true"
        )
        let info = try ServerInfo.readAPI(try json(text))
        #expect(info.isAggregator)
        #expect(ServerCapabilities(info).administration == .none)
    }

    @Test func emptyResultsAreEmptyArrays() throws {
        #expect(try Meeting.readAPIList(try json("[]")).isEmpty)
        #expect(try Format.readAPIList(try json("[]")).isEmpty)
        #expect(try Change.readAPIList(try json("[]")).isEmpty)
        #expect(try SearchResults.readAPI(try json("{\"meetings\":[],\"formats\":[]}")).meetings.isEmpty)
    }

    @Test func aMeetingOfAnAggregatorWithNewFields() throws {
        let text = """
            [{"id_bigint":"2","worldid_mixed":"00005415","shared_group_id_bigint":"","service_body_bigint":"1005",\
            "service_body_name":"Bronx Area Service","weekday_tinyint":"7","venue_type":"3","start_time":"14:00:00",\
            "duration_time":"24:00:00","time_zone":"America/New_York","formats":"O,M,St,HY","lang_enum":"en",\
            "longitude":"-73.8814955949783","latitude":"45","distance_in_km":"2.855886427204594",\
            "distance_in_miles":"","email_contact":"","published":"0","root_server_uri":"https://host/main_server",\
            "format_shared_id_list":"15,17,27,56","root_server_id":7,"meeting_name":"Nothing Macho",\
            "virtual_meeting_link":"https://zoom.us/j/123","phone_meeting_number":"+1 555 0100",\
            "virtual_meeting_additional_info":"Passcode 42","contact_name_1":"Pat","contact_phone_2":"555-0101",\
            "admin_notes":"Key under mat","zone":"North","custom_field":null}]
            """
        let meeting = try #require(try Meeting.readAPIList(try json(text)).first)
        #expect(meeting.serviceBodyName == "Bronx Area Service")
        #expect(meeting.weekday == .saturday)
        #expect(meeting.venueType == .hybrid)
        #expect(meeting.duration == .seconds(86_400))
        #expect(meeting.endTime == LocalTime(hour: 14))
        #expect(meeting.timeZoneIdentifier == "America/New_York")
        #expect(meeting.timeZone == TimeZone(identifier: "America/New_York"))
        #expect(meeting.coordinate == Coordinate(latitude: 45, longitude: -73.8814955949783))
        #expect(meeting.distance == .kilometers(2.855886427204594))
        #expect(!meeting.isPublished)
        #expect(meeting.rootServerID == 7)
        #expect(meeting.formatIDs == [15, 17, 27, 56])
        #expect(meeting.hasFormat(key: "HY"))
        #expect(meeting.virtualMeetingURL == URL(string: "https://zoom.us/j/123"))
        #expect(meeting.phoneMeetingNumber == "+1 555 0100")
        #expect(meeting.virtualMeetingAdditionalInfo == "Passcode 42")
        #expect(meeting.contacts == [.init(name: "Pat"), .init(phone: "555-0101")])
        #expect(meeting.adminNotes == "Key under mat")
        #expect(meeting.customFields == ["zone": "North"], "null and empty custom values are absent")
    }

    @Test func numbersAndBooleansWhereStringsWereExpected() throws {
        let text = """
            [{"id_bigint":188,"service_body_bigint":1002,"weekday_tinyint":4,"venue_type":1,"latitude":40.763264,\
            "longitude":-73.524295,"published":true,"meeting_name":"Hopeful &amp; Hicksville"}]
            """
        let meeting = try #require(try Meeting.readAPIList(try json(text)).first)
        #expect(meeting.id == 188)
        #expect(meeting.weekday == .wednesday)
        #expect(meeting.coordinate?.latitude == 40.763264)
        #expect(meeting.isPublished)
        #expect(meeting.name == "Hopeful &amp; Hicksville", "meeting data is not HTML-decoded: servers store it raw")
    }

    @Test func aSingleObjectWhereAListWasExpected() throws {
        let meetings = try Meeting.readAPIList(try json("{\"id_bigint\":\"5\",\"meeting_name\":\"One\"}"))
        #expect(meetings.map(\.id) == [5])
    }

    @Test func changesOfACurrentServer() throws {
        let text = """
            [{"date_int":"1728920100","date_string":"3:35 PM, 10/14/2024","change_type":"comdef_change_type_delete",\
            "change_id":"77","meeting_id":"9","meeting_name":"","user_id":"","user_name":"","service_body_id":"1005",\
            "service_body_name":"","meeting_exists":"0","details":"The meeting was deleted.",\
            "json_data":{"before":{"id_bigint":"9","weekday_tinyint":"1","formats":["C","D"],\
            "meeting_name":"Gone","contact_name_1":"********"}}}]
            """
        let change = try #require(try Change.readAPIList(try json(text)).first)
        #expect(change.kind == .deleted)
        #expect(change.meetingName == nil)
        #expect(change.userID == nil)
        #expect(change.meetingExists == false)
        #expect(change.before?.name == "Gone")
        #expect(change.before?.formatKeys == ["C", "D"])
        #expect(change.before?.contacts.first?.name == "********")
        #expect(change.after == nil)
    }

    @Test func changeTextsAreHTMLOn2xServersOnly() throws {
        let text = """
            [{"change_id":"5","change_type":"comdef_change_type_change","meeting_id":"188",\
            "meeting_name":"Tom &amp; Jerry","user_name":"A &amp; B","service_body_name":"C &amp; D",\
            "details":"Meeting Name was changed from &quot;X&quot; to &quot;Tom &amp;amp; Jerry&quot;."}]
            """
        // 3.x/4.x write the texts as stored: a stored "&amp;" is one.
        let current = try #require(try Change.readAPIList(try json(text), textIsHTML: false).first)
        #expect(current.userName == "A &amp; B" && current.serviceBodyName == "C &amp; D")
        #expect(current.details.hasSuffix("to &quot;Tom &amp;amp; Jerry&quot;."))
        // 2.x write names and details as HTML; the meeting's name as stored, on every version.
        let legacy = try #require(try Change.readAPIList(try json(text), textIsHTML: true).first)
        #expect(legacy.userName == "A & B" && legacy.serviceBodyName == "C & D")
        #expect(legacy.details == "Meeting Name was changed from \"X\" to \"Tom &amp; Jerry\".")
        #expect(legacy.meetingName == "Tom &amp; Jerry" && current.meetingName == "Tom &amp; Jerry")
    }

    @Test func coverageOfAServerWithoutMeetings() throws {
        let text = """
            [{"nw_corner_longitude":"","nw_corner_latitude":"","se_corner_longitude":"","se_corner_latitude":""}]
            """
        #expect(try CoverageArea.readAPI(try json(text)) == nil)
    }

    @Test func tsml() throws {
        let text = """
            [{"day":0,"time":"19:00","end_time":"20:30","name":"Just for Today","location":"Hall","formatted_address":\
            "1 Main St, Hicksville, NY, 11801, USA","address":"1 Main St","city":"Hicksville","state":"NY",\
            "postal_code":"11801","country":"USA","types":["O","D"],"location_notes":"Rear door","notes":null,\
            "coordinates":"40.75,-73.5","slug":"just-for-today-12","updated":null,"region":"Nassau Area Service",\
            "regions":["Nassau Area Service"],"conference_url":null,"conference_url_notes":null,\
            "conference_phone":null,"conference_phone_notes":null}]
            """
        let meeting = try #require(try TSMLMeeting.readAPIList(try json(text)).first)
        #expect(meeting.day == 0)
        #expect(meeting.endTime == "20:30")
        #expect(meeting.types == ["O", "D"])
        #expect(meeting.notes == nil)
        #expect(meeting.regions == ["Nassau Area Service"])
        #expect(meeting.slug == "just-for-today-12")
    }

    @Test func tsmlThroughTheClient() async throws {
        let transport = StubTransport(body: "[{\"day\":3,\"time\":\"12:00\",\"name\":\"Noon\",\"types\":[\"C\"]}]")
        let meetings = try await BMLTClient.stubbed(transport).tsmlMeetings(matching: .ids([3]))
        #expect(meetings.first?.name == "Noon")
        #expect(
            transport.requests.first?.url.absoluteString.contains("/client_interface/tsml/?switcher=GetSearchResults")
                == true
        )
    }

    @Test func nawsExportRefusedAsJSON() async throws {
        let body =
            "{\"message\":\"The sb id field is required.\",\"errors\":{\"sb_id\":[\"The sb id field is required.\"]}}"
        let client = try BMLTClient.stubbed(StubTransport(status: 422, body: body))
        do {
            _ = try await client.nawsExport(serviceBodyID: 0)
            Issue.record("expected an error")
        } catch let error as BMLTError {
            #expect(error.code == .httpStatus)
            #expect(error.fieldErrors["sb_id"] == ["The sb id field is required."])
        }
    }
}
