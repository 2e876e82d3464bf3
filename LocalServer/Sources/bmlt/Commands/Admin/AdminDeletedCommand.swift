import ArgumentParser
import BMLT

struct AdminDeletedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deleted",
        abstract: "List deleted meetings that were not restored, as their delete records, newest first."
    )

    @OptionGroup var options: AdminOptions

    @Option(help: ArgumentHelp("Deleted on or after this day (YYYY-MM-DD, UTC).", valueName: "yyyy-mm-dd"))
    var from: CalendarDay?
    @Option(help: ArgumentHelp("Deleted on or before this day (YYYY-MM-DD, UTC).", valueName: "yyyy-mm-dd"))
    var to: CalendarDay?
    @Option(name: .customLong("service-body"), help: "Meetings of this service body and those below it.")
    var serviceBody: Int?

    func run() async throws {
        let query = ChangeQuery(startDay: from, endDay: to, serviceBodyID: serviceBody)
        let records = try await options.withSession { try await $0.deletedMeetings(query) }
        try options.output(records) {
            Table(
                headers: ["Meeting", "Name", "Body", "Deleted", "By", "Change"],
                rows: records.map { record in
                    [
                        record.meetingID.map(String.init) ?? "",
                        Display.cell(record.before?.name ?? record.meetingName ?? "", width: 36),
                        (record.serviceBodyID ?? record.before?.serviceBodyID).map(String.init) ?? "",
                        AdminDisplay.date(record.date),
                        record.userName ?? "",
                        String(record.id),
                    ]
                }
            )
        }
    }
}
