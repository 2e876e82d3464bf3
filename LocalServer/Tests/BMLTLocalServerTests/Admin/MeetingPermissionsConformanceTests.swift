@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingPermissionsTest.php`, against the local server. The `…WithAggregatorEnabled…` tests
/// (an administrator refused with 403) are not ported: the local aggregator has no accounts and answers every
/// administration request 401 (`AggregatorTests`).
@Suite("meetings permissions (bmlt-server MeetingPermissionsTest)")
struct MeetingPermissionsConformanceTests {
    /// How the user is tied to the area of the meeting (`adminUserId`, `assignedUserIds`, or not at all).
    enum Tie { case none, principal, editor }

    /// A user of `level` (nil: no user, no token), an area tied to it, and a meeting of that area.
    static func setUp(
        _ harness: Harness,
        _ level: Int?,
        tie: Tie = .none
    ) throws -> (token: String?, area: Int, meeting: Int) {
        try harness.seed { seed in
            let user = try level.map { try seed.account($0) }
            let area = try seed.area(
                "area1",
                parent: 0,
                admin: tie == .principal ? user : nil,
                editors: tie == .editor ? user.map { [$0] } : nil
            )
            return (try user.map { try seed.token(for: $0) }, area, try seed.meeting(["service_body_bigint": area]))
        }
    }

    // MARK: index

    @Test func indexNotAuthenticated() async throws {
        try await Harness.run { harness in
            let answer = try await harness.api("GET", "/meetings")
            #expect(answer.status == 401)
        }
    }

    @Test func indexAsDeactivated() async throws {
        try await Harness.run { harness in
            let token = try Self.setUp(harness, Account.Level.deactivated).token
            #expect(try await harness.api("GET", "/meetings", token: token).status == 403)
        }
    }

    /// Observers, and service body admins as principal or editor, see only their areas' meetings; admins all.
    @Test(arguments: [
        (Account.Level.observer, Tie.editor, 1), (Account.Level.serviceBodyAdmin, .principal, 1),
        (Account.Level.serviceBodyAdmin, .editor, 1), (Account.Level.admin, .none, 2),
    ])
    func indexAs(_ level: Int, _ tie: Tie, _ count: Int) async throws {
        try await Harness.run { harness in
            let (token, _, meeting) = try Self.setUp(harness, level, tie: tie)
            try harness.seed { seed in
                try seed.meeting(["service_body_bigint": try seed.area("area2", parent: 0)])
            }
            let answer = try await harness.api("GET", "/meetings", token: token)
            #expect(answer.status == 200)
            #expect(answer.list.count == count)
            #expect(answer.list.contains { $0.object?["id"]?.int == meeting })
        }
    }

    // MARK: show

    @Test func showAsUnauthenticated() async throws {
        try await Harness.run { harness in
            let answer = try await harness.api("GET", "/meetings/1")
            #expect(answer.status == 401)
        }
    }

    @Test(arguments: [
        (Account.Level.deactivated, Tie.none, 403), (Account.Level.observer, .editor, 200),
        (Account.Level.serviceBodyAdmin, .principal, 200), (Account.Level.serviceBodyAdmin, .editor, 200),
        (Account.Level.admin, .none, 200),
    ])
    func showAs(_ level: Int, _ tie: Tie, _ status: Int) async throws {
        try await Harness.run { harness in
            let (token, _, meeting) = try Self.setUp(harness, level, tie: tie)
            #expect(try await harness.api("GET", "/meetings/\(meeting)", token: token).status == status)
        }
    }

    // MARK: store

    @Test func storeAsUnauthenticated() async throws {
        try await Harness.run { harness in
            let answer = try await harness.api("POST", "/meetings")
            #expect(answer.status == 401)
        }
    }

    @Test(arguments: [(Account.Level.deactivated, 403), (Account.Level.observer, 403), (Account.Level.admin, 422)])
    func storeAs(_ level: Int, _ status: Int) async throws {
        try await Harness.run { harness in
            let token = try Self.setUp(harness, level).token
            #expect(try await harness.api("POST", "/meetings", token: token).status == status)
        }
    }

    /// `testStoreAsServiceBodyAdmin{Owner,Editor}{Allowed,Denied}`: allowed only for a body the user administers.
    @Test(arguments: [(Tie.principal, 422), (.editor, 422), (.none, 403)])
    func storeAsServiceBodyAdmin(_ tie: Tie, _ status: Int) async throws {
        try await Harness.run { harness in
            let (token, area, _) = try Self.setUp(harness, Account.Level.serviceBodyAdmin, tie: tie)
            let answer = try await harness.api("POST", "/meetings", json: ["serviceBodyId": area], token: token)
            #expect(answer.status == status)
        }
    }

    // MARK: update, partial update, delete

    @Test(arguments: ["PUT", "PATCH", "DELETE"])
    func writeAsUnauthenticated(_ method: String) async throws {
        try await Harness.run { harness in
            let meeting = try Self.setUp(harness, nil).meeting
            #expect(try await harness.api(method, "/meetings/\(meeting)").status == 401)
        }
    }

    /// `testUpdateAs…`, `testPartialUpdateAs…` and `testDeleteAs…`: an empty update fails validation (422) where
    /// it is allowed, and a delete succeeds (204).
    @Test(arguments: ["PUT", "PATCH", "DELETE"])
    func writeAs(_ method: String) async throws {
        let allowed = method == "DELETE" ? 204 : 422
        let cases: [(Int, Tie, Int)] = [
            (Account.Level.deactivated, method == "PATCH" ? .none : .principal, 403),
            (Account.Level.observer, .principal, 403), (Account.Level.serviceBodyAdmin, .none, 403),
            (Account.Level.serviceBodyAdmin, .principal, allowed), (Account.Level.admin, .none, allowed),
        ]
        for (level, tie, status) in cases {
            try await Harness.run { harness in
                let (token, _, meeting) = try Self.setUp(harness, level, tie: tie)
                let answer = try await harness.api(method, "/meetings/\(meeting)", token: token)
                #expect(answer.status == status, "\(level) \(tie)")
            }
        }
    }
}
