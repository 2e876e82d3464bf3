import ArgumentParser
import BMLT

@main
struct BMLTCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bmlt",
        abstract: "Query BMLT servers: meetings, formats, service bodies, changes and exports.",
        version: BMLTClient.libraryVersion,
        subcommands: [
            InfoCommand.self,
            ServiceBodiesCommand.self,
            FormatsCommand.self,
            SearchCommand.self,
            ExportCommand.self,
            ChangesCommand.self,
            FieldsCommand.self,
            ValuesCommand.self,
            CoverageCommand.self,
            NAWSCommand.self,
            ServeCommand.self,
            AdminCommand.self,
        ]
    )
}
