@_spi(BMLTInternal) import BMLT
import Foundation

/// `GetChanges`: change records of meetings, newest first, with the meeting before and after.
struct ChangeFeed {
    let catalog: Catalog
    let flavour: ReadFlavour
    let viewer: Viewer

    /// A change record with what its answer names: the meeting before and after, the user and the service body.
    struct Change {
        let record: Catalog.ChangeRecord
        let before: MeetingSnapshot?
        let after: MeetingSnapshot?
        let userName: String?
        let serviceBodyName: String?
        let catalog: Catalog

        var meetingID: Int { record.beforeID ?? record.afterID ?? 0 }
    }

    func respond(_ parameters: RequestParameters) -> LocalResponse {
        var errors: [(field: String, messages: [String])] = []
        func day(_ name: String, field: String) -> Int? {
            guard let text = parameters.string(name) else { return nil }
            guard let seconds = Self.unixDay(text) else {
                errors.append((name, ["The \(field) does not match the format Y-m-d."]))
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
        if !errors.isEmpty { return flavour.changes.refusal(errors) }
        let bodies = serviceBodyID.map { Set(catalog.withDescendants([$0])) }
        if let mirrored = catalog.mirroredChanges {
            // A mirror's history is its origin's, answered as the origin answered it.
            let matching = mirrored.filter { change in
                if let start, change.date < start { return false }
                if let end, change.date > end { return false }
                if let meetingID, change.meetingID != meetingID { return false }
                if let bodies, !bodies.contains(change.serviceBodyID) { return false }
                return true
            }
            guard !matching.isEmpty else { return flavour.answers.emptyListAnswer }
            var writer = JSONWriter()
            writer.beginArray()
            for change in matching { writer.value(.object(change.answer)) }
            writer.endArray()
            return flavour.answers.json(writer.bytes)
        }
        let matching = catalog.changes.filter { change in
            guard change.objectClass == "c_comdef_meeting" else { return false }
            if let start, change.date < start { return false }
            if let end, change.date > end { return false }
            if let meetingID, change.beforeID != meetingID, change.afterID != meetingID { return false }
            if let bodies, !bodies.contains(change.serviceBodyID) { return false }
            return true
        }
        let changes = flavour.changes.newestFirst(matching)
        guard !changes.isEmpty else { return flavour.answers.emptyListAnswer }
        var writer = JSONWriter()
        writer.beginArray()
        var lastServiceBodyName = ""
        for change in changes { write(change, to: &writer, lastServiceBodyName: &lastServiceBodyName) }
        writer.endArray()
        return flavour.answers.json(writer.bytes)
    }

    static func unixDay(_ text: String) -> Int? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return PHPDate.unixTime(String(format: "%04d-%02d-%02d 00:00:00", year, month, day))
    }

    /// A change's date as the server shows it, PHP's `g:i A, n/j/Y` in UTC: `9:14 PM, 11/22/2026`.
    static func dateString(_ unixTime: Int) -> String {
        PHPDate.format("g:i A, n/j/Y", unixTime)
    }

    private func write(
        _ change: Catalog.ChangeRecord,
        to writer: inout JSONWriter,
        lastServiceBodyName: inout String
    ) {
        let before = MeetingSnapshot.decode(change.before)
        let after = MeetingSnapshot.decode(change.after)
        let described = Change(
            record: change,
            before: before,
            after: after,
            userName: catalog.users.first { $0.id == change.userID }?.name,
            serviceBodyName: catalog.serviceBody(id: change.serviceBodyID)?.name,
            catalog: catalog
        )
        writer.beginObject()
        writer.member("date_int", String(change.date))
        writer.member("date_string", Self.dateString(change.date))
        writer.member("change_type", change.type)
        writer.member("change_id", String(change.id))
        writer.member("meeting_id", String(described.meetingID))
        flavour.changes.writeMembers(of: described, to: &writer, lastServiceBodyName: &lastServiceBodyName)
        writer.key("json_data")
        writer.beginObject()
        if let before { writeSnapshot(before, name: "before", serviceBodyID: change.serviceBodyID, to: &writer) }
        if let after { writeSnapshot(after, name: "after", serviceBodyID: change.serviceBodyID, to: &writer) }
        writer.endObject()
        writer.endObject()
    }

    /// The main values `convertObjectToArray` writes, in its order.
    private static let writtenColumns: [MeetingColumn] = [
        .id, .serviceBodyID, .weekday, .venueType, .startTime, .language, .duration, .longitude, .latitude, .worldID,
        .timeZone, .published,
    ]

    /// `MeetingChangeResource::convertObjectToArray`: the main values present, `formats` as the sorted keys, then the
    /// data values, hidden ones masked unless the viewer may see them.
    private func writeSnapshot(
        _ snapshot: MeetingSnapshot,
        name: String,
        serviceBodyID: Int,
        to writer: inout JSONWriter
    ) {
        writer.key(name)
        writer.beginObject()
        for column in Self.writtenColumns {
            guard var value = snapshot[column] else { continue }
            if column == .weekday { value = String(PHPText.intval(value) + 1) }
            writer.member(column.name, value)
        }
        if let formats = snapshot[.formats], !formats.isEmpty {
            writer.key(MeetingColumn.formats.name)
            writer.beginArray()
            for key in ChangeDetails.formatKeys(formats, language: snapshot[.language] ?? "en", catalog) {
                writer.string(key)
            }
            writer.endArray()
        }
        let hidden = Set(catalog.templates.filter { $0.visibility == 1 }.map(\.key))
        let showsHidden = viewer.maySeeHiddenFields(
            of: Int(snapshot[.serviceBodyID] ?? "") ?? serviceBodyID
        )
        for (key, value) in snapshot.data.sorted(by: { $0.key < $1.key })
        where key != ReadAPIMeetingField.rootServerURI.rawValue {
            // PHP's `empty()`: neither "" nor "0" is masked.
            let masked = hidden.contains(key) && !showsHidden && value != "" && value != "0"
            writer.member(key, masked ? "********" : value)
        }
        writer.endObject()
    }
}

/// The English sentences a server writes to describe a change (`ChangeDetailsTrait::getChangeDetails`).
enum ChangeDetails {
    /// The main-table columns' names in the order `MeetingRepository::serializeForChange` stores them.
    private static let mainKeys = MeetingSnapshot.recordedColumns.map(\.name)

