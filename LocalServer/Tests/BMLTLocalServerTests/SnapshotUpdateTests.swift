import BMLTFixtures
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// A write's next read patches the snapshot for the meetings it wrote; the patched catalog must be the one a whole
/// read gives, in every list, index and value.
@Suite("Snapshots patched after writes")
struct SnapshotUpdateTests {
    @Test(
        "After seeded random writes, the patched catalog is the catalog read whole",
        arguments: LocalServer.Mode.allCases
    )
    func patchedEqualsLoaded(mode: LocalServer.Mode) async throws {
        let store = try await LocalStore.open(StoreOpening(mode: mode, initialData: .sample))
        var random = SplitMix64(seed: mode == .current ? 20_261_127 : 20_261_128)
        _ = try await store.catalog()
        for round in 0..<12 {
            let writes = 1 + random.next(below: 3)
            for _ in 0..<writes {
                let seed = UInt64(random.next(below: 1 << 30))
                try await store.database.write { db in
                    var random = SplitMix64(seed: seed)
                    try RandomWrite.make(&random, in: db)
                }
            }
            // Meetings and change records only: the next read patches (or nothing changed).
            let cache = store.cachedSnapshot()
            #expect(cache.fresh != nil || cache.stale != nil, "round \(round)")
            let patched = try await store.catalog()
            let loaded = try await store.database.read { db in try Catalog.load(db, mode: mode) }
            let (patchedText, loadedText) = (patched.description, loaded.description)
            #expect(patchedText == loadedText, "round \(round)")
            if patchedText != loadedText { return }
        }
    }

    @Test("A write transaction sees its own writes in a patched catalog", arguments: LocalServer.Mode.allCases)
    func ownWrites(mode: LocalServer.Mode) async throws {
        let store = try await LocalStore.open(StoreOpening(mode: mode, initialData: .sample))
        for seed in 0..<6 {
            let (seen, loaded) = try await store.write { data in
                _ = try data.catalog()
                var random = SplitMix64(seed: UInt64(seed))
                try RandomWrite.make(&random, in: data.db)
                let once = (try data.catalog().description, try Catalog.load(data.db, mode: mode).description)
                try RandomWrite.make(&random, in: data.db)
                #expect(once.0 == once.1)
                return (try data.catalog().description, try Catalog.load(data.db, mode: mode).description)
            }
            #expect(seen == loaded)
        }
    }

    @Test(
        "A write through the store leaves the snapshot after its commit, the catalog read whole",
        arguments: LocalServer.Mode.allCases
    )
    func writerKeepsSnapshot(mode: LocalServer.Mode) async throws {
        let store = try await LocalStore.open(StoreOpening(mode: mode, initialData: .sample))
        var random = SplitMix64(seed: mode == .current ? 20_261_129 : 20_261_130)
        _ = try await store.catalog()
        for round in 0..<12 {
            // Begun from a current snapshot, an outdated one (another connection's write), or none.
            switch random.next(below: 3) {
            case 0: break
            case 1:
                let seed = UInt64(random.next(below: 1 << 30))
                try await store.database.write { db in
                    var random = SplitMix64(seed: seed)
                    try RandomWrite.make(&random, in: db)
                }
            default: store.invalidateSnapshot()
            }
            let startedWithSnapshot = store.cachedSnapshot().fresh != nil || store.cachedSnapshot().stale != nil
            let (seed, readsFirst) = (UInt64(random.next(below: 1 << 30)), random.next(below: 2) == 0)
            try await store.write { data in
                if readsFirst { _ = try data.catalog() }
                var random = SplitMix64(seed: seed)
                try RandomWrite.make(&random, in: data.db)
            }
            let kept = store.cachedSnapshot().fresh as? Catalog
            #expect(startedWithSnapshot ? kept != nil : true, "round \(round)")
            let loaded = try await store.database.read { db in try Catalog.load(db, mode: mode) }
            #expect(try await store.catalog().description == loaded.description, "round \(round)")
        }
    }

