import ArgumentParser
import BMLT

struct AdminUsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "List the users this login may see.",
        discussion: """
            The server administrator sees everyone, a service body administrator themselves and the users they own; \
            2.x servers show only the logged-in user.
            """
    )

    @OptionGroup var options: AdminOptions

    func run() async throws {
        let users = try await options.withSession { try await $0.users() }
        try options.output(users) {
            Table(
                headers: ["ID", "User", "Name", "Level", "Email", "Owner", "Last login"],
                rows: users.map { user in
                    [
                        String(user.id), user.username ?? "", Display.cell(user.displayName, width: 36),
                        AdminDisplay.level(user.level), user.email ?? "", user.ownerID.map(String.init) ?? "",
                        AdminDisplay.date(user.lastLoginAt),
                    ]
                }
            )
        }
    }
}
