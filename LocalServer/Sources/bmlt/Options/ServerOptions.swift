import ArgumentParser
import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import Foundation

/// Which server a query command asks, and how patiently.
struct ConnectionOptions: ParsableArguments {
    @Option(
        name: .long,
        help:
            "The root server URL, e.g. https://bmlt.example.org/main_server. Without it, an embedded local server with the Greater New York sample data answers."
    )
    var server: String?

    @Flag(name: .long, help: "With no --server: run the embedded server as a 2.16.6 server.")
    var legacy = false

    @Flag(name: .long, help: "Allow plain http:// to a host that is not on this machine.")
    var insecure = false

    @Option(name: .long, parsing: .unconditional, help: "Seconds a call may take in all, retries included.")
    var timeout: Int = 30

    func validate() throws {
        if timeout < 1 { throw ValidationError("--timeout must be 1 second or more.") }
        if legacy, server != nil {
            throw ValidationError("--legacy runs the embedded server as 2.16.6: with --server, that server answers.")
        }
        if insecure, let server, !Self.withScheme(server).lowercased().hasPrefix("http://") {
            throw ValidationError(
                "--insecure allows plain http:// to a server; \(Self.withScheme(server)) is reached with https:// "
                    + "anyway: leave --insecure out."
            )
        }
    }

    @Flag(name: .long, help: "On an error, also print its details (URL, HTTP status, the start of the answer).")
    var verbose = false

    /// Whether the embedded local server answers (no `--server`).
    var isEmbedded: Bool { server == nil }

    /// Runs `body` with a client of the chosen server, or of an embedded local server that is stopped afterwards.
    ///
    /// - Parameter serverTimeZone: the zone of meetings without one (``BMLTClient/Configuration/serverTimeZone``).
    func withClient<Value: Sendable>(
        serverTimeZone: TimeZone? = nil,
        _ body: (BMLTClient) async throws -> Value
    ) async throws -> Value {
        if let server {
            do {
                return try await body(try makeClient(serverTimeZone: serverTimeZone))
            } catch let error as BMLTError
                where !server.contains("://") && [.connectionFailed, .secureConnectionFailed].contains(error.code)
            {
                throw ErrorReport.Failure(
                    ErrorReport.line(for: error) + " (--server \(server) has no scheme, so https:// was assumed: give "
                        + "http://\(server) if the server has no TLS.)"
                )
            }
        }
        noteLoginsElsewhere()
        return try await LocalServer.withRunning(LocalServer.Configuration(mode: legacy ? .legacy : .current)) {
            local in
            try await body(try makeClient(url: local.rootURL.absoluteString, serverTimeZone: serverTimeZone))
        }
    }

    /// Says that the embedded sample answers though the user is logged in to a server, so that a meeting just
    /// changed there is not looked for here (the sample stays the default: a command means the same wherever it runs).
    private func noteLoginsElsewhere() {
        guard let logins = try? CredentialFile().load().keys.sorted(), let first = logins.first else { return }
        let servers = logins.count == 1 ? first : logins.joined(separator: ", ")
        ErrorReport.note(
            "Note: the embedded sample data answers; you are logged in to \(servers): give --server to ask "
                + (logins.count == 1 ? "it." : "one of them.")
        )
    }

    /// A client of a server given by URL.
    func makeClient(url: String? = nil, serverTimeZone: TimeZone? = nil) throws -> BMLTClient {
        guard let server = (url ?? server).map(Self.withScheme) else {
            throw ValidationError("Give the server with --server URL.")
        }
        var configuration = BMLTClient.Configuration.commandLine(insecure: insecure, timeout: timeout)
        configuration.serverTimeZone = serverTimeZone
        do {
            return try BMLTClient(server, configuration: configuration)
        } catch let error as BMLTError {
            throw ErrorReport.Failure("--server \(server): " + ErrorReport.line(for: error))
        }
    }

    /// A server address as a URL: one written without a scheme (`bmlt.example.org/main_server`) is taken as https,
    /// as a browser takes it.
    static func withScheme(_ address: String) -> String {
        address.contains("://") ? address : "https://" + address
    }

    /// The zone of meetings that name none: the one given, the sample data's for the embedded server, or else this
    /// machine's (servers publish none).
    func fallbackTimeZone(given: TimeZone?) -> TimeZone {
        given ?? (isEmbedded ? LocalServer.sampleDataTimeZone : .current)
    }

    /// Warns that meetings without a time zone are read in this machine's, when no zone was given and the server's is
    /// not known.
    func warnOfZonelessMeetings(_ meetings: [Meeting], given: TimeZone?, option: String) {
        guard given == nil, !isEmbedded else { return }
        let zoneless = meetings.filter { $0.timeZone == nil }.count
        guard zoneless > 0 else { return }
        ErrorReport.note(
            "Warning: \(zoneless) of \(meetings.count) meetings have no time zone; their times are taken as this "
                + "machine's (\(TimeZone.current.identifier)). Give the server's with \(option)."
        )
    }

    /// Meetings as the command prints them: those of the embedded server without its root URL, whose port is new on
    /// every run and reaches nothing once the command ends.
    func printable(_ meetings: [Meeting]) -> [Meeting] {
        guard isEmbedded else { return meetings }
        return meetings.map { meeting in
            var meeting = meeting
            meeting.rootServerURI = nil
            return meeting
        }
    }
}

/// The options of query commands that print what they find: the server, and JSON or a table.
struct ServerOptions: ParsableArguments {
    @OptionGroup var connection: ConnectionOptions

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    var server: String? { connection.server }

    func withClient<Value: Sendable>(
        serverTimeZone: TimeZone? = nil,
        _ body: (BMLTClient) async throws -> Value
    ) async throws -> Value {
        try await connection.withClient(serverTimeZone: serverTimeZone, body)
    }

    /// Prints values as JSON (with `--json`) or as the table the command renders.
    func output<Value: Encodable>(_ value: Value, table: () -> Table) throws {
        try JSONOutput.print(value, asJSON: json, table: table)
    }
}

extension ClientIdentity {
    /// The command line's identity: `bmlt`, its version, and the contact of the person running it (`BMLT_CONTACT`),
    /// which servers' operators read before they block a client that loads them.
    static func commandLine(contact: String) -> ClientIdentity {
        ClientIdentity(name: "bmlt", version: BMLTClient.libraryVersion, contact: contact)
    }
}

extension BMLTClient.Configuration {
    /// A client configuration from the command line's `--insecure` and `--timeout`: the timeout is each call's
    /// deadline, retries included. An attempt may wait as long, so a silent server fails at the deadline.
    ///
    /// Requests go through AsyncHTTPClient, which waits for an answer without using the processor: on Linux,
    /// URLSession's loop turns thousands of times a second while a server that took the connection stays silent.
    static func commandLine(insecure: Bool, timeout: Int) -> BMLTClient.Configuration {
        var configuration = BMLTClient.Configuration(transport: AsyncHTTPClientTransport())
        configuration.identity = .commandLine(contact: ProcessInfo.processInfo.environment["BMLT_CONTACT"] ?? "")
        configuration.allowsInsecureHTTP = insecure
        configuration.deadline = .seconds(max(1, timeout))
        configuration.requestTimeout = configuration.deadline + .seconds(1)
        return configuration
    }
}
