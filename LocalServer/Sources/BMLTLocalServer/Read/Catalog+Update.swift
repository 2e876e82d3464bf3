import GRDB

extension Catalog {
    /// This catalog with the meetings, change records and users that `changes` names read again from `db`: the catalog
    /// ``load(_:mode:)`` would read, at the cost of the meetings changed (and copies of the meeting lists) instead of
    /// every meeting's rows, index and words. A write's next read pays this, so a write costs what it changed.
    func updated(with changes: SnapshotChanges, in db: Database) throws -> Catalog {
        var catalog = self
        if !changes.meetingIDs.isEmpty {
            var rows = StoredRows(storage: storage)
            let stored = try MeetingStore(db: db).rows(of: changes.meetingIDs)
            for row in stored.data { rows.add(row) }
            for row in stored.longData { rows.add(row) }
            let records = stored.records
            catalog.replaceMeetings(changes.meetingIDs, with: records.map { rows.meeting($0) }, rows: rows.dataValues)
        }
        if changes.usersChanged { catalog.users = try User.order(User.CodingKeys.rowID).fetchAll(db) }
        // The records are in id order: each removed one (a meeting's oldest, past the change depth) is found by
        // halving rather than by reading every record.
        let byID = { (lhs: ChangeRecord, rhs: ChangeRecord) in lhs.id < rhs.id }
        for id in changes.removedChangeRecordIDs {
            guard let record = catalog.changes.first(partitionedBy: { Int64($0.id) >= id }), Int64(record.id) == id
            else { continue }
            catalog.changes.remove(record, by: byID) { Int64($0.id) == id }
        }
        if !changes.changeRecordIDs.isEmpty {
            let rowID = Column(ChangeRecord.CodingKeys.rowID.rawValue)
            let added = try ChangeRecord.fetchAll(db, where: rowID, isIn: changes.changeRecordIDs, orderedBy: rowID)
            catalog.changes.append(contentsOf: added)
        }
        return catalog
    }

    /// Puts `meetings` (sorted by id) in place of the meetings with the given ids, in every list and index.
    private mutating func replaceMeetings(_ ids: Set<Int>, with meetings: [Meeting], rows: [String: [DataValue]]) {
        let old = ids.compactMap { meetingsByID[$0] }
        let readAgain = Dictionary(meetings.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for meeting in old {
            // A meeting still there moves in the index by what changed.
            if let new = readAgain[meeting.id] { index.replace(meeting, with: new) } else { index.remove(meeting) }
            legacySearchIndex.remove(meeting)
            meetingsByID[meeting.id] = nil
        }
        let oldIDs = Set(old.map(\.id))
        for meeting in meetings {
            if !oldIDs.contains(meeting.id) { index.insert(meeting) }
            legacySearchIndex.insert(meeting)
            meetingsByID[meeting.id] = meeting
        }
        // Each list keeps its order: a meeting read again takes its place by id (table order: by dump position).
        let byID = { (lhs: Meeting, rhs: Meeting) in lhs.id < rhs.id }
        for meeting in old {
            self.meetings.remove(meeting, by: byID) { $0 === meeting }
            meetingsInTableOrder.remove(meeting, by: Self.tableOrder) { $0 === meeting }
        }
        for meeting in meetings {
            self.meetings.insert(meeting, by: byID)
            meetingsInTableOrder.insert(meeting, by: Self.tableOrder)
        }
        dataValues.replaceRows(ofMeetings: ids, with: rows)
    }

    /// Every meeting data value by key, in row order, as 2.x's GetFieldValues reads them: the rows read whole, less
    /// those of meetings written since, with those meetings' rows as read again.
    struct DataValues: Sendable {
        private var read: [String: [DataValue]]
        /// The meetings whose rows in ``read`` are out of date.
        private var replaced: Set<Int> = []
        private var reread: [String: [DataValue]] = [:]

        init(_ rows: [String: [DataValue]]) { read = rows }

        subscript(key: String) -> [DataValue] {
            guard !replaced.isEmpty else { return read[key] ?? [] }
            let kept = (read[key] ?? []).filter { !replaced.contains($0.meetingID) }
            let added = reread[key] ?? []
            guard !added.isEmpty else { return kept }
            var merged: [DataValue] = []
            merged.reserveCapacity(kept.count + added.count)
            var (left, right) = (0, 0)
            while left < kept.count || right < added.count {
                if right == added.count || (left < kept.count && kept[left].rowID < added[right].rowID) {
                    merged.append(kept[left])
                    left += 1
                } else {
                    merged.append(added[right])
                    right += 1
                }
            }
            return merged
        }

        mutating func replaceRows(ofMeetings ids: Set<Int>, with rows: [String: [DataValue]]) {
            replaced.formUnion(ids)
            for key in Array(reread.keys) { reread[key]?.removeAll { ids.contains($0.meetingID) } }
            for (key, values) in rows {
                reread[key, default: []].append(contentsOf: values)
                reread[key]?.sort { $0.rowID < $1.rowID }
            }
        }
    }

    /// Meetings' data rows as they are read, into what a meeting and the catalog keep of them.
    struct StoredRows {
        let storage: any StorageRules
        private var data: [Int: [String: String]] = [:]
        private var nullKeys: [Int: Set<String>] = [:]
        private(set) var dataValues: [String: [DataValue]] = [:]
        private(set) var templates: [Template] = []
        /// One copy of each key and value text read so far: a text longer than 15 bytes is a heap allocation of its
        /// own, and keys repeat in every meeting and many values (a city, a state, a venue's notes) in many.
        private var texts: Set<String> = []

        init(storage: any StorageRules) { self.storage = storage }

        /// A data row; rows come in id order.
        mutating func add(_ row: MeetingDataRecord) {
            if row.meetingID == 0 {
                templates.append(Template(row))
                return
            }
            let key = shared(row.key)
            var value = storage.value(of: row)
            if let text = value { value = shared(text) }
            data[row.meetingID, default: [:]][key] = value ?? ""
            if value == nil, row.text == nil { nullKeys[row.meetingID, default: []].insert(key) }
            dataValues[key, default: []].append(
                DataValue(
                    rowID: row.id ?? 0,
                    meetingID: row.meetingID,
                    text: value ?? "",
                    bigint: row.integer,
                    double: row.real
                )
            )
        }

        /// The copy of `text` read first.
        private mutating func shared(_ text: String) -> String {
            // Small texts live inside the string itself: nothing to share.
            text.utf8.count <= 15 ? text : texts.insert(text).memberAfterInsert
        }

        /// A long data row (long data wins, as the server merges them); rows come in id order, after the data rows.
        mutating func add(_ row: MeetingLongDataRecord) {
            data[row.meetingID, default: [:]][shared(row.key)] = row.text ?? ""
            if row.text != nil { nullKeys[row.meetingID]?.remove(row.key) }
        }

        func meeting(_ record: MeetingRecord) -> Meeting {
            let id = record.id ?? 0
            return Meeting(storage.read(record), data: data[id] ?? [:], nullKeys: nullKeys[id] ?? [], storage: storage)
        }
    }
}
