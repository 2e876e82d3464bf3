import GRDB

extension LocalStore {
    /// An aggregator's root server as `/api/v1/rootservers` lists it.
    struct ListedRootServer: Sendable {
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
        try await database.read { db in
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
}
