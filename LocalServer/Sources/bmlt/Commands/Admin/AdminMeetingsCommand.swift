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
    var ids: CommaList<Int>?
    @Option(
        help: "Weekdays: sun, mon, tue, wed, thu, fri, sat (or the whole name, or 1–7 with 1 = Sunday); comma list."
    )
    var weekdays: CommaList<Weekday>?
    @Option(name: .customLong("service-bodies"), help: "Service body ids (comma list).")
    var serviceBodies: CommaList<Int>?
    @Option(help: "Text to find (at least 3 characters on 4.x servers).")
    var text: String?

    func validate() throws {
        let lists: [(String, Int?)] = [
            ("--ids", ids?.elements.count), ("--weekdays", weekdays?.elements.count),
            ("--service-bodies", serviceBodies?.elements.count),
        ]
        if let (name, _) = lists.first(where: { $0.1 == 0 }) {
            throw ValidationError("\(name) needs at least one value: without the option, every meeting is listed.")
        }
        guard ((ids?.elements ?? []) + (serviceBodies?.elements ?? [])).allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--ids and --service-bodies take positive ids; exclusions are not supported here.")
        }
    }

    func run() async throws {
        let filter = AdminMeetingFilter(
            meetingIDs: ids?.elements ?? [],
            weekdays: weekdays?.elements ?? [],
            serviceBodyIDs: serviceBodies?.elements ?? [],
            text: text.flatMap { $0.isEmpty ? nil : $0 }
        )
        let meetings = try await options.withSession { session in
            try await session.checkServiceBodies(filter.serviceBodyIDs, option: "--service-bodies")
            return try await session.meetings(filter)
        }
        try options.output(meetings) { MeetingTable.make(meetings, forEditors: true) }
    }
}
