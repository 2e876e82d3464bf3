@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingDeleteTest.php`, against the local server.
@Suite("DELETE meetings/{id} (bmlt-server MeetingDeleteTest)")
struct MeetingDeleteConformanceTests {
    @Test func deleteMeeting() async throws {
        try await Harness.run { harness in
            let (token, meeting) = try harness.seed { seed in
                let token = try seed.token(for: try seed.account(Account.Level.admin))
                let meeting = try seed.meeting(
                    data: ["location_street": "813 Darby St"],
                    longData: ["bus_lines": "some very long text"]
                )
                return (token, meeting)
            }
            #expect(try await harness.api("DELETE", "/meetings/\(meeting)", token: token).status == 204)
            try harness.seed { seed in
                for table in [
                    "meetings WHERE id_bigint", "meeting_data WHERE meetingid_bigint",
                    "meeting_longdata WHERE meetingid_bigint",
                ] {
                    let count = try Int.fetchOne(
                        seed.db,
                        sql: "SELECT COUNT(*) FROM \(table) = ?",
                        arguments: [meeting]
                    )
                    #expect(count == 0, "\(table)")
                }
            }
        }
    }
}
