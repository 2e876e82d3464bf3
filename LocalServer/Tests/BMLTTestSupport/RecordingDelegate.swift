public import BMLTiOSLib
import Testing

/// A delegate that records every callback, in order.
@MainActor
public final class RecordingDelegate: BMLTiOSLibDelegate {
    public init() {}

    public enum Event {
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
        public var name: String {
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

    public var events: [Event] = []
    public var names: [String] { events.map(\.name) }

    /// The events so far, and forget them.
    public func take() -> [Event] {
        defer { events.removeAll() }
        return events
    }

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {
        events.append(.serverIsValid(serverIsValid))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: any Error) {
        events.append(.error(error))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode]) {
        events.append(.meetings(meetingSearchResults))
    }
    public func bmltLibInstance(
        _ inLibInstance: BMLTiOSLib,
        formatSearchResults: [BMLTiOSLibFormatNode],
        isAllUsedFormats: Bool
    ) {
        events.append(.formats(formatSearchResults, isAllUsedFormats: isAllUsedFormats))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, changeListResults: [BMLTiOSLibChangeNode]) {
        events.append(.changes(changeListResults))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deletedChangeListResults: [BMLTiOSLibChangeNode]) {
        events.append(.deletedChanges(deletedChangeListResults))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, loginChangedTo: Bool) {
        events.append(.login(loginChangedTo))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, newMeetingAdded: BMLTiOSLibEditableMeetingNode) {
        events.append(.newMeeting(newMeetingAdded))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingRolledback: BMLTiOSLibEditableMeetingNode) {
        events.append(.rolledBack(meetingRolledback))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, adminMeetingChangeComplete: BMLTiOSLibChangedMeeting!) {
        events.append(.changeComplete(adminMeetingChangeComplete))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deleteMeetingSuccessful: Bool) {
        events.append(.deleted(deleteMeetingSuccessful))
    }
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool) {
        events.append(.messageSent(sendMessageSuccessful))
    }
}

extension RecordingDelegate {
    /// Runs `library`'s search for meeting ids and returns the meetings delivered (after the formats), recording an
    /// issue if the callbacks are not those two.
    public func meetings(_ ids: [Int], searchedBy library: BMLTiOSLib) async -> [BMLTiOSLibMeetingNode] {
        await library.getMeetingsObjectsByID(ids, searchType: .MeetingsOnly).finish()
        let events = take()
        guard events.count == 2, case .meetings(let meetings) = events[1] else {
            Issue.record("Expected formats and meetings, got \(events.map(\.name))")
            return []
        }
        return meetings
    }
}
