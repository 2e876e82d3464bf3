import Foundation

// The user, their permissions, and the server's formats, service bodies and users.
//
// 3.x/4.x servers offer every operation; 2.x servers' json.php only reads (the user, permissions, formats, service
// bodies), so their writes fail with `.unsupported`.
extension AdminSession {
    /// The logged-in user.
    public func currentUser() async throws -> AdminUser {
        try await backend.currentUser(in: self)
    }

    /// The service bodies this login may observe, edit the meetings of, and administer.
    public func permissions() async throws -> AdminPermissions {
        try await backend.permissions(in: self)
    }

    // MARK: - Formats

    /// Every format with its translations.
    public func formats() async throws -> [AdminFormat] {
        try await backend.formats(in: self)
    }

    /// One format, by shared id.
    public func format(id: Int) async throws -> AdminFormat {
        try await backend.format(id: id, in: self)
    }

    /// Creates a format (server administrators only) and returns it with its new shared id.
    public func createFormat(_ format: AdminFormat) async throws -> AdminFormat {
        try await adminAPI("Creating formats").createFormat(format, in: self)
    }

    /// Replaces a format's type, world id and translations.
    public func updateFormat(_ format: AdminFormat) async throws {
        try await adminAPI("Changing formats").updateFormat(format, in: self)
        formatCache = nil
    }

    /// Deletes a format; `.conflict` while meetings use it.
    public func deleteFormat(id: Int) async throws {
        try await adminAPI("Deleting formats").deleteFormat(id: id, in: self)
        formatCache = nil
    }

    // MARK: - Service bodies

    /// The service bodies: on 3.x/4.x servers those the user is assigned to (every body for the server
    /// administrator), with their administrator and editors; on 2.x servers every body.
    public func serviceBodies() async throws -> [ServiceBody] {
        try await backend.serviceBodies(in: self)
    }

    /// One service body.
    public func serviceBody(id: Int) async throws -> ServiceBody {
        try await backend.serviceBody(id: id, in: self)
    }

    /// The users who may edit a body's meetings, with their names (4.2.2+ servers).
    public func serviceBodyEditors(id: Int) async throws -> [ServiceBodyEditor] {
        try await adminAPI("Listing a service body's editors").serviceBodyEditors(id: id, in: self)
    }

    /// Creates a service body (server administrators only).
    public func createServiceBody(_ body: ServiceBody) async throws -> ServiceBody {
        try await adminAPI("Creating service bodies").createServiceBody(body, in: self)
    }

    /// Replaces a service body's fields (a `PUT`: the server moves a body whose `PATCH` omits its parent).
    public func updateServiceBody(_ body: ServiceBody) async throws {
        try await adminAPI("Changing service bodies").updateServiceBody(body, in: self)
    }

    /// Deletes a service body; with `force`, its meetings too (otherwise `.conflict` while it has any).
    public func deleteServiceBody(id: Int, force: Bool = false) async throws {
        try await adminAPI("Deleting service bodies").deleteServiceBody(id: id, force: force, in: self)
    }

    // MARK: - Users

    /// The users this login may see: everyone for the server administrator, themselves and the users they own for a
    /// service body administrator; on 2.x servers only themselves.
    public func users() async throws -> [AdminUser] {
        try await backend.users(in: self)
    }

    /// One user.
    public func user(id: Int) async throws -> AdminUser {
        try await adminAPI("Reading users").user(id: id, in: self)
    }

    /// Creates a user (server administrators only); the password must have at least 12 characters.
    public func createUser(_ user: AdminUser, password: String) async throws -> AdminUser {
        try await adminAPI("Creating users").createUser(user, password: password, in: self)
    }

    /// Replaces a user's fields, and their password when one is given.
    public func updateUser(_ user: AdminUser, password: String? = nil) async throws {
        try await adminAPI("Changing users").updateUser(user, password: password, in: self)
    }

    /// Deletes a user (server administrators only); `.conflict` while they own users or administer a body.
    public func deleteUser(id: Int) async throws {
        try await adminAPI("Deleting users").deleteUser(id: id, in: self)
    }

    // MARK: - Helpers

    /// The REST backend, for what only 3.x/4.x servers offer; `.unsupported` on a 2.x server.
    private func adminAPI(_ what: String) throws -> AdminAPIBackend {
        guard let backend = backend as? AdminAPIBackend else {
            throw BMLTError(
                code: .unsupported,
                reason: "\(what) is not offered by 2.x servers' administration interface.",
                url: client.rootURL
            )
        }
        return backend
    }

    static func missing(_ what: String, _ id: Int) -> BMLTError {
        BMLTError(code: .notFound, reason: "There is no \(what) \(id).")
    }
}
