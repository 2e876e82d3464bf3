@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// A `changes` row as the PHP tests read it, the serialised objects decoded.
private struct ChangeRecord {
    var row: Row
    var before: [JSONValue]?
    var after: [JSONValue]?

    init(_ row: Row) {
        self.row = row
        func decode(_ column: String) -> [JSONValue]? {
            guard let text: String = row[column] else { return nil }
            return (try? JSONParser.parse(Array(text.utf8)))?.elements
        }
        before = decode("before_object")
        after = decode("after_object")
    }

    subscript(_ column: String) -> DatabaseValue { row[column] }

    /// Checks the columns every PHP change test checks.
    func expect(
        user: Int,
        id: Int,
        language: String = "en",
        objectClass: String,
        type: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(row["user_id_bigint"] == user, sourceLocation: sourceLocation)
        #expect(row["service_body_id_bigint"] == id, sourceLocation: sourceLocation)
        #expect(row["lang_enum"] == language, sourceLocation: sourceLocation)
        #expect(row["object_class_string"] == objectClass, sourceLocation: sourceLocation)
        #expect(row["change_type_enum"] == "comdef_change_type_\(type)", sourceLocation: sourceLocation)
        let hasBefore = type != "new"
        let hasAfter = type != "delete"
        #expect((row["before_id_bigint"] as Int?) == (hasBefore ? id : nil), sourceLocation: sourceLocation)
        #expect((row["before_lang_enum"] as String?) == (hasBefore ? language : nil), sourceLocation: sourceLocation)
        #expect((row["after_id_bigint"] as Int?) == (hasAfter ? id : nil), sourceLocation: sourceLocation)
        #expect((row["after_lang_enum"] as String?) == (hasAfter ? language : nil), sourceLocation: sourceLocation)
        #expect((before != nil) == hasBefore, sourceLocation: sourceLocation)
        #expect((after != nil) == hasAfter, sourceLocation: sourceLocation)
    }
}

extension Harness {
    fileprivate func changeRecords() throws -> [ChangeRecord] { try changes().map(ChangeRecord.init) }
}

/// PHP's loose `assertEquals` of a serialised value: numbers and their text compare equal.
private func text(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let text)?: return text
    case .number(let number)?: return number
    default: return nil
    }
}

/// bmlt-server's `Admin/UserChangeTest.php`.
@Suite("users change records (bmlt-server UserChangeTest)")
struct UserChangeConformanceTests {
    private func data(owner: Int) -> [String: Any] {
        [
            "username": "test", "password": "this is a valid password", "type": "admin", "displayName": "pretty name",
            "description": "test description", "email": "test@test.com", "ownerId": owner,
        ]
    }

    @Test func newUserChange() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            let answer = try await harness.api("POST", "/users", json: data(owner: id), token: token)
            let newID = try #require(answer.object?["id"]?.int)
            let change = try #require(try harness.changeRecords().first)
            change.expect(user: id, id: newID, objectClass: "c_comdef_user", type: "new")
        }
    }

    @Test func changedUserChange() async throws {
        try await Harness.run { harness in
            let (adminID, token) = try harness.user(admin)
            let userID = try harness.seed { try $0.account(Account.Level.serviceBodyAdmin) }
            let old = try #require(try harness.userRow(userID))
            let sent = data(owner: userID)
            #expect(try await harness.status("PUT", "/users/\(userID)", json: sent, token: token) == 204)
            let change = try #require(try harness.changeRecords().first)
            change.expect(user: adminID, id: userID, objectClass: "c_comdef_user", type: "change")
            let before = try #require(change.before)
            #expect(text(before[0]) == String(userID))
            #expect(text(before[1]) == String(Account.Level.serviceBodyAdmin))
            #expect(text(before[2]) == old["email_address_string"] as String)
            #expect(text(before[3]) == old["login_string"] as String)
            #expect(text(before[4]) == old["password_string"] as String)
            #expect(text(before[6]) == old["name_string"] as String)
            #expect(text(before[7]) == old["description_string"] as String)
            #expect(text(before[8]) == "-1")
            #expect(text(before[9]) == "en")
            let after = try #require(change.after)
            #expect(text(after[0]) == String(userID))
            #expect(text(after[1]) == String(admin))
            #expect(text(after[2]) == "test@test.com")
            #expect(text(after[3]) == "test")
            #expect(text(after[4]) != old["password_string"] as String)
            #expect(text(after[6]) == "pretty name")
            #expect(text(after[7]) == "test description")
            #expect(text(after[8]) == String(userID))
            #expect(text(after[9]) == "en")
        }
    }

    @Test func deletedUserChange() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            #expect(try await harness.status("DELETE", "/users/\(id)", token: token) == 204)
            let change = try #require(try harness.changeRecords().first)
            change.expect(user: id, id: id, objectClass: "c_comdef_user", type: "delete")
        }
    }
}

