@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// A meeting as a change record keeps it: the main-table values and the data values, stored as JSON. Both
/// administration interfaces write it, and the read API's `GetChanges` and NAWS export read it back.
struct MeetingSnapshot: Codable, Sendable, Equatable {
    /// The main-table values are keyed by their columns, which the client's field table names.
    private typealias Field = ReadAPIMeetingField

    var main: [String: String]
    var data: [String: String]
    /// The prompts the data rows were stored with (a sample row's "Location" where the field's is "Location Name"),
    /// which 4.x's change details name a field by; `nil` in records written before they were kept.
    var prompts: [String: String]?
    /// The data keys in the order of the meeting's rows, which 2.x describes a change in; `nil` in records written
    /// before it was kept. Not part of the meeting's state: a save that only reorders rows changes nothing.
    var order: [String]?

    init(
        main: [String: String],
        data: [String: String],
        prompts: [String: String]? = nil,
        order: [String]? = nil
    ) {
        self.main = main
        self.data = data
        self.prompts = prompts
        self.order = order
    }

    static func == (left: MeetingSnapshot, right: MeetingSnapshot) -> Bool {
        left.main == right.main && left.data == right.data && left.prompts == right.prompts
    }

    /// The data keys in row order where it was kept, the others by key after them.
    var dataKeysInRowOrder: [String] {
        let ordered = (order ?? []).filter { data[$0] != nil }
        let placed = Set(ordered)
        return ordered + data.keys.filter { !placed.contains($0) }.sorted()
    }

    static func decode(_ text: String?) -> MeetingSnapshot? {
        guard let text, let data = text.data(using: .utf8) else { return nil }
        return try? JSONDecoder().decode(MeetingSnapshot.self, from: data)
    }

    var encoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// A stored meeting as a change record keeps it.
    /// - Parameter textOnly: whether data values are read from `data_string` alone, as 4.x serialises them (a postal
    ///   code 2.x kept in `data_bigint` is none); 2.x reads the numeric columns too.
    init(_ stored: StoredMeeting, textOnly: Bool = false) {
        let main = Self.mainValues(of: stored.record)
        var data: [String: String] = [:]
        var prompts: [String: String] = [:]
        var order: [String] = []
        let rows =
            stored.data.compactMap { row in
                textOnly && row.text == nil ? nil : (row.key, row.textOrNumber ?? "", row.prompt)
            } + stored.longData.map { ($0.key, $0.text ?? "", $0.prompt) }
        for (key, value, prompt) in rows {
            if data[key] == nil { order.append(key) }
            data[key] = value
            prompts[key] = prompt
        }
        self.init(main: main, data: data, prompts: prompts, order: order)
    }

    /// A meeting's main-table values as a change record keeps them: by column, `nil` columns left out.
    static func mainValues(of record: MeetingRecord) -> [String: String] {
        var main: [String: String] = [
            Field.serviceBodyID.rawValue: String(record.serviceBodyID), Field.language.rawValue: record.language,
            Field.published.rawValue: String(record.published),
        ]
        main[Field.id.rawValue] = record.id.map(String.init)
        main[Field.worldID.rawValue] = record.worldID
        main[Field.weekday.rawValue] = record.weekday.map(String.init)
        main[Field.venueType.rawValue] = record.venueType.map(String.init)
        main[Field.startTime.rawValue] = record.startTime
        main[Field.duration.rawValue] = record.durationTime
        main[Field.timeZone.rawValue] = record.timeZone
        main[Field.formats.rawValue] = record.formats
        main[Field.longitude.rawValue] = record.longitude.map(PHPNumber.string)
        main[Field.latitude.rawValue] = record.latitude.map(PHPNumber.string)
        main[Field.emailContact.rawValue] = record.emailContact
        return main
    }

    /// The meeting with this id as a change record keeps it, or `nil`.
    static func load(_ id: Int, in db: Database, textOnly: Bool = false) throws -> MeetingSnapshot? {
        try MeetingStore(db: db).load(id).map { MeetingSnapshot($0, textOnly: textOnly) }
    }

    /// Stores the snapshot as the meeting's current state, creating the meeting with its id if it is gone, as 2.x
    /// restores and rolls back meetings. The columns a change record does not keep (the root server, the shared
    /// group, the dump position) stay as they are.
    func save(in db: Database, _ templates: [FieldTemplate]) throws {
        guard let id = main[Field.id.rawValue].flatMap({ Int($0) }) else { return }
        var record =
            try MeetingRecord.fetchOne(db, key: id) ?? MeetingRecord(id: id, serviceBodyID: 0, language: "en")
        let integer = { (column: String) in main[column].flatMap { Int($0) } }
        record.serviceBodyID = integer(Field.serviceBodyID.rawValue) ?? 0
        record.language = main[Field.language.rawValue] ?? "en"
        record.published = integer(Field.published.rawValue) ?? 0
        record.worldID = main[Field.worldID.rawValue]
        record.weekday = integer(Field.weekday.rawValue)
        record.venueType = integer(Field.venueType.rawValue)
        record.startTime = main[Field.startTime.rawValue]
        record.durationTime = main[Field.duration.rawValue]
        record.timeZone = main[Field.timeZone.rawValue]
        record.formats = main[Field.formats.rawValue]
        record.longitude = main[Field.longitude.rawValue].flatMap { Double($0) }
        record.latitude = main[Field.latitude.rawValue].flatMap { Double($0) }
        record.emailContact = main[Field.emailContact.rawValue]
        // In row order, as 2.x writes the rows of its meeting object.
        let rows = dataKeysInRowOrder.compactMap { key in data[key].flatMap { $0.isEmpty ? nil : (key, $0) } }
        try MeetingStore(db: db).replace(record, data: rows, templates: templates)
    }
}
