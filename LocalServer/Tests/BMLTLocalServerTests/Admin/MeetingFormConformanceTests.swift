@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// What bmlt-server's meeting administration tests share: `addCustomField`, the format look-ups, the valid payload
/// of `MeetingCreateTest`, and the validation steps the create, update and partial update tests repeat.
extension Seed {
    /// `TestCase::addCustomField`.
    func customField(_ name: String) throws {
        try db.execute(
            sql: """
                INSERT INTO meeting_data (meetingid_bigint, key, field_prompt, lang_enum, data_string, visibility)
                VALUES (0, ?, ?, 'en', ?, 0)
                """,
            arguments: [name, name, name]
        )
    }

    /// `Format::query()->first()` and the first format with another shared id.
    func firstFormatIDs() throws -> (Int, Int) {
        let first = try Int.fetchOne(db, sql: "SELECT shared_id_bigint FROM formats ORDER BY id LIMIT 1") ?? 0
        let second =
            try Int.fetchOne(
                db,
                sql: "SELECT shared_id_bigint FROM formats WHERE shared_id_bigint <> ? ORDER BY id LIMIT 1",
                arguments: [first]
            ) ?? 0
        return (first, second)
    }

    /// `FormatRepository::getVirtualFormat` (`VM`), `getHybridFormat` (`HY`), `getTemporarilyClosedFormat` (`TC`).
    func formatID(_ key: String) throws -> Int {
        try Int.fetchOne(
            db,
            sql: "SELECT shared_id_bigint FROM formats WHERE key_string = ? AND lang_enum = 'en'",
            arguments: [key]
        ) ?? 0
    }

    /// `MeetingRepository::getDataTemplates()`'s keys.
    func templateKeys() throws -> [String] {
        try String.fetchAll(
            db,
            sql: "SELECT key FROM meeting_data WHERE meetingid_bigint = 0 GROUP BY key ORDER BY MIN(id)"
        )
    }

    /// The data and long data values of a meeting, by key.
    func meetingData(_ id: Int) throws -> [String: String?] {
        var values: [String: String?] = [:]
        for row in try Row.fetchAll(
            db,
            sql: "SELECT key, data_string FROM meeting_data WHERE meetingid_bigint = ?",
            arguments: [id]
        ) {
            values[row[0]] = row[1] as String?
        }
        for row in try Row.fetchAll(
            db,
            sql: "SELECT key, data_blob FROM meeting_longdata WHERE meetingid_bigint = ?",
            arguments: [id]
        ) {
            values[row[0]] = row[1] as String?
        }
        return values
    }

    func meetingRow(_ id: Int) throws -> Row? {
        try Row.fetchOne(db, sql: "SELECT * FROM meetings WHERE id_bigint = ?", arguments: [id])
    }
}

/// `Meeting::$mainFields` and `MeetingData::STOCK_FIELDS`, with the values the "all fields" tests send.
enum MeetingFields {
    static let stock = [
        "contact_phone_2", "contact_email_1", "contact_phone_1", "contact_email_2", "contact_name_1", "contact_name_2",
        "comments", "virtual_meeting_additional_info", "location_city_subsection", "virtual_meeting_link",
        "phone_meeting_number", "location_nation", "location_postal_code_1", "location_province",
        "location_sub_province", "location_municipality", "location_neighborhood", "location_street", "location_info",
        "location_text", "meeting_name", "bus_lines", "train_lines", "admin_notes",
    ]
    static let main = [
        "id_bigint", "worldid_mixed", "service_body_bigint", "weekday_tinyint", "venue_type", "start_time",
        "duration_time", "time_zone", "formats", "lang_enum", "longitude", "latitude", "published", "email_contact",
        "root_server_id", "source_id",
    ]
    static let skipped: Set = ["id_bigint", "formats", "time_zone", "lang_enum", "root_server_id", "source_id"]
    static let location = [
        "location_street", "location_municipality", "location_province", "location_postal_code_1",
        "virtual_meeting_link", "phone_meeting_number",
    ]

    /// Each field the "all fields" tests set: its column or data key, its API name, and the value sent.
    static func allFields(serviceBodyID: Int) -> [(field: String, key: String, value: any Sendable)] {
        (main + stock).filter { !skipped.contains($0) }.map { field in
            switch field {
            case "service_body_bigint": (field, "serviceBodyId", serviceBodyID)
            case "venue_type": (field, "venueType", 3)
            case "weekday_tinyint": (field, "day", 6)
            case "start_time": (field, "startTime", "08:00")
            case "duration_time": (field, "duration", "01:30")
            case "published": (field, "published", false)
            case "email_contact": (field, "email", "test2@test2.com")
            case "worldid_mixed": (field, "worldId", "test worldid!")
            case "meeting_name": (field, "name", "test meeting name")
            case "latitude": (field, "latitude", 45.0)
            case "longitude": (field, "longitude", 45.0)
            default: (field, field, "\(field) test test test")
            }
        }
    }

