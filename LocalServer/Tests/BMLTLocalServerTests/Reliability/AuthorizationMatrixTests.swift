@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTLocalServer

/// Every user level × every administration API endpoint × the user's own and another service body (or user), each
/// cell a request to a local server whose status must be what the server protocol's permission rules give
/// (`server-protocol.md` §3.4 and §4.2, bmlt-server's `app/Policies`).
@Suite("Authorisation matrix", .hangTimeLimit)
struct AuthorizationMatrixTests {
    /// Who asks: a user of each level, or nobody (no token).
    enum Level: String, CaseIterable, Sendable {
        case admin, serviceBodyAdmin, observer, deactivated, anonymous

        var code: Int? {
            switch self {
            case .admin: Account.Level.admin
            case .serviceBodyAdmin: Account.Level.serviceBodyAdmin
            case .observer: Account.Level.observer
            case .deactivated: Account.Level.deactivated
            case .anonymous: nil
            }
        }
    }

    /// What the request is about, seen from the user: their own service body (principal for administrators, editor
    /// for observers) or user record, a user they own, or another's.
    enum Target: String, Sendable { case own, owned, other, none }

    /// What a cell's user has, made fresh for each cell.
    struct Fixture {
        var user: Int?
        var token: String?
        var ownArea: Int
        var otherArea: Int
        var ownEmptyArea: Int
        var otherEmptyArea: Int
        var ownMeeting: Int
        var otherMeeting: Int
        var ownedUser: Int
        var otherUser: Int
        var format: Int
        var spareFormat: Int
        /// The administration API's name of the user's level.
        var levelType: String

        func area(_ target: Target) -> Int { target == .own ? ownArea : otherArea }
        func meeting(_ target: Target) -> Int { target == .own ? ownMeeting : otherMeeting }
        func emptyArea(_ target: Target) -> Int { target == .own ? ownEmptyArea : otherEmptyArea }

        /// The user record as it is, for a full replacement that changes nothing a user may not change.
        func userPayload(_ target: Target) -> [String: any Sendable] {
            let username = target == .own && user != nil ? "member" : target == .owned ? "owned" : "other"
            var payload = AuthorizationMatrixTests.userPayload(username, type: target == .own ? levelType : "observer")
            payload["ownerId"] = target == .owned ? user.map { $0 as any Sendable } ?? NSNull() : NSNull()
            payload.removeValue(forKey: "password")
            return payload
        }

        func userID(_ target: Target) -> Int {
            switch target {
            case .own: user ?? otherUser
            case .owned: ownedUser
            default: otherUser
            }
        }
    }

    struct Endpoint: Sendable {
        var method: String
        var path: @Sendable (Fixture, Target) -> String
        var body: @Sendable (Fixture, Target) -> [String: any Sendable]? = { _, _ in nil }
        var success: Int
        var targets: [Target]
        /// Whether a user of `level` may call it on `target`.
        var allows: @Sendable (Level, Target) -> Bool
        var name: String
    }

    struct Cell: Sendable, CustomTestStringConvertible {
        var level: Level
        var endpoint: Endpoint
        var target: Target

        var expectedStatus: Int {
            if level == .anonymous { return 401 }
            if level == .deactivated { return 403 }
            return endpoint.allows(level, target) ? endpoint.success : 403
        }

        var testDescription: String {
            "\(level.rawValue) × \(endpoint.name)\(target == .none ? "" : " × \(target.rawValue)")"
        }
    }

    /// Every cell of the matrix.
    static let cells: [Cell] = endpoints.flatMap { endpoint in
        Level.allCases.flatMap { level in endpoint.targets.map { Cell(level: level, endpoint: endpoint, target: $0) } }
    }

    @Test("Status of every cell", arguments: cells)
    func cell(_ cell: Cell) async throws {
        try await Harness.run { harness in
            let fixture = try Self.fixture(harness, cell.level)
            let status = try await harness.status(
                cell.endpoint.method,
                cell.endpoint.path(fixture, cell.target),
                json: cell.endpoint.body(fixture, cell.target),
                token: fixture.token
            )
            #expect(status == cell.expectedStatus)
        }
    }

