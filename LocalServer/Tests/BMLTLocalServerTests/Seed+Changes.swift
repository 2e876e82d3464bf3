import Foundation
import GRDB

@testable import BMLTLocalServer

/// Users and change records, written as bmlt-server's feature tests (`GetChangesTest`, `GetNawsExportTest`) create
/// them; change records keep the meeting before and after as the local server stores them (``MeetingSnapshot``).
extension Seed {
    /// `GetChangesTest::$mainTableFields`: the main values a change's meeting starts from.
    static let changeMainDefaults: [String: String?] = [
        "worldid_mixed": nil, "service_body_bigint": "1", "weekday_tinyint": nil, "venue_type": nil,
        "start_time": nil, "lang_enum": "en", "duration_time": nil, "time_zone": nil, "longitude": nil,
        "latitude": nil, "published": "1", "formats": "",
    ]

    /// `GetChangesTest::createUser`: a user named and logged in as "test" (level 2 is a service body administrator).
    @discardableResult
    func user(level: Int = 2, name: String = "test", login: String = "test") throws -> Int {
        try db.execute(
            sql: """
                INSERT INTO users (user_level_tinyint, name_string, description_string, email_address_string,
                    login_string, password_string)
                VALUES (?, ?, '', '', ?, '')
                """,
            arguments: [level, name, login]
        )
        return Int(db.lastInsertedRowID)
    }

    func deleteUser(_ id: Int) throws {
        try db.execute(sql: "DELETE FROM users WHERE id_bigint = ?", arguments: [id])
    }

    /// `GetChangesTest::createChange`: a meeting with the after values (else the before values) and a change record
    /// of it with a before object, an after object or both (`nil` leaves one out; `[:]` is a meeting with the default
    /// main values and no data). Values are main-table values or data-field keys, as in the PHP test.
    @discardableResult
    func meetingChange(
        before: [String: String]?,
        after: [String: String]?,
        user: Int?,
        language: String = "en",
        date: String = "2022-01-01"
    ) throws -> (change: Int, meeting: Int) {
        var meeting: (id: Int, serviceBody: Int)?
        var afterObject: MeetingSnapshot?
        if let after {
            let main = Self.changeMain(after)
            meeting = try insertChangeMeeting(main, data: try templateValues(after))
            afterObject = Self.snapshot(main, id: meeting!.id, data: try templateValues(after))
        }
        var beforeObject: MeetingSnapshot?
        if let before {
            let main = Self.changeMain(before)
            if meeting == nil { meeting = try insertChangeMeeting(main, data: try templateValues(before)) }
            beforeObject = Self.snapshot(main, id: meeting!.id, data: try templateValues(before))
        }
        guard let meeting else {
            throw LocalServerError(.invalidData, reason: "A change needs a before or an after object.")
        }
        let type =
            beforeObject != nil && afterObject != nil
            ? "comdef_change_type_change" : beforeObject != nil ? "comdef_change_type_delete" : "comdef_change_type_new"
        try insertChange(
            user: user,
            serviceBody: meeting.serviceBody,
            language: language,
            date: PHPDate.unixTime(date) ?? 0,
            beforeID: meeting.id,
            afterID: meeting.id,
            type: type,
            before: beforeObject,
            after: afterObject
        )
        return (Int(db.lastInsertedRowID), meeting.id)
    }

    /// `MeetingRepository::delete`: removes a meeting and records its deletion (no user, dated now).
    func deleteMeeting(_ id: Int) throws {
        guard let meeting = try Catalog.load(db).meeting(id: id) else {
            throw LocalServerError(.invalidData, reason: "No meeting \(id) to delete.")
        }
        for table in ["meeting_data", "meeting_longdata"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE meetingid_bigint = ?", arguments: [id])
        }
        try db.execute(sql: "DELETE FROM meetings WHERE id_bigint = ?", arguments: [id])
        try insertChange(
            user: nil,
            serviceBody: meeting.serviceBodyID,
            language: meeting.language,
            date: Int(Date().timeIntervalSince1970),
            beforeID: id,
            afterID: nil,
            type: "comdef_change_type_delete",
            before: MeetingSnapshot(meeting),
            after: nil
        )
    }

    // MARK: - Parts of createChange

    /// `getMainValuesArray`: the defaults, with the values given for main fields.
    private static func changeMain(_ values: [String: String]) -> [String: String?] {
        var main = changeMainDefaults
        for key in main.keys { if let value = values[key] { main[key] = value } }
        return main
    }

    /// `getDataValuesArray`: the values of the fields that have a template.
    private func templateValues(_ values: [String: String]) throws -> [String: String] {
        let keys = try String.fetchAll(db, sql: "SELECT key FROM meeting_data WHERE meetingid_bigint = 0")
        return values.filter { keys.contains($0.key) }
    }

    private static func snapshot(_ main: [String: String?], id: Int, data: [String: String]) -> MeetingSnapshot {
        var values = main.compactMapValues { $0 }
        values["id_bigint"] = String(id)
        return MeetingSnapshot(main: values, data: data)
    }

    private func insertChangeMeeting(
        _ main: [String: String?],
        data: [String: String]
    ) throws -> (id: Int, serviceBody: Int) {
        let columns = main.keys.sorted()
        try db.execute(
            sql:
                "INSERT INTO meetings (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(columns.map { main[$0]! })
        )
        let id = Int(db.lastInsertedRowID)
        for (key, value) in data {
            try db.execute(
                sql: """
                    INSERT INTO meeting_data (meetingid_bigint, key, field_prompt, lang_enum, visibility, data_string)
                    SELECT ?, key, field_prompt, 'en', visibility, ? FROM meeting_data
                    WHERE meetingid_bigint = 0 AND key = ? LIMIT 1
                    """,
                arguments: [id, value, key]
            )
        }
        return (id, main["service_body_bigint"].flatMap { $0 }.flatMap { Int($0) } ?? 0)
    }

    private func insertChange(
        user: Int?,
        serviceBody: Int,
        language: String,
        date: Int,
        beforeID: Int?,
        afterID: Int?,
        type: String,
        before: MeetingSnapshot?,
        after: MeetingSnapshot?
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO changes (user_id_bigint, service_body_id_bigint, lang_enum, change_date, object_class_string,
                    before_id_bigint, before_lang_enum, after_id_bigint, after_lang_enum, change_type_enum, before_object,
                    after_object)
                VALUES (?, ?, ?, ?, 'c_comdef_meeting', ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                user, serviceBody, language, date, beforeID, beforeID.map { _ in language }, afterID,
                afterID.map { _ in language }, type, before?.encoded, after?.encoded,
            ]
        )
    }
}
