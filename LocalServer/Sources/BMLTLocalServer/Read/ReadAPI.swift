@_spi(BMLTInternal) import BMLT
import Foundation

/// The semantic interface (`client_interface/{format}/?switcher=…`) of the local server.
struct ReadAPI {
    let catalog: Catalog
    let mode: LocalServer.Mode
    let rootServerURI: String
    let viewer: Viewer
    /// Whether 2.x's contact form is on (GetServerInfo's `emailEnabled` and `emailIncludesServiceBodies`).
    var emailContact = LocalServer.EmailContact.disabled

    static let switchers = [
        "GetSearchResults", "GetFormats", "GetServiceBodies", "GetFieldKeys", "GetFieldValues", "GetChanges",
        "GetServerInfo", "GetCoverageArea", "GetNAWSDump",
    ]

    static let invalidSwitcherMessage =
        "Invalid data format or endpoint name. Valid endpoint names for the json and jsonp data formats are: "
        + "GetSearchResults, GetFormats, GetServiceBodies, GetFieldKeys, GetFieldValues, GetChanges, GetServerInfo, "
        + "GetCoverageArea. Valid endpoint names for the csv format are: GetNAWSDump. Valid endpoint names for the "
        + "tsml format are: GetSearchResults."

    static let legacySwitcherMessage =
        "You must supply one of the following: 'switcher=GetSearchResults', 'switcher=GetFormats', "
        + "'switcher=GetChanges', 'switcher=GetNAWSDump', 'switcher=GetFieldKeys', 'switcher=GetFieldValues' or "
        + "'switcher=GetServiceBodies'."

    private var renderer: ReadRenderer {
        ReadRenderer(catalog: catalog, mode: mode, rootServerURI: rootServerURI, viewer: viewer)
    }

    /// The folders of 2.16.6's `client_interface` that answer read calls.
    static let legacyDataFormats: Set<String> = ["csv", "html", "json", "jsonp", "kml", "poi", "simple", "xml"]

    /// Answers `client_interface/{dataFormat}/?…`.
    func respond(dataFormat: String, parameters: RequestParameters) -> LocalResponse {
        let switcher = parameters.string("switcher") ?? ""
        guard Self.switchers.contains(switcher) else {
            return mode == .legacy
                ? .text(Self.legacySwitcherMessage, contentType: "application/json; charset=UTF-8")
                : .renderedException(Self.invalidSwitcherMessage, status: 422)
        }
        if switcher == "GetNAWSDump" {
            let isLegacyJSON = mode == .legacy && (dataFormat == "json" || dataFormat == "jsonp")
            guard dataFormat == "csv" || isLegacyJSON else {
                return mode == .legacy
                    ? .text(Self.legacySwitcherMessage, contentType: "application/json; charset=UTF-8")
                    : .renderedException("GetNAWSDump is only valid for csv format.", status: 422)
            }
            var dump = NAWSDump(catalog: catalog, settings: catalog.settings).respond(
                parameters: parameters,
                mode: mode
            )
            guard isLegacyJSON else { return dump }
            // 2.16.6 sends the same CSV as JSON, or inside the JSONP callback.
            if dataFormat == "jsonp" {
                let headers = dump.headers
                dump = jsonp(dump, callback: parameters.string("callback") ?? "")
                dump.headers = headers
            } else {
                dump.contentType = "application/json; charset=UTF-8"
            }
            return dump
        }
        switch dataFormat {
        case "json", "jsonp":
            var response = json(switcher: switcher, parameters: parameters)
            if dataFormat == "jsonp", response.status == 200 || mode == .current {
                // 2.16.6 echoes `$_GET['callback']`, nothing when there is none.
                response = jsonp(
                    response,
                    callback: parameters.string("callback") ?? (mode == .legacy ? "" : "callback")
                )
            }
            return response
        case "tsml" where mode == .current:
            // 4.x answers any switcher with a search in `tsml/`, and its formats lists in their JSON shape.
            if parameters.has("get_formats_only") || parameters.has("get_used_formats") {
                return json(switcher: "GetSearchResults", parameters: parameters)
            }
            return tsml(parameters)
        case "csv" where switcher == "GetSearchResults" && mode == .legacy:
            return legacySearchCSV(parameters)
        default:
            return mode == .legacy
                ? .text(Self.legacySwitcherMessage, contentType: "application/json; charset=UTF-8")
                : .renderedException(Self.invalidSwitcherMessage, status: 422)
        }
    }

