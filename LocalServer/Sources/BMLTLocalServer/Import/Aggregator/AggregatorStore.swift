import Foundation
import GRDB

/// An aggregator's data in its store, written as bmlt-server's repositories write it in aggregator mode
/// (`RootServerRepository`, `ServiceBodyRepository`, `FormatRepository` and `MeetingRepository::import`,
/// `ImportRootServers::updateStatistics`): the list in one transaction, then each root server in one transaction of
/// its own (``RootServerWriter``).
struct AggregatorStore: Sendable {
    let store: LocalStore

    /// A root server of the list as the aggregator keeps it.
    struct RootServerRow: Sendable, Hashable, RootServerNaming {
        var id: Int
        var sourceID: Int
        var name: String
        var url: String
    }

    /// What names a root server in the aggregator: its row, and its entry in the list that the API shows.
    protocol RootServerNaming {
        var id: Int { get }
        var sourceID: Int { get }
        var name: String { get }
        var url: String { get }
    }

    /// Makes an empty aggregator: the field templates of a new 4.x server (no formats: bmlt-server's migrations leave
    /// the stock formats out in aggregator mode), `settings`, and nothing else; a copy's file says from the start
    /// what it copies, so that no other aggregator's data is written into it.
    func prepare(settings: Settings, copying origin: URL?) async throws {
        try await store.database.write { db in
            try db.execute(sql: "DELETE FROM formats")
            try db.execute(
                sql: "DELETE FROM sqlite_sequence WHERE name IN ('meetings', 'formats', 'root_servers', 'meeting_data')"
            )
            try settings.save(db)
            try db.execute(
                sql: "INSERT OR REPLACE INTO local_server_metadata (key, value) VALUES ('aggregator', '1')"
            )
            try db.execute(sql: "DELETE FROM local_server_metadata WHERE key = 'edited'")
            if let origin { try Self.recordCopiedOrigin(origin, db) }
        }
    }

    /// Whether a data file holds an aggregator's data.
    static func isAggregator(file url: URL) -> Bool {
        var configuration = Configuration()
        configuration.readonly = true
        guard FileManager.default.fileExists(atPath: url.path),
            let database = try? DatabaseQueue(path: url.path, configuration: configuration)
        else { return false }
        return
            (try? database.read { db in
                try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'aggregator'")
            }) == "1"
    }

    /// `deleteNonAggregatorData` and `RootServerRepository::import`: the list's root servers created, renamed or
    /// moved by source id, those no longer listed deleted with everything they brought.
    func importList(
        _ entries: [(sourceID: Int, name: String, url: String)]
    ) async throws -> (rows: [RootServerRow], created: Int, updated: Int, deleted: Int) {
        try await store.database.write { db in
            try MeetingStore(db: db).deleteMeetings(ofRootServer: nil)
            for table in ["service_bodies", "formats"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE root_server_id IS NULL")
            }
            try db.execute(sql: "DELETE FROM changes")
            let listed = Set(entries.map(\.sourceID))
            var deleted = 0
            for row in try Row.fetchAll(db, sql: "SELECT id, source_id FROM root_servers") {
                let id: Int = row[0]
                guard !listed.contains(row[1] as Int) else { continue }
                try Self.deleteRootServer(id, db)
                deleted += 1
            }
            try MeetingStore(db: db).deleteDataOfMissingMeetings()
            var created = 0
            var updated = 0
            for entry in entries {
                if let row = try Row.fetchOne(
                    db,
                    sql: "SELECT id, name, url FROM root_servers WHERE source_id = ?",
                    arguments: [entry.sourceID]
                ) {
                    if row[1] as String != entry.name || row[2] as String != entry.url {
                        try db.execute(
                            sql: "UPDATE root_servers SET name = ?, url = ? WHERE id = ?",
                            arguments: [entry.name, entry.url, row[0] as Int]
                        )
                        updated += 1
                    }
                } else {
                    try db.execute(
                        sql: "INSERT INTO root_servers (source_id, name, url) VALUES (?, ?, ?)",
                        arguments: [entry.sourceID, entry.name, entry.url]
                    )
                    created += 1
                }
            }
            let rows = try Row.fetchAll(db, sql: "SELECT id, source_id, name, url FROM root_servers ORDER BY id").map {
                RootServerRow(id: $0[0], sourceID: $0[1], name: $0[2], url: $0[3])
            }
            return (rows, created, updated, deleted)
        }
    }

