@_spi(BMLTInternal) import BMLT
import GRDB

/// `servicebodies` (`ServiceBodyController`, `ServiceBodyPolicy`, `ServiceBodyResource`).
struct ServiceBodyEndpoints: AdminResource {
    let call: AdminAPI.Call
    private var account: Account { call.account }

    static let types = ["GR", "CO", "GS", "LS", "AS", "MA", "RS", "ZF", "WS"]

    func show(_ body: ServiceBodyRecord) throws -> LocalResponse {
        try authorizeView(body)
        return .admin(body.json)
    }

    /// `GET servicebodies/{id}/editors`.
    func editors(id: Int) throws -> LocalResponse {
        let body = try find(id)
        try account.requireActive()
        try authorizeView(body)
        let editorIDs = Account.editorIDs(body.editors).reduce(into: [Int]()) { ids, id in
            if !ids.contains(id) { ids.append(id) }
        }
        let users = try call.data.read { db in
            try editorIDs.compactMap { try UserRecord.fetchOne(db, key: $0) }
        }
        return .admin(
            .array(
                users.map { user in
                    let manages =
                        account.isAdmin || account.id == user.id
                        || (account.isServiceBodyAdmin && user.ownerID == account.id)
                    return .object(
                        JSONObject([
                            ("userId", .integer(orNull: user.id)), ("displayName", .string(user.name)),
                            ("readOnly", .bool(!manages)),
                        ])
                    )
                }
            )
        )
    }

    func find(_ id: Int) throws -> ServiceBodyRecord {
        guard let body = try call.data.read({ db in try ServiceBodyRecord.fetchOne(db, key: id) }) else {
            throw AdminFailure.notFound()
        }
        return body
    }

    private func authorizeView(_ body: ServiceBodyRecord) throws {
        if account.isAdmin { return }
        guard account.assignedServiceBodyIDs(try call.catalog()).contains(body.id) else {
            throw AdminFailure.forbidden()
        }
    }

    func index() throws -> LocalResponse {
        let allowed = account.isAdmin ? nil : account.assignedServiceBodyIDs(try call.catalog())
        let bodies = try call.data.read { db in
            try ServiceBodyRecord.order(Column("id_bigint")).fetchAll(db)
        }
        return .admin(.array(bodies.filter { allowed?.contains($0.id) ?? true }.map(\.json)))
    }

