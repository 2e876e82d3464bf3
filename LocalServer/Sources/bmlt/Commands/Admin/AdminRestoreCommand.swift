import ArgumentParser
import BMLT

struct AdminRestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring back a deleted meeting.",
        discussion: """
            2.x servers restore it with its id, unpublished. 3.x and 4.x servers have no restore: the meeting is \
            created again from its delete record, with a new id, and without its email contact and the fields the \
            record hides. A meeting is restored once: restoring it again fails and changes nothing.
            """
    )

    @OptionGroup var options: AdminOptions

    @Argument(help: "The deleted meeting's id (see bmlt admin deleted).")
    var id: Int

    func run() async throws {
        let restored = try await options.withSession { try await $0.restoreDeletedMeeting(id: id) }
        var message =
            restored.id == id
            ? "Restored meeting \(id)."
            : "Restored meeting \(id) as meeting \(restored.id) (the server gave it a new id)."
        if restored.contains(.published), !restored.isPublished {
            message += " It is unpublished: bmlt admin edit \(restored.id) --published shows it in searches again."
        }
        try options.output(restored, message: message) { AdminDisplay.meeting(restored) }
    }
}
