@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// Writes the change records bmlt-server's repositories write: one per create, update or delete, none when nothing
/// changed, and for meetings only the newest `changeDepthForMeetings` records kept.
///
/// Meetings are kept as ``MeetingSnapshot`` JSON, which `GetChanges` and the NAWS export read back; formats, service
/// bodies and users as a JSON list of the values the server serialises, in its order.
struct ChangeLog {
    let db: Database
    let userID: Int?
    let now: Int

    enum ObjectClass: String {
        case meeting = "c_comdef_meeting"
        case format = "c_comdef_format"
        case serviceBody = "c_comdef_service_body"
        case user = "c_comdef_user"
    }

    /// Records a meeting change (`MeetingRepository::saveChange`). 2.x records every save, a change or not
    /// (`recordsUnchanged`), gives a rollback a type of its own, and files a change under the body the meeting was
    /// in (`beforeServiceBody`).
    func meeting(
        before: MeetingSnapshot?,
        after: MeetingSnapshot?,
        recordsUnchanged: Bool = false,
        isRollback: Bool = false,
        beforeServiceBody: Bool = false
    ) throws {
        guard recordsUnchanged || before != after, let any = after ?? before else { return }
        let id = Int(any.main["id_bigint"] ?? "") ?? 0
        let language = before?.main["lang_enum"] ?? after?.main["lang_enum"] ?? "en"
        let filed = beforeServiceBody ? before ?? any : any
        try insert(
            .meeting,
            serviceBodyID: Int(filed.main["service_body_bigint"] ?? "") ?? 0,
            language: language,
            beforeID: before.map { _ in id },
            afterID: after.map { _ in id },
            before: before?.encoded,
            after: after?.encoded,
            type: isRollback ? "comdef_change_type_rollback" : nil
        )
        let depth = try Settings.load(db).changeDepthForMeetings
        guard depth > 0 else { return }
        try db.execute(
            sql: """
                DELETE FROM changes WHERE (before_id_bigint = :id OR after_id_bigint = :id)
                    AND object_class_string = 'c_comdef_meeting'
                    AND id_bigint NOT IN (
                        SELECT id_bigint FROM changes WHERE (before_id_bigint = :id OR after_id_bigint = :id)
                            AND object_class_string = 'c_comdef_meeting'
                        ORDER BY id_bigint DESC LIMIT :depth)
                """,
            arguments: ["id": id, "depth": depth]
        )
    }

    /// Records a change of a format, service body or user; the values are the serialised fields, id first, and a
    /// `nil` value is stored as JSON `null`, as bmlt-server's `serialize` keeps it.
    /// Records a change of a record, from what it was (`nil` when created) to what it is (`nil` when deleted).
    func record<Record: ChangeLogged>(before: Record?, after: Record?) throws {
        guard let any = after ?? before else { return }
        try record(
            Record.objectClass,
            id: any.changeObjectID,
            language: any.language,
            before: before?.changeValues,
            after: after?.changeValues
        )
    }

