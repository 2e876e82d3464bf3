@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// `meetings` and `meetings/{id}/changes` (`MeetingController`, `MeetingPolicy`, `MeetingResource`,
/// `MeetingChangeController`).
struct MeetingEndpoints: AdminResource {
    let call: AdminAPI.Call
    private var account: Account { call.account }

    /// `MeetingData::STOCK_FIELDS`: every other template key is a custom field.
    static let stockFields: Set<String> = [
        "contact_phone_2", "contact_email_1", "contact_phone_1", "contact_email_2", "contact_name_1", "contact_name_2",
        "comments", "virtual_meeting_additional_info", "location_city_subsection", "virtual_meeting_link",
        "phone_meeting_number", "location_nation", "location_postal_code_1", "location_province",
        "location_sub_province", "location_municipality", "location_neighborhood", "location_street", "location_info",
        "location_text", "meeting_name", "bus_lines", "train_lines", "admin_notes",
    ]
    /// `VenueTypeLocation::FIELDS`.
    static let locationFields = [
        "location_street", "location_municipality", "location_province", "location_postal_code_1",
        "phone_meeting_number", "virtual_meeting_link",
    ]

    /// What the resource and the validation need to know about templates and formats.
    struct Context {
        /// Template keys, once each, in the order the server reads them (`getDataTemplates`).
        var templates: [FieldTemplate]
        var customFields: [String]
        var formatIDs: Set<Int>
        /// The shared ids of VM, HY and TC.
        var virtualID: Int?
        var hybridID: Int?
        var temporarilyClosedID: Int?

        init(_ catalog: Catalog) {
            var seen: Set<String> = []
            templates = []
            for template in catalog.templates where seen.insert(template.key).inserted { templates.append(template) }
            customFields = templates.map(\.key).filter { !MeetingEndpoints.stockFields.contains($0) }
            formatIDs = Set(catalog.formats.map(\.sharedID))
            func english(_ key: String) -> Int? {
                catalog.formats.first { $0.language == "en" && $0.key == key }?.sharedID
            }
            virtualID = english("VM")
            hybridID = english("HY")
            temporarilyClosedID = english("TC")
        }

        var hiddenFormatIDs: [Int] { [virtualID, hybridID, temporarilyClosedID].compactMap { $0 } }
        /// Stock data fields other than the name, in template order.
        var stockDataFields: [String] {
            templates.map(\.key).filter { $0 != "meeting_name" && !customFields.contains($0) }
        }
    }

    /// `MeetingResource`.
    static func json(_ meeting: Catalog.Meeting, _ context: Context) -> JSONValue {
        func value(_ key: String) -> JSONValue {
            guard let text = meeting.data[key], text != "", text != "0" else { return .null }
            return .string(text)
        }
        // The stored ids that name a format, sorted, repeats kept (the real 4.x answers "17,8,13,8" as [8,8,13,17]).
        let formatIDs = meeting.formatIDs.filter(context.formatIDs.contains).sorted()
        var members: [(key: String, value: JSONValue)] = [
            ("id", .integer(orNull: meeting.id)), ("serviceBodyId", .integer(orNull: meeting.serviceBodyID)),
            ("formatIds", .list(formatIDs.filter { !context.hiddenFormatIDs.contains($0) })),
            ("venueType", .integer(orNull: meeting.venueType)),
            (
                "temporarilyVirtual",
                .bool(meeting.venueType == 2 && context.temporarilyClosedID.map(formatIDs.contains) == true)
            ),
            ("day", .integer(orNull: meeting.weekday)),
            ("startTime", .string(orNull: meeting.startTime.map(hourMinute))),
            ("duration", .string(orNull: meeting.durationTime.map(hourMinute))),
            ("timeZone", .string(orNull: meeting.timeZone.flatMap { $0.isEmpty ? nil : $0 })),
            ("latitude", .real(meeting.latitude)), ("longitude", .real(meeting.longitude)),
            ("published", .bool(meeting.published == 1)),
            ("email", .string(orNull: meeting.emailContact.flatMap { $0.isEmpty ? nil : $0 })),
            ("worldId", .string(orNull: meeting.worldID.flatMap { $0.isEmpty ? nil : $0 })),
            ("name", value("meeting_name")),
        ]
        for key in context.stockDataFields { members.append((key, value(key))) }
        members.append(("customFields", .object(JSONObject(context.customFields.map { ($0, value($0)) }))))
        return .object(JSONObject(members))
    }

