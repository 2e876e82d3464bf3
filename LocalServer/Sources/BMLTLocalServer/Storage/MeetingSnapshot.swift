import Foundation
import GRDB

/// A meeting as a change record keeps it: the main-table values and the data values, stored as JSON. Both
/// administration interfaces write it, and the read API's `GetChanges` and NAWS export read it back.
struct MeetingSnapshot: Codable, Sendable, Equatable {
    /// The main-table values by their columns' names (``MeetingColumn``), as the JSON of a change record keeps them.
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

    /// The main-table columns in the order a change record's meeting holds them: 2.16.6's `ReduceToArrays` and 4.x's
    /// `MeetingRepository::serializeForChange` store them so, and both servers describe a change in it.
    static let recordedColumns: [MeetingColumn] = [
        .id, .emailContact, .worldID, .serviceBodyID, .weekday, .venueType, .startTime, .language, .duration, .timeZone,
        .longitude, .latitude, .published, .formats,
    ]

    /// A main-table value, by its column.
    subscript(column: MeetingColumn) -> String? {
        get { main[column.name] }
        set { main[column.name] = newValue }
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

    /// A meeting of a catalog as a change record keeps it.
    init(_ meeting: Catalog.Meeting) {
        self.init(main: Self.mainValues(of: meeting.row), data: meeting.data)
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
        var snapshot = MeetingSnapshot(main: [:], data: [:])
        for column in MeetingColumn.allCases {
            switch column {
            case .id: snapshot[column] = record.id.map(String.init)
            case .worldID: snapshot[column] = record.worldID
            case .serviceBodyID: snapshot[column] = String(record.serviceBodyID)
            case .weekday: snapshot[column] = record.weekday.map(String.init)
            case .venueType: snapshot[column] = record.venueType.map(String.init)
            case .startTime: snapshot[column] = record.startTime
            case .duration: snapshot[column] = record.durationTime
            case .timeZone: snapshot[column] = record.timeZone
            case .formats: snapshot[column] = record.formats
            case .language: snapshot[column] = record.language
            case .longitude: snapshot[column] = record.longitude.map(PHPNumber.string)
            case .latitude: snapshot[column] = record.latitude.map(PHPNumber.string)
            case .published: snapshot[column] = String(record.published)
            case .emailContact: snapshot[column] = record.emailContact
            // Not part of the meeting's state a change records.
            case .rootServerID, .sharedGroupID, .dumpPosition, .sourceID: break
            }
        }
        return snapshot.main
    }

    /// The meeting with this id as a change record keeps it, or `nil`.
    static func load(_ id: Int, in db: Database, textOnly: Bool = false) throws -> MeetingSnapshot? {
        try MeetingStore(db: db).load(id).map { MeetingSnapshot($0, textOnly: textOnly) }
    }

    /// The meeting's main row as the snapshot records it, its numbers read as PHP reads recorded text, over `kept`'s
    /// columns a change record does not keep (the root server, the shared group, the dump position).
    func record(over kept: MeetingRecord? = nil) -> MeetingRecord {
        let integer = { (column: MeetingColumn) in self[column].map(PHPText.intval) }
        let number = { (column: MeetingColumn) in self[column].map(PHPText.floatval) }
        var record = kept ?? MeetingRecord(serviceBodyID: 0, language: "en")
        record.id = integer(.id) ?? record.id
        record.serviceBodyID = integer(.serviceBodyID) ?? 0
        record.language = self[.language] ?? "en"
        record.published = integer(.published) ?? 0
        record.worldID = self[.worldID]
        record.weekday = integer(.weekday)
        record.venueType = integer(.venueType)
        record.startTime = self[.startTime]
        record.durationTime = self[.duration]
        record.timeZone = self[.timeZone]
        record.formats = self[.formats]
        record.longitude = number(.longitude)
        record.latitude = number(.latitude)
        record.emailContact = self[.emailContact]
        return record
    }

    /// Stores the snapshot as the meeting's current state, creating the meeting with its id if it is gone, as 2.x
    /// restores and rolls back meetings. The columns a change record does not keep stay as they are.
    func save(in db: Database, _ templates: [FieldTemplate]) throws {
        guard let id = self[.id].flatMap({ Int($0) }) else { return }
        // A meeting that is gone starts from a new row; the snapshot gives it its id.
        let record = record(over: try MeetingRecord.fetchOne(db, key: id))
        // In row order, as 2.x writes the rows of its meeting object.
        let rows = dataKeysInRowOrder.compactMap { key in data[key].flatMap { $0.isEmpty ? nil : (key, $0) } }
        try MeetingStore(db: db).replace(record, data: rows, templates: templates)
    }
}
