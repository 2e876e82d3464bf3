import BMLT
import Foundation
import GRDB

// `add_meeting`, `modify_meeting`, `delete_meeting`, `restore_deleted_meeting` and
// `rollback_meeting_to_before_change`, each written with its change record in one transaction.
extension LegacyAdminActions {
    /// `modify_meeting` and `add_meeting` (`process_meeting_modify`): each `meeting_field[]=key,value` applied in
    /// turn and the meeting saved; the answer lists the fields that changed. A new meeting starts on Sunday at
    /// 00:00:20 (2.16.6's `intval('20:30:00')` seconds) without a duration, unpublished, in the one body the user edits
    /// meetings of (or `service_body_id` when there are several).
    func modify(meetingID: Int?, _ catalog: Catalog) throws -> LegacyXML.Answer {
        let settings = catalog.settings
        let editable = catalog.serviceBodies.map(\.id).filter(Rights(account, catalog).editMeetings.contains)
        // Values as given: 2.x trims none.
        let fields = parameters.untrimmedList("meeting_field")
        var snapshot: MeetingSnapshot
        let isNew = meetingID == nil
        if let meetingID {
            // 2.16.6 fails with a PHP error on an id that does not exist.
            guard let meeting = catalog.meeting(id: meetingID) else { return .fatal }
            guard editable.contains(meeting.serviceBodyID) else { return .notAuthorized }
            snapshot = MeetingSnapshot(meeting)
            snapshot.order = try data.read { try MeetingSnapshot.load(meetingID, in: $0)?.order }
        } else {
            guard !editable.isEmpty else { return .notAuthorized }
            var bodyID = editable[0]
            if editable.count > 1 {
                let prefix = MeetingColumn.serviceBodyID.name + ","
                let fromField = fields.first { $0.hasPrefix(prefix) }.map {
                    PHPText.intval(String($0.dropFirst(prefix.count)))
                }
                bodyID = positive("service_body_id") ?? fromField ?? 0
            }
            guard bodyID != 0, catalog.serviceBody(id: bodyID) != nil else { return .failure }
            guard editable.contains(bodyID) else { return .notAuthorized }
            snapshot = MeetingSnapshot(main: [:], data: [:])
            snapshot[.serviceBodyID] = String(bodyID)
            snapshot[.weekday] = "0"
            snapshot[.startTime] = "00:00:20"
            snapshot[.language] = settings.language
            snapshot[.published] = "0"
            snapshot[.longitude] = PHPNumber.string(settings.searchSpecMapCenterLongitude)
            snapshot[.latitude] = PHPNumber.string(settings.searchSpecMapCenterLatitude)
        }
        let created = snapshot
        let keys = Set(Self.mainFieldTemplates.map(\.column.name) + dataTemplates(catalog).map(\.key))
        var reported: [LegacyXML.Element] = []
        // PHP's `$old_value` outlives its field: a field that sets none is reported with the one before's.
        var old: String?
        // Where a refused move left the answer: 2.16.6 replaces it with `<h1>NOT AUTHORIZED</h1>` and goes on.
        var refusedAt: Int?
        for field in fields {
            let pair = field.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let key = pair[0]
            var value: String? = pair.count > 1 ? pair[1] : ""
            if let marker = value?.range(of: "##-##"), marker.lowerBound != value?.startIndex {
                value = value?.components(separatedBy: "##-##").last
            }
            guard keys.contains(key) else { continue }
            switch MeetingColumn(name: key) {
            case .id, .language:
                value = nil
                old = nil
            case .venueType:
                // 2.16.6 has no case for it: it becomes meeting data, an array that MySQL refuses for the column when
                // the meeting is saved, and PHP stops with a fatal error. Nothing is saved.
                return .fatal
            case .serviceBodyID:
                let before = Int(snapshot.main[key] ?? "") ?? 0
                let after = PHPText.intval(value ?? "")
                if editable.contains(before), editable.contains(after) {
                    old = String(before)
                    snapshot.main[key] = String(after)
                } else {
                    refusedAt = reported.count
                }
            case .published:
                if isNew {
                    old = "0"
                    value = "0"
                } else {
                    old = snapshot.main[key] == "1" ? "1" : ""
                    snapshot.main[key] = PHPText.intval(value ?? "") != 0 ? "1" : "0"
                }
            case .weekday:
                let day = PHPText.intval(value ?? "")
                guard (1...7).contains(day) else { continue }
                old = snapshot.main[key].map { String(PHPText.intval($0) + 1) }
                snapshot.main[key] = String(day - 1)
            case .longitude, .latitude:
                let number = PHPText.floatval(value ?? "")
                guard number != 0 else { continue }
                old = snapshot.main[key]
                snapshot.main[key] = PHPNumber.string(number)
            case .formats:
                let language = settings.language
                let current = Set(snapshot.main[key].map { $0.split(separator: ",").compactMap { Int($0) } } ?? [])
                old = catalog.formats.filter { $0.language == language && current.contains($0.sharedID) }
                    .sorted { $0.sharedID < $1.sharedID }.compactMap(\.key).joined(separator: ",")
                let asked = (value ?? "").split(separator: ",").map(String.init)
                let ids = Set(
                    catalog.formats.filter { $0.language == language && asked.contains($0.key ?? "\u{0}") }.map(
                        \.sharedID
                    )
                )
                snapshot.main[key] = ids.sorted().map(String.init).joined(separator: ",")
            case .emailContact:
                // `SetEmailContact(intval($value))`: an address is stored as 0, which reads as nothing; the answer
                // still reports the address as the new value.
                old = snapshot.main[key]
                let number = PHPText.intval(value ?? "")
                snapshot.main[key] = number == 0 ? nil : String(number)
            case .worldID, .timeZone:
                // Stored as given, an empty text too.
                old = snapshot.main[key]
                snapshot.main[key] = value ?? ""
            case .startTime, .duration:
                old = snapshot.main[key]
                snapshot.main[key] = (value ?? "").isEmpty ? nil : value
            default:
                if key == "meeting_name", !PHPText.isTruthy(value) { value = "NA Meeting" }
                old = snapshot.data[key]
                snapshot.data[key] = (value ?? "").isEmpty ? nil : value
                // 2.x keeps a field where it was and adds a new one after the others.
                if !(snapshot.order ?? []).contains(key) { snapshot.order = (snapshot.order ?? []) + [key] }
            }
            // Only changes are reported, and a new meeting has no old values.
            guard !(isNew && !PHPText.isTruthy(value)), PHPText.isTruthy(old) || PHPText.isTruthy(value),
                !PHPText.looselyEqual(old ?? "", value ?? "")
            else { continue }
            var values: [LegacyXML.Element] = []
            if !isNew, PHPText.isTruthy(old) { values.append(LegacyXML.Element("oldValue", text: old)) }
            if PHPText.isTruthy(value) { values.append(LegacyXML.Element("newValue", text: value)) }
            if !values.isEmpty { reported.append(LegacyXML.Element("field", [("key", key)], children: values)) }
        }
        // After a refused move, an answer that reported nothing more is the refusal, and nothing is saved. One that
        // did is saved, and is XML with its opening tag lost, which `json.php` cannot read: `[false]`.
        if let refusedAt, reported.count == refusedAt { return .notAuthorized }
        let templates = catalog.templates
        let final = snapshot
        let id = try data.write { db -> Int in
            var final = final
            if isNew {
                var record = MeetingRecord(
                    serviceBodyID: Int(final[.serviceBodyID] ?? "") ?? 0,
                    language: final[.language] ?? "en"
                )
                try MeetingStore(db: db).insert(&record, data: [], templates: templates)
                let id = String(record.id ?? 0)
                // As 2.x's AddNewMeeting: a creation record with the data values, then a change for the rest.
                var initial = created
                initial[.id] = id
                initial.data = final.data
                try save(initial, db, templates, creates: true)
                final[.id] = id
            }
            try save(final, db, templates, recordsUnchanged: !isNew)
            return Int(final[.id] ?? "") ?? 0
        }
        let closingTag = isNew ? "newMeeting" : "changeMeeting"
        if let refusedAt {
            return .brokenChange(reported: Array(reported[refusedAt...]), closingTag: closingTag)
        }
        return .document(
            LegacyXML.Element(
                "changeResponse",
                children: [LegacyXML.Element(closingTag, [("id", String(id))], children: reported)]
            ),
            schema: "ChangeResponse"
        )
    }