    private func jsonp(_ response: LocalResponse, callback: String) -> LocalResponse {
        // 2.16.6 echoes any callback into the page (a reflected XSS), which the local server does not copy: it refuses
        // what is no JavaScript identifier as 4.x does, and echoes only 2.16.6's empty one.
        guard
            (mode == .legacy && callback.isEmpty)
                || callback.range(of: "^[A-Za-z_$][A-Za-z0-9_$.]*$", options: .regularExpression) != nil
        else {
            return .serverError
        }
        switch mode {
        case .current:
            return LocalResponse(
                status: response.status,
                contentType: "text/javascript; charset=utf-8",
                body: Array("/**/\(callback)(".utf8) + response.body + Array(");".utf8)
            )
        case .legacy:
            return LocalResponse(
                status: response.status,
                contentType: "application/javascript; charset=UTF-8",
                body: Array("\(callback)(".utf8) + response.body + Array(");".utf8)
            )
        }
    }

    private func json(switcher: String, parameters: RequestParameters) -> LocalResponse {
        switch switcher {
        case "GetSearchResults": return searchResults(parameters)
        case "GetFormats": return formats(parameters)
        case "GetServiceBodies": return serviceBodies(parameters)
        case "GetFieldKeys":
            return list(fieldKeys()) { writer, field in
                writer.beginObject()
                writer.member("key", field.key)
                writer.member("description", field.description)
                writer.endObject()
            }
        case "GetFieldValues": return fieldValues(parameters)
        case "GetChanges": return ChangeFeed(catalog: catalog, mode: mode, viewer: viewer).respond(parameters)
        case "GetServerInfo": return serverInfo()
        default: return coverageArea()
        }
    }

    /// A JSON list; an empty list is `[]` on 4.x and `{}` on 2.x.
    private func list<Element>(_ elements: [Element], write: (inout JSONWriter, Element) -> Void) -> LocalResponse {
        var writer = JSONWriter(capacity: 256 + elements.count * 1200)
        if elements.isEmpty, mode == .legacy {
            writer.beginObject()
            writer.endObject()
        } else {
            writer.beginArray()
            for element in elements { write(&writer, element) }
            writer.endArray()
        }
        return .json(writer.bytes, mode: mode)
    }

    // MARK: - GetSearchResults

