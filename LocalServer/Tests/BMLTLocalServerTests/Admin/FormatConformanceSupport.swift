@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// Payloads of the ports of bmlt-server's format tests.
enum FormatPayload {
    /// `FormatTypeConsts::TYPE_TO_COMDEF_TYPE_MAP`.
    static let types = [
        ("MEETING_FORMAT", "FC1"), ("LOCATION", "FC2"), ("COMMON_NEEDS_OR_RESTRICTION", "FC3"), ("OPEN_OR_CLOSED", "O"),
        ("LANGUAGE", "LANG"),
    ]

    /// `toPayload` of the PHP tests: a format's rows as translations.
    static func translations(_ rows: [String: Row]) -> [[String: Any]] {
        rows.keys.sorted().map { language in
            let row = rows[language]!
            return [
                "key": row["key_string"] as String, "name": row["name_string"] as String,
                "description": row["description_string"] as String, "language": language,
            ]
        }
    }

    /// Appends `updated` to each translation's key, name and description.
    static func updated(_ translations: [[String: Any]]) -> [[String: Any]] {
        translations.map { translation in
            var copy = translation
            for key in ["key", "name", "description"] { copy[key] = (copy[key] as! String) + "updated" }
            return copy
        }
    }

    static var openTranslation: [String: Any] {
        [
            "key": "O2", "name": "Open", "description": "Meeting is open to non-addicts.", "language": "en",
        ]
    }
}

extension Harness {
    /// The rows of a format, by language.
    func formatRows(_ sharedID: Int) throws -> [String: Row] {
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
    func firstFormat() throws -> Int {
        try seed { seed in try Int.fetchOne(seed.db, sql: "SELECT shared_id_bigint FROM formats ORDER BY id LIMIT 1") }
            ?? 0
    }

    /// `FormatUpdateTest::createFormats`: an `en` and an `es` translation of a new format.
    func createFormats(worldID: (String) -> String = { "OPEN" + $0 }) throws -> Int {
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
    func addSpanish(_ keys: [String]) throws {
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
    func format(key: String, language: String = "en") throws -> Int? {
        try seed { seed in
            try Int.fetchOne(
                seed.db,
                sql: "SELECT shared_id_bigint FROM formats WHERE lang_enum = ? AND key_string = ?",
                arguments: [language, key]
            )
        }
    }
}
