import ArgumentParser
import BMLT

struct AdminShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one meeting with every field, including those only editors see."
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    func run() async throws {
        let meeting = try await options.withSession { session in
            try await session.explainingMissingMeeting(id) { try await session.meeting(id: id) }
        }
        try options.output(meeting) { AdminDisplay.meeting(meeting) }
    }
}