    private func changeLog(_ db: Database) -> ChangeLog { ChangeLog(db: db, userID: account.id, now: now) }

    /// Stores a meeting's new state and records the change from what was stored (from nothing when it `creates`).
    private func save(
        _ snapshot: MeetingSnapshot,
        _ db: Database,
        _ templates: [FieldTemplate],
        creates: Bool = false,
        recordsUnchanged: Bool = false,
        isRollback: Bool = false
    ) throws {
        let id = Int(snapshot[.id] ?? "") ?? 0
        let before = creates ? nil : try MeetingSnapshot.load(id, in: db)
        try snapshot.save(in: db, templates)
        try changeLog(db).meeting(
            before: before,
            after: try MeetingSnapshot.load(id, in: db),
            recordsUnchanged: recordsUnchanged,
            isRollback: isRollback,
            beforeServiceBody: true
        )
    }

    /// `delete_meeting`.
    func delete(_ id: Int, _ catalog: Catalog) throws -> LegacyXML.Answer {
        guard let meeting = catalog.meeting(id: id) else { return .failure }
        guard Rights(account, catalog).editMeetings.contains(meeting.serviceBodyID) else { return .notAuthorized }
        try data.write { db in try ChangeLog(db: db, userID: account.id, now: now).deleteMeeting(id) }
        let weekday = (meeting.weekday ?? -1) + 1
        return .document(
            LegacyXML.Element(
                "deletedMeeting",
                [("id", String(id))],
                children: [
                    LegacyXML.Element("meetingId", text: String(id)), LegacyXML.Element("meeting_id", text: String(id)),
                    LegacyXML.Element("meetingName", text: LegacyStrings.oneLine(meeting.data["meeting_name"] ?? "")),
                    LegacyXML.Element("meetingServiceBodyId", text: String(meeting.serviceBodyID)),
                    LegacyXML.Element("meetingStartTime", text: meeting.startTime ?? ""),
                    LegacyXML.Element("meetingWeekday", text: String(weekday)),
                ].filter { !($0.text ?? "").isEmpty }
            ),
            schema: "DeletedMeeting"
        )
    }

