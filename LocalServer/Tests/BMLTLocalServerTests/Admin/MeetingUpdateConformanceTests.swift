@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingUpdateTest.php`, against the local server.
@Suite("PUT meetings/{id} (bmlt-server MeetingUpdateTest)")
struct MeetingUpdateConformanceTests {
    struct Setup {
        var form: MeetingForm
        var area: Int
        var format: Int
        var meeting: Int
        var payload: [String: Any]
    }

    static let locationData: [String: String?] = [
        "location_street": "813 Darby St", "location_municipality": "Raleigh", "location_province": "NC",
        "virtual_meeting_link": "https://zoom.us",
    ]

    /// An admin, its area, and a meeting of the area with the first format and `data`; `payload` is `toPayload`.
    static func setUp(
        _ harness: Harness,
        data: [String: String?] = locationData,
        customFields: [String] = []
    ) throws -> Setup {
        try harness.seed { seed in
            for name in customFields { try seed.customField(name) }
            let user = try seed.account(Account.Level.admin)
            let token = try seed.token(for: user)
            let area = try seed.area("area1", parent: 0, admin: user)
            let format = try seed.firstFormatIDs().0
            let meeting = try seed.meeting(["service_body_bigint": area, "formats": String(format)], data: data)
            let form = MeetingForm(harness: harness, token: token, method: "PUT", path: "/meetings/\(meeting)", ok: 204)
            return Setup(
                form: form,
                area: area,
                format: format,
                meeting: meeting,
                payload: try toPayload(seed, meeting)
            )
        }
    }

    /// `MeetingUpdateTest::toPayload`: the stored meeting as a complete update (its `formatIds` are always empty,
    /// as the PHP helper reads an unset property for them).
    static func toPayload(_ seed: Seed, _ id: Int) throws -> [String: Any] {
        let row = try #require(try seed.meetingRow(id))
        let data = try seed.meetingData(id)
        func orNull(_ value: String?) -> Any {
            guard let value, !value.isEmpty, value != "0" else { return NSNull() }
            return value
        }
        func hourMinute(_ time: String?) -> Any {
            guard let time, !time.isEmpty else { return NSNull() }
            return time.split(separator: ":").prefix(2).joined(separator: ":")
        }
        func value<T: DatabaseValueConvertible>(_ column: String, _: T.Type) -> Any {
            (row[column] as T?).map { $0 as Any } ?? NSNull()
        }
        var payload: [String: Any] = [
            "serviceBodyId": value("service_body_bigint", Int.self), "formatIds": [Int](),
            "venueType": value("venue_type", Int.self), "temporarilyVirtual": false,
            "day": value("weekday_tinyint", Int.self), "startTime": hourMinute(row["start_time"]),
            "duration": hourMinute(row["duration_time"]), "timeZone": orNull(row["time_zone"]),
            "latitude": value("latitude", Double.self), "longitude": value("longitude", Double.self),
            "published": (row["published"] as Int?) == 1, "email": orNull(row["email_contact"]),
            "worldId": orNull(row["worldid_mixed"]), "name": orNull(data["meeting_name"] ?? nil),
        ]
        for key in MeetingFields.stock where key != "meeting_name" { payload[key] = orNull(data[key] ?? nil) }
        for key in try seed.templateKeys() where !MeetingFields.stock.contains(key) {
            payload[key] = orNull(data[key] ?? nil)
        }
        return payload
    }

    @Test func updateMeetingAllFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            var payload = setup.payload
            let fields = MeetingFields.allFields(serviceBodyID: setup.area)
            for field in fields { payload[field.key] = field.value }
            try await setup.form.expect(payload, 204)
            let answer = try await harness.api("GET", "/meetings/\(setup.meeting)", token: setup.form.token)
            let data = try #require(answer.object)
            for field in fields {
                #expect(MeetingFields.same(data[field.key], payload[field.key]), "\(field.key)")
            }
        }
    }

    @Test func updateMeetingOptionalFieldsOmitted() async throws {
        let required = [
            "meeting_name", "location_street", "location_municipality", "location_province", "virtual_meeting_link",
        ]
        var data: [String: String?] = [
            "meeting_name": "nice name", "location_street": "813 Darby St", "location_municipality": "Raleigh",
            "location_province": "NC", "virtual_meeting_link": "https://zoom.us",
        ]
        for key in MeetingFields.stock where !required.contains(key) { data[key] = "test" }
        try await Harness.run { harness in
            let setup = try Self.setUp(harness, data: data)
            var payload = setup.payload
            for key in MeetingFields.stock where !required.contains(key) { payload[key] = nil }
            try await setup.form.expect(payload, 204)
            let stored = try harness.seed { try $0.meetingData(setup.meeting) }
            #expect(stored.count == required.count)
        }
    }

    @Test func updateMeetingCustomFields() async throws {
        var data = Self.locationData
        for (name, value) in ["customField1": "value1", "customField2": "value2", "customField3": "value3"] {
            data[name] = value
        }
        try await Harness.run { harness in
            let setup = try Self.setUp(
                harness,
                data: data,
                customFields: ["customField1", "customField2", "customField3"]
            )
            var payload = setup.payload
            payload["customFields"] = ["customField1": "updated1", "customField2": NSNull()]
            try await setup.form.expect(payload, 204)
            let answer = try await harness.api("GET", "/meetings/\(setup.meeting)", token: setup.form.token)
            let custom = try #require(answer.object?["customFields"]?.object)
            #expect(custom.members.count == 3)
            #expect(custom["customField1"] == .string("updated1"))
            #expect(custom["customField2"] == .null)
            #expect(custom["customField3"] == .null)
        }
    }

    @Test func updateMeetingValidateServiceBodyId() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.serviceBodyID(setup.payload, valid: setup.area)
        }
    }

    @Test func updateMeetingValidateFormatIds() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let maxID = try harness.seed { seed in
                try Int.fetchOne(seed.db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0
            }
            var payload = setup.payload
            payload["formatIds"] = nil
            try await setup.form.expectInvalid(payload)
            payload["formatIds"] = NSNull()
            try await setup.form.expectInvalid(payload)
            payload["formatIds"] = [maxID + 1]
            try await setup.form.expectInvalid(payload)
            payload["formatIds"] = [Int]()
            try await setup.form.expectOK(payload)
            payload["formatIds"] = [setup.format]
            try await setup.form.expectOK(payload)
        }
    }

    @Test func updateMeetingValidateVenueType() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.venueType(setup.payload)
        }
    }

    @Test func updateMeetingValidateTemporarilyVirtual() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.temporarilyVirtual(setup.payload)
        }
    }

    @Test func updateMeetingValidateDay() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.day(setup.payload)
        }
    }

    @Test func updateMeetingValidateStartTime() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.time("startTime", setup.payload)
        }
    }

    @Test func updateMeetingValidateDuration() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.time("duration", setup.payload)
        }
    }

    @Test func updateMeetingValidateLatitude() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.coordinate("latitude", limit: 90, setup.payload)
        }
    }

    @Test func updateMeetingValidateLongitude() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.coordinate("longitude", limit: 180, setup.payload)
        }
    }

    @Test func updateMeetingValidatePublished() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.published(setup.payload)
        }
    }

    @Test func updateMeetingValidateEmail() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.email(setup.payload)
        }
    }

    @Test func updateMeetingValidateWorldId() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.worldID(setup.payload)
        }
    }

    @Test func updateMeetingValidateName() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.name(setup.payload)
        }
    }

    @Test func updateMeetingValidateDataFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let templates = try harness.seed { try $0.templateKeys() }
            try await setup.form.dataFields(setup.payload, templates: templates)
        }
    }

    @Test func updateMeetingValidateCustomFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness, customFields: ["customFieldName"])
            var payload = setup.payload
            payload["customFields"] = ["customFieldName": NSNull()]
            try await setup.form.expectOK(payload)
            payload["customFields"] = [Any]()
            try await setup.form.expectOK(payload)
            payload["customFields"] = nil
            try await setup.form.expectOK(payload)
            payload["customFields"] = ["customFieldName": String(repeating: "t", count: 513)]
            try await setup.form.expectInvalid(payload)
            payload["customFields"] = ["customFieldName": String(repeating: "t", count: 512)]
            try await setup.form.expectOK(payload)
        }
    }

    @Test func updateMeetingValidateInPersonStreet() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.inPersonStreet(setup.payload)
        }
    }

    @Test func updateMeetingValidateInPersonCityStateZip() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.inPersonCityStateZip(setup.payload)
        }
    }

    @Test func updateMeetingValidateInPersonVirtualMeetingLinkPhoneMeetingNumber() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.inPersonVirtualLinkAndPhone(setup.payload)
        }
    }

    @Test func updateMeetingValidateVirtualVirtualMeetingLinkPhoneMeetingNumber() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.virtualLinkAndPhone(setup.payload)
        }
    }

    @Test func updateMeetingValidateVirtualStreetCityStateZip() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.virtualStreetCityStateZip(setup.payload)
        }
    }
}
