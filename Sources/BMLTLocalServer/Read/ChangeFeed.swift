import Foundation

/// A meeting as a change record keeps it: the main-table values and the data values, stored as JSON.
struct MeetingSnapshot: Codable, Sendable, Equatable {
    var main: [String: String]
    var data: [String: String]

    init(main: [String: String], data: [String: String]) {
        self.main = main
        self.data = data
    }

    init(_ meeting: Catalog.Meeting) {
        var main: [String: String] = [
            "id_bigint": String(meeting.id),
            "service_body_bigint": String(meeting.serviceBodyID),
            "lang_enum": meeting.language,
            "published": String(meeting.published),
        ]
        main["worldid_mixed"] = meeting.worldID
        main["weekday_tinyint"] = meeting.weekday.map(String.init)
        main["venue_type"] = meeting.venueType.map(String.init)
        main["start_time"] = meeting.startTime
        main["duration_time"] = meeting.durationTime
        main["time_zone"] = meeting.timeZone
        main["formats"] = meeting.formats
        main["longitude"] = meeting.longitude.map(PHPNumber.string)
        main["latitude"] = meeting.latitude.map(PHPNumber.string)
        main["email_contact"] = meeting.emailContact
        self.init(main: main, data: meeting.data)
    }

    static func decode(_ text: String?) -> MeetingSnapshot? {
        guard let text, let data = text.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode(MeetingSnapshot.self, from: data)
    }

    var encoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// `GetChanges`: change records of meetings, newest first, with the meeting before and after.
struct ChangeFeed {
    let catalog: Catalog
    let mode: LocalServer.Mode
    let viewer: Viewer

    func respond(_ parameters: RequestParameters) -> LocalResponse {
        var errors: [(field: String, messages: [String])] = []
        func day(_ name: String, field: String) -> Int? {
            guard let text = parameters.string(name) else { return nil }
            guard let seconds = Self.unixDay(text) else {
                errors.append((name, ["The \(field) field must match the format Y-m-d."]))
                return nil
            }
            return seconds
        }
        let start = day("start_date", field: "start date")
        let end = day("end_date", field: "end date").map { $0 + 86_399 }
        var meetingID: Int?
        var serviceBodyID: Int?
        if let text = parameters.string("meeting_id") {
            if let value = Double(text) {
                meetingID = Int(value)
            } else {
                errors.append(("meeting_id", ["The meeting id field must be a number."]))
            }
        }
        if let text = parameters.string("service_body_id") {
            if let value = Double(text) {
                serviceBodyID = Int(value)
            } else {
                errors.append(("service_body_id", ["The service body id field must be a number."]))
            }
        }
        if !errors.isEmpty {
            return mode == .legacy ? .json(Array("{}".utf8), mode: mode) : .validation(errors)
        }
        let bodies = serviceBodyID.map { Set(catalog.withDescendants([$0])) }
        let changes = catalog.changes.filter { change in
            guard change.objectClass == "c_comdef_meeting" else { return false }
            if let start, change.date < start { return false }
            if let end, change.date > end { return false }
            if let meetingID, change.beforeID != meetingID, change.afterID != meetingID { return false }
            if let bodies, !bodies.contains(change.serviceBodyID) { return false }
            return true
        }.sorted { ($0.date, $0.id) > ($1.date, $1.id) }
        var writer = JSONWriter()
        if changes.isEmpty, mode == .legacy { return .json(Array("{}".utf8), mode: mode) }
        writer.beginArray()
        for change in changes { write(change, to: &writer) }
        writer.endArray()
        return .json(writer.bytes, mode: mode)
    }

    static func unixDay(_ text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return DumpImporter.unixTime(String(format: "%04d-%02d-%02d 00:00:00", year, month, day))
    }

    private func write(_ change: Catalog.ChangeRecord, to writer: inout JSONWriter) {
        let before = MeetingSnapshot.decode(change.before)
        let after = MeetingSnapshot.decode(change.after)
        let meetingID = change.beforeID ?? change.afterID ?? 0
        let date = Date(timeIntervalSince1970: Double(change.date))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "h:mm a, M/d/yyyy"
        writer.beginObject()
        writer.member("date_int", String(change.date))
        writer.member("date_string", formatter.string(from: date))
        writer.member("change_type", change.type)
        writer.member("change_id", String(change.id))
        writer.member("meeting_id", String(meetingID))
        writer.member("meeting_name", catalog.meeting(id: meetingID)?.data["meeting_name"] ?? "")
        writer.member("user_id", change.userID.map(String.init) ?? "")
        writer.member("user_name", catalog.users.first { $0.id == change.userID }?.name ?? "")
        writer.member("service_body_id", String(change.serviceBodyID))
        writer.member("service_body_name", catalog.serviceBody(id: change.serviceBodyID)?.name ?? "")
        writer.member("meeting_exists", after == nil ? "0" : "1")
        writer.member(
            "details",
            ChangeDetails.describe(type: change.type, before: before, after: after, catalog: catalog)
        )
        writer.key("json_data")
        writer.beginObject()
        if let before { writeSnapshot(before, name: "before", serviceBodyID: change.serviceBodyID, to: &writer) }
        if let after { writeSnapshot(after, name: "after", serviceBodyID: change.serviceBodyID, to: &writer) }
        writer.endObject()
        writer.endObject()
    }

