import Foundation
import HTTPTypes
import Hummingbird

/// An aggregator's routes beside 4.2.7's read API: `/api/v1/rootservers` (bmlt-server's `RootServerController`,
/// public), and administration refused.
struct AggregatorRoutes: Sendable {
    let store: LocalStore

    var routes: RouteCollection<LocalRequestContext> {
        let collection = RouteCollection(context: LocalRequestContext.self)
        let api = collection.group("api/v1")
        for method in LocalRoutes.methods {
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
            collection.group("local_server/server_admin").on("**", method: method) { _, _ in
                LocalResponse.text(
                    "This server is an aggregator: administer its root servers instead.",
                    status: 403,
                    contentType: "text/plain; charset=utf-8"
                )
            }
        }
        return collection
    }

    /// `GET /api/v1/rootservers` or `/{id}`, as `RootServerResource` writes them.
    private func rootServers(id: Int?) async throws -> LocalResponse {
        let servers = try await AggregatorStore(store: store).listedRootServers(id: id)
        if id != nil, servers.isEmpty { return LocalResponse.renderedException("Not Found", status: 404) }
        var writer = JSONWriter()
        if id == nil { writer.beginArray() }
        for server in servers {
            writer.beginObject()
            writer.member("id", server.id)
            writer.member("sourceId", server.sourceID)
            writer.member("name", server.name)
            writer.member("url", server.url)
            writer.key("statistics")
            writer.beginObject()
            var index = 0
            for (group, names) in AggregatorStore.ListedRootServer.statisticsNames {
                writer.key(group)
                writer.beginObject()
                for name in names {
                    writer.key(name)
                    writer.raw(server.statistics[index].map(String.init) ?? "null")
                    index += 1
                }
                writer.endObject()
            }
            writer.endObject()
            writer.member("serverInfo", server.serverInfo)
            writer.member("lastSuccessfulImport", server.lastSuccessfulImport)
            writer.endObject()
        }
        if id == nil { writer.endArray() }
        return LocalResponse(status: 200, contentType: "application/json", body: writer.bytes)
    }
}
