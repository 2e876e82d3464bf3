import ArgumentParser
import BMLT

struct ChangesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List changes to meetings, newest first."
    )

    @OptionGroup var options: ServerOptions

    @Option(help: "Changes on or after this day (YYYY-MM-DD, UTC).")
    var from: String?

    @Option(help: "Changes on or before this day (YYYY-MM-DD, UTC).")
    var to: String?

    @Option(help: "Changes of this meeting.")
    var meeting: Int?

    @Option(name: .customLong("service-body"), help: "Changes of meetings of this service body and those below it.")
    var serviceBody: Int?

    func run() async throws {
        let query = ChangeQuery(
            startDay: try from.map { try Parse.day($0, option: "--from") },
            endDay: try to.map { try Parse.day($0, option: "--to") },
            meetingID: meeting,
            serviceBodyID: serviceBody
        )
        let changes = try await options.withClient { try await $0.changes(query) }
        try options.output(changes) { AdminDisplay.changes(changes, idHeader: "ID") }
    }
}