    func store() throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        let values = try validate(call.input)
        let created = try call.data.write { db -> ServiceBodyRecord in
            var body = ServiceBodyRecord(values)
            body.rowID = try db.newRowID(in: ServiceBodyRecord.databaseTableName, column: "id_bigint")
            try body.insert(db)
            try ChangeLog(db: db, userID: account.id, now: call.now).record(before: nil, after: body)
            return body
        }
        return .admin(created.json, status: 201)
    }

    func update(_ body: ServiceBodyRecord, partial: Bool) throws -> LocalResponse {
        if !account.isAdmin {
            guard account.isServiceBodyAdmin, account.adminServiceBodyIDs(try call.catalog()).contains(body.id) else {
                throw AdminFailure.forbidden()
            }
        }
        var input = call.input
        if partial {
            // The controller reads a column that does not exist for the parent, so a PATCH without `parentId` moves
            // the body to the top level, as on the real server.
            input.fill("parentId", with: .null)
            input.fill("type", with: .string(orNull: body.type))
            input.fill("adminUserId", with: .integer(orNull: body.adminUserID))
            input.fill("name", with: .string(body.name))
            input.fill("description", with: .string(body.description))
            input.fill("assignedUserIds", with: .list(Account.editorIDs(body.editors)))
            input.fill("url", with: .string(orNull: body.url))
            input.fill("email", with: .string(body.email))
            input.fill("helpline", with: .string(orNull: body.helpline))
            input.fill("worldId", with: .string(orNull: body.worldID))
        }
        let values = try validate(input)
        var changed = body
        if account.isAdmin {
            changed.storedParentID = values.parentID
            changed.type = values.type
            changed.adminUserID = values.adminUserID
            changed.name = values.name
        }
        changed.description = values.description
        changed.editors = values.editors
        changed.url = values.url
        changed.email = values.email
        changed.helpline = values.helpline
        changed.worldID = values.worldID
        try call.update(body, to: changed)
        return .noContent
    }

    func destroy(_ body: ServiceBodyRecord) throws -> LocalResponse {
        guard account.isAdmin else { throw AdminFailure.forbidden() }
        let force = call.query.values["force"] == .scalar("true")
        try call.data.write { db in
            if try !ServiceBodyRecord.filter(ServiceBodyRecord.CodingKeys.storedParentID == body.id).isEmpty(db) {
                throw AdminFailure.conflict(
                    "You cannot delete a service body while other service bodies are assigned to it."
                )
            }
            let meetingIDs = try MeetingRecord.ids(ofServiceBody: body.id, in: db)
            if !meetingIDs.isEmpty, !force {
                throw AdminFailure.conflict("You cannot delete a service body while meetings are assigned to it.")
            }
            let log = ChangeLog(db: db, userID: account.id, now: call.now)
            for id in meetingIDs { try log.deleteMeeting(id) }
            try body.delete(db)
            try log.record(before: body, after: nil)
        }
        return .noContent
    }

    fileprivate struct Validated {
        var parentID: Int
        var name: String
        var description: String
        var type: String
        var adminUserID: Int?
        var editors: String
        var url: String?
        var helpline: String?
        var email: String
        var worldID: String?
    }

    private func validate(_ input: AdminInput) throws -> Validated {
        let catalog = try call.catalog()
        func id(_ value: JSONValue) -> Int? { value.strictInt ?? value.phpString.flatMap { Int($0) } }
        let bodyExists = { (value: JSONValue) in id(value).flatMap(catalog.serviceBody(id:)) != nil }
        let userExists = { (value: JSONValue) in id(value).map { id in catalog.users.contains { $0.id == id } } == true
        }
        var validator = Validator(input)
        validator.check("parentId", [.nullable, .present, .integer, .exists(bodyExists)])
        validator.check("name", [.required, .string, .max(255)])
        validator.check("description", [.nullable, .string])
        validator.check("type", [.required, .oneOf(Self.types)])
        validator.check("adminUserId", [.required, .exists(userExists)])
        validator.check("assignedUserIds", [.present, .array])
        validator.check("url", [.nullable, .url, .max(255)])
        validator.check("helpline", [.nullable, .string, .max(255)])
        validator.check("email", [.nullable, .email, .max(255)])
        validator.check("worldId", [.nullable, .string, .max(30)])
        // Laravel appends the rules a wildcard expands to after the others (`ValidationRuleParser::explodeRules`).
        if case .array(let ids)? = input["assignedUserIds"] {
            for (index, id) in ids.enumerated() {
                validator.check(
                    "assignedUserIds.\(index)",
                    value: id,
                    isPresent: true,
                    [.integer, .exists(userExists)]
                )
            }
        }
        try validator.validate()
        let editors: [Int] = input["assignedUserIds"]?.elements?.compactMap(\.strictInt) ?? []
        return Validated(
            parentID: input["parentId"]?.strictInt ?? 0,
            name: input["name"]?.phpString ?? "",
            description: input["description"]?.phpString ?? "",
            type: input["type"]?.phpString ?? "",
            adminUserID: input["adminUserId"]?.strictInt ?? input["adminUserId"]?.phpString.flatMap { Int($0) },
            editors: editors.map(String.init).joined(separator: ","),
            url: input["url"]?.text,
            helpline: input["helpline"]?.text,
            email: input["email"]?.phpString ?? "",
            worldID: input["worldId"]?.text
        )
    }
}

/// `ServiceBodyResource` and `ServiceBodyRepository::serializeForChange`.
extension ServiceBodyRecord: ChangeLogged {
    static let objectClass = ChangeLog.ObjectClass.serviceBody

    /// A new service body.
    fileprivate init(_ values: ServiceBodyEndpoints.Validated) {
        storedParentID = values.parentID
        name = values.name
        description = values.description
        type = values.type
        adminUserID = values.adminUserID
        editors = values.editors
        url = values.url
        helpline = values.helpline
        email = values.email
        worldID = values.worldID
    }

    var changeObjectID: Int { id }

    var json: JSONValue {
        .object(
            JSONObject([
                ("id", .integer(orNull: id)), ("parentId", parentID == 0 ? .null : .integer(orNull: parentID)),
                ("name", .string(name)), ("description", .string(description)),
                ("type", type.flatMap { ServiceBodyEndpoints.types.contains($0) ? .string($0) : nil } ?? .null),
                ("adminUserId", .integer(orNull: adminUserID)),
                (
                    "assignedUserIds",
                    .array(
                        (editors ?? "").split(separator: ",").map { .integer(orNull: PHPText.intval(String($0))) }
                    )
                ),
                ("url", .string(orNull: url)), ("helpline", .string(orNull: helpline)), ("email", .string(email)),
                ("worldId", .string(orNull: worldID)),
            ])
        )
    }

    /// `ServiceBodyRepository::serializeForChange`.
    var changeValues: [String?] {
        [
            String(id), adminUserID.map(String.init) ?? "", editors ?? "", helpline ?? "", url ?? "",
            worldID ?? "", name, description, language, type ?? "", storedParentID.map(String.init) ?? "",
            secondParentID.map(String.init) ?? "", email,
        ]
    }
}
