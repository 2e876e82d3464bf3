@_spi(BMLTInternal) import BMLT
import BMLTiOSLib
import Foundation

/// Reads a root server through both products: `meeting-list ROOT_URL` prints the server's version, whether
/// BMLTiOSLib found it valid, and how many Monday meetings it lists; it fails when any of them fails.
@main
struct MeetingList {
    static func main() async throws {
        guard CommandLine.arguments.count == 2 else {
            print("usage: MeetingList ROOT_URL")
            exit(2)
        }
        let root = CommandLine.arguments[1]
        let client = try BMLTClient(root)
        let info = try await client.serverInfo()
        var query = MeetingQuery()
        query.weekdays = .only(.monday)
        let meetings = try await client.meetings(matching: query)
        let isValid = await Connection.check(root)
        print("server \(info.version): BMLTiOSLib valid \(isValid), \(meetings.count) Monday meetings")
        guard isValid, !meetings.isEmpty else { exit(1) }
    }
}

/// The original API's first step: connect, and wait for the delegate's verdict.
@MainActor
final class Connection: BMLTiOSLibDelegate {
    private var verdict: CheckedContinuation<Bool, Never>?
    private var library: BMLTiOSLib?

    static func check(_ root: String) async -> Bool {
        let connection = Connection()
        return await withCheckedContinuation { verdict in
            connection.verdict = verdict
            connection.library = BMLTiOSLib(inRootServerURI: root, inDelegate: connection)
        }
    }

    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {
        verdict?.resume(returning: serverIsValid)
        verdict = nil
    }

    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: any Error) {
        print("BMLTiOSLib: \(error)")
    }
}
