import BMLT
import Foundation
import GRDB

// `get_changes` and `get_deleted_meetings`: change records filtered as 2.16.6 filters them.
extension LegacyAdminActions {
    /// The filters `get_changes` and `get_deleted_meetings` share.
    struct ChangeFilter {
        var start: Int?
        var end: Int?
        var meetingID: Int?
        var userID: Int?
        var serviceBodyIDs: Set<Int>?
    }

    private func changeFilter(_ catalog: Catalog) -> ChangeFilter {
        func date(_ text: String?, _ unix: String?) -> Int? {
            if let text, !text.isEmpty { return Self.strtotime(text) }
            let value = PHPText.intval(unix ?? "")
            return value != 0 ? value : nil
        }
        var filter = ChangeFilter(
            start: date(parameters.string("from_date"), parameters.string("start_date")),
            end: date(parameters.string("to_date"), parameters.string("end_date")),
            meetingID: positive("meeting_id"),
            userID: positive("user_id")
        )
        if parameters.has("service_body_id") {
            let rights = Rights(account, catalog)
            let observable = (parameters.string("service_body_id") ?? "").split(separator: ",")
                .map { PHPText.intval(String($0)) }
                .filter { $0 > 0 && catalog.serviceBody(id: $0) != nil && rights.observe.contains($0) }
            // One body counts with the bodies below it; several count exactly; none observable filters nothing.
            if observable.count == 1 {
                filter.serviceBodyIDs = Set(catalog.withDescendants(observable))
            } else if observable.count > 1 {
                filter.serviceBodyIDs = Set(observable)
            }
        }
        return filter
    }

    /// Meeting change records between the dates, newest first (records of one date in the order they were written).
    func meetingChanges(_ catalog: Catalog, _ filter: ChangeFilter) -> [Catalog.ChangeRecord] {
        let matching = catalog.changes.filter { change in
            guard change.objectClass == ChangeLog.ObjectClass.meeting.rawValue else { return false }
            if let start = filter.start, change.date < start { return false }
            if let end = filter.end, change.date > end { return false }
            return true
        }
        return LegacyChangeRules().newestFirst(matching)
    }

    /// `date("Y-m-d H:m:s")`: 2.x writes the month where the minutes belong.
    static func dateString(_ unixTime: Int) -> String {
        PHPDate.format("Y-m-d H:m:s", unixTime)
    }

    /// `strtotime` for the forms a client sends: `YYYY-MM-DD` with an optional `HH:MM[:SS]`, in UTC.
    static func strtotime(_ text: String) -> Int? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        guard let day = ChangeFeed.unixDay(parts[0]) else { return nil }
        guard parts.count == 2 else { return day }
        let time = parts[1].split(separator: ":").map { Int($0) }
        guard (2...3).contains(time.count), let hours = time[0], let minutes = time[1] else { return nil }
        return day + hours * 3600 + minutes * 60 + (time.count == 3 ? time[2] ?? 0 : 0)
    }

    /// `get_changes`.
    func changes(_ catalog: Catalog) -> LegacyXML.Answer {
        let filter = changeFilter(catalog)
        var rows: [[(String, String)]] = []
        for change in meetingChanges(catalog, filter) {
            let before = MeetingSnapshot.decode(change.before)
            let after = MeetingSnapshot.decode(change.after)
            let meetingID = change.beforeID ?? change.afterID ?? 0
            if let wanted = filter.meetingID, wanted != meetingID { continue }
            let bodyBefore = before.flatMap { Int($0[.serviceBodyID] ?? "") } ?? 0
            let bodyAfter = after.flatMap { Int($0[.serviceBodyID] ?? "") } ?? 0
            if let bodies = filter.serviceBodyIDs,
                ![bodyAfter, bodyBefore, change.serviceBodyID].contains(where: bodies.contains)
            {
                continue
            }
            if let user = filter.userID, user != change.userID { continue }
            let bodyID = change.serviceBodyID != 0 ? change.serviceBodyID : bodyBefore != 0 ? bodyBefore : bodyAfter
            let details = LegacyChangeDetails.administrationDescription(
                type: change.type,
                before: before,
                after: after,
                catalog: catalog
            )
            rows.append(
                [
                    ("new_meeting", before == nil ? "1" : "0"), ("change_id", String(change.id)),
                    ("date_int", String(change.date)), ("date_string", Self.dateString(change.date)),
                    ("change_type", change.type), ("meeting_id", String(meetingID)),
                    ("meeting_name", LegacyStrings.oneLine((before ?? after)?.data["meeting_name"] ?? "")),
                ] + Self.author(change, bodyID: bodyID, catalog) + [
                    ("meeting_exists", catalog.meeting(id: meetingID) == nil ? "0" : "1"),
                    ("details", details),
                ]
            )
        }
        return .document(LegacyXML.Element("changes", children: LegacyXML.Element.rows(rows)), schema: "GetChanges")
    }

    /// `get_deleted_meetings`: each deleted meeting that does not exist now, once, from its newest deletion.
    func deletedMeetings(_ catalog: Catalog) -> LegacyXML.Answer {
        let filter = changeFilter(catalog)
        let observable = Rights(account, catalog).observe
        var seen = Set<Int>()
        var rows: [[(String, String)]] = []
        for change in meetingChanges(catalog, filter) where change.after == nil {
            guard let before = MeetingSnapshot.decode(change.before) else { continue }
            let meetingID = change.beforeID ?? 0
            let bodyBefore = Int(before[.serviceBodyID] ?? "") ?? 0
            guard observable.contains(bodyBefore), !seen.contains(meetingID), catalog.meeting(id: meetingID) == nil
            else { continue }
            seen.insert(meetingID)
            if let wanted = filter.meetingID, wanted != meetingID { continue }
            if let bodies = filter.serviceBodyIDs, !bodies.contains(bodyBefore), !bodies.contains(change.serviceBodyID)
            {
                continue
            }
            if let user = filter.userID, user != change.userID { continue }
            let bodyID = change.serviceBodyID != 0 ? change.serviceBodyID : bodyBefore
            rows.append(
                [("deletion_date_int", String(change.date)), ("deletion_date_string", Self.dateString(change.date))]
                    + Self.author(change, bodyID: bodyID, catalog) + [("meeting_id", String(meetingID))]
                    + Self.essentials(
                        data: before.data,
                        weekday: PHPText.intval(before[.weekday] ?? "-1"),
                        startTime: before[.startTime]
                    )
            )
        }
        return .document(
            LegacyXML.Element("meetings", children: LegacyXML.Element.rows(rows)),
            schema: "GetDeletedMeetings"
        )
    }

    /// Who made a change and where, as 2.x names them (`????` for what no longer exists).
    private static func author(_ change: Catalog.ChangeRecord, bodyID: Int, _ catalog: Catalog) -> [(String, String)] {
        [
            ("user_id", String(change.userID ?? 0)),
            ("user_name", catalog.users.first { $0.id == change.userID }?.name ?? "????"),
            ("service_body_id", String(bodyID)),
            ("service_body_name", catalog.serviceBody(id: bodyID)?.name ?? "????"),
        ]
    }
}
