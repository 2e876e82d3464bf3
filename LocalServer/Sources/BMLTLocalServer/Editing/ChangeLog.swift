import BMLT
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
        let id = Int(any[.id] ?? "") ?? 0
        let language = before?[.language] ?? after?[.language] ?? "en"
        let filed = beforeServiceBody ? before ?? any : any
        try insert(
            .meeting,
            serviceBodyID: Int(filed[.serviceBodyID] ?? "") ?? 0,
            language: language,
            beforeID: before.map { _ in id },
            afterID: after.map { _ in id },
            before: before?.encoded,
            after: after?.encoded,
            type: isRollback ? "comdef_change_type_rollback" : nil
        )
        let depth = try Settings.changeDepthForMeetings(db)
        guard depth > 0 else { return }
        // Prepared once per connection, as every statement of a meeting save (see ``MeetingStore``).
        try db.cachedStatement(
            sql: """
                DELETE FROM changes WHERE (before_id_bigint = :id OR after_id_bigint = :id)
                    AND object_class_string = 'c_comdef_meeting'
                    AND id_bigint NOT IN (
                        SELECT id_bigint FROM changes WHERE (before_id_bigint = :id OR after_id_bigint = :id)
                            AND object_class_string = 'c_comdef_meeting'
                        ORDER BY id_bigint DESC LIMIT :depth)
                """
        )
        .execute(arguments: ["id": id, "depth": depth])
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
        var change = ChangeRecord(
            userID: userID,
            serviceBodyID: serviceBodyID,
            language: language,
            date: now,
            objectClass: objectClass.rawValue,
            beforeID: beforeID,
            beforeLanguage: beforeID.map { _ in language },
            afterID: afterID,
            afterLanguage: afterID.map { _ in language },
            type: type,
            before: before,
            after: after
        )
        try change.insert(db)
    }
}

extension ChangeLog {
    /// Deletes a meeting with its data, and records the deletion.
    func deleteMeeting(_ id: Int) throws {
        let before = try MeetingSnapshot.load(id, in: db, textOnly: true)
        try MeetingStore(db: db).delete(id)
        try meeting(before: before, after: nil)
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
