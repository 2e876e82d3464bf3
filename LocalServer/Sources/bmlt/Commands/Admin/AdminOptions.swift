import ArgumentParser
import BMLT
import Foundation

/// How an admin command talks to its server and prints: everything but which server.
struct AdminConnectionOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Flag(name: .long, help: "Allow plain http:// to a host that is not on this machine.")
    var insecure = false

    @Option(name: .long, parsing: .unconditional, help: "Seconds a call may take in all, retries included.")
    var timeout: Int = 30

    func validate() throws {
        if timeout < 1 { throw ValidationError("--timeout must be 1 second or more.") }
    }

    @Flag(name: .long, help: "On an error, also print its details (URL, HTTP status, the start of the answer).")
    var verbose = false

    /// The file the credentials are kept in.
    var credentialFile: CredentialFile { CredentialFile() }

    /// A client of the server given by URL.
    func makeClient(_ url: String) throws -> BMLTClient {
        do {
            return try BMLTClient(
                ConnectionOptions.withScheme(url),
                configuration: .commandLine(insecure: insecure, timeout: timeout)
            )
        } catch let error as BMLTError {
            throw AdminOutput.usageError(ErrorReport.line(for: error))
        }
    }
}

/// The options every `bmlt admin` command but `login` shares: which server's stored credential to act with, and how
/// to talk and print.
struct AdminOptions: ParsableArguments {
    @Option(
        name: .long,
        help: """
            The root server URL, e.g. https://bmlt.example.org/main_server. Optional when credentials are stored for \
            one server only.
            """
    )
    var server: String?

    @OptionGroup var connection: AdminConnectionOptions

    var json: Bool { connection.json }

    /// The exit status of a command that needs a login it does not have (`EX_NOPERM`).
    static let notLoggedInStatus: Int32 = 77

    /// Runs `body` with a session resumed from the stored credential of `--server` (or of the one server with a
    /// stored credential). Refreshed tokens are saved to the file; a missing credential or one the server no longer
    /// accepts prints "Not logged in to …" and exits with ``notLoggedInStatus``.
    func withSession<Value: Sendable>(_ body: (AdminSession) async throws -> Value) async throws -> Value {
        let file = connection.credentialFile
        let client: BMLTClient
        let credential: AdminCredential
        if let server {
            client = try connection.makeClient(server)
            guard let stored = try file.credential(for: client.rootURL) else {
                throw notLoggedIn(client.rootURL.absoluteString)
            }
            credential = stored
        } else {
            let stored = try file.load()
            guard let only = stored.first, stored.count == 1 else {
                if stored.isEmpty { throw notLoggedIn("any server") }
                throw AdminOutput.usageError(
                    "Credentials are stored for several servers; choose one with --server: "
                        + stored.keys.sorted().joined(separator: ", ")
                )
            }
            client = try connection.makeClient(only.key)
            credential = only.value
        }
        let session = client.session(resuming: credential, options: AdminSession.Options(credentialStore: file))
        do {
            return try await body(session)
        } catch let error as BMLTError where error.code == .unauthorized {
            throw notLoggedIn(client.rootURL.absoluteString)
        } catch let error as BMLTError where error.code == .connectionFailed {
            throw Self.serverGone(client.rootURL)
        }
    }

    /// The stored login's server does not answer: say so, and how to log in again or forget the login.
    static func serverGone(_ rootURL: URL) -> ErrorReport.Failure {
        let server = rootURL.absoluteString
        let portNote =
            ["127.0.0.1", "localhost", "::1"].contains(rootURL.host ?? "")
            ? " (if it is a bmlt serve, is it running? One started with --port 0 listens on a new port each time)"
            : ""
        return ErrorReport.Failure(
            "The server of the stored login, \(server), does not answer\(portNote). Log in again with bmlt admin login "
                + "--server URL, or forget this login with bmlt admin logout --server \(server)."
        )
    }

    /// Prints the not-logged-in message and returns the exit to throw.
    func notLoggedIn(_ server: String) -> ExitCode {
        let login = server.contains("://") ? "--server \(server) --user NAME" : "--server URL --user NAME"
        ErrorReport.note("Not logged in to \(server): run bmlt admin login \(login)")
        return ExitCode(Self.notLoggedInStatus)
    }

    /// Prints values as JSON (with `--json`) or as the table the command renders.
    func output<Value: Encodable>(_ value: Value, table: () -> Table) throws {
        try JSONOutput.print(value, asJSON: json, table: table)
    }

    /// Prints values as JSON (with `--json`), or a line of text followed by the table the command renders.
    func output<Value: Encodable>(_ value: Value, message: String, table: () -> Table) throws {
        if !json { StandardStreams.print(message) }
        try JSONOutput.print(value, asJSON: json, table: table)
    }
}

/// Text for people, beside the tables.
enum AdminOutput {
    /// Prints a usage mistake found while running (not while parsing) and returns the exit to throw: status 64, as
    /// for a `ValidationError`, without the root command's usage text that one thrown from `run()` would print.
    static func usageError(_ message: String) -> ExitCode {
        ErrorReport.note("Error: " + message)
        return ExitCode.validationFailure
    }
}
