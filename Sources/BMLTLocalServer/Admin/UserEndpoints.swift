import BMLT
import GRDB

/// `users` (`UserController`, `UserPolicy`, `UserResource`).
struct UserEndpoints {
    let call: AdminAPI.Call
    private var account: Account { call.account }

    /// A `users` row.
    struct User {
        var id: Int
        var level: Int
        var name: String
        var description: String
        var email: String
        var login: String
        var passwordHash: String
        var lastAccess: String?
        var language: String
        var ownerID: Int

        static let types: [Int: String] = [
            Account.Level.admin: "admin", Account.Level.serviceBodyAdmin: "serviceBodyAdmin",
            Account.Level.deactivated: "deactivated", Account.Level.observer: "observer",
        ]
        static func level(ofType type: String) -> Int? { types.first { $0.value == type }?.key }

        init(row: Row) {
            id = row["id_bigint"]
            level = row["user_level_tinyint"]
            name = row["name_string"]
            description = row["description_string"]
            email = row["email_address_string"]
            login = row["login_string"]
            passwordHash = row["password_string"]
            lastAccess = row["last_access_datetime"]
            language = row["lang_enum"]
            ownerID = row["owner_id_bigint"]
        }

        static func load(_ id: Int, in db: Database) throws -> User? {
            try Row.fetchOne(db, sql: "SELECT * FROM users WHERE id_bigint = ?", arguments: [id]).map(User.init)
        }

        var json: JSONValue {
            .object(
                JSONObject([
                    ("id", .integer(id)), ("username", .string(login)),
                    ("type", .string(Self.types[level] ?? "deactivated")), ("displayName", .string(name)),
                    ("description", .string(description)), ("email", .string(email)),
                    ("ownerId", ownerID == -1 ? .null : .integer(ownerID)),
                    ("lastLoginAt", .optional(AdminDates.json(fromDatabaseText: lastAccess))),
                ])
            )
        }

        /// `UserRepository::serializeForChange`, a null last access kept.
        var changeValues: [String?] {
            [
                String(id), String(level), email, login, passwordHash, lastAccess, name, description, String(ownerID),
                language,
            ]
        }
    }

    func respond(id: Int?) throws -> LocalResponse {
        guard let id else {
            try account.requireActive()
            return call.method == "GET" ? try index() : try store()
        }
        guard let user = try call.store.database.read({ db in try User.load(id, in: db) }) else {
            throw AdminFailure.notFound()
        }
        try account.requireActive()
        switch call.method {
        case "GET":
            try authorizeViewOrUpdate(user)
            return .admin(user.json)
        case "PUT", "PATCH":
            try authorizeViewOrUpdate(user)
            return try update(user, partial: call.method == "PATCH")
        default:
            guard account.isAdmin else { throw AdminFailure.forbidden() }
            return try destroy(user)
        }
    }