    @Test("Logging in, per level", arguments: Level.allCases)
    func login(_ level: Level) async throws {
        try await Harness.run { harness in
            _ = try harness.seed { seed in try level.code.map { try seed.account($0, login: "member") } }
            let status = try await harness.status(
                "POST",
                "/auth/token",
                json: ["username": "member", "password": level == .anonymous ? "wrong password" : Seed.password]
            )
            #expect(status == [.anonymous: 401, .deactivated: 403][level] ?? 200)
        }
    }

    // MARK: - The endpoints and their rules

    static let endpoints: [Endpoint] = {
        let member: Set<Level> = [.admin, .serviceBodyAdmin, .observer]
        let anyone: @Sendable (Level, Target) -> Bool = { level, _ in member.contains(level) }
        let adminOnly: @Sendable (Level, Target) -> Bool = { level, _ in level == .admin }
        /// Admins, and users assigned to the service body (its administrator or an editor).
        let assigned: @Sendable (Level, Target) -> Bool = { level, target in
            level == .admin || (member.contains(level) && target == .own)
        }
        /// Admins, and service body administrators assigned to the body.
        let editsMeetings: @Sendable (Level, Target) -> Bool = { level, target in
            level == .admin || (level == .serviceBodyAdmin && target == .own)
        }
        /// A user record: the user themself, the service body administrator who owns it, and admins.
        let userRecord: @Sendable (Level, Target) -> Bool = { level, target in
            level == .admin || (member.contains(level) && target == .own)
                || (level == .serviceBodyAdmin && target == .owned)
        }
        let bodies: [Target] = [.own, .other]
        let users: [Target] = [.own, .owned, .other]
        return [
            Endpoint(
                method: "GET",
                path: { _, _ in "/meetings" },
                success: 200,
                targets: [.none],
                allows: anyone,
                name: "GET /meetings"
            ),
            Endpoint(
                method: "GET",
                path: { "/meetings/\($0.meeting($1))" },
                success: 200,
                targets: bodies,
                allows: assigned,
                name: "GET /meetings/{id}"
            ),
            Endpoint(
                method: "POST",
                path: { _, _ in "/meetings" },
                body: { meetingPayload(area: $0.area($1), format: $0.format) },
                success: 201,
                targets: bodies,
                allows: editsMeetings,
                name: "POST /meetings"
            ),
            Endpoint(
                method: "PUT",
                path: { "/meetings/\($0.meeting($1))" },
                body: { meetingPayload(area: $0.area($1), format: $0.format) },
                success: 204,
                targets: bodies,
                allows: editsMeetings,
                name: "PUT /meetings/{id}"
            ),
            Endpoint(
                method: "PATCH",
                path: { "/meetings/\($0.meeting($1))" },
                body: { _, _ in ["name": "Renamed"] },
                success: 204,
                targets: bodies,
                allows: editsMeetings,
                name: "PATCH /meetings/{id}"
            ),
            Endpoint(
                method: "DELETE",
                path: { "/meetings/\($0.meeting($1))" },
                success: 204,
                targets: bodies,
                allows: editsMeetings,
                name: "DELETE /meetings/{id}"
            ),
            Endpoint(
                method: "GET",
                path: { "/meetings/\($0.meeting($1))/changes" },
                success: 200,
                targets: bodies,
                allows: assigned,
                name: "GET /meetings/{id}/changes"
            ),
            Endpoint(
                method: "GET",
                path: { _, _ in "/formats" },
                success: 200,
                targets: [.none],
                allows: anyone,
                name: "GET /formats"
            ),
            Endpoint(
                method: "GET",
                path: { f, _ in "/formats/\(f.spareFormat)" },
                success: 200,
                targets: [.none],
                allows: anyone,
                name: "GET /formats/{id}"
            ),
            Endpoint(
                method: "POST",
                path: { _, _ in "/formats" },
                body: { _, _ in formatPayload("NEWF") },
                success: 201,
                targets: [.none],
                allows: adminOnly,
                name: "POST /formats"
            ),
            Endpoint(
                method: "PUT",
                path: { f, _ in "/formats/\(f.spareFormat)" },
                body: { _, _ in formatPayload("SPR2") },
                success: 204,
                targets: [.none],
                allows: adminOnly,
                name: "PUT /formats/{id}"
            ),
            Endpoint(
                method: "PATCH",
                path: { f, _ in "/formats/\(f.spareFormat)" },
                body: { _, _ in ["worldId": "CHG"] },
                success: 204,
                targets: [.none],
                allows: adminOnly,
                name: "PATCH /formats/{id}"
            ),
            Endpoint(
                method: "DELETE",
                path: { f, _ in "/formats/\(f.spareFormat)" },
                success: 204,
                targets: [.none],
                allows: adminOnly,
                name: "DELETE /formats/{id}"
            ),
            Endpoint(
                method: "GET",
                path: { _, _ in "/servicebodies" },
                success: 200,
                targets: [.none],
                allows: anyone,
                name: "GET /servicebodies"
            ),
            Endpoint(
                method: "GET",
                path: { "/servicebodies/\($0.area($1))" },
                success: 200,
                targets: bodies,
                allows: assigned,
                name: "GET /servicebodies/{id}"
            ),
            Endpoint(
                method: "GET",
                path: { "/servicebodies/\($0.area($1))/editors" },
                success: 200,
                targets: bodies,
                allows: assigned,
                name: "GET /servicebodies/{id}/editors"
            ),
            Endpoint(
                method: "POST",
                path: { _, _ in "/servicebodies" },
                body: { f, _ in serviceBodyPayload(admin: f.otherUser) },
                success: 201,
                targets: [.none],
                allows: adminOnly,
                name: "POST /servicebodies"
            ),
            Endpoint(
                method: "PUT",
                path: { "/servicebodies/\($0.area($1))" },
                body: { f, target in serviceBodyPayload(admin: target == .own ? f.user ?? f.otherUser : f.otherUser) },
                success: 204,
                targets: bodies,
                allows: editsMeetings,
                name: "PUT /servicebodies/{id}"
            ),
            Endpoint(
                method: "PATCH",
                path: { "/servicebodies/\($0.area($1))" },
                body: { _, _ in ["description": "Changed", "parentId": NSNull()] },
                success: 204,
                targets: bodies,
                allows: editsMeetings,
                name: "PATCH /servicebodies/{id}"
            ),
            Endpoint(
                method: "DELETE",
                path: { "/servicebodies/\($0.emptyArea($1))" },
                success: 204,
                targets: bodies,
                allows: adminOnly,
                name: "DELETE /servicebodies/{id}"
            ),
            Endpoint(
                method: "GET",
                path: { _, _ in "/users" },
                success: 200,
                targets: [.none],
                allows: anyone,
                name: "GET /users"
            ),
            Endpoint(
                method: "GET",
                path: { "/users/\($0.userID($1))" },
                success: 200,
                targets: users,
                allows: userRecord,
                name: "GET /users/{id}"
            ),
            Endpoint(
                method: "POST",
                path: { _, _ in "/users" },
                body: { _, _ in userPayload("newuser", type: "observer") },
                success: 201,
                targets: [.none],
                allows: adminOnly,
                name: "POST /users"
            ),
            Endpoint(
                method: "PUT",
                path: { "/users/\($0.userID($1))" },
                body: { f, target in f.userPayload(target) },
                success: 204,
                targets: users,
                allows: userRecord,
                name: "PUT /users/{id}"
            ),
            Endpoint(
                method: "PATCH",
                path: { "/users/\($0.userID($1))" },
                body: { _, _ in ["displayName": "Renamed"] },
                success: 204,
                targets: users,
                allows: userRecord,
                name: "PATCH /users/{id}"
            ),
            Endpoint(
                method: "DELETE",
                path: { "/users/\($0.userID($1))" },
                success: 204,
                targets: [.owned, .other],
                allows: adminOnly,
                name: "DELETE /users/{id}"
            ),
            Endpoint(
                method: "GET",
                path: { _, _ in "/settings" },
                success: 200,
                targets: [.none],
                allows: adminOnly,
                name: "GET /settings"
            ),
            Endpoint(
                method: "PATCH",
                path: { _, _ in "/settings" },
                body: { _, _ in ["regionBias": "us"] },
                success: 204,
                targets: [.none],
                allows: adminOnly,
                name: "PATCH /settings"
            ),
        ]
    }()

