@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingIndexTest.php`, against the local server.
@Suite("GET meetings (bmlt-server MeetingIndexTest)")
struct MeetingIndexConformanceTests {
    static func admin(_ seed: Seed) throws -> String {
        try seed.token(for: try seed.account(Account.Level.admin))
    }

    /// The ids of the answer's meetings, after checking the status is 200.
    static func ids(_ harness: Harness, _ path: String, _ token: String) async throws -> [Int] {
        let answer = try await harness.api("GET", path, token: token)
        #expect(answer.status == 200, "\(answer.text)")
        return answer.list.compactMap { $0.object?["id"]?.int }
    }

    @Test func indexMeetings() async throws {
        try await Harness.run { harness in
            let (token, ids) = try harness.seed { seed in
                let area = try seed.area("area", parent: 0)
                return (
                    try Self.admin(seed),
                    [try seed.meeting(["service_body_bigint": area]), try seed.meeting(["service_body_bigint": area])]
                )
            }
            #expect(try await Self.ids(harness, "/meetings", token) == ids)
        }
    }

    @Test func indexMeetingsServiceBodyFilter() async throws {
        try await Harness.run { harness in
            let (token, areas, ids) = try harness.seed { seed in
                let areas = try ["area1", "area2", "area3"].map { try seed.area($0, parent: 0) }
                return (try Self.admin(seed), areas, try areas.map { try seed.meeting(["service_body_bigint": $0]) })
            }
            let found = try await Self.ids(harness, "/meetings?serviceBodyIds=\(areas[0]),\(areas[1])", token)
            #expect(found == Array(ids[0...1]))
        }
    }

    @Test(arguments: [1, 0])
    func indexMeetingsMeetingIdsFilter(secondPublished: Int) async throws {
        try await Harness.run { harness in
            let (token, ids) = try harness.seed { seed in
                (
                    try Self.admin(seed),
                    [try seed.meeting(), try seed.meeting(["published": secondPublished]), try seed.meeting()]
                )
            }
            #expect(try await Self.ids(harness, "/meetings?meetingIds=\(ids[0]),\(ids[1])", token) == Array(ids[0...1]))
        }
    }

    @Test func indexMeetingsDaysFilter() async throws {
        try await Harness.run { harness in
            let (token, ids) = try harness.seed { seed in
                (try Self.admin(seed), try (0...2).map { try seed.meeting(["weekday_tinyint": $0]) })
            }
            #expect(try await Self.ids(harness, "/meetings?days=0,1", token) == Array(ids[0...1]))
        }
    }

    @Test func indexMeetingsSearchStringFilter() async throws {
        try await Harness.run { harness in
            let (token, ids) = try harness.seed { seed in
                (
                    try Self.admin(seed),
                    [
                        try seed.meeting(data: ["meeting_name": "Sunday Serenity"]),
                        try seed.meeting(data: ["meeting_name": "Living the Program"]),
                    ]
                )
            }
            #expect(try await Self.ids(harness, "/meetings?searchString=Living", token) == [ids[1]])
        }
    }

    @Test func indexMeetingsServiceBodyIdsValidate() async throws {
        try await Harness.run { harness in
            let (token, area) = try harness.seed { seed in (try Self.admin(seed), try seed.area("area1", parent: 0)) }
            #expect(
                try await harness.api("GET", "/meetings?serviceBodyIds=\(area),notAnInt", token: token).status == 422
            )
            #expect(try await harness.api("GET", "/meetings?serviceBodyIds=\(area),999", token: token).status == 422)
            #expect(try await harness.api("GET", "/meetings?serviceBodyIds=\(area)", token: token).status == 200)
        }
    }

    @Test func indexMeetingsMeetingIdsValidate() async throws {
        try await Harness.run { harness in
            let (token, one, two) = try harness.seed { seed in
                (try Self.admin(seed), try seed.meeting(), try seed.meeting())
            }
            #expect(try await harness.api("GET", "/meetings?meetingIds=\(one),notAnInt", token: token).status == 422)
            #expect(try await harness.api("GET", "/meetings?meetingIds=\(one),999", token: token).status == 200)
            #expect(try await harness.api("GET", "/meetings?meetingIds=\(one)", token: token).status == 200)
            #expect(try await harness.api("GET", "/meetings?meetingIds=\(one),\(two)", token: token).status == 200)
        }
    }

    @Test func indexMeetingsDaysValidate() async throws {
        try await Harness.run { harness in
            let token = try harness.seed { try Self.admin($0) }
            #expect(try await harness.api("GET", "/meetings?days=0,999", token: token).status == 422)
            #expect(try await harness.api("GET", "/meetings?days=0", token: token).status == 200)
            #expect(try await harness.api("GET", "/meetings?days=0,1,2,3,4,5,6", token: token).status == 200)
        }
    }

    @Test func indexMeetingsSearchStringValidate() async throws {
        try await Harness.run { harness in
            let token = try harness.seed { try Self.admin($0) }
            #expect(try await harness.api("GET", "/meetings?searchString=ab", token: token).status == 422)
            #expect(try await harness.api("GET", "/meetings?searchString=abc", token: token).status == 200)
        }
    }
}
