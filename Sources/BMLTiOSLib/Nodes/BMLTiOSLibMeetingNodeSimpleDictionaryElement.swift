public import Foundation

/// One field of a meeting, as iterating a ``BMLTiOSLibMeetingNode`` yields it.
@MainActor
public final class BMLTiOSLibMeetingNodeSimpleDictionaryElement: NSObject {
    public let key: String
    public let value: String
    /// The meeting the field belongs to.
    public let handler: BMLTiOSLibMeetingNode

    public init(key: String, value: String, handler: BMLTiOSLibMeetingNode) {
        self.key = key
        self.value = value
        self.handler = handler
        super.init()
    }

    /// The library the meeting came from (`nil` once it is gone).
    public var library: BMLTiOSLib! { handler._handler }
}
