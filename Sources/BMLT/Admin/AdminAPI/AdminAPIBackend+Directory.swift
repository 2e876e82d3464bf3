import Foundation
import HTTPTypes

// The user, permissions, formats, service bodies and users through the REST API, which also writes them.
extension AdminAPIBackend {
    func currentUser(in session: isolated AdminSession) async throws -> AdminUser {
        let credential = try await session.liveCredential()
        if let id = credential.userID { return try await user(id: id, in: session) }
        guard let user = try await users(in: session).first(where: { $0.username == credential.username }) else {
            throw BMLTError(code: .unexpectedShape, reason: "The server does not list the logged-in user.")
        }
        return user
    }

    /// Permissions from the user's level and the service bodies they see: a body is administered by its
    /// administrator and by the administrators of the bodies above it.
    func permissions(in session: isolated AdminSession) async throws -> AdminPermissions {
        let user = try await currentUser(in: session)
        let bodies = try await serviceBodies(in: session)
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
    }

    // MARK: - Formats

    func formats(in session: isolated AdminSession) async throws -> [AdminFormat] {
        try await objects("formats", in: session).map(AdminFormat.init(adminAPI:))
    }

    func format(id: Int, in session: isolated AdminSession) async throws -> AdminFormat {
        AdminFormat(adminAPI: try await object(.get, "formats/\(id)", in: session))
    }

    func createFormat(_ format: AdminFormat, in session: isolated AdminSession) async throws -> AdminFormat {
        AdminFormat(adminAPI: try await object(.post, "formats", body: format.adminAPIObject, in: session))
    }

    func updateFormat(_ format: AdminFormat, in session: isolated AdminSession) async throws {
        try await send(.put, "formats/\(format.id)", body: format.adminAPIObject, in: session)
    }

    func deleteFormat(id: Int, in session: isolated AdminSession) async throws {
        try await send(.delete, "formats/\(id)", in: session)
    }

    // MARK: - Service bodies

    func serviceBodies(in session: isolated AdminSession) async throws -> [ServiceBody] {
        try await objects("servicebodies", in: session).map(ServiceBody.init(adminAPI:))
    }

    func serviceBody(id: Int, in session: isolated AdminSession) async throws -> ServiceBody {
        ServiceBody(adminAPI: try await object(.get, "servicebodies/\(id)", in: session))
    }

    func serviceBodyEditors(id: Int, in session: isolated AdminSession) async throws -> [ServiceBodyEditor] {
        try await objects("servicebodies/\(id)/editors", in: session).map {
            ServiceBodyEditor(
                userID: $0["userId"]?.int ?? 0,
                displayName: $0["displayName"]?.text ?? "",
                isReadOnly: $0["readOnly"]?.bool ?? false
            )
        }
    }

    func createServiceBody(_ body: ServiceBody, in session: isolated AdminSession) async throws -> ServiceBody {
        ServiceBody(adminAPI: try await object(.post, "servicebodies", body: body.adminAPIObject, in: session))
    }

    func updateServiceBody(_ body: ServiceBody, in session: isolated AdminSession) async throws {
        try await send(.put, "servicebodies/\(body.id)", body: body.adminAPIObject, in: session)
    }

    func deleteServiceBody(id: Int, force: Bool, in session: isolated AdminSession) async throws {
        let query = force ? QueryParameters([("force", "true")]) : QueryParameters()
        try await send(.delete, "servicebodies/\(id)", query: query, in: session)
    }

    // MARK: - Users

    func users(in session: isolated AdminSession) async throws -> [AdminUser] {
        try await objects("users", in: session).map(AdminUser.init(adminAPI:))
    }

    func user(id: Int, in session: isolated AdminSession) async throws -> AdminUser {
        AdminUser(adminAPI: try await object(.get, "users/\(id)", in: session))
    }

    func createUser(_ user: AdminUser, password: String, in session: isolated AdminSession) async throws -> AdminUser {
        let body = user.adminAPIObject(password: password)
        return AdminUser(adminAPI: try await object(.post, "users", body: body, in: session))
    }

    func updateUser(_ user: AdminUser, password: String?, in session: isolated AdminSession) async throws {
        try await send(.put, "users/\(user.id)", body: user.adminAPIObject(password: password), in: session)
    }

    func deleteUser(id: Int, in session: isolated AdminSession) async throws {
        try await send(.delete, "users/\(id)", in: session)
    }
}
