public import BMLT
public import BMLTAsyncHTTPClient
public import Foundation

extension LocalServer {
    /// Many BMLT servers answered as one, as bmlt-server answers in aggregator mode (the server behind
    /// aggregator.bmltenabled.org): their published meetings, formats and service bodies imported under the
    /// aggregator's own ids, each with the `root_server_id` of the server it came from, and
    /// `GET /api/v1/rootservers` listing the servers with what the last import found.
    ///
    /// ```swift
    /// let aggregator = LocalServer.Aggregator(rootServers: [
    ///     RootServerEntry(sourceID: 1, name: "East", url: URL(string: "https://bmlt.example.org/main_server/")!),
    ///     RootServerEntry(sourceID: 2, name: "West", url: URL(string: "https://west.example.org/main_server/")!),
    /// ])
    /// let server = try await LocalServer.start(.init(role: .aggregator(aggregator)))   // imports first (startsServing)
    /// let report = await server.aggregator?.importRootServers()                      // later: when the caller says
    /// ```
    ///
    /// The import follows bmlt-server's `aggregator:ImportRootServers`: each root server in one transaction (its
    /// server information, service bodies, formats in each of its languages, published meetings), so a root server
    /// that fails (unreachable, not a BMLT server, an answer cut short or malformed) keeps the data of its last good
    /// import, is reported with the reason, and the others are imported all the same.
    ///
    /// The read API then answers as bmlt-server in aggregator mode does: `root_server_ids` on GetSearchResults,
    /// GetFormats and GetServiceBodies, a search must name what it looks for (ids, a place, a meeting key or a page)
    /// or answers `[]`, the search radius is capped at ``maximumGeographicWidthKilometers``, and GetChanges answers
    /// `[]`. Administration is refused.
    ///
    /// An aggregator may also be a copy of another aggregator
    /// (``init(copying:syncInterval:transport:requestTimeout:rules:startsServing:reportsImport:)``), read as that
    /// aggregator's operators ask of copiers (``CopyRules``), from its read API or from its daily export.
    public struct Aggregator: Sendable {
        /// Where the data comes from: root servers, or another aggregator.
        public var source: Source
        /// How a copy of another aggregator asks for its data (not used to import root servers).
        public var copyRules: CopyRules

        /// Where an aggregator's data comes from.
        public enum Source: Sendable, Hashable {
            /// Each root server's own read API, as bmlt-server's `aggregator:ImportRootServers` reads them.
            case rootServers([RootServerEntry])
            /// Another aggregator's read API (its root URL): its root server list, then only the root servers whose
            /// `lastSuccessfulImport` moved, each paged and sorted, one request at a time (``CopyRules``). The copy
            /// keeps the aggregator's ids and its list's statistics and import times.
            case aggregator(URL)
            /// An aggregator's daily export (the URL of its `manifest.json`): the files of the root servers whose
            /// import moved, each checked against the manifest's size, SHA-256 and record count, and asked for with
            /// `If-None-Match`.
            case dailyExport(URL)
        }

        /// The servers to import, in the list's order (empty for a copy of another aggregator). Each is known by its
        /// `sourceID` (a `serverList.json`'s `id`), else its `id`, else its place in the list (1 for the first); its
        /// URL is written in answers exactly as given here.
        public var rootServers: [RootServerEntry] {
            get { if case .rootServers(let list) = source { list } else { [] } }
            set { source = .rootServers(newValue) }
        }
        /// How often the running server imports again on its own; `nil` imports only when
        /// ``RootServerImporter/importRootServers()`` is called.
        public var syncInterval: Duration?
        /// How requests reach the root servers.
        public var transport: any HTTPTransport
        /// How long to wait for each answer (bmlt-server's HTTP client waits 30 s).
        public var requestTimeout: Duration
        /// The widest search radius, in kilometres (`aggregator_max_geo_width_km`; the production aggregator's is
        /// 320). `.infinity` leaves radii as asked.
        public var maximumGeographicWidthKilometers: Double
        /// Root server URLs to leave out (`AGGREGATOR_IGNORE_ROOT_SERVERS`), compared as written; one imported
        /// before is deleted with its data.
        public var ignoredRootServerURLs: [String]
        /// Service bodies to leave out, by the root server's source id (`AGGREGATOR_IGNORE_SERVICE_BODIES`, whose
        /// default names NA New Jersey's duplicated regions in the production list), and with them their meetings.
        public var ignoredServiceBodies: [Int: [Int]]
        /// How gently to ask particular root servers, by source id (`AGGREGATOR_RATE_LIMIT_ROOT_SERVERS`).
        public var rateLimits: [Int: RateLimit]
        /// The pause between tries for the others (bmlt-server's 3 s).
        public var retryDelay: Duration
        /// How many times a request is tried before the root server's import fails (bmlt-server's 3).
        public var attempts: Int
        /// The `User-Agent` of every request (`aggregator_user_agent`).
        public var userAgent: String
        /// When ``LocalServer/start(_:)`` returns: after the first import, or at once.
        public var startsServing: ServingStart
        /// Told of each root server's import as it ends, at start and on every sync (a terminal's report).
        public var reportsImport: (@Sendable (RootServerImport.Outcome) -> Void)?

