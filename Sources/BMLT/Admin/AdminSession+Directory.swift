import Foundation

// The user, their permissions, and the server's formats, service bodies and users.
//
// 3.x/4.x servers offer every operation; 2.x servers' json.php only reads (the user, permissions, formats, service
// bodies), so their writes fail with `.unsupported`.
extension AdminSession {
    /// The logged-in user.
    public func currentUser() async throws -> AdminUser {
        switch flavour {
        case .adminAPI:
            let credential = try await liveCredential()
            if let id = credential.userID { return try await user(id: id) }
            guard let user = try await users().first(where: { $0.username == credential.username }) else {
                throw BMLTError(code: .unexpectedShape, reason: "The server does not list the logged-in user.")
            }
            return user
        case .legacy:
            return try AdminUser(legacyUserInfo: try await legacy("get_user_info"), username: credential?.username)
        }
    }

    /// The service bodies this login may observe, edit the meetings of, and administer.
    public func permissions() async throws -> AdminPermissions {
        switch flavour {
        case .adminAPI:
            let user = try await currentUser()
            let bodies = try await serviceBodies()
            let ids = Set(bodies.map(\.id))
            switch user.level {
            case .serverAdministrator:
                return AdminPermissions(
                    observable: ids,
                    meetingsEditable: ids,
                    administrable: ids,
                    isServerAdministrator: true
                )
            case .serviceBodyAdministrator:
                // A body is administered by its administrator and by the administrators of the bodies above it.
                let parents = Dictionary(bodies.map { ($0.id, $0.parentID) }, uniquingKeysWith: { first, _ in first })
                let administered = Set(bodies.filter { $0.administratorID == user.id }.map(\.id))
                let administrable = ids.filter { id in
                    var next: Int? = id
                    var visited: Set<Int> = []
                    while let current = next, visited.insert(current).inserted {
                        if administered.contains(current) { return true }
                        next = parents[current] ?? nil
                    }
                    return false
                }
                return AdminPermissions(observable: ids, meetingsEditable: ids, administrable: administrable)
            case .observer:
                return AdminPermissions(observable: ids)
            case .deactivated:
                return AdminPermissions()
            }
        case .legacy:
            return AdminPermissions(legacyPermissions: try await legacy("get_permissions"))
        }
    }

    // MARK: - Formats

    /// Every format with its translations.
    public func formats() async throws -> [AdminFormat] {
        switch flavour {
        case .adminAPI:
            return (try await api("GET", "formats").elements ?? []).compactMap(\.object).map(
                AdminFormat.init(adminAPI:)
            )
        case .legacy:
            let languages = try await client.serverInfo().languages.map(\.code)
            let formats = try await client.formats(FormatQuery(languages: languages))
            return Dictionary(grouping: formats, by: \.sharedID).keys.sorted().map { id in
                let translations = formats.filter { $0.sharedID == id }
                return AdminFormat(
                    id: id,
                    worldID: translations.first?.worldID,
                    kind: translations.first?.kind,
                    translations: translations.map {
                        .init(key: $0.key, name: $0.name, description: $0.description, language: $0.language)
                    }
                )
            }
        }
    }

    /// One format, by shared id.
    public func format(id: Int) async throws -> AdminFormat {
        guard flavour == .adminAPI else {
            guard let format = try await formats().first(where: { $0.id == id }) else {
                throw Self.missing("format", id)
            }
            return format
        }
        return AdminFormat(adminAPI: try await object(api("GET", "formats/\(id)")))
    }

    /// Creates a format (server administrators only) and returns it with its new shared id.
    public func createFormat(_ format: AdminFormat) async throws -> AdminFormat {
        try requireAdminAPI("Creating formats")
        return AdminFormat(adminAPI: try await object(api("POST", "formats", body: format.adminAPIObject)))
    }

    /// Replaces a format's type, world id and translations.
    public func updateFormat(_ format: AdminFormat) async throws {
        try requireAdminAPI("Changing formats")
        try await api("PUT", "formats/\(format.id)", body: format.adminAPIObject)
        formatCache = nil
    }

    /// Deletes a format; `.conflict` while meetings use it.
    public func deleteFormat(id: Int) async throws {
        try requireAdminAPI("Deleting formats")
        try await api("DELETE", "formats/\(id)")
        formatCache = nil
    }

    // MARK: - Service bodies