    private func searchResults(_ parameters: RequestParameters) -> LocalResponse {
        let outcome: MeetingSearch.Outcome
        if mode == .legacy {
            do {
                outcome = .hits(try LegacyMeetingSearch(catalog: catalog, parameters: parameters).run())
            } catch {
                // A PHP error on the real server's way: an empty 500.
                return .text("", status: 500)
            }
        } else {
            outcome = MeetingSearch(catalog: catalog, parameters: parameters).run()
        }
        let hits: [MeetingSearch.Hit]
        switch outcome {
        case .empty: hits = []
        case .hits(let found): hits = found
        }
        let language = parameters.string("lang_enum") ?? catalog.settings.language
        let formatsByID = catalog.formatsByID(language: language)
        var renderer = renderer
        renderer.requestedLanguage = parameters.string("lang_enum")
        let templates = renderer.templates
        let selection = renderer.fieldSelection(parameters)
        let write = { (hit: MeetingSearch.Hit, writer: inout JSONWriter) in
            renderer.write(
                hit,
                language: language,
                formatsByID: formatsByID,
                templates: templates,
                selection: selection,
                to: &writer
            )
        }
        let formatsOnly = parameters.has("get_formats_only")
        let withFormats = parameters.has("get_used_formats")
        if case .empty = outcome, mode == .current, !formatsOnly, !withFormats {
            return .json(Array("[]".utf8), mode: mode)
        }
        if formatsOnly || withFormats {
            var writer = JSONWriter(capacity: hits.count * 1200 + 4096)
            if mode == .legacy, hits.isEmpty {
                // csv.php wraps the empty search (`{}`) and writes `[]` for no formats.
                return .json(
                    Array((formatsOnly ? #"{"formats":[]}"# : #"{"meetings":{},"formats":[]}"#).utf8),
                    mode: mode
                )
            }
            // 2.16.6 keeps the CSV's columns whose key was asked for: with none, each row is one empty column.
            let writesEmptyRows =
                mode == .legacy && selection == nil
                && PHPText.isTruthy(parameters.string("data_field_key"))
            writer.beginObject()
            if !formatsOnly {
                writer.key("meetings")
                writer.beginArray()
                for hit in hits {
                    if writesEmptyRows {
                        writer.beginObject()
                        writer.member("", "")
                        writer.endObject()
                    } else {
                        write(hit, &writer)
                    }
                }
                writer.endArray()
            }
            writer.key("formats")
            let formats = usedFormats(hits, formatsByID: formatsByID, language: language)
            if mode == .legacy, formats.isEmpty, hits.contains(where: { !$0.meeting.formatIDs.isEmpty }) {
                // csv.php translates the meetings' formats in the asked language: none there, an empty object.
                writer.beginObject()
                writer.endObject()
            } else {
                writer.beginArray()
                for format in formats { renderer.write(format, to: &writer) }
                writer.endArray()
            }
            writer.endObject()
            return .json(writer.bytes, mode: mode)
        }
        if mode == .legacy, selection == nil, PHPText.isTruthy(parameters.string("data_field_key")) {
            // 2.16.6 keeps the CSV's columns whose key was asked for: with none, each row is one empty column.
            return list(hits) { writer, _ in
                writer.beginObject()
                writer.member("", "")
                writer.endObject()
            }
        }
        return list(hits) { writer, hit in write(hit, &writer) }
    }

    /// The formats the meetings use: in database order on 4.x, in order of first use on 2.x.
    private func usedFormats(
        _ hits: [MeetingSearch.Hit],
        formatsByID: [Int: Catalog.Format],
        language: String
    ) -> [Catalog.Format] {
        switch mode {
        case .current:
            let used = Set(hits.flatMap(\.meeting.formatIDs))
            return catalog.formats.filter { $0.language == language && used.contains($0.sharedID) }
        case .legacy:
            var seen = Set<Int>()
            var result: [Catalog.Format] = []
            for hit in hits {
                for id in ReadRenderer.formatFields(hit.meeting, formatsByID: formatsByID).orderedIDs
                where seen.insert(id).inserted {
                    if let format = formatsByID[id] { result.append(format) }
                }
            }
            return result
        }
    }

    private func tsml(_ parameters: RequestParameters) -> LocalResponse {
        guard case .hits(let hits) = MeetingSearch(catalog: catalog, parameters: parameters).run() else {
            return .json(Array("[]".utf8), mode: mode)
        }
        let formatsByID = catalog.formatsByID(language: parameters.string("lang_enum") ?? catalog.settings.language)
        var writer = JSONWriter(capacity: hits.count * 800)
        writer.beginArray()
        for hit in hits { TSMLWriter.write(hit.meeting, catalog: catalog, formatsByID: formatsByID, to: &writer) }
        writer.endArray()
        return .json(writer.bytes, mode: mode)
    }

    private func legacySearchCSV(_ parameters: RequestParameters) -> LocalResponse {
        let hits: [MeetingSearch.Hit]
        do {
            hits = try LegacyMeetingSearch(catalog: catalog, parameters: parameters).run()
        } catch {
            return .text("", status: 500)
        }
        guard !hits.isEmpty else { return .text("", contentType: "text/csv; charset=UTF-8") }
        let formatsByID = catalog.formatsByID(language: parameters.string("lang_enum") ?? catalog.settings.language)
        var renderer = renderer
        renderer.requestedLanguage = parameters.string("lang_enum")
        let templates = renderer.templates
        var lines: [String] = []
        for hit in hits {
            var members = renderer.members(hit, formatsByID: formatsByID, templates: templates, selection: nil)
            // A CSV line has every column: a meeting without formats has an empty format list.
            if !members.contains(where: { $0.0 == "format_shared_id_list" }) {
                members.append(("format_shared_id_list", ""))
            }
            if lines.isEmpty { lines.append(members.map { CSVText.quoted($0.0) }.joined(separator: ",")) }
            lines.append(members.map { CSVText.quoted($0.1) }.joined(separator: ","))
        }
        return LocalResponse(
            status: 200,
            contentType: "text/csv; charset=UTF-8",
            body: Array((lines.joined(separator: "\n") + "\n").utf8)
        )
    }

    // MARK: - GetFormats

    private func formats(_ parameters: RequestParameters) -> LocalResponse {
        if mode == .legacy { return legacyFormats(parameters) }
        let ids = parameters.integers("format_ids", splitsCommas: true)
        let include = Set(ids.filter { $0 > 0 })
        let exclude = Set(ids.filter { $0 < 0 }.map { -$0 })
        let languages = Set(
            parameters.isList("lang_enum")
                ? parameters.list("lang_enum", splitsCommas: false)
                : [parameters.string("lang_enum") ?? catalog.settings.language]
        )
        let keys =
            parameters.isList("key_strings")
            ? parameters.list("key_strings", splitsCommas: false) : parameters.string("key_strings").map { [$0] } ?? []
        let showAll = parameters.string("show_all") == "1"
        let used = showAll ? nil : Set(catalog.meetings.flatMap(\.formatIDs))
        var formats = catalog.formats.filter { format in
            (include.isEmpty || include.contains(format.sharedID)) && !exclude.contains(format.sharedID)
                && languages.contains(format.language) && (used?.contains(format.sharedID) ?? true)
                && (keys.isEmpty || keys.contains { Collation.equal($0, format.key ?? "") })
        }
        if mode == .legacy {
            formats.sort { ($0.sharedID, $0.language) < ($1.sharedID, $1.language) }
        }
        let renderer = renderer
        return list(formats) { writer, format in renderer.write(format, to: &writer) }
    }

    /// 2.16.6's `GetFormats`: for each language asked for that the server has, in the order asked, its formats by
    /// shared id, those no meeting uses only with `show_all`; it has no `format_ids`.
    private func legacyFormats(_ parameters: RequestParameters) -> LocalResponse {
        let asked =
            parameters.isList("lang_enum")
            ? parameters.list("lang_enum", splitsCommas: false)
            : [parameters.string("lang_enum").map(PHPText.trim) ?? catalog.settings.language]
        var languages: [String] = []
        for language in asked where Catalog.legacyLanguages.contains(where: { $0.code == language }) {
            if !languages.contains(language) { languages.append(language) }
        }
        let keys =
            parameters.isList("key_strings")
            ? parameters.list("key_strings", splitsCommas: false) : parameters.string("key_strings").map { [$0] } ?? []
        let showAll = parameters.string("show_all").map { PHPText.looselyEqual($0, "1") } ?? false
        let used = Set(catalog.meetings.flatMap(\.formatIDs))
        let formats = languages.flatMap { language in
            catalog.formatsByID(language: language).values.filter { $0.language == language }
                .sorted { $0.sharedID < $1.sharedID }
                .filter { format in
                    (keys.isEmpty || keys.contains { PHPText.looselyEqual($0, format.key ?? "") })
                        && (showAll || used.contains(format.sharedID))
                }
        }
        let renderer = renderer
        return list(formats) { writer, format in renderer.write(format, to: &writer) }
    }

    // MARK: - GetServiceBodies

    private func serviceBodies(_ parameters: RequestParameters) -> LocalResponse {
        if mode == .legacy { return legacyServiceBodies(parameters) }
        var include: [Int] = []
        var exclude: [Int] = []
        for id in parameters.integers("services", splitsCommas: true) {
            if id >= 0 { include.append(id) } else { exclude.append(-id) }
        }
        if parameters.string("recursive") == "1" {
            include = catalog.withDescendants(include)
            exclude = catalog.withDescendants(exclude)
        }
        if parameters.string("parents") == "1" {
            include += catalog.ancestors(of: include)
            exclude += catalog.ancestors(of: exclude)
        }
        let bodies = catalog.serviceBodies.filter {
            (include.isEmpty || include.contains($0.id)) && !exclude.contains($0.id)
        }
        let renderer = renderer
        return list(bodies) { writer, body in renderer.write(body, to: &writer) }
    }

    /// 2.16.6's `GetServiceBodies`: each `services` value as given (no comma lists), `-` excluding, compared with the
    /// ids as PHP's `in_array` compares; `recursive` adds the children of both lists, `parents` the parents of the
    /// included ones only.
    private func legacyServiceBodies(_ parameters: RequestParameters) -> LocalResponse {
        let given = parameters.has("services") ? parameters.list("services", splitsCommas: false) : []
        var include = given.filter { !$0.hasPrefix("-") }
        var exclude = given.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let bodies = catalog.serviceBodies
        func contains(_ list: [String], _ id: Int) -> Bool { list.contains { PHPText.looselyEqual($0, String(id)) } }
        /// `GetChildServiceBodies`: breadth first, each body whose parent is among the last found.
        func children(of parents: [String]) -> [String] {
            var found: [String] = []
            var current = parents
            while !current.isEmpty {
                current = bodies.filter { contains(current, $0.parentID ?? 0) && !contains(found, $0.id) }
                    .map { String($0.id) }
                found += current
            }
            return found
        }
        if parameters.string("recursive").map({ PHPText.looselyEqual($0, "1") }) ?? false {
            include += children(of: include)
            exclude += children(of: exclude)
        }
        if parameters.string("parents").map({ PHPText.looselyEqual($0, "1") }) ?? false {
            // `GetParentServiceBodies`: the owners, up to 0, of the included bodies.
            var found: [String] = []
            var current = include
            while !current.isEmpty {
                var next: [String] = []
                for body in bodies where contains(current, body.id) && !found.contains(String(body.parentID ?? 0)) {
                    next.append(String(body.parentID ?? 0))
                    found.append(String(body.parentID ?? 0))
                }
                current = next
            }
            include += found
        }
        let selected = bodies.filter {
            (include.isEmpty || contains(include, $0.id)) && (exclude.isEmpty || !contains(exclude, $0.id))
        }
        let renderer = renderer
        return list(selected) { writer, body in renderer.write(body, to: &writer) }
    }
}
