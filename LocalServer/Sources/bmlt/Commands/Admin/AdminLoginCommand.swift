import ArgumentParser
import BMLT
import Foundation

struct AdminLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to a server and keep the session's credential for the other admin commands.",
        discussion: """
            The password comes from standard input with --password-stdin (one line), or from a prompt that does not \
            echo when standard input is a terminal. It is sent to the server once and never stored: the credentials \
            file (\(CredentialFile().url.path), or credentials.json in $BMLT_CONFIG_DIR) keeps only the server's \
            token or session cookie, readable by you only. A login replaces the one kept for the same server, whose \
            session is ended on the server.
            """
    )

    @Option(name: .long, help: "The root server URL to log in to, e.g. https://bmlt.example.org/main_server.")
    var server: String

    @OptionGroup var options: AdminConnectionOptions

    @Option(name: .long, help: "The user name to log in with.")
    var user: String

    @Flag(name: .customLong("password-stdin"), help: "Read the password from the first line of standard input.")
    var passwordStdin = false

    func validate() throws {
        guard !user.isEmpty else { throw ValidationError("--user: give a user name.") }
    }

    /// What login prints: never the secret.
    struct Summary: Codable {
        var server: URL
        var username: String
        var flavour: AdminCredential.Flavour
        var expiresAt: Date?
        var credentialFile: String
    }

    func run() async throws {
        let client = try options.makeClient(server)
        let password =
            passwordStdin
            ? try AdminPassword.fromStandardInput()
            : try AdminPassword.prompt("Password for \(user) at \(client.rootURL.absoluteString): ")
        let file = options.credentialFile
        let replaced = try file.credential(for: client.rootURL)
        let session: AdminSession
        do {
            session = try await client.login(
                username: user,
                password: password,
                options: AdminSession.Options(credentialStore: file)
            )
        } catch let error as BMLTError where error.code == .unauthorized {
            throw ErrorReport.Failure(
                "\(client.rootURL.absoluteString) refused the user name \(user) with that password; nothing was stored."
                    + (error.serverMessage.map { " The server said: \($0)" } ?? "")
            )
        }
        if let replaced { await Self.end(replaced, of: client) }
        let credential = await session.currentCredential
        let summary = Summary(
            server: client.rootURL,
            username: user,
            flavour: session.flavour,
            expiresAt: credential?.expiresAt,
            credentialFile: file.url.path
        )
        if options.json {
            StandardStreams.print(try JSONOutput.encode(summary))
        } else {
            var line = "Logged in to \(client.rootURL.absoluteString) as \(user)"
            if let expiresAt = summary.expiresAt {
                line += " until " + expiresAt.formatted(date: .abbreviated, time: .shortened)
            }
            StandardStreams.print(line + ".")
        }
    }

    /// Ends the session a new login replaces, on the server, and says so; a session the server has ended already,
    /// or cannot end now, is only said to be replaced.
    static func end(_ replaced: AdminCredential, of client: BMLTClient) async {
        let session = client.session(resuming: replaced, options: AdminSession.Options())
        do {
            try await session.logout()
            ErrorReport.note("Logged out \(replaced.username)'s session, which this login replaces.")
        } catch {
            ErrorReport.note(
                "Replaced \(replaced.username)'s session; the server did not end it (\(ErrorReport.shortReason(error)))."
            )
        }
    }
}
