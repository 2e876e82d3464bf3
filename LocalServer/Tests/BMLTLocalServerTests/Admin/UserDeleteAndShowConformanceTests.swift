@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/UserDeleteTest.php`.
@Suite("users delete (bmlt-server UserDeleteTest)")
struct UserDeleteConformanceTests {
    @Test func deleteUser() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (id, _) = try harness.user(sbAdmin)
            #expect(try await harness.status("DELETE", "/users/\(id)", token: token) == 204)
            #expect(try harness.userRow(id) == nil)
        }
    }

    @Test func deleteUserHasChildren() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (id, _) = try harness.user(sbAdmin)
            _ = try harness.user(observer, owner: id)
            #expect(try await harness.status("DELETE", "/users/\(id)", token: token) == 409)
            #expect(try harness.userRow(id) != nil)
        }
    }

    @Test func deleteUserHasServiceBodies() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (id, _) = try harness.user(sbAdmin)
            try harness.seed { seed in _ = try seed.area("area1", parent: 0, admin: id) }
            #expect(try await harness.status("DELETE", "/users/\(id)", token: token) == 409)
            #expect(try harness.userRow(id) != nil)
        }
    }

    @Test func deleteUserAssignedServiceBodies() async throws {
        try await Harness.run { harness in
            let (adminID, token) = try harness.user(admin)
            let (id, _) = try harness.user(sbAdmin)
            let (area1, area2) = try harness.seed { seed in
                (
                    try seed.area("area1", parent: 0, admin: adminID, editors: [adminID, id]),
                    try seed.area("area2", parent: 0, admin: adminID, editors: [id])
                )
            }
            #expect(try await harness.status("DELETE", "/users/\(id)", token: token) == 204)
            #expect(try harness.userRow(id) == nil)
            #expect(try harness.serviceBodyRow(area1)?["editors_string"] == String(adminID))
            #expect(try harness.serviceBodyRow(area2)?["principal_user_bigint"] == adminID)
            #expect(try harness.serviceBodyRow(area2)?["editors_string"] == "")
        }
    }
}

/// bmlt-server's `Admin/UserShowTest.php`.
@Suite("users show (bmlt-server UserShowTest)")
struct UserShowConformanceTests {
    /// The admin user after `update`, as the API shows it to itself.
    private func shown(_ update: String = "", _ arguments: StatementArguments = []) async throws -> JSONObject {
        var result: JSONObject?
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            if !update.isEmpty {
                try harness.execute("UPDATE users SET \(update) WHERE id_bigint = ?", arguments + [id])
            }
            let answer = try await harness.api("GET", "/users/\(id)", token: token)
            #expect(answer.status == 200)
            result = answer.object
        }
        return try #require(result)
    }

    @Test func showUserName() async throws {
        #expect(try await shown("login_string = ?", ["test string"])["username"]?.text == "test string")
    }

    @Test func showUserType() async throws {
        #expect(try await shown()["type"]?.text == "admin")
    }

    @Test func showUserDisplayName() async throws {
        #expect(try await shown("name_string = ?", ["test string"])["displayName"]?.text == "test string")
    }

    @Test func showUserDescription() async throws {
        #expect(try await shown("description_string = ?", ["test string"])["description"]?.text == "test string")
    }

    @Test func showUserEmail() async throws {
        #expect(try await shown("email_address_string = ?", ["test string"])["email"]?.text == "test string")
    }

    @Test func showUserOwnerIdNegativeOne() async throws {
        let object = try await shown("owner_id_bigint = -1")
        #expect(object["ownerId"] == .null)
    }

    @Test func showUserOwnerIdPositiveInt() async throws {
        let object = try await shown("owner_id_bigint = 123")
        #expect(object["ownerId"] == .number("123"))
    }

    @Test func showUserLastAccessAtNull() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            // Without a token: issuing one records an access.
            let id = try harness.seed { try $0.account(sbAdmin) }
            #expect(try await harness.api("GET", "/users/\(id)", token: token).object?["lastLoginAt"] == .null)
        }
    }

    @Test(arguments: ["2025-06-15 10:00:00", "2025-06-15 14:30:00"])
    func showUserLastAccessAt(_ lastAccess: String) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (id, _) = try harness.user(sbAdmin)
            try harness.execute("UPDATE users SET last_access_datetime = ? WHERE id_bigint = ?", [lastAccess, id])
            let expected = lastAccess.replacingOccurrences(of: " ", with: "T") + ".000000Z"
            #expect(try await harness.api("GET", "/users/\(id)", token: token).object?["lastLoginAt"]?.text == expected)
        }
    }
}

/// MySQL's `AUTO_INCREMENT` never gives an id again; SQLite's rowid gives the largest again once its row is deleted,
/// and a `DELETE` repeated after a lost answer (the library may repeat an idempotent request) removed the user or
/// service body that had taken the id.
@Suite("Ids are never given again")
struct NeverReusedIDTests {
    @Test("A user or service body created after the newest one was deleted gets a new id")
    func deletedIDsStayUnused() async throws {
        try await Harness.run { harness in
            let (adminID, token) = try harness.user(admin)
            var previous = -1
            for round in 0..<2 {
                let answer = try await harness.api("POST", "/users", json: validUser("reuse\(round)"), token: token)
                let id = try #require(answer.object?["id"]?.int)
                #expect(id > previous, "round \(round)")
                #expect(try await harness.status("DELETE", "/users/\(id)", token: token) == 204)
                previous = id
            }
            previous = -1
            for round in 0..<2 {
                let body: [String: Any] = [
                    "parentId": jsonNull, "name": "reuse \(round)", "description": "d", "type": "AS",
                    "adminUserId": adminID, "assignedUserIds": [Int](),
                ]
                let answer = try await harness.api("POST", "/servicebodies", json: body, token: token)
                let id = try #require(answer.object?["id"]?.int)
                #expect(id > previous, "round \(round)")
                #expect(try await harness.status("DELETE", "/servicebodies/\(id)", token: token) == 204)
                previous = id
            }
        }
    }
}
