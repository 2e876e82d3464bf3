@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/ServiceBodyDeleteTest.php`.
@Suite("servicebodies delete (bmlt-server ServiceBodyDeleteTest)")
struct ServiceBodyDeleteConformanceTests {
    @Test(arguments: ["", "?force=true"]) func deleteServiceBodySuccess(query: String) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let zone = try harness.seed { try $0.zone("test") }
            #expect(try await harness.status("DELETE", "/servicebodies/\(zone)\(query)", token: token) == 204)
            #expect(try harness.serviceBodyRow(zone) == nil)
        }
    }

    @Test(arguments: ["", "?force=true"]) func deleteServiceBodyHasChildren(query: String) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (zone, region) = try harness.seed { seed in
                let zone = try seed.zone("test")
                return (zone, try seed.region("region", parent: zone))
            }
            #expect(try await harness.status("DELETE", "/servicebodies/\(zone)\(query)", token: token) == 409)
            #expect(try harness.serviceBodyRow(zone) != nil)
            #expect(try harness.serviceBodyRow(region) != nil)
        }
    }

    @Test func deleteServiceBodyHasMeetings() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let zone = try harness.seed { seed in
                let zone = try seed.zone("test")
                try seed.meeting(["service_body_bigint": zone])
                return zone
            }
            #expect(try await harness.status("DELETE", "/servicebodies/\(zone)", token: token) == 409)
            #expect(try harness.serviceBodyRow(zone) != nil)
        }
    }

    @Test func deleteServiceBodyForceDeleteWithMeetings() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (zone, meetings) = try harness.seed { seed in
                let zone = try seed.zone("test")
                return (
                    zone,
                    [try seed.meeting(["service_body_bigint": zone]), try seed.meeting(["service_body_bigint": zone])]
                )
            }
            #expect(try await harness.status("DELETE", "/servicebodies/\(zone)?force=true", token: token) == 204)
            #expect(try harness.serviceBodyRow(zone) == nil)
            for meeting in meetings { #expect(try harness.row("meetings", "id_bigint", meeting) == nil) }
        }
    }
}

/// bmlt-server's `Admin/ServiceBodyShowTest.php`.
@Suite("servicebodies show (bmlt-server ServiceBodyShowTest)")
struct ServiceBodyShowConformanceTests {
    /// An area (`createArea('test name', 'test desc', 0)`) after `update`, as an administrator sees it.
    private func shown(
        _ update: String = "",
        _ arguments: StatementArguments = [],
        parent: Int = 0
    ) async throws
        -> JSONObject
    {
        var result: JSONObject?
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let area = try harness.seed { seed in
                try seed.serviceBody("test name", description: "test desc", type: "AS", parent: parent)
            }
            if !update.isEmpty {
                try harness.execute("UPDATE service_bodies SET \(update) WHERE id_bigint = ?", arguments + [area])
            }
            let answer = try await harness.api("GET", "/servicebodies/\(area)", token: token)
            #expect(answer.status == 200)
            result = answer.object
        }
        return try #require(result)
    }

    @Test func showServiceBodyName() async throws { #expect(try await shown()["name"] == .string("test name")) }
    @Test func showServiceBodyDescription() async throws {
        #expect(try await shown()["description"] == .string("test desc"))
    }
    @Test func showServiceBodyParentIdZero() async throws { #expect(try await shown()["parentId"] == .null) }
    @Test func showServiceBodyParentIdNotZero() async throws {
        #expect(try await shown(parent: 1)["parentId"] == .number("1"))
    }
    @Test func showServiceBodyParentIdNull() async throws {
        #expect(try await shown("sb_owner = NULL")["parentId"] == .null)
    }
    @Test func showServiceBodyTypeNotNull() async throws {
        #expect(try await shown("sb_type = 'AS'")["type"] == .string("AS"))
    }
    @Test func showServiceBodyTypeNull() async throws { #expect(try await shown("sb_type = NULL")["type"] == .null) }
    @Test func showServiceBodyUserIdNotNull() async throws {
        #expect(try await shown("principal_user_bigint = 123")["adminUserId"] == .number("123"))
    }
    @Test func showServiceBodyUserIdNull() async throws {
        #expect(try await shown("principal_user_bigint = NULL")["adminUserId"] == .null)
    }
    @Test func showServiceBodyAssignedUserIdsNotNull() async throws {
        #expect(
            try await shown("editors_string = '1,2,3'")["assignedUserIds"]
                == .array([.number("1"), .number("2"), .number("3")])
        )
    }
    @Test func showServiceBodyAssignedUserIdsNull() async throws {
        #expect(try await shown("editors_string = NULL")["assignedUserIds"] == .array([]))
    }
    @Test func showServiceBodyUrlNotNull() async throws {
        #expect(try await shown("uri_string = 'https://na.org'")["url"] == .string("https://na.org"))
    }
    @Test func showServiceBodyUrlNull() async throws { #expect(try await shown("uri_string = NULL")["url"] == .null) }
    @Test func showServiceBodyHelplineNotNull() async throws {
        #expect(try await shown("kml_file_uri_string = 'test'")["helpline"] == .string("test"))
    }
    @Test func showServiceBodyHelplineNull() async throws {
        #expect(try await shown("kml_file_uri_string = NULL")["helpline"] == .null)
    }
    @Test func showServiceBodyEmail() async throws {
        #expect(try await shown("sb_meeting_email = 'test'")["email"] == .string("test"))
    }
    @Test func showServiceBodyWorldIdNotNull() async throws {
        #expect(try await shown("worldid_mixed = 'test'")["worldId"] == .string("test"))
    }
    @Test func showServiceBodyWorldIdNull() async throws {
        #expect(try await shown("worldid_mixed = NULL")["worldId"] == .null)
    }
}

/// bmlt-server's `Admin/ServiceBodyEditorsTest.php`.
@Suite("servicebodies/{id}/editors (bmlt-server ServiceBodyEditorsTest)")
struct ServiceBodyEditorsConformanceTests {
    /// `createOwnedEditor`.
    private func editor(_ seed: Seed, _ login: String, _ name: String, owner: Int = -1) throws -> Int {
        let id = try seed.account(sbAdmin, login: login, owner: owner)
        try seed.db.execute(
            sql:
                "UPDATE users SET name_string = ?, description_string = '', email_address_string = '' WHERE id_bigint = ?",
            arguments: [name, id]
        )
        return id
    }

    private func editors(_ answer: Answer) -> [(id: Int, name: String?, readOnly: Bool?)] {
        answer.objects.map { ($0["userId"]?.int ?? 0, $0["displayName"]?.text, $0["readOnly"]?.bool) }
    }

    @Test func editorsDenied() async throws {
        try await Harness.run { harness in
            let area = try harness.seed { try $0.area("area", parent: 0) }
            #expect(try await harness.status("GET", "/servicebodies/\(area)/editors") == 401)
            for level in [deactivated, observer] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status("GET", "/servicebodies/\(area)/editors", token: token) == 403)
            }
            let (_, token) = try harness.user(admin)
            #expect(try await harness.status("GET", "/servicebodies/999999/editors", token: token) == 404)
        }
    }

    @Test func editorsEmpty() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let area = try harness.seed { try $0.area("area", parent: 0) }
            let answer = try await harness.api("GET", "/servicebodies/\(area)/editors", token: token)
            #expect(answer.status == 200)
            #expect(answer.json == .array([]))
        }
    }

    @Test func editorsAsAdminAllReadOnlyFalse() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let area = try harness.seed { seed in
                let owner = try seed.account(sbAdmin)
                let editor = try editor(seed, "editor1", "Editor One", owner: owner)
                return try seed.area("area", parent: 0, admin: owner, editors: [owner, editor])
            }
            let answer = try await harness.api("GET", "/servicebodies/\(area)/editors", token: token)
            #expect(answer.status == 200)
            #expect(answer.objects.count == 2)
            for entry in answer.objects {
                #expect(entry.members.map(\.key) == ["userId", "displayName", "readOnly"])
                #expect(entry["readOnly"] == .bool(false))
            }
        }
    }

    @Test func editorsAsServiceBodyAdminSeesOwnedAsEditableAndOthersAsReadOnly() async throws {
        try await Harness.run { harness in
            let (owner, token) = try harness.user(sbAdmin)
            let (area, owned, foreign) = try harness.seed { seed in
                let owned = try editor(seed, "owned", "Owned Editor", owner: owner)
                let foreign = try editor(seed, "foreign", "Foreign Editor")
                return (
                    try seed.area("area", parent: 0, admin: owner, editors: [owned, foreign, owner]), owned, foreign
                )
            }
            let found = editors(try await harness.api("GET", "/servicebodies/\(area)/editors", token: token))
            #expect(found.count == 3)
            #expect(found.first { $0.id == owned }?.readOnly == false)
            #expect(found.first { $0.id == owned }?.name == "Owned Editor")
            #expect(found.first { $0.id == foreign }?.readOnly == true)
            #expect(found.first { $0.id == foreign }?.name == "Foreign Editor")
            #expect(found.first { $0.id == owner }?.readOnly == false)
        }
    }

    @Test func editorsAsAssignedEditorSelfNotReadOnly() async throws {
        try await Harness.run { harness in
            let (area, me, other, token) = try harness.seed { seed in
                let owner = try seed.account(sbAdmin)
                let me = try editor(seed, "editorself", "Self Editor", owner: owner)
                let other = try editor(seed, "other", "Other", owner: owner)
                let area = try seed.area("area", parent: 0, admin: owner, editors: [me, other])
                try seed.db.execute(
                    sql: "UPDATE users SET user_level_tinyint = ? WHERE id_bigint = ?",
                    arguments: [observer, me]
                )
                return (area, me, other, try seed.token(for: me))
            }
            let found = editors(try await harness.api("GET", "/servicebodies/\(area)/editors", token: token))
            #expect(found.first { $0.id == me }?.readOnly == false)
            #expect(found.first { $0.id == other }?.readOnly == true)
        }
    }

    @Test func editorsFiltersOutNonexistentUserIds() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (area, owner) = try harness.seed { seed in
                let owner = try seed.account(sbAdmin)
                return (try seed.area("area", parent: 0, admin: owner, editors: [owner, 999_999]), owner)
            }
            let found = editors(try await harness.api("GET", "/servicebodies/\(area)/editors", token: token))
            #expect(found.map(\.id) == [owner])
        }
    }

    @Test func editorsPreservesOrderFromEditorsString() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (area, order) = try harness.seed { seed in
                let owner = try seed.account(sbAdmin)
                let a = try editor(seed, "a", "A", owner: owner)
                let b = try editor(seed, "b", "B", owner: owner)
                let c = try editor(seed, "c", "C", owner: owner)
                return (try seed.area("area", parent: 0, admin: owner, editors: [c, a, b]), [c, a, b])
            }
            let found = editors(try await harness.api("GET", "/servicebodies/\(area)/editors", token: token))
            #expect(found.map(\.id) == order)
        }
    }
}
