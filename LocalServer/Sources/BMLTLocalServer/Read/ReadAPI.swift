import BMLT
import Foundation

/// The semantic interface (`client_interface/{format}/?switcher=…`) of the local server, in its server's flavour.
struct ReadAPI {
    let catalog: Catalog
    let flavour: ReadFlavour
    let rootServerURI: String
    let viewer: Viewer
    /// Whether 2.x's contact form is on (GetServerInfo's `emailEnabled` and `emailIncludesServiceBodies`).
    var emailContact = LocalServer.EmailContact.disabled

    /// The switchers both servers know; 2.16.6's error message names fewer.
    static let switchers = [
        "GetSearchResults", "GetFormats", "GetServiceBodies", "GetFieldKeys", "GetFieldValues", "GetChanges",
        "GetServerInfo", "GetCoverageArea", "GetNAWSDump",
    ]

    /// The switcher a read call names, if both servers know it.
    static func switcher(of parameters: RequestParameters) -> String? {
        parameters.string("switcher").flatMap { switchers.contains($0) ? $0 : nil }
    }

    var renderContext: RenderContext {
        RenderContext(catalog: catalog, flavour: flavour, rootServerURI: rootServerURI, viewer: viewer)
    }

    /// Whether a JSONP callback is a JavaScript identifier (a path of them), which 4.x requires.
    static func isCallbackName(_ callback: String) -> Bool {
        callback.range(of: "^[A-Za-z_$][A-Za-z0-9_$.]*$", options: .regularExpression) != nil
    }

    /// A switcher's JSON answer; which data formats serve which switchers is the interface's (``ServerInterface``).
    func json(switcher: String, parameters: RequestParameters) -> LocalResponse {
        switch switcher {
        case "GetSearchResults": return searchResults(parameters)
        case "GetFormats":
            let context = renderContext
            return list(flavour.formats.listed(self, parameters: parameters)) { writer, format in
                context.write(format, to: &writer)
            }
        case "GetServiceBodies":
            let context = renderContext
            return list(flavour.serviceBodies.listed(self, parameters: parameters)) { writer, body in
                context.write(body, to: &writer)
            }
        case "GetFieldKeys":
            return list(fieldKeys()) { writer, field in
                writer.beginObject()
                writer.member("key", field.key)
                writer.member("description", field.description)
                writer.endObject()
            }
        case "GetFieldValues": return fieldValues(parameters)
        case "GetChanges": return ChangeFeed(catalog: catalog, flavour: flavour, viewer: viewer).respond(parameters)
        case "GetServerInfo": return serverInfo()
        default: return coverageArea()
        }
    }

    /// A JSON list, or the server's empty list.
    private func list<Element>(_ elements: [Element], write: (inout JSONWriter, Element) -> Void) -> LocalResponse {
        guard !elements.isEmpty else { return flavour.answers.emptyListAnswer }
        var writer = JSONWriter(capacity: 256 + elements.count * 1200)
        writer.beginArray()
        for element in elements { write(&writer, element) }
        writer.endArray()
        return flavour.answers.json(writer.bytes)
    }

    // MARK: - GetSearchResults

    private func searchResults(_ parameters: RequestParameters) -> LocalResponse {
        let hits: [MeetingSearch.Hit]
        do {
            hits = try flavour.search.hits(catalog, parameters: parameters)
        } catch is EmptySearchAnswer {
            return flavour.answers.emptyListAnswer
        } catch {
            // A PHP error on the real server's way.
            return flavour.answers.serverError
        }
        let language = parameters.string("lang_enum") ?? catalog.settings.language
        let formatsByID = catalog.formatsByID(language: language)
        var context = renderContext
        context.requestedLanguage = parameters.string("lang_enum")
        context.keepsRenderings = hits.count <= RenderContext.largestAnswerKept
        let templates = context.templates
        let selection = context.fieldSelection(parameters)
        let writesEmptyRows = flavour.search.writesEmptyRows(selection: selection, parameters: parameters)
        let write = { (hit: MeetingSearch.Hit, writer: inout JSONWriter) in
            guard !writesEmptyRows else {
                writer.beginObject()
                writer.member("", "")
                writer.endObject()
                return
            }
            context.write(
                hit,
                language: language,
                formatsByID: formatsByID,
                templates: templates,
                selection: selection,
                to: &writer
            )
        }
        let formatsOnly = parameters.has("get_formats_only")
        guard formatsOnly || parameters.has("get_used_formats") else {
            return list(hits) { writer, hit in write(hit, &writer) }
        }
        var writer = JSONWriter(capacity: hits.count * 1200 + 4096)
        writer.beginObject()
        if !formatsOnly {
            writer.key("meetings")
            if hits.isEmpty {
                writer.raw(flavour.answers.emptyList)
            } else {
                writer.beginArray()
                for hit in hits { write(hit, &writer) }
                writer.endArray()
            }
        }
        writer.key("formats")
        if let formats = flavour.search.usedFormats(
            hits,
            catalog: catalog,
            formatsByID: formatsByID,
            language: language
        ) {
            writer.beginArray()
            for format in formats { context.write(format, to: &writer) }
            writer.endArray()
        } else {
            writer.beginObject()
            writer.endObject()
        }
        writer.endObject()
        return flavour.answers.json(writer.bytes)
    }
}
