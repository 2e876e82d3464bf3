import GRDB

/// A meeting as stored: its main row, and its data rows in the order they were written.
struct StoredMeeting: Sendable {
    var record: MeetingRecord
    var data: [MeetingDataRecord]
    var longData: [MeetingLongDataRecord]
}

extension StoredMeeting {
    /// The data rows as `MeetingRepository::serializeForChange` keeps them beside the values: key, language, prompt,
    /// visibility and text of each, by key (`data_string` only: a number kept in `data_bigint` reads as none).
    var changeRows: [[String]] {
        func cells(
            _ key: String,
            _ language: String?,
            _ prompt: String?,
            _ visibility: Int?,
            _ text: String?
        )
            -> [String]
        {
            [
                key.databaseValue, language.databaseValue, prompt.databaseValue, visibility.databaseValue,
                text.databaseValue,
            ]
            .map(\.description)
        }
        let rows =
            data.map { cells($0.key, $0.language, $0.prompt, $0.visibility, $0.text) }
            + longData.map { cells($0.key, $0.language, $0.prompt, $0.visibility, $0.text) }
        // Stable: rows of one key keep their order.
        return rows.enumerated().sorted { ($0.element[0], $0.offset) < ($1.element[0], $1.offset) }.map(\.element)
    }
}

/// Where meetings are written: both administration interfaces (the REST API and 2.x's `json.php`), the change log's
/// rollbacks, the mirror and the aggregator's imports insert, replace and delete a meeting with its data rows here, in
/// their transaction; a dump's rows are loaded, and a server version's upgrade steps rewrite stored values, here too.
///
/// A data value of `nil` is a row that holds NULL, as an aggregator writes the fields a root server left empty.
struct MeetingStore {
    let db: Database

    /// The meeting with this id and its data rows, or `nil`.
    func load(_ id: Int) throws -> StoredMeeting? {
        let rows = try rows(of: [id])
        guard let record = rows.records.first else { return nil }
        return StoredMeeting(record: record, data: rows.data, longData: rows.longData)
    }

    /// The main rows of the meetings with these ids and their data rows, each list in id order.
    func rows(
        of ids: some Sequence<Int>
    ) throws -> (
        records: [MeetingRecord], data: [MeetingDataRecord], longData: [MeetingLongDataRecord]
    ) {
        let ids = Array(ids)
        return (
            try MeetingRecord.fetchAll(db, where: MeetingRecord.id, isIn: ids, orderedBy: MeetingRecord.id),
            try MeetingDataRecord.fetchAll(
                db,
                where: MeetingDataRecord.Columns.meetingID,
                isIn: ids,
                orderedBy: MeetingDataRecord.Columns.id
            ),
            try MeetingLongDataRecord.fetchAll(
                db,
                where: MeetingLongDataRecord.Columns.meetingID,
                isIn: ids,
                orderedBy: MeetingLongDataRecord.Columns.id
            )
        )
    }

    /// Adds a meeting with its data; the record gets its new id.
    func insert(_ record: inout MeetingRecord, data: [(key: String, value: String?)], templates: [FieldTemplate]) throws
    {
        try record.insert(db)
        try writeData(data, meetingID: record.id ?? 0, templates)
    }

    /// Stores the meeting's main row and replaces its data rows; a meeting that is gone is created with its id, as 2.x
    /// restores and rolls back meetings.
    func replace(_ record: MeetingRecord, data: [(key: String, value: String?)], templates: [FieldTemplate]) throws {
        var record = record
        try record.save(db)
        try deleteData(of: record.id ?? 0)
        try writeData(data, meetingID: record.id ?? 0, templates)
    }

    /// Removes the meeting and its data rows.
    func delete(_ id: Int) throws {
        try deleteData(of: id)
        _ = try MeetingRecord.deleteOne(db, key: id)
    }

    /// Removes the meetings of a root server (`nil`: those of none, which an aggregator does not keep) with their
    /// data rows.
    func deleteMeetings(ofRootServer id: Int?) throws {
        let meetings = MeetingRecord.filter(MeetingColumn.rootServerID == id)
        let ids = meetings.select(MeetingColumn.id)
        try MeetingDataRecord.filter(ids.contains(MeetingDataRecord.Columns.meetingID)).deleteAll(db)
        try MeetingLongDataRecord.filter(ids.contains(MeetingLongDataRecord.Columns.meetingID)).deleteAll(db)
        try meetings.deleteAll(db)
    }

