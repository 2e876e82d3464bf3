import BMLT
import Foundation
import GRDB

/// The administration actions a 2.16.6 server answers in `json.php` and `xml.php` once a user is logged in
/// (`c_comdef_admin_xml_handler`), served in legacy mode.
///
/// Each action builds the XML the handler builds; ``LegacyXML`` serves it as XML or converts it to 2.x's JSON.
/// Permissions are 2.x's: a service body administrator edits the bodies they are principal of (and those below),
/// edits meetings of the bodies they are an editor of (and those below), and an observer observes those.
struct LegacyAdminActions {
    let store: LocalStore
    let account: Account
    let parameters: RequestParameters
    let now: Int
    /// The host without its port, as PHP's `SERVER_NAME`.
    let serverName: String
    /// The root server URL without a port, ending in `/`.
    let mainURL: String

    static let weekdayNames = ["All", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `service_body_types` of 2.x's English strings.
    static let serviceBodyTypeNames = [
        "GR": "Group", "CO": "Co-Op", "AS": "Area Service Committee", "RS": "Regional Service Conference",
        "WS": "World Service Conference", "MA": "Metro Area", "ZF": "Zonal Forum", "GS": "Group Service Unit",
        "LS": "Local Service Unit",
    ]

    /// Answers `admin_action` (already known to be present and not `login` or `logout`).
    func answer(_ action: String) throws -> LegacyXML.Answer {
        let catalog = try store.catalog()
        switch action.trimmingCharacters(in: .whitespaces).lowercased() {
        case "get_permissions": return permissions(catalog)
        case "get_user_info":
            return .document(
                LegacyXML.Element(
                    "user_info",
                    children: [
                        LegacyXML.Element(
                            "current_user",
                            [("id", String(account.id)), ("name", account.name), ("type", String(account.level))]
                        )
                    ]
                ),
                schema: "UserInfo"
            )
        case "get_service_body_info": return serviceBodyInfo(catalog)
        case "get_format_info": return formatInfo(catalog)
        case "get_field_templates": return fieldTemplates(catalog)
        case "get_meetings": return meetings(catalog)
        case "get_changes": return changes(catalog)
        case "get_deleted_meetings": return deletedMeetings(catalog)
        case "add_meeting": return try modify(meetingID: nil, catalog)
        case "modify_meeting":
            guard let id = positive("meeting_id") else { return .badAction }
            return try modify(meetingID: id, catalog)
        case "delete_meeting":
            guard let id = positive("meeting_id") else { return .badAction }
            return try delete(id, catalog)
        case "restore_deleted_meeting":
            guard let id = positive("meeting_id") else { return .badAction }
            return try restore(id, catalog)
        case "rollback_meeting_to_before_change":
            guard let id = positive("meeting_id"), let change = positive("change_id") else { return .badAction }
            return try rollback(id, toBefore: change, catalog)
        default: return .badAction
        }
    }

    private func positive(_ name: String) -> Int? {
        let value = PHPText.intval(parameters.string(name) ?? "")
        return value != 0 ? value : nil
    }

    // MARK: - Permissions

    /// The service bodies a user may edit, edit the meetings of, and observe (`c_comdef_service_body::UserCanEdit`,
    /// `UserCanEditMeetings`, `UserCanObserve`), worked out once per user.
    private struct Rights {
        let edit: Set<Int>
        let editMeetings: Set<Int>
        let observe: Set<Int>

        init(_ user: Account, _ catalog: Catalog) {
            let assigned = user.assignedServiceBodyIDs(catalog)
            edit = user.isServiceBodyAdmin ? user.adminServiceBodyIDs(catalog) : []
            editMeetings = user.isServiceBodyAdmin ? assigned : []
            observe = user.isServiceBodyAdmin || user.level == Account.Level.observer ? assigned : []
        }

        /// `get_permissions`' value: 3 edits the body, 2 edits its meetings, 1 observes it, 0 nothing.
        func permission(_ body: Int) -> Int {
            edit.contains(body) ? 3 : editMeetings.contains(body) ? 2 : observe.contains(body) ? 1 : 0
        }
    }

    /// `get_permissions`.
    private func permissions(_ catalog: Catalog) -> LegacyXML.Answer {
        let rights = Rights(account, catalog)
        let bodies = catalog.serviceBodies.compactMap { body -> LegacyXML.Element? in
            let permission = rights.permission(body.id)
            guard permission > 0 else { return nil }
            return LegacyXML.Element(
                "service_body",
                [("id", String(body.id)), ("name", body.name), ("permissions", String(permission))]
            )
        }
        return .document(LegacyXML.Element("permissions", children: bodies), schema: "AdminPermissions")
    }

    // MARK: - Service bodies, formats and field templates

    /// `get_service_body_info`: the bodies as a tree (or each once with `flat`), with their editors.
    private func serviceBodyInfo(_ catalog: Catalog) -> LegacyXML.Answer {
        let flat = parameters.has("flat")
        let asked = parameters.integers("sb_id", splitsCommas: false).filter { $0 != 0 }
        let ids =
            asked.isEmpty
            ? catalog.serviceBodies.filter { flat || $0.parentID.flatMap(catalog.serviceBody(id:)) == nil }.map(\.id)
            : asked
        let rights = Rights(account, catalog)
        let users = catalog.users.filter {
            $0.level == Account.Level.serviceBodyAdmin || $0.level == Account.Level.observer
        }
        .sorted { $0.id < $1.id }
        .map { user in
            let account = Account(id: user.id, level: user.level, name: user.name, ownerID: user.ownerID)
            return (account: account, rights: Rights(account, catalog))
        }
        var handled = Set<Int>()
        func element(_ id: Int) -> LegacyXML.Element? {
            guard handled.insert(id).inserted, let body = catalog.serviceBody(id: id) else { return nil }
            var children: [LegacyXML.Element] = [
                LegacyXML.Element("service_body_type", text: Self.serviceBodyTypeNames[body.type ?? ""] ?? "")
            ]
            func add(_ name: String, _ value: String?) {
                if let value, !value.isEmpty { children.append(LegacyXML.Element(name, text: value)) }
            }
            add("description", body.description)
            add("uri", body.url)
            add("helpline", body.helpline)
            if let parent = body.parentID.flatMap(catalog.serviceBody(id:)) {
                children.append(
                    LegacyXML.Element(
                        "parent_service_body",
                        [("id", String(parent.id)), ("type", parent.type ?? "")],
                        text: parent.name
                    )
                )
            }
            if rights.edit.contains(body.id) { add("contact_email", body.email) }
            let direct = Account.editorIDs(body.editors)
            func editor(_ user: Account) -> LegacyXML.Element {
                let type =
                    direct.contains(user.id) ? "direct" : user.id == body.principalUserID ? "principal" : "inherit"
                return LegacyXML.Element(
                    "editor",
                    [("id", String(user.id)), ("admin_type", type), ("admin_name", user.name)]
                )
            }
            var groups: [(String, [LegacyXML.Element])] = [
                ("service_body_editors", []), ("meeting_list_editors", []), ("observers", []),
            ]
            for user in users {
                // service_body_editors for 3, meeting_list_editors for 2, observers for 1.
                let permission = user.rights.permission(body.id)
                if permission > 0 { groups[3 - permission].1.append(editor(user.account)) }
            }
            children.append(
                LegacyXML.Element(
                    "editors",
                    children: groups.filter { !$0.1.isEmpty }.map { LegacyXML.Element($0.0, children: $0.1) }
                )
            )
            let below = catalog.serviceBodies.filter { $0.parentID == body.id }
            if !below.isEmpty {
                if flat {
                    children.append(
                        LegacyXML.Element(
                            "children",
                            children: below.map {
                                LegacyXML.Element(
                                    "child_service_body",
                                    [("id", String($0.id)), ("type", $0.type ?? "")],
                                    text: $0.name
                                )
                            }
                        )
                    )
                } else {
                    children.append(LegacyXML.Element("service_bodies", children: below.compactMap { element($0.id) }))
                }
            }
            return LegacyXML.Element(
                "service_body",
                [("id", String(body.id)), ("name", body.name), ("type", body.type ?? "")],
                children: children
            )
        }
        return .document(
            LegacyXML.Element("service_bodies", children: ids.compactMap(element)),
            schema: "HierServiceBodies"
        )
    }

    /// `get_format_info`: every format of a language (`lang`, else the server's), or those of `format_id`.
    private func formatInfo(_ catalog: Catalog) -> LegacyXML.Answer {
        let asked = Set(parameters.integers("format_id", splitsCommas: false).filter { $0 != 0 })
        let language = parameters.string("lang")?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        let lang = language.isEmpty ? catalog.settings.language : language
        let used = Set(catalog.meetings.flatMap(\.formatIDs))
        let formats = catalog.formats.filter { $0.language == lang && (asked.isEmpty || asked.contains($0.sharedID)) }
            .sorted { $0.sharedID < $1.sharedID }
        let rows = formats.enumerated().map { index, format in
            var children = [
                LegacyXML.Element("key_string", text: format.key ?? ""),
                LegacyXML.Element("name_string", text: format.name ?? ""),
                LegacyXML.Element("description_string", text: format.description ?? ""),
                LegacyXML.Element("lang", text: lang),
                LegacyXML.Element("id", text: String(format.sharedID)),
            ]
            if let world = format.worldID?.trimmingCharacters(in: .whitespaces), !world.isEmpty {
                children.append(LegacyXML.Element("world_id", text: world))
            }
            if used.contains(format.sharedID) {
                children.append(LegacyXML.Element("format_used_in_database", text: "1"))
            }
            return LegacyXML.Element("row", [("sequence_index", String(index))], children: children)
        }
        return .document(LegacyXML.Element("formats", children: rows), schema: "GetFormats")
    }

    /// The main-table fields every meeting has, with 2.x's English prompts and visibility.
    static let mainFieldTemplates: [(key: String, prompt: String, visibility: Int)] = [
        ("id_bigint", "ID", 0), ("worldid_mixed", "World ID", 0), ("shared_group_id_bigint", "Unused", 0),
        ("service_body_bigint", "Service Body ID", 0), ("weekday_tinyint", "Weekday", 0),
        ("venue_type", "Venue Type", 0), ("start_time", "Start Time", 0), ("duration_time", "Duration", 0),
        ("time_zone", "Time Zone", 0), ("formats", "Formats", 0), ("lang_enum", "Language", 0),
        ("longitude", "Longitude", 0), ("latitude", "Latitude", 0), ("published", "Published", 0),
        ("email_contact", "Email Contact", 1),
    ]

    /// The data templates of 2.x (no admin notes), in the server's language.
    private func dataTemplates(_ catalog: Catalog) -> [Catalog.Template] {
        catalog.dataTemplates(language: catalog.settings.language).filter { $0.key != "admin_notes" }
    }

    /// `get_field_templates`: the fields a meeting can have.
    private func fieldTemplates(_ catalog: Catalog) -> LegacyXML.Answer {
        let language = catalog.settings.language
        let fields =
            Self.mainFieldTemplates.map { ($0.key, $0.prompt, language, $0.visibility) }
            + dataTemplates(catalog).map { ($0.key, $0.prompt, $0.language, $0.visibility ?? 0) }
        return .document(
            LegacyXML.Element(
                "field_templates",
                children: fields.map { key, prompt, language, visibility in
                    LegacyXML.Element(
                        "field_template",
                        children: [
                            LegacyXML.Element("key", text: key), LegacyXML.Element("field_prompt", text: prompt),
                            LegacyXML.Element("lang_enum", text: language),
                            LegacyXML.Element("visibility", text: String(visibility)),
                        ]
                    )
                }
            ),
            schema: "FieldTemplates"
        )
    }

    // MARK: - Meetings

    /// `get_meetings`: a search with GetSearchResults' parameters as 2.x's CSV columns, hidden fields shown for the
    /// bodies the user observes. A `data_field_key` always answers nothing: 2.16.6 reads an undefined variable there.
    private func meetings(_ catalog: Catalog) -> LegacyXML.Answer {
        var rows: [[(String, String)]] = []
        if (parameters.string("data_field_key") ?? "").isEmpty {
            if case .hits(let hits) = MeetingSearch(catalog: catalog, mode: .legacy, parameters: parameters).run() {
                let renderer = ReadRenderer(
                    catalog: catalog,
                    mode: .legacy,
                    rootServerURI: String(mainURL.dropLast()),
                    viewer: Viewer(serviceBodyIDs: Rights(account, catalog).observe)
                )
                let formatsByID = catalog.formatsByID(
                    language: parameters.string("lang_enum") ?? catalog.settings.language
                )
                let templates = renderer.templates
                rows = hits.map { renderer.members($0, formatsByID: formatsByID, templates: templates, selection: nil) }
            }
        }
        return .document(
            LegacyXML.Element("meetings", children: LegacyXML.Element.rows(rows)),
            schema: "GetSearchResults"
        )
    }

    /// The essentials of a meeting after a restore or a rollback (`get_meeting_data`).
    private func meetingData(_ id: Int) throws -> LegacyXML.Answer {
        guard let meeting = try store.catalog().meeting(id: id) else {
            return .error("PROGRAM ERROR (MEETING FETCH FAILED)")
        }
        let row =
            [("meeting_id", String(meeting.id))]
            + Self.essentials(data: meeting.data, weekday: meeting.weekday ?? -1, startTime: meeting.startTime)
        return .document(
            LegacyXML.Element("meeting", children: LegacyXML.Element.rows([row])),
            schema: "RestoreDeletedMeeting"
        )
    }

    /// The name, day, time and place columns 2.x lists for a meeting; `weekday` as stored (0 = Sunday).
    private static func essentials(data: [String: String], weekday: Int, startTime: String?) -> [(String, String)] {
        let day = weekday + 1
        func clean(_ key: String) -> String { oneLine(data[key] ?? "") }
        return [
            ("meeting_name", clean("meeting_name")), ("weekday_tinyint", day > 0 ? String(day) : ""),
            ("weekday_name", weekdayNames.indices.contains(day) ? weekdayNames[day] : ""),
            ("start_time", startTime ?? ""), ("location_city_subsection", clean("location_city_subsection")),
            ("location_municipality", clean("location_municipality")),
            ("location_province", clean("location_province")),
        ]
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

    /// How 2.x puts a value into a CSV cell: line breaks as spaces, double quotes as single quotes.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\"", with: "'")
    }

    // MARK: - Change records

    /// The filters `get_changes` and `get_deleted_meetings` share.
    private struct ChangeFilter {
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
    private func meetingChanges(_ catalog: Catalog, _ filter: ChangeFilter) -> [Catalog.ChangeRecord] {
        let matching = catalog.changes.filter { change in
            guard change.objectClass == ChangeLog.ObjectClass.meeting.rawValue else { return false }
            if let start = filter.start, change.date < start { return false }
            if let end = filter.end, change.date > end { return false }
            return true
        }
        return ChangeFeed.newestFirst(matching, mode: .legacy)
    }

    /// `date("Y-m-d H:m:s")`: 2.x writes the month where the minutes belong.
    static func dateString(_ unixTime: Int) -> String {
        ChangeFeed.utcDate(unixTime, format: "yyyy-MM-dd HH:MM:ss")
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
    private func changes(_ catalog: Catalog) -> LegacyXML.Answer {
        let filter = changeFilter(catalog)
        var rows: [[(String, String)]] = []
        for change in meetingChanges(catalog, filter) {
            let before = MeetingSnapshot.decode(change.before)
            let after = MeetingSnapshot.decode(change.after)
            let meetingID = change.beforeID ?? change.afterID ?? 0
            if let wanted = filter.meetingID, wanted != meetingID { continue }
            let bodyBefore = before.flatMap { Int($0.main["service_body_bigint"] ?? "") } ?? 0
            let bodyAfter = after.flatMap { Int($0.main["service_body_bigint"] ?? "") } ?? 0
            if let bodies = filter.serviceBodyIDs,
                ![bodyAfter, bodyBefore, change.serviceBodyID].contains(where: bodies.contains)
            {
                continue
            }
            if let user = filter.userID, user != change.userID { continue }
            let bodyID = change.serviceBodyID != 0 ? change.serviceBodyID : bodyBefore != 0 ? bodyBefore : bodyAfter
            let details = ChangeDetails.describe(type: change.type, before: before, after: after, catalog: catalog)
            rows.append(
                [
                    ("new_meeting", before == nil ? "1" : "0"), ("change_id", String(change.id)),
                    ("date_int", String(change.date)), ("date_string", Self.dateString(change.date)),
                    ("change_type", change.type), ("meeting_id", String(meetingID)),
                    ("meeting_name", Self.oneLine((before ?? after)?.data["meeting_name"] ?? "")),
                ] + Self.author(change, bodyID: bodyID, catalog) + [
                    ("meeting_exists", catalog.meeting(id: meetingID) == nil ? "0" : "1"),
                    (
                        "details",
                        details.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
                    ),
                ]
            )
        }
        return .document(LegacyXML.Element("changes", children: LegacyXML.Element.rows(rows)), schema: "GetChanges")
    }

    /// `get_deleted_meetings`: each deleted meeting that does not exist now, once, from its newest deletion.
    private func deletedMeetings(_ catalog: Catalog) -> LegacyXML.Answer {
        let filter = changeFilter(catalog)
        let observable = Rights(account, catalog).observe
        var seen = Set<Int>()
        var rows: [[(String, String)]] = []
        for change in meetingChanges(catalog, filter) where change.after == nil {
            guard let before = MeetingSnapshot.decode(change.before) else { continue }
            let meetingID = change.beforeID ?? 0
            let bodyBefore = Int(before.main["service_body_bigint"] ?? "") ?? 0
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
                        weekday: PHPText.intval(before.main["weekday_tinyint"] ?? "-1"),
                        startTime: before.main["start_time"]
                    )
            )
        }
        return .document(
            LegacyXML.Element("meetings", children: LegacyXML.Element.rows(rows)),
            schema: "GetDeletedMeetings"
        )
    }

    // MARK: - Writes

    /// PHP's truth of a value: neither absent, empty nor `0`.
    private static func isTruthy(_ value: String?) -> Bool {
        guard let value else { return false }
        return !value.isEmpty && value != "0"
    }

    /// `modify_meeting` and `add_meeting` (`process_meeting_modify`): each `meeting_field[]=key,value` applied in
    /// turn and the meeting saved; the answer lists the fields that changed. A new meeting starts on Sunday at
    /// 20:30, unpublished, in the one body the user edits meetings of (or `service_body_id` when there are several).
    private func modify(meetingID: Int?, _ catalog: Catalog) throws -> LegacyXML.Answer {
        let settings = catalog.settings
        let editable = catalog.serviceBodies.map(\.id).filter(Rights(account, catalog).editMeetings.contains)
        let fields = parameters.list("meeting_field", splitsCommas: false)
        var snapshot: MeetingSnapshot
        let isNew = meetingID == nil
        if let meetingID {
            // 2.16.6 fails with a PHP error on an id that does not exist.
            guard let meeting = catalog.meeting(id: meetingID) else { return .fatal }
            guard editable.contains(meeting.serviceBodyID) else { return .notAuthorized }
            snapshot = MeetingSnapshot(meeting)
        } else {
            guard !editable.isEmpty else { return .notAuthorized }
            var bodyID = editable[0]
            if editable.count > 1 {
                let fromField = fields.first { $0.hasPrefix("service_body_bigint,") }.map {
                    PHPText.intval(String($0.dropFirst("service_body_bigint,".count)))
                }
                bodyID = positive("service_body_id") ?? fromField ?? 0
            }
            guard bodyID != 0, catalog.serviceBody(id: bodyID) != nil else { return .failure }
            guard editable.contains(bodyID) else { return .notAuthorized }
            snapshot = MeetingSnapshot(
                main: [
                    "service_body_bigint": String(bodyID), "weekday_tinyint": "0", "start_time": "20:30:00",
                    "duration_time": settings.defaultDurationTime, "lang_enum": settings.language, "published": "0",
                    "longitude": PHPNumber.string(settings.searchSpecMapCenterLongitude),
                    "latitude": PHPNumber.string(settings.searchSpecMapCenterLatitude),
                ],
                data: [:]
            )
        }
        let created = snapshot
        let keys = Set(Self.mainFieldTemplates.map(\.key) + dataTemplates(catalog).map(\.key))
        var reported: [LegacyXML.Element] = []
        for field in fields {
            let pair = field.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let key = pair[0]
            var value: String? = pair.count > 1 ? pair[1] : ""
            if let marker = value?.range(of: "##-##"), marker.lowerBound != value?.startIndex {
                value = value?.components(separatedBy: "##-##").last
            }
            guard keys.contains(key) else { continue }
            var old: String?
            switch key {
            case "id_bigint", "lang_enum":
                value = nil
            case "venue_type":
                // 2.16.6 has no case for it: it becomes meeting data, an array that MySQL refuses for the column when
                // the meeting is saved, and PHP stops with a fatal error. Nothing is saved.
                return .fatal
            case "service_body_bigint":
                let before = Int(snapshot.main[key] ?? "") ?? 0
                let after = PHPText.intval(value ?? "")
                guard editable.contains(before), editable.contains(after) else { return .notAuthorized }
                old = String(before)
                snapshot.main[key] = String(after)
            case "published":
                if isNew {
                    old = "0"
                    value = "0"
                } else {
                    old = snapshot.main[key] == "1" ? "1" : ""
                    snapshot.main[key] = PHPText.intval(value ?? "") != 0 ? "1" : "0"
                }
            case "weekday_tinyint":
                let day = PHPText.intval(value ?? "")
                guard (1...7).contains(day) else { continue }
                old = snapshot.main[key].map { String(PHPText.intval($0) + 1) }
                snapshot.main[key] = String(day - 1)
            case "longitude", "latitude":
                let number = PHPText.floatval(value ?? "")
                guard number != 0 else { continue }
                old = snapshot.main[key]
                snapshot.main[key] = PHPNumber.string(number)
            case "formats":
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
            case "email_contact":
                // `SetEmailContact(intval($value))`: an address is stored as 0, which reads as nothing; the answer
                // still reports the address as the new value.
                old = snapshot.main[key]
                let number = PHPText.intval(value ?? "")
                snapshot.main[key] = number == 0 ? nil : String(number)
            case "worldid_mixed", "start_time", "duration_time", "time_zone":
                old = snapshot.main[key]
                snapshot.main[key] = (value ?? "").isEmpty ? nil : value
            default:
                if key == "meeting_name", !Self.isTruthy(value) { value = "NA Meeting" }
                old = snapshot.data[key]
                snapshot.data[key] = (value ?? "").isEmpty ? nil : value
            }
            // Only changes are reported, and a new meeting has no old values.
            guard !(isNew && !Self.isTruthy(value)), Self.isTruthy(old) || Self.isTruthy(value),
                !PHPText.looselyEqual(old ?? "", value ?? "")
            else { continue }
            var values: [LegacyXML.Element] = []
            if !isNew, Self.isTruthy(old) { values.append(LegacyXML.Element("oldValue", text: old)) }
            if Self.isTruthy(value) { values.append(LegacyXML.Element("newValue", text: value)) }
            if !values.isEmpty { reported.append(LegacyXML.Element("field", [("key", key)], children: values)) }
        }
        let context = MeetingEndpoints.Context(catalog)
        let final = snapshot
        let id = try store.write { db -> Int in
            var final = final
            if isNew {
                try db.execute(
                    sql: "INSERT INTO meetings (service_body_bigint, lang_enum, published) VALUES (?, ?, 0)",
                    arguments: [final.main["service_body_bigint"], final.main["lang_enum"]]
                )
                let id = String(db.lastInsertedRowID)
                // As 2.x's AddNewMeeting: a creation record with the data values, then a change for the rest.
                var initial = created
                initial.main["id_bigint"] = id
                initial.data = final.data
                try save(initial, db, context, creates: true)
                final.main["id_bigint"] = id
            }
            try save(final, db, context, recordsUnchanged: !isNew)
            return Int(final.main["id_bigint"] ?? "") ?? 0
        }
        return .document(
            LegacyXML.Element(
                "changeResponse",
                children: [
                    LegacyXML.Element(isNew ? "newMeeting" : "changeMeeting", [("id", String(id))], children: reported)
                ]
            ),
            schema: "ChangeResponse"
        )
    }

    private func changeLog(_ db: Database) -> ChangeLog { ChangeLog(db: db, userID: account.id, now: now) }

    /// Stores a meeting's new state and records the change from what was stored (from nothing when it `creates`).
    private func save(
        _ snapshot: MeetingSnapshot,
        _ db: Database,
        _ context: MeetingEndpoints.Context,
        creates: Bool = false,
        recordsUnchanged: Bool = false,
        isRollback: Bool = false
    ) throws {
        let id = Int(snapshot.main["id_bigint"] ?? "") ?? 0
        let before = creates ? nil : try MeetingSnapshot.load(id, in: db)
        try snapshot.save(in: db, context)
        try changeLog(db).meeting(
            before: before,
            after: try MeetingSnapshot.load(id, in: db),
            recordsUnchanged: recordsUnchanged,
            isRollback: isRollback
        )
    }

    /// `delete_meeting`.
    private func delete(_ id: Int, _ catalog: Catalog) throws -> LegacyXML.Answer {
        guard let meeting = catalog.meeting(id: id) else { return .failure }
        guard Rights(account, catalog).editMeetings.contains(meeting.serviceBodyID) else { return .notAuthorized }
        try store.write { db in try MeetingEndpoints.delete(id, in: db, log: changeLog(db)) }
        let weekday = (meeting.weekday ?? -1) + 1
        return .document(
            LegacyXML.Element(
                "deletedMeeting",
                [("id", String(id))],
                children: [
                    LegacyXML.Element("meetingId", text: String(id)), LegacyXML.Element("meeting_id", text: String(id)),
                    LegacyXML.Element("meetingName", text: Self.oneLine(meeting.data["meeting_name"] ?? "")),
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
    private func restore(_ id: Int, _ catalog: Catalog) throws -> LegacyXML.Answer {
        let records = meetingChanges(catalog, ChangeFilter()).filter { $0.beforeID == id || $0.afterID == id }
        guard !records.isEmpty else { return .error("NO MEETING AVAILABLE") }
        let editable = Rights(account, catalog).editMeetings
        let context = MeetingEndpoints.Context(catalog)
        // The answer is that of the last deletion record, as 2.x overwrites it for each.
        let last = try store.write { db -> LegacyXML.Answer? in
            var last: LegacyXML.Answer? = .nothing
            for record in records where record.after == nil {
                guard var snapshot = MeetingSnapshot.decode(record.before) else {
                    return .error("PROGRAM ERROR (NO VALID CHANGE RECORD)")
                }
                guard editable.contains(Int(snapshot.main["service_body_bigint"] ?? "") ?? 0) else {
                    last = .notAuthorized
                    continue
                }
                snapshot.main["published"] = "0"
                try save(snapshot, db, context)
                last = nil
            }
            return last
        }
        return try last ?? meetingData(id)
    }

    /// `rollback_meeting_to_before_change`: the meeting as the change found it.
    private func rollback(_ id: Int, toBefore changeID: Int, _ catalog: Catalog) throws -> LegacyXML.Answer {
        let failed = LegacyXML.Answer.error("PROGRAM ERROR (ROLLBACK FAILED)")
        guard
            let record = catalog.changes.first(where: {
                $0.id == changeID && $0.objectClass == ChangeLog.ObjectClass.meeting.rawValue
                    && ($0.beforeID == id || $0.afterID == id)
            }),
            let snapshot = MeetingSnapshot.decode(record.before), let current = catalog.meeting(id: id),
            case let editable = Rights(account, catalog).editMeetings, editable.contains(current.serviceBodyID),
            editable.contains(Int(snapshot.main["service_body_bigint"] ?? "") ?? 0)
        else { return failed }
        try store.write { db in try save(snapshot, db, MeetingEndpoints.Context(catalog), isRollback: true) }
        return try meetingData(id)
    }
}
