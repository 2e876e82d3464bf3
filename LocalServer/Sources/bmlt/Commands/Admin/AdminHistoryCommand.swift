import ArgumentParser
@_spi(BMLTInternal) import BMLT

struct AdminHistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "List a meeting's changes, newest first (their ids go to bmlt admin rollback)."
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    func run() async throws {
        let changes = try await options.withSession { try await $0.history(meetingID: id) }
        try options.output(changes) { AdminDisplay.changes(changes) }
    }
}
