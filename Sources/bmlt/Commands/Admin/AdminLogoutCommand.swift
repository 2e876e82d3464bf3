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
    }

    func run() async throws {
        let server = try await options.withSession { session in
            // The credential leaves the file first, so it is gone even if the server cannot be reached.
            try await session.logout()
            return session.client.rootURL
        }
        if options.json {
            print(try JSONOutput.encode(Summary(server: server, loggedOut: true)))
        } else {
            print("Logged out of \(server.absoluteString).")
        }
    }
}