    /// The service bodies: on 3.x/4.x servers those the user is assigned to (every body for the server
    /// administrator), with their administrator and editors; on 2.x servers every body.
    public func serviceBodies() async throws -> [ServiceBody] {
        switch flavour {
        case .adminAPI:
            return (try await api("GET", "servicebodies").elements ?? []).compactMap(\.object).map(
                ServiceBody.init(adminAPI:)
            )
        case .legacy:
            return try await client.serviceBodies()
        }
    }

    /// One service body.
    public func serviceBody(id: Int) async throws -> ServiceBody {
        guard flavour == .adminAPI else {
            guard let body = try await serviceBodies().first(where: { $0.id == id }) else {
                throw Self.missing("service body", id)
            }
            return body
        }
        return ServiceBody(adminAPI: try await object(api("GET", "servicebodies/\(id)")))
    }

    /// The users who may edit a body's meetings, with their names (4.2.2+ servers).
    public func serviceBodyEditors(id: Int) async throws -> [ServiceBodyEditor] {
        try requireAdminAPI("Listing a service body's editors")
        return (try await api("GET", "servicebodies/\(id)/editors").elements ?? []).compactMap(\.object).map {
            ServiceBodyEditor(
                userID: $0["userId"]?.int ?? 0,
                displayName: $0["displayName"]?.text ?? "",
                isReadOnly: $0["readOnly"]?.bool ?? false
            )
        }
    }

    /// Creates a service body (server administrators only).
    public func createServiceBody(_ body: ServiceBody) async throws -> ServiceBody {
        try requireAdminAPI("Creating service bodies")
        return ServiceBody(adminAPI: try await object(api("POST", "servicebodies", body: body.adminAPIObject)))
    }

    /// Replaces a service body's fields (a `PUT`: the server moves a body whose `PATCH` omits its parent).
    public func updateServiceBody(_ body: ServiceBody) async throws {
        try requireAdminAPI("Changing service bodies")
        try await api("PUT", "servicebodies/\(body.id)", body: body.adminAPIObject)
    }

    /// Deletes a service body; with `force`, its meetings too (otherwise `.conflict` while it has any).
    public func deleteServiceBody(id: Int, force: Bool = false) async throws {
        try requireAdminAPI("Deleting service bodies")
        try await api(
            "DELETE",
            "servicebodies/\(id)",
            query: force ? QueryParameters([("force", "true")]) : QueryParameters()
        )
    }

    // MARK: - Users

    /// The users this login may see: everyone for the server administrator, themselves and the users they own for a
    /// service body administrator; on 2.x servers only themselves.
    public func users() async throws -> [AdminUser] {
        switch flavour {
        case .adminAPI:
            return (try await api("GET", "users").elements ?? []).compactMap(\.object).map(AdminUser.init(adminAPI:))
        case .legacy: return [try await currentUser()]
        }
    }

    /// One user.
    public func user(id: Int) async throws -> AdminUser {
        try requireAdminAPI("Reading users")
        return AdminUser(adminAPI: try await object(api("GET", "users/\(id)")))
    }

    /// Creates a user (server administrators only); the password must have at least 12 characters.
    public func createUser(_ user: AdminUser, password: String) async throws -> AdminUser {
        try requireAdminAPI("Creating users")
        return AdminUser(
            adminAPI: try await object(api("POST", "users", body: user.adminAPIObject(password: password)))
        )
    }

    /// Replaces a user's fields, and their password when one is given.
    public func updateUser(_ user: AdminUser, password: String? = nil) async throws {
        try requireAdminAPI("Changing users")
        try await api("PUT", "users/\(user.id)", body: user.adminAPIObject(password: password))
    }

    /// Deletes a user (server administrators only); `.conflict` while they own users or administer a body.
    public func deleteUser(id: Int) async throws {
        try requireAdminAPI("Deleting users")
        try await api("DELETE", "users/\(id)")
    }

    // MARK: - Helpers

    private func requireAdminAPI(_ what: String) throws {
        guard flavour == .adminAPI else {
            throw BMLTError(
                code: .unsupported,
                reason: "\(what) is not offered by 2.x servers' administration interface.",
                url: client.rootURL
            )
        }
    }

    private static func missing(_ what: String, _ id: Int) -> BMLTError {
        BMLTError(code: .notFound, reason: "There is no \(what) \(id).")
    }

    private func object(_ value: JSONValue) throws -> JSONObject {
        guard let object = value.object else {
            throw BMLTError(code: .unexpectedShape, reason: "The server answered \(value.kindName), not an object.")
        }
        return object
    }
}

// MARK: - 2.x json.php's shapes

