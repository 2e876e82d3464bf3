@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

private let admin = Account.Level.admin
private let sbAdmin = Account.Level.serviceBodyAdmin
private let observer = Account.Level.observer
private let deactivated = Account.Level.deactivated

/// A step of a validation test: set a field to a value (nil removes it) and expect a status.
private struct Step {
    var value: Any?
    var status: Int
    init(_ value: Any?, _ status: Int) {
        self.value = value
        self.status = status
    }
}

extension Harness {
    /// Sends `payload` with `field` changed step by step, as the PHP validation tests do.
    fileprivate func validate(
        _ method: String,
        _ path: String,
        token: String,
        payload: [String: Any],
        field: String,
        _ steps: [Step],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        var data = payload
        for step in steps {
            data[field] = step.value
            let answer = try await api(method, path, json: data, token: token)
            #expect(
                answer.status == step.status,
                "\(field) = \(String(describing: step.value))",
                sourceLocation: sourceLocation
            )
            // Created users are removed again so that usernames stay unique, as the PHP tests delete them.
            if answer.status == 201, let id = answer.object?["id"]?.int {
                try execute("DELETE FROM users WHERE id_bigint = ?", [id])
            }
        }
    }
}

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

private func validUser(_ username: String = "user") -> [String: Any] {
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
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "username",
                [
                    Step(nil, 422), Step(jsonNull, 422), Step(1, 422), Step(String(repeating: "t", count: 256), 422),
                    Step(String(repeating: "t", count: 255), 201),
                ]
            )
        }
    }

    @Test func storeUserValidatePassword() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "password",
                [
                    Step(nil, 422), Step(jsonNull, 422), Step(11_111_111_111_111_111, 422),
                    Step(String(repeating: "t", count: 11), 422), Step(String(repeating: "t", count: 12), 201),
                ]
            )
        }
    }

    @Test func storeUserValidateType() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "type",
                [Step(nil, 422), Step(jsonNull, 422), Step("asdf", 422)]
                    + ["deactivated", "admin", "serviceBodyAdmin", "observer"].map { Step($0, 201) }
            )
        }
    }

    @Test func storeUserValidateDisplayName() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "displayName",
                [
                    Step(nil, 422), Step(jsonNull, 422), Step(1, 422), Step(String(repeating: "t", count: 256), 422),
                    Step(String(repeating: "t", count: 255), 201),
                ]
            )
        }
    }

    @Test func storeUserValidateDescription() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "description",
                [
                    Step(1, 422), Step(String(repeating: "t", count: 1025), 422),
                    Step(String(repeating: "t", count: 1024), 201), Step(jsonNull, 201), Step(nil, 201),
                ]
            )
        }
    }

    @Test func storeUserValidateEmail() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "email",
                [Step("not a valid email", 422), Step("test@test.com", 201), Step(jsonNull, 201), Step(nil, 201)]
            )
        }
    }

    @Test func storeUserValidateOwnerId() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "ownerId",
                [Step(99999, 422), Step(jsonNull, 201)]
            )
            let (owner, _) = try harness.user(sbAdmin)
            try await harness.validate(
                "POST",
                "/users",
                token: token,
                payload: validUser(),
                field: "ownerId",
                [Step(owner, 201)]
            )
        }
    }
}

/// bmlt-server's `Admin/UserUpdateTest.php`.
@Suite("users update (bmlt-server UserUpdateTest)")
struct UserUpdateConformanceTests {
    /// `toPayload`.
    private func payload(_ harness: Harness, _ id: Int) throws -> [String: Any] {
        let row = try #require(try harness.userRow(id))
        let owner: Int = row["owner_id_bigint"]
        return [
            "username": row["login_string"] as String, "password": "this is a password",
            "type": UserRecord.types[row["user_level_tinyint"]]!, "displayName": row["name_string"] as String,
            "description": row["description_string"] as String, "email": row["email_address_string"] as String,
            "ownerId": owner == -1 ? jsonNull : owner,
        ]
    }

    private func newValues(owner: Int) -> [String: Any] {
        [
            "username": "new username", "password": "this is a valid password", "type": "admin",
            "displayName": "pretty name", "description": "test description", "email": "test@test.com",
            "ownerId": owner,
        ]
    }

