import ArgumentParser
import BMLT

struct AdminMeetingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meetings",
        abstract: "List the meetings the user may edit, published or not.",
        discussion: "Every filter narrows the list."
    )

    @OptionGroup var options: AdminOptions

    @Option(help: "Meeting ids (comma list).")
    var ids: String?
    @Option(help: "Weekdays: names or 1–7 with 1 = Sunday (comma list).")
    var weekdays: String?
    @Option(name: .customLong("service-bodies"), help: "Service body ids (comma list).")
    var serviceBodies: String?
    @Option(help: "Text to find (at least 3 characters on 4.x servers).")
    var text: String?

    func validate() throws {
        _ = try makeFilter()
    }

    func makeFilter() throws -> AdminMeetingFilter {
        let days = try Parse.weekdays(weekdays)
        guard days.excluded.isEmpty else { throw ValidationError("--weekdays: exclusions are not supported here.") }
        let meetingIDs = try Parse.integers(ids, option: "--ids")
        let bodyIDs = try Parse.integers(serviceBodies, option: "--service-bodies")
        guard (meetingIDs + bodyIDs).allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--ids and --service-bodies take positive ids; exclusions are not supported here.")
        }
        return AdminMeetingFilter(
            meetingIDs: meetingIDs,
            weekdays: days.included,
            serviceBodyIDs: bodyIDs,
            text: text.flatMap { $0.isEmpty ? nil : $0 }
        )
    }

    func run() async throws {
        let filter = try makeFilter()
        let meetings = try await options.withSession { try await $0.meetings(filter) }
        try options.output(meetings) { MeetingTable.make(meetings, forEditors: true) }
    }
}