    @Test("A change of users (a login's time) is patched, not read whole")
    func usersArePatched() async throws {
        let store = try await LocalStore.open(StoreOpening(initialData: .sample))
        let before = try await store.catalog()
        try await store.database.write { db in
            try db.execute(sql: "UPDATE users SET last_access_datetime = '2026-11-28 01:02:03' WHERE id_bigint = 1")
        }
        #expect(store.cachedSnapshot().stale?.changes.usersChanged == true)
        let after = try await store.catalog()
        #expect(after.users.first { $0.id == 1 }?.lastAccess == "2026-11-28 01:02:03")
        #expect(after.meetings.first === before.meetings.first)
    }

    @Test("Readers that find no snapshot share one whole read")
    func oneWholeRead() async throws {
        let store = try await LocalStore.open(StoreOpening(initialData: .sample))
        store.invalidateSnapshot()
        let firstMeetings = try await withThrowingTaskGroup(of: Catalog.Meeting?.self) { group in
            for _ in 0..<8 { group.addTask { try await store.catalog().meetings.first } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Each whole read makes its own meetings.
        #expect(firstMeetings.count == 8 && firstMeetings.allSatisfy { $0 != nil && $0 === firstMeetings[0] })
    }

    @Test("A change of formats reads the catalog whole")
    func otherTables() async throws {
        let store = try await LocalStore.open(StoreOpening(initialData: .sample))
        _ = try await store.catalog()
        try await store.database.write { db in
            try db.execute(sql: "UPDATE formats SET name_string = 'Renamed' WHERE shared_id_bigint = 17")
        }
        let catalog = try await store.catalog()
        #expect(catalog.formatsByID(language: "en")[17]?.name == "Renamed")
    }
}

/// One random write of the kinds the servers make: a meeting's main row or data rows changed, a meeting added or
/// removed, a change record added.
private enum RandomWrite {
    static func make(_ random: inout SplitMix64, in db: Database) throws {
        let ids = try Int.fetchAll(db, sql: "SELECT id_bigint FROM meetings ORDER BY id_bigint")
        let id = ids[random.next(below: ids.count)]
        switch random.next(below: 7) {
        case 0:
            try db.execute(
                sql:
                    "UPDATE meetings SET weekday_tinyint = ?, formats = ?, latitude = latitude + ? WHERE id_bigint = ?",
                arguments: [random.next(below: 7), ["17,8", "", nil, "3"][random.next(below: 4)], 0.01, id]
            )
        case 1:
            // As the servers replace a meeting: its data rows written anew.
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT * FROM meeting_data WHERE meetingid_bigint = ?",
                arguments: [id]
            )
            try db.execute(sql: "DELETE FROM meeting_data WHERE meetingid_bigint = ?", arguments: [id])
            for row in rows {
                let text: String? =
                    row["key"] == "meeting_name" ? "Serenity Renamed \(random.next(below: 100))" : row["data_string"]
                try db.execute(
                    sql: """
                        INSERT INTO meeting_data (meetingid_bigint, key, field_prompt, lang_enum, visibility, data_string,
                            data_bigint, data_double) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        id, row["key"], row["field_prompt"], row["lang_enum"], row["visibility"], text,
                        row["data_bigint"], row["data_double"],
                    ]
                )
            }
        case 2:
            try db.execute(
                sql: "UPDATE meeting_data SET data_string = ? WHERE meetingid_bigint = ? AND key = 'location_text'",
                arguments: [random.next(below: 2) == 0 ? nil : "Hall \(random.next(below: 1000))", id]
            )
        case 3:
            try db.execute(
                sql:
                    "INSERT INTO meeting_longdata (meetingid_bigint, key, lang_enum, data_blob) VALUES (?, 'comments', 'en', ?)",
                arguments: [id, String(repeating: "Long words ", count: 30)]
            )
        case 4:
            try db.execute(sql: "DELETE FROM meeting_data WHERE meetingid_bigint = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM meeting_longdata WHERE meetingid_bigint = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM meetings WHERE id_bigint = ?", arguments: [id])
        case 5:
            let newID = try Seed(db: db).meeting(
                ["weekday_tinyint": random.next(below: 7), "service_body_bigint": 1005],
                data: ["meeting_name": "New Serenity \(random.next(below: 100))", "location_text": "Hall"]
            )
            if random.next(below: 2) == 0,
                let free = try Int.fetchOne(
                    db,
                    sql: """
                        SELECT MIN(id_bigint + 1) FROM meetings AS m
                        WHERE NOT EXISTS (SELECT 1 FROM meetings WHERE id_bigint = m.id_bigint + 1)
                        """
                ), free < newID
            {
                // A restored meeting takes back an old id, below the newest.
                try db.execute(sql: "UPDATE meetings SET id_bigint = ? WHERE id_bigint = ?", arguments: [free, newID])
                try db.execute(
                    sql: "UPDATE meeting_data SET meetingid_bigint = ? WHERE meetingid_bigint = ?",
                    arguments: [free, newID]
                )
            }
        default:
            var change = ChangeRecord(
                serviceBodyID: 1005,
                language: "en",
                date: 1_700_000_000 + random.next(below: 1000),
                objectClass: "c_comdef_meeting",
                beforeID: id,
                afterID: id,
                type: "comdef_change_type_change",
                before: nil,
                after: nil
            )
            try change.insert(db)
            if random.next(below: 2) == 0 {
                // A meeting's oldest change records go when it has too many.
                try db.execute(sql: "DELETE FROM changes WHERE id_bigint = (SELECT MIN(id_bigint) FROM changes)")
            }
        }
    }
}

extension SplitMix64 {
    mutating func next(below bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}

extension Catalog: CustomStringConvertible {
    /// Everything the catalog holds about meetings and changes, in a stable text, for comparisons in tests.
    var description: String {
        var lines: [String] = []
        for meeting in meetings {
            let data = meeting.data.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            lines.append(
                [
                    "\(meeting.id)", "\(meeting.rootServerID as Any)", "\(meeting.worldID as Any)",
                    "\(meeting.serviceBodyID)", "\(meeting.weekday as Any)", "\(meeting.venueType as Any)",
                    "\(meeting.startTime as Any)", "\(meeting.durationTime as Any)", "\(meeting.formats as Any)",
                    "\(meeting.formatIDs)", "\(meeting.latitude as Any)", "\(meeting.longitude as Any)",
                    "\(meeting.published)", "\(meeting.dumpPosition as Any)", "\(meeting.nullKeys.sorted())",
                    "\(data)", "\(meeting.searchText.soundKeys.count)",
                ].joined(separator: "|")
            )
        }
        lines.append("by id: \(meetingsByID.keys.sorted() == meetings.map(\.id))")
        lines.append("table order: \(meetingsInTableOrder.map(\.id))")
        func lists<Key: Hashable & Comparable>(_ name: String, _ lists: ShardedDictionary<Key, [Int]>) {
            for key in lists.keys.sorted() { lines.append("\(name) \(key): \(lists[key] ?? [])") }
        }
        lists("weekday", index.byWeekday)
        lists("service body", index.byServiceBody)
        lists("format", index.byFormat)
        lists("word", index.byWord)
        for cell in index.byCell.keys.sorted(by: { ($0.latitude, $0.longitude) < ($1.latitude, $1.longitude) }) {
            lines.append("cell \(cell.latitude),\(cell.longitude): \(index.byCell[cell] ?? [])")
        }
        for key in Set(meetings.flatMap(\.data.keys)).sorted() {
            let values = dataValues[key].map {
                "\($0.rowID):\($0.meetingID):\($0.text):\($0.bigint as Any):\($0.double as Any)"
            }
            lines.append("values \(key): \(values)")
        }
        lines.append("changes: \(changes.map(\.id))")
        return lines.joined(separator: "\n")
    }
}