    /// `HH:MM:SS` (or `HH:MM`) as `HH:MM`.
    static func hourMinute(_ time: String) -> String {
        let parts = time.split(separator: ":")
        guard parts.count >= 2 else { return time }
        return parts[0...1].joined(separator: ":")
    }

    func find(_ id: Int) throws -> Catalog.Meeting {
        guard let meeting = try call.catalog().meeting(id: id) else { throw AdminFailure.notFound() }
        return meeting
    }

    func show(_ meeting: Catalog.Meeting) throws -> LocalResponse {
        let catalog = try call.catalog()
        if !account.isAdmin, !account.assignedServiceBodyIDs(catalog).contains(meeting.serviceBodyID) {
            throw AdminFailure.forbidden()
        }
        return .admin(Self.json(meeting, Context(catalog)))
    }

    func update(_ meeting: Catalog.Meeting, partial: Bool) throws -> LocalResponse {
        let catalog = try call.catalog()
        try authorizeWrite(serviceBodyID: meeting.serviceBodyID, catalog)
        return try update(meeting, catalog, partial: partial)
    }

    /// `MeetingRepository::delete`: the meeting, its data, and a delete record.
    func destroy(_ meeting: Catalog.Meeting) throws -> LocalResponse {
        try authorizeWrite(serviceBodyID: meeting.serviceBodyID, try call.catalog())
        try call.data.write { db in
            try ChangeLog(db: db, userID: account.id, now: call.now).deleteMeeting(meeting.id)
        }
        return .noContent
    }

    func index() throws -> LocalResponse { try index(call.catalog()) }

    func store() throws -> LocalResponse { try store(call.catalog()) }

    /// `GET meetings/{id}/changes`: the meeting's change records, newest first, described.
    func changes(id: Int) throws -> LocalResponse {
        let catalog = try call.catalog()
        guard let meeting = catalog.meeting(id: id) else { throw AdminFailure.notFound() }
        try account.requireActive()
        if !account.isAdmin, !account.assignedServiceBodyIDs(catalog).contains(meeting.serviceBodyID) {
            throw AdminFailure.forbidden()
        }
        let records = catalog.changes
            .filter { $0.objectClass == "c_comdef_meeting" && ($0.beforeID == id || $0.afterID == id) }
            .sorted { ($0.date, $0.id) > ($1.date, $1.id) }
        let items: [JSONValue] = records.map { change in
            let before = MeetingSnapshot.decode(change.before)
            let after = MeetingSnapshot.decode(change.after)
            let details = ChangeDetails.details(
                type: change.type,
                before: before,
                after: after,
                catalog: catalog,
                ignoresVisibility: true
            )
            return .object(
                JSONObject([
                    (
                        "dateString",
                        .string(ChangeFeed.dateString(change.date))
                    ),
                    (
                        "userName",
                        .string(change.userID.flatMap { id in catalog.users.first { $0.id == id }?.name } ?? "")
                    ),
                    ("serviceBodyName", .string(catalog.serviceBody(id: change.serviceBodyID)?.name ?? "")),
                    ("details", .array(details.map(JSONValue.string))),
                ])
            )
        }
        return .admin(.array(items))
    }

    /// `MeetingPolicy::update`/`delete`, and `create` with the body named in the input.
    private func authorizeWrite(serviceBodyID: Int?, _ catalog: Catalog) throws {
        if account.isAdmin { return }
        guard account.isServiceBodyAdmin, let serviceBodyID,
            account.assignedServiceBodyIDs(catalog).contains(serviceBodyID)
        else { throw AdminFailure.forbidden() }
    }