        /// When an aggregator starts serving.
        public enum ServingStart: Sendable, Hashable {
            /// Once every root server was tried, so that the first answers hold their data (the default).
            case afterFirstImport
            /// At once: each root server's data is served as soon as its import ends (an existing file's last good
            /// data meanwhile), so that a slow or unreachable root server keeps nothing from being served.
            case immediately
        }

        public init(
            rootServers: [RootServerEntry],
            syncInterval: Duration? = nil,
            transport: any HTTPTransport = AsyncHTTPClientTransport(),
            requestTimeout: Duration = .seconds(30),
            maximumGeographicWidthKilometers: Double = 320,
            ignoredRootServerURLs: [String] = [],
            ignoredServiceBodies: [Int: [Int]] = [120: [31, 32, 27, 28]],
            rateLimits: [Int: RateLimit] = [139: RateLimit(requestDelay: .seconds(10), retryDelay: .seconds(300))],
            retryDelay: Duration = .seconds(3),
            attempts: Int = 3,
            userAgent: String = "Mozilla/5.0 (X11; Linux x86_64; rv:146.0) Gecko/20100101 Firefox/146.0 +aggregator",
            startsServing: ServingStart = .afterFirstImport,
            reportsImport: (@Sendable (RootServerImport.Outcome) -> Void)? = nil
        ) {
            self.source = .rootServers(rootServers)
            self.copyRules = CopyRules()
            self.syncInterval = syncInterval
            self.transport = transport
            self.requestTimeout = requestTimeout
            self.maximumGeographicWidthKilometers = maximumGeographicWidthKilometers
            self.ignoredRootServerURLs = ignoredRootServerURLs
            self.ignoredServiceBodies = ignoredServiceBodies
            self.rateLimits = rateLimits
            self.retryDelay = retryDelay
            self.attempts = attempts
            self.userAgent = userAgent
            self.startsServing = startsServing
            self.reportsImport = reportsImport
        }

        /// A copy of another aggregator, from its read API or its daily export, asked as its operators' rules say
        /// (``CopyRules``).
        ///
        /// ```swift
        /// var rules = LocalServer.Aggregator.CopyRules()
        /// rules.identity = ClientIdentity(name: "MeetingIndex", version: "2.0", contact: "admin@example.org")
        /// let copy = LocalServer.Aggregator(
        ///     copying: .aggregator(URL(string: "https://aggregator.bmltenabled.org/main_server")!),
        ///     syncInterval: .seconds(6 * 3_600),
        ///     rules: rules
        /// )
        /// ```
        ///
        /// - Parameters:
        ///   - source: The aggregator's root URL (``Source/aggregator(_:)``) or its export's manifest
        ///     (``Source/dailyExport(_:)``).
        ///   - syncInterval: How often the running server copies again on its own, at ``CopyRules/minute`` past the
        ///     hour; at least ``CopyRules/shortestInterval`` (4 hours). `nil` copies only when asked.
        ///   - transport: How requests reach the aggregator.
        ///   - requestTimeout: How long to wait for each answer.
        ///   - rules: Who asks, the pause between requests, the page size and the back-off.
        ///   - startsServing: When ``LocalServer/start(_:)`` returns: after the first copy, or at once.
        ///   - reportsImport: Told of each root server's copy as it ends.
        public init(
            copying source: Source,
            syncInterval: Duration? = nil,
            transport: any HTTPTransport = AsyncHTTPClientTransport(),
            requestTimeout: Duration = .seconds(60),
            rules: CopyRules = CopyRules(),
            startsServing: ServingStart = .afterFirstImport,
            reportsImport: (@Sendable (RootServerImport.Outcome) -> Void)? = nil
        ) {
            self.init(
                rootServers: [],
                syncInterval: syncInterval,
                transport: transport,
                requestTimeout: requestTimeout,
                startsServing: startsServing,
                reportsImport: reportsImport
            )
            self.source = source
            self.copyRules = rules
        }

