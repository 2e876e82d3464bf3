@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// The payload `MeetingChangeTest` and `MeetingChangesShow…Test` post: a street long enough for `meeting_longdata`.
enum MeetingChangePayload {
    static func make(area: Int, formats: (Int, Int)) -> [String: Any] {
        var payload = MeetingCreateConformanceTests.validPayload(area: area, formats: [formats.0, formats.1])
        payload["formatIds"] = [formats.0, formats.1]
        payload["location_street"] = String(repeating: "t", count: 256)
        return payload
    }

    /// An admin with a token, an area named `area`, and the payload for it.
    static func setUp(_ harness: Harness) throws -> (user: Int, token: String, area: Int, payload: [String: Any]) {
        try harness.seed { seed in
            let user = try seed.account(Account.Level.admin)
            let area = try seed.area("area", parent: 0)
            return (user, try seed.token(for: user), area, make(area: area, formats: try seed.firstFormatIDs()))
        }
    }
}

/// bmlt-server's `Admin/MeetingChangeTest.php`, against the local server. The change records keep meetings as
/// ``MeetingSnapshot`` JSON (`main` and `data`) rather than PHP's serialised `main_table_values`,
/// `data_table_values` and `longdata_table_values`, so the snapshots are compared with the stored rows by value.
@Suite("meeting change records (bmlt-server MeetingChangeTest)")
struct MeetingChangeConformanceTests {
    /// A stored meeting: its main columns as text (absent when NULL) and its data and long data values.
    struct Stored {
        var main: [String: DatabaseValue]
        var data: [String: String]

        static func load(_ seed: Seed, _ id: Int) throws -> Stored {
            let row = try #require(try seed.meetingRow(id))
            var main: [String: DatabaseValue] = [:]
            for column in row.columnNames { main[column] = row[column] }
            return Stored(main: main, data: try seed.meetingData(id).compactMapValues { $0 })
        }

        /// The checks of the PHP test: each main column, and every data value by key.
        func check(_ snapshot: MeetingSnapshot?, sourceLocation: SourceLocation = #_sourceLocation) {
            guard let snapshot else {
                Issue.record("no snapshot", sourceLocation: sourceLocation)
                return
            }
            let columns = [
                "id_bigint", "email_contact", "worldid_mixed", "service_body_bigint", "weekday_tinyint", "venue_type",
                "start_time", "lang_enum", "duration_time", "time_zone", "longitude", "latitude", "published",
                "formats",
            ]
            for column in columns {
                let value = snapshot.main[column]
                switch main[column]?.storage {
                case .int64(let number)?: #expect(value == String(number), "\(column)", sourceLocation: sourceLocation)
                case .double(let number)?:
                    #expect(value.flatMap(Double.init) == number, "\(column)", sourceLocation: sourceLocation)
                case .string(let text)?: #expect(value == text, "\(column)", sourceLocation: sourceLocation)
                default: #expect(value == nil, "\(column)", sourceLocation: sourceLocation)
                }
            }
            #expect(snapshot.data == data, sourceLocation: sourceLocation)
        }
    }

    /// The newest change record.
    static func lastChange(_ seed: Seed) throws -> Row {
        try #require(try Row.fetchOne(seed.db, sql: "SELECT * FROM changes ORDER BY id_bigint DESC LIMIT 1"))
    }

    @Test func newMeetingChange() async throws {
        try await Harness.run { harness in
            let (user, token, _, payload) = try MeetingChangePayload.setUp(harness)
            let created = try await harness.api("POST", "/meetings", json: payload, token: token)
            let id = try #require(created.object?["id"]?.int)
            try harness.seed { seed in
                let change = try Self.lastChange(seed)
                let stored = try Stored.load(seed, id)
                #expect(change["user_id_bigint"] == user)
                #expect(change["service_body_id_bigint"] == stored.main["service_body_bigint"])
                #expect(change["lang_enum"] == "en")
                #expect(change["object_class_string"] == "c_comdef_meeting")
                #expect(change["before_id_bigint"] == nil as Int?)
                #expect(change["before_lang_enum"] == nil as String?)
                #expect(change["after_id_bigint"] == id)
                #expect(change["after_lang_enum"] == "en")
                #expect(change["change_type_enum"] == "comdef_change_type_new")
                #expect(change["before_object"] == nil as String?)
                #expect(stored.data["location_street"]?.count == 256)
                stored.check(MeetingSnapshot.decode(change["after_object"]))
            }
        }
    }