    private func index(_ catalog: Catalog) throws -> LocalResponse {
        var validator = Validator(call.input.merging(query: call.query))
        // spatie/laravel-validation-rules' `Delimited`: a string's comma-separated items, trimmed and the empty ones
        // dropped, each checked as a field of its own (the first failure's message), then no repeats.
        func delimited(_ field: String, days: Bool = false, exists: ((Int) -> Bool)? = nil) {
            validator.check(
                field,
                [
                    .custom(implicit: false) { value in
                        guard let text = value?.phpString else { return "\(field) must be a string" }
                        let items = text.trimmingWhitespace.split(separator: ",").map { String($0).trimmingWhitespace }
                        for item in items where !item.isEmpty {
                            guard let number = JSONValue.string(item).strictInt, PHPText.isCanonicalInteger(item) else {
                                return "The :attribute must be an integer."
                            }
                            if days, !(0...6).contains(number) { return "The :attribute must be between 0 and 6." }
                            if let exists, !exists(number) { return "The selected :attribute is invalid." }
                        }
                        return Set(items).count == items.count ? nil : "You may not specify duplicates."
                    }
                ]
            )
        }
        delimited("meetingIds")
        delimited("days", days: true)
        delimited("serviceBodyIds") { id in catalog.serviceBody(id: id) != nil }
        validator.check("searchString", [.string, .min(3)])
        try validator.validate()
        // `!empty($validated[…]) ? array_map(intval, explode(',', …)) : null`: "0", like "", is PHP's empty, no filter.
        func list(_ name: String) -> Set<Int>? {
            guard let text = call.query.string(name)?.trimmingWhitespace, PHPText.isTruthy(text) else { return nil }
            return Set(text.split(separator: ",", omittingEmptySubsequences: false).map { PHPText.intval(String($0)) })
        }
        let ids = list("meetingIds")
        let days = list("days")
        var bodies = list("serviceBodyIds")
        if !account.isAdmin {
            let allowed = account.assignedServiceBodyIDs(catalog)
            bodies = bodies.map { $0.intersection(allowed) } ?? allowed
        }
        var meetings = catalog.meetings.filter { meeting in
            if let ids, !ids.contains(meeting.id) { return false }
            if let days, !days.contains(meeting.weekday ?? -1) { return false }
            if let bodies, !bodies.contains(meeting.serviceBodyID) { return false }
            return true
        }
        if let text = call.query.string("searchString")?.trimmingWhitespace, !text.isEmpty {
            // The semantic interface's full-text rules (or a list of meeting ids), as the server shares them.
            let found = MeetingSearch(catalog: catalog, parameters: RequestParameters(query: ""))
                .meetingIDs(matchingText: text)
            meetings = meetings.filter { found.contains($0.id) }
        }
        let context = Context(catalog)
        return .admin(.array(meetings.sorted { $0.id < $1.id }.map { Self.json($0, context) }))
    }

    private func store(_ catalog: Catalog) throws -> LocalResponse {
        try authorizeWrite(serviceBodyID: call.input["serviceBodyId"]?.looseInt, catalog)
        let context = Context(catalog)
        let new = MeetingRecord(serviceBodyID: 0, language: catalog.settings.language)
        var (record, data) = try validate(call.input, context, catalog, skipsLocationRule: false, onto: new)
        let created = try call.data.write { db -> StoredMeeting? in
            let meetings = MeetingStore(db: db)
            try meetings.insert(&record, data: data, templates: context.templates)
            let created = try meetings.load(record.id ?? 0)
            try ChangeLog(db: db, userID: account.id, now: call.now)
                .meeting(before: nil, after: created.map { MeetingSnapshot($0, textOnly: true) })
            return created
        }
        guard let created else { throw AdminFailure.notFound() }
        // The new meeting alone: the formats and templates it is shown with are the catalog's, which it did not change.
        return .admin(Self.json(Catalog.Meeting(created, mode: call.data.mode), context), status: 201)
    }

