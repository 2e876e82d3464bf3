import ArgumentParser
import BMLT

struct AdminCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a meeting.",
        discussion: """
            A new meeting needs --name, --service-body (an id or a name), --weekday, --start, --duration and \
            --coordinate. On 3.x and 4.x servers an in-person or hybrid meeting needs a --street, and a virtual or \
            hybrid one a link or phone number; without --venue-type, the venue type is taken from the formats (VM, \
            HY) and from the links and street given. 2.x servers cannot set a venue type: leave --venue-type out \
            there. It is published unless --unpublished is given.
            Example:
              bmlt admin create --service-body 1002 --name "New Beginnings" \\
                --weekday tue --start 19:00 --duration 1:00 --venue-type in-person \\
                --coordinate 40.76,-73.52 --street "1 Main St" --municipality Hicksville \\
                --province NY --formats O,D
            """
    )

    @OptionGroup var options: AdminOptions

    @OptionGroup(title: "Fields") var fields: AdminMeetingFields

    func validate() throws {
        let required: [(String, Bool)] = [
            ("--name", fields.name != nil), ("--service-body", fields.serviceBody != nil),
            ("--weekday", fields.weekday != nil), ("--start", fields.start != nil),
            ("--duration", fields.duration != nil), ("--coordinate", fields.coordinate != nil),
        ]
        let missing = required.filter { !$0.1 }.map(\.0)
        if !missing.isEmpty {
            throw ValidationError(
                "A new meeting needs " + missing.joined(separator: ", ")
                    + " (every meeting has a name, service body, weekday, start, duration and coordinate)."
            )
        }
    }

    func run() async throws {
        let created = try await options.withSession { session in
            var meeting = Meeting(id: 0, serviceBodyID: 0, name: "")
            try await fields.apply(to: &meeting, on: session.client)
            return try await session.createMeeting(meeting)
        }
        try options.output(created, message: "Created meeting \(created.id).") { AdminDisplay.meeting(created) }
    }
}
