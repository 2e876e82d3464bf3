@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

// Storing what a mirror read from its origin: a whole read replaces the data, a sync's changes replace what changed.
// Each is one transaction, so a failure leaves the last good data.
extension LocalStore {
    /// What a mirror's data file says about its origin.
    struct MirrorState: Sendable, Hashable {
        var origin: String
        var mode: LocalServer.Mode
        /// When the last good sync began (changes from a day before it are asked for next time).
        var syncedAt: Date
        /// When the mirror's meetings were last compared with the origin's whole answer (or read whole).
        var comparedAt: Date
    }

    /// The mirror state of an existing data file, or `nil` when it holds no mirror's data (or is no data file).
    static func mirrorState(ofFile url: URL) -> MirrorState? {
        var configuration = Configuration()
        configuration.readonly = true
        guard FileManager.default.fileExists(atPath: url.path),
            let database = try? DatabaseQueue(path: url.path, configuration: configuration)
        else { return nil }
        return try? database.read(Self.mirrorState)
    }

    /// The origin's change history a mirror holds, newest first; `nil` for a server that is not a mirror.
    static func mirroredChanges(_ db: Database) throws -> [Catalog.MirroredChange]? {
        guard try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'mirror_origin'") != nil
        else { return nil }
        return try Row.fetchAll(
            db,
            sql: "SELECT change_id, date_int, meeting_id, service_body_id, answer FROM mirror_changes ORDER BY rank"
        ).compactMap { row in
            guard case .object(let answer) = try? JSONParser.parse(Data((row[4] as String).utf8)) else { return nil }
            return Catalog.MirroredChange(
                id: row[0],
                date: row[1],
                meetingID: row[2],
                serviceBodyID: row[3],
                answer: answer
            )
        }
    }

    static func mirrorState(_ db: Database) throws -> MirrorState? {
        let rows = try Row.fetchAll(
            db,
            sql:
                "SELECT key, value FROM local_server_metadata WHERE key IN ('mirror_origin', 'mirror_synced_at', "
                + "'mirror_compared_at', 'mode')"
        )
        let values = Dictionary(
            rows.map { ($0[0] as String, $0[1] as String) },
            uniquingKeysWith: { first, _ in first }
        )
        guard let origin = values["mirror_origin"], let mode = values["mode"].flatMap(LocalServer.Mode.init),
            let syncedAt = values["mirror_synced_at"].flatMap({ ISO8601DateFormatter().date(from: $0) })
        else { return nil }
        // A file of a mirror from before comparisons: compared at once.
        let comparedAt = values["mirror_compared_at"].flatMap { ISO8601DateFormatter().date(from: $0) }
        return MirrorState(origin: origin, mode: mode, syncedAt: syncedAt, comparedAt: comparedAt ?? .distantPast)
    }

    /// The digests of the origin's meeting answers the mirror holds (``OriginReader/digest(_:)``), by id.
    static func mirrorDigests(_ db: Database) throws -> [Int: String] {
        let text =
            try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'mirror_digests'") ?? ""
        var digests: [Int: String] = [:]
        for pair in text.split(separator: ",") {
            let parts = pair.split(separator: ":")
            if parts.count == 2, let id = Int(parts[0]) { digests[id] = String(parts[1]) }
        }
        return digests
    }

    /// Keeps the digests, written `id:digest` and comma-separated (26 bytes a meeting).
    private static func saveMirrorDigests(_ db: Database, _ digests: [Int: String]) throws {
        let text = digests.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
        try db.execute(
            sql: "INSERT OR REPLACE INTO local_server_metadata (key, value) VALUES ('mirror_digests', ?)",
            arguments: [text]
        )
    }

    /// Replaces the data with an origin's whole read.
    func loadMirror(_ data: OriginData, origin: URL, readStarted: Date) async throws -> LocalServer.DataSummary {
        try await database.write { db in
            try Schema.deleteData(db)
            let rows = MirrorRows(data)
            try rows.writeDirectory(db)
            try rows.writeAllMeetings(db)
            try Self.writeChanges(db, data.changes)
            try Self.markSynced(db, data, origin: origin, at: readStarted, comparedAt: readStarted)
            try Self.saveMirrorDigests(db, Self.digests(of: data.meetings))
            return try LocalServer.DataSummary(db)
        }
    }

