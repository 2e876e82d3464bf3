/// What a ``BMLTiOSLib`` tells its app: the outcome of connecting, of every search and of every administration call.
///
/// Every callback arrives on the main actor. Two are required; the others have default implementations that do
/// nothing, which stand in for the original's `@objc optional` methods (there is no Objective-C runtime on Linux).
/// Implement the ones for the operations you start.
///
/// Several operations may be in flight at once; each delivers its own callback when it finishes, in the order they
/// finish. A cancelled operation delivers nothing.
@MainActor
public protocol BMLTiOSLibDelegate: AnyObject {
    /// D1: the end of connecting. `true`: the server is usable. `false`: it is not (``BMLTiOSLib/errorString`` says
    /// why); throw the instance away. A failure to reach the server first reports the error
    /// (``bmltLibInstance(_:errorOccurred:)``), then `false`.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool)

    /// D2: an operation failed. The error is a `BMLTError` (see `BMLTError.bmltiOSLibCode` for the original codes).
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: any Error)

    /// D3: the meetings of a search, after ``bmltLibInstance(_:formatSearchResults:isAllUsedFormats:)``.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode])

    /// D4: the formats of a search; `isAllUsedFormats` for ``BMLTiOSLib/getAllUsedFormats()``.
    func bmltLibInstance(
        _ inLibInstance: BMLTiOSLib,
        formatSearchResults: [BMLTiOSLibFormatNode],
        isAllUsedFormats: Bool
    )

    /// D5: change records from the `getAllMeetingChanges` calls and ``BMLTiOSLibMeetingNode/getChanges()``, newest first.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, changeListResults: [BMLTiOSLibChangeNode])

    /// D6: the delete records of meetings still deleted, from the `getDeletedMeetingChanges` calls, newest first.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deletedChangeListResults: [BMLTiOSLibChangeNode])

    /// D7: the login state after ``BMLTiOSLib/adminLogin(loginID:password:)`` or ``BMLTiOSLib/adminLogout()``.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, loginChangedTo: Bool)

    /// D8: a meeting that was created (a new meeting's first save, ``BMLTiOSLib/saveMeetingAsCopy(_:)``) or restored
    /// (``BMLTiOSLib/restoreDeletedMeeting(_:)``), as the server stored it.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, newMeetingAdded: BMLTiOSLibEditableMeetingNode)

    /// D9: a meeting rolled back (``BMLTiOSLib/rollbackMeeting(_:toBeforeChange:)``), as the server stored it.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingRolledback: BMLTiOSLibEditableMeetingNode)

    /// D10: a saved change to a meeting, with every changed field. Never `nil`: a failed save is reported through
    /// ``bmltLibInstance(_:errorOccurred:)``.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, adminMeetingChangeComplete: BMLTiOSLibChangedMeeting!)

    /// D11: the outcome of deleting a meeting.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deleteMeetingSuccessful: Bool)

    /// D12: the outcome of a message to a meeting's contact.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool)
}

extension BMLTiOSLibDelegate {
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode]) {}

    public func bmltLibInstance(
        _ inLibInstance: BMLTiOSLib,
        formatSearchResults: [BMLTiOSLibFormatNode],
        isAllUsedFormats: Bool
    ) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, changeListResults: [BMLTiOSLibChangeNode]) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deletedChangeListResults: [BMLTiOSLibChangeNode]) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, loginChangedTo: Bool) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, newMeetingAdded: BMLTiOSLibEditableMeetingNode) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingRolledback: BMLTiOSLibEditableMeetingNode) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, adminMeetingChangeComplete: BMLTiOSLibChangedMeeting!) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deleteMeetingSuccessful: Bool) {}

    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool) {}
}
