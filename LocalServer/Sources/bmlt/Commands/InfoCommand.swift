import ArgumentParser
import BMLT

struct InfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show what a server says about itself: version, languages, units and capabilities."
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let capabilities = try await options.withClient { try await $0.capabilities() }
        let info = capabilities.info
        // Every command without --server asks the embedded server, even when logged in elsewhere: say which answered.
        let server = options.server.map(ConnectionOptions.withScheme) ?? "the embedded local server (sample data)"
        try options.output(info) {
            Table(
                headers: ["Field", "Value"],
                rows: [
                    ["Server", server],
                    ["Version", info.version.text],
                    ["Languages", info.languages.map(\.code).joined(separator: ", ")],
                    ["Native language", info.nativeLanguage],
                    ["Distance unit", info.distanceUnit.rawValue],
                    ["Map centre", info.center.map { "\($0.latitude), \($0.longitude)" } ?? ""],
                    ["Default duration", info.defaultDuration.map(Display.duration) ?? ""],
                    ["Aggregator", info.isAggregator ? "yes" : "no"],
                    ["Administration", capabilities.administration.rawValue],
                    ["Changes per meeting", info.changesPerMeeting.map(String.init) ?? ""],
                    ["Available keys", String(info.availableKeys.count)],
                ]
            )
        }
    }
}
