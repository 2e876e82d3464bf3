import ArgumentParser
import BMLT
import Foundation

struct AdminRollbackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback",
        abstract: "Put a meeting back as it was before one of its changes.",
        discussion: """
            The change id comes from bmlt admin history. 3.x and 4.x servers have no rollback: the meeting is \
            replaced with the change's before-state, keeping its current values where the record hides them.
            """
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The meeting's id.")
    var id: Int

    @Option(help: "The id of the change to undo, with every later one.")
    var change: Int

    @Flag(help: "Undo the later changes too without asking first.")
    var yes = false

    func run() async throws {
        let (meeting, undone) = try await options.withSession { session in
            let history = try await session.history(meetingID: id)
            // Newest first: the changes above the one named are undone with it.
            guard let index = history.firstIndex(where: { $0.id == change }) else {
                throw ErrorReport.Failure(
                    "Meeting \(id) has no change \(change) (bmlt admin history \(id) lists its changes)."
                )
            }
            let later = Array(history[..<index])
            if !later.isEmpty {
                let listed = later.reversed().map { Self.summary($0) }.joined(separator: "; ")
                try Confirmation(isGiven: yes).require(
                    "Rolling meeting \(id) back to before change \(change) also undoes the \(later.count) later "
                        + (later.count == 1 ? "change" : "changes") + ": \(listed)."
                )
            }
            return (try await session.rollback(meetingID: id, toBefore: change), later.count)
        }
        let also = undone == 0 ? "" : " (and the \(undone) later " + (undone == 1 ? "change" : "changes") + ")"
        try options.output(meeting, message: "Rolled meeting \(id) back to before change \(change)\(also).") {
            AdminDisplay.meeting(meeting)
        }
    }

    /// A change in a few words: its id, when, and who.
    static func summary(_ change: Change) -> String {
        let when = change.date.formatted(date: .abbreviated, time: .shortened)
        return "\(change.id) (\(when)" + (change.userName.map { " by \($0)" } ?? "") + ")"
    }
}