/// bmlt-server's `Admin/ServiceBodyChangeTest.php`.
@Suite("servicebodies change records (bmlt-server ServiceBodyChangeTest)")
struct ServiceBodyChangeConformanceTests {
    @Test func newServiceBodyChange() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            let (id2, zone) = try harness.seed { seed in
                (try seed.account(Account.Level.serviceBodyAdmin), try seed.zone("zone"))
            }
            let data: [String: Any] = [
                "parentId": zone, "name": "test name", "description": "test description", "type": "AS",
                "adminUserId": id, "assignedUserIds": [id, id2], "url": "http://blah.com", "helpline": "555-555-5555",
                "worldId": "test world id", "email": "test@test.com",
            ]
            let answer = try await harness.api("POST", "/servicebodies", json: data, token: token)
            let bodyID = try #require(answer.object?["id"]?.int)
            let change = try #require(try harness.changeRecords().first)
            change.expect(user: id, id: bodyID, objectClass: "c_comdef_service_body", type: "new")
        }
    }

    @Test func changedServiceBodyChange() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            let zone = try harness.seed { try $0.zone("zone name", admin: id) }
            let data: [String: Any] = [
                "parentId": zone, "name": "zone name modified", "description": "zone name description", "type": "ZF",
                "adminUserId": id, "assignedUserIds": [Int](), "url": "http://blah.com", "helpline": "new helpline",
                "worldId": "new worldId", "email": "test@test.com",
            ]
            #expect(try await harness.status("PUT", "/servicebodies/\(zone)", json: data, token: token) == 204)
            let change = try #require(try harness.changeRecords().first)
            change.expect(user: id, id: zone, objectClass: "c_comdef_service_body", type: "change")
            #expect(text(change.before?[12]) == "")
            #expect(text(change.after?[12]) == "test@test.com")
        }
    }

    @Test func deletedServiceBodyChange() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            let zone = try harness.seed { try $0.zone("zone name") }
            #expect(try await harness.status("DELETE", "/servicebodies/\(zone)", token: token) == 204)
            let change = try #require(try harness.changeRecords().first)
            change.expect(user: id, id: zone, objectClass: "c_comdef_service_body", type: "delete")
        }
    }

    @Test func serviceBodyChangeSerializationNulls() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let zone = try harness.seed { try $0.zone("zone name") }
            try harness.execute(
                """
                UPDATE service_bodies SET worldid_mixed = NULL, kml_file_uri_string = NULL, principal_user_bigint = NULL,
                    editors_string = NULL, uri_string = NULL, sb_type = NULL, sb_owner = NULL, sb_owner_2 = NULL
                WHERE id_bigint = ?
                """,
                [zone]
            )
            #expect(try await harness.status("DELETE", "/servicebodies/\(zone)", token: token) == 204)
            let object = try #require(try harness.changeRecords().first?.before).map(text)
            #expect(
                object == [
                    String(zone), "", "", "", "", "", "zone name", "zone name description", "en", "", "", "", "",
                ]
            )
        }
    }

    @Test func serviceBodyChangeSerializationNoNulls() async throws {
        try await Harness.run { harness in
            let (id, token) = try harness.user(admin)
            let (area, zone, id2) = try harness.seed { seed in
                let id2 = try seed.account(Account.Level.serviceBodyAdmin)
                let zone = try seed.zone("zone")
                return (try seed.area("zone name", parent: zone), zone, id2)
            }
            try harness.execute(
                """
                UPDATE service_bodies SET worldid_mixed = 'test world id', kml_file_uri_string = 'test helpline number',
                    principal_user_bigint = ?, editors_string = ?, uri_string = 'http://blah.com', sb_type = 'AS',
                    sb_owner = ?, sb_owner_2 = ?, sb_meeting_email = 'test@test.com', lang_enum = 'en'
                WHERE id_bigint = ?
                """,
                [id, "\(id),\(id2)", zone, zone, area]
            )
            #expect(try await harness.status("DELETE", "/servicebodies/\(area)", token: token) == 204)
            let object = try #require(try harness.changeRecords().first?.before).map(text)
            #expect(
                object == [
                    String(area), String(id), "\(id),\(id2)", "test helpline number", "http://blah.com",
                    "test world id", "zone name", "zone name description", "en", "AS", String(zone), String(zone),
                    "test@test.com",
                ]
            )
        }
    }
}

