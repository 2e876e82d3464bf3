@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingCreateTest.php`, against the local server.
@Suite("POST meetings (bmlt-server MeetingCreateTest)")
struct MeetingCreateConformanceTests {
    /// The admin, its area (`adminUserId`), `Format::query()->first()`, and the form posting to `meetings`.
    struct Setup {
        var form: MeetingForm
        var area: Int
        var format: Int
        var userID: Int
        var payload: [String: Any] { MeetingCreateConformanceTests.validPayload(area: area, formats: [format]) }
    }

    static func setUp(_ harness: Harness, language: String? = nil) throws -> Setup {
        try harness.seed { seed in
            if let language { try seed.setting { $0.language = language } }
            let user = try seed.account(Account.Level.admin)
            let token = try seed.token(for: user)
            let area = try seed.area("area1", parent: 0, admin: user)
            let format = try seed.firstFormatIDs().0
            let form = MeetingForm(harness: harness, token: token, method: "POST", path: "/meetings", ok: 201)
            return Setup(form: form, area: area, format: format, userID: user)
        }
    }

    /// `MeetingCreateTest::validPayload`.
    static func validPayload(area: Int, formats: [Int]) -> [String: Any] {
        [
            "name": "Sunday Serenity", "serviceBodyId": area, "formatIds": formats.sorted(), "venueType": 1,
            "temporarilyVirtual": false, "day": 0, "startTime": "20:00", "duration": "01:00", "latitude": 35.7079,
            "longitude": 79.8136, "published": true, "email": "test@test.com", "location_street": "813 Darby St.",
            "location_municipality": "Raleigh", "location_province": "NC", "location_postal_code_1": "27610",
            "virtual_meeting_link": "https://zoom.us", "phone_meeting_number": "5555555555",
            "timeZone": "America/New_York", "worldId": "nice world id",
        ]
    }

    @Test func storeMeetingAllFieldsNoNulls() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            var payload = setup.payload
            let fields = MeetingFields.allFields(serviceBodyID: setup.area)
            for field in fields { payload[field.key] = field.value }
            let data = try #require(try await setup.form.expect(payload, 201).object)
            for field in fields {
                #expect(
                    MeetingFields.same(data[field.key], payload[field.key]),
                    "\(field.key): \(String(describing: data[field.key]))"
                )
            }
        }
    }

    @Test func storeMeetingAllFieldsAllNulls() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            var payload = setup.payload
            let nonNullable: Set = [
                "id_bigint", "formats", "time_zone", "lang_enum", "service_body_bigint", "venue_type",
                "weekday_tinyint", "start_time", "duration_time", "published", "latitude", "longitude", "meeting_name",
                "location_street", "location_municipality", "location_province", "root_server_id", "source_id",
            ]
            let keys = (MeetingFields.main + MeetingFields.stock).filter { !nonNullable.contains($0) }.map { field in
                field == "email_contact" ? "email" : field == "worldid_mixed" ? "worldId" : field
            }
            for key in keys { payload[key] = NSNull() }
            let data = try #require(try await setup.form.expect(payload, 201).object)
            #expect(data["customFields"]?.object?.isEmpty == true)
            for key in keys { #expect(data[key] == .null, "\(key)") }
        }
    }

    @Test func storeMeetingWithNoCustomFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let data = try #require(try await setup.form.expect(setup.payload, 201).object)
            #expect(data["customFields"]?.object?.isEmpty == true)
        }
    }

    @Test(arguments: [
        ["customField1": "value1", "customField2": "value2"] as [String: String?],
        ["customField1": nil, "customField2": nil],
    ])
    func storeMeetingWithCustomFields(_ customFields: [String: String?]) async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try harness.seed { seed in for name in customFields.keys.sorted() { try seed.customField(name) } }
            var payload = setup.payload
            payload["customFields"] = customFields.mapValues { $0 ?? NSNull() as Any }
            let data = try #require(try await setup.form.expect(payload, 201).object)
            let answered = try #require(data["customFields"]?.object)
            #expect(answered.members.count == customFields.count)
            for (name, value) in customFields { #expect(MeetingFields.same(answered[name], value)) }
        }
    }

    @Test func storeMeetingWithNullCustomFieldsNotSet() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try harness.seed { seed in for name in ["customField1", "customField2"] { try seed.customField(name) } }
            let data = try #require(try await setup.form.expect(setup.payload, 201).object)
            let answered = try #require(data["customFields"]?.object)
            #expect(answered.members.map(\.key) == ["customField1", "customField2"])
            #expect(answered.members.allSatisfy { $0.value == .null })
        }
    }

    /// The `…CheckFormats` tests: the venue type adds VM, HY or TC to the stored formats, never to `formatIds`.
    @Test(arguments: [
        (1, false, [false, false, false], false), (1, true, [false, false, false], false),
        (2, false, [true, false, false], false), (2, true, [true, false, true], true),
        (3, false, [false, true, false], false), (3, true, [false, true, false], false),
    ])
    func storeMeetingCheckFormats(
        venueType: Int,
        temporarilyVirtual: Bool,
        stored: [Bool],
        answeredTemporarilyVirtual: Bool
    ) async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let hidden = try harness.seed { seed in try ["VM", "HY", "TC"].map { try seed.formatID($0) } }
            var payload = setup.payload
            payload["venueType"] = venueType
            if temporarilyVirtual { payload["temporarilyVirtual"] = true }
            let data = try #require(try await setup.form.expect(payload, 201).object)
            let formatIDs = (data["formatIds"]?.elements ?? []).compactMap(\.int)
            for id in hidden { #expect(!formatIDs.contains(id)) }
            #expect(data["temporarilyVirtual"] == .bool(answeredTemporarilyVirtual))
            let formats = try harness.seed { seed in
                try String.fetchOne(
                    seed.db,
                    sql: "SELECT formats FROM meetings WHERE id_bigint = ?",
                    arguments: [data["id"]?.int]
                )
            }
            let storedIDs = (formats ?? "").split(separator: ",").map(String.init)
            for (id, isStored) in zip(hidden, stored) { #expect(storedIDs.contains(String(id)) == isStored, "\(id)") }
        }
    }

    @Test func storeMeetingValidateServiceBodyId() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.serviceBodyID(setup.payload, valid: setup.area)
        }
    }

    @Test func storeMeetingValidateFormatIds() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let hidden = try harness.seed { seed in try ["VM", "TC", "HY"].map { try seed.formatID($0) } }
            var payload = setup.payload
            payload["formatIds"] = nil
            try await setup.form.expectInvalid(payload)
            payload["formatIds"] = NSNull()
            try await setup.form.expectInvalid(payload)
            for id in hidden {
                payload["formatIds"] = [id]
                try await setup.form.expectInvalid(payload)
            }
            payload["formatIds"] = [Int]()
            try await setup.form.expectOK(payload)
            payload["formatIds"] = [setup.format]
            try await setup.form.expectOK(payload)
        }
    }

    @Test func storeMeetingValidateVenueType() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.venueType(setup.payload)
        }
    }

    @Test func storeMeetingValidateTemporarilyVirtual() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.temporarilyVirtual(setup.payload)
        }
    }

    @Test func storeMeetingValidateDay() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.day(setup.payload)
        }
    }

    @Test func storeMeetingValidateStartTime() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.time("startTime", setup.payload)
        }
    }

    @Test func storeMeetingValidateDuration() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.time("duration", setup.payload)
        }
    }

    @Test func storeMeetingValidateLatitude() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.coordinate("latitude", limit: 90, setup.payload)
        }
    }

    @Test func storeMeetingValidateLongitude() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.coordinate("longitude", limit: 180, setup.payload)
        }
    }

    @Test func storeMeetingValidatePublished() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.published(setup.payload)
        }
    }

    @Test func storeMeetingValidateEmail() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.email(setup.payload)
        }
    }

    @Test func storeMeetingValidateWorldId() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.worldID(setup.payload)
        }
    }

    @Test func storeMeetingValidateName() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.name(setup.payload)
        }
    }

    @Test func storeMeetingValidateDataFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            let templates = try harness.seed { try $0.templateKeys() }
            try await setup.form.dataFields(setup.payload, templates: templates)
        }
    }

    @Test func storeMeetingValidateCustomDataFields() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try harness.seed { try $0.customField("customFieldName") }
            var payload = setup.payload
            payload["customFields"] = ["invalidFieldName": "test value"]
            try await setup.form.expectInvalid(payload)
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

    @Test func storeMeetingValidateInPersonStreet() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.inPersonStreet(setup.payload)
        }
    }

    @Test func storeMeetingValidateInPersonCityStateZip() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.inPersonCityStateZip(setup.payload)
        }
    }

    @Test func storeMeetingValidateInPersonVirtualMeetingLinkPhoneMeetingNumber() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.inPersonVirtualLinkAndPhone(setup.payload)
        }
    }

    @Test func storeMeetingValidateVirtualVirtualMeetingLinkPhoneMeetingNumber() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.virtualLinkAndPhone(setup.payload)
        }
    }

    @Test func storeMeetingValidateVirtualStreetCityStateZip() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            try await setup.form.virtualStreetCityStateZip(setup.payload)
        }
    }

    @Test func storeMeetingCheckLangEnum() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness, language: "es")
            try await setup.form.expect(setup.payload, 201)
            let language = try harness.seed { seed in
                try String.fetchOne(seed.db, sql: "SELECT lang_enum FROM meetings ORDER BY id_bigint LIMIT 1")
            }
            #expect(language == "es")
        }
    }

    @Test func storeMeetingTimeZone() async throws {
        try await Harness.run { harness in
            let setup = try Self.setUp(harness)
            var payload = setup.payload
            payload["timeZone"] = "America/Raleigh"
            try await setup.form.expectInvalid(payload)
            payload["timeZone"] = "America/Chicago"
            try await setup.form.expectOK(payload)
            payload["timeZone"] = NSNull()
            try await setup.form.expectOK(payload)
            payload["timeZone"] = nil
            try await setup.form.expectOK(payload)
        }
    }
}
