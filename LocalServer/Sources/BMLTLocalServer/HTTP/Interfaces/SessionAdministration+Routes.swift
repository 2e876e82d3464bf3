import Foundation
import Hummingbird

extension SessionAdministration {
    /// `json.php` and `xml.php` in `group`, answered by this administration whatever the method.
    static func addRoutes(to group: RouterGroup<LocalRequestContext>, _ parts: RouteParts) {
        let paths = parts.paths
        for (file, format) in [("json.php", SessionAdminContext.Format.json), ("xml.php", .xml)] {
            for method in LocalRoutes.methods {
                group.on(RouterPath(file), method: method) { request, _ in
                    guard let body = await request.collectedBody(upTo: AdminAPI.maximumBodySize) else {
                        return LocalResponse.text("", status: 413)
                    }
                    let serverName = paths.serverName(of: request)
                    let interface = Self(
                        context: SessionAdminContext(
                            store: parts.store,
                            now: Int(Date().timeIntervalSince1970),
                            serverName: serverName,
                            mainURL: "http://\(serverName)\(paths.basePath)/"
                        )
                    )
                    // PHP reads the query and a form body together; the body wins.
                    let parameters = RequestParameters(
                        query: [request.uri.query ?? "", String(decoding: body, as: UTF8.self)]
                            .filter { !$0.isEmpty }.joined(separator: "&")
                    )
                    return try await interface.respond(
                        format: format,
                        parameters: parameters,
                        cookieHeader: request.headers[.cookie]
                    )
                }
            }
        }
    }
}
