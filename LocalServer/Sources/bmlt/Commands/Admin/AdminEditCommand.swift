import ArgumentParser
import BMLT

struct AdminEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change fields of a meeting; only the changed fields are sent.",
        discussion: """
            The meeting is read, changed and saved. A meeting that someone else saved in between is not overwritten \
            unless --force is given. An empty value (--comments "") clears a field.
            Example:
              bmlt admin edit 188 --name "Hope In Hicksville" --start 19:30
            """
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    @OptionGroup(title: "Fields") var fields: AdminMeetingFields

    @Flag(help: "Save even if the meeting changed on the server since it was read.")
    var force = false

    @Flag(help: "Move the meeting to a service body whose meetings this user may not edit without asking first.")
    var yes = false

    func run() async throws {
        // Checked here rather than in validate(), which runs before a mistyped option would be reported.
        if fields.isEmpty {
            throw AdminOutput.usageError("Nothing to change: give at least one field option, e.g. --name.")
        }
        let (saved, changed, movedAway) = try await options.withSession { session in
            var edit = try await session.explainingMissingMeeting(id) { try await session.edit(meetingID: id) }
            try fields.refuseVenueFormats(for: edit.original, on: session.flavour)
            try await fields.apply(to: &edit.meeting, on: session.client)
            guard edit.hasChanges else { return (edit.original, false, false) }
            let body = edit.meeting.serviceBodyID
            var movesAway = false
            if body != edit.original.serviceBodyID {
                movesAway = !(try await session.permissions().canEditMeetings(of: body))
            }
            if movesAway, session.flavour == .legacy {
                throw AdminOutput.usageError(
                    "--service-body: this user may not edit the meetings of service body \(body), and a 2.x server "
                        + "does not move a meeting there for them. Nothing was changed."
                )
            }
            if movesAway {
                try Confirmation(isGiven: yes).require(
                    "This user may not edit the meetings of service body \(body): once meeting \(id) is there, they "
                        + "can no longer see, edit or move it back."
                )
            }
            do {
                return (try await session.save(edit, force: force), true, movesAway)
            } catch let error as BMLTError where error.code == .conflict && error.meetingConflict != nil {
                var hinted = error
                hinted.reason += " Run the command again to edit the newer version, or add --force to overwrite it."
                throw hinted
            }
        }
        let message =
            changed ? "Saved meeting \(saved.id)." : "Meeting \(saved.id) already has these values; nothing was sent."
        try options.output(saved, message: message) { AdminDisplay.meeting(saved) }
        if movedAway {
            ErrorReport.note(
                "Warning: meeting \(saved.id) is now in service body \(saved.serviceBodyID), whose meetings this user "
                    + "may not edit: they can no longer see or change it (shown above as it was sent)."
            )
        }
    }
}
