import ArgumentParser
import BMLT

struct AdminServiceBodiesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service-bodies",
        abstract: "List the service bodies, with their administrator and editors.",
        discussion: """
            3.x and 4.x servers list the bodies the user is assigned to (every body for the server administrator); \
            2.x servers list every body, without administrators and editors.
            """
    )

    @OptionGroup var options: AdminOptions

    func run() async throws {
        let bodies = try await options.withSession { try await $0.serviceBodies() }
        try options.output(bodies) {
            Table(
                headers: ["ID", "Parent", "Type", "Name", "Administrator", "Editors"],
                rows: bodies.map { body in
                    [
                        String(body.id), body.parentID.map(String.init) ?? "", body.kind?.name ?? "",
                        Display.cell(body.name, width: 40), body.administratorID.map(String.init) ?? "",
                        body.editorIDs.map(String.init).joined(separator: ","),
                    ]
                }
            )
        }
    }
}
