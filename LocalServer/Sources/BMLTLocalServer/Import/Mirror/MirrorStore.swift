@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// A mirror's data in its store: a whole read of the origin replaces the data, a sync's changes replace what changed,
/// each in one transaction, so that a failure leaves the last good data; and what the file says of its origin.
struct MirrorStore: Sendable {
    let store: LocalStore

    /// What a mirror's data file says about its origin.
    struct State: Sendable, Hashable {
        var origin: String
        var mode: LocalServer.Mode
        /// When the last good sync began (changes from a day before it are asked for next time).
        var syncedAt: Date
        /// When the mirror's meetings were last compared with the origin's whole answer (or read whole).
        var comparedAt: Date
    }

    /// The mirror state of an existing data file, or `nil` when it holds no mirror's data (or is no data file).
    static func state(ofFile url: URL) -> State? {
        var configuration = Configuration()
        configuration.readonly = true
        guard FileManager.default.fileExists(atPath: url.path),
            let database = try? DatabaseQueue(path: url.path, configuration: configuration)
        else { return nil }
        return try? database.read(Self.state)
    }

    /// The origin's change history a mirror holds, newest first; `nil` for a server that is not a mirror.
    static func changes(_ db: Database) throws -> [Catalog.MirroredChange]? {
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

    static func state(_ db: Database) throws -> State? {
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
        return State(origin: origin, mode: mode, syncedAt: syncedAt, comparedAt: comparedAt ?? .distantPast)
    }

    /// The digests of the origin's meeting answers the mirror holds (``OriginReader/digest(_:)``), by id.
    static func digests(_ db: Database) throws -> [Int: String] {
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
    private static func saveDigests(_ db: Database, _ digests: [Int: String]) throws {
        let text = digests.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
        try db.execute(
            sql: "INSERT OR REPLACE INTO local_server_metadata (key, value) VALUES ('mirror_digests', ?)",
            arguments: [text]
        )
    }

    /// Replaces the data with an origin's whole read.
    func load(_ data: OriginData, origin: URL, readStarted: Date) async throws -> LocalServer.DataSummary {
        try await store.database.write { db in
            try Schema.deleteData(db)
            let rows = MirrorRows(data)
            try rows.writeDirectory(db)
            try rows.writeAllMeetings(db)
            try Self.writeChanges(db, data.changes)
            try Self.markSynced(db, data, origin: origin, at: readStarted, comparedAt: readStarted)
            try Self.saveDigests(db, Self.digests(of: data.meetings))
            return try LocalServer.DataSummary(db)
        }
    }

    /// Replaces the directory data (settings, field templates, service bodies, formats) and the meetings a sync
    /// found changed, in the order of their changes: those the origin still has are rewritten, the others removed.
    /// `compared` says that the sync compared every meeting with the origin's and found no other change.
    func apply(
        _ data: OriginData,
        changedIDs: [Int],
        origin: URL,
        readStarted: Date,
        compared: Bool = false
    ) async throws -> (updated: Int, removed: Int) {
        try await store.database.write { db in
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
                (position[$0[.id]?.int ?? 0] ?? .max) < (position[$1[.id]?.int ?? 0] ?? .max)
            }
            for meeting in ordered {
                // A server saves the values it is given, and its forms give none for an empty field.
                let values = rows.values(meeting, prompted: prompted).filter { !$0.value.isEmpty }
                try store.replace(rows.record(meeting), data: values, templates: templates)
                updated += 1
            }
            try rows.writeSortKeys(db)
            let kept = Set(data.meetings.compactMap { $0[.id]?.int })
            var removed = 0
            for id in Set(changedIDs).subtracting(kept) where try MeetingRecord.exists(db, key: id) {
                try store.delete(id)
                removed += 1
            }
            try Self.writeChanges(db, data.changes)
            var digests = try Self.digests(db)
            for id in changedIDs { digests[id] = nil }
            digests.merge(Self.digests(of: data.meetings)) { $1 }
            try Self.saveDigests(db, digests)
            let comparedAt = compared ? readStarted : try Self.state(db)?.comparedAt
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
            meetings.compactMap { meeting in meeting[.id]?.int.map { ($0, OriginReader.digest(meeting)) } },
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
