import Foundation

/// What a client has learnt of its server that does not change while it runs, whatever its cache keeps: set by every
/// `GetServerInfo` it reads. A final class because copies of a client share it; a lock guards it.
final class KnownServerFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: (isLegacy: Bool, isAggregator: Bool)?

    /// Whether the server is 2.x, once the client has read its information.
    var isLegacy: Bool? { lock.withLock { facts?.isLegacy } }
    /// Whether the server is an aggregator, once the client has read its information.
    var isAggregator: Bool? { lock.withLock { facts?.isAggregator } }

    func learn(_ info: ServerInfo) {
        lock.withLock { facts = (info.version.major < 3, info.isAggregator) }
    }
}