    /// Removes the data rows of meetings that are gone (the templates, meeting 0, stay).
    func deleteDataOfMissingMeetings() throws {
        let ids = MeetingRecord.select(MeetingColumn.id)
        try MeetingDataRecord.filter(
            MeetingDataRecord.Columns.meetingID != 0 && !ids.contains(MeetingDataRecord.Columns.meetingID)
        ).deleteAll(db)
        try MeetingLongDataRecord.filter(
            MeetingLongDataRecord.Columns.meetingID != 0 && !ids.contains(MeetingLongDataRecord.Columns.meetingID)
        ).deleteAll(db)
    }

    // MARK: - Bulk loading and upgrades

    /// The tables a meeting's rows are in.
    enum Table: CaseIterable {
        case meetings, data, longData

        var name: String {
            switch self {
            case .meetings: MeetingRecord.databaseTableName
            case .data: MeetingDataRecord.databaseTableName
            case .longData: MeetingLongDataRecord.databaseTableName
            }
        }
    }

    /// A statement that inserts, or replaces by primary key, a row of these columns in one of the tables, prepared once
    /// for a bulk load's many rows (a dump's, as the dump holds them: columns it lacks keep the schema's defaults).
    func bulkInsert(into table: Table, columns: [String]) throws -> Statement {
        try db.insertOrReplaceStatement(into: table.name, columns: columns)
    }

    /// What every server's upgrade makes of dumped meetings: world ids trimmed, an empty contact address none, and a
    /// venue type (in person) for a meeting without one.
    func upgradeDumpedMeetings() throws {
        let worldID = MeetingColumn.worldID
        let trimmedWorldID = SQL("trim(\(worldID))").sqlExpression
        try MeetingRecord.filter(worldID != trimmedWorldID).updateAll(db, worldID.set(to: trimmedWorldID))
        let email = MeetingColumn.emailContact
        try MeetingRecord.filter(email == "").updateAll(db, email.set(to: nil))
        try MeetingRecord.filter(MeetingColumn.venueType == nil).updateAll(db, MeetingColumn.venueType.set(to: 1))
    }

    /// Trims every stored text value, as 4.x's migrations do.
    func trimTextValues() throws {
        try db.execute(
            sql: "UPDATE meeting_data SET data_string = trim(data_string) WHERE data_string <> trim(data_string)"
        )
    }

    /// Stores a number with each value of a field (`data_double`) that sorts the values as `order` lists them: by
    /// field, groups of meetings, the first group 1.
    func setSortKeys(_ order: [String: [[Int]]]) throws {
        let update = try db.makeStatement(
            sql: "UPDATE meeting_data SET data_double = ? WHERE key = ? AND meetingid_bigint = ?"
        )
        for (key, groups) in order {
            for (index, ids) in groups.enumerated() {
                for id in ids { try update.execute(arguments: [Double(index + 1), key, id]) }
            }
        }
    }

    private func deleteData(of id: Int) throws {
        // Statements prepared once per connection, as ``load(_:)``'s.
        try db.cachedStatement(sql: "DELETE FROM meeting_data WHERE meetingid_bigint = ?").execute(arguments: [id])
        try db.cachedStatement(sql: "DELETE FROM meeting_longdata WHERE meetingid_bigint = ?").execute(arguments: [id])
    }

    /// Each value in a row of its field's template, those without a template dropped.
    private func writeData(_ data: [(key: String, value: String?)], meetingID: Int, _ templates: [FieldTemplate]) throws
    {
        for (key, value) in data {
            guard let template = templates.first(where: { $0.key == key }) else { continue }
            try insertValue(value, key: key, meetingID: meetingID, template: template)
        }
    }

    /// One value in a row of its field's template; a value over 255 bytes goes to `meeting_longdata`, as both servers
    /// store it (`strlen`). Through statements prepared once per connection: a mirror's first sync of the world
    /// inserts half a million values, and a record's insert builds its statement anew each time.
    func insertValue(_ value: String?, key: String, meetingID: Int, template: FieldTemplate) throws {
        let isLong = (value?.utf8.count ?? 0) > 255
        let statement = try db.cachedStatement(sql: isLong ? Self.insertLongValue : Self.insertShortValue)
        try statement.execute(arguments: [
            meetingID, key, template.prompt, template.language, template.visibility, value,
        ])
    }

    /// The columns a ``MeetingDataRecord`` or ``MeetingLongDataRecord`` of a value writes, its number columns and id
    /// left `NULL` as theirs are.
    private static let insertShortValue = """
        INSERT INTO meeting_data (id, meetingid_bigint, key, field_prompt, lang_enum, visibility, data_string, \
        data_bigint, data_double) VALUES (NULL, ?, ?, ?, ?, ?, ?, NULL, NULL)
        """
    private static let insertLongValue = """
        INSERT INTO meeting_longdata (id, meetingid_bigint, key, field_prompt, lang_enum, visibility, data_blob) \
        VALUES (NULL, ?, ?, ?, ?, ?, ?)
        """
}
