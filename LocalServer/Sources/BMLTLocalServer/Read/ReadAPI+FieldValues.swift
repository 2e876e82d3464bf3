import Foundation

// GetFieldKeys and GetFieldValues: the fields a server knows and the values its published meetings hold.
extension ReadAPI {
    static let mainFieldPrompts: [(String, String)] = [
        ("id_bigint", "ID"), ("worldid_mixed", "World ID"), ("service_body_bigint", "Service Body ID"),
        ("weekday_tinyint", "Weekday"), ("venue_type", "Venue Type"), ("start_time", "Start Time"),
        ("duration_time", "Duration"), ("time_zone", "Time Zone"), ("formats", "Formats"), ("lang_enum", "Language"),
        ("longitude", "Longitude"), ("latitude", "Latitude"),
    ]

    /// The prompts 4.x translates (`lang/<language>/main_prompts.php`); other languages fall back to English.
    static let translatedMainFieldPrompts: [String: [String: String]] = [
        "da": [
            "worldid_mixed": "Verdens ID", "service_body_bigint": "Service Enhed ID", "weekday_tinyint": "Ugedag",
            "start_time": "Starttidspunkt", "duration_time": "Retning", "formats": "Struktur", "lang_enum": "Sprog",
            "longitude": "Længdegrad", "latitude": "Højdergrad",
        ],
        "de": [
            "weekday_tinyint": "Wochentag", "start_time": "Start Zeit", "duration_time": "Dauer", "formats": "Formate",
            "lang_enum": "Sprache", "longitude": "Längengrad", "latitude": "Breitengrad",
        ],
        "it": [
            "worldid_mixed": "ID mondiale", "service_body_bigint": "ID della struttura di servizio",
            "weekday_tinyint": "Giorno della settimana", "start_time": "Ora d'inizio", "duration_time": "Durata",
            "formats": "Formati", "lang_enum": "Lingua", "longitude": "Longitudine", "latitude": "Latitudine",
        ],
        "pt": [
            "worldid_mixed": "ID Mundial", "service_body_bigint": "ID Estrutura de Serviço",
            "weekday_tinyint": "Dia da Semana", "start_time": "Horário", "duration_time": "Duração",
            "formats": "Formatos", "lang_enum": "Lingua",
        ],
        "ru": [
            "start_time": "Время начала", "duration_time": "Продолжительность", "formats": "Форматы",
            "lang_enum": "Язык", "longitude": "Долгота", "latitude": "Широта",
        ],
    ]

    func fieldKeys() -> [(key: String, description: String)] {
        let language = catalog.settings.language
        let translated = mode == .current ? Self.translatedMainFieldPrompts[language] ?? [:] : [:]
        var result = Self.mainFieldPrompts.map { (key: $0.0, description: translated[$0.0] ?? $0.1) }
        var seen = Set(result.map(\.key))
        let visible = catalog.templates.filter { $0.visibility != 1 && (mode == .current || $0.key != "admin_notes") }
        for template in visible where template.language == language && seen.insert(template.key).inserted {
            result.append((template.key, template.prompt))
        }
        for template in visible where template.language == "en" && seen.insert(template.key).inserted {
            result.append((template.key, template.prompt))
        }
        return result
    }

