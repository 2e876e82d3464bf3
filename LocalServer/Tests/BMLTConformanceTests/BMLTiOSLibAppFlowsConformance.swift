@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import BMLTiOSLib
import Foundation
import Testing

extension Peer.Server {
    /// The server as the library's flows know it: 2.16.6 sends messages to meeting contacts; 4.x has no contact form.
    var flowServer: BMLTiOSLibFlowServer {
        BMLTiOSLibFlowServer(isLegacy: self == .v2, version: rawValue, emailContactEnabled: self == .v2)
    }
}

extension Conformance {
    /// Every flow of the original BMLTiOSLib 1.5.4's README (``BMLTiOSLibReadmeFlows``) and of its tester app
    /// (``BMLTiOSLibTesterAppFlows``), driven by real 2.x and 4.x servers through both transports, every request
    /// mirrored to the local server.
    @Suite("BMLTiOSLib's README and tester app flows")
    @MainActor
    struct BMLTiOSLibAppFlows {
        typealias Readme = BMLTiOSLibReadmeFlows
        typealias App = BMLTiOSLibTesterAppFlows
        typealias Flow = @MainActor (BMLTiOSLib, RecordingDelegate, BMLTiOSLibFlowServer) async throws -> Void

        /// Runs a flow with a library connected to the peer.
        static func run(_ flow: Flow, _ server: Peer.Server, _ transport: Peer.Transport) async throws {
            try await BMLTiOSLibFlows.withLibrary(transport, of: server) { library, delegate, _ in
                try await flow(library, delegate, server.flowServer)
            }
        }

        // MARK: - The README

        @Test("README: basic server information", arguments: Peer.available, Peer.Transport.allCases)
        func serverInformation(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.serverInformation, server, transport)
        }

        @Test("README: search by text and location, read a meeting", arguments: Peer.available, Peer.Transport.allCases)
        func searchAndRead(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.searchAndRead, server, transport)
        }

        @Test(
            "README: meetings only, formats only, or both; all used formats",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func searchExtents(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.searchExtents, server, transport)
        }

        @Test("README: every change query", arguments: Peer.available, Peer.Transport.allCases)
        func meetingChanges(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.meetingChanges, server, transport)
        }

        @Test("README: a message to a meeting's contact", arguments: Peer.available, Peer.Transport.allCases)
        func sendMessage(server: Peer.Server, transport: Peer.Transport) async throws {
            try await BMLTiOSLibFlows.withLibrary(transport, of: server) { library, delegate, mirror in
                try await Readme.sendMessage(library, delegate, on: server.flowServer) { address, meeting in
                    try mirror.setEmailContact(address, meeting: meeting)
                }
            }
        }

        @Test("README: edit, the change record, revert", arguments: Peer.available, Peer.Transport.allCases)
        func editAndRevert(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.editAndRevert, server, transport)
        }

        @Test("README: delete, restore, copy", arguments: Peer.available, Peer.Transport.allCases)
        func deleteRestoreAndCopy(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.deleteRestoreAndCopy, server, transport)
        }

        @Test("README: a new meeting", arguments: Peer.available, Peer.Transport.allCases)
        func newMeeting(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.newMeeting, server, transport)
        }

        @Test("README: operations side by side, one cancelled", arguments: Peer.available, Peer.Transport.allCases)
        func concurrentAndCancelled(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(Readme.concurrentAndCancelled, server, transport)
        }

        // MARK: - The tester app

        @Test(
            "ConnectViewController: connect, facts, disconnect, no answer",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func connect(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, _ in
                let connect = { (uri: String, delegate: RecordingDelegate) in
                    BMLTiOSLib(inRootServerURI: uri, inDelegate: delegate, configuration: client.configuration)
                }
                let root = client.rootURL.absoluteString
                try await App.connectAndDisconnect(on: server.flowServer, rootURI: root, connect: connect)
            }
        }

        @Test(
            "DetailedInfoController: log in, permissions, log out",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func loginScreen(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(App.loginScreen, server, transport)
        }

        @Test("SearchViewController: every criterion", arguments: Peer.available, Peer.Transport.allCases)
        func searchScreen(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(App.searchScreen, server, transport)
        }

        @Test(
            "FormatSearchResultsViewController and the used formats",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func formatResults(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(App.formatResults, server, transport)
        }

        @Test(
            "MeetingSearchResultsViewController and SingleMeetingViewController, read-only",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func meetingResultsAndDetails(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(App.meetingResultsAndDetails, server, transport)
        }

        @Test(
            "SingleMeetingViewController and ChangeListViewController: edit, revert, delete",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func editMeeting(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(App.editMeeting, server, transport)
        }

        @Test(
            "AllChangesListViewController: changes and deletions of an area; undelete",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func allChanges(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(App.allChanges, server, transport)
        }

        @Test("NewMeetingViewController", arguments: Peer.available, Peer.Transport.allCases)
        func newMeetingScreen(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.run(App.newMeetingScreen, server, transport)
        }

        @Test("SendMessageViewController", arguments: Peer.available, Peer.Transport.allCases)
        func sendMessageScreen(server: Peer.Server, transport: Peer.Transport) async throws {
            try await BMLTiOSLibFlows.withLibrary(transport, of: server) { library, delegate, mirror in
                try await App.sendMessageScreen(library, delegate, on: server.flowServer) { address, meeting in
                    try mirror.setEmailContact(address, meeting: meeting)
                }
            }
        }
    }
}