    /// `assertEquals($expected, $actual)` for a value sent and a value answered.
    static func same(_ value: JSONValue?, _ expected: Any?) -> Bool {
        switch expected {
        case nil, is NSNull: return value == nil || value == .null
        case let flag as Bool: return value == .bool(flag)
        case let number as Int: return value?.double == Double(number)
        case let number as Double: return value?.double == number
        case let text as String: return value == .string(text)
        default: return false
        }
    }
}

/// Sends payloads to one endpoint and checks the statuses, as the PHP tests' `->post(...)->assertStatus(...)`.
struct MeetingForm {
    let harness: Harness
    let token: String
    let method: String
    let path: String
    /// 201 for a create, 204 for an update.
    let ok: Int

    @discardableResult
    func expect(
        _ payload: [String: Any],
        _ status: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Answer {
        let answer = try await harness.api(method, path, json: payload, token: token)
        #expect(answer.status == status, "\(payload.keys.sorted()) → \(answer.text)", sourceLocation: sourceLocation)
        return answer
    }

    func expectOK(_ payload: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await expect(payload, ok, sourceLocation: sourceLocation)
    }

    func expectInvalid(_ payload: [String: Any], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await expect(payload, 422, sourceLocation: sourceLocation)
    }

    // MARK: The validation steps of the create and update tests (`full`: the payload is complete, so a missing
    // required field fails; the partial update tests leave these steps out).

    func serviceBodyID(_ base: [String: Any], valid: Int, full: Bool = true) async throws {
        var payload = base
        if full {
            payload["serviceBodyId"] = nil
            try await expectInvalid(payload)
        }
        payload["serviceBodyId"] = NSNull()
        try await expectInvalid(payload)
        payload["serviceBodyId"] = valid + 1
        try await expectInvalid(payload)
        payload["serviceBodyId"] = valid
        try await expectOK(payload)
    }

    func venueType(_ base: [String: Any], full: Bool = true) async throws {
        var payload = base
        if full {
            payload["venueType"] = nil
            try await expectInvalid(payload)
        }
        payload["venueType"] = NSNull()
        try await expectInvalid(payload)
        payload["venueType"] = 9999
        try await expectInvalid(payload)
        payload["venueType"] = 2
        try await expectOK(payload)
    }

    func temporarilyVirtual(_ base: [String: Any], full: Bool = true) async throws {
        var payload = base
        if full {
            payload["temporarilyVirtual"] = NSNull()
            try await expectInvalid(payload)
        }
        for value: Any in ["blah", 9999] {
            payload["temporarilyVirtual"] = value
            try await expectInvalid(payload)
        }
        for value: Any in [true, false, 0, 1, "0", "1"] {
            payload["temporarilyVirtual"] = value
            try await expectOK(payload)
        }
        payload["temporarilyVirtual"] = nil
        try await expectOK(payload)
    }

    func day(_ base: [String: Any], full: Bool = true) async throws {
        var payload = base
        if full {
            payload["day"] = nil
            try await expectInvalid(payload)
        }
        for value: Any in [NSNull(), -1, 7] {
            payload["day"] = value
            try await expectInvalid(payload)
        }
        for day in 0...6 {
            payload["day"] = day
            try await expectOK(payload)
        }
    }

    /// `startTime` and `duration`.
    func time(_ key: String, _ base: [String: Any], full: Bool = true) async throws {
        var payload = base
        if full {
            payload[key] = nil
            try await expectInvalid(payload)
        }
        for value: Any in [NSNull(), "08:00:00"] {
            payload[key] = value
            try await expectInvalid(payload)
        }
        for value in ["00:00", "23:59"] {
            payload[key] = value
            try await expectOK(payload)
        }
    }

    /// `latitude` (limit 90) and `longitude` (limit 180).
    func coordinate(_ key: String, limit: Double, _ base: [String: Any], full: Bool = true) async throws {
        var payload = base
        if full {
            payload[key] = nil
            try await expectInvalid(payload)
        }
        for value: Any in [NSNull(), -limit - 0.01, limit + 0.01] {
            payload[key] = value
            try await expectInvalid(payload)
        }
        for value: Any in [-limit, 0, Int(limit)] {
            payload[key] = value
            try await expectOK(payload)
        }
    }

    func published(_ base: [String: Any], full: Bool = true) async throws {
        var payload = base
        if full {
            payload["published"] = nil
            try await expectInvalid(payload)
        }
        for value: Any in [NSNull(), "blah", 9999] {
            payload["published"] = value
            try await expectInvalid(payload)
        }
        for value: Any in [true, false, 0, 1, "0", "1"] {
            payload["published"] = value
            try await expectOK(payload)
        }
    }

    func email(_ base: [String: Any]) async throws {
        var payload = base
        payload["email"] = "blah"
        try await expectInvalid(payload)
        payload["email"] =
            String(repeating: "t", count: 255 - 63 - 5) + "@" + String(repeating: "t", count: 63) + "z.com"
        try await expectInvalid(payload)
        payload["email"] =
            String(repeating: "t", count: 255 - 63 - 5) + "@" + String(repeating: "t", count: 63) + ".com"
        try await expectOK(payload)
        payload["email"] = NSNull()
        try await expectOK(payload)
        payload["email"] = nil
        try await expectOK(payload)
    }

    func worldID(_ base: [String: Any]) async throws {
        var payload = base
        payload["worldId"] = String(repeating: "t", count: 31)
        try await expectInvalid(payload)
        payload["worldId"] = String(repeating: "t", count: 30)
        try await expectOK(payload)
        payload["worldId"] = nil
        try await expectOK(payload)
        payload["worldId"] = NSNull()
        try await expectOK(payload)
    }

    func name(_ base: [String: Any], full: Bool = true) async throws {
        var payload = base
        if full {
            payload["name"] = nil
            try await expectInvalid(payload)
        }
        payload["name"] = NSNull()
        try await expectInvalid(payload)
        payload["name"] = String(repeating: "t", count: 129)
        try await expectInvalid(payload)
        payload["name"] = String(repeating: "t", count: 128)
        try await expectOK(payload)
    }

    /// `ValidateDataFields` of the create and update tests: every template but the name.
    func dataFields(_ base: [String: Any], templates: [String]) async throws {
        for key in templates where key != "meeting_name" {
            var payload = base
            if !MeetingFields.location.contains(key) {
                payload[key] = NSNull()
                try await expectOK(payload)
                payload[key] = nil
                try await expectOK(payload)
            }
            payload[key] = String(repeating: "t", count: 513)
            try await expectInvalid(payload)
            payload[key] = String(repeating: "t", count: 512)
            try await expectOK(payload)
        }
    }

    func inPersonStreet(_ base: [String: Any]) async throws {
        var payload = base
        for venueType in [1, 3] {
            payload["venueType"] = venueType
            payload["location_street"] = nil
            try await expectInvalid(payload)
            payload["location_street"] = "813 Darby St."
            try await expectOK(payload)
        }
    }

    func inPersonCityStateZip(_ base: [String: Any]) async throws {
        var payload = base
        for venueType in [1, 3] {
            payload["venueType"] = venueType
            payload["location_municipality"] = nil
            payload["location_province"] = nil
            payload["location_postal_code_1"] = nil
            try await expectInvalid(payload)
            payload["location_municipality"] = "Raleigh"
            try await expectInvalid(payload)
            payload["location_province"] = "NC"
            try await expectOK(payload)
            payload["location_municipality"] = nil
            payload["location_province"] = nil
            payload["location_postal_code_1"] = "27610"
            try await expectOK(payload)
        }
    }

    func inPersonVirtualLinkAndPhone(_ base: [String: Any]) async throws {
        var payload = base
        payload["venueType"] = 1
        payload["virtual_meeting_link"] = nil
        payload["phone_meeting_number"] = nil
        try await expectOK(payload)
        payload["virtual_meeting_link"] = NSNull()
        payload["phone_meeting_number"] = NSNull()
        try await expectOK(payload)
    }

    func virtualLinkAndPhone(_ base: [String: Any]) async throws {
        var payload = base
        for venueType in [2, 3] {
            payload["venueType"] = venueType
            payload["virtual_meeting_link"] = nil
            payload["phone_meeting_number"] = nil
            try await expectInvalid(payload)
            payload["virtual_meeting_link"] = "https://zoom.us"
            try await expectOK(payload)
            payload["virtual_meeting_link"] = nil
            payload["phone_meeting_number"] = "5555555555"
            payload["location_postal_code_1"] = nil
            try await expectOK(payload)
        }
    }

    func virtualStreetCityStateZip(_ base: [String: Any]) async throws {
        var payload = base
        payload["venueType"] = 2
        let keys = ["location_street", "location_municipality", "location_province", "location_postal_code_1"]
        for key in keys { payload[key] = nil }
        try await expectOK(payload)
        for key in keys { payload[key] = NSNull() }
        try await expectOK(payload)
    }
}
