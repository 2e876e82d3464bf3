import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTiOSLib

/// A connected library against a local server with the sample data.
@MainActor
enum LibraryHarness {
    static let password = "CoreysGoryStory"
    /// The Nassau area, which `nasc_admin` administers.
    static let nassau = 1002
    /// "Hopeful In Hicksville", a Nassau meeting.
    static let nassauMeeting = 188

    static func withLibrary(
        _ mode: LocalServer.Mode,
        emailContact: LocalServer.EmailContact = .disabled,
        _ body: (BMLTiOSLib, RecordingDelegate, LocalServer) async throws -> Void
    ) async throws {
        let server = try await LocalServer.start(LocalServer.Configuration(mode: mode, emailContact: emailContact))
        let delegate = RecordingDelegate()
        let library = BMLTiOSLib(inRootServerURI: server.rootURL.absoluteString, inDelegate: delegate)
        do {
            await library.finishOperations()
            #expect(delegate.take().map(\.name) == ["serverIsValid(true)"])
            try await body(library, delegate, server)
            await library.finishOperations()
        } catch {
            library.cancelAllOperations()
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Logs `nasc_admin` in and checks the one login callback.
    static let logIn = BMLTiOSLibFlowSteps.logIn
    /// "Hopeful In Hicksville" as the logged-in `nasc_admin` reads it: editable.
    static let editableNassauMeeting = BMLTiOSLibFlowSteps.editableNassauMeeting
}
