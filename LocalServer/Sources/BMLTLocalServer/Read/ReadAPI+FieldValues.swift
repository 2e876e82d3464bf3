import Foundation

// GetFieldKeys and GetFieldValues: the fields a server knows and the values its published meetings hold.
extension ReadAPI {
    /// The main-table columns GetFieldKeys lists, with their prompts, in its order.
    static let mainFieldPrompts: [(MeetingColumn, String)] = [
        (.id, "ID"), (.worldID, "World ID"), (.serviceBodyID, "Service Body ID"),
        (.weekday, "Weekday"), (.venueType, "Venue Type"), (.startTime, "Start Time"),
        (.duration, "Duration"), (.timeZone, "Time Zone"), (.formats, "Formats"), (.language, "Language"),
        (.longitude, "Longitude"), (.latitude, "Latitude"),
    ]

    /// The prompts 4.x translates (`lang/<language>/main_prompts.php`); other languages fall back to English.
    static let translatedMainFieldPrompts: [String: [MeetingColumn: String]] = [
        "da": [
            .worldID: "Verdens ID", .serviceBodyID: "Service Enhed ID", .weekday: "Ugedag",
            .startTime: "Starttidspunkt", .duration: "Retning", .formats: "Struktur", .language: "Sprog",
            .longitude: "Længdegrad", .latitude: "Højdergrad",
        ],
        "de": [
            .weekday: "Wochentag", .startTime: "Start Zeit", .duration: "Dauer", .formats: "Formate",
            .language: "Sprache", .longitude: "Längengrad", .latitude: "Breitengrad",
        ],
        "it": [
            .worldID: "ID mondiale", .serviceBodyID: "ID della struttura di servizio",
            .weekday: "Giorno della settimana", .startTime: "Ora d'inizio", .duration: "Durata",
            .formats: "Formati", .language: "Lingua", .longitude: "Longitudine", .latitude: "Latitudine",
        ],
        "pt": [
            .worldID: "ID Mundial", .serviceBodyID: "ID Estrutura de Serviço",
            .weekday: "Dia da Semana", .startTime: "Horário", .duration: "Duração",
            .formats: "Formatos", .language: "Lingua",
        ],
        "ru": [
            .startTime: "Время начала", .duration: "Продолжительность", .formats: "Форматы",
            .language: "Язык", .longitude: "Долгота", .latitude: "Широта",
        ],
    ]

    /// The column of a main field GetFieldKeys lists, or `nil` for a data field's key.
    static func mainFieldColumn(_ key: String) -> MeetingColumn? {
        MeetingColumn(name: key).flatMap { column in mainFieldPrompts.contains { $0.0 == column } ? column : nil }
    }

    func fieldKeys() -> [(key: String, description: String)] {
        let language = catalog.settings.language
        let translated =
            flavour.fieldValues.translatesMainFieldPrompts ? Self.translatedMainFieldPrompts[language] ?? [:] : [:]
        var result = Self.mainFieldPrompts.map { (key: $0.0.name, description: translated[$0.0] ?? $0.1) }
        var seen = Set(result.map(\.key))
        let visible = catalog.templates.filter {
            $0.visibility != 1 && (flavour.renderer.hasAdminNotes || $0.key != "admin_notes")
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
        let rules = flavour.fieldValues
        switch rules.key(self, parameters: parameters) {
        case .answer(let answer): return answer
        case .key(let found, let asked): (key, header) = (found, asked)
        }
        let asked = (parameters.string("specific_formats") ?? "").trimmingCharacters(in: .whitespaces)
            .split(separator: ",")
        let (specific, allFormats) = rules.formatFilter(asked, parameters: parameters)
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        func add(_ value: String, _ id: Int) {
            if groups[value] == nil { order.append(value) }
            groups[value, default: []].append(id)
        }
        let published = rules.meetingsInValueOrder(catalog).filter { $0.published == 1 }
        if let column = Self.mainFieldColumn(key) {
            for meeting in published {
                var value = MeetingSearch.mainValue(meeting, column)
                switch column {
                case .worldID: value = value?.trimmingCharacters(in: .whitespaces)
                case .weekday: value = meeting.weekday.map { String($0 + 1) }
                case .formats where !specific.isEmpty:
                    guard let stored = value, !stored.isEmpty else { break }
                    // The stored ids sorted (asort), then array_intersect() with the asked ones, repeats kept: a
                    // meeting stored as "3,13,8,12,17,8" is its own value "8,8,17".
                    let common = stored.split(separator: ",").map { PHPText.intval(String($0)) }.sorted()
                        .filter(specific.contains)
                    if common.isEmpty || (allFormats && !specific.allSatisfy(common.contains)) {
                        add("", meeting.id)
                        continue
                    }
                    value = common.map(String.init).joined(separator: ",")
                case .formats: value = value.map(rules.formatsValue)
                case .startTime, .duration: if value?.isEmpty ?? true { continue }
                default: break
                }
                add(value ?? "", meeting.id)
            }
            if column == .formats, !specific.isEmpty {
                if let index = order.firstIndex(of: "") { order.remove(at: index) }
            }
        } else {
            rules.forEachDataValue(of: key, in: published, catalog: catalog, add)
        }
        return rules.answer(order, ids: groups, key: key, header: header)
    }
}
