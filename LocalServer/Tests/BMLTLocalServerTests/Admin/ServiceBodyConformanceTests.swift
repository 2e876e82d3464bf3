@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

private let admin = Account.Level.admin
private let sbAdmin = Account.Level.serviceBodyAdmin
private let observer = Account.Level.observer
private let deactivated = Account.Level.deactivated

/// bmlt-server's `Admin/ServiceBodyPermissionsTest.php`. The `…WithAggregatorEnabled…` cases do not apply: the local
/// server has no aggregator mode.
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

/// A step of a validation test: set a field to a value (nil removes it) and expect a status; `ok` stands for the
/// success status of the method.
private struct Step {
    var value: Any?
    var status: Int?
    init(_ value: Any?, _ status: Int? = nil) {
        self.value = value
        self.status = status
    }
}

extension Harness {
    fileprivate func validate(
        _ method: String,
        _ path: String,
        token: String,
        payload: [String: Any],
        field: String,
        _ steps: [Step],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let ok = method == "POST" ? 201 : 204
        var data = payload
        for step in steps {
            data[field] = step.value
            let status = try await api(method, path, json: data, token: token).status
            #expect(
                status == step.status ?? ok,
                "\(field) = \(String(describing: step.value))",
                sourceLocation: sourceLocation
            )
        }
    }
}

/// The shared validation steps of `ServiceBodyCreateTest`, `ServiceBodyUpdateTest` and `ServiceBodyPartialUpdateTest`.
private enum ServiceBodySteps {
    static var name: [Step] {
        [
            Step(jsonNull, 422), Step("   ", 422), Step(String(repeating: "t", count: 256), 422),
            Step(String(repeating: "t", count: 255)),
        ]
    }
    static var description: [Step] {
        [Step(jsonNull), Step("   "), Step("test")]
    }
    static var type: [Step] {
        [Step(jsonNull, 422), Step("   ", 422), Step("blah", 422)] + ServiceBodyEndpoints.types.map { Step($0) }
    }
    static var url: [Step] {
        [
            Step("test", 422), Step("https://" + String(repeating: "t", count: 255 - 11) + ".org", 422),
            Step("https://" + String(repeating: "t", count: 255 - 12) + ".org"), Step("    "), Step(jsonNull),
        ]
    }
    static var helpline: [Step] {
        [
            Step(String(repeating: "t", count: 256), 422), Step(String(repeating: "t", count: 255)), Step("    "),
            Step(jsonNull),
        ]
    }
    static var email: [Step] {
        [
            Step("blah", 422),
            Step(String(repeating: "t", count: 255 - 63 - 5) + "@" + String(repeating: "t", count: 63) + "z.com", 422),
            Step(String(repeating: "t", count: 255 - 63 - 5) + "@" + String(repeating: "t", count: 63) + ".com"),
            Step(jsonNull),
        ]
    }
    static var worldID: [Step] {
        [
            Step(String(repeating: "t", count: 31), 422), Step(String(repeating: "t", count: 30)),
            Step("    "), Step(jsonNull),
        ]
    }
}

/// POST and PUT: the same validation over a full payload.
private func validateFull(
    _ method: String,
    _ field: String,
    _ steps: (_ user: Int, _ zone: Int, _ last: Int) -> [Step]
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
            [Step(nil, 422), Step(last + 1, 422), Step(zone), Step(jsonNull)]
        }
    }

    @Test(arguments: ["POST", "PUT"]) func validateName(method: String) async throws {
        try await validateFull(method, "name") { _, _, _ in [Step(nil, 422)] + ServiceBodySteps.name }
    }

    @Test(arguments: ["POST", "PUT"]) func validateDescription(method: String) async throws {
        try await validateFull(method, "description") { _, _, _ in [Step(nil)] + ServiceBodySteps.description }
    }

    @Test(arguments: ["POST", "PUT"]) func validateType(method: String) async throws {
        try await validateFull(method, "type") { _, _, _ in [Step(nil, 422)] + ServiceBodySteps.type }
    }

    @Test(arguments: ["POST", "PUT"]) func validateUserId(method: String) async throws {
        try await validateFull(method, "adminUserId") { user, _, _ in
            [Step(nil, 422), Step(jsonNull, 422), Step(user + 1, 422), Step(user)]
        }
    }

    @Test(arguments: ["POST", "PUT"]) func validateAssignedUserIds(method: String) async throws {
        try await validateFull(method, "assignedUserIds") { user, _, _ in
            [Step(nil, 422), Step(jsonNull, 422), Step([user, user + 1], 422), Step([Int]()), Step([user])]
        }
    }

    @Test(arguments: ["POST", "PUT"]) func validateUrl(method: String) async throws {
        try await validateFull(method, "url") { _, _, _ in ServiceBodySteps.url + [Step(nil)] }
    }

    @Test(arguments: ["POST", "PUT"]) func validateHelpline(method: String) async throws {
        try await validateFull(method, "helpline") { _, _, _ in ServiceBodySteps.helpline + [Step(nil)] }
    }

    @Test(arguments: ["POST", "PUT"]) func validateEmail(method: String) async throws {
        try await validateFull(method, "email") { _, _, _ in ServiceBodySteps.email + [Step(nil)] }
    }

    @Test(arguments: ["POST", "PUT"]) func validateWorldId(method: String) async throws {
        try await validateFull(method, "worldId") { _, _, _ in ServiceBodySteps.worldID + [Step(nil)] }
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
                [Step(region + 1, 422), Step(zone), Step(jsonNull)]
            )
        }
    }

    private func validate(_ field: String, _ steps: (Int) -> [Step]) async throws {
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
        try await validate("adminUserId") { user in [Step(jsonNull, 422), Step(user + 1, 422), Step(user)] }
    }

    @Test func partialUpdateServiceBodyValidateAssignedUserIds() async throws {
        try await validate("assignedUserIds") { user in
            [Step(jsonNull, 422), Step([user, user + 1], 422), Step([Int]()), Step([user])]
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
