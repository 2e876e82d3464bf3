import BMLTiOSLib
import Foundation

// BMLTiOSLibDelegate: an app's delegate as written against 1.5.4 (an NSObject subclass, as UIKit controllers are),
// implementing all 12 callbacks with the original's signatures (`Error`, `BMLTiOSLibChangedMeeting!`). On Apple
// platforms the protocol is `@objc` with ten `@objc optional` callbacks, as the original's was; on Linux, which has no
// Objective-C runtime, those are requirements with default implementations.

/// Every callback, as the original's test app wrote them (public methods of a public class).
@MainActor
public final class EveryCallbackDelegate: NSObject, BMLTiOSLibDelegate {
    var events: [String] = []

    // D1, required.
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {
        events.append("serverIsValid \(serverIsValid) \(inLibInstance.rootServerURI)")
    }

    // D2, required; the original's test app names the error parameter `errorOccurred` alone.
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred: Error) {
        events.append("error \(errorOccurred.localizedDescription)")
    }

    // D3
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode]) {
        events.append("meetings \(meetingSearchResults.count)")
    }

    // D4
    public func bmltLibInstance(
        _ inLibInstance: BMLTiOSLib,
        formatSearchResults: [BMLTiOSLibFormatNode],
        isAllUsedFormats: Bool
    ) {
        events.append("formats \(formatSearchResults.count) \(isAllUsedFormats)")
    }

    // D5
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, changeListResults: [BMLTiOSLibChangeNode]) {
        events.append("changes \(changeListResults.count)")
    }

    // D6
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deletedChangeListResults: [BMLTiOSLibChangeNode]) {
        events.append("deleted \(deletedChangeListResults.count)")
    }

    // D7
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, loginChangedTo: Bool) {
        events.append("login \(loginChangedTo)")
    }

    // D8
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, newMeetingAdded: BMLTiOSLibEditableMeetingNode) {
        events.append("added \(newMeetingAdded.id)")
    }

    // D9
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingRolledback: BMLTiOSLibEditableMeetingNode) {
        events.append("rolled back \(meetingRolledback.id)")
    }

    // D10: the IUO parameter, tested against nil as the original documented.
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, adminMeetingChangeComplete: BMLTiOSLibChangedMeeting!) {
        if nil != adminMeetingChangeComplete {
            events.append("saved \(adminMeetingChangeComplete.meetingID)")
        }
    }

    // D11
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, deleteMeetingSuccessful: Bool) {
        events.append("deleted meeting \(deleteMeetingSuccessful)")
    }

    // D12
    public func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool) {
        events.append("message \(sendMessageSuccessful)")
    }
}

/// The two required callbacks alone (the others were optional), with the documented parameter names, in a class
/// that is not an NSObject and carries no actor mark of its own: the protocol's main actor is inferred.
final class RequiredCallbacksDelegate: BMLTiOSLibDelegate {
    var isValid = false

    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {
        isValid = serverIsValid
    }

    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: Error) {
        print(error)
    }
}

#if !canImport(ObjectiveC)
/// The delegate as a value: held weakly, optional, and called directly, as Linux's Swift protocol allows (on Apple
/// platforms the optional callbacks are called with `?`: ObjectiveCDelegateForms.swift).
@MainActor
func useDelegateAsAValue(_ library: BMLTiOSLib, _ changed: BMLTiOSLibChangedMeeting) {
    weak var weakDelegate: BMLTiOSLibDelegate? = library.delegate
    let delegate: BMLTiOSLibDelegate = EveryCallbackDelegate()
    weakDelegate = delegate
    weakDelegate?.bmltLibInstance(library, serverIsValid: true)
    delegate.bmltLibInstance(library, errorOccurred: NSError(domain: "Example", code: 1))
    delegate.bmltLibInstance(library, meetingSearchResults: [])
    delegate.bmltLibInstance(library, formatSearchResults: [], isAllUsedFormats: false)
    delegate.bmltLibInstance(library, changeListResults: [])
    delegate.bmltLibInstance(library, deletedChangeListResults: [])
    delegate.bmltLibInstance(library, loginChangedTo: false)
    delegate.bmltLibInstance(library, adminMeetingChangeComplete: changed)
    delegate.bmltLibInstance(library, adminMeetingChangeComplete: nil)
    delegate.bmltLibInstance(library, deleteMeetingSuccessful: true)
    delegate.bmltLibInstance(library, sendMessageSuccessful: false)
    let meeting = BMLTiOSLibEditableMeetingNode(["id_bigint": "1"], inHandler: library)
    delegate.bmltLibInstance(library, newMeetingAdded: meeting)
    delegate.bmltLibInstance(library, meetingRolledback: meeting)
    // The optional callbacks have default implementations: a delegate with the required two takes them all.
    let minimal: BMLTiOSLibDelegate = RequiredCallbacksDelegate()
    minimal.bmltLibInstance(library, meetingSearchResults: [meeting])
}
#endif
