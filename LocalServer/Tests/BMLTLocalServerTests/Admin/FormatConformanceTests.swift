@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

private let admin = Account.Level.admin
private let sbAdmin = Account.Level.serviceBodyAdmin
private let observer = Account.Level.observer
private let deactivated = Account.Level.deactivated

/// `FormatTypeConsts::TYPE_TO_COMDEF_TYPE_MAP`.
private let formatTypes = [
    ("MEETING_FORMAT", "FC1"), ("LOCATION", "FC2"), ("COMMON_NEEDS_OR_RESTRICTION", "FC3"), ("OPEN_OR_CLOSED", "O"),
    ("LANGUAGE", "LANG"),
]

extension Harness {
    /// The rows of a format, by language.
    fileprivate func formatRows(_ sharedID: Int) throws -> [String: Row] {
        try seed { seed in
            let rows = try Row.fetchAll(
                seed.db,
                sql: "SELECT * FROM formats WHERE shared_id_bigint = ?",
                arguments: [sharedID]
            )
            return Dictionary(rows.map { ($0["lang_enum"] as String, $0) }) { first, _ in first }
        }
    }

    /// `Format::query()->first()`.
    fileprivate func firstFormat() throws -> Int {
        try seed { seed in try Int.fetchOne(seed.db, sql: "SELECT shared_id_bigint FROM formats ORDER BY id LIMIT 1") }
            ?? 0
    }

    /// `FormatUpdateTest::createFormats`: an `en` and an `es` translation of a new format.
    fileprivate func createFormats(worldID: (String) -> String = { "OPEN" + $0 }) throws -> Int {
        try seed { seed in
            let id = (try Int.fetchOne(seed.db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
            for language in ["en", "es"] {
                try seed.format(
                    id,
                    key: "O" + language,
                    name: "Open" + language,
                    description: "Open Description" + language,
                    language: language,
                    worldID: worldID(language),
                    type: "FC3"
                )
            }
            return id
        }
    }

    /// bmlt-server installs Spanish translations of the stock formats; the local server installs English only, so the
    /// tests that use them add them.
    /// Spanish translations of English formats (replacing those the upgrade gives the venue formats).
    fileprivate func addSpanish(_ keys: [String]) throws {
        try seed { seed in
            for key in keys {
                try seed.db.execute(
                    sql: """
                        INSERT OR REPLACE INTO formats (shared_id_bigint, key_string, name_string, description_string, lang_enum,
                            worldid_mixed, format_type_enum)
                        SELECT shared_id_bigint, key_string, name_string || ' es', description_string || ' es', 'es',
                            worldid_mixed, format_type_enum
                        FROM formats WHERE lang_enum = 'en' AND key_string = ?
                        """,
                    arguments: [key]
                )
            }
        }
    }

    /// The shared id of the format with an English key (`VM`, `HY`, `TC`, `O`…).
    fileprivate func format(key: String, language: String = "en") throws -> Int? {
        try seed { seed in
            try Int.fetchOne(
                seed.db,
                sql: "SELECT shared_id_bigint FROM formats WHERE lang_enum = ? AND key_string = ?",
                arguments: [language, key]
            )
        }
    }
}

/// `toPayload` of the PHP tests: a format's rows as translations.
private func translations(_ rows: [String: Row]) -> [[String: Any]] {
    rows.keys.sorted().map { language in
        let row = rows[language]!
        return [
            "key": row["key_string"] as String, "name": row["name_string"] as String,
            "description": row["description_string"] as String, "language": language,
        ]
    }
}

/// Appends `updated` to each translation's key, name and description.
private func updated(_ translations: [[String: Any]]) -> [[String: Any]] {
    translations.map { translation in
        var copy = translation
        for key in ["key", "name", "description"] { copy[key] = (copy[key] as! String) + "updated" }
        return copy
    }
}

private var openTranslation: [String: Any] {
    [
        "key": "O2", "name": "Open", "description": "Meeting is open to non-addicts.", "language": "en",
    ]
}

/// bmlt-server's `Admin/FormatPermissionsTest.php`. The `…WithAggregatorEnabled…` cases do not apply: the local
/// server has no aggregator mode.
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
        ["worldId": "test", "type": "OPEN_OR_CLOSED", "translations": [openTranslation]]
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
            let list = (1...5).map { i in openTranslation.mapValues { "\($0)\(i)" } as [String: Any] }
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
            for (type, _) in formatTypes {
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
            var o = openTranslation
            o["key"] = "O"
            data["translations"] = [o, o]
            try await post(harness, token, data, 422)
            data["translations"] = [openTranslation]
            try await post(harness, token, data, 201)
        }
    }