    func fieldValues(_ parameters: RequestParameters) -> LocalResponse {
        let key: String
        let header: String
        if mode == .legacy {
            switch legacyFieldValuesKey(parameters) {
            case .answer(let answer): return answer
            case .key(let found, let asked): (key, header) = (found, asked)
            }
        } else {
            guard let asked = parameters.string("meeting_key"), fieldKeys().contains(where: { $0.key == asked }) else {
                return .renderedException("", status: 400)
            }
            (key, header) = (asked, asked)
        }
        let asked = (parameters.string("specific_formats") ?? "").trimmingCharacters(in: .whitespaces)
            .split(separator: ",")
        // 2.16.6: `array_map(intval, …)` of the asked ids, and `isset($http_vars['all_formats'])`.
        let specific =
            mode == .legacy
            ? asked.map { PHPText.intval(String($0)) }
            : asked.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let allFormats =
            mode == .legacy
            ? parameters.has("all_formats")
            : ["1", "true", "on", "yes"].contains(parameters.string("all_formats")?.lowercased() ?? "")
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        func add(_ value: String, _ id: Int) {
            if groups[value] == nil { order.append(value) }
            groups[value, default: []].append(id)
        }
        // 4.x reads InnoDB's id order; 2.16.6's query has no usable ORDER BY (`ORDER BY ?`), so MyISAM's own order.
        let published = (mode == .legacy ? catalog.meetingsInTableOrder : catalog.meetings).filter { $0.published == 1 }
        if Self.mainFieldPrompts.contains(where: { $0.0 == key }) {
            for meeting in published {
                var value = MeetingSearch.mainValue(meeting, key)
                if key == "worldid_mixed" { value = value?.trimmingCharacters(in: .whitespaces) }
                if key == "weekday_tinyint" { value = meeting.weekday.map { String($0 + 1) } }
                if key == "formats", !specific.isEmpty, let stored = value, !stored.isEmpty {
                    // The stored ids sorted (asort), then array_intersect() with the asked ones, repeats kept: a
                    // meeting stored as "3,13,8,12,17,8" is its own value "8,8,17".
                    let common = stored.split(separator: ",").map { PHPText.intval(String($0)) }.sorted()
                        .filter(specific.contains)
                    if common.isEmpty || (allFormats && !specific.allSatisfy(common.contains)) {
                        add("", meeting.id)
                        continue
                    }
                    value = common.map(String.init).joined(separator: ",")
                }
                if key == "formats", mode == .legacy, specific.isEmpty, let stored = value, !stored.isEmpty {
                    // 2.16.6 sorts each meeting's ids (`asort`, numbers ascending, repeats kept).
                    let ids = stored.split(separator: ",").map(String.init)
                    value = ids.enumerated().sorted { lhs, rhs in
                        let (left, right) = (PHPText.intval(lhs.element), PHPText.intval(rhs.element))
                        return left != right ? left < right : lhs.offset < rhs.offset
                    }.map(\.element).joined(separator: ",")
                }
                if key == "start_time" || key == "duration_time", value?.isEmpty ?? true { continue }
                add(value ?? "", meeting.id)
            }
            if key == "formats", !specific.isEmpty {
                if let index = order.firstIndex(of: "") { order.remove(at: index) }
            }
        } else if mode == .legacy {
            // 2.x: ORDER BY data_double, data_bigint, data_string, NULLs first.
            let publishedIDs = Set(published.map(\.id))
            let rows = (catalog.dataValues[key] ?? []).filter { publishedIDs.contains($0.meetingID) }
            let folded = rows.map { Collation.fold($0.text) }
            let sorted = rows.indices.sorted { lhs, rhs in
                let left = rows[lhs]
                let right = rows[rhs]
                if left.double != right.double { return (left.double ?? -.infinity) < (right.double ?? -.infinity) }
                if left.bigint != right.bigint { return (left.bigint ?? .min) < (right.bigint ?? .min) }
                if left.text != right.text { return folded[lhs] < folded[rhs] }
                return lhs < rhs
            }.map { rows[$0] }
            // `trim(data_string)`, and a value PHP reads as false ("", "0") is the "NULL" one.
            for row in sorted {
                let text = PHPText.trim(row.text)
                add(PHPText.isTruthy(text) ? text : "", row.meetingID)
            }
        } else {
            // 4.x reads the rows through the `key` index, so in row id order (an imported row's place in the dump),
            // then the long data's.
            let publishedIDs = Set(published.map(\.id))
            var added = Set<Int>()
            for row in catalog.dataValues[key] ?? [] where publishedIDs.contains(row.meetingID) {
                add(row.text, row.meetingID)
                added.insert(row.meetingID)
            }
            for meeting in published where !added.contains(meeting.id) {
                guard let value = meeting.data[key] else { continue }
                add(value, meeting.id)
            }
        }
        if mode == .legacy, let index = order.firstIndex(of: "") {
            // 2.16.6 starts its values with the "NULL" one, and leaves it out only when it is empty.
            order.insert(order.remove(at: index), at: 0)
        }
        var writer = JSONWriter()
        if order.isEmpty, mode == .legacy {
            return .json(Array("{}".utf8), mode: mode)
        }
        writer.beginArray()
        if mode == .legacy {
            for (value, ids) in Self.legacyRows(order.map { ($0, groups[$0] ?? []) }) {
                writer.beginObject()
                writer.member(header, value)
                // A row without ids ends in an empty column, which the CSV-to-JSON step drops.
                if !ids.isEmpty { writer.member("ids", ids.map(String.init).joined(separator: ",")) }
                writer.endObject()
            }
        } else {
            for value in order {
                writer.beginObject()
                writer.member(key, value.isEmpty ? "NULL" : value)
                writer.member("ids", (groups[value] ?? []).map(String.init).joined(separator: ","))
                writer.endObject()
            }
        }
        writer.endArray()
        return .json(writer.bytes, mode: mode)
    }

    /// How 2.16.6 reads `meeting_key`: the answer it gives before reading any value, or the key it looks up with the
    /// name it gives the column.
    private enum LegacyFieldValuesKey {
        case answer(LocalResponse)
        case key(String, header: String)
    }

    /// `{}` for the fields 2.16.6 keeps no values of; a main field in lower case, named as asked; a visible template's
    /// key as it is; and for any other key (missing and empty included) an empty 500, as its query is then empty,
    /// which PDO refuses.
    private func legacyFieldValuesKey(_ parameters: RequestParameters) -> LegacyFieldValuesKey {
        let key = PHPText.trim(parameters.string("meeting_key") ?? "")
        let lowered = key.lowercased()
        if ["shared_group_id_bigint", "email_contact", "distance_in_km", "distance_in_miles", "published"]
            .contains(lowered)
        {
            return .answer(.json(Array("{}".utf8), mode: mode))
        }
        if Self.mainFieldPrompts.contains(where: { $0.0 == lowered }) { return .key(lowered, header: key) }
        if catalog.templates.contains(where: { $0.key == key && $0.visibility != 1 }) { return .key(key, header: key) }
        return .answer(.text("", status: 500))
    }

    /// 2.16.6's rows of values and ids as its CSV-to-JSON step leaves them: a value's lines become rows of their own
    /// (the CSV is split at line feeds), only the last with the ids; rows of equal values merge, their ids sorted.
    private static func legacyRows(_ groups: [(value: String, ids: [Int])]) -> [(value: String, ids: [Int])] {
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
}
