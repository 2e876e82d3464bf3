public import Foundation

/// How long a client keeps a server's answers, and whether it shows a kept answer when the server cannot be reached.
///
/// Directory answers (server info, service bodies and formats) change seldom and every screen of an app asks for them,
/// so by default a client keeps them for five minutes: in the app's caches folder in an app on Apple platforms, so that
/// they outlive a launch, else in memory (``Storage/standard``). After that it asks again, with `If-None-Match` or
/// `If-Modified-Since` when the server sent an `ETag` or a `Last-Modified` (a `304` then keeps the answer for another
/// period without sending it again). Search answers are kept, by query, only when ``searchTimeToLive`` says for how
/// long. Writes through an ``AdminSession`` of the client empty its cache.
///
/// A server that says it is an aggregator gets the pace its operators publish for their data (meetings change at most
/// every four hours; formats, service bodies and server info once a day): its directory answers are kept at least a
/// day and its search answers at least four hours, unless ``followsAggregatorPace`` is off.
///
/// When the server cannot be reached (no connection, no name, no answer in time, a 5xx or 429 status), a kept answer
/// up to ``staleIfError`` old is given instead of the error, as RFC 5861's `stale-if-error` allows; wrap the reads in
/// ``BMLTClient/answer(allowingStale:isolation:_:)`` to learn that it is stale and how old, or to refuse it.
///
/// ```swift
/// var configuration = BMLTClient.Configuration()
/// configuration.cache = CachePolicy(
///     timeToLive: .seconds(3_600),
///     searchTimeToLive: .zero,  // every search asks the server; its answer is kept for when it cannot be reached
///     storage: .directory(cachesFolder)
/// )
/// ```
public struct CachePolicy: Hashable, Sendable {
    /// Where answers are kept.
    public enum Storage: Hashable, Sendable {
        /// In the client (and its copies) until the process ends.
        case memory
        /// In files in this folder (made if missing), shared by every client and process that uses it.
        case directory(URL)

        /// The app's caches folder (`Library/Caches/BMLT`) in an app or app extension on Apple platforms, so that the
        /// answers outlive a launch; memory elsewhere (a command line, Linux) and in a test run, even one an app hosts,
        /// so that one test's answers never reach another.
        public static let standard: Storage = {
            #if canImport(Darwin)
            return standard(
                bundle: Bundle.main.bundleURL,
                caches: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first,
                environment: ProcessInfo.processInfo.environment
            )
            #else
            return .memory
            #endif
        }()

        /// The folder of ``standard`` for a process whose main bundle is `bundle`, given its caches folder and its
        /// environment (where Xcode's test runs name their configuration).
        static func standard(bundle: URL, caches: URL?, environment: [String: String]) -> Storage {
            let isTestRun = environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil
            guard ["app", "appex"].contains(bundle.pathExtension), !isTestRun, let caches else { return .memory }
            return .directory(caches.appendingPathComponent("BMLT", isDirectory: true))
        }
    }

    /// How long a directory answer is used without asking the server again.
    public var timeToLive: Duration
    /// How long a search answer is used without asking the server again; `nil` keeps none. `.zero` keeps each one
    /// only for when the server cannot be reached.
    public var searchTimeToLive: Duration?
    /// How old a kept answer may be to be given, marked stale, when the server cannot be reached; `nil` gives fresh
    /// answers only.
    public var staleIfError: Duration?
    /// Whether an aggregator's answers are kept as long as its operators ask (a day, and four hours for searches).
    public var followsAggregatorPace: Bool
    public var storage: Storage

    public init(
        timeToLive: Duration = .seconds(300),
        searchTimeToLive: Duration? = nil,
        staleIfError: Duration? = .seconds(7 * 86_400),
        followsAggregatorPace: Bool = true,
        storage: Storage = .standard
    ) {
        self.timeToLive = timeToLive
        self.searchTimeToLive = searchTimeToLive
        self.staleIfError = staleIfError
        self.followsAggregatorPace = followsAggregatorPace
        self.storage = storage
    }

    /// Directory answers for five minutes, no search answer, kept answers up to a week old given when the server
    /// cannot be reached; in the app's caches folder in an app on Apple platforms, else in memory
    /// (``Storage/standard``).
    public static let `default` = CachePolicy()

    /// The aggregator's published pace of its data: reference data once a day, meetings every four hours.
    public static let aggregatorDirectoryTimeToLive = Duration.seconds(86_400)
    public static let aggregatorSearchTimeToLive = Duration.seconds(4 * 3_600)

    /// How long an answer of `kind` is used without asking the server, `nil` for an answer not kept.
    func timeToLive(of kind: ReadCache.Kind, onAggregator: Bool) -> Duration? {
        let paced = followsAggregatorPace && onAggregator
        switch kind {
        case .directory: return paced ? max(timeToLive, Self.aggregatorDirectoryTimeToLive) : timeToLive
        case .search:
            guard paced else { return searchTimeToLive }
            return max(searchTimeToLive ?? .zero, Self.aggregatorSearchTimeToLive)
        }
    }
}