    /// A root server and everything it brought (the foreign keys' cascade).
    static func deleteRootServer(_ id: Int, _ db: Database) throws {
        try MeetingStore(db: db).deleteMeetings(ofRootServer: id)
        for table in ["formats", "service_bodies", "root_server_statistics"] {
            try db.execute(sql: "DELETE FROM \(table) WHERE root_server_id = ?", arguments: [id])
        }
        try db.execute(sql: "DELETE FROM root_servers WHERE id = ?", arguments: [id])
    }

    /// One root server's import, in one transaction: a failure changes nothing.
    func importRootServer(
        _ server: RootServerRow,
        _ answers: RootServerAnswers,
        ignoredServiceBodies: [Int]
    ) async throws -> LocalServer.RootServerImport.Outcome {
        try await store.database.write { db in
            var outcome = LocalServer.RootServerImport.Outcome(of: server)
            try db.execute(
                sql: "UPDATE root_servers SET server_info = ? WHERE id = ?",
                arguments: [answers.serverInfoJSON, server.id]
            )
            var importer = RootServerWriter(db: db, rootServerID: server.id)
            outcome.serviceBodies = try importer.importServiceBodies(
                answers.serviceBodies.filter { !ignoredServiceBodies.contains($0.id) }
            )
            outcome.formats = try importer.importFormats(answers.formats)
            outcome.meetings = try importer.importMeetings(answers.meetings)
            try importer.updateStatistics()
            try db.execute(
                sql: "UPDATE root_servers SET last_successful_import = ? WHERE id = ?",
                arguments: [Self.timestamp(Date()), server.id]
            )
            try db.execute(sql: "DELETE FROM local_server_metadata WHERE key = 'edited'")
            return outcome
        }
    }

    /// An aggregator's root server as `/api/v1/rootservers` lists it.
    struct ListedRootServer: Sendable, RootServerNaming {
        var id: Int
        var sourceID: Int
        var name: String
        var url: String
        var serverInfo: String?
        var lastSuccessfulImport: String?
        /// `num_zones`, `num_regions`, `num_areas`, `num_groups`, then `num_total_meetings`, `num_in_person_meetings`,
        /// `num_virtual_meetings`, `num_hybrid_meetings` and `num_unknown_meetings`; all `nil` without statistics.
        var statistics: [Int?]
    }

    /// The root servers in id order, each with its latest statistics, or the one with `id`, with its oldest (as
    /// bmlt-server's `RootServerResource` takes the first of an unfiltered relation).
    func listedRootServers(id: Int?) async throws -> [ListedRootServer] {
        try await store.database.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT id, source_id, name, url, server_info, last_successful_import FROM root_servers"
                    + (id == nil ? " ORDER BY id" : " WHERE id = ?"),
                arguments: id.map { [$0] } ?? []
            )
            .map { row in
                let serverID: Int = row[0]
                let statistics = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT num_zones, num_regions, num_areas, num_groups, num_total_meetings, num_in_person_meetings,
                        num_virtual_meetings, num_hybrid_meetings, num_unknown_meetings FROM root_server_statistics
                        WHERE root_server_id = ?
                        """ + (id == nil ? " AND is_latest = 1 ORDER BY id" : " ORDER BY id") + " LIMIT 1",
                    arguments: [serverID]
                )
                return ListedRootServer(
                    id: serverID,
                    sourceID: row[1],
                    name: row[2],
                    url: row[3],
                    serverInfo: row[4],
                    lastSuccessfulImport: row[5],
                    statistics: (0..<9).map { statistics?[$0] as Int? }
                )
            }
        }
    }

    /// `Y-m-d H:i:s` in UTC, as Laravel writes a date.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }
}

/// What a root server answered, read whole and validated before anything is stored.
struct RootServerAnswers: Sendable {
    /// GetServerInfo's object as PHP's `json_encode` writes it.
    var serverInfoJSON: String
    var serviceBodies: [ExternalServiceBody]
    /// Every language's formats, in the order of the server's `langs`.
    var formats: [ExternalFormat]
    var meetings: [ExternalMeeting]
}

extension LocalServer.RootServerImport.Outcome {
    /// The outcome of `server`'s import, before anything is counted.
    init(of server: some AggregatorStore.RootServerNaming) {
        self.init(id: server.id, sourceID: server.sourceID, name: server.name, url: server.url)
    }
}
