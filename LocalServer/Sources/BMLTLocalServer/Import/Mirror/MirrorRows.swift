@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// The origin's answers as the rows a server stores them in.
struct MirrorRows {
    let data: OriginData
    let language: String
    let dataKeys: [String]

    /// The fields whose template has no default value: 2.x shows their values as "Prompt#@-@#value", which is how
    /// a mirror tells them; it keeps the value alone, as the origin does, and its renderer writes the prompt again.
    let promptedKeys: Set<String>

    init(_ data: OriginData) {
        self.data = data
        language = data.serverInfo["nativeLang"]?.nonEmptyText ?? "en"
        dataKeys = data.dataFieldOrder
        guard data.mode.storage.showsPromptedValues else {
            promptedKeys = []
            return
        }
        let prompts = Dictionary(
            data.fieldKeys.map { ($0.key, $0.description) },
            uniquingKeysWith: { first, _ in first }
        )
        promptedKeys = Set(
            dataKeys.filter { key in
                guard let prompt = prompts[key] else { return false }
                let values = data.meetings.compactMap { $0[key]?.nonEmptyText }
                return !values.isEmpty && values.allSatisfy { $0.hasPrefix(prompt + Self.promptSeparator) }
            }
        )
    }

    static let promptSeparator = "#@-@#"

    /// Settings, field templates (of the fields that have none among `existingTemplates`), service bodies and
    /// formats.
    func writeDirectory(_ db: Database, existingTemplates: [String] = []) throws {
        try settings().save(db)
        let shown = Dictionary(data.fieldKeys.map { ($0.key, $0.description) }, uniquingKeysWith: { first, _ in first })
        for key in dataKeys where !existingTemplates.contains(key) {
            // A field the origin does not list in GetFieldKeys is one it hides.
            let prompt = shown[key] ?? key
            var template = MeetingDataRecord(
                meetingID: 0,
                key: key,
                prompt: prompt,
                language: language,
                visibility: shown[key] == nil ? 1 : nil,
                text: promptedKeys.contains(key) ? nil : prompt
            )
            try template.insert(db)
        }
        for object in data.serviceBodies {
            guard let id = object["id"]?.int else { continue }
            var body = ServiceBodyRecord(
                rowID: id,
                storedParentID: object["parent_id"]?.int ?? 0,
                name: object["name"]?.text ?? "",
                description: object["description"]?.text ?? "",
                type: object["type"]?.text,
                url: object["url"]?.text,
                helpline: object["helpline"]?.text,
                email: "",
                worldID: object["world_id"]?.text,
                language: language
            )
            try body.insert(db)
        }
        var seen = Set<String>()
        for object in data.formats {
            guard let id = object["id"]?.int else { continue }
            let formatLanguage = object["lang"]?.nonEmptyText ?? language
            guard seen.insert("\(id) \(formatLanguage)").inserted else { continue }
            var format = FormatRecord(
                sharedID: id,
                key: object["key_string"]?.text,
                name: object["name_string"]?.text,
                description: object["description_string"]?.text,
                language: formatLanguage,
                worldID: object["world_id"]?.text,
                type: object["format_type_enum"]?.text
            )
            try format.insert(db)
        }
    }

    /// Every meeting's main row, then the data rows field by field in the order the origin keeps them.
    func writeAllMeetings(_ db: Database) throws {
        let tablePositions = Dictionary(
            data.tableOrder.enumerated().map { ($1, $0 + 1) },
            uniquingKeysWith: { first, _ in first }
        )
        let store = MeetingStore(db: db)
        var valuesByID: [Int: [String: String]] = [:]
        var meetingOrder: [Int] = []
        for object in data.meetings {
            var record = record(object)
            record.dumpPosition = record.id.flatMap { tablePositions[$0] }
            // The data rows follow, field by field.
            try store.insert(&record, data: [], templates: [])
            let id = record.id ?? 0
            meetingOrder.append(id)
            valuesByID[id] = Dictionary(
                values(object, prompted: promptedKeys).map { ($0.key, $0.value) },
                uniquingKeysWith: { first, _ in first }
            )
        }
        let templates = Dictionary(
            try FieldTemplate.all(in: db).map { ($0.key, $0) },
            uniquingKeysWith: { first, _ in first }
        )
        for key in dataKeys {
            guard let template = templates[key] else { continue }
            let groups = data.rowOrder[key] ?? []
            var group: [Int: Int] = [:]
            for (index, ids) in groups.enumerated() {
                for id in ids where group[id] == nil { group[id] = index + 1 }
            }
            // Rows the origin lists (a value, or an empty one), in its order; then the other non-empty values.
            let order =
                groups.flatMap { $0 }
                + meetingOrder.filter { group[$0] == nil && !(valuesByID[$0]?[key] ?? "").isEmpty }
            var written = Set<Int>()
            for id in order where written.insert(id).inserted {
                guard let value = valuesByID[id]?[key] else { continue }
                try store.insertValue(value, key: key, meetingID: id, template: template)
            }
        }
        try writeSortKeys(db)
    }

    /// 2.x lists a field's values sorted by the numeric columns a value may also be kept in, which its read API does
    /// not show: the place of each value in the origin's list stands in for them, in `data_double`.
    func writeSortKeys(_ db: Database) throws {
        guard data.mode.storage.keepsValueOrderAsSortKey else { return }
        try MeetingStore(db: db).setSortKeys(data.rowOrder)
    }

    /// A meeting's main row from its answer.
    func record(_ object: JSONObject) -> MeetingRecord {
        var record = MeetingRecord(
            id: object[.id]?.int,
            serviceBodyID: object[.serviceBodyID]?.int ?? 0,
            language: object[.language]?.nonEmptyText ?? language,
            published: object[.published]?.int ?? 1
        )
        record.worldID = object[.worldID]?.text
        record.sharedGroupID = object[.sharedGroupID]?.int
        // Answers count weekdays from 1 (Sunday); servers store them from 0.
        record.weekday = object[.weekday]?.int.map { $0 - 1 }
        record.venueType = object[.venueType]?.int
        record.startTime = object[.startTime]?.text
        record.durationTime = object[.duration]?.text
        record.timeZone = object[.timeZone]?.text
        if let id = record.id {
            let formats = data.storedFormats[id] ?? object[.formatIDs]?.text ?? ""
            record.formats = formats.isEmpty && !data.formatListIDs.contains(id) ? nil : formats
        }
        record.longitude = object[.longitude]?.double
        record.latitude = object[.latitude]?.double
        record.emailContact = object[.emailContact]?.text
        record.rootServerID = object[.rootServerID]?.int
        return record
    }

    /// A meeting's data values by field, those of `prompted` fields without the prompt 2.x writes before them.
    func values(_ object: JSONObject, prompted: Set<String>) -> [(key: String, value: String)] {
        dataKeys.compactMap { key in
            guard let value = object[key]?.text else { return nil }
            guard prompted.contains(key) else { return (key, value) }
            return (key, value.components(separatedBy: Self.promptSeparator).last ?? value)
        }
    }

    /// The origin's settings as GetServerInfo shows them.
    func settings() -> Settings {
        Settings(serverInfo: data.serverInfo, language: language)
    }
}