    private func update(_ meeting: Catalog.Meeting, _ catalog: Catalog, partial: Bool) throws -> LocalResponse {
        let context = Context(catalog)
        var input = call.input
        if partial {
            let hidden = context.hiddenFormatIDs
            input.fill("serviceBodyId", with: .integer(orNull: meeting.serviceBodyID))
            input.fill("formatIds", with: .list(meeting.formatIDs.filter { !hidden.contains($0) }))
            input.fill("venueType", with: .integer(orNull: meeting.venueType))
            input.fill("day", with: .integer(orNull: meeting.weekday))
            input.fill("timeZone", with: .string(orNull: meeting.timeZone))
            input.fill("startTime", with: .string(orNull: meeting.startTime.map(Self.hourMinute)))
            input.fill("duration", with: .string(orNull: meeting.durationTime.map(Self.hourMinute)))
            input.fill("published", with: .bool(meeting.published == 1))
            input.fill("email", with: .string(orNull: meeting.emailContact))
            input.fill("worldId", with: .string(orNull: meeting.worldID))
            input.fill("latitude", with: .real(meeting.latitude))
            input.fill("longitude", with: .real(meeting.longitude))
            input.fill("name", with: .string(orNull: meeting.data["meeting_name"]))
            // A row whose text is NULL (a 2.x postal code kept as a number) merges as null: nothing is written back.
            for key in context.stockDataFields {
                input.fill(key, with: .string(orNull: meeting.data[key].flatMap { $0.isEmpty ? nil : $0 }))
            }
            // Custom fields merge key by key, as `$request->input('customFields', [])[$key] ?? $stored`: a key left
            // out or given as null keeps the stored value, and a null or empty list changes none. Any other value
            // that is not an object is left for validation to refuse.
            let given: [(key: String, value: JSONValue)]? =
                switch input["customFields"] {
                case nil, .null?: []
                case .array(let values)? where values.isEmpty: []
                case .object(let object)?: object.members
                default: nil
                }
            if let given {
                var custom = given.map { member in
                    (
                        key: member.key,
                        value: member.value == .null ? .string(orNull: meeting.data[member.key]) : member.value
                    )
                }
                for key in context.customFields where !custom.contains(where: { $0.key == key }) {
                    custom.append((key, .string(orNull: meeting.data[key])))
                }
                input.set("customFields", .object(JSONObject(custom)))
            }
        }
        let skips = partial && call.query.string("skipVenueTypeLocationValidation") == "true"
        try call.data.write { db in
            let meetings = MeetingStore(db: db)
            guard let before = try meetings.load(meeting.id) else { throw AdminFailure.notFound() }
            let (record, data) = try validate(input, context, catalog, skipsLocationRule: skips, onto: before.record)
            try meetings.replace(record, data: data, templates: context.templates)
            let after = try meetings.load(meeting.id)
            try ChangeLog(db: db, userID: account.id, now: call.now)
                .meeting(
                    before: MeetingSnapshot(before, textOnly: true),
                    after: after.map { MeetingSnapshot($0, textOnly: true) },
                    // Data rows are written anew with their field's prompt, language and visibility, so a save that
                    // changes no value still changes the record 4.x serialises (a sample row's "Location" prompt).
                    recordsUnchanged: (after?.changeRows ?? []) != before.changeRows
                )
        }
        return .noContent
    }

