import Foundation

/// `GetFieldKeys` and `GetFieldValues` as a 4.x server answers them.
struct CurrentFieldValueRules: FieldValueRules {
    let translatesMainFieldPrompts = true

    /// A key GetFieldKeys lists, or Laravel's empty 400.
    func key(_ api: ReadAPI, parameters: RequestParameters) -> FieldValuesKey {
        guard let asked = parameters.string("meeting_key"), api.fieldKeys().contains(where: { $0.key == asked }) else {
            return .answer(.renderedException("", status: 400))
        }
        return .key(asked, header: asked)
    }

    func formatFilter(_ asked: [Substring], parameters: RequestParameters) -> (ids: [Int], requiresAll: Bool) {
        (
            asked.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) },
            ["1", "true", "on", "yes"].contains(parameters.string("all_formats")?.lowercased() ?? "")
        )
    }

    /// InnoDB's id order.
    func meetingsInValueOrder(_ catalog: Catalog) -> ChunkedList<Catalog.Meeting> { catalog.meetings }

    func formatsValue(_ stored: String) -> String { stored }

    /// Through the `key` index, so in row id order (an imported row's place in the dump), then the long data's.
    func forEachDataValue(
        of key: String,
        in published: [Catalog.Meeting],
        catalog: Catalog,
        _ add: (String, Int) -> Void
    ) {
        let publishedIDs = Set(published.map(\.id))
        var added = Set<Int>()
        for row in catalog.dataValues[key] where publishedIDs.contains(row.meetingID) {
            add(row.text, row.meetingID)
            added.insert(row.meetingID)
        }
        for meeting in published where !added.contains(meeting.id) {
            guard let value = meeting.data[key] else { continue }
            add(value, meeting.id)
        }
    }

    func answer(_ order: [String], ids: [String: [Int]], key: String, header: String) -> LocalResponse {
        var writer = JSONWriter()
        writer.beginArray()
        for value in order {
            writer.beginObject()
            writer.member(key, value.isEmpty ? "NULL" : value)
            writer.member("ids", (ids[value] ?? []).map(String.init).joined(separator: ","))
            writer.endObject()
        }
        writer.endArray()
        return ReadAnswers.current.json(writer.bytes)
    }
}
