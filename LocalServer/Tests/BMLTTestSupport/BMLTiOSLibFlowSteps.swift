public import BMLTiOSLib
import Foundation
import Testing

/// What the library's flows (``BMLTiOSLibReadmeFlows``, ``BMLTiOSLibTesterAppFlows``) need to know of the server
/// they run against: which generation it is, and so what it lacks. All of them hold the Greater New York sample data.
public struct BMLTiOSLibFlowServer: Sendable {
    /// Whether it is a 2.x server (2.16.6, or the local server in legacy mode); otherwise 3.0 or later.
    public var isLegacy: Bool
    /// The version it reports, such as `2.16.6`.
    public var version: String
    /// Whether it sends messages to meeting contacts (2.x with email contact on; 3.0+ servers have no contact form).
    public var emailContactEnabled: Bool

    public init(isLegacy: Bool, version: String, emailContactEnabled: Bool) {
        self.isLegacy = isLegacy
        self.version = version
        self.emailContactEnabled = emailContactEnabled
    }

    /// The version as `versionAsInt` gives it: major × 1,000,000 + minor × 1,000 + patch.
    public var versionInt: Int {
        let parts = version.split(separator: "-")[0].split(separator: ".").map { Int($0) ?? 0 }
        return parts[0] * 1_000_000 + parts[1] * 1_000 + parts[2]
    }

    /// Whether restoring a deleted meeting brings it back with its id (2.x), rather than as a copy with a new one.
    public var restoreKeepsID: Bool { isLegacy }

    /// Whether a numeric search string finds the meetings with those ids, as 2.x servers read it.
    public var searchStringFindsIDs: Bool { isLegacy }

    /// The login of the Nassau area's administrator.
    public static let login = "nasc_admin"
    public static let password = "CoreysGoryStory"
    /// The Nassau area, whose meetings `nasc_admin` edits.
    public static let nassau = 1002
    /// Nassau's parent, the Eastern New York region.
    public static let easternNewYork = 2
    /// Suffolk, another area of the Eastern New York region.
    public static let suffolk = 1001
    /// "Hopeful In Hicksville", a Nassau meeting: Wednesdays 13:00 for 90 minutes, formats O, BT, D, BK.
    public static let nassauMeeting = 188
    /// A meeting of another area.
    public static let otherAreasMeeting = 14
    /// The sample data's map centre.
    public static let center = (latitude: 40.7, longitude: -73.9)
}

/// Helpers the flows share.
@MainActor
public enum BMLTiOSLibFlowSteps {
    /// Logs `nasc_admin` in and checks the one login callback.
    public static func logIn(_ library: BMLTiOSLib, _ delegate: RecordingDelegate) async {
        #expect(library.adminLogin(loginID: BMLTiOSLibFlowServer.login, password: BMLTiOSLibFlowServer.password))
        await library.finishOperations()
        #expect(delegate.take().map(\.name) == ["login(true)"])
    }

    /// "Hopeful In Hicksville" as the logged-in `nasc_admin` reads it: editable.
    public static func editableNassauMeeting(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate
    ) async throws
        -> BMLTiOSLibEditableMeetingNode
    {
        try #require(
            await delegate.meetings([BMLTiOSLibFlowServer.nassauMeeting], searchedBy: library).first
                as? BMLTiOSLibEditableMeetingNode
        )
    }

    /// Logs in and saves a change of "Hopeful In Hicksville"'s location info, for a change history; returns the
    /// meeting as saved.
    @discardableResult
    public static func logInAndChangeNassauMeeting(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        locationInfo: String
    ) async throws -> BMLTiOSLibEditableMeetingNode {
        await logIn(library, delegate)
        let meeting = try await editableNassauMeeting(library, delegate)
        meeting.locationInfo = locationInfo
        await meeting.saveChanges()?.finish()
        #expect(delegate.take().map(\.name) == ["changeComplete"])
        return meeting
    }

    /// Runs the search criteria's search and returns what arrived, recording an issue unless it is the formats and
    /// then the meetings.
    static func search(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        _ extent: BMLTiOSLibSearchCriteria.SearchCriteriaExtent = .MeetingsOnly,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> (formats: [BMLTiOSLibFormatNode], meetings: [BMLTiOSLibMeetingNode]) {
        await library.performMeetingSearch(extent).finish()
        let events = delegate.take()
        guard events.count == 2, case .formats(let formats, let all) = events[0],
            case .meetings(let meetings) = events[1]
        else {
            Issue.record("Expected formats and meetings, got \(events)", sourceLocation: sourceLocation)
            return ([], [])
        }
        #expect(!all, sourceLocation: sourceLocation)
        return (formats, meetings)
    }

    /// The change records an operation delivered, recording an issue unless it delivered just them.
    static func changes(
        _ delegate: RecordingDelegate,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [BMLTiOSLibChangeNode] {
        let events = delegate.take()
        guard events.count == 1, case .changes(let changes) = events[0] else {
            Issue.record("Expected change records, got \(events.map(\.name))", sourceLocation: sourceLocation)
            return []
        }
        return changes
    }

    /// The delete records an operation delivered, recording an issue unless it delivered just them.
    static func deletedChanges(
        _ delegate: RecordingDelegate,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [BMLTiOSLibChangeNode] {
        let events = delegate.take()
        guard events.count == 1, case .deletedChanges(let changes) = events[0] else {
            Issue.record("Expected delete records, got \(events.map(\.name))", sourceLocation: sourceLocation)
            return []
        }
        return changes
    }

    /// The one meeting an operation delivered through `newMeetingAdded`, recording an issue otherwise.
    static func newMeeting(
        _ delegate: RecordingDelegate,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> BMLTiOSLibEditableMeetingNode? {
        let events = delegate.take()
        guard events.count == 1, case .newMeeting(let meeting) = events[0] else {
            Issue.record("Expected a new meeting, got \(events)", sourceLocation: sourceLocation)
            return nil
        }
        return meeting
    }

    /// The minutes since midnight of a `HH:MM:SS` start.
    public static func minutes(_ meeting: BMLTiOSLibMeetingNode) -> Int {
        let parts = (meeting["start_time"] ?? "").split(separator: ":").map { Int($0) ?? 0 }
        return parts.count >= 2 ? parts[0] * 60 + parts[1] : -1
    }
}