/// bmlt-server's `Admin/FormatChangeTest.php`.
@Suite("formats change records (bmlt-server FormatChangeTest)")
struct FormatChangeConformanceTests {
    /// `createFormats`: `en` and `es` translations of a new format.
    private func createFormats(_ harness: Harness) throws -> Int {
        try harness.seed { seed in
            let id = (try Int.fetchOne(seed.db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
            for language in ["en", "es"] {
                try seed.format(
                    id,
                    key: "O" + language,
                    name: "Open" + language,
                    description: "Open Description" + language,
                    language: language,
                    worldID: "OPEN" + language,
                    type: "FC3"
                )
            }
            return id
        }
    }

    /// The serialised translation: shared id, type, key, icon (null), world id, language, name, description.
    private func serialised(
        _ id: Int,
        _ language: String,
        key: String,
        name: String,
        description: String,
        worldID: String = "OPENen",
        type: String = "FC3"
    ) -> [JSONValue] {
        [
            .string(String(id)), .string(type), .string(key), .null, .string(worldID), .string(language), .string(name),
            .string(description),
        ]
    }

    private func stored(_ id: Int, _ language: String, _ suffix: String = "", worldID: String = "OPEN") -> [JSONValue] {
        serialised(
            id,
            language,
            key: "O\(language)\(suffix)",
            name: "Open\(language)\(suffix)",
            description: "Open Description\(language)\(suffix)",
            worldID: worldID == "OPEN" ? "OPEN" + language : worldID
        )
    }

    private func translations(_ languages: [String], suffix: String = "updated") -> [[String: Any]] {
        languages.map { language in
            [
                "key": "O\(language)\(suffix)", "name": "Open\(language)\(suffix)",
                "description": "Open Description\(language)\(suffix)", "language": language,
            ]
        }
    }

    private func change(_ records: [ChangeRecord], _ language: String) -> ChangeRecord? {
        records.first { $0.row["lang_enum"] == language }
    }

    @Test func createFormat() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let sent: [[String: Any]] = [
                ["key": "O1", "name": "Open1", "description": "Meeting is open to non-addicts.1", "language": "en"],
                ["key": "O2", "name": "Open2", "description": "Meeting is open to non-addicts.2", "language": "es"],
            ]
            let data: [String: Any] = ["worldId": "test", "type": "OPEN_OR_CLOSED", "translations": sent]
            let answer = try await harness.api("POST", "/formats", json: data, token: token)
            #expect(answer.status == 201)
            let id = try #require(answer.object?["id"]?.int)
            #expect(answer.object?["translations"]?.elements?.count == 2)
            let records = try harness.changeRecords()
            #expect(records.count == 2)
            for translation in sent {
                let language = translation["language"] as! String
                let record = try #require(change(records, language))
                record.expect(user: user, id: id, language: language, objectClass: "c_comdef_format", type: "new")
                #expect(
                    record.after
                        == serialised(
                            id,
                            language,
                            key: translation["key"] as! String,
                            name: translation["name"] as! String,
                            description: translation["description"] as! String,
                            worldID: "test",
                            type: "O"
                        )
                )
            }
        }
    }

    @Test func translationsModifiedOnly() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let id = try createFormats(harness)
            let data: [String: Any] = [
                "worldId": "OPENen", "type": "COMMON_NEEDS_OR_RESTRICTION", "translations": translations(["en", "es"]),
            ]
            #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            let records = try harness.changeRecords()
            #expect(records.count == 2)
            for language in ["en", "es"] {
                let record = try #require(change(records, language))
                record.expect(user: user, id: id, language: language, objectClass: "c_comdef_format", type: "change")
                #expect(record.before == stored(id, language))
                #expect(record.after == stored(id, language, "updated", worldID: "OPENen"))
            }
        }
    }

    @Test func translationsAddedOne() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let id = try createFormats(harness)
            let added: [String: Any] = [
                "key": "N", "name": "New", "description": "New Description", "language": "new",
            ]
            let data: [String: Any] = [
                "worldId": "OPENen", "type": "COMMON_NEEDS_OR_RESTRICTION",
                "translations": translations(["en", "es"]) + [added],
            ]
            #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            let records = try harness.changeRecords()
            #expect(records.count == 3)
            let new = try #require(change(records, "new"))
            new.expect(user: user, id: id, language: "new", objectClass: "c_comdef_format", type: "new")
            #expect(new.after == serialised(id, "new", key: "N", name: "New", description: "New Description"))
            for language in ["en", "es"] {
                let record = try #require(change(records, language))
                record.expect(user: user, id: id, language: language, objectClass: "c_comdef_format", type: "change")
                #expect(record.before == stored(id, language))
                #expect(record.after == stored(id, language, "updated", worldID: "OPENen"))
            }
        }
    }

    @Test func translationsRemovedOne() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let id = try createFormats(harness)
            let data: [String: Any] = [
                "worldId": "OPENen", "type": "COMMON_NEEDS_OR_RESTRICTION", "translations": translations(["en"]),
            ]
            #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            let records = try harness.changeRecords()
            #expect(records.count == 2)
            let removed = try #require(change(records, "es"))
            removed.expect(user: user, id: id, language: "es", objectClass: "c_comdef_format", type: "delete")
            #expect(removed.before == stored(id, "es"))
            let record = try #require(change(records, "en"))
            record.expect(user: user, id: id, language: "en", objectClass: "c_comdef_format", type: "change")
            #expect(record.before == stored(id, "en"))
            #expect(record.after == stored(id, "en", "updated"))
        }
    }

    @Test func deleteFormat() async throws {
        try await Harness.run { harness in
            let (user, token) = try harness.user(admin)
            let id = try createFormats(harness)
            #expect(try await harness.status("DELETE", "/formats/\(id)", token: token) == 204)
            let records = try harness.changeRecords()
            #expect(records.count == 2)
            for language in ["en", "es"] {
                let record = try #require(change(records, language))
                record.expect(user: user, id: id, language: language, objectClass: "c_comdef_format", type: "delete")
                #expect(record.before == stored(id, language))
            }
        }
    }
}
