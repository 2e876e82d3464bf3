@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

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
                    ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep(1, 422),
                    ValidationStep(String(repeating: "t", count: 256), 422),
                    ValidationStep(String(repeating: "t", count: 255), 204),
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
                    ValidationStep(jsonNull, 422), ValidationStep(11_111_111_111_111_111, 422),
                    ValidationStep(String(repeating: "t", count: 11), 422),
                    ValidationStep(String(repeating: "t", count: 12), 204), ValidationStep(nil, 204),
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
                [ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep("asdf", 422)]
            )
            for type in ["deactivated", "admin", "serviceBodyAdmin", "observer"] {
                try await harness.validate(
                    "PUT",
                    "/users/\(id)",
                    token: token,
                    payload: data,
                    field: "type",
                    [ValidationStep(type, 204)]
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
                    ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep(1, 422),
                    ValidationStep(String(repeating: "t", count: 256), 422),
                    ValidationStep(String(repeating: "t", count: 255), 204),
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
                    ValidationStep(1, 422), ValidationStep(String(repeating: "t", count: 1025), 422),
                    ValidationStep(String(repeating: "t", count: 1024), 204), ValidationStep(jsonNull, 204),
                    ValidationStep(nil, 204),
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
                [
                    ValidationStep("not a valid email", 422), ValidationStep("test@test.com", 204),
                    ValidationStep(jsonNull, 204), ValidationStep(nil, 204),
                ]
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
                [ValidationStep(99999, 422), ValidationStep(jsonNull, 204)]
            )
            let (owner, _) = try harness.user(sbAdmin)
            try await harness.validate(
                "PUT",
                "/users/\(id)",
                token: token,
                payload: data,
                field: "ownerId",
                [ValidationStep(owner, 204)]
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

    private func validate(_ field: String, _ steps: [ValidationStep]) async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            try await harness.validate("PATCH", "/users/\(id)", token: token, payload: [:], field: field, steps)
        }
    }

    @Test func partialUpdateUserValidateUsername() async throws {
        try await validate(
            "username",
            [
                ValidationStep(jsonNull, 422), ValidationStep(1, 422),
                ValidationStep(String(repeating: "t", count: 256), 422),
                ValidationStep(String(repeating: "t", count: 255), 204),
            ]
        )
    }

    @Test func partialUpdateUserValidatePassword() async throws {
        try await validate(
            "password",
            [
                ValidationStep(jsonNull, 422), ValidationStep(11_111_111_111_111_111, 422),
                ValidationStep(String(repeating: "t", count: 11), 422),
                ValidationStep(String(repeating: "t", count: 12), 204),
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
                [ValidationStep(jsonNull, 422), ValidationStep("asdf", 422)]
            )
            for type in ["deactivated", "admin", "serviceBodyAdmin", "observer"] {
                try await harness.validate(
                    "PATCH",
                    "/users/\(id)",
                    token: token,
                    payload: [:],
                    field: "type",
                    [ValidationStep(type, 204)]
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
                ValidationStep(jsonNull, 422), ValidationStep(1, 422),
                ValidationStep(String(repeating: "t", count: 256), 422),
                ValidationStep(String(repeating: "t", count: 255), 204),
            ]
        )
    }

    @Test func partialUpdateUserValidateDescription() async throws {
        try await validate(
            "description",
            [
                ValidationStep(1, 422), ValidationStep(String(repeating: "t", count: 1025), 422),
                ValidationStep(String(repeating: "t", count: 1024), 204), ValidationStep(jsonNull, 204),
                ValidationStep(nil, 204),
            ]
        )
    }

    @Test func partialUpdateUserValidateEmail() async throws {
        try await validate(
            "email",
            [
                ValidationStep("not a valid email", 422), ValidationStep("test@test.com", 204),
                ValidationStep(jsonNull, 204), ValidationStep(nil, 204),
            ]
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
                [ValidationStep(99999, 422), ValidationStep(jsonNull, 204)]
            )
            let (owner, _) = try harness.user(sbAdmin)
            try await harness.validate(
                "PATCH",
                "/users/\(id)",
                token: token,
                payload: [:],
                field: "ownerId",
                [ValidationStep(owner, 204)]
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