    /// Sets one field of the single translation (nil removes it).
    private func with(_ field: String, _ value: Any?, language: String? = nil) -> [String: Any] {
        var data = payload
        var translation = openTranslation
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
        return ["worldId": "OPENen", "type": "COMMON_NEEDS_OR_RESTRICTION", "translations": translations(rows)]
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
            data["translations"] = updated(data["translations"] as! [[String: Any]])
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
            data["translations"] = updated(data["translations"] as! [[String: Any]])
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
            data["translations"] = updated(
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
                updated(data["translations"] as! [[String: Any]]) + [
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
        try await steps("type", [("asdf", 422)] + formatTypes.map { ($0.0, 204) } + [(jsonNull, 204), (nil, 204)])
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

/// bmlt-server's `Admin/FormatPartialUpdateTest.php`.
@Suite("formats partial update (bmlt-server FormatPartialUpdateTest)")
struct FormatPartialUpdateConformanceTests {
    @Test func partialUpdateFormatNonTranslationFields() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats { _ in "OPEN" }
            func patch(_ data: [String: Any], _ column: String, _ expected: String?) async throws {
                #expect(try await harness.status("PATCH", "/formats/\(id)", json: data, token: token) == 204)
                for row in try harness.formatRows(id).values { #expect(row[column] as String? == expected, "\(data)") }
            }
            try await patch(["worldId": jsonNull], "worldid_mixed", nil)
            try await patch(["worldId": ""], "worldid_mixed", nil)
            try await patch(["worldId": "test"], "worldid_mixed", "test")
            try await patch(["type": jsonNull], "format_type_enum", nil)
            try await patch(["type": ""], "format_type_enum", nil)
            try await patch(["type": "MEETING_FORMAT"], "format_type_enum", "FC1")
            try await patch(["type": "MEETING_FORMAT"], "format_type_enum", "FC1")
        }
    }

    @Test func partialUpdateFormatTranslationsModifiedWithMainFields() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats { _ in "OPEN" }
            let sent = updated(translations(try harness.formatRows(id)))
            let data: [String: Any] = ["worldId": "modified", "type": "MEETING_FORMAT", "translations": sent]
            #expect(try await harness.status("PATCH", "/formats/\(id)", json: data, token: token) == 204)
            let rows = try harness.formatRows(id)
            for translation in sent {
                let row = try #require(rows[translation["language"] as! String])
                #expect(row["worldid_mixed"] == "modified")
                #expect(row["format_type_enum"] == "FC1")
                #expect(row["key_string"] == translation["key"] as? String)
                #expect(row["name_string"] == translation["name"] as? String)
                #expect(row["description_string"] == translation["description"] as? String)
            }
        }
    }

    /// `…OnlyTranslationsModified`, `…Added` and `…Removed`: the world id and type stay.
    @Test(arguments: ["modified", "added", "removed"]) func partialUpdateFormatOnlyTranslations(
        change: String
    ) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats { _ in "OPEN" }
            var sent = updated(translations(try harness.formatRows(id)))
            if change == "added" {
                sent.append(["key": "N", "name": "New", "description": "This translation is new.", "language": "test"])
            }
            if change == "removed" { sent.removeAll { $0["language"] as? String == "es" } }
            #expect(
                try await harness.status("PATCH", "/formats/\(id)", json: ["translations": sent], token: token) == 204
            )
            let rows = try harness.formatRows(id)
            #expect(rows.count == sent.count)
            for translation in sent {
                let row = try #require(rows[translation["language"] as! String])
                #expect(row["worldid_mixed"] == "OPEN")
                #expect(row["format_type_enum"] == "FC3")
                #expect(row["key_string"] == translation["key"] as? String)
                #expect(row["name_string"] == translation["name"] as? String)
                #expect(row["description_string"] == translation["description"] as? String)
            }
        }
    }

    private func steps(_ steps: [([String: Any], Int)]) async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats { _ in "OPEN" }
            for (data, status) in steps {
                #expect(
                    try await harness.status("PATCH", "/formats/\(id)", json: data, token: token) == status,
                    "\(data)"
                )
            }
        }
    }

    @Test func partialUpdateFormatValidateWorldId() async throws {
        try await steps([
            (["worldId": jsonNull], 204), (["worldId": ""], 204), (["worldId": String(repeating: "t", count: 31)], 422),
            (["worldId": String(repeating: "t", count: 30)], 204), ([:], 204),
        ])
    }

    @Test func partialUpdateFormatValidateType() async throws {
        try await steps(
            [(["type": ""], 204), (["type": ""], 204), (["type": "invalid"], 422)]
                + formatTypes.map { (["type": $0.0], 204) } + [([:], 204)]
        )
    }

    @Test func partialUpdateFormatValidateTranslations() async throws {
        let o: [String: Any] = [
            "key": "Ovalid", "name": "Open", "description": "Meeting is open to non-addicts.", "language": "en",
        ]
        try await steps([(["translations": [Any]()], 422), (["translations": [o, o]], 422), ([:], 204)])
    }

    @Test func partialUpdateFormatValidateChangeReservedKey() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            try harness.addSpanish(["VM", "TC", "HY"])
            for key in ["VM", "TC", "HY"] {
                let id = try #require(try harness.format(key: key))
                let english = try #require(try harness.formatRows(id)["en"])
                let translation: [String: Any] = [
                    "key": key + "2", "name": english["name_string"] as String,
                    "description": english["description_string"] as String, "language": "en",
                ]
                #expect(
                    try await harness.status(
                        "PATCH",
                        "/formats/\(id)",
                        json: ["translations": [translation]],
                        token: token
                    ) == 422
                )
            }
            for key in ["VM", "TC", "HY"] {
                let id = try #require(try harness.format(key: key, language: "es"))
                let spanish = try #require(try harness.formatRows(id)["es"])
                let data = [
                    "translations": [
                        ["key": key, "name": "english name", "description": "english description", "language": "en"],
                        [
                            "key": key + "2", "name": spanish["name_string"] as String,
                            "description": spanish["description_string"] as String, "language": "es",
                        ],
                    ]
                ]
                #expect(try await harness.status("PATCH", "/formats/\(id)", json: data, token: token) == 204)
            }
        }
    }

    @Test func partialUpdateFormatValidateFormatUseReservedKey() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let reserved = ["VM", "HY", "TC"]
            try harness.addSpanish(reserved + ["O"])
            let id = try #require(try harness.format(key: "O"))
            /// Deletes a translation of the format and puts it back after `body`, as the PHP test does.
            func without(_ language: String, _ body: () async throws -> Void) async throws {
                let row = try #require(
                    try harness.seed { seed in
                        try Row.fetchOne(
                            seed.db,
                            sql: "SELECT * FROM formats WHERE shared_id_bigint = ? AND lang_enum = ?",
                            arguments: [id, language]
                        )
                    }
                )
                try harness.execute("DELETE FROM formats WHERE id = ?", [row["id"] as Int])
                try await body()
                try harness.seed { seed in
                    try seed.format(
                        id,
                        key: row["key_string"],
                        name: row["name_string"],
                        description: row["description_string"],
                        language: language,
                        worldID: row["worldid_mixed"],
                        type: row["format_type_enum"]
                    )
                }
            }
            for key in reserved {
                try await without("en") {
                    let data = [
                        "translations": [
                            [
                                "key": key, "name": "Open", "description": "Meeting is open to non-addicts.",
                                "language": "en",
                            ]
                        ]
                    ]
                    let status = try await harness.status("PATCH", "/formats/\(id)", json: data, token: token)
                    #expect(status == 422)
                }
            }
            try harness.execute("DELETE FROM formats WHERE lang_enum = 'es' AND key_string IN ('VM', 'HY', 'TC')")
            for key in reserved {
                try await without("es") {
                    let data = [
                        "translations": [
                            [
                                "key": key, "name": "Open", "description": "Meeting is open to non-addicts.",
                                "language": "other",
                            ]
                        ]
                    ]
                    let status = try await harness.status("PATCH", "/formats/\(id)", json: data, token: token)
                    #expect(status == 204)
                }
            }
        }
    }

    private func translationSteps(_ base: [String: Any], _ field: String, _ values: [(Any?, Int)]) async throws {
        try await steps(
            values.map { value, status in
                var translation = base
                translation[field] = value
                return (["translations": [translation]], status)
            }
        )
    }

    @Test func partialUpdateFormatValidateKey() async throws {
        let base: [String: Any] = ["name": "Open", "description": "Meeting is open to non-addicts.", "language": "en"]
        try await translationSteps(
            base,
            "key",
            [(nil, 422), ("", 422), (String(repeating: "t", count: 11), 422), (String(repeating: "t", count: 10), 204)]
        )
        var valid = base
        valid["name"] = "valid"
        valid["description"] = "valid"
        try await translationSteps(valid, "key", [("O", 422)])
    }

    @Test(arguments: ["name", "description"]) func partialUpdateFormatValidateText(field: String) async throws {
        let base: [String: Any] = [
            "key": "Ovalid", "name": "Open", "description": "Meeting is open to non-addicts.", "language": "en",
        ]
        try await translationSteps(
            base,
            field,
            [
                (nil, 422), ("", 422), (String(repeating: "t", count: 256), 422),
                (String(repeating: "t", count: 255), 204),
            ]
        )
    }

    @Test func partialUpdateFormatValidateLanguage() async throws {
        let base: [String: Any] = ["key": "O", "name": "Open", "description": "This is a valid description"]
        try await translationSteps(
            base,
            "language",
            [(nil, 422), ("", 422), (String(repeating: "t", count: 8), 422), (String(repeating: "t", count: 7), 204)]
        )
    }

    @Test func partialUpdateNoChangeCreatesNoChangeRecord() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.createFormats { _ in "OPEN" }
            let data = ["translations": translations(try harness.formatRows(id))]
            #expect(try await harness.status("PATCH", "/formats/\(id)", json: data, token: token) == 204)
            #expect(try harness.changes().isEmpty)
        }
    }
}

