import Foundation

// The user, permissions, formats and service bodies as 2.x shows them: `get_user_info` and `get_permissions`, and the
// read API for the rest. 2.x users see only themselves.
extension LegacyAdminBackend {
    func currentUser(in session: isolated AdminSession) async throws -> AdminUser {
        try AdminUser(
            legacyUserInfo: try await send("get_user_info", in: session),
            username: session.credential?.username
        )
    }

    func permissions(in session: isolated AdminSession) async throws -> AdminPermissions {
        AdminPermissions(legacyPermissions: try await send("get_permissions", in: session))
    }

    /// Every format, its translations read in each of the server's languages.
    func formats(in session: isolated AdminSession) async throws -> [AdminFormat] {
        let languages = try await session.client.serverInfo().languages.map(\.code)
        let formats = try await session.client.formats(FormatQuery(languages: languages))
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

    func format(id: Int, in session: isolated AdminSession) async throws -> AdminFormat {
        guard let format = try await formats(in: session).first(where: { $0.id == id }) else {
            throw AdminSession.missing("format", id)
        }
        return format
    }

    func serviceBodies(in session: isolated AdminSession) async throws -> [ServiceBody] {
        try await session.client.serviceBodies()
    }

    func serviceBody(id: Int, in session: isolated AdminSession) async throws -> ServiceBody {
        guard let body = try await serviceBodies(in: session).first(where: { $0.id == id }) else {
            throw AdminSession.missing("service body", id)
        }
        return body
    }

    func users(in session: isolated AdminSession) async throws -> [AdminUser] {
        [try await currentUser(in: session)]
    }
}

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
