import BMLTLocalServer
import BMLTTestSupport
import BMLTiOSLib
import Foundation
import Testing

/// The original library's tester app (``BMLTiOSLibTesterAppFlows``), screen by screen, against a local server as a
/// 4.x and as a 2.16.6 server. The conformance suite runs the same flows against the real servers.
@Suite("BMLTiOSLib: the original tester app's screens", .hangTimeLimit)
@MainActor
struct TesterAppFlowTests {
    typealias Flows = BMLTiOSLibTesterAppFlows

    @Test(
        "ConnectViewController: connect, the server's facts, disconnect, and a server that does not answer",
        arguments: LocalServer.Mode.allCases
    )
    func connect(mode: LocalServer.Mode) async throws {
        let server = try await LocalServer.start(LocalServer.Configuration(mode: mode, emailContact: .enabled))
        var configuration = BMLTClient.Configuration()
        configuration.retry = .none
        let connect = { (uri: String, delegate: RecordingDelegate) in
            BMLTiOSLib(inRootServerURI: uri, inDelegate: delegate, configuration: configuration)
        }
        do {
            let root = server.rootURL.absoluteString
            try await Flows.connectAndDisconnect(on: LibraryHarness.flowServer(mode), rootURI: root, connect: connect)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test("DetailedInfoController: log in, permissions, log out", arguments: LocalServer.Mode.allCases)
    func loginScreen(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.loginScreen, mode)
    }

    @Test("SearchViewController: every criterion of the search screen", arguments: LocalServer.Mode.allCases)
    func searchScreen(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.searchScreen, mode)
    }

    @Test("FormatSearchResultsViewController and the used formats", arguments: LocalServer.Mode.allCases)
    func formatResults(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.formatResults, mode)
    }

    @Test(
        "MeetingSearchResultsViewController and SingleMeetingViewController, read-only",
        arguments: LocalServer.Mode.allCases
    )
    func meetingResultsAndDetails(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.meetingResultsAndDetails, mode)
    }

    @Test(
        "SingleMeetingViewController and ChangeListViewController: edit, revert, delete",
        arguments: LocalServer.Mode.allCases
    )
    func editMeeting(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.editMeeting, mode)
    }

    @Test(
        "AllChangesListViewController: changes and deletions of an area; undelete",
        arguments: LocalServer.Mode.allCases
    )
    func allChanges(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.allChanges, mode)
    }

    @Test("NewMeetingViewController: a template, typed in, saved, looked up", arguments: LocalServer.Mode.allCases)
    func newMeetingScreen(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.newMeetingScreen, mode)
    }

    @Test("SendMessageViewController", arguments: LocalServer.Mode.allCases)
    func sendMessageScreen(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.runWithServer(mode) { library, delegate, flowServer, server in
            try await Flows.sendMessageScreen(library, delegate, on: flowServer) { address, meeting in
                try LibraryHarness.setEmailContact(address, meeting: meeting, on: server)
            }
            if mode == .legacy { #expect(server.outbox.messages.count == 1) }
        }
    }
}
