@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/FormatPermissionsTest.php`. The `…WithAggregatorEnabled…` cases (an administrator refused
/// with 403) do not apply: the local aggregator has no accounts and answers every administration request 401
/// (`AggregatorTests`).
@Suite("formats permissions (bmlt-server FormatPermissionsTest)")
struct FormatPermissionsConformanceTests {
    @Test func index() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("GET", "/formats") == 401)
            for (level, status) in [(deactivated, 403), (observer, 200), (sbAdmin, 200), (admin, 200)] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status("GET", "/formats", token: token) == status)
            }
        }
    }

    @Test func show() async throws {
        try await Harness.run { harness in
            let format = try harness.firstFormat()
            #expect(try await harness.status("GET", "/formats/1") == 401)
            for (level, status) in [(deactivated, 403), (observer, 200), (sbAdmin, 200), (admin, 200)] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status("GET", "/formats/\(format)", token: token) == status)
            }
        }
    }

    @Test func store() async throws {
        try await Harness.run { harness in
            #expect(try await harness.status("POST", "/formats") == 401)
            for (level, status) in [(deactivated, 403), (observer, 403), (sbAdmin, 403), (admin, 422)] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status("POST", "/formats", token: token) == status)
            }
        }
    }

    @Test(arguments: [("PUT", 422), ("PATCH", 204), ("DELETE", 204)])
    func write(method: String, allowed: Int) async throws {
        try await Harness.run { harness in
            let format = try harness.firstFormat()
            #expect(try await harness.status(method, "/formats/\(format)") == 401)
            for (level, status) in [(deactivated, 403), (observer, 403), (sbAdmin, 403), (admin, allowed)] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status(method, "/formats/\(format)", token: token) == status)
            }
        }
    }
}

/// bmlt-server's `Admin/FormatCreateTest.php`.
@Suite("formats store (bmlt-server FormatCreateTest)")
struct FormatCreateConformanceTests {
    private var payload: [String: Any] {
        ["worldId": "test", "type": "OPEN_OR_CLOSED", "translations": [FormatPayload.openTranslation]]
    }

    /// Posts, expects a status, and removes a created format again as the PHP tests do.
    private func post(
        _ harness: Harness,
        _ token: String,
        _ data: [String: Any],
        _ status: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let answer = try await harness.api("POST", "/formats", json: data, token: token)
        #expect(answer.status == status, sourceLocation: sourceLocation)
        if answer.status == 201, let id = answer.object?["id"]?.int {
            try harness.execute("DELETE FROM formats WHERE shared_id_bigint = ?", [id])
        }
    }

    @Test func createFormatWithNulls() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            var data = payload
            data["worldId"] = jsonNull
            data["type"] = jsonNull
            let answer = try await harness.api("POST", "/formats", json: data, token: token)
            #expect(answer.status == 201)
            #expect(answer.object?["worldId"] == .null)
            #expect(answer.object?["type"] == .null)
        }
    }

    @Test func createFormatWithEmptyString() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            var data = payload
            data["worldId"] = ""
            let answer = try await harness.api("POST", "/formats", json: data, token: token)
            #expect(answer.status == 201)
            #expect(answer.object?["worldId"] == .null)
        }
    }

    @Test func createFormatNoNulls() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            var data = payload
            let list = (1...5).map { i in FormatPayload.openTranslation.mapValues { "\($0)\(i)" } as [String: Any] }
            data["translations"] = list
            let nextID = try harness.seed { seed in
                (try Int.fetchOne(seed.db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
            }
            let answer = try await harness.api("POST", "/formats", json: data, token: token)
            #expect(answer.status == 201)
            let object = try #require(answer.object)
            #expect(object["id"]?.int == nextID)
            #expect(object["worldId"]?.text == "test")
            #expect(object["type"]?.text == "OPEN_OR_CLOSED")
            let returned = object["translations"]?.elements ?? []
            #expect(returned.count == 5)
            for (sent, got) in zip(list, returned) {
                for key in ["key", "name", "description", "language"] {
                    #expect(got.object?[key]?.text == sent[key] as? String)
                }
                #expect(got.object?.members.count == 4)
            }
        }
    }

    @Test func createFormatValidateWorldId() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            var data = payload
            data["worldId"] = String(repeating: "t", count: 31)
            try await post(harness, token, data, 422)
            data["worldId"] = String(repeating: "t", count: 30)
            try await post(harness, token, data, 201)
            data["worldId"] = jsonNull
            try await post(harness, token, data, 201)
        }
    }

    @Test func createFormatValidateType() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            var data = payload
            data["type"] = "asdf"
            try await post(harness, token, data, 422)
            for (type, _) in FormatPayload.types {
                data["type"] = type
                try await post(harness, token, data, 201)
            }
            data["type"] = jsonNull
            try await post(harness, token, data, 201)
        }
    }

    @Test func createFormatValidateTranslations() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            var data = payload
            data["translations"] = nil
            try await post(harness, token, data, 422)
            data["translations"] = jsonNull
            try await post(harness, token, data, 422)
            data["translations"] = [Any]()
            try await post(harness, token, data, 422)
            var o = FormatPayload.openTranslation
            o["key"] = "O"
            data["translations"] = [o, o]
            try await post(harness, token, data, 422)
            data["translations"] = [FormatPayload.openTranslation]
            try await post(harness, token, data, 201)
        }
    }

    /// Sets one field of the single translation (nil removes it).
    private func with(_ field: String, _ value: Any?, language: String? = nil) -> [String: Any] {
        var data = payload
        var translation = FormatPayload.openTranslation
        translation[field] = value
        if let language { translation["language"] = language }
        data["translations"] = [translation]
        return data
    }

    @Test func createFormatValidateKey() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await post(harness, token, with("key", nil), 422)
            try await post(harness, token, with("key", jsonNull), 422)
            try await post(harness, token, with("key", ""), 422)
            for key in ["VM", "TC", "HY"] { try await post(harness, token, with("key", key, language: "en"), 422) }
            let existing = try harness.seed { seed in
                try String.fetchOne(seed.db, sql: "SELECT key_string FROM formats WHERE lang_enum = 'en' ORDER BY id")
            }
            try await post(harness, token, with("key", existing), 422)
            try await post(harness, token, with("key", String(repeating: "t", count: 11)), 422)
            try await post(harness, token, with("key", String(repeating: "t", count: 10)), 201)
            for key in ["VM", "TC", "HY"] { try await post(harness, token, with("key", key, language: "blah"), 201) }
        }
    }

    @Test(arguments: [("name", 255), ("description", 255), ("language", 7)])
    func createFormatValidateField(field: String, maximum: Int) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try await post(harness, token, with(field, nil), 422)
            try await post(harness, token, with(field, jsonNull), 422)
            try await post(harness, token, with(field, ""), 422)
            try await post(harness, token, with(field, String(repeating: "t", count: maximum + 1)), 422)
            try await post(harness, token, with(field, String(repeating: "t", count: maximum)), 201)
        }
    }
}

/// bmlt-server's `Admin/FormatUpdateTest.php`.
@Suite("formats update (bmlt-server FormatUpdateTest)")
struct FormatUpdateConformanceTests {
    private func payload(_ harness: Harness, _ id: Int) throws -> [String: Any] {
        let rows = try harness.formatRows(id)
        return [
            "worldId": "OPENen", "type": "COMMON_NEEDS_OR_RESTRICTION",
            "translations": FormatPayload.translations(rows),
        ]
    }

    private func expectStored(
        _ harness: Harness,
        _ id: Int,
        _ data: [String: Any],
        worldID: String?,
        type: String?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let rows = try harness.formatRows(id)
        let sent = data["translations"] as! [[String: Any]]
        #expect(rows.count == sent.count, sourceLocation: sourceLocation)
        for translation in sent {
            let row = try #require(rows[translation["language"] as! String], sourceLocation: sourceLocation)
            #expect(row["worldid_mixed"] as String? == worldID, sourceLocation: sourceLocation)
            #expect(row["format_type_enum"] as String? == type, sourceLocation: sourceLocation)
            #expect(row["key_string"] == translation["key"] as? String, sourceLocation: sourceLocation)
            #expect(row["name_string"] == translation["name"] as? String, sourceLocation: sourceLocation)
            #expect(row["description_string"] == translation["description"] as? String, sourceLocation: sourceLocation)
        }
    }

    @Test func updateFormatOptionalFieldsOmitted() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats()
            var data = try payload(harness, id)
            data["worldId"] = nil
            data["type"] = nil
            data["translations"] = FormatPayload.updated(data["translations"] as! [[String: Any]])
            #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            try expectStored(harness, id, data, worldID: nil, type: nil)
        }
    }

    @Test func updateFormatNoTranslationsRemoved() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats()
            var data = try payload(harness, id)
            data["worldId"] = "OPENenupdated"
            data["type"] = "MEETING_FORMAT"
            data["translations"] = FormatPayload.updated(data["translations"] as! [[String: Any]])
            #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            try expectStored(harness, id, data, worldID: "OPENenupdated", type: "FC1")
        }
    }

    @Test func updateFormatOneTranslationRemoved() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats()
            var data = try payload(harness, id)
            data["worldId"] = "OPENenupdated"
            data["type"] = "MEETING_FORMAT"
            data["translations"] = FormatPayload.updated(
                (data["translations"] as! [[String: Any]]).filter { $0["language"] as? String == "en" }
            )
            #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            #expect(try harness.formatRows(id)["es"] == nil)
            try expectStored(harness, id, data, worldID: "OPENenupdated", type: "FC1")
        }
    }

    @Test func updateFormatOneTranslationAdded() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats()
            var data = try payload(harness, id)
            data["worldId"] = "OPENenupdated"
            data["type"] = "MEETING_FORMAT"
            data["translations"] =
                FormatPayload.updated(data["translations"] as! [[String: Any]]) + [
                    ["key": "N", "name": "New", "description": "This translation is new.", "language": "test"]
                ]
            #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            try expectStored(harness, id, data, worldID: "OPENenupdated", type: "FC1")
        }
    }

    private func steps(_ field: String, _ steps: [(Any?, Int)]) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats()
            var data = try payload(harness, id)
            for (value, status) in steps {
                data[field] = value
                let got = try await harness.status("PUT", "/formats/\(id)", json: data, token: token)
                #expect(got == status, "\(field) = \(String(describing: value))")
            }
        }
    }

    @Test func updateFormatValidateWorldId() async throws {
        try await steps(
            "worldId",
            [
                (String(repeating: "t", count: 31), 422), (String(repeating: "t", count: 30), 204), (jsonNull, 204),
                (nil, 204),
            ]
        )
    }

    @Test func updateFormatValidateType() async throws {
        try await steps(
            "type",
            [("asdf", 422)] + FormatPayload.types.map { ($0.0, 204) } + [(jsonNull, 204), (nil, 204)]
        )
    }

    @Test func updateFormatValidateTranslations() async throws {
        let o: [String: Any] = [
            "key": "Oduplicate", "name": "Open", "description": "Meeting is open to non-addicts.", "language": "en",
        ]
        var valid = o
        valid["key"] = "Ovalid"
        try await steps("translations", [(nil, 422), (jsonNull, 422), ([Any](), 422), ([o, o], 422), ([valid], 204)])
    }

    @Test func updateFormatValidateTranslationsReservedEnglishRequired() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            for key in ["VM", "TC", "HY"] {
                let id = try #require(try harness.format(key: key))
                let english = try #require(try harness.formatRows(id)["en"])
                var translation: [String: Any] = [
                    "key": key, "name": english["name_string"] as String,
                    "description": english["description_string"] as String, "language": "es",
                ]
                #expect(
                    try await harness.status(
                        "PUT",
                        "/formats/\(id)",
                        json: ["translations": [translation]],
                        token: token
                    ) == 422
                )
                var englishTranslation = translation
                englishTranslation["language"] = "en"
                translation["language"] = "es"
                let data = ["translations": [englishTranslation, translation]]
                #expect(try await harness.status("PUT", "/formats/\(id)", json: data, token: token) == 204)
            }
        }
    }

    private func translationSteps(_ field: String, maximum: Int) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats()
            var data = try payload(harness, id)
            var list = data["translations"] as! [[String: Any]]
            for (value, status) in [
                (nil, 422), (jsonNull, 422), ("", 422), (String(repeating: "t", count: maximum + 1), 422),
                (String(repeating: "t", count: maximum), 204),
            ] as [(Any?, Int)] {
                list[0][field] = value
                data["translations"] = list
                let got = try await harness.status("PUT", "/formats/\(id)", json: data, token: token)
                #expect(got == status, "\(field) = \(String(describing: value))")
            }
        }
    }

    @Test func updateFormatValidateKey() async throws { try await translationSteps("key", maximum: 10) }
    @Test func updateFormatValidateName() async throws { try await translationSteps("name", maximum: 255) }
    @Test func updateFormatValidateDescription() async throws {
        try await translationSteps("description", maximum: 255)
    }
    @Test func updateFormatValidateLanguage() async throws { try await translationSteps("language", maximum: 7) }
}
