import ArgumentParser
import BMLT

struct AdminFormatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formats",
        abstract: "List every format with its translations."
    )

    @OptionGroup var options: AdminOptions

    @Option(help: "The language whose key and name the table shows.")
    var language: String = "en"

    func run() async throws {
        let formats = try await options.withSession { try await $0.formats() }
        try options.output(formats) {
            Table(
                headers: ["ID", "Key", "Type", "World ID", "Name", "Languages"],
                rows: formats.map { format in
                    let shown = format.translations.first { $0.language == language } ?? format.translations.first
                    return [
                        String(format.id), shown?.key ?? "", Display.kind(format.kind), format.worldID ?? "",
                        Display.cell(shown?.name ?? "", width: 40),
                        format.translations.map(\.language).sorted().joined(separator: ","),
                    ]
                }
            )
        }
    }
}