    func record(
        _ objectClass: ObjectClass,
        id: Int,
        language: String,
        before: [String?]?,
        after: [String?]?
    ) throws {
        guard before != after else { return }
        func encode(_ values: [String?]?) -> String? {
            guard let values else { return nil }
            let objects: [Any] = values.map { $0.map { $0 as Any } ?? NSNull() }
            guard let data = try? JSONSerialization.data(withJSONObject: objects) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        try insert(
            objectClass,
            serviceBodyID: id,
            language: language,
            beforeID: before.map { _ in id },
            afterID: after.map { _ in id },
            before: encode(before),
            after: encode(after)
        )
    }

    private func insert(
        _ objectClass: ObjectClass,
        serviceBodyID: Int,
        language: String,
        beforeID: Int?,
        afterID: Int?,
        before: String?,
        after: String?,
        type: String? = nil
    ) throws {
        let type =
            type
            ?? (before == nil
                ? "comdef_change_type_new" : after == nil ? "comdef_change_type_delete" : "comdef_change_type_change")
        try db.execute(
            sql: """
                INSERT INTO changes (user_id_bigint, service_body_id_bigint, lang_enum, change_date,
                    object_class_string, before_id_bigint, before_lang_enum, after_id_bigint, after_lang_enum,
                    change_type_enum, before_object, after_object)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                userID, serviceBodyID, language, now, objectClass.rawValue, beforeID, beforeID.map { _ in language },
                afterID, afterID.map { _ in language }, type, before, after,
            ]
        )
    }
}

extension MeetingSnapshot {
    /// The stored meeting as a change record keeps it, read inside a write transaction.
    /// - Parameter textOnly: whether data values are read from `data_string` alone, as 4.x serialises them (a postal
    ///   code 2.x kept in `data_bigint` is none); 2.x reads the numeric columns too.
    static func load(_ id: Int, in db: Database, textOnly: Bool = false) throws -> MeetingSnapshot? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT id_bigint, service_body_bigint, lang_enum, published, worldid_mixed, weekday_tinyint,
                        venue_type, start_time, duration_time, time_zone, formats, longitude, latitude, email_contact
                    FROM meetings WHERE id_bigint = ?
                    """,
                arguments: [id]
            )
        else { return nil }
        var main: [String: String] = [:]
        for column in row.columnNames {
            switch row[column] as DatabaseValue {
            case let value where value.isNull: continue
            case let value:
                switch value.storage {
                case .int64(let number): main[column] = String(number)
                case .double(let number): main[column] = PHPNumber.string(number)
                case .string(let text): main[column] = text
                case .blob(let data): main[column] = String(decoding: data, as: UTF8.self)
                case .null: continue
                }
            }
        }
        var data: [String: String] = [:]
        var prompts: [String: String] = [:]
        var order: [String] = []
        for row in try Row.fetchAll(
            db,
            sql:
                """
                SELECT key, data_string, data_bigint, data_double, field_prompt FROM meeting_data
                WHERE meetingid_bigint = ? ORDER BY id
                """,
            arguments: [id]
        ) {
            if textOnly, row[1] as String? == nil { continue }
            if data[row[0]] == nil { order.append(row[0]) }
            data[row[0]] = row[1] ?? (row[2] as Int?).map(String.init) ?? (row[3] as Double?).map { "\($0)" } ?? ""
            prompts[row[0]] = row[4]
        }
        for row in try Row.fetchAll(
            db,
            sql: "SELECT key, data_blob, field_prompt FROM meeting_longdata WHERE meetingid_bigint = ? ORDER BY id",
            arguments: [id]
        ) {
            if data[row[0]] == nil { order.append(row[0]) }
            data[row[0]] = row[1] ?? ""
            prompts[row[0]] = row[2]
        }
        return MeetingSnapshot(main: main, data: data, prompts: prompts, order: order)
    }

    /// The meeting's data rows as `MeetingRepository::serializeForChange` keeps them beside the values: key, language,
    /// prompt, visibility and text of each, by key (`data_string` only: a number kept in `data_bigint` reads as none).
    static func storedRows(_ id: Int, in db: Database) throws -> [[String]] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT key, lang_enum, field_prompt, visibility, data_string FROM meeting_data WHERE meetingid_bigint = ?
                UNION ALL
                SELECT key, lang_enum, field_prompt, visibility, data_blob FROM meeting_longdata WHERE meetingid_bigint = ?
                ORDER BY 1
                """,
            arguments: [id, id]
        )
        .map { row in (0..<5).map { (row[$0] as DatabaseValue).description } }
    }

    /// Stores the snapshot as the meeting's current state, creating the meeting with its id if it is gone, as 2.x
    /// restores and rolls back meetings.
    func save(in db: Database, _ context: MeetingEndpoints.Context) throws {
        guard let id = main["id_bigint"].flatMap({ Int($0) }) else { return }
        let columns = [
            "service_body_bigint", "lang_enum", "published", "worldid_mixed", "weekday_tinyint", "venue_type",
            "start_time", "duration_time", "time_zone", "formats", "longitude", "latitude", "email_contact",
        ]
        let values: [(any DatabaseValueConvertible)?] = columns.map { column in
            guard let text = main[column] else { return nil }
            switch column {
            case "service_body_bigint", "published", "weekday_tinyint", "venue_type": return Int(text)
            case "longitude", "latitude": return Double(text)
            default: return text
            }
        }
        let exists = try Bool.fetchOne(db, sql: "SELECT 1 FROM meetings WHERE id_bigint = ?", arguments: [id]) ?? false
        if exists {
            try db.execute(
                sql: "UPDATE meetings SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE id_bigint = ?",
                arguments: StatementArguments(values + [id])
            )
        } else {
            try db.execute(
                sql: """
                    INSERT INTO meetings (id_bigint, \(columns.joined(separator: ", ")))
                    VALUES (?\(String(repeating: ", ?", count: columns.count)))
                    """,
                arguments: StatementArguments([id] + values)
            )
        }
        try db.execute(sql: "DELETE FROM meeting_data WHERE meetingid_bigint = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM meeting_longdata WHERE meetingid_bigint = ?", arguments: [id])
        // In row order, as 2.x writes the rows of its meeting object.
        let rows = dataKeysInRowOrder.compactMap { key in data[key].flatMap { $0.isEmpty ? nil : (key, $0) } }
        try MeetingEndpoints.writeData(rows, meetingID: id, context, db)
    }
}

/// A record whose changes are recorded as bmlt-server's repositories serialise them (`serializeForChange`).
protocol ChangeLogged {
    static var objectClass: ChangeLog.ObjectClass { get }
    /// The id the change names: the row's, or a format's shared id.
    var changeObjectID: Int { get }
    var language: String { get }
    var changeValues: [String?] { get }
}
