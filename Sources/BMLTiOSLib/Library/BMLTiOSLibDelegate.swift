#if canImport(ObjectiveC)
/// What a ``BMLTiOSLib`` tells its app: the outcome of connecting, of every search and of every administration call.
///
/// As in 1.5.4, an `@objc` protocol: two callbacks are required, the others `@objc optional`, and the library calls
/// an optional one only when the delegate implements it (`responds(to:)`, as Objective-C decides), so a method that
/// only a subclass of the delegate's class implements is called too. Every callback arrives on the main actor.
///
/// Several operations may be in flight at once; each delivers its own callback when it finishes, in the order they
/// finish. A cancelled operation delivers nothing.
@MainActor
@objc public protocol BMLTiOSLibDelegate {
    /// D1: the end of connecting; `false`: throw the instance away (``BMLTiOSLib/errorString`` says why).
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool)
    /// D2: an operation failed; as an `NSError`, in the original's domain with the original's code.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: any Error)
    /// D3: the meetings of a search, after the formats.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode])
    /// D4: the formats of a search; `isAllUsedFormats` for ``BMLTiOSLib/getAllUsedFormats()``.
    @objc optional func bmltLibInstance(
        _ inLibInstance: BMLTiOSLib,
        formatSearchResults: [BMLTiOSLibFormatNode],
        isAllUsedFormats: Bool
    )
    /// D5: change records, newest first.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, changeListResults: [BMLTiOSLibChangeNode])
    /// D6: the delete records of meetings still deleted, newest first.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deletedChangeListResults: [BMLTiOSLibChangeNode])
    /// D7: the login state.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, loginChangedTo: Bool)
    /// D8: a meeting created or restored, as the server stored it.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, newMeetingAdded: BMLTiOSLibEditableMeetingNode)
    /// D9: a meeting rolled back, as the server stored it.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingRolledback: BMLTiOSLibEditableMeetingNode)
    /// D10: a saved change to a meeting, with every changed field; never `nil`.
    @objc optional func bmltLibInstance(
        _ inLibInstance: BMLTiOSLib,
        adminMeetingChangeComplete: BMLTiOSLibChangedMeeting!
    )
    /// D11: the outcome of deleting a meeting.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deleteMeetingSuccessful: Bool)
    /// D12: the outcome of a message to a meeting's contact.
    @objc optional func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool)
}
#else
/// What a ``BMLTiOSLib`` tells its app: the outcome of connecting, of every search and of every administration call.
///
/// Every callback arrives on the main actor. Two are required; the others have default implementations that do
/// nothing, which stand in on Linux, which has no Objective-C runtime, for the `@objc optional` methods that the
/// protocol has on Apple platforms, as 1.5.4's had. Implement the ones for the operations you start.
///
/// Several operations may be in flight at once; each delivers its own callback when it finishes, in the order they
/// finish. A cancelled operation delivers nothing.
@MainActor
public protocol BMLTiOSLibDelegate: AnyObject {
    /// D1: the end of connecting. `true`: the server is usable. `false`: it is not (``BMLTiOSLib/errorString`` says
    /// why); throw the instance away. A failure to reach the server first reports the error
    /// (``bmltLibInstance(_:errorOccurred:)``), then `false`.
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool)

    /// D2: an operation failed. As an `NSError` it has the original's domain and code (`BMLTError.bmltiOSLibError`);
    /// `BMLTError(reportedBy:)` gives the library's error with its context.
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
#endif