    private func writeSnapshot(
        _ snapshot: MeetingSnapshot,
        name: String,
        serviceBodyID: Int,
        to writer: inout JSONWriter
    ) {
        writer.key(name)
        writer.beginObject()
        for key in [
            "id_bigint", "worldid_mixed", "service_body_bigint", "weekday_tinyint", "venue_type", "start_time",
            "lang_enum", "duration_time", "longitude", "latitude", "time_zone", "published",
        ] {
            guard var value = snapshot.main[key] else { continue }
            if key == "weekday_tinyint", let day = Int(value) { value = String(day + 1) }
            writer.member(key, value)
        }
        let language = snapshot.main["lang_enum"] ?? catalog.settings.language
        let keys = (snapshot.main["formats"] ?? "").split(separator: ",").compactMap { id in
            catalog.formats.first { $0.sharedID == Int(id) && $0.language == language }?.key
        }.sorted()
        if !keys.isEmpty {
            writer.key("formats")
            writer.beginArray()
            for key in keys { writer.string(key) }
            writer.endArray()
        }
        let hidden = Set(catalog.templates.filter { $0.visibility == 1 }.map(\.key))
        let showsHidden = viewer.maySeeHiddenFields(
            of: Int(snapshot.main["service_body_bigint"] ?? "") ?? serviceBodyID
        )
        for (key, value) in snapshot.data.sorted(by: { $0.key < $1.key }) {
            writer.member(key, hidden.contains(key) && !showsHidden && !value.isEmpty ? "********" : value)
        }
        writer.endObject()
    }
}

/// The English sentences a server writes to describe a change (`ChangeDetailsTrait`).
enum ChangeDetails {
    static func describe(type: String, before: MeetingSnapshot?, after: MeetingSnapshot?, catalog: Catalog) -> String {
        switch type {
        case "comdef_change_type_new": return "The meeting was created."
        case "comdef_change_type_delete": return "The meeting was deleted."
        case "comdef_change_type_rollback": return "The meeting was rolled back to a previous version."
        default: break
        }
        guard let before, let after else { return "" }
        var sentences: [String] = []
        let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        if before.main["formats"] != after.main["formats"] {
            func keys(_ snapshot: MeetingSnapshot) -> String {
                (snapshot.main["formats"] ?? "").split(separator: ",").compactMap { id in
                    catalog.formats.first { $0.sharedID == Int(id) && $0.language == "en" }?.key
                }.sorted().joined(separator: ", ")
            }
            sentences.append("The meeting format was changed from \"\(keys(before))\" to \"\(keys(after))\".")
        }
        if before.main["weekday_tinyint"] != after.main["weekday_tinyint"] {
            let from =
                Int(before.main["weekday_tinyint"] ?? "").flatMap { days.indices.contains($0) ? days[$0] : nil } ?? ""
            let to =
                Int(after.main["weekday_tinyint"] ?? "").flatMap { days.indices.contains($0) ? days[$0] : nil } ?? ""
            sentences.append(
                "The day of the week on which the meeting gathers was changed from \"\(from)\" to \"\(to)\"."
            )
        }
        if before.main["start_time"] != after.main["start_time"] {
            let from = (before.main["start_time"] ?? "").prefix(5)
            let to = (after.main["start_time"] ?? "").prefix(5)
            sentences.append("The meeting start time was changed from \"\(from)\" to \"\(to)\".")
        }
        if before.main["venue_type"] != after.main["venue_type"] {
            sentences.append(
                "venue_type was changed from \"\(before.main["venue_type"] ?? "")\" to \"\(after.main["venue_type"] ?? "")\"."
            )
        }
        if before.main["service_body_bigint"] != after.main["service_body_bigint"] {
            let from = Int(before.main["service_body_bigint"] ?? "").flatMap(catalog.serviceBody(id:))?.name ?? ""
            let to = Int(after.main["service_body_bigint"] ?? "").flatMap(catalog.serviceBody(id:))?.name ?? ""
            sentences.append("The meeting changed its Service Body from \(from) to \(to).")
        }
        if before.main["published"] != after.main["published"] {
            sentences.append(
                after.main["published"] == "1" ? "The meeting was published." : "The meeting was unpublished."
            )
        }
        for key in ["duration_time", "time_zone", "worldid_mixed", "longitude", "latitude", "email_contact"]
        where before.main[key] != after.main[key] {
            sentences.append("\(key) was changed.")
        }
        let templates = catalog.dataTemplates(language: catalog.settings.language)
        for key in Set(before.data.keys).union(after.data.keys).sorted() where before.data[key] != after.data[key] {
            let template = templates.first { $0.key == key }
            let prompt = template?.prompt ?? key
            if template?.visibility == 1 {
                sentences.append("\(prompt) was changed.")
            } else if let from = before.data[key], !from.isEmpty {
                sentences.append("\(prompt) was changed from \"\(from)\" to \"\(after.data[key] ?? "")\".")
            } else {
                sentences.append("\(prompt) was added as \"\(after.data[key] ?? "")\".")
            }
        }
        return sentences.joined(separator: " ")
    }
}