        /// How a copy of another aggregator asks for its data: the rules the production aggregator's operators
        /// publish for clients (bmlt-enabled/aggregator's `docs/responsible-use.md`, "If you need a copy of
        /// everything").
        public struct CopyRules: Sendable, Hashable {
            /// Who asks: the `User-Agent` (with a contact, so that the operators can write instead of blocking) and
            /// the `callingApp` of every request. Set a contact of your own.
            public var identity: ClientIdentity
            /// The pause before each request; one request is in flight at a time.
            public var pause: Duration
            /// The meetings of a page of one root server's search, sorted by id (the rules' 1,000).
            public var pageSize: Int
            /// Retries after no answer, 429, 502, 503 and 504: growing delays, at least the answer's `Retry-After`,
            /// none when it asks for longer than the policy's longest delay. Other statuses are not retried; a 403
            /// with the operators' message stops the copy (``LocalServerError/Code-swift.struct/blocked``).
            public var retry: RetryPolicy
            /// The minute past the hour of timed copies (everyone's cron job runs at `:00`): random, 1 to 59, unless
            /// set.
            public var minute: Int
            /// Whether a daily export's stale root servers (not imported for 14 days, `stale_root_servers`) are copied;
            /// by default they are listed without meetings, as the export's `meetings.ndjson.gz` leaves them out.
            public var copiesStaleRootServers: Bool

            /// The shortest interval between timed copies: the aggregator imports about every 4 hours, and nothing
            /// changes between imports.
            public static let shortestInterval: Duration = .seconds(4 * 3_600)

            public init(
                identity: ClientIdentity = ClientIdentity(
                    name: "BMLTLocalServer",
                    version: BMLTClient.libraryVersion,
                    contact: ""
                ),
                pause: Duration = .seconds(1),
                pageSize: Int = 1_000,
                retry: RetryPolicy = RetryPolicy(
                    maximumRetries: 3,
                    initialDelay: .seconds(30),
                    maximumDelay: .seconds(600)
                ),
                minute: Int = Int.random(in: 1...59),
                copiesStaleRootServers: Bool = false
            ) {
                self.identity = identity
                self.pause = pause
                self.pageSize = pageSize
                self.retry = retry
                self.minute = minute
                self.copiesStaleRootServers = copiesStaleRootServers
            }
        }

        /// Whether this is a copy of another aggregator, not an import of root servers.
        var isCopy: Bool { copiedOrigin != nil }

        /// What a copy copies: the aggregator's root URL or the export's manifest.
        var copiedOrigin: URL? {
            switch source {
            case .rootServers: nil
            case .aggregator(let url), .dailyExport(let url): url
            }
        }

        /// The root servers of a list file: an aggregator's `serverList.json` or one root URL a line
        /// (`RootServerEntry.list(fromFile:)`).
        ///
        /// - Throws: ``LocalServerError`` when the file cannot be read or is no list of servers.
        public static func rootServers(fromFile url: URL) throws -> [RootServerEntry] {
            do {
                return try RootServerEntry.list(fromFile: Data(contentsOf: url))
            } catch let error as BMLTError {
                throw LocalServerError(
                    .invalidData,
                    reason: "\(url.path) is not a list of root servers: \(error.reason)"
                )
            } catch {
                throw LocalServerError(
                    .fileUnavailable,
                    reason: "\(url.path) cannot be read: \(LocalStore.shortReason(error))"
                )
            }
        }
    }

