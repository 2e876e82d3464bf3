public import Foundation

/// How long a client keeps a server's directory answers: its server info, service bodies and formats.
///
/// They change seldom and every screen of an app asks for them, so by default a client keeps them in memory for five
/// minutes. After that it asks again, with `If-None-Match` or `If-Modified-Since` when the server sent an `ETag` or a
/// `Last-Modified` (a `304` then keeps the answer for another period without sending it again). Writes through an
/// ``AdminSession`` of the client empty its cache.
///
/// ```swift
/// var configuration = BMLTClient.Configuration()
/// configuration.cache = CachePolicy(timeToLive: .seconds(3_600), storage: .directory(cachesFolder))
/// ```
public struct CachePolicy: Hashable, Sendable {
    /// Where answers are kept.
    public enum Storage: Hashable, Sendable {
        /// In the client (and its copies) until the process ends.
        case memory
        /// In files in this folder (made if missing), shared by every client and process that uses it.
        case directory(URL)
    }

    /// How long an answer is used without asking the server again.
    public var timeToLive: Duration
    public var storage: Storage

    public init(timeToLive: Duration = .seconds(300), storage: Storage = .memory) {
        self.timeToLive = timeToLive
        self.storage = storage
    }

    /// Five minutes in memory.
    public static let `default` = CachePolicy()
}
