@_spi(BMLTInternal) import BMLT
import GRDB

/// `formats` (`FormatController`, `FormatPolicy`, `FormatResource`): one item per shared id, with its translations.
struct FormatEndpoints: AdminResource {
    let call: AdminAPI.Call
    private var account: Account { call.account }

    /// `comdef_format_types`: stored type codes and their API names.
    static let types: [(code: String, name: String)] = [
        ("FC1", "MEETING_FORMAT"), ("FC2", "LOCATION"), ("FC3", "COMMON_NEEDS_OR_RESTRICTION"),
        ("O", "OPEN_OR_CLOSED"), ("LANG", "LANGUAGE"), ("ALERT", "ALERT"),
    ]
    /// English keys of the formats the server derives from the venue type.
    static let reservedKeys = ["VM", "HY", "TC"]

    static func load(sharedID: Int? = nil, in db: Database) throws -> [FormatRecord] {
        try FormatRecord.all(sharedID: sharedID).fetchAll(db)
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

    /// `FormatResource`: the first row's world id and type, every translation by language (the `translations`
    /// relation's `orderBy('lang_enum')`).
    static func json(_ translations: [FormatRecord]) -> JSONValue {
        let first = translations[0]
        let translations = translations.sorted { $0.language < $1.language }
        return .object(
            JSONObject([
                ("id", .integer(orNull: first.sharedID)), ("worldId", .string(orNull: first.worldID)),
                ("type", .string(orNull: types.first { $0.code == first.type }?.name)),
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

    func index() throws -> LocalResponse {
        let all = try call.data.read { db in try Self.load(in: db) }
        var order: [Int] = []
        var bySharedID: [Int: [FormatRecord]] = [:]
        for translation in all {
            if bySharedID[translation.sharedID] == nil { order.append(translation.sharedID) }
            bySharedID[translation.sharedID, default: []].append(translation)
        }
        return .admin(.array(order.map { Self.json(bySharedID[$0]!) }))
    }

    func find(_ id: Int) throws -> [FormatRecord] {
        let translations = try call.data.read { db in try Self.load(sharedID: id, in: db) }
        guard !translations.isEmpty else { throw AdminFailure.notFound() }
        return translations
    }

    func show(_ translations: [FormatRecord]) throws -> LocalResponse { .admin(Self.json(translations)) }

    func store() throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        let rows = try validate(call.input, sharedID: nil)
        let created = try call.data.write { db -> [FormatRecord] in
            let sharedID = (try Int.fetchOne(db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
            let created = try insert(rows, sharedID: sharedID, db: db)
            let log = ChangeLog(db: db, userID: account.id, now: call.now)
            for translation in created { try log.record(before: nil, after: translation) }
            return created
        }
        return .admin(Self.json(created), status: 201)
    }

    func update(_ current: [FormatRecord], partial: Bool) throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        var input = call.input
        let first = current[0]
        if partial {
            input.fill("worldId", with: .string(orNull: first.worldID))
            input.fill("type", with: .string(orNull: Self.types.first { $0.code == first.type }?.name))
            input.fill(
                "translations",
                with: .array(
                    current.map { translation in
                        .object(
                            JSONObject([
                                ("key", .string(orNull: translation.key)), ("name", .string(orNull: translation.name)),
                                ("description", .string(orNull: translation.description)),
                                ("language", .string(translation.language)),
                            ])
                        )
                    }
                )
            )
        }
        let rows = try validate(input, sharedID: first.sharedID)
        try call.data.write { db in
            let log = ChangeLog(db: db, userID: account.id, now: call.now)
            try FormatRecord.all(sharedID: first.sharedID).deleteAll(db)
            for old in current where !rows.contains(where: { $0.language == old.language }) {
                try log.record(before: old, after: nil)
            }
            for new in try insert(rows, sharedID: first.sharedID, db: db) {
                try log.record(before: current.first { $0.language == new.language }, after: new)
            }
        }
        return .noContent
    }

    func destroy(_ translations: [FormatRecord]) throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        let sharedID = translations[0].sharedID
        try call.data.write { db in
            if try Self.reservedIDs(in: db).values.contains(sharedID) {
                throw AdminFailure.invalid("id", "The selected id is invalid.")
            }
            let used = try String.fetchAll(
                db,
                sql: "SELECT formats FROM meetings WHERE formats IS NOT NULL AND formats <> ''"
            )
            .contains { $0.split(separator: ",").contains { Int($0) == sharedID } }
            if used { throw AdminFailure.conflict("You cannot delete a format while meetings are using it.") }
            try FormatRecord.all(sharedID: sharedID).deleteAll(db)
            let log = ChangeLog(db: db, userID: account.id, now: call.now)
            for translation in translations { try log.record(before: translation, after: nil) }
        }
        return .noContent
    }

    fileprivate struct Values: Sendable {
        var key: String
        var name: String
        var description: String
        var language: String
        var worldID: String?
        var type: String?
    }

    /// Writes the translations of a shared id, in the order given.
    private func insert(_ rows: [Values], sharedID: Int, db: Database) throws -> [FormatRecord] {
        try rows.map { row in
            var translation = FormatRecord(row, sharedID: sharedID)
            try translation.insert(db)
            return translation
        }
    }

    private func validate(_ input: AdminInput, sharedID: Int?) throws -> [Values] {
        let (all, reserved) = try call.data.read { db in (try Self.load(in: db), try Self.reservedIDs(in: db))
        }
        var validator = Validator(input)
        validator.check("worldId", [.nullable, .string, .max(30)])
        validator.check("type", [.nullable, .oneOf(Self.types.map(\.name))])
        validator.check("translations", [.required, .array])
        // `translations.*` reaches an array's elements by index and an object's by key, nothing else.
        let entries: [(key: String, value: JSONValue)] =
            switch input["translations"] {
            case .array(let values)?: values.enumerated().map { (String($0.offset), $0.element) }
            case .object(let object)?: object.members
            default: []
            }
        // The closure and `FormatTranslations` run after `array` fails too, but not after `required` does.
        if let given = input["translations"], !Validator.isEmpty(given) {
            let items = Self.collected(given)
            var languages: Set<String> = []
            if items.flatMap(Self.groupKeys).contains(where: { !languages.insert($0).inserted }) {
                validator.fail("translations", "translations may have only one translation per language.")
            }
            if let sharedID, reserved.values.contains(sharedID) {
                // `$t['language']` on an item that is no array with that key is a PHP warning or TypeError: a 500.
                let languages = try items.map { item in
                    guard let language = item.object?.members.last(where: { $0.key == "language" })?.value else {
                        throw AdminFailure.serverError
                    }
                    return language
                }
                if !languages.contains(where: { $0 == .string("en") || $0 == .bool(true) }) {
                    validator.fail("translations", "the english translation of a reserved format cannot be deleted.")
                }
            }
        }
        // Each wildcard rule is expanded over every translation in turn: all keys, then all names, and so on.
        func check(_ name: String, _ rules: (_ translation: JSONObject) -> [Validator.Rule]) {
            for (index, translation) in entries {
                let object = translation.object ?? JSONObject()
                validator.check(
                    "translations.\(index).\(name)",
                    value: object[name],
                    isPresent: object.members.contains { $0.key == name },
                    rules(object)
                )
            }
        }
        check("key") { translation in
            let language = translation["language"]?.phpString
            return [
                .required, .string, .max(10),
                .custom(implicit: false) { value in
                    Self.reservedKeyProblem(value?.phpString ?? "", language: language, sharedID: sharedID, all: all)
                },
                .custom(implicit: false) { value in
                    Self.duplicateKeyProblem(value?.phpString ?? "", language: language, sharedID: sharedID, all: all)
                },
            ]
        }
        check("name") { _ in [.required, .string, .max(255)] }
        check("description") { _ in [.required, .string, .max(255)] }
        check("language") { _ in [.required, .string, .max(7)] }
        try validator.validate()
        let type = input["type"]?.phpString.flatMap { name in Self.types.first { $0.name == name }?.code }
        return entries.map { _, translation in
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

    /// `collect($value)`'s items: an array's elements, an object's values, or a scalar alone.
    private static func collected(_ value: JSONValue) -> [JSONValue] {
        switch value {
        case .array(let values): return values
        case .object(let object): return object.members.map(\.value)
        default: return [value]
        }
    }

    /// The groups `groupBy('language')` puts an item in, as PHP array keys: a missing or null language is `""`, a
    /// boolean or a number the integer PHP makes of it (an integer string is that integer already), an array one
    /// group per element.
    private static func groupKeys(_ item: JSONValue) -> [String] {
        func key(_ language: JSONValue) -> [String] {
            switch language {
            case .null: return [""]
            case .bool(let flag): return [flag ? "1" : "0"]
            case .number(let raw): return [Double(raw).map { String(PHPText.int($0)) } ?? raw]
            case .string(let text): return [text]
            case .array(let values): return values.flatMap(key)
            case .object(let object): return object.members.flatMap { key($0.value) }
            }
        }
        return key(item.object?.members.last(where: { $0.key == "language" })?.value ?? .null)
    }

    /// `FormatTranslationKey`, first half: a new format (or one without an English row) may not take VM, HY or TC
    /// in English, and an English VM, HY or TC keeps its key.
    private static func reservedKeyProblem(
        _ key: String,
        language: String?,
        sharedID: Int?,
        all: [FormatRecord]
    )
        -> String?
    {
        guard language == "en" else { return nil }
        let existing = sharedID.flatMap { id in all.first { $0.sharedID == id && $0.language == "en" } }
        guard let existing else {
            return reservedKeys.contains(key) ? ":attribute cannot be VM, HY, or TC for the english translation." : nil
        }
        if let existingKey = existing.key, reservedKeys.contains(existingKey), key != existingKey {
            return ":attribute cannot be changed for the english \(existingKey) format."
        }
        return nil
    }

    /// `FormatTranslationKey`, second half: keys are unique per language (both halves may fail).
    private static func duplicateKeyProblem(
        _ key: String,
        language: String?,
        sharedID: Int?,
        all: [FormatRecord]
    )
        -> String?
    {
        guard let language else { return nil }
        return all.contains(where: { $0.sharedID != sharedID && $0.language == language && $0.key == key })
            ? ":attribute cannot be the same as another format's for the same language." : nil
    }
}

/// `FormatRepository::serializeForChange`.
extension FormatRecord: ChangeLogged {
    static let objectClass = ChangeLog.ObjectClass.format

    /// A new translation.
    fileprivate init(_ values: FormatEndpoints.Values, sharedID: Int) {
        self.sharedID = sharedID
        key = values.key
        name = values.name
        description = values.description
        language = values.language
        worldID = values.worldID
        type = values.type
    }

    var changeObjectID: Int { sharedID }

    /// `FormatRepository::serializeForChange`, nulls kept.
    var changeValues: [String?] {
        [String(sharedID), type, key, icon, worldID, language, name, description]
    }
}