    /// Validates a request and writes the main fields it sets onto `record` (the language, root server and shared
    /// group are not among them); returns the record and the data values, in the order they are stored.
    private func validate(
        _ input: AdminInput,
        _ context: Context,
        _ catalog: Catalog,
        skipsLocationRule: Bool,
        onto record: MeetingRecord
    ) throws -> (record: MeetingRecord, data: [(key: String, value: String)]) {
        var validator = Validator(input)
        validator.check(
            "serviceBodyId",
            // `exists` asks MySQL, which compares the value with the id as a number ('1002.0' = 1002).
            [.required, .integer, .exists { $0.looseInt.flatMap(catalog.serviceBody(id:)) != nil }]
        )
        validator.check("formatIds", [.present, .array])
        validator.check("venueType", [.required, .oneOf(["1", "2", "3"])])
        validator.check("temporarilyVirtual", [.sometimes, .boolean])
        validator.check("day", [.required, .integer, .between(0, 6)])
        validator.check("startTime", [.required, .hourMinute])
        validator.check("duration", [.required, .hourMinute])
        validator.check("latitude", [.required, .numeric, .between(-90, 90)])
        validator.check("longitude", [.required, .numeric, .between(-180, 180)])
        validator.check("published", [.required, .boolean])
        validator.check("email", [.nullable, .email, .max(255)])
        validator.check("worldId", [.nullable, .string, .max(30)])
        validator.check("name", [.required, .string, .max(128)])
        let timeZones = Set(TimeZone.knownTimeZoneIdentifiers + ["UTC"])
        validator.check(
            "timeZone",
            [
                .nullable, .string, .max(40),
                .custom(implicit: false) { value in
                    value.flatMap(\.phpString).map(timeZones.contains) == true
                        ? nil : "The :attribute must be a valid IANA time zone."
                },
            ]
        )
        let venueType = input["venueType"]?.phpString.flatMap { Int($0) }
        for key in context.stockDataFields {
            if !skipsLocationRule, Self.locationFields.contains(key) {
                validator.check(key, [.max(512)])
                // VenueTypeLocation reads the venue type through `$validator->safe()`, which throws the failures so
                // far: the first location field checked after any failure ends the validation with what it has.
                if validator.hasFailed { try validator.validate() }
                validator.check(
                    key,
                    [.custom(implicit: true) { _ in Self.locationProblem(key, venueType: venueType, input) }]
                )
            } else {
                validator.check(key, [.nullable, .string, .max(512)])
            }
        }
        validator.check(
            "customFields",
            [
                .custom(implicit: false) { value in
                    guard case .object(let object)? = value else {
                        if case .array(let values)? = value, values.isEmpty { return nil }
                        return "The :attribute must be an array."
                    }
                    return object.members.allSatisfy({ context.customFields.contains($0.key) })
                        ? nil : "The :attribute must be an array."
                }
            ]
        )
        // Laravel appends the rules a wildcard expands to after the others (`ValidationRuleParser::explodeRules`).
        if case .array(let ids)? = input["formatIds"] {
            for (index, id) in ids.enumerated() {
                validator.check(
                    "formatIds.\(index)",
                    value: id,
                    isPresent: true,
                    [
                        .integer, .exists { $0.looseInt.map(context.formatIDs.contains) ?? false },
                        .noneOf(context.hiddenFormatIDs.map(String.init)),
                    ]
                )
            }
        }
        for member in input["customFields"]?.object?.members ?? [] {
            validator.check(
                "customFields.\(member.key)",
                value: member.value,
                isPresent: true,
                [.nullable, .string, .max(512)]
            )
        }
        try validator.validate()

        var formatIDs = (input["formatIds"]?.elements ?? []).compactMap(\.strictInt)
        let temporarilyVirtual = input["temporarilyVirtual"]?.laravelBool ?? false
        if venueType == 2 {
            formatIDs += [context.virtualID].compactMap { $0 }
            if temporarilyVirtual { formatIDs += [context.temporarilyClosedID].compactMap { $0 } }
        } else if venueType == 3 {
            formatIDs += [context.hybridID].compactMap { $0 }
        }
        var record = record
        record.serviceBodyID = input["serviceBodyId"]?.strictInt ?? 0
        record.formats = Set(formatIDs).sorted().map(String.init).joined(separator: ",")
        record.venueType = venueType
        record.weekday = input["day"]?.strictInt
        record.timeZone = input["timeZone"]?.text
        record.startTime = (input["startTime"]?.phpString ?? "") + ":00"
        record.durationTime = (input["duration"]?.phpString ?? "") + ":00"
        record.latitude = input["latitude"]?.numeric
        record.longitude = input["longitude"]?.numeric
        record.published = input["published"]?.laravelBool == true ? 1 : 0
        record.emailContact = input["email"]?.text
        record.worldID = input["worldId"]?.text
        var data: [(key: String, value: String)] = [("meeting_name", input["name"]?.phpString ?? "")]
        for key in context.stockDataFields {
            if let value = input[key], value != .null, let text = value.phpString { data.append((key, text)) }
        }
        for key in context.customFields {
            if let value = input["customFields"]?.object?[key], value != .null, let text = value.phpString {
                data.append((key, text))
            }
        }
        return (record, data)
    }

    /// `VenueTypeLocation`: where in-person, hybrid and virtual meetings must say they are.
    private static func locationProblem(_ field: String, venueType: Int?, _ input: AdminInput) -> String? {
        guard let venueType, (1...3).contains(venueType) else { return nil }
        func has(_ key: String) -> Bool { PHPText.isTruthy(input[key]?.phpString) }
        let kind = venueType == 1 ? "In-person" : venueType == 2 ? "Virtual" : "Hybrid"
        if venueType != 2 {
            if field == "location_street", !has("location_street") {
                return "\(kind) meetings must have a street address."
            }
            if ["location_municipality", "location_province", "location_postal_code_1"].contains(field),
                !(has("location_municipality") && has("location_province")), !has("location_postal_code_1")
            {
                return
                    "\(kind) meetings must have a location (at least a city/town and state/province, or a zip/postal code)."
            }
        }
        if venueType != 1, ["virtual_meeting_link", "phone_meeting_number"].contains(field),
            !has("virtual_meeting_link"), !has("phone_meeting_number")
        {
            return "\(kind) meetings must include a Virtual Meeting Link or a Phone Meeting Dial-in Number."
        }
        return nil
    }
}
