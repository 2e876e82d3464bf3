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
}
