import ArgumentParser
import BMLT
import Foundation
import NIOCore
import NIOPosix

@main
struct BMLTCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bmlt",
        abstract: "Query BMLT servers: meetings, formats, service bodies, changes and exports.",
        discussion: """
            Add --verbose to a command to see the details of an error. Requests name bmlt and its version; set \
            BMLT_CONTACT to a web page or an e-mail address, as the aggregator's operators ask of every client, so \
            that they can write before they block.
            """,
        version: BMLTClient.libraryVersion,
        subcommands: [
            InfoCommand.self,
            ServiceBodiesCommand.self,
            FormatsCommand.self,
            SearchCommand.self,
            ExportCommand.self,
            ValidateTSMLCommand.self,
            ChangesCommand.self,
            FieldsCommand.self,
            ValuesCommand.self,
            CoverageCommand.self,
            NAWSCommand.self,
            ServeCommand.self,
            AdminCommand.self,
        ]
    )

    /// Runs the command, reporting a mistyped subcommand with the nearest one and failures in a person's words.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let mistake = SubcommandSuggestion.mistake(in: arguments, of: Self.self) {
            ErrorReport.note("Error: " + mistake)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
            if command is ServeCommand {
                // A server's requests then run on the event loop that read them: no hop to Swift's own threads and
                // back for each request (about 15 % of the CPU a search costs, and 15 % more searches a second).
                // Done on the main thread before the command starts any task of its own, as NIO asks.
                NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
            }
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            guard ErrorReport.report(error) else { exit(withError: error) }
            Foundation.exit(EXIT_FAILURE)
        }
    }
}