    private func index() throws -> LocalResponse {
        let users = try call.store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM users ORDER BY id_bigint").map(User.init)
        }
        let visible = users.filter { user in
            account.isAdmin || user.id == account.id || (account.isServiceBodyAdmin && user.ownerID == account.id)
        }
        return .admin(.array(visible.map(\.json)))
    }

    /// `UserPolicy::view` and `update`: oneself, a user one owns as service body administrator, or any as server
    /// administrator.
    private func authorizeViewOrUpdate(_ user: User) throws(AdminFailure) {
        if user.id == account.id || account.isAdmin { return }
        if account.isServiceBodyAdmin, user.ownerID == account.id { return }
        throw AdminFailure.forbidden()
    }

    private func store() throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        let input = call.input
        let validated = try validate(input, ignoring: nil, passwordRequired: true)
        let created = try call.store.write { db -> User in
            try db.execute(
                sql: """
                    INSERT INTO users (login_string, password_string, user_level_tinyint, name_string,
                        description_string, email_address_string, owner_id_bigint, last_access_datetime, lang_enum)
                    VALUES (?, ?, ?, ?, ?, ?, ?, NULL, 'en')
                    """,
                arguments: [
                    validated.username, Passwords.hash(validated.password ?? ""), validated.level,
                    validated.displayName,
                    validated.description, validated.email, validated.ownerID,
                ]
            )
            let user = try User.load(Int(db.lastInsertedRowID), in: db)!
            try ChangeLog(db: db, userID: account.id, now: call.now)
                .record(.user, id: user.id, language: user.language, before: nil, after: user.changeValues)
            return user
        }
        return .admin(created.json, status: 201)
    }

    private func update(_ user: User, partial: Bool) throws -> LocalResponse {
        var input = call.input
        if partial {
            input.fill("type", with: .string(User.types[user.level] ?? "deactivated"))
            input.fill("username", with: .string(user.login))
            input.fill("displayName", with: .string(user.name))
            input.fill("description", with: .string(user.description))
            input.fill("email", with: .string(user.email))
            input.fill("ownerId", with: user.ownerID == -1 ? .null : .integer(user.ownerID))
        }
        let validated = try validate(input, ignoring: user.id, passwordRequired: false)
        let isOwner = account.isServiceBodyAdmin && account.id == user.ownerID
        var changed = user
        if account.isAdmin {
            changed.level = validated.level
            changed.ownerID = validated.ownerID
        }
        if account.isAdmin || isOwner { changed.login = validated.username }
        if let password = validated.password { changed.passwordHash = Passwords.hash(password) }
        changed.name = validated.displayName
        changed.description = validated.description
        changed.email = validated.email
        try call.store.write { db in
            try db.execute(
                sql: """
                    UPDATE users SET user_level_tinyint = ?, owner_id_bigint = ?, login_string = ?, password_string = ?,
                        name_string = ?, description_string = ?, email_address_string = ? WHERE id_bigint = ?
                    """,
                arguments: [
                    changed.level, changed.ownerID, changed.login, changed.passwordHash, changed.name,
                    changed.description, changed.email, user.id,
                ]
            )
            try ChangeLog(db: db, userID: account.id, now: call.now)
                .record(
                    .user,
                    id: user.id,
                    language: user.language,
                    before: user.changeValues,
                    after: changed.changeValues
                )
        }
        return .noContent
    }

    private func destroy(_ user: User) throws -> LocalResponse {
        try call.store.write { db in
            let owns = try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM users WHERE owner_id_bigint = :id)
                        OR EXISTS (SELECT 1 FROM service_bodies WHERE principal_user_bigint = :id)
                    """,
                arguments: ["id": user.id]
            )
            if owns == true {
                throw AdminFailure.conflict(
                    "You cannot delete a user while other users or service bodies are assigned to it."
                )
            }
            // Editors are a comma list, so the server removes the user from each list by hand.
            for row in try Row.fetchAll(db, sql: "SELECT id_bigint, editors_string FROM service_bodies") {
                let editors = Account.editorIDs(row["editors_string"])
                guard editors.contains(user.id) else { continue }
                try db.execute(
                    sql: "UPDATE service_bodies SET editors_string = ? WHERE id_bigint = ?",
                    arguments: [
                        editors.filter { $0 != user.id }.map(String.init).joined(separator: ","), row["id_bigint"],
                    ]
                )
            }
            try db.execute(sql: "DELETE FROM personal_access_tokens WHERE user_id = ?", arguments: [user.id])
            try db.execute(sql: "DELETE FROM users WHERE id_bigint = ?", arguments: [user.id])
            try ChangeLog(db: db, userID: account.id, now: call.now)
                .record(.user, id: user.id, language: user.language, before: user.changeValues, after: nil)
        }
        return .noContent
    }

    private struct Validated {
        var username: String
        var password: String?
        var level: Int
        var displayName: String
        var description: String
        var email: String
        var ownerID: Int
    }

    private func validate(_ input: AdminInput, ignoring userID: Int?, passwordRequired: Bool) throws -> Validated {
        let database = call.store.database
        let users = try call.catalog().users
        func userExists(_ value: JSONValue) -> Bool {
            guard let id = value.strictInt else { return false }
            return users.contains { $0.id == id }
        }
        var validator = Validator(input)
        validator.check(
            "username",
            [
                .required, .string, .max(255),
                .unique { value in
                    guard let login = value.phpString else { return false }
                    let owner = try? database.read { db in
                        try Int.fetchOne(
                            db,
                            sql: "SELECT id_bigint FROM users WHERE login_string = ?",
                            arguments: [login]
                        )
                    }
                    return owner.flatMap { $0 } != nil && owner.flatMap { $0 } != userID
                },
            ]
        )
        validator.check(
            "password",
            (passwordRequired ? [.required] : []) + [
                .custom(implicit: false) { value in
                    guard case .string(let text)? = value else { return "The :attribute must be a string." }
                    return text.count < 12 ? "The :attribute must be at least 12 characters." : nil
                }
            ]
        )
        validator.check("type", [.required, .oneOf(Array(User.types.values))])
        validator.check("displayName", [.required, .string, .max(255)])
        validator.check("description", [.nullable, .string, .max(1024)])
        validator.check("email", [.nullable, .email])
        validator.check("ownerId", [.nullable, .present, .integer, .exists(userExists)])
        try validator.validate()
        var ownerID = input["ownerId"]?.strictInt ?? -1
        if users.contains(where: { $0.id == ownerID && $0.level == Account.Level.admin }) {
            ownerID = -1
        }
        let password: String? = input.has("password") ? input["password"]?.phpString : nil
        return Validated(
            username: input["username"]?.phpString ?? "",
            password: password,
            level: User.level(ofType: input["type"]?.phpString ?? "") ?? Account.Level.deactivated,
            displayName: input["displayName"]?.phpString ?? "",
            description: input["description"]?.phpString ?? "",
            email: input["email"]?.phpString ?? "",
            ownerID: ownerID
        )
    }
}
