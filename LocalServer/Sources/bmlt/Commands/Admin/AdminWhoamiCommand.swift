import ArgumentParser
import BMLT
import Foundation

struct AdminWhoamiCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whoami",
        abstract: "Show the logged-in user and the service bodies they may observe, edit and administer."
    )

    @OptionGroup var options: AdminOptions

    /// The user and their permissions, as the library's models.
    struct Identity: Codable, Sendable {
        var server: URL
        var user: AdminUser
        var permissions: AdminPermissions
    }

    func run() async throws {
        let (identity, bodies) = try await options.withSession { session in
            let identity = Identity(
                server: session.client.rootURL,
                user: try await session.currentUser(),
                permissions: try await session.permissions()
            )
            let names = (try? await session.serviceBodies()) ?? []
            return (identity, Dictionary(names.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
        }
        try options.output(identity) {
            let user = identity.user
            let permissions = identity.permissions
            func list(_ ids: Set<Int>) -> String {
                if permissions.isServerAdministrator { return "all" }
                if ids.isEmpty { return "none" }
                return ids.sorted().map { id in bodies[id].map { "\(id) \($0)" } ?? String(id) }.joined(
                    separator: ", "
                )
            }
            return Table(
                headers: ["Field", "Value"],
                rows: [
                    ["Server", identity.server.absoluteString],
                    ["User", user.username ?? ""],
                    ["Name", user.displayName],
                    ["ID", String(user.id)],
                    ["Level", AdminDisplay.level(user.level)],
                    ["Edits meetings of", list(permissions.meetingsEditable)],
                    // "none" reads as a refusal; an editor simply administers no service body.
                    [
                        "Administers",
                        permissions.administrable.isEmpty ? "no service body" : list(permissions.administrable),
                    ],
                    ["Observes", list(permissions.observable)],
                ]
            )
        }
    }
}
