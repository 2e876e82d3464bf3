import BMLT
import GRDB

/// `formats` (`FormatController`, `FormatPolicy`, `FormatResource`): one item per shared id, with its translations.
struct FormatEndpoints {
    let call: AdminAPI.Call
    private var account: Account { call.account }

    /// `comdef_format_types`: stored type codes and their API names.
    static let types: [(code: String, name: String)] = [
        ("FC1", "MEETING_FORMAT"), ("FC2", "LOCATION"), ("FC3", "COMMON_NEEDS_OR_RESTRICTION"),
        ("O", "OPEN_OR_CLOSED"), ("LANG", "LANGUAGE"), ("ALERT", "ALERT"),
    ]
    /// English keys of the formats the server derives from the venue type.
    static let reservedKeys = ["VM", "HY", "TC"]

    /// One `formats` row: a format in one language.
    struct Translation: Equatable {
        var rowID: Int
        var sharedID: Int
        var key: String?
        var name: String?
        var description: String?
        var language: String
        var worldID: String?
        var type: String?
        var icon: String?

        init(row: Row) {
            rowID = row["id"]
            sharedID = row["shared_id_bigint"]
            key = row["key_string"]
            name = row["name_string"]
            description = row["description_string"]
            language = row["lang_enum"]
            worldID = row["worldid_mixed"]
            type = row["format_type_enum"]
            icon = row["icon_blob"]
        }

        /// `FormatRepository::serializeForChange`, nulls kept.
        var changeValues: [String?] {
            [String(sharedID), type, key, icon, worldID, language, name, description]
        }
    }