    /// A pause before every request to a root server, and between its tries.
    public struct RateLimit: Sendable, Hashable {
        public var requestDelay: Duration
        public var retryDelay: Duration

        public init(requestDelay: Duration = .zero, retryDelay: Duration = .seconds(3)) {
            self.requestDelay = requestDelay
            self.retryDelay = retryDelay
        }
    }

    /// What an import of the root servers did.
    public struct RootServerImport: Sendable {
        /// When it began.
        public var began: Date
        public var duration: Duration
        /// The list's changes: root servers added, renamed or moved, and removed with their data.
        public var created: Int
        public var updated: Int
        public var deleted: Int
        /// Each root server's import, in the list's order.
        public var rootServers: [Outcome]
        /// Why the run stopped before it tried every root server, if it did: the list could not be read or stored,
        /// or a copy was blocked or kept failing (the rules say to stop and ask again later). The data of every root
        /// server not imported is its last good import's.
        public var failure: LocalServerError?

        /// The root servers whose import failed (they keep their last good data).
        public var failures: [Outcome] { rootServers.filter { $0.failure != nil } }

        /// One root server's import.
        public struct Outcome: Sendable {
            /// The aggregator's id of the root server (`root_server_id`).
            public var id: Int
            /// The list's id.
            public var sourceID: Int
            public var name: String
            public var url: String
            /// Why the import failed, if it did: nothing of it was kept, the last good import's data stays.
            public var failure: LocalServerError?
            /// A copy's root server whose `lastSuccessfulImport` had not moved since the last copy: nothing was asked
            /// of it, its data is the last copy's.
            public var isUnchanged = false
            /// What changed, as bmlt-server's import command counts it.
            public var serviceBodies = Counts()
            public var formats = Counts()
            public var meetings = Counts()
        }

        /// Rows created, updated, deleted (and service bodies given another parent, meetings dropped for an unknown
        /// service body).
        public struct Counts: Sendable, Hashable, CustomStringConvertible {
            public var created = 0
            public var updated = 0
            public var deleted = 0
            public var reassigned = 0
            public var orphaned = 0

            public var description: String {
                "created \(created), updated \(updated), deleted \(deleted)"
                    + (reassigned > 0 ? ", reassigned \(reassigned)" : "")
                    + (orphaned > 0 ? ", orphaned and deleted \(orphaned)" : "")
            }
        }
    }
}

extension LocalServer {
    /// Prepares an aggregator's start: the current interface; an existing data file of an aggregator is imported
    /// into again, a new one (or one replaced, with ``Configuration/resetsData``) starts as a new 4.x server in
    /// aggregator mode: the field templates and no formats. Returns whether the data must be prepared so.
    static func prepareAggregator(_ configuration: Configuration) throws -> (StoreOpening, prepares: Bool) {
        if case .aggregator(let aggregator) = configuration.role, aggregator.isCopy,
            let interval = aggregator.syncInterval, interval < Aggregator.CopyRules.shortestInterval
        {
            throw LocalServerError(
                .invalidConfiguration,
                reason: "A copy of an aggregator syncs at most every 4 hours, as its operators ask (it imports about "
                    + "every 4 hours): every \(interval.components.seconds) s is too often."
            )
        }
        if case .file(let url) = configuration.storage, FileManager.default.fileExists(atPath: url.path) {
            if case .aggregator(let aggregator) = configuration.role, !configuration.resetsData,
                AggregatorStore.copiedOrigin(ofFile: url) != aggregator.copiedOrigin
            {
                throw LocalServerError(
                    .holdsOtherData,
                    reason: "\(url.path) holds another aggregator's data than this one would write; importing into "
                        + "it would replace that data. Nothing was changed."
                )
            }
            if AggregatorStore.isAggregator(file: url), !configuration.resetsData {
                return (StoreOpening(configuration, mode: .current, initialData: .empty, resetsData: false), false)
            }
            guard configuration.resetsData else {
                throw LocalServerError(
                    .holdsOtherData,
                    reason: "\(url.path) holds other data than an aggregator's; importing into it would replace that "
                        + "data. Nothing was changed."
                )
            }
        }
        return (StoreOpening(configuration, mode: .current, initialData: .freshInstall, resetsData: true), true)
    }
}