    // MARK: - Fixture

    private static func fixture(_ harness: Harness, _ level: Level) throws -> Fixture {
        try harness.seed { seed in
            let user = try level.code.map { try seed.account($0, login: "member") }
            // Service body administrators administer their own area; observers are its editors.
            // Every body has an administrator, as a valid one must; the others' is a stranger.
            let stranger = try seed.account(Account.Level.serviceBodyAdmin, login: "stranger")
            let principal = level == .observer ? stranger : user ?? stranger
            let editors = level == .observer ? user.map { [$0] } : nil
            let ownArea = try seed.area("own", parent: 0, admin: principal, editors: editors)
            let otherArea = try seed.area("other", parent: 0, admin: stranger)
            let ownEmptyArea = try seed.area("own empty", parent: 0, admin: principal, editors: editors)
            let otherEmptyArea = try seed.area("other empty", parent: 0, admin: stranger)
            let format = try seed.firstFormatIDs().0
            let meetingData: [String: String?] = [
                "meeting_name": "A Meeting", "location_street": "813 Darby St", "location_municipality": "Raleigh",
                "location_province": "NC",
            ]
            let ownMeeting = try seed.meeting(
                ["service_body_bigint": ownArea, "formats": String(format)],
                data: meetingData
            )
            let otherMeeting = try seed.meeting(
                ["service_body_bigint": otherArea, "formats": String(format)],
                data: meetingData
            )
            let ownedUser = try seed.account(Account.Level.observer, login: "owned", owner: user ?? -1)
            let otherUser = try seed.account(Account.Level.observer, login: "other")
            try seed.format(900, key: "SPR", name: "Spare")
            return Fixture(
                user: user,
                token: try user.map { try seed.token(for: $0) },
                ownArea: ownArea,
                otherArea: otherArea,
                ownEmptyArea: ownEmptyArea,
                otherEmptyArea: otherEmptyArea,
                ownMeeting: ownMeeting,
                otherMeeting: otherMeeting,
                ownedUser: ownedUser,
                otherUser: otherUser,
                format: format,
                spareFormat: 900,
                levelType: level.code.flatMap { UserRecord.types[$0] } ?? "observer"
            )
        }
    }

