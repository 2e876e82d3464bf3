import Foundation
import GRDB

/// A copy of another aggregator in the store: its root servers under the aggregator's ids, each with the list's
/// statistics and import time, and their data as the aggregator answers it, each root server replaced in one
/// transaction so that a failure keeps its last good copy.
extension AggregatorStore {
    /// Each copied root server's `lastSuccessfulImport` as last copied (`nil`: listed, never copied).
    func copiedImports() async throws -> [Int: String?] {
        try await store.database.read { db in
            var imports: [Int: String?] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, last_successful_import FROM root_servers") {
                imports[row[0]] = .some(row[1])
            }
            return imports
        }
    }

    /// The aggregator's list: root servers new to it added (with no data yet), those renamed or moved updated, and
    /// those it no longer lists deleted with their data.
    func copyList(_ listing: [ListedRootServer]) async throws -> (created: Int, updated: Int, deleted: Int) {
        try await store.database.write { db in
            var held: [Int: (sourceID: Int, name: String, url: String)] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, source_id, name, url FROM root_servers") {
                held[row[0]] = (row[1], row[2], row[3])
            }
            let listed = Set(listing.map(\.id))
            var counts = (created: 0, updated: 0, deleted: 0)
            for id in held.keys where !listed.contains(id) {
                try Self.deleteRootServer(id, db)
                counts.deleted += 1
            }
            for server in listing {
                guard let row = held[server.id] else {
                    try db.execute(
                        sql: "INSERT INTO root_servers (id, source_id, name, url) VALUES (?, ?, ?, ?)",
                        arguments: [server.id, server.sourceID, server.name, server.url]
                    )
                    counts.created += 1
                    continue
                }
                guard row != (server.sourceID, server.name, server.url) else { continue }
                try db.execute(
                    sql: "UPDATE root_servers SET source_id = ?, name = ?, url = ? WHERE id = ?",
                    arguments: [server.sourceID, server.name, server.url, server.id]
                )
                counts.updated += 1
            }
            try db.execute(sql: "DELETE FROM local_server_metadata WHERE key = 'edited'")
            return counts
        }
    }

    /// Replaces one root server's data with its copy: its service bodies, formats and meetings under the
    /// aggregator's ids, its server information, statistics and import time as the aggregator lists them.
    func copyRootServer(_ copy: CopiedRootServer) async throws -> LocalServer.RootServerImport.Outcome {
        try await store.database.write { db in
            let server = copy.listing
            var outcome = LocalServer.RootServerImport.Outcome(of: server)
            let meetings = MeetingStore(db: db)
            let before = try Self.counts(of: server.id, db)
            try meetings.deleteMeetings(ofRootServer: server.id)
            for table in ["formats", "service_bodies"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE root_server_id = ?", arguments: [server.id])
            }
            for external in copy.serviceBodies {
                var body = ServiceBodyRecord(
                    rowID: external.id,
                    storedParentID: external.parentID,
                    name: external.name,
                    description: external.description,
                    type: external.type,
                    url: external.url,
                    helpline: external.helpline,
                    email: "",
                    worldID: external.worldID,
                    rootServerID: server.id
                )
                try body.insert(db)
            }
            for external in copy.formats {
                var format = FormatRecord(
                    sharedID: external.id,
                    key: external.key,
                    name: external.name,
                    description: external.description,
                    language: external.language,
                    worldID: external.worldID,
                    type: external.type,
                    rootServerID: server.id
                )
                try format.insert(db)
            }
            let templates = try FieldTemplate.all(in: db)
            for external in copy.meetings {
                var record = MeetingRecord(serviceBodyID: external.serviceBodyID, language: external.language ?? "en")
                record.id = external.id
                record.rootServerID = server.id
                RootServerWriter.write(
                    external,
                    to: &record,
                    formats: external.formatIDs.map(String.init).joined(separator: ",")
                )
                try meetings.insert(&record, data: external.data, templates: templates)
            }
            try db.execute(
                sql: "UPDATE root_servers SET server_info = ?, last_successful_import = ? WHERE id = ?",
                arguments: [server.serverInfo, server.lastSuccessfulImport, server.id]
            )
            try db.execute(sql: "DELETE FROM root_server_statistics WHERE root_server_id = ?", arguments: [server.id])
            // `/rootservers` shows the latest statistics, `/rootservers/{id}` the oldest: two rows when they differ.
            let rows =
                copy.oldestStatistics == server.statistics
                ? [(server.statistics, 1)] : [(copy.oldestStatistics, 0), (server.statistics, 1)]
            for (statistics, isLatest) in rows where statistics.allSatisfy({ $0 != nil }) {
                try db.execute(
                    sql: """
                        INSERT INTO root_server_statistics (root_server_id, num_zones, num_regions, num_areas,
                        num_groups, num_total_meetings, num_in_person_meetings, num_virtual_meetings,
                        num_hybrid_meetings, num_unknown_meetings, is_latest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: StatementArguments([server.id] + statistics.map { $0 ?? 0 } + [isLatest])
                )
            }
            let after = try Self.counts(of: server.id, db)
            outcome.serviceBodies = Self.change(before.serviceBodies, after.serviceBodies)
            outcome.formats = Self.change(before.formats, after.formats)
            outcome.meetings = Self.change(before.meetings, after.meetings)
            try db.execute(sql: "DELETE FROM local_server_metadata WHERE key = 'edited'")
            return outcome
        }
    }

    /// The ids of a root server's rows, by table.
    private static func counts(
        of rootServerID: Int,
        _ db: Database
    ) throws -> (serviceBodies: Set<Int>, formats: Set<Int>, meetings: Set<Int>) {
        let ids = { (sql: String) in
            Set(try Int.fetchAll(db, sql: sql, arguments: [rootServerID]))
        }
        return (
            try ids("SELECT id_bigint FROM service_bodies WHERE root_server_id = ?"),
            try ids("SELECT DISTINCT shared_id_bigint FROM formats WHERE root_server_id = ?"),
            try ids("SELECT id_bigint FROM meetings WHERE root_server_id = ?")
        )
    }

    /// A copy's counts: ids that came, went, or stayed (each rewritten).
    private static func change(_ before: Set<Int>, _ after: Set<Int>) -> LocalServer.RootServerImport.Counts {
        var counts = LocalServer.RootServerImport.Counts()
        counts.created = after.subtracting(before).count
        counts.deleted = before.subtracting(after).count
        counts.updated = after.intersection(before).count
        return counts
    }

    /// Records what the data copies (``copiedOrigin(ofFile:)`` reads it).
    static func recordCopiedOrigin(_ origin: URL, _ db: Database) throws {
        try setMetadata("copy_origin", origin.absoluteString, db)
    }

    /// What a data file copies (an aggregator's root URL or an export's manifest), `nil` when it holds no copy.
    static func copiedOrigin(ofFile url: URL) -> URL? {
        var configuration = Configuration()
        configuration.readonly = true
        guard FileManager.default.fileExists(atPath: url.path),
            let database = try? DatabaseQueue(path: url.path, configuration: configuration),
            let text = try? database.read({ try metadata("copy_origin", $0) })
        else { return nil }
        return URL(string: text)
    }

    /// When the copied aggregator's GetServerInfo was last read.
    func copiedServerInfoReadAt() async throws -> Date? {
        try await store.database.read { try Self.metadata("copy_server_info_read_at", $0) }
            .flatMap { ISO8601DateFormatter().date(from: $0) }
    }

    /// The copied aggregator's own settings (its GetServerInfo), which the copy's GetServerInfo shows.
    func copySettings(_ settings: Settings, readAt date: Date) async throws {
        try await store.database.write { db in
            try settings.save(db)
            try Self.setMetadata("copy_server_info_read_at", ISO8601DateFormatter().string(from: date), db)
        }
    }

    /// What the last copy of an export kept: the manifest's `ETag` (only after a copy of all it listed) and the
    /// `schema_version` it read.
    func exportState() async throws -> (etag: String?, schemaVersion: String?) {
        try await store.database.read { db in
            (try Self.metadata("export_manifest_etag", db), try Self.metadata("export_schema_version", db))
        }
    }

    func saveExportState(etag: String?, schemaVersion: String) async throws {
        try await store.database.write { db in
            try Self.setMetadata("export_manifest_etag", etag, db)
            try Self.setMetadata("export_schema_version", schemaVersion, db)
        }
    }

    /// A value of what the copy keeps beside the data.
    private static func metadata(_ key: String, _ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = ?", arguments: [key])
    }

    /// Keeps a value beside the data, or removes it (`nil`).
    private static func setMetadata(_ key: String, _ value: String?, _ db: Database) throws {
        guard let value else {
            try db.execute(sql: "DELETE FROM local_server_metadata WHERE key = ?", arguments: [key])
            return
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO local_server_metadata (key, value) VALUES (?, ?)",
            arguments: [key, value]
        )
    }
}