/// bmlt-server's `Admin/FormatDeleteTest.php`.
@Suite("formats delete (bmlt-server FormatDeleteTest)")
struct FormatDeleteConformanceTests {
    @Test func deleteFormat() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.firstFormat()
            #expect(try await harness.status("DELETE", "/formats/\(id)", token: token) == 204)
            #expect(try harness.formatRows(id).isEmpty)
        }
    }

    /// `testDeleteFormatHasMeetingsOnly`, `…First`, `…Middle`, `…Last`.
    @Test(arguments: ["%d", "%d,123", "123,%d,7", "123,%d"]) func deleteFormatHasMeetings(formats: String) async throws
    {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.firstFormat()
            try harness.seed { seed in
                _ = try seed.meeting(["formats": formats.replacingOccurrences(of: "%d", with: String(id))])
            }
            #expect(try await harness.status("DELETE", "/formats/\(id)", token: token) == 409)
            #expect(try !harness.formatRows(id).isEmpty)
        }
    }

    @Test func deleteReservedVenueTypeFormat() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            for key in ["VM", "TC", "HY"] {
                let id = try #require(try harness.format(key: key))
                #expect(try await harness.status("DELETE", "/formats/\(id)", token: token) == 422)
            }
        }
    }
}

/// bmlt-server's `Admin/FormatShowTest.php`.
@Suite("formats show (bmlt-server FormatShowTest)")
struct FormatShowConformanceTests {
    /// `createFormat`: a new format with one column overridden, as an administrator sees it.
    private func shown(_ column: String, _ value: String?) async throws -> JSONObject {
        var result: JSONObject?
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.seed { seed in
                let id = (try Int.fetchOne(seed.db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
                var values: [String: String?] = [
                    "key_string": "T", "worldid_mixed": "test", "lang_enum": "en", "name_string": "test",
                    "description_string": "test", "format_type_enum": "FC1",
                ]
                values[column] = .some(value)
                let columns = values.keys.sorted()
                try seed.db.execute(
                    sql:
                        "INSERT INTO formats (shared_id_bigint, \(columns.joined(separator: ", "))) VALUES (?\(String(repeating: ", ?", count: columns.count)))",
                    arguments: StatementArguments([id] + columns.map { values[$0]! })
                )
                return id
            }
            let answer = try await harness.api("GET", "/formats/\(id)", token: token)
            #expect(answer.status == 200)
            result = answer.object
        }
        return try #require(result)
    }

    private func translation(_ object: JSONObject, _ key: String) -> JSONValue? {
        object["translations"]?.elements?.first?.object?[key]
    }

    @Test func showFormatWorldIdNotNull() async throws {
        #expect(try await shown("worldid_mixed", "blah")["worldId"] == .string("blah"))
    }
    @Test func showFormatWorldIdNull() async throws {
        #expect(try await shown("worldid_mixed", nil)["worldId"] == .null)
    }
    @Test func showFormatTypeNotNull() async throws {
        #expect(try await shown("format_type_enum", "FC3")["type"] == .string("COMMON_NEEDS_OR_RESTRICTION"))
    }
    @Test func showFormatTypeNull() async throws { #expect(try await shown("format_type_enum", nil)["type"] == .null) }
    @Test func showFormatKeyNotNull() async throws {
        #expect(translation(try await shown("key_string", "blah"), "key") == .string("blah"))
    }
    @Test func showFormatKeyNull() async throws {
        #expect(translation(try await shown("key_string", nil), "key") == .string(""))
    }
    @Test func showFormatNameNotNull() async throws {
        #expect(translation(try await shown("name_string", "blah"), "name") == .string("blah"))
    }
    @Test func showFormatNameNull() async throws {
        #expect(translation(try await shown("name_string", nil), "name") == .string(""))
    }
    @Test func showFormatDescriptionNotNull() async throws {
        #expect(translation(try await shown("description_string", "blah"), "description") == .string("blah"))
    }
    @Test func showFormatDescriptionNull() async throws {
        #expect(translation(try await shown("description_string", nil), "description") == .string(""))
    }
    @Test func showFormatLanguage() async throws {
        #expect(translation(try await shown("lang_enum", "blah"), "language") == .string("blah"))
    }
}
