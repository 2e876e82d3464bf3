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
    public struct Aggregator: Sendable {
        /// The servers to import, in the list's order. Each is known by its `sourceID` (a `serverList.json`'s `id`),
        /// else its `id`, else its place in the list (1 for the first); its URL is written in answers exactly as
        /// given here.
        public var rootServers: [RootServerEntry]
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
            self.rootServers = rootServers
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
        if case .file(let url) = configuration.storage, FileManager.default.fileExists(atPath: url.path) {
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
