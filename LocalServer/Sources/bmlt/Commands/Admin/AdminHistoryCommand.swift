import ArgumentParser
import BMLT

struct AdminHistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a meeting's changes, newest first (their ids go to bmlt admin rollback).",
        discussion: """
            A server keeps only the last changes of each meeting (bmlt info shows how many: Changes per meeting); \
            older ones are gone.
            """
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    func run() async throws {
        let (changes, kept) = try await options.withSession { session in
            let changes = try await session.history(meetingID: id)
            // No changes: a meeting that is there (or deleted) has none kept; one that is neither is a mistyped id.
            if changes.isEmpty {
                _ = try await session.explainingMissingMeeting(id) { try await session.meeting(id: id) }
            }
            return (changes, try await session.client.serverInfo().changesPerMeeting)
        }
        try options.output(changes) { AdminDisplay.changes(changes) }
        if let kept, changes.count >= kept, !options.json {
            ErrorReport.note("The server keeps the last \(kept) changes of a meeting: older ones are gone.")
        }
    }
}
