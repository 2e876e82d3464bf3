import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// One `Meeting` model for the read API and both administration interfaces: only the encoders know their numbering,
/// names and empty values.
@Suite("Meeting in the administration interfaces")
struct AdminMeetingEncodingTests {
    /// A meeting resource as bmlt-server's `Admin/MeetingResource` writes it.
    static let resource = """
        {"id":188,"serviceBodyId":1002,"formatIds":[36,3,17],"venueType":2,"temporarilyVirtual":true,"day":0,\
        "startTime":"13:00","duration":"01:30","timeZone":"America/New_York","latitude":40.763264,\
        "longitude":-73.524295,"published":false,"email":null,"worldId":"G00019125","name":"Hopeful",\
        "location_text":"Holy Trinity","location_street":"130 Jerusalem Avenue","location_info":null,\
        "virtual_meeting_link":"https://example.org/meet","contact_name_1":"Pat","contact_phone_2":"555-0100",\
        "admin_notes":null,"customFields":{"zone":"East"}}
        """

    private func decoded() throws -> Meeting {
        Meeting(adminAPI: try #require(try JSONParser.parse(Data(Self.resource.utf8)).object))
    }

    @Test(
        "A meeting resource decodes into the one model: day 0 is Sunday, nulls are absent, TC from temporarilyVirtual"
    )
    func decode() throws {
        let meeting = try decoded()
        #expect(meeting.id == 188)
        #expect(meeting.serviceBodyID == 1002)
        #expect(meeting.weekday == .sunday)
        #expect(meeting.startTime == LocalTime(hour: 13))
        #expect(meeting.duration == .seconds(5400))
        #expect(meeting.formatIDs == [3, 17, 36])
        #expect(meeting.formatKeys == ["TC"])
        #expect(meeting.venueType == .virtual)
        #expect(!meeting.isPublished)
        #expect(meeting.emailContact == nil)
        #expect(meeting.location.text == "Holy Trinity")
        #expect(meeting.location.info == nil)
        #expect(meeting.virtualMeetingLink == "https://example.org/meet")
        #expect(meeting.contacts == [Meeting.Contact(name: "Pat"), Meeting.Contact(phone: "555-0100")])
        #expect(meeting.customFields == ["zone": "East"])
    }

    @Test("The write body has every field, camelCase, nulls for none, and sends back what was read")
    func encode() throws {
        let meeting = try decoded()
        let object = meeting.adminAPIObject
        #expect(object["day"] == .number("0"))
        #expect(object["startTime"] == .string("13:00"))
        #expect(object["duration"] == .string("01:30"))
        #expect(object["temporarilyVirtual"] == .bool(true))
        #expect(object["email"] == .null)
        #expect(object["location_info"] == .null)
        #expect(object["admin_notes"] == nil)
        #expect(object["customFields"] == .object(JSONObject([("zone", .string("East"))])))
        #expect(Meeting(adminAPI: object.with("id", .number("188"))) == meeting)
    }

    @Test("A PATCH body holds the changed fields, and temporarilyVirtual, which the server does not carry over")
    func patch() throws {
        let original = try decoded()
        var edited = original
        edited.name = "Hopeful in Hicksville"
        edited.weekday = .monday
        edited.location.text = nil
        let changes = edited.adminAPIChanges(from: original)
        #expect(changes.members.map(\.key) == ["day", "temporarilyVirtual", "name", "location_text"])
        #expect(changes["day"] == .number("1"))
        #expect(changes["location_text"] == .null)
    }

    @Test("2.x fields: days 1–7, HH:MM:SS times, format keys, empty values to clear")
    func legacyFields() throws {
        var original = try decoded()
        original.formatKeys = ["O", "D"]
        let fields = Dictionary(original.legacyAdminFields, uniquingKeysWith: { first, _ in first })
        #expect(fields["weekday_tinyint"] == "1")
        #expect(fields["start_time"] == "13:00:00")
        #expect(fields["duration_time"] == "01:30:00")
        #expect(fields["formats"] == "O,D")
        #expect(fields["published"] == "0")
        #expect(fields["zone"] == "East")
        var edited = original
        edited.comments = "Bring a friend, or two"
        edited.location.text = nil
        let changes = edited.legacyAdminChanges(from: original)
        #expect(changes.map(\.key) == ["location_text", "comments"])
        #expect(changes.map(\.value) == ["", "Bring a friend, or two"])
        let parameters = Meeting.legacyAdminParameters(changes)
        #expect(parameters.encoded.hasSuffix("&meeting_field%5B%5D=comments,Bring%20a%20friend,%20or%20two"))
    }
}

extension JSONObject {
    fileprivate func with(_ key: String, _ value: JSONValue) -> JSONObject {
        JSONObject([(key, value)] + members)
    }
}
