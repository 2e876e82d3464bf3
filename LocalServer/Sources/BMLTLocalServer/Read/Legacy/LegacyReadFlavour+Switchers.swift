@_spi(BMLTInternal) import BMLT
import Foundation

// 2.16.6's own ways of GetFormats, GetServiceBodies, the CSV search, GetFieldValues and GetChanges.
extension LegacyReadFlavour {
    // MARK: GetFormats and GetServiceBodies

    /// For each language asked for that the server has, in the order asked, its formats by shared id, those no meeting
    /// uses only with `show_all`; there is no `format_ids`.
    func formats(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.Format] {
        let catalog = api.catalog
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
        return languages.flatMap { language in
            catalog.formatsByID(language: language).values.filter { $0.language == language }
                .sorted { $0.sharedID < $1.sharedID }
                .filter { format in
                    (keys.isEmpty || keys.contains { PHPText.looselyEqual($0, format.key ?? "") })
                        && (showAll || used.contains(format.sharedID))
                }
        }
    }

    /// Each `services` value as given (no comma lists), `-` excluding, compared with the ids as PHP's `in_array`
    /// compares; `recursive` adds the children of both lists, `parents` the parents of the included ones only.
    func serviceBodies(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.ServiceBody] {
        let given = parameters.has("services") ? parameters.list("services", splitsCommas: false) : []
        var include = given.filter { !$0.hasPrefix("-") }
        var exclude = given.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let bodies = api.catalog.serviceBodies
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
        return bodies.filter {
            (include.isEmpty || contains(include, $0.id)) && (exclude.isEmpty || !contains(exclude, $0.id))
        }
    }

    // MARK: csv/?switcher=GetSearchResults