extension AdminUser {
    /// The user of a `get_user_info` answer.
    init(legacyUserInfo answer: JSONValue, username: String?) throws {
        guard let object = answer.object?["current_user"]?.object, let id = object["id"]?.int else {
            throw BMLTError(code: .unexpectedShape, reason: "The get_user_info answer names no user.")
        }
        self.init(
            id: id,
            username: username,
            displayName: object["name"]?.text ?? "",
            level: Level(legacyLevel: object["type"]?.int ?? 0)
        )
    }
}

extension AdminPermissions {
    /// The permissions of a `get_permissions` answer: 1 observes, 2 edits meetings, 3 administers.
    init(legacyPermissions answer: JSONValue) {
        self.init()
        for body in answer.object?["service_body"]?.elements ?? [] {
            guard let object = body.object, let id = object["id"]?.int else { continue }
            let level = object["permissions"]?.int ?? 0
            if level >= 1 { observable.insert(id) }
            if level >= 2 { meetingsEditable.insert(id) }
            if level >= 3 { administrable.insert(id) }
        }
    }
}

// MARK: - The administration API's shapes

extension AdminUser {
    init(adminAPI object: JSONObject) {
        self.init(
            id: object["id"]?.int ?? 0,
            username: object["username"]?.text,
            displayName: object["displayName"]?.text ?? "",
            level: object["type"]?.text.flatMap(Level.init(rawValue:)) ?? .deactivated,
            description: object["description"]?.nonEmptyText,
            email: object["email"]?.nonEmptyText,
            ownerID: object["ownerId"]?.int,
            lastLoginAt: object["lastLoginAt"]?.text.flatMap { try? Date($0, strategy: .iso8601) }
                ?? object["lastLoginAt"]?.text.flatMap(Self.fractionalDate)
        )
    }

    private static func fractionalDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    func adminAPIObject(password: String?) -> JSONObject {
        var members: [(key: String, value: JSONValue)] = [
            ("username", .string(username ?? "")), ("type", .string(level.rawValue)),
            ("displayName", .string(displayName)), ("description", .string(description ?? "")),
            ("email", .string(orNull: email)), ("ownerId", .integer(orNull: ownerID)),
        ]
        if let password { members.append(("password", .string(password))) }
        return JSONObject(members)
    }
}

extension ServiceBody {
    init(adminAPI object: JSONObject) {
        let parent = object["parentId"]?.int
        self.init(
            id: object["id"]?.int ?? 0,
            parentID: parent == 0 ? nil : parent,
            name: object["name"]?.text ?? "",
            description: object["description"]?.text ?? "",
            kind: object["type"]?.nonEmptyText.map(Kind.init(rawValue:)),
            url: object["url"]?.nonEmptyText,
            helpline: object["helpline"]?.nonEmptyText,
            worldID: object["worldId"]?.nonEmptyText,
            contactEmail: object["email"]?.nonEmptyText,
            administratorID: object["adminUserId"]?.int,
            editorIDs: (object["assignedUserIds"]?.elements ?? []).compactMap(\.int)
        )
    }

    var adminAPIObject: JSONObject {
        JSONObject([
            ("parentId", .integer(orNull: parentID)), ("name", .string(name)), ("description", .string(description)),
            ("type", .string(orNull: kind?.rawValue)), ("adminUserId", .integer(orNull: administratorID)),
            ("assignedUserIds", .array(editorIDs.map { .integer(orNull: $0) })), ("url", .string(orNull: url)),
            ("helpline", .string(orNull: helpline)), ("email", .string(orNull: contactEmail)),
            ("worldId", .string(orNull: worldID)),
        ])
    }
}

extension AdminFormat {
    init(adminAPI object: JSONObject) {
        self.init(
            id: object["id"]?.int ?? 0,
            worldID: object["worldId"]?.nonEmptyText,
            kind: object["type"]?.text.flatMap(Format.Kind.init(adminAPIName:)),
            translations: (object["translations"]?.elements ?? []).compactMap(\.object).map {
                Translation(
                    key: $0["key"]?.text ?? "",
                    name: $0["name"]?.text ?? "",
                    description: $0["description"]?.text ?? "",
                    language: $0["language"]?.text ?? ""
                )
            }
        )
    }

    var adminAPIObject: JSONObject {
        JSONObject([
            ("worldId", .string(orNull: worldID)), ("type", .string(orNull: kind?.adminAPIName)),
            (
                "translations",
                .array(
                    translations.map {
                        .object(
                            JSONObject([
                                ("key", .string($0.key)), ("name", .string($0.name)),
                                ("description", .string($0.description)), ("language", .string($0.language)),
                            ])
                        )
                    }
                )
            ),
        ])
    }
}
