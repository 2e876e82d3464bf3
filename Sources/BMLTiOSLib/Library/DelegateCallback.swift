/// A callback of ``BMLTiOSLibDelegate``, and the one place that makes it: on Apple platforms the optional ones are
/// Objective-C optional methods, called only where the delegate implements them; on Linux, requirements with default
/// implementations.
enum DelegateCallback {
    case serverIsValid(Bool)
    case errorOccurred(any Error)
    case formatSearchResults([BMLTiOSLibFormatNode], isAllUsedFormats: Bool)
    case meetingSearchResults([BMLTiOSLibMeetingNode])
    case changeListResults([BMLTiOSLibChangeNode])
    case deletedChangeListResults([BMLTiOSLibChangeNode])
    case loginChangedTo(Bool)
    case newMeetingAdded(BMLTiOSLibEditableMeetingNode)
    case meetingRolledback(BMLTiOSLibEditableMeetingNode)
    case adminMeetingChangeComplete(BMLTiOSLibChangedMeeting)
    case deleteMeetingSuccessful(Bool)
    case sendMessageSuccessful(Bool)
}

extension BMLTiOSLib {
    /// Makes the callback on the delegate, if there still is one.
    func tell(_ callback: DelegateCallback) {
        guard let delegate = self.delegate else { return }
        switch callback {
        case .serverIsValid(let valid): delegate.bmltLibInstance(self, serverIsValid: valid)
        case .errorOccurred(let error): delegate.bmltLibInstance(self, errorOccurred: error)
        #if canImport(ObjectiveC)
        case .formatSearchResults(let formats, let allUsed):
            delegate.bmltLibInstance?(self, formatSearchResults: formats, isAllUsedFormats: allUsed)
        case .meetingSearchResults(let meetings): delegate.bmltLibInstance?(self, meetingSearchResults: meetings)
        case .changeListResults(let changes): delegate.bmltLibInstance?(self, changeListResults: changes)
        case .deletedChangeListResults(let changes): delegate.bmltLibInstance?(self, deletedChangeListResults: changes)
        case .loginChangedTo(let loggedIn): delegate.bmltLibInstance?(self, loginChangedTo: loggedIn)
        case .newMeetingAdded(let meeting): delegate.bmltLibInstance?(self, newMeetingAdded: meeting)
        case .meetingRolledback(let meeting): delegate.bmltLibInstance?(self, meetingRolledback: meeting)
        case .adminMeetingChangeComplete(let change):
            delegate.bmltLibInstance?(self, adminMeetingChangeComplete: change)
        case .deleteMeetingSuccessful(let deleted): delegate.bmltLibInstance?(self, deleteMeetingSuccessful: deleted)
        case .sendMessageSuccessful(let sent): delegate.bmltLibInstance?(self, sendMessageSuccessful: sent)
        #else
        case .formatSearchResults(let formats, let allUsed):
            delegate.bmltLibInstance(self, formatSearchResults: formats, isAllUsedFormats: allUsed)
        case .meetingSearchResults(let meetings): delegate.bmltLibInstance(self, meetingSearchResults: meetings)
        case .changeListResults(let changes): delegate.bmltLibInstance(self, changeListResults: changes)
        case .deletedChangeListResults(let changes): delegate.bmltLibInstance(self, deletedChangeListResults: changes)
        case .loginChangedTo(let loggedIn): delegate.bmltLibInstance(self, loginChangedTo: loggedIn)
        case .newMeetingAdded(let meeting): delegate.bmltLibInstance(self, newMeetingAdded: meeting)
        case .meetingRolledback(let meeting): delegate.bmltLibInstance(self, meetingRolledback: meeting)
        case .adminMeetingChangeComplete(let change): delegate.bmltLibInstance(self, adminMeetingChangeComplete: change)
        case .deleteMeetingSuccessful(let deleted): delegate.bmltLibInstance(self, deleteMeetingSuccessful: deleted)
        case .sendMessageSuccessful(let sent): delegate.bmltLibInstance(self, sendMessageSuccessful: sent)
        #endif
        }
    }
}
