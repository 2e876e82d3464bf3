@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

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
            let sent = FormatPayload.updated(FormatPayload.translations(try harness.formatRows(id)))
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
            var sent = FormatPayload.updated(FormatPayload.translations(try harness.formatRows(id)))
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
                + FormatPayload.types.map { (["type": $0.0], 204) } + [([:], 204)]
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
            let data = ["translations": FormatPayload.translations(try harness.formatRows(id))]
            #expect(try await harness.status("PATCH", "/formats/\(id)", json: data, token: token) == 204)
            #expect(try harness.changes().isEmpty)
        }
    }
}
