import Hummingbird

/// A mirror's data is its origin's: both administration interfaces answer 403 with a message that names the origin
/// (JSON under the REST path, as 4.x's refusals are; text for the session-based `json.php` and `xml.php`).
struct MirrorRefusals: Sendable {
    let origin: String
    let interface: any ServerInterface

    var routes: RouteCollection<LocalRequestContext> {
        let collection = RouteCollection(context: LocalRequestContext.self)
        let message = "This server is a read-only mirror of \(origin): administer the origin instead."
        for method in LocalRoutes.methods {
            if let path = interface.restAdministrationPath {
                collection.group(RouterPath(path)).on("**", method: method) { _, _ in
                    LocalResponse.message(message, status: 403)
                }
            }
            collection.group("local_server/server_admin").on("**", method: method) { _, _ in
                LocalResponse.text(message, status: 403, contentType: "text/plain; charset=utf-8")
            }
        }
        return collection
    }
}
