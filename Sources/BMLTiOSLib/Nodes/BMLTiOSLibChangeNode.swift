@_spi(BMLTInternal) import BMLT
public import Foundation

/// One record of a meeting's change history (`GetChanges`), with the meeting before and after the change.
///
/// The before- and after-meetings are editable when the logged-in user may edit their service body. There are two
/// ways back to a before-state: ``saveMeetingToBeforeThisChange()`` asks the server (a rollback, or a restore for a
/// deletion); ``revertMeetingToBeforeThisChange()`` prepares ``beforeObject`` so that saving it writes its values
/// over the meeting's current ones.
@MainActor
public final class BMLTiOSLibChangeNode: NSObject {
    /// The record as the modern API's value.
    public let change: Change
    private weak var library: BMLTiOSLib?

    /// The meeting before the change (`nil` for a creation).
    public var beforeObject: BMLTiOSLibMeetingNode! = nil
    /// The meeting after the change (`nil` for a deletion).
    public var afterObject: BMLTiOSLibMeetingNode! = nil

    /// A node for a change record; ``BMLTiOSLib`` makes these for its change callbacks.
    public init(_ change: Change, inHandler: BMLTiOSLib) {
        self.change = change
        self.library = inHandler
        super.init()
        self.beforeObject = change.before.map { inHandler.meetingNode(for: $0) }
        self.afterObject = change.after.map { inHandler.meetingNode(for: $0) }
    }

    public var changeDate: Date! { change.date }
    /// Who made the change.
    public var changeMaker: String { change.userName ?? "" }
    public var id: Int { change.id }
    public var serviceBody: BMLTiOSLibHierarchicalServiceBodyNode! {
        change.serviceBodyID.flatMap { library?.getServiceBodyByID($0) }
    }

    public var meetingCurrentlyExists: Bool { change.meetingExists }
    /// The server's summary of the change.
    public var details: String { change.details }
    public var meeting_id: Int { change.meetingID ?? 0 }
    public var meetingWasCreated: Bool { beforeObject == nil }
    public var meetingWasDeleted: Bool { afterObject == nil }

    /// The fields that differ between before and after, as `[key: [before, after]]`; `nil` when the record lacks
    /// either state or nothing differs.
    public var meetingWasChanged: [String: [String]]! {
        guard let before = beforeObject?.rawMeeting, let after = afterObject?.rawMeeting else { return nil }
        var changes: [String: [String]] = [:]
        for key in Set(before.keys).union(after.keys) where !BMLTiOSLibMeetingNode.derivedKeys.contains(key) {
            let old = before[key] ?? ""
            let new = after[key] ?? ""
            if old != new { changes[key] = [old, new] }
        }
        return changes.isEmpty ? nil : changes
    }

    /// "h:mm a MMMM d, yyyy: user created/deleted/changed this meeting:", then one line per changed field.
    public nonisolated override var description: String {
        onMainActor({ self.changeDescription }, otherwise: super.description)
    }

    private var changeDescription: String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "h:mm a MMMM d, yyyy"
        let what = meetingWasCreated ? "created" : meetingWasDeleted ? "deleted" : "changed"
        return "\(formatter.string(from: change.date)): \(changeMaker) \(what) this meeting:"
            + BMLTiOSLibChangedMeeting.lines(meetingWasChanged ?? [:])
    }

    /// Makes ``beforeObject`` the meeting's pending edit: its values stay, and its original becomes the state after
    /// this change, so that ``BMLTiOSLibEditableMeetingNode/saveChanges()`` on it writes the before-values back.
    ///
    /// - Returns: `false` when the before-state is missing or the user may not edit the meeting.
    @discardableResult
    public func revertMeetingToBeforeThisChange() -> Bool {
        guard let before = beforeObject as? BMLTiOSLibEditableMeetingNode, let after = afterObject else { return false }
        before.originalFields = after.rawMeeting
        before.fields[.id] = String(meeting_id)
        before.originalFields[.id] = String(meeting_id)
        return true
    }

    /// Asks the server to put the meeting back as it was before this change: a restore for a deletion (the result
    /// arrives at ``BMLTiOSLibDelegate/bmltLibInstance(_:newMeetingAdded:)``), a rollback otherwise (at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:meetingRolledback:)``).
    ///
    /// - Returns: `false` when the before-state is missing or the user may not edit the meeting.
    @discardableResult
    public func saveMeetingToBeforeThisChange() -> Bool {
        guard let library, beforeObject is BMLTiOSLibEditableMeetingNode else { return false }
        return meetingWasDeleted
            ? library.restoreDeletedMeeting(meeting_id) : library.rollbackMeeting(meeting_id, toBeforeChange: id)
    }
}
