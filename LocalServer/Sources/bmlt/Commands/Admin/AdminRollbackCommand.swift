import ArgumentParser
@_spi(BMLTInternal) import BMLT

struct AdminRollbackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback",
        abstract: "Put a meeting back as it was before one of its changes.",
        discussion: """
            The change id comes from bmlt admin history. 3.x and 4.x servers have no rollback: the meeting is \
            replaced with the change's before-state, keeping its current values where the record hides them.
            """
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    @Option(help: "The id of the change to undo, with every later one.")
    var change: Int

    func run() async throws {
        let meeting = try await options.withSession { try await $0.rollback(meetingID: id, toBefore: change) }
        try options.output(meeting, message: "Rolled meeting \(id) back to before change \(change).") {
            AdminDisplay.meeting(meeting)
        }
    }
}