    @Test func updateUserAsAdmin() async throws {
        try await Harness.run { harness in
            let (adminID, token) = try harness.user(admin)
            let (id, _) = try harness.user(sbAdmin)
            let old = try #require(try harness.userRow(id))
            var data = newValues(owner: adminID)
            #expect(try await harness.status("PUT", "/users/\(id)", json: data, token: token) == 204)
            let row = try #require(try harness.userRow(id))
            #expect(row["login_string"] == "new username")
            #expect(row["password_string"] as String != old["password_string"] as String)
            #expect(row["user_level_tinyint"] == admin)
            #expect(row["name_string"] == "pretty name")
            #expect(row["description_string"] == "test description")
            #expect(row["email_address_string"] == "test@test.com")
            #expect(row["owner_id_bigint"] == -1)
            data["ownerId"] = jsonNull
            #expect(try await harness.status("PUT", "/users/\(id)", json: data, token: token) == 204)
            #expect(try harness.userRow(id)?["owner_id_bigint"] == -1)
        }
    }

    @Test func updateUserAsServiceBodyAdmin() async throws {
        try await Harness.run { harness in
            let (ownerID, token) = try harness.user(sbAdmin)
            let (id, _) = try harness.user(observer, owner: ownerID)
            let old = try #require(try harness.userRow(id))
            #expect(
                try await harness.status("PUT", "/users/\(id)", json: newValues(owner: ownerID), token: token) == 204
            )
            let row = try #require(try harness.userRow(id))
            #expect(row["login_string"] == "new username")
            #expect(row["password_string"] as String != old["password_string"] as String)
            #expect(row["name_string"] == "pretty name")
            #expect(row["description_string"] == "test description")
            #expect(row["email_address_string"] == "test@test.com")
            #expect(row["user_level_tinyint"] == observer)
            #expect(row["owner_id_bigint"] == ownerID)
        }
    }

    @Test func updateUserOwnerToServiceBodyAdmin() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let (owner, _) = try harness.user(sbAdmin)
            let (id, _) = try harness.user(observer)
            #expect(try await harness.status("PUT", "/users/\(id)", json: newValues(owner: owner), token: token) == 204)
            #expect(try harness.userRow(id)?["owner_id_bigint"] == owner)
        }
    }

    @Test func updateUserAsServiceBodyObserver() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(observer)
            let old = try #require(try harness.userRow(id))
            #expect(try await harness.status("PUT", "/users/\(id)", json: newValues(owner: id), token: token) == 204)
            let row = try #require(try harness.userRow(id))
            #expect(row["password_string"] as String != old["password_string"] as String)
            #expect(row["name_string"] == "pretty name")
            #expect(row["description_string"] == "test description")
            #expect(row["email_address_string"] == "test@test.com")
            #expect(row["login_string"] == "sbobserver")
            #expect(row["user_level_tinyint"] == observer)
            #expect(row["owner_id_bigint"] == -1)
        }
    }

    @Test func updateUserOmittedOptionalFieldsAsAdmin() async throws {
        try await Harness.run { harness in
            let (adminID, token) = try harness.user(admin)
            let (id, _) = try harness.user(sbAdmin)
            let old = try #require(try harness.userRow(id))
            #expect(old["description_string"] as String != "")
            #expect(old["email_address_string"] as String != "")
            var data = newValues(owner: adminID)
            data["description"] = nil
            data["email"] = nil
            #expect(try await harness.status("PUT", "/users/\(id)", json: data, token: token) == 204)
            let row = try #require(try harness.userRow(id))
            #expect(row["login_string"] == "new username")
            #expect(row["password_string"] as String != old["password_string"] as String)
            #expect(row["user_level_tinyint"] == admin)
            #expect(row["name_string"] == "pretty name")
            #expect(row["description_string"] == "")
            #expect(row["email_address_string"] == "")
            #expect(row["owner_id_bigint"] == -1)
            data["ownerId"] = jsonNull
            #expect(try await harness.status("PUT", "/users/\(id)", json: data, token: token) == 204)
            #expect(try harness.userRow(id)?["owner_id_bigint"] == -1)
        }
    }

    @Test func updateUserValidateUsername() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: try payload(harness, id),
                field: "username",
                [
                    Step(nil, 422), Step(jsonNull, 422), Step(1, 422), Step(String(repeating: "t", count: 256), 422),
                    Step(String(repeating: "t", count: 255), 204),
                ]
            )
        }
    }

    @Test func updateUserValidatePassword() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: try payload(harness, id),
                field: "password",
                [
                    Step(jsonNull, 422), Step(11_111_111_111_111_111, 422),
                    Step(String(repeating: "t", count: 11), 422),
                    Step(String(repeating: "t", count: 12), 204), Step(nil, 204),
                ]
            )
        }
    }

    @Test func updateUserValidateType() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            let data = try payload(harness, id)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: data,
                field: "type",
                [Step(nil, 422), Step(jsonNull, 422), Step("asdf", 422)]
            )
            for type in ["deactivated", "admin", "serviceBodyAdmin", "observer"] {
                try await harness.validate(
                    "PUT",
                    "/users/\(id)",
                    token: token,
                    payload: data,
                    field: "type",
                    [Step(type, 204)]
                )
                // Laravel's test keeps the authenticated user in memory; the local server reloads it each request.
                try harness.execute("UPDATE users SET user_level_tinyint = ? WHERE id_bigint = ?", [admin, id])
            }
        }
    }

    @Test func updateUserValidateDisplayName() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: try payload(harness, id),
                field: "displayName",
                [
                    Step(nil, 422), Step(jsonNull, 422), Step(1, 422), Step(String(repeating: "t", count: 256), 422),
                    Step(String(repeating: "t", count: 255), 204),
                ]
            )
        }
    }

    @Test func updateUserValidateDescription() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: try payload(harness, id),
                field: "description",
                [
                    Step(1, 422), Step(String(repeating: "t", count: 1025), 422),
                    Step(String(repeating: "t", count: 1024), 204), Step(jsonNull, 204), Step(nil, 204),
                ]
            )
        }
    }

    @Test func updateUserValidateEmail() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: try payload(harness, id),
                field: "email",
                [Step("not a valid email", 422), Step("test@test.com", 204), Step(jsonNull, 204), Step(nil, 204)]
            )
        }
    }

    @Test func updateUserValidateOwnerId() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            let data = try payload(harness, id)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: data,
                field: "ownerId",
                [Step(99999, 422), Step(jsonNull, 204)]
            )
            let (owner, _) = try harness.user(sbAdmin)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: data,
                field: "ownerId",
                [Step(owner, 204)]
            )
        }
    }
}