    /// Replaces the directory data (settings, field templates, service bodies, formats) and the meetings a sync
    /// found changed, in the order of their changes: those the origin still has are rewritten, the others removed.
    /// `compared` says that the sync compared every meeting with the origin's and found no other change.
    func applyMirrorChanges(
        _ data: OriginData,
        changedIDs: [Int],
        origin: URL,
        readStarted: Date,
        compared: Bool = false
    ) async throws -> (updated: Int, removed: Int) {
        try await database.write { db in
            for table in ["formats", "service_bodies"] { try db.execute(sql: "DELETE FROM \(table)") }
            let rows = MirrorRows(data)
            // The templates stay (a read of changes shows hidden fields only in changed meetings); a field the origin
            // began to show is added.
            try rows.writeDirectory(db, existingTemplates: try FieldTemplate.all(in: db).map(\.key))
            let store = MeetingStore(db: db)
            let templates = try FieldTemplate.all(in: db)
            let prompted = Set(templates.filter { !$0.hasDefault }.map(\.key))
            var updated = 0
            let position = Dictionary(changedIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let ordered = data.meetings.sorted {
                (position[$0["id_bigint"]?.int ?? 0] ?? .max) < (position[$1["id_bigint"]?.int ?? 0] ?? .max)
            }
            for meeting in ordered {
                // A server saves the values it is given, and its forms give none for an empty field.
                let values = rows.values(meeting, prompted: prompted).filter { !$0.value.isEmpty }
                try store.replace(rows.record(meeting), data: values, templates: templates)
                updated += 1
            }
            try rows.writeSortKeys(db)
            let kept = Set(data.meetings.compactMap { $0["id_bigint"]?.int })
            var removed = 0
            for id in Set(changedIDs).subtracting(kept) where try MeetingRecord.exists(db, key: id) {
                try store.delete(id)
                removed += 1
            }
            try Self.writeChanges(db, data.changes)
            var digests = try Self.mirrorDigests(db)
            for id in changedIDs { digests[id] = nil }
            digests.merge(Self.digests(of: data.meetings)) { $1 }
            try Self.saveMirrorDigests(db, digests)
            let comparedAt = compared ? readStarted : try Self.mirrorState(db)?.comparedAt
            try Self.markSynced(db, data, origin: origin, at: readStarted, comparedAt: comparedAt ?? readStarted)
            return (updated, removed)
        }
    }

    /// Keeps the origin's changes as it answered them, newest first: a sync's are newer than those kept (a change
    /// kept already is rewritten where it is, as the origin writes it now).
    private static func writeChanges(_ db: Database, _ changes: [JSONObject]) throws {
        let top = try Int.fetchOne(db, sql: "SELECT MIN(rank) FROM mirror_changes") ?? 0
        let upsert = try db.makeStatement(
            sql: """
                INSERT INTO mirror_changes (change_id, rank, date_int, meeting_id, service_body_id, answer)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (change_id) DO UPDATE SET answer = excluded.answer
                """
        )
        for (index, change) in changes.enumerated() {
            guard let id = change["change_id"]?.int else { continue }
            try upsert.execute(arguments: [
                id, top - changes.count + index, change["date_int"]?.int ?? 0, change["meeting_id"]?.int ?? 0,
                change["service_body_id"]?.int ?? 0, change.serialized,
            ])
        }
    }

    private static func digests(of meetings: [JSONObject]) -> [Int: String] {
        Dictionary(
            meetings.compactMap { meeting in meeting["id_bigint"]?.int.map { ($0, OriginReader.digest(meeting)) } },
            uniquingKeysWith: { _, last in last }
        )
    }

    /// Records the origin and the sync; a mirror's data is its origin's, never edits of its own.
    private static func markSynced(
        _ db: Database,
        _ data: OriginData,
        origin: URL,
        at date: Date,
        comparedAt: Date
    ) throws {
        let stamp = ISO8601DateFormatter()
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO local_server_metadata (key, value)
                VALUES ('initialized', ?), ('mode', ?), ('mirror_origin', ?), ('mirror_synced_at', ?),
                    ('mirror_compared_at', ?), ('mirror_languages', ?), ('mirror_version', ?)
                """,
            arguments: [
                stamp.string(from: Date()), data.mode.rawValue, OriginReader.normalized(origin).absoluteString,
                stamp.string(from: date), stamp.string(from: comparedAt), data.serverInfo["langs"]?.text ?? "",
                data.version,
            ]
        )
        try db.execute(sql: "DELETE FROM local_server_metadata WHERE key = 'edited'")
    }
}

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
        let update = try db.makeStatement(
            sql: "UPDATE meeting_data SET data_double = ? WHERE key = ? AND meetingid_bigint = ?"
        )
        for (key, groups) in data.rowOrder {
            for (index, ids) in groups.enumerated() {
                for id in ids { try update.execute(arguments: [Double(index + 1), key, id]) }
            }
        }
    }

    /// A meeting's main row from its answer.
    func record(_ object: JSONObject) -> MeetingRecord {
        var record = MeetingRecord(
            id: object["id_bigint"]?.int,
            serviceBodyID: object["service_body_bigint"]?.int ?? 0,
            language: object["lang_enum"]?.nonEmptyText ?? language,
            published: object["published"]?.int ?? 1
        )
        record.worldID = object["worldid_mixed"]?.text
        record.sharedGroupID = object["shared_group_id_bigint"]?.int
        // Answers count weekdays from 1 (Sunday); servers store them from 0.
        record.weekday = object["weekday_tinyint"]?.int.map { $0 - 1 }
        record.venueType = object["venue_type"]?.int
        record.startTime = object["start_time"]?.text
        record.durationTime = object["duration_time"]?.text
        record.timeZone = object["time_zone"]?.text
        if let id = record.id {
            let formats = data.storedFormats[id] ?? object["format_shared_id_list"]?.text ?? ""
            record.formats = formats.isEmpty && !data.formatListIDs.contains(id) ? nil : formats
        }
        record.longitude = object["longitude"]?.double
        record.latitude = object["latitude"]?.double
        record.emailContact = object["email_contact"]?.text
        record.rootServerID = object["root_server_id"]?.int
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
        let info = data.serverInfo
        var settings = Settings()
        settings.language = language
        if let duration = info["defaultDuration"]?.nonEmptyText { settings.defaultDurationTime = duration }
        if let units = info["distanceUnits"]?.nonEmptyText { settings.distanceUnits = units }
        if let bias = info["regionBias"]?.text { settings.regionBias = bias }
        if let longitude = info["centerLongitude"]?.double { settings.searchSpecMapCenterLongitude = longitude }
        if let latitude = info["centerLatitude"]?.double { settings.searchSpecMapCenterLatitude = latitude }
        if let zoom = info["centerZoom"]?.int { settings.searchSpecMapCenterZoom = zoom }
        if let depth = info["changesPerMeeting"]?.int { settings.changeDepthForMeetings = depth }
        settings.googleApiKey = info["google_api_key"]?.text ?? ""
        let list = { (name: String) in
            (info[name]?.text ?? "").split(separator: ",").map(String.init)
        }
        settings.meetingStatesAndProvinces = list("meeting_states_and_provinces")
        settings.meetingCountiesAndSubProvinces = list("meeting_counties_and_sub_provinces")
        if let value = info["auto_geocoding_enabled"]?.bool { settings.autoGeocodingEnabled = value }
        if let value = info["county_auto_geocoding_enabled"]?.bool { settings.countyAutoGeocodingEnabled = value }
        if let value = info["zip_auto_geocoding_enabled"]?.bool { settings.zipAutoGeocodingEnabled = value }
        if let value = info["default_closed_status"]?.bool { settings.defaultClosedStatus = value }
        return settings
    }
}
