@_spi(BMLTInternal) import BMLT
import GRDB
import Testing

@testable import BMLTLocalServer

/// The one writer of meetings: where a value's row goes, empty rows, and the bulk deletes the aggregator makes.
@Suite("Meeting store")
struct MeetingStoreTests {
    @Test("A value over 255 bytes goes to meeting_longdata, as strlen measures it; a nil value is a NULL row")
    func longValuesByBytes() async throws {
        let store = try await LocalStore.open(StoreOpening(initialData: .sample))
        let rows = try await store.database.write { db in
            var record = MeetingRecord(serviceBodyID: 1, language: "en")
            let data: [(key: String, value: String?)] = [
                ("meeting_name", String(repeating: "a", count: 255)),
                // 200 characters, 400 bytes: both servers keep it as long data.
                ("comments", String(repeating: "é", count: 200)),
                ("location_info", nil),
            ]
            try MeetingStore(db: db).insert(&record, data: data, templates: try FieldTemplate.all(in: db))
            let id = record.id ?? 0
            let short = try Row.fetchAll(
                db,
                sql: "SELECT key, data_string FROM meeting_data WHERE meetingid_bigint = ? ORDER BY id",
                arguments: [id]
            ).map { "\($0[0] as String)=\(($0[1] as String?)?.count.description ?? "NULL")" }
            let long = try String.fetchAll(
                db,
                sql: "SELECT key FROM meeting_longdata WHERE meetingid_bigint = ?",
                arguments: [id]
            )
            return (short, long)
        }
        #expect(rows.0 == ["meeting_name=255", "location_info=NULL"])
        #expect(rows.1 == ["comments"])
    }

    @Test("The meetings of no root server go with their data rows; the templates stay")
    func deletesMeetingsOfNoRootServer() async throws {
        let store = try await LocalStore.open(StoreOpening(initialData: .sample))
        let counts = try await store.database.write { db in
            try MeetingStore(db: db).deleteMeetings(ofRootServer: nil)
            return try [
                "SELECT COUNT(*) FROM meetings", "SELECT COUNT(*) FROM meeting_data WHERE meetingid_bigint != 0",
                "SELECT COUNT(*) FROM meeting_longdata", "SELECT COUNT(*) FROM meeting_data WHERE meetingid_bigint = 0",
            ].map { try Int.fetchOne(db, sql: $0) ?? -1 }
        }
        #expect(counts[0...2] == [0, 0, 0])
        #expect(counts[3] > 0)
    }

    @Test(
        "The meetings table's columns are MeetingColumn's, each main field named as the client's field table names it"
    )
    func columnsAreTheFieldTables() async throws {
        let store = try await LocalStore.open(StoreOpening(initialData: .sample))
        let columns = try await store.database.read { db in try db.columns(in: "meetings").map(\.name) }
        #expect(Set(columns) == Set(MeetingColumn.allCases.map(\.name)))
        for column in MeetingColumn.allCases {
            #expect(MeetingColumn(name: column.name) == column)
            if let field = column.field { #expect(column.name == field.rawValue) }
        }
        #expect(MeetingColumn.allCases.filter { $0.field == nil } == [.dumpPosition, .sourceID])
        #expect(MeetingColumn(name: "meeting_name") == nil)
        // A record writes and reads every column back.
        let record = try await store.database.write { db in
            var record = MeetingRecord(serviceBodyID: 1005, language: "es", published: 1)
            (record.weekday, record.venueType, record.startTime, record.durationTime) = (3, 2, "19:30:00", "01:00:00")
            (record.worldID, record.timeZone, record.formats) = ("G1", "America/New_York", "17,4")
            (record.longitude, record.latitude, record.emailContact) = (-73.9, 40.7, "a@example.org")
            (record.rootServerID, record.sourceID, record.sharedGroupID, record.dumpPosition) = (nil, nil, 8, 9)
            try record.insert(db)
            return try MeetingRecord.fetchOne(db, key: record.id)
        }
        #expect(record?.weekday == 3 && record?.startTime == "19:30:00" && record?.durationTime == "01:00:00")
        #expect(record?.formats == "17,4" && record?.language == "es" && record?.emailContact == "a@example.org")
        #expect(record?.sharedGroupID == 8 && record?.dumpPosition == 9 && record?.latitude == 40.7)
    }
}