/// bmlt-server's `Admin/UserPartialUpdateTest.php`.
@Suite("users partial update (bmlt-server UserPartialUpdateTest)")
struct UserPartialUpdateConformanceTests {
    @Test func partialUpdateUserAsAdmin() async throws {
        try await Harness.run { harness in
            let (adminID, token) = try harness.user(admin)
            let (sbAdminID, _) = try harness.user(sbAdmin)
            let (id, _) = try harness.user(observer)
            func patch(_ data: [String: Any]) async throws {
                #expect(try await harness.status("PATCH", "/users/\(id)", json: data, token: token) == 204)
            }
            try await patch(["username": "new username"])
            #expect(try harness.userRow(id)?["login_string"] == "new username")
            let oldHash: String? = try harness.userRow(id)?["password_string"]
            try await patch(["password": "this is a valid password"])
            #expect(try harness.userRow(id)?["password_string"] != oldHash)
            try await patch(["type": "admin"])
            #expect(try harness.userRow(id)?["user_level_tinyint"] == admin)
            try await patch(["displayName": "pretty name"])
            #expect(try harness.userRow(id)?["name_string"] == "pretty name")
            try await patch(["description": "pretty new description"])
            #expect(try harness.userRow(id)?["description_string"] == "pretty new description")
            try await patch(["email": "new@email.com"])
            #expect(try harness.userRow(id)?["email_address_string"] == "new@email.com")
            try await patch(["ownerId": adminID])
            #expect(try harness.userRow(id)?["owner_id_bigint"] == -1)
            try await patch(["ownerId": sbAdminID])
            #expect(try harness.userRow(id)?["owner_id_bigint"] == sbAdminID)
            try await patch(["ownerId": jsonNull])
            #expect(try harness.userRow(id)?["owner_id_bigint"] == -1)
        }
    }

    @Test func partialUpdateUserAsServiceBodyAdmin() async throws {
        try await Harness.run { harness in
            let (ownerID, token) = try harness.user(sbAdmin)
            let (id, _) = try harness.user(observer, owner: ownerID)
            func patch(_ data: [String: Any]) async throws {
                #expect(try await harness.status("PATCH", "/users/\(id)", json: data, token: token) == 204)
            }
            try await patch(["username": "new username"])
            #expect(try harness.userRow(id)?["login_string"] == "new username")
            let oldHash: String? = try harness.userRow(id)?["password_string"]
            try await patch(["password": "this is a valid password"])
            #expect(try harness.userRow(id)?["password_string"] != oldHash)
            try await patch(["displayName": "pretty name"])
            #expect(try harness.userRow(id)?["name_string"] == "pretty name")
            try await patch(["description": "pretty new description"])
            #expect(try harness.userRow(id)?["description_string"] == "pretty new description")
            try await patch(["email": "new@email.com"])
            #expect(try harness.userRow(id)?["email_address_string"] == "new@email.com")
            try await patch(["type": "admin"])
            #expect(try harness.userRow(id)?["user_level_tinyint"] == observer)
            try await patch(["type": "admin"])
            #expect(try harness.userRow(id)?["owner_id_bigint"] == ownerID)
            try await patch(["ownerId": jsonNull])
            #expect(try harness.userRow(id)?["owner_id_bigint"] == ownerID)
        }
    }