    /// The CSV rows the JSON answers are made of, with every column.
    func searchCSV(_ api: ReadAPI, parameters: RequestParameters) -> LocalResponse {
        let catalog = api.catalog
        let hits: [MeetingSearch.Hit]
        do {
            hits = try search(catalog, parameters: parameters)
        } catch {
            return serverError
        }
        guard !hits.isEmpty else { return .text("", contentType: "text/csv; charset=UTF-8") }
        let formatsByID = catalog.formatsByID(language: parameters.string("lang_enum") ?? catalog.settings.language)
        var context = api.renderContext
        context.requestedLanguage = parameters.string("lang_enum")
        let templates = context.templates
        var lines: [String] = []
        for hit in hits {
            var members = context.members(hit, formatsByID: formatsByID, templates: templates, selection: nil)
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

    // MARK: GetFieldKeys and GetFieldValues

    /// The main fields' prompts are English whatever the server's language.
    var translatesMainFieldPrompts: Bool { false }

    /// `{}` for the fields 2.16.6 keeps no values of; a main field in lower case, named as asked; a visible template's
    /// key as it is; and for any other key (missing and empty included) an empty 500, as its query is then empty,
    /// which PDO refuses.
    func fieldValuesKey(_ api: ReadAPI, parameters: RequestParameters) -> FieldValuesKey {
        let key = PHPText.trim(parameters.string("meeting_key") ?? "")
        let lowered = key.lowercased()
        if let field = ReadAPIMeetingField(rawValue: lowered),
            [.sharedGroupID, .emailContact, .distanceInKilometers, .distanceInMiles, .published].contains(field)
        {
            return .answer(emptyListAnswer)
        }
        if ReadAPI.mainFieldColumn(lowered) != nil { return .key(lowered, header: key) }
        if api.catalog.templates.contains(where: { $0.key == key && $0.visibility != 1 }) {
            return .key(key, header: key)
        }
        return .answer(serverError)
    }

    /// `array_map(intval, …)` of the asked ids, and `isset($http_vars['all_formats'])`.
    func formatFilter(_ asked: [Substring], parameters: RequestParameters) -> (ids: [Int], requiresAll: Bool) {
        (asked.map { PHPText.intval(String($0)) }, parameters.has("all_formats"))
    }

    /// The query has no usable ORDER BY (`ORDER BY ?`), so MyISAM's own order.
    func meetingsInValueOrder(_ catalog: Catalog) -> ChunkedList<Catalog.Meeting> { catalog.meetingsInTableOrder }

    /// Each meeting's ids sorted (`asort`, numbers ascending, repeats kept).
    func formatsValue(_ stored: String) -> String {
        guard !stored.isEmpty else { return stored }
        let ids = stored.split(separator: ",").map(String.init)
        return ids.enumerated().sorted { lhs, rhs in
            let (left, right) = (PHPText.intval(lhs.element), PHPText.intval(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element).joined(separator: ",")
    }

    /// ORDER BY data_double, data_bigint, data_string, NULLs first; `trim(data_string)`, and a value PHP reads as false
    /// ("", "0") is the "NULL" one.
    func forEachDataValue(
        of key: String,
        in published: [Catalog.Meeting],
        catalog: Catalog,
        _ add: (String, Int) -> Void
    ) {
        let publishedIDs = Set(published.map(\.id))
        let rows = catalog.dataValues[key].filter { publishedIDs.contains($0.meetingID) }
        let folded = rows.map { Collation.fold($0.text) }
        let sorted = rows.indices.sorted { lhs, rhs in
            let left = rows[lhs]
            let right = rows[rhs]
            if left.double != right.double { return (left.double ?? -.infinity) < (right.double ?? -.infinity) }
            if left.bigint != right.bigint { return (left.bigint ?? .min) < (right.bigint ?? .min) }
            if left.text != right.text { return folded[lhs] < folded[rhs] }
            return lhs < rhs
        }.map { rows[$0] }
        for row in sorted {
            let text = PHPText.trim(row.text)
            add(PHPText.isTruthy(text) ? text : "", row.meetingID)
        }
    }

    /// The "NULL" value first (left out only when it is empty), and the rows as the CSV-to-JSON step leaves them.
    func fieldValues(_ order: [String], ids: [String: [Int]], key: String, header: String) -> LocalResponse {
        guard !order.isEmpty else { return emptyListAnswer }
        var order = order
        if let index = order.firstIndex(of: "") { order.insert(order.remove(at: index), at: 0) }
        var writer = JSONWriter()
        writer.beginArray()
        for (value, ids) in Self.rows(order.map { ($0, ids[$0] ?? []) }) {
            writer.beginObject()
            writer.member(header, value)
            // A row without ids ends in an empty column, which the CSV-to-JSON step drops.
            if !ids.isEmpty { writer.member("ids", ids.map(String.init).joined(separator: ",")) }
            writer.endObject()
        }
        writer.endArray()
        return json(writer.bytes)
    }

    /// The rows of values and ids as the CSV-to-JSON step leaves them: a value's lines become rows of their own (the
    /// CSV is split at line feeds), only the last with the ids; rows of equal values merge, their ids sorted.
    private static func rows(_ groups: [(value: String, ids: [Int])]) -> [(value: String, ids: [Int])] {
        var order: [String] = []
        var merged: [String: Set<Int>] = [:]
        for (value, ids) in groups {
            let lines =
                value.isEmpty
                ? ["NULL"]
                : value.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
                    .map { PHPText.trim(String($0)) }
            for (index, line) in lines.enumerated() {
                if merged[line] == nil { order.append(line) }
                merged[line, default: []].formUnion(index == lines.count - 1 ? ids : [])
            }
        }
        return order.map { ($0, merged[$0, default: []].sorted()) }
    }

    // MARK: GetChanges

    /// An empty list: the switcher reads no invalid date or id.
    func changesRefusal(_ errors: [(field: String, messages: [String])]) -> LocalResponse { emptyListAnswer }

    /// Those of one second in the order they were written.
    func newestFirst(_ changes: [Catalog.ChangeRecord]) -> [Catalog.ChangeRecord] {
        changes.sorted { ($0.date, -$0.id) > ($1.date, -$1.id) }
    }

    /// 2.x names the meeting as the change found it (or left it), and says whether it exists now; it writes a CSV row
    /// of the values (`GetChanges` in `csv.php`) that `TranslateToJSON` turns into JSON. It keeps the service body's
    /// name of the row before where a body no longer exists.
    func writeChangeMembers(_ change: ChangeFeed.Change, to writer: inout JSONWriter, lastServiceBodyName: inout String)
    {
        let record = change.record
        let catalog = change.catalog
        let name = ((change.before ?? change.after)?.data["meeting_name"]).map(LegacyStrings.oneLine)
        if let serviceBodyName = change.serviceBodyName {
            lastServiceBodyName = PHPText.htmlSpecialChars(serviceBodyName)
        }
        writer.member("meeting_name", Self.cell(name))
        writer.member("user_id", String(record.userID ?? 0))
        writer.member("user_name", Self.cell(change.userName.map { PHPText.htmlSpecialChars($0) }))
        writer.member("service_body_id", String(record.serviceBodyID))
        writer.member("service_body_name", Self.cell(lastServiceBodyName))
        writer.member("meeting_exists", catalog.meeting(id: change.meetingID) != nil ? "1" : "0")
        writer.member(
            "details",
            Self.cell(
                LegacyChangeDetails.describe(
                    type: record.type,
                    before: change.before,
                    after: change.after,
                    catalog: catalog
                )
            )
        )
    }

    /// A value of the CSV row as the JSON answer has it: nothing for PHP's false values, then (`TranslateToJSON`)
    /// trimmed, tabs as commas, and (`array2json`) `"` as `&quot;`, and one trailing backslash gone, as a replacement
    /// meant for escaped quotes takes it with the closing quote.
    static func cell(_ value: String?) -> String {
        guard PHPText.isTruthy(value), let value else { return "" }
        var text = PHPText.trim(value).replacingOccurrences(of: "\t", with: ",")
            .replacingOccurrences(of: "\"", with: "&quot;")
        if text.hasSuffix("\\") { text.removeLast() }
        return text
    }
}
