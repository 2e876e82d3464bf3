import ArgumentParser

struct AdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Administer a server: log in, then list, edit, create, delete and restore meetings.",
        discussion: """
            bmlt admin login keeps the session's token (4.x) or cookie (2.x) in credentials.json of the config folder \
            ($BMLT_CONFIG_DIR, $XDG_CONFIG_HOME/bmlt or ~/.config/bmlt), readable by you only; the other commands use \
            it, for the server given with --server or the only one logged in to. Every command prints a table, or the \
            library's models as JSON with --json. Without a valid login a command prints "Not logged in to SERVER" \
            and exits with status \(AdminOptions.notLoggedInStatus).
            Examples:
              bmlt admin login --server https://bmlt.example.org/main_server --user me
              bmlt admin meetings --service-bodies 1002 --weekdays mon
              bmlt admin edit 188 --name "Hope In Hicksville" --start 19:30
              bmlt admin history 188
            """,
        subcommands: [
            AdminLoginCommand.self,
            AdminLogoutCommand.self,
            AdminWhoamiCommand.self,
            AdminMeetingsCommand.self,
            AdminShowCommand.self,
            AdminEditCommand.self,
            AdminCreateCommand.self,
            AdminDeleteCommand.self,
            AdminHistoryCommand.self,
            AdminDeletedCommand.self,
            AdminRestoreCommand.self,
            AdminRollbackCommand.self,
            AdminFormatsCommand.self,
            AdminServiceBodiesCommand.self,
            AdminUsersCommand.self,
        ]
    )
}
