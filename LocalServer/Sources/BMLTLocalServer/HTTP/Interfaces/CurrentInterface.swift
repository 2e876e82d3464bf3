import Foundation
import Hummingbird

/// 4.2.7's interface: one `client_interface/{dataFormat}` route whose controller answers unknown formats itself, the
/// REST administration under `api/v1`, and what Laravel keeps of the session-based one (``LegacyAdminController``).
/// An aggregator serves its read API on the root servers' data (``AggregatedData``).
struct CurrentInterface: ServerInterface {
    let flavour: ReadFlavour
    var restAdministrationPath: String? { Self.apiPath }
    private static let apiPath = "api/v1"

    init(served: any ServedData = OwnData()) {
        flavour = .current(served: served)
    }

    func readRoutes(_ parts: RouteParts) -> RouteCollection<LocalRequestContext> {
        let collection = RouteCollection(context: LocalRequestContext.self)
        let routes = ReadRoutes(parts: parts, flavour: flavour) { method, route in
            throw AdminFailure.methodNotAllowed(method: method.rawValue, path: route, allowed: ["GET", "HEAD"])
        }
        routes.add(":dataFormat", to: collection) { request in
            // Laravel's input middleware trims the values and reads empty ones as absent.
            let parameters = routes.parameters(of: request, trimsValues: true)
            let dataFormat = routes.dataFormat(of: request)
            return try await routes.read(request) { respond($0, dataFormat: dataFormat, parameters) }
        }
        routes.add("serverInfo.xml", to: collection) { _ in Self.serverInfoXML }
        return collection
    }

    /// A read call: `json`, `jsonp` and `tsml` answer searches, `csv` `GetNAWSDump`; anything else is refused with a
    /// message that names the formats and their switchers.
    func respond(_ api: ReadAPI, dataFormat: String, _ parameters: RequestParameters) -> LocalResponse {
        guard let switcher = ReadAPI.switcher(of: parameters) else { return unknownEndpoint }
        switch (dataFormat, switcher) {
        case ("csv", "GetNAWSDump"):
            return NAWSDump(catalog: api.catalog, flavour: flavour).respond(parameters: parameters)
        case (_, "GetNAWSDump"): return .renderedException("GetNAWSDump is only valid for csv format.", status: 422)
        case ("json", _): return api.json(switcher: switcher, parameters: parameters)
        case ("jsonp", _): return jsonp(api.json(switcher: switcher, parameters: parameters), parameters: parameters)
        case ("tsml", _): return tsml(api, parameters)
        default: return unknownEndpoint
        }
    }

    static let invalidSwitcherMessage =
        "Invalid data format or endpoint name. Valid endpoint names for the json and jsonp data formats are: "
        + "GetSearchResults, GetFormats, GetServiceBodies, GetFieldKeys, GetFieldValues, GetChanges, GetServerInfo, "
        + "GetCoverageArea. Valid endpoint names for the csv format are: GetNAWSDump. Valid endpoint names for the "
        + "tsml format are: GetSearchResults."

    /// The answer to an unknown switcher, or to one the data format does not serve.
    var unknownEndpoint: LocalResponse { .renderedException(Self.invalidSwitcherMessage, status: 422) }

    /// Laravel's `JsonResponse::setCallback`: any answer, failures too, inside the callback (`callback` by default).
    private func jsonp(_ response: LocalResponse, parameters: RequestParameters) -> LocalResponse {
        let callback = parameters.string("callback") ?? "callback"
        guard ReadAPI.isCallbackName(callback) else { return .serverError }
        return LocalResponse(
            status: response.status,
            contentType: "text/javascript; charset=utf-8",
            body: Array("/**/\(callback)(".utf8) + response.body + Array(");".utf8)
        )
    }

    /// 4.x answers any switcher with a search in `tsml/`, and its formats lists in their JSON shape.
    private func tsml(_ api: ReadAPI, _ parameters: RequestParameters) -> LocalResponse {
        if parameters.has("get_formats_only") || parameters.has("get_used_formats") {
            return api.json(switcher: "GetSearchResults", parameters: parameters)
        }
        let hits = (try? flavour.search.hits(api.catalog, parameters: parameters)) ?? []
        let catalog = api.catalog
        let formatsByID = catalog.formatsByID(language: parameters.string("lang_enum") ?? catalog.settings.language)
        var writer = JSONWriter(capacity: hits.count * 800)
        writer.beginArray()
        for hit in hits { TSMLWriter.write(hit.meeting, catalog: catalog, formatsByID: formatsByID, to: &writer) }
        writer.endArray()
        return flavour.answers.json(writer.bytes)
    }

    func administrationRoutes(_ parts: RouteParts) -> RouteCollection<LocalRequestContext> {
        let collection = RouteCollection(context: LocalRequestContext.self)
        LegacyAdminController.addRoutes(to: collection.group("local_server/server_admin"), parts)
        AdminAPI(store: parts.store, paths: parts.paths).addRoutes(to: collection.group(RouterPath(Self.apiPath)))
        return collection
    }

    /// The administration web app (200, HTML), or Laravel's JSON under `api/v1`.
    func notFound(route: String) -> LocalResponse {
        if route == Self.apiPath || route.hasPrefix(Self.apiPath + "/") {
            return AdminFailure.notFound("The route \(route) could not be found.").answer
        }
        return flavour.served.unknownRoutePage
    }

    static let serverInfoXML = LocalResponse.text(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<bmltInfo>\n  <serverVersion>\n    <readableString>\(LocalServer.currentVersion)</readableString>\n  </serverVersion>\n</bmltInfo>",
        contentType: "application/xml"
    )
}
