import BMLTLocalServer
import Foundation
import Testing

@testable import BMLTiOSLib

/// A delegate that records every callback, in order.
@MainActor
final class RecordingDelegate: BMLTiOSLibDelegate {
    enum Event {
        case serverIsValid(Bool)
        case error(any Error)
        case meetings([BMLTiOSLibMeetingNode])
        case formats([BMLTiOSLibFormatNode], isAllUsedFormats: Bool)
        case changes([BMLTiOSLibChangeNode])
        case deletedChanges([BMLTiOSLibChangeNode])
        case login(Bool)
        case newMeeting(BMLTiOSLibEditableMeetingNode)
        case rolledBack(BMLTiOSLibEditableMeetingNode)
        case changeComplete(BMLTiOSLibChangedMeeting?)
        case deleted(Bool)
        case messageSent(Bool)

        /// The callback's name, for comparing sequences.
        var name: String {
            switch self {
            case .serverIsValid(let valid): return "serverIsValid(\(valid))"
            case .error: return "error"
            case .meetings: return "meetings"
            case .formats: return "formats"
            case .changes: return "changes"
            case .deletedChanges: return "deletedChanges"
            case .login(let loggedIn): return "login(\(loggedIn))"
            case .newMeeting: return "newMeeting"
            case .rolledBack: return "rolledBack"
            case .changeComplete: return "changeComplete"
            case .deleted(let success): return "deleted(\(success))"
            case .messageSent(let success): return "messageSent(\(success))"
            }
        }
    }

    var events: [Event] = []
    var names: [String] { events.map(\.name) }

    /// The events so far, and forget them.
    func take() -> [Event] {
        defer { events.removeAll() }
        return events
    }

    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {
        events.append(.serverIsValid(serverIsValid))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: any Error) { events.append(.error(error)) }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode]) {
        events.append(.meetings(meetingSearchResults))
    }
    func bmltLibInstance(
        _ inLibInstance: BMLTiOSLib,
        formatSearchResults: [BMLTiOSLibFormatNode],
        isAllUsedFormats: Bool
    ) {
        events.append(.formats(formatSearchResults, isAllUsedFormats: isAllUsedFormats))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, changeListResults: [BMLTiOSLibChangeNode]) {
        events.append(.changes(changeListResults))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deletedChangeListResults: [BMLTiOSLibChangeNode]) {
        events.append(.deletedChanges(deletedChangeListResults))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, loginChangedTo: Bool) { events.append(.login(loginChangedTo)) }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, newMeetingAdded: BMLTiOSLibEditableMeetingNode) {
        events.append(.newMeeting(newMeetingAdded))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingRolledback: BMLTiOSLibEditableMeetingNode) {
        events.append(.rolledBack(meetingRolledback))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, adminMeetingChangeComplete: BMLTiOSLibChangedMeeting!) {
        events.append(.changeComplete(adminMeetingChangeComplete))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deleteMeetingSuccessful: Bool) {
        events.append(.deleted(deleteMeetingSuccessful))
    }
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool) {
        events.append(.messageSent(sendMessageSuccessful))
    }
}

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
    static func logIn(_ library: BMLTiOSLib, _ delegate: RecordingDelegate) async {
        #expect(library.adminLogin(loginID: "nasc_admin", password: password))
        await library.finishOperations()
        #expect(delegate.take().map(\.name) == ["login(true)"])
    }

    /// Runs a search for meeting ids and returns the meetings delivered.
    static func meetings(
        _ ids: [Int],
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate
    ) async
        -> [BMLTiOSLibMeetingNode]
    {
        await library.getMeetingsObjectsByID(ids, searchType: .MeetingsOnly).finish()
        let events = delegate.take()
        guard events.count == 2, case .meetings(let meetings) = events[1] else {
            Issue.record("Expected formats and meetings, got \(events.map(\.name))")
            return []
        }
        return meetings
    }

    /// "Hopeful In Hicksville" as the logged-in `nasc_admin` reads it: editable.
    static func editableNassauMeeting(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate
    ) async throws
        -> BMLTiOSLibEditableMeetingNode
    {
        try #require(await meetings([nassauMeeting], library, delegate).first as? BMLTiOSLibEditableMeetingNode)
    }
}