    /// `restore_deleted_meeting`: every deletion record of the meeting is stored back in turn, newest first,
    /// unpublished and with the same id. A meeting with records but no deletion gets an empty answer, as 2.x's.
    func restore(_ id: Int, _ catalog: Catalog) throws -> LegacyXML.Answer {
        let records = meetingChanges(catalog, ChangeFilter()).filter { $0.beforeID == id || $0.afterID == id }
        guard !records.isEmpty else { return .error("NO MEETING AVAILABLE") }
        let editable = Rights(account, catalog).editMeetings
        let templates = catalog.templates
        // The answer is that of the last deletion record, as 2.x overwrites it for each.
        let last = try data.write { db -> LegacyXML.Answer? in
            var last: LegacyXML.Answer? = .nothing
            for record in records where record.after == nil {
                guard var snapshot = MeetingSnapshot.decode(record.before) else {
                    return .error("PROGRAM ERROR (NO VALID CHANGE RECORD)")
                }
                guard editable.contains(Int(snapshot[.serviceBodyID] ?? "") ?? 0) else {
                    last = .notAuthorized
                    continue
                }
                snapshot[.published] = "0"
                try save(snapshot, db, templates)
                last = nil
            }
            return last
        }
        return try last ?? meetingData(id)
    }

    /// `rollback_meeting_to_before_change`: the meeting as the change found it.
    func rollback(_ id: Int, toBefore changeID: Int, _ catalog: Catalog) throws -> LegacyXML.Answer {
        let failed = LegacyXML.Answer.error("PROGRAM ERROR (ROLLBACK FAILED)")
        guard
            let record = catalog.changes.first(where: {
                $0.id == changeID && $0.objectClass == ChangeLog.ObjectClass.meeting.rawValue
                    && ($0.beforeID == id || $0.afterID == id)
            }),
            let snapshot = MeetingSnapshot.decode(record.before), let current = catalog.meeting(id: id),
            case let editable = Rights(account, catalog).editMeetings, editable.contains(current.serviceBodyID),
            editable.contains(Int(snapshot[.serviceBodyID] ?? "") ?? 0)
        else { return failed }
        let templates = catalog.templates
        try data.write { db in try save(snapshot, db, templates, isRollback: true) }
        return try meetingData(id)
    }
}
