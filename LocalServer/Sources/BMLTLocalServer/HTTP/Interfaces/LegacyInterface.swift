import Foundation
import Hummingbird

/// 2.16.6's interface: PHP files in `client_interface`'s data-format folders (with `json/GetLangs.php` and
/// `contact.php`), and the whole session-based administration in `local_server/server_admin`.
struct LegacyInterface: ServerInterface {
    let flavour = ReadFlavour.legacy
    let restAdministrationPath: String? = nil

    /// The folders of 2.16.6's `client_interface` that answer read calls; any other is not there.
    static let dataFormatFolders = ["csv", "html", "json", "jsonp", "kml", "poi", "simple", "xml"]

    func readRoutes(_ parts: RouteParts) -> RouteCollection<LocalRequestContext> {
        let collection = RouteCollection(context: LocalRequestContext.self)
        // The web server refuses other methods with an empty page.
        let routes = ReadRoutes(parts: parts, flavour: flavour) { _, _ in .text("", status: 405) }
        for folder in Self.dataFormatFolders {
            routes.add(RouterPath(folder), to: collection) { request in
                let parameters = routes.parameters(of: request, trimsValues: false)
                var answer = try await routes.read(request) { respond($0, dataFormat: folder, parameters) }
                Self.startSession(&answer, parameters: parameters, cookieHeader: request.headers[.cookie])
                return answer
            }
        }
        routes.add("json/GetLangs.php", to: collection) { request in try await routes.read(request, Self.languages) }
        for method in LocalRoutes.methods {
            collection.on("contact.php", method: method) { request, _ in try await contact(request, parts) }
        }
        routes.add("serverInfo.xml", to: collection) { _ in Self.serverInfoXML }
        return collection
    }

    /// A read call in one of the folders: its JSON answer in `json/`, inside a callback in `jsonp/`, `GetNAWSDump` and
    /// the search's CSV in `csv/`; any other a message that names the switchers.
    func respond(_ api: ReadAPI, dataFormat: String, _ parameters: RequestParameters) -> LocalResponse {
        guard let switcher = ReadAPI.switcher(of: parameters) else { return unknownEndpoint }
        switch (dataFormat, switcher) {
        case (_, "GetNAWSDump"): return nawsDump(api, dataFormat: dataFormat, parameters: parameters)
        case ("json", _): return api.json(switcher: switcher, parameters: parameters)
        case ("jsonp", _): return jsonp(api.json(switcher: switcher, parameters: parameters), parameters: parameters)
        case ("csv", "GetSearchResults"): return LegacySearchRules().csv(api, parameters: parameters)
        default: return unknownEndpoint
        }
    }

    static let switcherMessage =
        "You must supply one of the following: 'switcher=GetSearchResults', 'switcher=GetFormats', "
        + "'switcher=GetChanges', 'switcher=GetNAWSDump', 'switcher=GetFieldKeys', 'switcher=GetFieldValues' or "
        + "'switcher=GetServiceBodies'."

    /// The answer to an unknown switcher, or to one the folder does not serve.
    var unknownEndpoint: LocalResponse { .text(Self.switcherMessage, contentType: flavour.answers.jsonContentType) }

    /// The CSV in `csv/`, and the same CSV as JSON in `json/`, or inside the callback in `jsonp/`.
    private func nawsDump(_ api: ReadAPI, dataFormat: String, parameters: RequestParameters) -> LocalResponse {
        guard ["csv", "json", "jsonp"].contains(dataFormat) else { return unknownEndpoint }
        var dump = NAWSDump(catalog: api.catalog, flavour: flavour).respond(parameters: parameters)
        switch dataFormat {
        case "jsonp":
            let headers = dump.headers
            dump = jsonp(dump, parameters: parameters)
            dump.headers = headers
        case "json":
            dump.contentType = flavour.answers.jsonContentType
        default:
            break
        }
        return dump
    }

    /// 2.16.6 wraps only what succeeded, and echoes `$_GET['callback']`, nothing when there is none. It echoes any
    /// callback into the page (a reflected XSS), which the local server does not copy: it refuses what is no
    /// JavaScript identifier as 4.x does, and echoes only the empty one.
    private func jsonp(_ response: LocalResponse, parameters: RequestParameters) -> LocalResponse {
        guard response.status == 200 else { return response }
        let callback = parameters.string("callback") ?? ""
        guard callback.isEmpty || ReadAPI.isCallbackName(callback) else { return LocalResponse.serverError }
        return LocalResponse(
            status: response.status,
            contentType: "application/javascript; charset=UTF-8",
            body: Array("\(callback)(".utf8) + response.body + Array(");".utf8)
        )
    }

    func administrationRoutes(_ parts: RouteParts) -> RouteCollection<LocalRequestContext> {
        let collection = RouteCollection(context: LocalRequestContext.self)
        LegacyServerAdmin.addRoutes(to: collection.group("local_server/server_admin"), parts)
        return collection
    }

    func notFound(route: String) -> LocalResponse {
        .text("<html><body><h1>404 Not Found</h1></body></html>", status: 404)
    }

    /// 2.x starts a PHP session when a search finds meetings (it asks whether someone is logged in, who would also
    /// see invalid meetings): a request without a session cookie gets one.
    static func startSession(_ answer: inout LocalResponse, parameters: RequestParameters, cookieHeader: String?) {
        if parameters.string("switcher") == "GetSearchResults", answer.body.count > 2,
            PHPSession.cookie("PHPSESSID", in: cookieHeader) == nil
        {
            answer.headers.append(PHPSession.newCookie())
        }
    }

    /// `client_interface/json/GetLangs.php`: the languages, the server's own marked as the default.
    static func languages(_ api: ReadAPI) -> LocalResponse {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("languages")
        writer.beginArray()
        for (code, name) in Catalog.legacyLanguages {
            writer.beginObject()
            writer.member("key", code)
            writer.member("name", name)
            if code == api.catalog.settings.language { writer.member("default", true) }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return api.flavour.answers.json(writer.bytes)
    }

    /// `client_interface/contact.php`: it reads only the query, whatever the method.
    private func contact(_ request: Request, _ parts: RouteParts) async throws -> LocalResponse {
        // 2.x builds the message's links from SERVER_NAME, SERVER_PORT (unless 80) and the base path.
        let authority = parts.paths.authority(of: request)
        let root = "http://" + (authority.hasSuffix(":80") ? String(authority.dropLast(3)) : authority)
        let form = ContactForm(
            store: parts.store,
            settings: parts.configuration.emailContact,
            outbox: parts.outbox,
            rootURL: root + parts.paths.basePath,
            now: Date()
        )
        let parameters = RequestParameters(query: request.uri.query ?? "", trimsValues: false)
        return try await form.respond(to: parameters)
    }

    static let serverInfoXML = LocalResponse.text(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<bmltInfo>\n\t<serverVersion>\n\t\t<readableString>\(LocalServer.legacyVersion)</readableString>\n\t</serverVersion>\n</bmltInfo>\n",
        contentType: "application/xml"
    )
}
