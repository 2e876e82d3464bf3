@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingPartialUpdateTest.php`, against the local server.
@Suite("PATCH meetings/{id} (bmlt-server MeetingPartialUpdateTest)")
struct MeetingPartialUpdateConformanceTests {
    /// An admin with its area and the first format; `meeting(…)` is the test's own `createMeeting`.
    struct Setup {
        let harness: Harness
        var token: String
        var area: Int
        var format: Int

        /// `MeetingPartialUpdateTest::createMeeting`: a valid in-person meeting, less `remove`.
        func meeting(data extra: [String: String?] = [:], remove: [String] = []) throws -> Int {
            var main: [String: (any DatabaseValueConvertible)?] = [
                "formats": "", "venue_type": 1, "weekday_tinyint": 0, "start_time": "20:00:00",
                "duration_time": "01:00:00", "latitude": 35.7079, "longitude": 79.8136, "published": 1,
                "time_zone": "America/New_York",
            ]
            for key in remove { main[key] = nil }
            main["service_body_bigint"] = area
            main["formats"] = String(format)
            var data: [String: String?] = [
                "location_street": "813 Darby St.", "location_municipality": "Raleigh", "location_province": "NC",
                "location_postal_code_1": "27610", "virtual_meeting_link": "https://zoom.us",
                "phone_meeting_number": "5555555555",
            ]
            for key in remove { data[key] = nil }
            data.merge(extra) { _, new in new }
            return try harness.seed { seed in try seed.meeting(main, data: data) }
        }

        /// Deletes a meeting and its data, as the tests do between steps.
        func delete(_ id: Int) throws {
            try harness.seed { seed in
                try seed.db.execute(sql: "DELETE FROM meeting_data WHERE meetingid_bigint = ?", arguments: [id])
                try seed.db.execute(sql: "DELETE FROM meeting_longdata WHERE meetingid_bigint = ?", arguments: [id])
                try seed.db.execute(sql: "DELETE FROM meetings WHERE id_bigint = ?", arguments: [id])
            }
        }

        func form(_ meeting: Int, query: String = "") -> MeetingForm {
            MeetingForm(harness: harness, token: token, method: "PATCH", path: "/meetings/\(meeting)" + query, ok: 204)
        }
    }

    static func setUp(_ harness: Harness, customFields: [String] = []) throws -> Setup {
        try harness.seed { seed in
            for name in customFields { try seed.customField(name) }
            let user = try seed.account(Account.Level.admin)
            let token = try seed.token(for: user)
            let area = try seed.area("area1", parent: 0, admin: user)
            return Setup(harness: harness, token: token, area: area, format: try seed.firstFormatIDs().0)
        }
    }

    @Test func partialUpdateMeetingAllFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let meeting = try setup.meeting()
            for field in MeetingFields.allFields(serviceBodyID: setup.area) {
                try await setup.form(meeting).expect([field.key: field.value], 204)
                let (row, data) = try harness.seed { seed in
                    (try #require(try seed.meetingRow(meeting)), try seed.meetingData(meeting))
                }
                if MeetingFields.main.contains(field.field) {
                    let stored: DatabaseValue = row[field.field]
                    let expected: String =
                        switch field.field {
                        case "duration_time": "01:30:00"
                        case "start_time": "08:00:00"
                        case "published": "0"
                        default: "\(field.value)"
                        }
                    switch stored.storage {
                    case .double(let number): #expect(number == Double(expected), "\(field.field)")
                    case .int64(let number): #expect(String(number) == expected, "\(field.field)")
                    case .string(let text): #expect(text == expected, "\(field.field)")
                    default: Issue.record("\(field.field) is \(stored)")
                    }
                } else {
                    #expect(data[field.field] == .some(field.value as? String), "\(field.field)")
                }
            }
        }
    }

    @Test func partialMeetingUpdateCustomFieldsNotModified() async throws {
        let customFields = ["customField1": "value1", "customField2": "value2", "customField3": "value3"]
        try await Harness.run { harness in
            let setup = try Self.setUp(harness, customFields: customFields.keys.sorted())
            let meeting = try setup.meeting(data: customFields)
            try await setup.form(meeting).expect(["name": "updated name"], 204)
            let data = try #require(try await harness.api("GET", "/meetings/\(meeting)", token: setup.token).object)
            #expect(data["name"] == .string("updated name"))
            let custom = try #require(data["customFields"]?.object)
            #expect(custom.members.count == 3)
            for (name, value) in customFields { #expect(custom[name] == .string(value)) }
        }
    }

    @Test func partialMeetingUpdateCustomFieldsModified() async throws {
        let customFields = ["customField1": "value1", "customField2": "value2", "customField3": "value3"]
        try await Harness.run { harness in
            let setup = try Self.setUp(harness, customFields: customFields.keys.sorted())
            let meeting = try setup.meeting(data: customFields)
            try await setup.form(meeting).expect(["customFields": ["customField1": "updated"]], 204)
            let data = try #require(try await harness.api("GET", "/meetings/\(meeting)", token: setup.token).object)
            let custom = try #require(data["customFields"]?.object)
            #expect(custom.members.count == 3)
            for (name, value) in customFields.merging(["customField1": "updated"], uniquingKeysWith: { $1 }) {
                #expect(custom[name] == .string(value))
            }
        }
    }

    /// Not a PHP test: what `partialUpdate`'s `$request->input('customFields', [])[$key] ?? $stored` does with the
    /// payloads `testPartialUpdateMeetingValidateCustomDataFields` sends. A null value, an empty list and a null
    /// list keep the stored values.
    @Test(arguments: ["null value", "empty list", "null list"])
    func partialMeetingUpdateCustomFieldsNullKeepsValues(_ given: String) async throws {
        let customFields: Any =
            switch given {
            case "null value": ["customField1": NSNull()]
            case "empty list": [Any]()
            default: NSNull()
            }
        try await Harness.run { harness in
            let setup = try Self.setUp(harness, customFields: ["customField1", "customField2"])
            let meeting = try setup.meeting(data: ["customField1": "value1", "customField2": "value2"])
            try await setup.form(meeting).expect(["customFields": customFields], 204)
            let data = try harness.seed { try $0.meetingData(meeting) }
            #expect(data["customField1"] == "value1")
            #expect(data["customField2"] == "value2")
        }
    }

    @Test func partialMeetingUpdateFormats() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let meeting = try setup.meeting()
            func formats() throws -> String? {
                try harness.seed { seed in try seed.meetingRow(meeting)?["formats"] }
            }
            try await setup.form(meeting).expect(["formatIds": [Int]()], 204)
            #expect(try formats() == "")
            try await setup.form(meeting).expect(["formatIds": [setup.format]], 204)
            #expect(try formats() == String(setup.format))
        }
    }

    @Test func partialUpdateMeetingValidateServiceBodyId() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).serviceBodyID([:], valid: setup.area, full: false)
        }
    }

    @Test func partialUpdateMeetingValidateFormatIds() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let form = setup.form(try setup.meeting())
            let maxID = try harness.seed { seed in
                try Int.fetchOne(seed.db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0
            }
            try await form.expectInvalid(["formatIds": NSNull()])
            try await form.expectInvalid(["formatIds": [maxID + 1]])
            try await form.expectOK(["formatIds": [Int]()])
            try await form.expectOK(["formatIds": [setup.format]])
        }
    }

    @Test func partialUpdateMeetingValidateVenueType() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).venueType([:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateTemporarilyVirtual() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).temporarilyVirtual([:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateDay() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).day([:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateStartTime() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).time("startTime", [:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateDuration() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).time("duration", [:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateLatitude() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).coordinate("latitude", limit: 90, [:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateLongitude() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).coordinate("longitude", limit: 180, [:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidatePublished() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).published([:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateEmail() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).email([:])
        }
    }

    @Test func partialUpdateMeetingValidateWorldId() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).worldID([:])
        }
    }

    @Test func partialUpdateMeetingValidateName() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting()).name([:], full: false)
        }
    }

    @Test func partialUpdateMeetingValidateDataFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            var meeting = try setup.meeting()
            for key in try harness.seed({ try $0.templateKeys() }) where key != "meeting_name" {
                if !MeetingFields.location.contains(key) {
                    try setup.delete(meeting)
                    meeting = try setup.meeting()
                    try await setup.form(meeting).expectOK([key: NSNull()])
                    try setup.delete(meeting)
                    meeting = try setup.meeting(remove: [key])
                    try await setup.form(meeting).expectOK([:])
                }
                try await setup.form(meeting).expectInvalid([key: String(repeating: "t", count: 513)])
                try await setup.form(meeting).expectOK([key: String(repeating: "t", count: 512)])
            }
        }
    }

    @Test func partialUpdateMeetingValidateCustomDataFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness, customFields: ["customFieldName"])
            var meeting = try setup.meeting()
            try await setup.form(meeting).expectOK(["customFields": ["customFieldName": NSNull()]])
            meeting = try setup.meeting()
            try await setup.form(meeting).expectOK(["customFields": [Any]()])
            try setup.delete(meeting)
            meeting = try setup.meeting(remove: ["customFieldName"])
            try await setup.form(meeting).expectOK([:])
            try await setup.form(meeting).expectInvalid(["customFields": ["incorrect": "asdf"]])
            try await setup.form(meeting).expectInvalid([
                "customFields": ["customFieldName": String(repeating: "t", count: 513)]
            ])
            try await setup.form(meeting).expectOK([
                "customFields": ["customFieldName": String(repeating: "t", count: 512)]
            ])
        }
    }

    @Test func partialUpdateMeetingValidateInPersonStreet() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let form = setup.form(try setup.meeting())
            var payload: [String: Any] = [:]
            for venueType in [1, 3] {
                payload["venueType"] = venueType
                payload["location_street"] = NSNull()
                try await form.expectInvalid(payload)
                payload["location_street"] = "813 Darby St."
                try await form.expectOK(payload)
            }
        }
    }

    @Test func partialUpdateMeetingValidateInPersonCityStateZip() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let null = NSNull()
            // Each step: the location fields removed from the new meeting, the payload, and the status.
            let steps: [([String], [String: Any], Int)] = [
                ([], ["location_municipality": null, "location_province": null, "location_postal_code_1": null], 422),
                (["location_municipality", "location_province", "location_postal_code_1"], [:], 422),
                (
                    [],
                    ["location_municipality": "Raleigh", "location_province": null, "location_postal_code_1": null], 422
                ),
                (["location_province", "location_postal_code_1"], ["location_municipality": "Raleigh"], 422),
                (
                    [],
                    ["location_municipality": "Raleigh", "location_province": "NC", "location_postal_code_1": null], 204
                ),
                (["location_postal_code_1"], ["location_municipality": "Raleigh", "location_province": "NC"], 204),
                (
                    [], ["location_municipality": null, "location_province": null, "location_postal_code_1": "27610"],
                    204
                ),
                (["location_municipality", "location_province"], ["location_postal_code_1": "27610"], 204),
            ]
            for venueType in [1, 3] {
                for (remove, fields, status) in steps {
                    let meeting = try setup.meeting(remove: remove)
                    var payload = fields
                    payload["venueType"] = venueType
                    try await setup.form(meeting).expect(payload, status)
                    try setup.delete(meeting)
                }
            }
        }
    }

    @Test func partialUpdateMeetingValidateInPersonVirtualMeetingLinkPhoneMeetingNumber() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form(try setup.meeting())
                .expectOK(["venueType": 1, "virtual_meeting_link": NSNull(), "phone_meeting_number": NSNull()])
        }
    }

    @Test func partialUpdateMeetingValidateVirtualVirtualMeetingLinkPhoneMeetingNumber() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let remove = ["virtual_meeting_link", "phone_meeting_number"]
            for venueType in [2, 3] {
                let steps: [([String: Any], Int)] = [
                    ([:], 422), (["virtual_meeting_link": "https://zoom.us"], 204),
                    (["phone_meeting_number": "5555555555"], 204),
                ]
                for (fields, status) in steps {
                    let meeting = try setup.meeting(remove: remove)
                    var payload = fields
                    payload["venueType"] = venueType
                    try await setup.form(meeting).expect(payload, status)
                    try setup.delete(meeting)
                }
            }
        }
    }

    @Test func partialUpdateMeetingValidateVirtualStreetCityStateZip() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let keys = ["location_street", "location_municipality", "location_province", "location_postal_code_1"]
            var meeting = try setup.meeting(remove: keys)
            try await setup.form(meeting).expectOK(["venueType": 2])
            try setup.delete(meeting)
            meeting = try setup.meeting()
            var payload: [String: Any] = ["venueType": 2]
            for key in keys { payload[key] = NSNull() }
            try await setup.form(meeting).expectOK(payload)
            try setup.delete(meeting)
            meeting = try setup.meeting(data: Dictionary(uniqueKeysWithValues: keys.map { ($0, String?.none) }))
            try await setup.form(meeting).expectOK(["venueType": 2])
        }
    }

    @Test func partialUpdateSkipVenueTypeLocationValidation() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let meeting = try setup.meeting()
            try harness.seed { seed in
                try seed.db.execute(sql: "UPDATE meetings SET venue_type = 2 WHERE id_bigint = ?", arguments: [meeting])
                try seed.db.execute(
                    sql: """
                        DELETE FROM meeting_data WHERE meetingid_bigint = ?
                            AND key IN ('phone_meeting_number', 'virtual_meeting_link')
                        """,
                    arguments: [meeting]
                )
            }
            try await setup.form(meeting).expectInvalid(["name": "a new name"])
            try await setup.form(meeting, query: "?skipVenueTypeLocationValidation=true")
                .expectOK(["name": "a new name"])
        }
    }

    @Test func partialUpdateNoChangeCreatesNoChangeRecord() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let meeting = try setup.meeting()
            try await setup.form(meeting).expectOK(["name": "NA Meeting"])
            #expect(try harness.seed { try $0.changeCount("c_comdef_meeting") } == 0)
        }
    }
}
