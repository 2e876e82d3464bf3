@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingShowTest.php`, against the local server.
@Suite("GET meetings/{id} (bmlt-server MeetingShowTest)")
struct MeetingShowConformanceTests {
    /// Seeds an admin and a meeting (`createMeeting($main, $data)`), and answers the meeting's resource.
    static func show(
        _ harness: Harness,
        _ main: [String: (any DatabaseValueConvertible)?] = [:],
        data: [String: String?] = [:],
        customFields: [String] = []
    ) async throws -> JSONObject {
        let (token, meeting) = try harness.seed { seed in
            for name in customFields { try seed.customField(name) }
            let user =
                try Int.fetchOne(seed.db, sql: "SELECT id_bigint FROM users WHERE login_string = 'admin'")
                ?? seed.account(Account.Level.admin)
            return (try seed.token(for: user), try seed.meeting(main, data: data))
        }
        let answer = try await harness.api("GET", "/meetings/\(meeting)", token: token)
        #expect(answer.status == 200)
        return try #require(answer.object)
    }

    @Test func showMeetingServiceBodyId() async throws {
        try await Harness.run { harness in
            let area = try harness.seed { try $0.area("area", parent: 0) }
            let data = try await Self.show(harness, ["service_body_bigint": area])
            #expect(data["serviceBodyId"] == .number(String(area)))
        }
    }

    @Test func showMeetingWorldId() async throws {
        try await Harness.run { harness in
            let shown1 = try await Self.show(harness, ["worldid_mixed": "test"])
            #expect(shown1["worldId"] == .string("test"))
            let shown2 = try await Self.show(harness, ["worldid_mixed": nil])
            #expect(shown2["worldId"] == .null)
        }
    }

    @Test func showMeetingWeekday() async throws {
        try await Harness.run { harness in
            let shown3 = try await Self.show(harness, ["weekday_tinyint": 0])
            #expect(shown3["day"] == .number("0"))
            let shown4 = try await Self.show(harness, ["weekday_tinyint": nil])
            #expect(shown4["day"] == .null)
        }
    }

    @Test func showMeetingVenueType() async throws {
        try await Harness.run { harness in
            let shown5 = try await Self.show(harness, ["venue_type": 1])
            #expect(shown5["venueType"] == .number("1"))
            let shown6 = try await Self.show(harness, ["venue_type": nil])
            #expect(shown6["venueType"] == .null)
        }
    }

    @Test func showMeetingStartTime() async throws {
        try await Harness.run { harness in
            let shown7 = try await Self.show(harness, ["start_time": "10:00:00"])
            #expect(shown7["startTime"] == .string("10:00"))
            let shown8 = try await Self.show(harness, ["start_time": nil])
            #expect(shown8["startTime"] == .null)
        }
    }

    @Test func showMeetingDurationTime() async throws {
        try await Harness.run { harness in
            let shown9 = try await Self.show(harness, ["duration_time": "10:00:00"])
            #expect(shown9["duration"] == .string("10:00"))
            let shown10 = try await Self.show(harness, ["duration_time": nil])
            #expect(shown10["duration"] == .null)
        }
    }

    @Test func showMeetingTimeZone() async throws {
        try await Harness.run { harness in
            let shown11 = try await Self.show(harness, ["time_zone": "test"])
            #expect(shown11["timeZone"] == .string("test"))
            let shown12 = try await Self.show(harness, ["time_zone": nil])
            #expect(shown12["timeZone"] == .null)
        }
    }

    @Test func showMeetingFormats() async throws {
        try await Harness.run { harness in
            let formats = try await Self.show(harness, ["formats": "1,2,3"])["formatIds"]
            #expect(formats == .array([.number("1"), .number("2"), .number("3")]))
            let shown13 = try await Self.show(harness, ["formats": nil])
            #expect(shown13["formatIds"] == .array([]))
        }
    }

    @Test func showMeetingLongitudeLatitude() async throws {
        try await Harness.run { harness in
            let shown14 = try await Self.show(harness, ["longitude": 1.11])
            #expect(shown14["longitude"]?.double == 1.11)
            let shown15 = try await Self.show(harness, ["longitude": nil])
            #expect(shown15["longitude"] == .null)
            let shown16 = try await Self.show(harness, ["latitude": 1.11])
            #expect(shown16["latitude"]?.double == 1.11)
            let shown17 = try await Self.show(harness, ["latitude": nil])
            #expect(shown17["latitude"] == .null)
        }
    }

    @Test func showMeetingPublished() async throws {
        try await Harness.run { harness in
            let shown18 = try await Self.show(harness, ["published": 0])
            #expect(shown18["published"] == .bool(false))
            let shown19 = try await Self.show(harness, ["published": 1])
            #expect(shown19["published"] == .bool(true))
            let shown20 = try await Self.show(harness, ["published": 2])
            #expect(shown20["published"] == .bool(false))
        }
    }

    @Test func showMeetingEmail() async throws {
        try await Harness.run { harness in
            let shown21 = try await Self.show(harness, ["email_contact": "test"])
            #expect(shown21["email"] == .string("test"))
            let shown22 = try await Self.show(harness, ["email_contact": nil])
            #expect(shown22["email"] == .null)
        }
    }

    @Test func showMeetingName() async throws {
        try await Harness.run { harness in
            let shown23 = try await Self.show(harness, data: ["meeting_name": "test"])
            #expect(shown23["name"] == .string("test"))
            let shown24 = try await Self.show(harness, data: ["meeting_name": nil])
            #expect(shown24["name"] == .null)
        }
    }

    @Test func showMeetingCustomFieldsDontExist() async throws {
        try await Harness.run { harness in
            let shown25 = try await Self.show(harness)
            #expect(shown25["customFields"] == .object(JSONObject()))
        }
    }

    @Test(arguments: [
        ["customField1": "value1", "customField2": "value2"] as [String: String?],
        ["customField1": nil, "customField2": nil], [:],
    ])
    func showMeetingCustomFields(_ values: [String: String?]) async throws {
        try await Harness.run { harness in
            let names = ["customField1", "customField2"]
            let data = try await Self.show(harness, data: values, customFields: names)
            let custom = try #require(data["customFields"]?.object)
            #expect(custom.members.map(\.key) == names)
            for name in names { #expect(MeetingFields.same(custom[name], values[name] ?? nil)) }
        }
    }

    @Test func showMeetingDataFields() async throws {
        try await Harness.run { harness in
            let keys = try harness.seed { try $0.templateKeys() }.filter { $0 != "meeting_name" }
            #expect(keys.count == MeetingFields.stock.count - 1)
            for key in keys {
                let shown26 = try await Self.show(harness, data: [key: "test"])
                #expect(shown26[key] == .string("test"), "\(key)")
                let shown27 = try await Self.show(harness, data: [key: nil])
                #expect(shown27[key] == .null, "\(key)")
            }
        }
    }
}
