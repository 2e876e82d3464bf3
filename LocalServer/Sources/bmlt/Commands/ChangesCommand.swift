import ArgumentParser
import BMLT

struct ChangesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List changes to meetings, newest first."
    )

    @OptionGroup var options: ServerOptions

    @Option(help: ArgumentHelp("Changes on or after this day (YYYY-MM-DD, UTC).", valueName: "yyyy-mm-dd"))
    var from: CalendarDay?

    @Option(help: ArgumentHelp("Changes on or before this day (YYYY-MM-DD, UTC).", valueName: "yyyy-mm-dd"))
    var to: CalendarDay?

    @Option(help: "Changes of this meeting.")
    var meeting: Int?

    @Option(name: .customLong("service-body"), help: "Changes of meetings of this service body and those below it.")
    var serviceBody: Int?

    func validate() throws {
        if let from, let to, from > to {
            throw ValidationError("--from \(from) is after --to \(to): no change is in between.")
        }
    }

    func run() async throws {
        let query = ChangeQuery(
            startDay: from,
            endDay: to,
            meetingID: meeting,
            serviceBodyID: serviceBody
        )
        let changes = try await options.withClient { try await $0.changes(query) }
        try options.output(changes) { AdminDisplay.changes(changes, idHeader: "ID") }
    }
}
