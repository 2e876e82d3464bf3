@_spi(BMLTInternal) import BMLT
import GRDB

/// `users` (`UserController`, `UserPolicy`, `UserResource`).
struct UserEndpoints: AdminResource {
    let call: AdminAPI.Call
    private var account: Account { call.account }

    func find(_ id: Int) throws -> UserRecord {
        guard let user = try call.data.read({ db in try UserRecord.fetchOne(db, key: id) }) else {
            throw AdminFailure.notFound()
        }
        return user
    }

    func show(_ user: UserRecord) throws -> LocalResponse {
        try authorizeViewOrUpdate(user)
        return .admin(user.json)
    }

    func index() throws -> LocalResponse {
        let users = try call.data.read { db in
            try UserRecord.order(Column("id_bigint")).fetchAll(db)
        }
        let visible = users.filter { user in
            account.isAdmin || user.id == account.id || (account.isServiceBodyAdmin && user.ownerID == account.id)
        }
        return .admin(.array(visible.map(\.json)))
    }

    /// `UserPolicy::view` and `update`: oneself, a user one owns as service body administrator, or any as server
    /// administrator.
    private func authorizeViewOrUpdate(_ user: UserRecord) throws(AdminFailure) {
        if user.id == account.id || account.isAdmin { return }
        if account.isServiceBodyAdmin, user.ownerID == account.id { return }
        throw AdminFailure.forbidden()
    }

    func store() throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        let input = call.input
        let validated = try validate(input, ignoring: nil, passwordRequired: true)
        let created = try call.data.write { db -> UserRecord in
            var user = UserRecord(
                rowID: try db.newRowID(in: UserRecord.databaseTableName, column: "id_bigint"),
                level: validated.level,
                name: validated.displayName,
                description: validated.description,
                email: validated.email,
                login: validated.username,
                passwordHash: try call.passwordHash(of: validated.password ?? ""),
                lastAccess: nil,
                ownerID: validated.ownerID
            )
            try user.insert(db)
            try ChangeLog(db: db, userID: account.id, now: call.now).record(before: nil, after: user)
            return user
        }
        return .admin(created.json, status: 201)
    }

    func update(_ user: UserRecord, partial: Bool) throws -> LocalResponse {
        try authorizeViewOrUpdate(user)
        var input = call.input
        if partial {
            input.fill("type", with: .string(UserRecord.types[user.level] ?? "deactivated"))
            input.fill("username", with: .string(user.login))
            input.fill("displayName", with: .string(user.name))
            input.fill("description", with: .string(user.description))
            input.fill("email", with: .string(user.email))
            input.fill("ownerId", with: user.ownerID == -1 ? .null : .integer(orNull: user.ownerID))
        }
        let validated = try validate(input, ignoring: user.id, passwordRequired: false)
        let isOwner = account.isServiceBodyAdmin && account.id == user.ownerID
        var changed = user
        if account.isAdmin {
            changed.level = validated.level
            changed.ownerID = validated.ownerID
        }
        if account.isAdmin || isOwner { changed.login = validated.username }
        if let password = validated.password { changed.passwordHash = try call.passwordHash(of: password) }
        changed.name = validated.displayName
        changed.description = validated.description
        changed.email = validated.email
        try call.update(user, to: changed)
        return .noContent
    }

    func destroy(_ user: UserRecord) throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        try call.data.write { db in
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
            _ = try AccessTokenRecord.filter(AccessTokenRecord.CodingKeys.userID == user.id).deleteAll(db)
            try user.delete(db)
            try ChangeLog(db: db, userID: account.id, now: call.now).record(before: user, after: nil)
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
        let data = call.data
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
                    let owner = try? data.read { db in try UserRecord.find(login: login, in: db)?.id }
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
        validator.check("type", [.required, .oneOf(Array(UserRecord.types.values))])
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
            level: UserRecord.level(ofType: input["type"]?.phpString ?? "") ?? Account.Level.deactivated,
            displayName: input["displayName"]?.phpString ?? "",
            description: input["description"]?.phpString ?? "",
            email: input["email"]?.phpString ?? "",
            ownerID: ownerID
        )
    }
}

/// `UserResource` and `UserRepository::serializeForChange`.
extension UserRecord: ChangeLogged {
    static let objectClass = ChangeLog.ObjectClass.user

    static let types: [Int: String] = [
        Account.Level.admin: "admin", Account.Level.serviceBodyAdmin: "serviceBodyAdmin",
        Account.Level.deactivated: "deactivated", Account.Level.observer: "observer",
    ]
    static func level(ofType type: String) -> Int? { types.first { $0.value == type }?.key }

    var changeObjectID: Int { id }

    var json: JSONValue {
        .object(
            JSONObject([
                ("id", .integer(orNull: id)), ("username", .string(login)),
                ("type", .string(Self.types[level] ?? "deactivated")), ("displayName", .string(name)),
                ("description", .string(description)), ("email", .string(email)),
                ("ownerId", ownerID == -1 ? .null : .integer(orNull: ownerID)),
                ("lastLoginAt", .string(orNull: AdminDates.json(fromDatabaseText: lastAccess))),
            ])
        )
    }

    /// A null last access kept.
    var changeValues: [String?] {
        [
            String(id), String(level), email, login, passwordHash, lastAccess, name, description, String(ownerID),
            language,
        ]
    }
}
