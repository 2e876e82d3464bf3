@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/UserPermissionsTest.php`.
@Suite("users permissions (bmlt-server UserPermissionsTest)")
struct UserPermissionsConformanceTests {
    @Test func index() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("GET", "/users") == 401)
            let (_, deactivatedToken) = try harness.user(deactivated)
            let answer = try await harness.api("GET", "/users", token: deactivatedToken)
            #expect(answer.status == 403)
            #expect(answer.object?["message"]?.text == "User is deactivated.")
        }
    }

    @Test func indexAsServiceBodyObserver() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(observer)
            _ = try harness.user(sbAdmin)
            let answer = try await harness.api("GET", "/users", token: token)
            #expect(answer.status == 200)
            #expect(answer.objects.compactMap { $0["id"]?.int } == [id])
        }
    }

    @Test func indexAsServiceBodyAdmin() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(sbAdmin)
            let (owned, _) = try harness.user(observer, owner: id)
            _ = try harness.user(deactivated)
            let answer = try await harness.api("GET", "/users", token: token)
            #expect(answer.status == 200)
            #expect(answer.objects.compactMap { $0["id"]?.int } == [id, owned])
        }
    }

    @Test func indexAsAdmin() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            _ = try harness.user(observer)
            _ = try harness.user(deactivated)
            let answer = try await harness.api("GET", "/users", token: token)
            #expect(answer.status == 200)
            // bmlt-server's migration adds a default serveradmin; a fresh local install has no users.
            #expect(answer.list.count == 3)
        }
    }

    @Test func show() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("GET", "/users/1") == 401)
            let (deactivatedID, deactivatedToken) = try harness.user(deactivated)
            #expect(try await harness.status("GET", "/users/\(deactivatedID)", token: deactivatedToken) == 403)
        }
    }

    @Test func showAsServiceBodyObserver() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(observer)
            let (other, _) = try harness.user(sbAdmin)
            let (owned, _) = try harness.user(sbAdmin, login: "owned", owner: id)
            #expect(try await harness.status("GET", "/users/\(id)", token: token) == 200)
            #expect(try await harness.status("GET", "/users/\(other)", token: token) == 403)
            #expect(try await harness.status("GET", "/users/\(owned)", token: token) == 403)
        }
    }

    @Test func showAsServiceBodyAdmin() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(sbAdmin)
            let (other, _) = try harness.user(observer)
            let (owned, _) = try harness.user(observer, login: "owned", owner: id)
            #expect(try await harness.status("GET", "/users/\(id)", token: token) == 200)
            #expect(try await harness.status("GET", "/users/\(other)", token: token) == 403)
            #expect(try await harness.status("GET", "/users/\(owned)", token: token) == 200)
        }
    }

    @Test func showAsAdmin() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (other, _) = try harness.user(observer)
            #expect(try await harness.status("GET", "/users/\(other)", token: token) == 200)
        }
    }

    @Test func store() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("POST", "/users") == 401)
            for level in [deactivated, observer, sbAdmin] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status("POST", "/users", token: token) == 403)
            }
            let (_, token) = try harness.user(admin)
            #expect(try await harness.status("POST", "/users", token: token) == 422)
        }
    }

    /// `testUpdate…` and `testPartialUpdate…`: PUT without a body fails validation where PATCH succeeds.
    @Test(arguments: ["PUT", "PATCH"]) func update(method: String) async throws {
        let valid = method == "PUT" ? 422 : 204
        try await Harness.run { harness in
            let (adminID, _) = try harness.user(admin)
            #expect(try await harness.status(method, "/users/\(adminID)") == 401)
            let (deactivatedID, deactivatedToken) = try harness.user(deactivated)
            #expect(try await harness.status(method, "/users/\(deactivatedID)", token: deactivatedToken) == 403)

            let (observerID, observerToken) = try harness.user(observer)
            let (otherAdmin, _) = try harness.user(sbAdmin, login: "other")
            let (ownedByObserver, _) = try harness.user(sbAdmin, login: "ownedByObserver", owner: observerID)
            #expect(try await harness.status(method, "/users/\(observerID)", token: observerToken) == valid)
            #expect(try await harness.status(method, "/users/\(otherAdmin)", token: observerToken) == 403)
            #expect(try await harness.status(method, "/users/\(ownedByObserver)", token: observerToken) == 403)

            let (sbAdminID, sbAdminToken) = try harness.user(sbAdmin)
            let (otherObserver, _) = try harness.user(observer, login: "otherObserver")
            let (owned, _) = try harness.user(observer, login: "owned", owner: sbAdminID)
            #expect(try await harness.status(method, "/users/\(sbAdminID)", token: sbAdminToken) == valid)
            #expect(try await harness.status(method, "/users/\(otherObserver)", token: sbAdminToken) == 403)
            #expect(try await harness.status(method, "/users/\(owned)", token: sbAdminToken) == valid)
        }
    }

    @Test func delete() async throws {
        try await Harness.run { harness in
            let (adminID, adminToken) = try harness.user(admin)
            #expect(try await harness.status("DELETE", "/users/\(adminID)") == 401)
            for level in [deactivated, observer, sbAdmin] {
                let (id, token) = try harness.user(level)
                #expect(try await harness.status("DELETE", "/users/\(id)", token: token) == 403)
            }
            #expect(try await harness.status("DELETE", "/users/\(adminID)", token: adminToken) == 204)
        }
    }
}

/// A user every validation rule accepts, as the PHP tests' `validUser` payload.
func validUser(_ username: String = "user") -> [String: Any] {
    [
        "username": username, "password": "this is a valid password", "type": "admin", "displayName": "pretty name",
        "description": "test description", "email": "test@test.com", "ownerId": jsonNull,
    ]
}

/// bmlt-server's `Admin/UserCreateTest.php`.
@Suite("users store (bmlt-server UserCreateTest)")
struct UserCreateConformanceTests {
    private func expectCreated(_ answer: Answer, _ data: [String: Any], ownerID: Int?) {
        #expect(answer.status == 201)
        let object = answer.object
        for key in ["username", "type", "displayName", "description", "email"] {
            #expect(object?[key]?.text == data[key] as? String, "\(key)")
        }
        #expect(object?["ownerId"]?.int == ownerID)
        #expect(object?.members.contains { $0.key == "ownerId" } == true)
        #expect(object?["password"] == nil)
    }

    /// A POST's validation steps, each user a step created deleted again, as the PHP tests delete them, so that
    /// usernames stay unique.
    private func validateStore(
        _ harness: Harness,
        token: String,
        field: String,
        _ steps: [ValidationStep],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await harness.validate(
            "POST",
            "/users",
            token: token,
            payload: validUser(),
            field: field,
            steps,
            sourceLocation: sourceLocation
        ) { answer in
            if answer.status == 201, let id = answer.object?["id"]?.int {
                try harness.execute("DELETE FROM users WHERE id_bigint = ?", [id])
            }
        }
    }

    @Test func createSuccessNoOwner() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let data = validUser()
            let answer = try await harness.api("POST", "/users", json: data, token: token)
            expectCreated(answer, data, ownerID: nil)
            let id = try #require(answer.object?["id"]?.int)
            #expect(try harness.userRow(id)?["owner_id_bigint"] == -1)
        }
    }

    @Test func createSuccessWithServerAdminOwner() async throws {
        try await Harness.run { harness in
            let (adminID, token) = try harness.user(admin)
            var data = validUser()
            data["ownerId"] = adminID
            expectCreated(try await harness.api("POST", "/users", json: data, token: token), data, ownerID: nil)
        }
    }

    @Test func createSuccessWithServiceBodyAdminOwner() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (owner, _) = try harness.user(sbAdmin)
            var data = validUser()
            data["ownerId"] = owner
            expectCreated(try await harness.api("POST", "/users", json: data, token: token), data, ownerID: owner)
        }
    }

    @Test func storeUserValidateUsername() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await validateStore(
                harness,
                token: token,
                field: "username",
                [
                    ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep(1, 422),
                    ValidationStep(String(repeating: "t", count: 256), 422),
                    ValidationStep(String(repeating: "t", count: 255), 201),
                ]
            )
        }
    }

    @Test func storeUserValidatePassword() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await validateStore(
                harness,
                token: token,
                field: "password",
                [
                    ValidationStep(nil, 422), ValidationStep(jsonNull, 422),
                    ValidationStep(11_111_111_111_111_111, 422),
                    ValidationStep(String(repeating: "t", count: 11), 422),
                    ValidationStep(String(repeating: "t", count: 12), 201),
                ]
            )
        }
    }

    @Test func storeUserValidateType() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await validateStore(
                harness,
                token: token,
                field: "type",
                [ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep("asdf", 422)]
                    + ["deactivated", "admin", "serviceBodyAdmin", "observer"].map { ValidationStep($0, 201) }
            )
        }
    }

    @Test func storeUserValidateDisplayName() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await validateStore(
                harness,
                token: token,
                field: "displayName",
                [
                    ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep(1, 422),
                    ValidationStep(String(repeating: "t", count: 256), 422),
                    ValidationStep(String(repeating: "t", count: 255), 201),
                ]
            )
        }
    }

    @Test func storeUserValidateDescription() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await validateStore(
                harness,
                token: token,
                field: "description",
                [
                    ValidationStep(1, 422), ValidationStep(String(repeating: "t", count: 1025), 422),
                    ValidationStep(String(repeating: "t", count: 1024), 201), ValidationStep(jsonNull, 201),
                    ValidationStep(nil, 201),
                ]
            )
        }
    }

    @Test func storeUserValidateEmail() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await validateStore(
                harness,
                token: token,
                field: "email",
                [
                    ValidationStep("not a valid email", 422), ValidationStep("test@test.com", 201),
                    ValidationStep(jsonNull, 201), ValidationStep(nil, 201),
                ]
            )
        }
    }

    @Test func storeUserValidateOwnerId() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await validateStore(
                harness,
                token: token,
                field: "ownerId",
                [ValidationStep(99999, 422), ValidationStep(jsonNull, 201)]
            )
            let (owner, _) = try harness.user(sbAdmin)
            try await validateStore(
                harness,
                token: token,
                field: "ownerId",
                [ValidationStep(owner, 201)]
            )
        }
    }
}
