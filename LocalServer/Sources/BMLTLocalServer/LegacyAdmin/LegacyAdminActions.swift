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
    let data: StoreTransaction
    let account: Account
    let parameters: RequestParameters
    let now: Int
    /// The host without its port, as PHP's `SERVER_NAME`.
    let serverName: String
    /// The root server URL without a port, ending in `/`.
    let mainURL: String

    /// `service_body_types` of 2.x's English strings.
    static let serviceBodyTypeNames = [
        "GR": "Group", "CO": "Co-Op", "AS": "Area Service Committee", "RS": "Regional Service Conference",
        "WS": "World Service Conference", "MA": "Metro Area", "ZF": "Zonal Forum", "GS": "Group Service Unit",
        "LS": "Local Service Unit",
    ]

    /// The actions that change data.
    private static let writingActions: Set<String> = [
        "add_meeting", "modify_meeting", "delete_meeting", "restore_deleted_meeting",
        "rollback_meeting_to_before_change",
    ]

    /// Whether an action changes data.
    static func writes(_ action: String) -> Bool {
        writingActions.contains(normalized(action))
    }

    /// An action's name as the handler compares it.
    private static func normalized(_ action: String) -> String {
        action.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Answers `admin_action` (already known to be present and not `login` or `logout`).
    func answer(_ action: String) throws -> LegacyXML.Answer {
        let catalog = try data.catalog()
        switch Self.normalized(action) {
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

    func positive(_ name: String) -> Int? {
        let value = PHPText.intval(parameters.string(name) ?? "")
        return value != 0 ? value : nil
    }

    // MARK: - Permissions

    /// The service bodies a user may edit, edit the meetings of, and observe (`c_comdef_service_body::UserCanEdit`,
    /// `UserCanEditMeetings`, `UserCanObserve`), worked out once per user.
    struct Rights {
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
    static let mainFieldTemplates: [(column: MeetingColumn, prompt: String, visibility: Int)] = [
        (.id, "ID", 0), (.worldID, "World ID", 0), (.sharedGroupID, "Unused", 0),
        (.serviceBodyID, "Service Body ID", 0), (.weekday, "Weekday", 0),
        (.venueType, "Venue Type", 0), (.startTime, "Start Time", 0), (.duration, "Duration", 0),
        (.timeZone, "Time Zone", 0), (.formats, "Formats", 0), (.language, "Language", 0),
        (.longitude, "Longitude", 0), (.latitude, "Latitude", 0), (.published, "Published", 0),
        (.emailContact, "Email Contact", 1),
    ]

    /// The data templates of 2.x (no admin notes), in the server's language.
    func dataTemplates(_ catalog: Catalog) -> [Catalog.Template] {
        catalog.dataTemplates(language: catalog.settings.language).filter { $0.key != "admin_notes" }
    }

    /// `get_field_templates`: the fields a meeting can have.
    private func fieldTemplates(_ catalog: Catalog) -> LegacyXML.Answer {
        let language = catalog.settings.language
        let fields =
            Self.mainFieldTemplates.map { ($0.column.name, $0.prompt, language, $0.visibility) }
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
            if let hits = try? LegacyMeetingSearch(catalog: catalog, parameters: parameters, isLoggedIn: true).run() {
                let context = RenderContext(
                    catalog: catalog,
                    flavour: .legacy,
                    rootServerURI: String(mainURL.dropLast()),
                    viewer: Viewer(serviceBodyIDs: Rights(account, catalog).observe)
                )
                let formatsByID = catalog.formatsByID(
                    language: parameters.string("lang_enum") ?? catalog.settings.language
                )
                let templates = context.templates
                rows = hits.map { context.members($0, formatsByID: formatsByID, templates: templates, selection: nil) }
            }
        }
        return .document(
            LegacyXML.Element("meetings", children: LegacyXML.Element.rows(rows)),
            schema: "GetSearchResults"
        )
    }

    /// The essentials of a meeting after a restore or a rollback (`get_meeting_data`).
    func meetingData(_ id: Int) throws -> LegacyXML.Answer {
        guard let meeting = try data.catalog().meeting(id: id) else {
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
    static func essentials(data: [String: String], weekday: Int, startTime: String?) -> [(String, String)] {
        let day = weekday + 1
        func clean(_ key: String) -> String { LegacyStrings.oneLine(data[key] ?? "") }
        return [
            ("meeting_name", clean("meeting_name")), (MeetingColumn.weekday.name, day > 0 ? String(day) : ""),
            ("weekday_name", LegacyStrings.weekdayNames.indices.contains(day) ? LegacyStrings.weekdayNames[day] : ""),
            (MeetingColumn.startTime.name, startTime ?? ""),
            ("location_city_subsection", clean("location_city_subsection")),
            ("location_municipality", clean("location_municipality")),
            ("location_province", clean("location_province")),
        ]
    }
}
