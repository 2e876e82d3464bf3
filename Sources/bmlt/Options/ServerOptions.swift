import ArgumentParser
import BMLT
import Foundation

/// The options every query command shares: which server, and how to print.
struct ServerOptions: ParsableArguments {
    @Option(name: .long, help: "The root server URL, e.g. https://bmlt.example.org/main_server.")
    var server: String?

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Flag(name: .long, help: "Allow plain http:// to a host that is not on this machine.")
    var insecure = false

    @Option(name: .long, help: "Seconds to wait for the server before giving up.")
    var timeout: Int = 30

    /// A client of the chosen server.
    func makeClient() throws -> BMLTClient {
        guard let server else {
            throw ValidationError("Give the server with --server URL.")
        }
        var configuration = BMLTClient.Configuration()
        configuration.allowsInsecureHTTP = insecure
        configuration.requestTimeout = .seconds(max(1, timeout))
        configuration.deadline = .seconds(max(1, timeout) * 4)
        do {
            return try BMLTClient(server, configuration: configuration)
        } catch let error as BMLTError {
            throw ValidationError(error.reason)
        }
    }

    /// Prints values as JSON (with `--json`) or as the table the command renders.
    func output<Value: Encodable>(_ value: Value, table: () -> Table) throws {
        if json {
            print(try JSONOutput.encode(value))
        } else {
            print(table().rendered, terminator: "")
        }
    }
}