    static func load(sharedID: Int? = nil, in db: Database) throws -> [Translation] {
        if let sharedID {
            return try Row.fetchAll(
                db,
                sql: "SELECT * FROM formats WHERE shared_id_bigint = ? ORDER BY id",
                arguments: [sharedID]
            ).map(Translation.init)
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM formats ORDER BY id").map(Translation.init)
    }

    /// The shared ids of the English VM, HY and TC formats.
    static func reservedIDs(in db: Database) throws -> [String: Int] {
        var ids: [String: Int] = [:]
        for row in try Row.fetchAll(
            db,
            sql:
                "SELECT key_string, MIN(shared_id_bigint) FROM formats WHERE lang_enum = 'en' AND key_string IN ('VM', 'HY', 'TC') GROUP BY key_string"
        ) {
            ids[row[0]] = row[1]
        }
        return ids
    }

    /// `FormatResource`: the first row's world id and type, every translation.
    static func json(_ translations: [Translation]) -> JSONValue {
        let first = translations[0]
        return .object(
            JSONObject([
                ("id", .integer(first.sharedID)), ("worldId", .optional(first.worldID)),
                ("type", .optional(types.first { $0.code == first.type }?.name)),
                (
                    "translations",
                    .array(
                        translations.map { translation in
                            .object(
                                JSONObject([
                                    ("key", .string(translation.key ?? "")), ("name", .string(translation.name ?? "")),
                                    ("description", .string(translation.description ?? "")),
                                    ("language", .string(translation.language)),
                                ])
                            )
                        }
                    )
                ),
            ])
        )
    }

    func respond(id: Int?) throws -> LocalResponse {
        guard let id else {
            try account.requireActive()
            guard call.method == "GET" else { return try store() }
            let all = try call.store.database.read { db in try Self.load(in: db) }
            var order: [Int] = []
            var bySharedID: [Int: [Translation]] = [:]
            for translation in all {
                if bySharedID[translation.sharedID] == nil { order.append(translation.sharedID) }
                bySharedID[translation.sharedID, default: []].append(translation)
            }
            return .admin(.array(order.map { Self.json(bySharedID[$0]!) }))
        }
        let translations = try call.store.database.read { db in try Self.load(sharedID: id, in: db) }
        guard !translations.isEmpty else { throw AdminFailure.notFound() }
        try account.requireActive()
        switch call.method {
        case "GET": return .admin(Self.json(translations))
        case "PUT", "PATCH":
            guard account.isAdmin else { throw AdminFailure.forbidden() }
            return try update(translations, partial: call.method == "PATCH")
        default:
            guard account.isAdmin else { throw AdminFailure.forbidden() }
            return try destroy(translations)
        }
    }

    private func store() throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        let rows = try validate(call.input, sharedID: nil)
        let created = try call.store.write { db -> [Translation] in
            let sharedID = (try Int.fetchOne(db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
            let created = try insert(rows, sharedID: sharedID, db: db)
            let log = ChangeLog(db: db, userID: account.id, now: call.now)
            for translation in created {
                try log.record(
                    .format,
                    id: sharedID,
                    language: translation.language,
                    before: nil,
                    after: translation.changeValues
                )
            }
            return created
        }
        return .admin(Self.json(created), status: 201)
    }

    private func update(_ current: [Translation], partial: Bool) throws -> LocalResponse {
        var input = call.input
        let first = current[0]
        if partial {
            input.fill("worldId", with: .optional(first.worldID))
            input.fill("type", with: .optional(Self.types.first { $0.code == first.type }?.name))
            input.fill(
                "translations",
                with: .array(
                    current.map { translation in
                        .object(
                            JSONObject([
                                ("key", .optional(translation.key)), ("name", .optional(translation.name)),
                                ("description", .optional(translation.description)),
                                ("language", .string(translation.language)),
                            ])
                        )
                    }
                )
            )
        }
        let rows = try validate(input, sharedID: first.sharedID)
        try call.store.write { db in
            let log = ChangeLog(db: db, userID: account.id, now: call.now)
            try db.execute(sql: "DELETE FROM formats WHERE shared_id_bigint = ?", arguments: [first.sharedID])
            for old in current where !rows.contains(where: { $0.language == old.language }) {
                try log.record(
                    .format,
                    id: old.sharedID,
                    language: old.language,
                    before: old.changeValues,
                    after: nil
                )
            }
            for new in try insert(rows, sharedID: first.sharedID, db: db) {
                let old = current.first { $0.language == new.language }
                try log.record(
                    .format,
                    id: first.sharedID,
                    language: new.language,
                    before: old?.changeValues,
                    after: new.changeValues
                )
            }
        }
        return .noContent
    }

    private func destroy(_ translations: [Translation]) throws -> LocalResponse {
        let sharedID = translations[0].sharedID
        try call.store.write { db in
            if try Self.reservedIDs(in: db).values.contains(sharedID) {
                throw AdminFailure.invalid("id", "The selected id is invalid.")
            }
            let used = try String.fetchAll(
                db,
                sql: "SELECT formats FROM meetings WHERE formats IS NOT NULL AND formats <> ''"
            )
            .contains { $0.split(separator: ",").contains { Int($0) == sharedID } }
            if used { throw AdminFailure.conflict("You cannot delete a format while meetings are using it.") }
            try db.execute(sql: "DELETE FROM formats WHERE shared_id_bigint = ?", arguments: [sharedID])
            let log = ChangeLog(db: db, userID: account.id, now: call.now)
            for translation in translations {
                try log.record(
                    .format,
                    id: sharedID,
                    language: translation.language,
                    before: translation.changeValues,
                    after: nil
                )
            }
        }
        return .noContent
    }

    private struct Values: Sendable {
        var key: String
        var name: String
        var description: String
        var language: String
        var worldID: String?
        var type: String?
    }

    /// Writes the translations of a shared id and reads them back, in the order given.
    private func insert(_ rows: [Values], sharedID: Int, db: Database) throws -> [Translation] {
        for row in rows {
            try db.execute(
                sql: """
                    INSERT INTO formats (shared_id_bigint, key_string, name_string, description_string, lang_enum,
                        worldid_mixed, format_type_enum)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [sharedID, row.key, row.name, row.description, row.language, row.worldID, row.type]
            )
        }
        return try Self.load(sharedID: sharedID, in: db)
    }

    private func validate(_ input: AdminInput, sharedID: Int?) throws -> [Values] {
        let (all, reserved) = try call.store.database.read { db in (try Self.load(in: db), try Self.reservedIDs(in: db))
        }
        var validator = Validator(input)
        validator.check("worldId", [.nullable, .string, .max(30)])
        validator.check("type", [.nullable, .oneOf(Self.types.map(\.name))])
        validator.check("translations", [.required, .array])
        let translations = input["translations"]?.elements ?? []
        if case .array? = input["translations"] {
            var seen: Set<String> = []
            var repeated = false
            for translation in translations {
                let language = translation.object?["language"]?.phpString ?? ""
                if !seen.insert(language).inserted { repeated = true }
            }
            if repeated { validator.fail("translations", "translations may have only one translation per language.") }
            if let sharedID, reserved.values.contains(sharedID),
                !translations.contains(where: { $0.object?["language"]?.phpString == "en" })
            {
                validator.fail("translations", "the english translation of a reserved format cannot be deleted.")
            }
        }
        for (index, translation) in translations.enumerated() {
            let object = translation.object ?? JSONObject()
            func check(_ name: String, _ rules: [Validator.Rule]) {
                validator.check(
                    "translations.\(index).\(name)",
                    value: object[name],
                    isPresent: object.members.contains { $0.key == name },
                    rules
                )
            }
            let language = object["language"]?.phpString
            check(
                "key",
                [
                    .required, .string, .max(10),
                    .custom(implicit: false) { value in
                        Self.keyProblem(value?.phpString ?? "", language: language, sharedID: sharedID, all: all)
                    },
                ]
            )
            check("name", [.required, .string, .max(255)])
            check("description", [.required, .string, .max(255)])
            check("language", [.required, .string, .max(7)])
        }
        try validator.validate()
        let type = input["type"]?.phpString.flatMap { name in Self.types.first { $0.name == name }?.code }
        return translations.map { translation in
            let object = translation.object ?? JSONObject()
            return Values(
                key: object["key"]?.phpString ?? "",
                name: object["name"]?.phpString ?? "",
                description: object["description"]?.phpString ?? "",
                language: object["language"]?.phpString ?? "",
                worldID: input["worldId"]?.text,
                type: type
            )
        }
    }

    /// `FormatTranslationKey`: reserved English keys stay reserved, and keys are unique per language.
    private static func keyProblem(_ key: String, language: String?, sharedID: Int?, all: [Translation]) -> String? {
        guard let language else { return nil }
        if language == "en" {
            let existing = sharedID.flatMap { id in all.first { $0.sharedID == id && $0.language == "en" } }
            if let existingKey = existing?.key, reservedKeys.contains(existingKey) {
                if key != existingKey { return ":attribute cannot be changed for the english \(existingKey) format." }
            } else if reservedKeys.contains(key) {
                return ":attribute cannot be VM, HY, or TC for the english translation."
            }
        }
        if all.contains(where: { $0.sharedID != sharedID && $0.language == language && $0.key == key }) {
            return ":attribute cannot be the same as another format's for the same language."
        }
        return nil
    }
}