    private static func meetingPayload(area: Int, format: Int) -> [String: any Sendable] {
        [
            "name": "Sunday Serenity", "serviceBodyId": area, "formatIds": [format], "venueType": 1, "day": 0,
            "startTime": "20:00", "duration": "01:00", "latitude": 35.7079, "longitude": -79.8136, "published": true,
            "location_street": "813 Darby St.", "location_municipality": "Raleigh", "location_province": "NC",
        ]
    }

    private static func formatPayload(_ key: String) -> [String: any Sendable] {
        [
            "worldId": NSNull(), "type": "MEETING_FORMAT",
            "translations": [["key": key, "name": "A format", "description": "A format", "language": "en"]],
        ]
    }

    private static func serviceBodyPayload(admin: Int) -> [String: any Sendable] {
        [
            "parentId": NSNull(), "name": "A body", "description": "", "type": "AS", "adminUserId": admin,
            "assignedUserIds": [Int](), "url": NSNull(), "helpline": NSNull(), "email": NSNull(), "worldId": NSNull(),
        ]
    }

    fileprivate static func userPayload(_ username: String, type: String) -> [String: any Sendable] {
        [
            "username": username, "password": "a long enough password", "type": type, "displayName": "A User",
            "description": "", "email": NSNull(), "ownerId": NSNull(),
        ]
    }
}
