import ArgumentParser
import BMLT

struct FormatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "formats", abstract: "List meeting formats.")

    @OptionGroup var options: ServerOptions

    @Option(help: "The language of the formats, e.g. es.")
    var language: String?

    @Flag(help: "Also formats that no meeting uses.")
    var all = false

    @Option(help: "Only formats with these keys (comma list), e.g. O,C.")
    var keys: CommaList<String>?

    func run() async throws {
        let query = FormatQuery(
            languages: language.map { [$0] } ?? [],
            includesUnused: all,
            keys: keys?.elements ?? []
        )
        let formats = try await options.withClient { client in
            let formats = try await client.formats(query)
            if formats.isEmpty, let language { try await client.checkLanguage(language) }
            return formats
        }
        try options.output(formats) {
            Table(
                headers: ["ID", "Key", "Type", "World ID", "Name"],
                rows: formats.map {
                    [String($0.sharedID), $0.key, Display.kind($0.kind), $0.worldID ?? "", $0.name]
                }
            )
        }
    }
}
