@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/MeetingChangesShowTest.php`, against the local server.
@Suite("GET meetings/{id}/changes (bmlt-server MeetingChangesShowTest)")
struct MeetingChangesShowConformanceTests {
    @Test func meetingChangesShowCreate() async throws {
        try await Harness.run { harness in
            let (_, token, _, payload) = try MeetingChangePayload.setUp(harness)
            let created = try await harness.api("POST", "/meetings", json: payload, token: token)
            let id = try #require(created.object?["id"]?.int)
            let answer = try await harness.api("GET", "/meetings/\(id)/changes", token: token)
            #expect(answer.status == 200)
            let first = try #require(answer.list.first?.object)
            #expect(first.members.map(\.key) == ["dateString", "userName", "serviceBodyName", "details"])
        }
    }

    @Test func meetingChangesShowMultiple() async throws {
        try await Harness.run { harness in
            let (_, token, _, payload) = try MeetingChangePayload.setUp(harness)
            let created = try await harness.api("POST", "/meetings", json: payload, token: token)
            let id = try #require(created.object?["id"]?.int)
            var update = payload
            update["name"] = "new name"
            #expect(try await harness.api("PUT", "/meetings/\(id)", json: update, token: token).status == 204)
            let answer = try await harness.api("GET", "/meetings/\(id)/changes", token: token)
            #expect(answer.status == 200)
            let details = answer.list.first?.object?["details"]?.elements?.first
            #expect(details == .string(#"Meeting Name was changed from "Sunday Serenity" to "new name"."#))
        }
    }
}

/// bmlt-server's `Admin/MeetingChangesShowPermissionsTest.php`, against the local server.
@Suite("GET meetings/{id}/changes permissions (bmlt-server MeetingChangesShowPermissionsTest)")
struct MeetingChangesShowPermissionsConformanceTests {
    @Test func indexNotAuthenticated() async throws {
        try await Harness.run { harness in
            let answer = try await harness.api("GET", "/meetings/1/changes")
            #expect(answer.status == 401)
        }
    }

    @Test func indexAsDeactivated() async throws {
        try await Harness.run { harness in
            let (token, meeting) = try harness.seed { seed in
                let meeting = try seed.meeting()
                return (try seed.token(for: try seed.account(Account.Level.deactivated)), meeting)
            }
            #expect(try await harness.api("GET", "/meetings/\(meeting)/changes", token: token).status == 403)
        }
    }

    @Test func indexAsAdminUser() async throws {
        try await Harness.run { harness in
            let (_, token, _, payload) = try MeetingChangePayload.setUp(harness)
            let created = try await harness.api("POST", "/meetings", json: payload, token: token)
            let id = try #require(created.object?["id"]?.int)
            let answer = try await harness.api("GET", "/meetings/\(id)/changes", token: token)
            #expect(answer.status == 200)
            let first = try #require(answer.list.first?.object)
            #expect(first["userName"] == .string("admin"))
            #expect(first["serviceBodyName"] == .string("area"))
            #expect(first["details"]?.elements?.first == .string("The meeting was created."))
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = "M/d/yyyy"
            #expect(first["dateString"]?.text?.contains(formatter.string(from: Date())) == true)
        }
    }
}
