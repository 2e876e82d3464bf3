@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/ServiceBodyPermissionsTest.php`. The `…WithAggregatorEnabled…` cases (an administrator
/// refused with 403) do not apply: the local aggregator has no accounts and answers every administration request 401
/// (`AggregatorTests`).
@Suite("servicebodies permissions (bmlt-server ServiceBodyPermissionsTest)")
struct ServiceBodyPermissionsConformanceTests {
    @Test func index() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("GET", "/servicebodies") == 401)
            let (_, token) = try harness.user(deactivated)
            #expect(try await harness.status("GET", "/servicebodies", token: token) == 403)
        }
    }

    @Test(arguments: [observer, sbAdmin]) func indexAsServiceBodyUser(level: Int) async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(level)
            let area = try harness.seed { seed in
                let region = try seed.region("region", parent: 0)
                return try seed.area("area1", parent: region, admin: id)
            }
            let answer = try await harness.api("GET", "/servicebodies", token: token)
            #expect(answer.status == 200)
            #expect(answer.objects.compactMap { $0["id"]?.int } == [area])
        }
    }

    @Test func indexAsAdmin() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in _ = try seed.zone("zone") }
            let (_, token) = try harness.user(admin)
            let answer = try await harness.api("GET", "/servicebodies", token: token)
            #expect(answer.status == 200)
            #expect(answer.list.count == 1)
        }
    }

    @Test func show() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("GET", "/servicebodies/1") == 401)
            for (level, status) in [(deactivated, 403), (observer, 200), (sbAdmin, 200)] {
                let (id, token) = try harness.user(level)
                let area = try harness.seed { try $0.area("area\(level)", parent: 0, admin: id) }
                #expect(try await harness.status("GET", "/servicebodies/\(area)", token: token) == status)
            }
            let (_, token) = try harness.user(admin)
            let area = try harness.seed { try $0.area("area1", parent: 0) }
            #expect(try await harness.status("GET", "/servicebodies/\(area)", token: token) == 200)
        }
    }

    @Test func store() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("POST", "/servicebodies") == 401)
            for (level, status) in [(deactivated, 403), (observer, 403), (sbAdmin, 403), (admin, 422)] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status("POST", "/servicebodies", token: token) == status)
            }
        }
    }

    /// `testUpdate…` and `testPartialUpdate…`: PUT without a body fails validation where PATCH succeeds.
    @Test(arguments: ["PUT", "PATCH"]) func update(method: String) async throws {
        let allowed = method == "PUT" ? 422 : 204
        try await Harness.run { harness in
            let unowned = try harness.seed { try $0.area("unowned", parent: 0) }
            #expect(try await harness.status(method, "/servicebodies/\(unowned)") == 401)
            for (level, status) in [(deactivated, 403), (observer, 403), (sbAdmin, allowed), (admin, allowed)] {
                let (id, token) = try harness.user(level)
                let area = try harness.seed { try $0.area("area\(level)", parent: 0, admin: id) }
                #expect(try await harness.status(method, "/servicebodies/\(area)", token: token) == status)
            }
            let (id, token) = try harness.user(sbAdmin, login: "other")
            let assigned = try harness.seed { try $0.area("assigned", parent: 0, editors: [id]) }
            #expect(try await harness.status(method, "/servicebodies/\(unowned)", token: token) == 403)
            #expect(try await harness.status(method, "/servicebodies/\(assigned)", token: token) == 403)
        }
    }

    @Test func delete() async throws {
        try await Harness.run { harness in
            let unowned = try harness.seed { try $0.area("unowned", parent: 0) }
            #expect(try await harness.status("DELETE", "/servicebodies/\(unowned)") == 401)
            for (level, status) in [(deactivated, 403), (observer, 403), (sbAdmin, 403), (admin, 204)] {
                let (id, token) = try harness.user(level)
                let area = try harness.seed { try $0.area("area\(level)", parent: 0, admin: id) }
                #expect(try await harness.status("DELETE", "/servicebodies/\(area)", token: token) == status)
            }
        }
    }
}

/// The shared validation steps of `ServiceBodyCreateTest`, `ServiceBodyUpdateTest` and `ServiceBodyPartialUpdateTest`.
private enum ServiceBodySteps {
    static var name: [ValidationStep] {
        [
            ValidationStep(jsonNull, 422), ValidationStep("   ", 422),
            ValidationStep(String(repeating: "t", count: 256), 422),
            ValidationStep(String(repeating: "t", count: 255)),
        ]
    }
    static var description: [ValidationStep] {
        [ValidationStep(jsonNull), ValidationStep("   "), ValidationStep("test")]
    }
    static var type: [ValidationStep] {
        [ValidationStep(jsonNull, 422), ValidationStep("   ", 422), ValidationStep("blah", 422)]
            + ServiceBodyEndpoints.types.map { ValidationStep($0) }
    }
    static var url: [ValidationStep] {
        [
            ValidationStep("test", 422),
            ValidationStep("https://" + String(repeating: "t", count: 255 - 11) + ".org", 422),
            ValidationStep("https://" + String(repeating: "t", count: 255 - 12) + ".org"), ValidationStep("    "),
            ValidationStep(jsonNull),
        ]
    }
    static var helpline: [ValidationStep] {
        [
            ValidationStep(String(repeating: "t", count: 256), 422), ValidationStep(String(repeating: "t", count: 255)),
            ValidationStep("    "),
            ValidationStep(jsonNull),
        ]
    }
    static var email: [ValidationStep] {
        [
            ValidationStep("blah", 422),
            ValidationStep(
                String(repeating: "t", count: 255 - 63 - 5) + "@" + String(repeating: "t", count: 63) + "z.com",
                422
            ),
            ValidationStep(
                String(repeating: "t", count: 255 - 63 - 5) + "@" + String(repeating: "t", count: 63) + ".com"
            ),
            ValidationStep(jsonNull),
        ]
    }
    static var worldID: [ValidationStep] {
        [
            ValidationStep(String(repeating: "t", count: 31), 422), ValidationStep(String(repeating: "t", count: 30)),
            ValidationStep("    "), ValidationStep(jsonNull),
        ]
    }
}

/// POST and PUT: the same validation over a full payload.
private func validateFull(
    _ method: String,
    _ field: String,
    _ steps: (_ user: Int, _ zone: Int, _ last: Int) -> [ValidationStep]
)
    async throws
{
    try await Harness.run { harness in
        let (user, token) = try harness.user(admin)
        let (zone, region) = try harness.seed { seed in
            let zone = try seed.zone("zone")
            return (zone, try seed.region("region", parent: zone, admin: user))
        }
        // `ServiceBodyUpdateTest::toPayload` reads the parent and editors from the test case, so they are always empty.
        let payload: [String: Any] =
            method == "POST"
            ? [
                "parentId": jsonNull, "name": "test name", "description": "test description", "type": "AS",
                "adminUserId": user, "assignedUserIds": [Int](), "url": "http://blah.com", "helpline": "555-555-5555",
                "worldId": "test world id",
            ]
            : [
                "parentId": jsonNull, "name": "region", "description": "region description", "type": "RS",
                "adminUserId": user, "assignedUserIds": [Int](), "url": jsonNull, "helpline": jsonNull, "email": "",
                "worldId": jsonNull,
            ]
        let path = method == "POST" ? "/servicebodies" : "/servicebodies/\(region)"
        try await harness.validate(
            method,
            path,
            token: token,
            payload: payload,
            field: field,
            steps(user, zone, region)
        )
    }
}

/// bmlt-server's `Admin/ServiceBodyCreateTest.php` and the validation cases of `ServiceBodyUpdateTest.php`.
@Suite("servicebodies store and update validation (bmlt-server ServiceBodyCreateTest, ServiceBodyUpdateTest)")
struct ServiceBodyValidationConformanceTests {
    @Test(arguments: ["POST", "PUT"]) func validateParentId(method: String) async throws {
        try await validateFull(method, "parentId") { _, zone, last in
            [ValidationStep(nil, 422), ValidationStep(last + 1, 422), ValidationStep(zone), ValidationStep(jsonNull)]
        }
    }

    @Test(arguments: ["POST", "PUT"]) func validateName(method: String) async throws {
        try await validateFull(method, "name") { _, _, _ in [ValidationStep(nil, 422)] + ServiceBodySteps.name }
    }

    @Test(arguments: ["POST", "PUT"]) func validateDescription(method: String) async throws {
        try await validateFull(method, "description") { _, _, _ in [ValidationStep(nil)] + ServiceBodySteps.description
        }
    }

    @Test(arguments: ["POST", "PUT"]) func validateType(method: String) async throws {
        try await validateFull(method, "type") { _, _, _ in [ValidationStep(nil, 422)] + ServiceBodySteps.type }
    }

    @Test(arguments: ["POST", "PUT"]) func validateUserId(method: String) async throws {
        try await validateFull(method, "adminUserId") { user, _, _ in
            [
                ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep(user + 1, 422),
                ValidationStep(user),
            ]
        }
    }

    @Test(arguments: ["POST", "PUT"]) func validateAssignedUserIds(method: String) async throws {
        try await validateFull(method, "assignedUserIds") { user, _, _ in
            [
                ValidationStep(nil, 422), ValidationStep(jsonNull, 422), ValidationStep([user, user + 1], 422),
                ValidationStep([Int]()), ValidationStep([user]),
            ]
        }
    }

    @Test(arguments: ["POST", "PUT"]) func validateUrl(method: String) async throws {
        try await validateFull(method, "url") { _, _, _ in ServiceBodySteps.url + [ValidationStep(nil)] }
    }

    @Test(arguments: ["POST", "PUT"]) func validateHelpline(method: String) async throws {
        try await validateFull(method, "helpline") { _, _, _ in ServiceBodySteps.helpline + [ValidationStep(nil)] }
    }

    @Test(arguments: ["POST", "PUT"]) func validateEmail(method: String) async throws {
        try await validateFull(method, "email") { _, _, _ in ServiceBodySteps.email + [ValidationStep(nil)] }
    }

    @Test(arguments: ["POST", "PUT"]) func validateWorldId(method: String) async throws {
        try await validateFull(method, "worldId") { _, _, _ in ServiceBodySteps.worldID + [ValidationStep(nil)] }
    }
}

/// bmlt-server's `Admin/ServiceBodyCreateTest.php`.
@Suite("servicebodies store (bmlt-server ServiceBodyCreateTest)")
struct ServiceBodyCreateConformanceTests {
    private func expectCreated(_ answer: Answer, _ data: [String: Any]) {
        #expect(answer.status == 201)
        let object = answer.object
        for key in ["name", "description", "type", "url", "helpline", "worldId"] {
            #expect(object?[key]?.text == data[key] as? String, "\(key)")
        }
        #expect(object?["parentId"]?.int == data["parentId"] as? Int)
        #expect(object?["adminUserId"]?.int == data["adminUserId"] as? Int)
        #expect(object?["assignedUserIds"]?.elements?.compactMap(\.int) == data["assignedUserIds"] as? [Int])
    }

    private func payload(_ user: Int) -> [String: Any] {
        [
            "parentId": jsonNull, "name": "test name", "description": "test description", "type": "AS",
            "adminUserId": user, "assignedUserIds": [Int](), "url": "http://blah.com", "helpline": "555-555-5555",
            "worldId": "test world id",
        ]
    }

    @Test func createSuccessNoParent() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let (user2, _) = try harness.user(sbAdmin)
            var data = payload(user)
            data["assignedUserIds"] = [user, user2]
            let answer = try await harness.api("POST", "/servicebodies", json: data, token: token)
            expectCreated(answer, data)
            #expect(answer.object?["parentId"] == .null)
        }
    }

    @Test func createSuccessWithParent() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let zone = try harness.seed { try $0.zone("zone") }
            var data = payload(user)
            data["parentId"] = zone
            let answer = try await harness.api("POST", "/servicebodies", json: data, token: token)
            expectCreated(answer, data)
            #expect(try harness.serviceBodyRow(answer.object?["id"]?.int ?? 0)?["sb_owner"] == zone)
        }
    }
}

/// bmlt-server's `Admin/ServiceBodyUpdateTest.php` (the validation cases are in the validation suite).
@Suite("servicebodies update (bmlt-server ServiceBodyUpdateTest)")
struct ServiceBodyUpdateConformanceTests {
    private func fullData(parent: Int, user: Int) -> [String: Any] {
        [
            "parentId": parent, "name": "updated name", "description": "update description", "type": "AS",
            "adminUserId": user, "assignedUserIds": [user], "url": "https://na.org", "helpline": "123-456-7890",
            "email": "test@test.com", "worldId": "updated worldId",
        ]
    }

    @Test func updateServiceBodyAsAdmin() async throws {
        try await Harness.run { harness in
            let (user1, token) = try harness.user(admin)
            let (zone, region) = try harness.seed { seed in
                (try seed.zone("zone"), try seed.zone("region", admin: user1))
            }
            let (user2, _) = try harness.user(sbAdmin)
            var data = fullData(parent: zone, user: user2)
            #expect(try await harness.status("PUT", "/servicebodies/\(region)", json: data, token: token) == 204)
            let row = try #require(try harness.serviceBodyRow(region))
            #expect(row["sb_owner"] == zone)
            #expect(row["name_string"] == "updated name")
            #expect(row["description_string"] == "update description")
            #expect(row["sb_type"] == "AS")
            #expect(row["principal_user_bigint"] == user2)
            #expect(row["editors_string"] == String(user2))
            #expect(row["uri_string"] == "https://na.org")
            #expect(row["kml_file_uri_string"] == "123-456-7890")
            #expect(row["sb_meeting_email"] == "test@test.com")
            #expect(row["worldid_mixed"] == "updated worldId")
            data["parentId"] = jsonNull
            #expect(try await harness.status("PUT", "/servicebodies/\(region)", json: data, token: token) == 204)
            #expect(try harness.serviceBodyRow(region)?["sb_owner"] == 0)
        }
    }

    @Test func updateServiceBodyAsServiceBodyAdmin() async throws {
        try await Harness.run { harness in
            let (user1, token) = try harness.user(sbAdmin)
            let (zone, region) = try harness.seed { seed in
                (try seed.zone("zone"), try seed.region("region", parent: 0, admin: user1))
            }
            let (user2, _) = try harness.user(admin)
            var data = fullData(parent: zone, user: user2)
            #expect(try await harness.status("PUT", "/servicebodies/\(region)", json: data, token: token) == 204)
            let row = try #require(try harness.serviceBodyRow(region))
            #expect(row["sb_owner"] == 0)
            #expect(row["name_string"] == "region")
            #expect(row["description_string"] == "update description")
            #expect(row["sb_type"] == "RS")
            #expect(row["principal_user_bigint"] == user1)
            #expect(row["editors_string"] == String(user2))
            #expect(row["uri_string"] == "https://na.org")
            #expect(row["kml_file_uri_string"] == "123-456-7890")
            #expect(row["sb_meeting_email"] == "test@test.com")
            #expect(row["worldid_mixed"] == "updated worldId")
            data["parentId"] = jsonNull
            #expect(try await harness.status("PUT", "/servicebodies/\(region)", json: data, token: token) == 204)
            #expect(try harness.serviceBodyRow(region)?["sb_owner"] == 0)
        }
    }

    @Test func updateServiceBodyOptionalFieldsAsAdmin() async throws {
        try await Harness.run { harness in
            let (user1, token) = try harness.user(admin)
            let (zone, region) = try harness.seed { seed in
                (
                    try seed.zone("zone"),
                    try seed.serviceBody(
                        "region",
                        type: "ZF",
                        url: "https://test.com",
                        helpline: "5555555555",
                        worldID: "abc",
                        principal: user1
                    )
                )
            }
            let (user2, _) = try harness.user(sbAdmin)
            var data: [String: Any] = [
                "parentId": zone, "name": "updated name", "description": "update description", "type": "AS",
                "adminUserId": user2, "assignedUserIds": [user2],
            ]
            #expect(try await harness.status("PUT", "/servicebodies/\(region)", json: data, token: token) == 204)
            let row = try #require(try harness.serviceBodyRow(region))
            #expect(row["sb_owner"] == zone)
            #expect(row["name_string"] == "updated name")
            #expect(row["description_string"] == "update description")
            #expect(row["sb_type"] == "AS")
            #expect(row["principal_user_bigint"] == user2)
            #expect(row["editors_string"] == String(user2))
            #expect(row["uri_string"] as String? == nil)
            #expect(row["kml_file_uri_string"] as String? == nil)
            #expect(row["sb_meeting_email"] == "")
            #expect(row["worldid_mixed"] as String? == nil)
            data["parentId"] = jsonNull
            #expect(try await harness.status("PUT", "/servicebodies/\(region)", json: data, token: token) == 204)
            #expect(try harness.serviceBodyRow(region)?["sb_owner"] == 0)
        }
    }
}

/// bmlt-server's `Admin/ServiceBodyPartialUpdateTest.php`.
@Suite("servicebodies partial update (bmlt-server ServiceBodyPartialUpdateTest)")
struct ServiceBodyPartialUpdateConformanceTests {
    @Test(arguments: [admin, sbAdmin]) func partialUpdateServiceBody(level: Int) async throws {
        let isAdmin = level == admin
        try await Harness.run { harness in
            let (user1, token) = try harness.user(level)
            let (zone, region) = try harness.seed { seed in
                (try seed.zone("zone"), try seed.region("region", parent: 0, admin: user1))
            }
            let (user2, _) = try harness.user(isAdmin ? sbAdmin : admin)
            func patch(
                _ data: [String: Any],
                _ column: String,
                _ expected: (any DatabaseValueConvertible)?
            ) async throws {
                #expect(try await harness.status("PATCH", "/servicebodies/\(region)", json: data, token: token) == 204)
                let row = try #require(try harness.serviceBodyRow(region))
                #expect(row[column] == expected?.databaseValue ?? .null, "\(column)")
            }
            try await patch(["parentId": zone], "sb_owner", isAdmin ? zone : 0)
            try await patch(["name": "updated name"], "name_string", isAdmin ? "updated name" : "region")
            try await patch(["description": "updated description"], "description_string", "updated description")
            try await patch(["type": "AS"], "sb_type", isAdmin ? "AS" : "RS")
            try await patch(["adminUserId": user2], "principal_user_bigint", isAdmin ? user2 : user1)
            try await patch(["assignedUserIds": [user2]], "editors_string", String(user2))
            try await patch(["url": "https://www.na.org"], "uri_string", "https://www.na.org")
            try await patch(["helpline": "123-456-7890"], "kml_file_uri_string", "123-456-7890")
            try await patch(["email": "test@test.com"], "sb_meeting_email", "test@test.com")
            try await patch(["worldId": "new worldId"], "worldid_mixed", "new worldId")
        }
    }

    @Test func partialUpdateServiceBodyEmpty() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let region = try harness.seed { seed in
                try seed.region("region", parent: try seed.zone("zone"), admin: user)
            }
            #expect(
                try await harness.status("PATCH", "/servicebodies/\(region)", json: [String: Any](), token: token)
                    == 204
            )
        }
    }

    @Test func partialUpdateServiceBodyValidateParentId() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let (zone, region) = try harness.seed { seed in
                let zone = try seed.zone("zone")
                return (zone, try seed.region("region", parent: zone, admin: user))
            }
            try await harness.validate(
                "PATCH",
                "/servicebodies/\(region)",
                token: token,
                payload: [:],
                field: "parentId",
                [ValidationStep(region + 1, 422), ValidationStep(zone), ValidationStep(jsonNull)]
            )
        }
    }

    private func validate(_ field: String, _ steps: (Int) -> [ValidationStep]) async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let zone = try harness.seed { try $0.zone("zone", admin: user) }
            try await harness.validate(
                "PATCH",
                "/servicebodies/\(zone)",
                token: token,
                payload: [:],
                field: field,
                steps(user)
            )
        }
    }

    @Test func partialUpdateServiceBodyValidateName() async throws {
        try await validate("name") { _ in ServiceBodySteps.name }
    }

    @Test func partialUpdateServiceBodyValidateDescription() async throws {
        try await validate("description") { _ in ServiceBodySteps.description }
    }

    @Test func partialUpdateServiceBodyValidateType() async throws {
        try await validate("type") { _ in ServiceBodySteps.type }
    }

    @Test func partialUpdateServiceBodyValidateUserId() async throws {
        try await validate("adminUserId") { user in
            [ValidationStep(jsonNull, 422), ValidationStep(user + 1, 422), ValidationStep(user)]
        }
    }

    @Test func partialUpdateServiceBodyValidateAssignedUserIds() async throws {
        try await validate("assignedUserIds") { user in
            [
                ValidationStep(jsonNull, 422), ValidationStep([user, user + 1], 422), ValidationStep([Int]()),
                ValidationStep([user]),
            ]
        }
    }

    @Test func partialUpdateServiceBodyValidateUrl() async throws {
        try await validate("url") { _ in ServiceBodySteps.url }
    }

    @Test func partialUpdateServiceBodyValidateHelpline() async throws {
        try await validate("helpline") { _ in ServiceBodySteps.helpline }
    }

    @Test func partialUpdateServiceBodyValidateEmail() async throws {
        try await validate("email") { _ in ServiceBodySteps.email }
    }

    @Test func partialUpdateServiceBodyValidateWorldId() async throws {
        try await validate("worldId") { _ in ServiceBodySteps.worldID }
    }

    @Test func partialUpdateNoChangeCreatesNoChangeRecord() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let zone = try harness.seed { try $0.zone("zone", admin: user) }
            #expect(
                try await harness.status("PATCH", "/servicebodies/\(zone)", json: ["name": "zone"], token: token) == 204
            )
            #expect(try harness.changes().isEmpty)
        }
    }
}
