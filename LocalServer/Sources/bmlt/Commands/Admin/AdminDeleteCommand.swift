import ArgumentParser
import BMLT

struct AdminDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a meeting (bmlt admin restore brings it back).",
        discussion: "Prints the meeting as it was, or with --json the meeting as JSON."
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    func run() async throws {
        let deleted = try await options.withSession { session in
            let meeting = try await session.explainingMissingMeeting(id) { try await session.meeting(id: id) }
            try await session.deleteMeeting(id: id)
            return meeting
        }
        try options.output(deleted, message: "Deleted meeting \(id) (\(deleted.name)).") {
            AdminDisplay.meeting(deleted)
        }
    }
}
