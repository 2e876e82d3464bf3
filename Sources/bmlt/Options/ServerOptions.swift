import ArgumentParser
import BMLT
import BMLTLocalServer
import Foundation

/// The options every query command shares: which server, and how to print.
struct ServerOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "The root server URL, e.g. https://bmlt.example.org/main_server. Without it, an embedded local server with the Greater New York sample data answers."
    )
    var server: String?

    @Flag(name: .long, help: "With no --server: run the embedded server as a 2.16.6 server.")
    var legacy = false

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Flag(name: .long, help: "Allow plain http:// to a host that is not on this machine.")
    var insecure = false

    @Option(name: .long, help: "Seconds to wait for the server before giving up.")
    var timeout: Int = 30

    /// Runs `body` with a client of the chosen server, or of an embedded local server that is stopped afterwards.
    ///
    /// - Parameter serverTimeZone: the zone of meetings without one (``BMLTClient/Configuration/serverTimeZone``).
    func withClient<Value: Sendable>(
        serverTimeZone: TimeZone? = nil,
        _ body: (BMLTClient) async throws -> Value
    ) async throws -> Value {
        if server != nil { return try await body(try makeClient(serverTimeZone: serverTimeZone)) }
        return try await LocalServer.withRunning(LocalServer.Configuration(mode: legacy ? .legacy : .current)) {
            local in
            try await body(try makeClient(url: local.rootURL.absoluteString, serverTimeZone: serverTimeZone))
        }
    }

    /// A client of a server given by URL.
    func makeClient(url: String? = nil, serverTimeZone: TimeZone? = nil) throws -> BMLTClient {
        guard let server = url ?? server else {
            throw ValidationError("Give the server with --server URL.")
        }
        var configuration = BMLTClient.Configuration.commandLine(insecure: insecure, timeout: timeout)
        configuration.serverTimeZone = serverTimeZone
        do {
            return try BMLTClient(server, configuration: configuration)
        } catch let error as BMLTError {
            throw ValidationError(error.reason)
        }
    }

    /// Prints values as JSON (with `--json`) or as the table the command renders.
    func output<Value: Encodable>(_ value: Value, table: () -> Table) throws {
        try JSONOutput.print(value, asJSON: json, table: table)
    }
}

extension BMLTClient.Configuration {
    /// A client configuration from the command line's `--insecure` and `--timeout` (the whole call may take four
    /// times the timeout, for retries).
    static func commandLine(insecure: Bool, timeout: Int) -> BMLTClient.Configuration {
        var configuration = BMLTClient.Configuration()
        configuration.allowsInsecureHTTP = insecure
        configuration.requestTimeout = .seconds(max(1, timeout))
        configuration.deadline = .seconds(max(1, timeout) * 4)
        return configuration
    }
}
