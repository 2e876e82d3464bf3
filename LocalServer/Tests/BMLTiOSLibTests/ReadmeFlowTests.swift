import BMLTTestSupport
import BMLTiOSLib
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// The flows of the original library's README (``BMLTiOSLibReadmeFlows``), end to end, against a local server as a
/// 4.x and as a 2.16.6 server. The conformance suite runs the same flows against the real servers.
@Suite("BMLTiOSLib: the original README's flows", .hangTimeLimit)
@MainActor
struct ReadmeFlowTests {
    typealias Flows = BMLTiOSLibReadmeFlows

    @Test("Basic server information", arguments: LocalServer.Mode.allCases)
    func serverInformation(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.serverInformation, mode)
    }

    @Test("Search by text and location, then look at a meeting's fields", arguments: LocalServer.Mode.allCases)
    func searchAndRead(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.searchAndRead, mode)
    }

    @Test("Meetings only, formats only, or both; all used formats", arguments: LocalServer.Mode.allCases)
    func searchExtents(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.searchExtents, mode)
    }

    @Test("Every change query of the README, after an edit and a deletion", arguments: LocalServer.Mode.allCases)
    func meetingChanges(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.meetingChanges, mode)
    }

    @Test(
        "A message to a meeting's contact (2.x), or the error a 4.x server gets",
        arguments: LocalServer.Mode.allCases
    )
    func sendMessage(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.runWithServer(mode) { library, delegate, flowServer, server in
            try await Flows.sendMessage(library, delegate, on: flowServer) { address, meeting in
                try LibraryHarness.setEmailContact(address, meeting: meeting, on: server)
            }
            if mode == .legacy { #expect(server.outbox.messages.first?.body.contains("Is it on? A&B=1+1") == true) }
        }
    }

    @Test("Log in, edit a meeting, see the change in its history, and revert it", arguments: LocalServer.Mode.allCases)
    func editAndRevert(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.editAndRevert, mode)
    }

    @Test("Delete a meeting, find it among the deleted, restore it, copy it", arguments: LocalServer.Mode.allCases)
    func deleteRestoreAndCopy(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.deleteRestoreAndCopy, mode)
    }

    @Test("A new meeting, created by its first save, changed by its second", arguments: LocalServer.Mode.allCases)
    func newMeeting(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.newMeeting, mode)
    }

    @Test(
        "Operations run side by side; cancelling one keeps the login and the others",
        arguments: LocalServer.Mode.allCases
    )
    func concurrentAndCancelled(mode: LocalServer.Mode) async throws {
        try await LibraryHarness.run(Flows.concurrentAndCancelled, mode)
    }
}

extension LibraryHarness {
    /// A flow of ``BMLTiOSLibReadmeFlows`` or ``BMLTiOSLibTesterAppFlows``.
    typealias Flow = @MainActor (BMLTiOSLib, RecordingDelegate, BMLTiOSLibFlowServer) async throws -> Void

    /// The local server in a mode, as the flows know a server: 2.16.6 with email contact on, or 4.x.
    static func flowServer(_ mode: LocalServer.Mode) -> BMLTiOSLibFlowServer {
        BMLTiOSLibFlowServer(
            isLegacy: mode == .legacy,
            version: mode == .legacy ? LocalServer.legacyVersion : LocalServer.currentVersion,
            emailContactEnabled: mode == .legacy
        )
    }

    /// Runs a flow with a library connected to a local server in a mode, email contact on as on the real 2.16.6.
    static func run(_ flow: Flow, _ mode: LocalServer.Mode) async throws {
        try await runWithServer(mode) { library, delegate, flowServer, _ in
            try await flow(library, delegate, flowServer)
        }
    }

    /// Runs a body with a library connected to a local server in a mode, email contact on as on the real 2.16.6.
    static func runWithServer(
        _ mode: LocalServer.Mode,
        _ body: (BMLTiOSLib, RecordingDelegate, BMLTiOSLibFlowServer, LocalServer) async throws -> Void
    ) async throws {
        try await withLibrary(mode, emailContact: .enabled) { library, delegate, server in
            try await body(library, delegate, flowServer(mode), server)
        }
    }

    /// Gives a meeting an email contact in the data (2.x's `json.php` cannot: it stores a number).
    static func setEmailContact(_ address: String, meeting: Int, on server: LocalServer) throws {
        try server.store.database.write { db in
            try db.execute(
                sql: "UPDATE meetings SET email_contact = ? WHERE id_bigint = ?",
                arguments: [address, meeting]
            )
        }
    }
}