    /// `lang/en/change_detail.php`'s names of the columns: one without a field prompt of its own is named so.
    private static let columnPrompts: [MeetingColumn: String] = [
        .duration: "The meeting duration", .startTime: "The meeting start time", .longitude: "The meeting longitude",
        .latitude: "The meeting latitude", .id: "The meeting ID", .language: "The meeting language",
        .worldID: "The World Committee Code", .weekday: "The day of the week on which the meeting gathers",
    ]

    private static let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    static func describe(type: String, before: MeetingSnapshot?, after: MeetingSnapshot?, catalog: Catalog) -> String {
        details(type: type, before: before, after: after, catalog: catalog).joined(separator: " ")
    }

    /// The sentences of a change's description (`ChangeDetailsTrait::getChangeDetails`); the administration API
    /// shows hidden fields too.
    static func details(
        type: String,
        before: MeetingSnapshot?,
        after: MeetingSnapshot?,
        catalog: Catalog,
        ignoresVisibility: Bool = false
    ) -> [String] {
        switch type {
        case "comdef_change_type_new": return ["The meeting was created."]
        case "comdef_change_type_delete": return ["The meeting was deleted."]
        case "comdef_change_type_rollback": return ["The meeting was rolled back to a previous version."]
        default: break
        }
        guard let before, let after else { return [] }
        let templates = Dictionary(
            catalog.dataTemplates(language: catalog.settings.language).map { ($0.key, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        // The keys of the before object (main values, then data values by key), then those only the after object has.
        func keys(_ snapshot: MeetingSnapshot) -> [String] {
            mainKeys + snapshot.main.keys.filter { !mainKeys.contains($0) }.sorted() + snapshot.data.keys.sorted()
        }
        var seen = Set<String>()
        var sentences: [String] = []
        for key in keys(before) + keys(after)
        where key != ReadAPIMeetingField.rootServerURI.rawValue && seen.insert(key).inserted {
            var visible = true
            var prompt = key
            // A row's own prompt (`ChangeDetailsTrait`), the after-state's first.
            let storedPrompt = { (snapshot: MeetingSnapshot) in
                snapshot.prompts.map { $0[key] ?? key } ?? templates[key]?.prompt ?? key
            }
            if after.data[key] != nil {
                visible = templates[key]?.visibility != 1
                prompt = storedPrompt(after)
            }
            if before.data[key] != nil {
                if visible { visible = templates[key]?.visibility != 1 }
                if prompt == key { prompt = storedPrompt(before) }
            }
            if prompt == key, let translated = MeetingColumn(name: key).flatMap({ columnPrompts[$0] }) {
                prompt = translated
            }
            let from = before.data[key] ?? before.main[key]
            let to = after.data[key] ?? after.main[key]
            if let sentence = sentence(
                key,
                prompt: prompt,
                visible: visible || ignoresVisibility,
                from: from,
                to: to,
                before,
                after,
                catalog
            ) {
                sentences.append(sentence)
            }
        }
        return sentences
    }

    /// The sentence for one key, or `nil` when nothing worth telling changed.
    private static func sentence(
        _ key: String,
        prompt: String,
        visible: Bool,
        from: String?,
        to: String?,
        _ before: MeetingSnapshot,
        _ after: MeetingSnapshot,
        _ catalog: Catalog
    ) -> String? {
        let column = MeetingColumn(name: key)
        switch (from, to) {
        case (nil, nil):
            return nil
        case (let from?, nil):
            return column == .published
                ? "The meeting was unpublished." : "\(prompt) was changed from \"\(from)\" to \"\"."
        case (nil, var to?):
            if !visible || column == .emailContact { return "\(prompt) was changed." }
            if column == .published { return PHPText.intval(to) != 0 ? "The meeting was published." : nil }
            if column == .startTime || column == .duration {
                let parts = to.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                to = String(PHPText.intval(parts[0]) * 100 + PHPText.intval(parts.count > 1 ? parts[1] : ""))
            }
            return "\(prompt) was added as \"\(to)\"."
        case (var from?, var to?):
            if column == .formats {
                let language = before[.language] ?? after[.language] ?? "en"
                if !from.isEmpty { from = formatKeys(from, language: language, catalog).joined(separator: ", ") }
                if !to.isEmpty { to = formatKeys(to, language: language, catalog).joined(separator: ", ") }
                guard !PHPText.looselyEqual(from, to) else { return nil }
                return "The meeting format was changed from \"\(from)\" to \"\(to)\"."
            }
            guard !PHPText.looselyEqual(from, to) else { return nil }
            if !visible || column == .emailContact { return "\(prompt) was changed." }
            switch column {
            case .published:
                return PHPText.intval(to) != 0 ? "The meeting was published." : "The meeting was unpublished."
            case .weekday:
                from = days[max(0, min(6, PHPText.intval(from)))]
                to = days[max(0, min(6, PHPText.intval(to)))]
            case .serviceBodyID:
                let missing = "Service Body No Longer Exists"
                let fromName = catalog.serviceBody(id: PHPText.intval(from))?.name ?? missing
                let toName = catalog.serviceBody(id: PHPText.intval(to))?.name ?? missing
                return "The meeting changed its Service Body from \(fromName) to \(toName)."
            case .longitude, .latitude:
                from = PHPNumber.precision14(PHPText.floatval(from))
                to = PHPNumber.precision14(PHPText.floatval(to))
            case .startTime, .duration:
                func short(_ time: String) -> String {
                    let parts = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                    let minutes = PHPText.intval(parts.count > 1 ? parts[1] : "")
                    return "\(PHPText.intval(parts[0])):\(minutes < 10 ? "0" : "")\(minutes)"
                }
                from = short(from)
                to = short(to)
                if from == to { return nil }
            default:
                break
            }
            return "\(prompt) was changed from \"\(from)\" to \"\(to)\"."
        }
    }

    /// `convertFormatIdsToFormatKeys`: the keys of a comma list of shared ids in a language, unique and sorted.
    static func formatKeys(_ list: String, language: String, _ catalog: Catalog) -> [String] {
        var keys: [String] = []
        for id in list.split(separator: ",", omittingEmptySubsequences: false) {
            let sharedID = PHPText.intval(String(id))
            guard let format = catalog.formats.first(where: { $0.sharedID == sharedID && $0.language == language })
            else { continue }
            let key = format.key ?? ""
            if !keys.contains(key) { keys.append(key) }
        }
        return keys.sorted()
    }
}
