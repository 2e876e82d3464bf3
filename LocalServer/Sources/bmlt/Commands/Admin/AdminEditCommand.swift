import ArgumentParser
@_spi(BMLTInternal) import BMLT

struct AdminEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change fields of a meeting; only the changed fields are sent.",
        discussion: """
            The meeting is read, changed and saved. A meeting that someone else saved in between is not overwritten \
            unless --force is given. An empty value (--comments "") clears a field.
            Example:
              bmlt admin edit 188 --name "Hopeful In Hicksville" --start 19:30
            """
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    @OptionGroup(title: "Fields") var fields: AdminMeetingFields

    @Flag(help: "Save even if the meeting changed on the server since it was read.")
    var force = false

    func run() async throws {
        // Checked here rather than in validate(), which runs before a mistyped option would be reported.
        if fields.isEmpty {
            throw AdminOutput.usageError("Nothing to change: give at least one field option, e.g. --name.")
        }
        let (saved, changed) = try await options.withSession { session in
            var edit = try await session.explainingMissingMeeting(id) { try await session.edit(meetingID: id) }
            if let body = fields.serviceBody { try await session.checkServiceBodies([body], option: "--service-body") }
            let formats =
                fields.formats == nil ? [] : try await session.client.formats(FormatQuery(includesUnused: true))
            try fields.apply(to: &edit.meeting, serverFormats: formats)
            guard edit.hasChanges else { return (edit.original, false) }
            do {
                return (try await session.save(edit, force: force), true)
            } catch let error as BMLTError where error.code == .conflict && error.meetingConflict != nil {
                var hinted = error
                hinted.reason += " Run the command again to edit the newer version, or add --force to overwrite it."
                throw hinted
            }
        }
        let message =
            changed ? "Saved meeting \(saved.id)." : "Meeting \(saved.id) already has these values; nothing was sent."
        try options.output(saved, message: message) { AdminDisplay.meeting(saved) }
    }
}
