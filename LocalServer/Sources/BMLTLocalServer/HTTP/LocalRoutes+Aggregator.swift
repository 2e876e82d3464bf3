import Foundation
import GRDB
import HTTPTypes
import Hummingbird

// An aggregator's routes beside the read API: `/api/v1/rootservers` (bmlt-server's `RootServerController`, public),
// and administration refused.
extension LocalRoutes {
    func addAggregatorRoutes(to root: RouterGroup<LocalRequestContext>) {
        let api = root.group("api/v1")
        for method in Self.methods {
            api.on("rootservers", method: method) { _, _ in
                guard method == .get || method == .head else { return LocalResponse.serverError }
                return try await rootServers(id: nil)
            }
            api.on("rootservers/:id", method: method) { _, context in
                guard method == .get || method == .head else { return LocalResponse.serverError }
                guard let id = context.parameters.get("id").flatMap({ Int($0) }) else {
                    return LocalResponse.renderedException("Not Found", status: 404)
                }
                return try await rootServers(id: id)
            }
            // No one administers an aggregator: its data is its root servers'. An anonymous request is answered as
            // bmlt-server answers it; there is no login to get past that.
            api.on("**", method: method) { _, _ in LocalResponse.message("Unauthenticated.", status: 401) }
            root.group("local_server/server_admin").on("**", method: method) { _, _ in
                LocalResponse.text(
                    "This server is an aggregator: administer its root servers instead.",
                    status: 403,
                    contentType: "text/plain; charset=utf-8"
                )
            }
        }
    }

    /// `GET /api/v1/rootservers` (each with its latest statistics) or `/{id}` (with its oldest, as
    /// `RootServerResource` takes the first of an unfiltered relation).
    private func rootServers(id: Int?) async throws -> LocalResponse {
        let body = try await store.database.read { db -> [UInt8]? in
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT id, source_id, name, url, server_info, last_successful_import FROM root_servers"
                    + (id == nil ? " ORDER BY id" : " WHERE id = ?"),
                arguments: id.map { [$0] } ?? []
            )
            if id != nil, rows.isEmpty { return nil }
            var writer = JSONWriter()
            if id == nil { writer.beginArray() }
            for row in rows {
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
                let number = { (index: Int) in (statistics?[index] as Int?).map(String.init) ?? "null" }
                writer.beginObject()
                writer.member("id", serverID)
                writer.member("sourceId", row[1] as Int)
                writer.member("name", row[2] as String)
                writer.member("url", row[3] as String)
                writer.key("statistics")
                writer.beginObject()
                for (group, names) in [
                    ("serviceBodies", ["numZones", "numRegions", "numAreas", "numGroups"]),
                    ("meetings", ["numTotal", "numInPerson", "numVirtual", "numHybrid", "numUnknown"]),
                ] {
                    writer.key(group)
                    writer.beginObject()
                    for (offset, name) in names.enumerated() {
                        writer.key(name)
                        writer.raw(number(group == "meetings" ? offset + 4 : offset))
                    }
                    writer.endObject()
                }
                writer.endObject()
                writer.member("serverInfo", row[4] as String?)
                writer.member("lastSuccessfulImport", row[5] as String?)
                writer.endObject()
            }
            if id == nil { writer.endArray() }
            return writer.bytes
        }
        guard let body else { return LocalResponse.renderedException("Not Found", status: 404) }
        return LocalResponse(status: 200, contentType: "application/json", body: body)
    }
}
