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
        let translated = flavour.translatesMainFieldPrompts ? Self.translatedMainFieldPrompts[language] ?? [:] : [:]
        var result = Self.mainFieldPrompts.map { (key: $0.0, description: translated[$0.0] ?? $0.1) }
        var seen = Set(result.map(\.key))
        let visible = catalog.templates.filter {
            $0.visibility != 1 && (flavour.hasAdminNotes || $0.key != "admin_notes")
        }
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
        switch flavour.fieldValuesKey(self, parameters: parameters) {
        case .answer(let answer): return answer
        case .key(let found, let asked): (key, header) = (found, asked)
        }
        let asked = (parameters.string("specific_formats") ?? "").trimmingCharacters(in: .whitespaces)
            .split(separator: ",")
        let (specific, allFormats) = flavour.formatFilter(asked, parameters: parameters)
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        func add(_ value: String, _ id: Int) {
            if groups[value] == nil { order.append(value) }
            groups[value, default: []].append(id)
        }
        let published = flavour.meetingsInValueOrder(catalog).filter { $0.published == 1 }
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
                if key == "formats", specific.isEmpty, let stored = value { value = flavour.formatsValue(stored) }
                if key == "start_time" || key == "duration_time", value?.isEmpty ?? true { continue }
                add(value ?? "", meeting.id)
            }
            if key == "formats", !specific.isEmpty {
                if let index = order.firstIndex(of: "") { order.remove(at: index) }
            }
        } else {
            flavour.forEachDataValue(of: key, in: published, catalog: catalog, add)
        }
        return flavour.fieldValues(order, ids: groups, key: key, header: header)
    }
}