    @Test func changeMeetingChange() async throws {
        try await Harness.run { harness in
            let (user, token, _, payload) = try MeetingChangePayload.setUp(harness)
            let created = try await harness.api("POST", "/meetings", json: payload, token: token)
            let id = try #require(created.object?["id"]?.int)
            let before = try harness.seed { try Stored.load($0, id) }
            var update = payload
            update["name"] = "new name"
            #expect(try await harness.api("PUT", "/meetings/\(id)", json: update, token: token).status == 204)
            try harness.seed { seed in
                let change = try Self.lastChange(seed)
                #expect(change["user_id_bigint"] == user)
                #expect(change["service_body_id_bigint"] == before.main["service_body_bigint"])
                #expect(change["lang_enum"] == "en")
                #expect(change["object_class_string"] == "c_comdef_meeting")
                #expect(change["before_id_bigint"] == id)
                #expect(change["before_lang_enum"] == "en")
                #expect(change["after_id_bigint"] == id)
                #expect(change["after_lang_enum"] == "en")
                #expect(change["change_type_enum"] == "comdef_change_type_change")
                before.check(MeetingSnapshot.decode(change["before_object"]))
                let after = try Stored.load(seed, id)
                #expect(after.data["meeting_name"] == "new name")
                after.check(MeetingSnapshot.decode(change["after_object"]))
            }
        }
    }

    @Test func deleteMeetingChange() async throws {
        try await Harness.run { harness in
            let (user, token, _, payload) = try MeetingChangePayload.setUp(harness)
            let created = try await harness.api("POST", "/meetings", json: payload, token: token)
            let id = try #require(created.object?["id"]?.int)
            let before = try harness.seed { try Stored.load($0, id) }
            #expect(try await harness.api("DELETE", "/meetings/\(id)", token: token).status == 204)
            try harness.seed { seed in
                let change = try Self.lastChange(seed)
                #expect(change["user_id_bigint"] == user)
                #expect(change["service_body_id_bigint"] == before.main["service_body_bigint"])
                #expect(change["lang_enum"] == "en")
                #expect(change["object_class_string"] == "c_comdef_meeting")
                #expect(change["before_id_bigint"] == id)
                #expect(change["before_lang_enum"] == "en")
                #expect(change["after_id_bigint"] == nil as Int?)
                #expect(change["after_lang_enum"] == nil as String?)
                #expect(change["change_type_enum"] == "comdef_change_type_delete")
                before.check(MeetingSnapshot.decode(change["before_object"]))
                #expect(change["after_object"] == nil as String?)
            }
        }
    }

    /// `Change::create([...])` with no objects, for the pruning tests.
    static func insertChange(_ seed: Seed, before: Int?, after: Int?) throws {
        try seed.db.execute(
            sql: """
                INSERT INTO changes (user_id_bigint, service_body_id_bigint, lang_enum, object_class_string,
                    before_id_bigint, before_lang_enum, after_id_bigint, after_lang_enum, change_type_enum, change_date)
                VALUES (1, 1, 'en', 'c_comdef_meeting', ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                before, before.map { _ in "en" }, after, after.map { _ in "en" },
                before == nil ? "comdef_change_type_new" : "comdef_change_type_delete",
                Int(Date().timeIntervalSince1970),
            ]
        )
    }

    /// `testPruneMeetingChangesDeletedMeeting` (`asBefore`) and `testPruneMeetingChangesNewMeeting`.
    @Test(arguments: [true, false])
    func pruneMeetingChanges(asBefore: Bool) async throws {
        try await Harness.run { harness in
            let (token, one, two, next) = try harness.seed { seed in
                let token = try seed.token(for: try seed.account(Account.Level.admin))
                let one = try seed.meeting()
                let two = try seed.meeting()
                for _ in 0..<10 {
                    for id in [one, two] {
                        try Self.insertChange(seed, before: asBefore ? id : nil, after: asBefore ? nil : id)
                    }
                }
                let next = (try Int.fetchOne(seed.db, sql: "SELECT MAX(id_bigint) FROM changes") ?? 0) + 1
                try seed.setting { $0.changeDepthForMeetings = 3 }
                return (token, one, two, next)
            }
            #expect(try await harness.api("DELETE", "/meetings/\(one)", token: token).status == 204)
            try harness.seed { seed in
                func count(_ id: Int) throws -> Int? {
                    try Int.fetchOne(
                        seed.db,
                        sql: "SELECT COUNT(*) FROM changes WHERE before_id_bigint = ? OR after_id_bigint = ?",
                        arguments: [id, id]
                    )
                }
                #expect(try count(one) == 3)
                #expect(try count(two) == 10)
                let newest = try Int.fetchOne(
                    seed.db,
                    sql: "SELECT COUNT(*) FROM changes WHERE id_bigint IN (?, ?, ?)",
                    arguments: [next, next - 1, next - 2]
                )
                #expect(newest == 3)
            }
        }
    }

    /// `testPruneMeetingChangesNewMeetingNullSetting`: with no depth (0 here, `null` there) nothing is pruned.
    @Test func pruneMeetingChangesNewMeetingNullSetting() async throws {
        try await Harness.run { harness in
            let (token, meeting) = try harness.seed { seed in
                let token = try seed.token(for: try seed.account(Account.Level.admin))
                let meeting = try seed.meeting()
                for _ in 0..<10 { try Self.insertChange(seed, before: nil, after: meeting) }
                try seed.setting { $0.changeDepthForMeetings = 0 }
                return (token, meeting)
            }
            #expect(try await harness.api("DELETE", "/meetings/\(meeting)", token: token).status == 204)
            #expect(try harness.seed { try Int.fetchOne($0.db, sql: "SELECT COUNT(*) FROM changes") } == 11)
        }
    }
}