    @Test func partialUpdateUserAsServiceBodyObserver() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(observer)
            func patch(_ data: [String: Any]) async throws {
                #expect(try await harness.status("PATCH", "/users/\(id)", json: data, token: token) == 204)
            }
            let oldHash: String? = try harness.userRow(id)?["password_string"]
            try await patch(["password": "this is a valid password"])
            #expect(try harness.userRow(id)?["password_string"] != oldHash)
            try await patch(["displayName": "pretty name"])
            #expect(try harness.userRow(id)?["name_string"] == "pretty name")
            try await patch(["description": "pretty new description"])
            #expect(try harness.userRow(id)?["description_string"] == "pretty new description")
            try await patch(["email": "new@email.com"])
            #expect(try harness.userRow(id)?["email_address_string"] == "new@email.com")
            try await patch(["username": "new username"])
            #expect(try harness.userRow(id)?["login_string"] == "sbobserver")
        }
    }

    private func validate(_ field: String, _ steps: [Step]) async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate("PATCH", "/users/\(id)", token: token, payload: [:], field: field, steps)
        }
    }

    @Test func partialUpdateUserValidateUsername() async throws {
        try await validate(
            "username",
            [
                Step(jsonNull, 422), Step(1, 422), Step(String(repeating: "t", count: 256), 422),
                Step(String(repeating: "t", count: 255), 204),
            ]
        )
    }

    @Test func partialUpdateUserValidatePassword() async throws {
        try await validate(
            "password",
            [
                Step(jsonNull, 422), Step(11_111_111_111_111_111, 422), Step(String(repeating: "t", count: 11), 422),
                Step(String(repeating: "t", count: 12), 204),
            ]
        )
    }

    @Test func partialUpdateUserValidateType() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate(
                "PATCH",
                "/users/\(id)",
                token: token,
                payload: [:],
                field: "type",
                [Step(jsonNull, 422), Step("asdf", 422)]
            )
            for type in ["deactivated", "admin", "serviceBodyAdmin", "observer"] {
                try await harness.validate(
                    "PATCH",
                    "/users/\(id)",
                    token: token,
                    payload: [:],
                    field: "type",
                    [Step(type, 204)]
                )
                // Laravel's test keeps the authenticated user in memory; the local server reloads it each request.
                try harness.execute("UPDATE users SET user_level_tinyint = ? WHERE id_bigint = ?", [admin, id])
            }
        }
    }

    @Test func partialUpdateUserValidateDisplayName() async throws {
        try await validate(
            "displayName",
            [
                Step(jsonNull, 422), Step(1, 422), Step(String(repeating: "t", count: 256), 422),
                Step(String(repeating: "t", count: 255), 204),
            ]
        )
    }

    @Test func partialUpdateUserValidateDescription() async throws {
        try await validate(
            "description",
            [
                Step(1, 422), Step(String(repeating: "t", count: 1025), 422),
                Step(String(repeating: "t", count: 1024), 204), Step(jsonNull, 204), Step(nil, 204),
            ]
        )
    }

    @Test func partialUpdateUserValidateEmail() async throws {
        try await validate(
            "email",
            [Step("not a valid email", 422), Step("test@test.com", 204), Step(jsonNull, 204), Step(nil, 204)]
        )
    }

    @Test func partialUpdateUserValidateOwnerId() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate(
                "PATCH",
                "/users/\(id)",
                token: token,
                payload: [:],
                field: "ownerId",
                [Step(99999, 422), Step(jsonNull, 204)]
            )
            let (owner, _) = try harness.user(sbAdmin)
            try await harness.validate(
                "PATCH",
                "/users/\(id)",
                token: token,
                payload: [:],
                field: "ownerId",
                [Step(owner, 204)]
            )
        }
    }

    @Test func partialUpdateNoChangeCreatesNoChangeRecord() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            #expect(try await harness.status("PATCH", "/users/\(id)", json: ["username": "admin"], token: token) == 204)
            #expect(try harness.changes().isEmpty)
        }
    }
}

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
