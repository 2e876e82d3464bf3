import ArgumentParser
import BMLT
import Foundation

struct AdminLogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "End the session on the server and remove its stored credential."
    )

    @OptionGroup var options: AdminOptions

    /// What logout prints.
    struct Summary: Codable {
        var server: URL
        var loggedOut: Bool
        /// Whether the server confirmed the end of the session (it may not answer any more).
        var serverConfirmed: Bool
    }

    func run() async throws {
        let (server, confirmed) = try await options.withSession { session in
            // The credential leaves the file first, so it is gone even if the server cannot be reached.
            do {
                try await session.logout()
                return (session.client.rootURL, true)
            } catch let error as BMLTError where [.connectionFailed, .timedOut, .unauthorized].contains(error.code) {
                return (session.client.rootURL, error.code == .unauthorized)
            }
        }
        if options.json {
            StandardStreams.print(
                try JSONOutput.encode(Summary(server: server, loggedOut: true, serverConfirmed: confirmed))
            )
        } else if confirmed {
            StandardStreams.print("Logged out of \(server.absoluteString).")
        } else {
            StandardStreams.print(
                "Forgot the login to \(server.absoluteString). The server did not answer, so its session ends when it "
                    + "expires there."
            )
        }
    }
}
