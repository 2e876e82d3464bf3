import BMLTiOSLib
import Foundation
import Testing

// What apps written for 1.5.4 do with its `@objc` delegate protocol on Apple platforms: call optional callbacks with
// `?` (a delegate that forwards to another), ask `responds(to:)` with `#selector`, derive `@objc` protocols from it,
// mark their own methods `@objc`, and implement an optional callback only in a subclass of the class that conforms,
// as UIKit apps with a base view controller do.

/// A base controller that takes the two required callbacks.
@MainActor
class BaseController: NSObject, BMLTiOSLibDelegate {
    var errors: [NSError] = []

    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {}

    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: Error) {
        errors.append(error as NSError)
    }
}

/// Its subclass, which alone implements an optional callback.
final class ContactController: BaseController {
    var sent: [Bool] = []

    #if canImport(ObjectiveC)
    @objc func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool) {
        sent.append(sendMessageSuccessful)
    }
    #else
    // Linux has no Objective-C runtime: the protocol extension's default, bound where the conformance is declared,
    // answers for a subclass. The callback belongs in the class that conforms (an `open` one to override).
    func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool) {
        sent.append(sendMessageSuccessful)
    }
    #endif
}

#if canImport(ObjectiveC)
/// A protocol of the app's own, derived from the library's.
@objc protocol MeetingListDelegate: BMLTiOSLibDelegate {
    @objc optional func meetingListDidRefresh()
}

/// Forwards every callback it gets to another delegate, as 1.5 apps' coordinators did.
final class ForwardingDelegate: NSObject, BMLTiOSLibDelegate {
    weak var other: BMLTiOSLibDelegate?

    @objc func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {
        other?.bmltLibInstance(inLibInstance, serverIsValid: serverIsValid)
    }

    @objc func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: Error) {
        other?.bmltLibInstance(inLibInstance, errorOccurred: error)
    }

    @objc func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode]) {
        other?.bmltLibInstance?(inLibInstance, meetingSearchResults: meetingSearchResults)
    }

    @objc func bmltLibInstance(_ inLibInstance: BMLTiOSLib, sendMessageSuccessful: Bool) {
        other?.bmltLibInstance?(inLibInstance, sendMessageSuccessful: sendMessageSuccessful)
        (other as? MeetingListDelegate)?.meetingListDidRefresh?()
    }
}

/// The delegate as a value: every optional callback called with `?`, as the original library called them.
@MainActor
func useDelegateAsAValue(_ library: BMLTiOSLib, _ changed: BMLTiOSLibChangedMeeting) {
    weak var weakDelegate: BMLTiOSLibDelegate? = library.delegate
    let delegate: BMLTiOSLibDelegate = EveryCallbackDelegate()
    weakDelegate = delegate
    weakDelegate?.bmltLibInstance(library, serverIsValid: true)
    delegate.bmltLibInstance(library, errorOccurred: NSError(domain: "Example", code: 1))
    delegate.bmltLibInstance?(library, meetingSearchResults: [])
    delegate.bmltLibInstance?(library, formatSearchResults: [], isAllUsedFormats: false)
    delegate.bmltLibInstance?(library, changeListResults: [])
    delegate.bmltLibInstance?(library, deletedChangeListResults: [])
    delegate.bmltLibInstance?(library, loginChangedTo: false)
    delegate.bmltLibInstance?(library, adminMeetingChangeComplete: changed)
    delegate.bmltLibInstance?(library, adminMeetingChangeComplete: nil)
    delegate.bmltLibInstance?(library, deleteMeetingSuccessful: true)
    delegate.bmltLibInstance?(library, sendMessageSuccessful: false)
    let meeting = BMLTiOSLibEditableMeetingNode(["id_bigint": "1"], inHandler: library)
    delegate.bmltLibInstance?(library, newMeetingAdded: meeting)
    delegate.bmltLibInstance?(library, meetingRolledback: meeting)
}
#endif

@Suite("BMLTiOSLib 1.5.4 API: the delegate as apps use it")
@MainActor
struct DelegateFormsTests {
    /// A message to a meeting's contact from a library whose URI is not a URL: it fails without the network, with the
    /// error callback and then `sendMessageSuccessful: false`.
    func failedMessage(to controller: ContactController) async {
        let library = BMLTiOSLib(inRootServerURI: "http://exa mple.org", inDelegate: controller)
        library.cancelAllOperations()
        let meeting = BMLTiOSLibMeetingNode(["id_bigint": "1", "service_body_bigint": "2"], inHandler: library)
        _ = meeting.sendMessageToMeetingContact(fromAddress: "me@example.org", messageBody: "Hello")
        await library.finishOperations()
    }

    @Test("errorOccurred gets an NSError in the original's domain, with the original's code")
    func originalErrorCodes() async {
        let controller = ContactController()
        await failedMessage(to: controller)
        #expect(controller.errors.map(\.domain) == [BMLTiOSLibErrorDomains.CommunicationError.rawValue])
        #expect(controller.errors.map(\.code) == [BMLTiOSLibErrorCodes.GeneralError.rawValue])
        #expect(controller.errors.first?.localizedDescription.isEmpty == false)
    }

    #if canImport(ObjectiveC)
    @Test("An optional callback that only a subclass implements is called")
    func subclassCallback() async {
        let controller = ContactController()
        await failedMessage(to: controller)
        #expect(controller.sent == [false])
    }

    @Test("responds(to:) with #selector tells which optional callbacks a delegate implements")
    func selectors() {
        let sent = #selector(BMLTiOSLibDelegate.bmltLibInstance(_:sendMessageSuccessful:))
        let meetings = #selector(BMLTiOSLibDelegate.bmltLibInstance(_:meetingSearchResults:))
        #expect(ContactController().responds(to: sent))
        #expect(!ContactController().responds(to: meetings))
        #expect(ForwardingDelegate().responds(to: meetings))
    }
    #endif
}
