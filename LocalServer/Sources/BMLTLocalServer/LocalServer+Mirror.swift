public import BMLT
public import BMLTAsyncHTTPClient
public import Foundation

extension LocalServer {
    /// A read-only copy of another BMLT server, its origin: filled from the origin's public read API alone and kept
    /// in sync with it, answering the read API in the origin's interface (2.x's for a 2.x origin, 4.x's for a 3.x or
    /// 4.x one).
    ///
    /// ```swift
    /// let origin = URL(string: "https://bmlt.example.org/main_server")!
    /// let server = try await LocalServer.start(.init(role: .mirror(LocalServer.Mirror(origin: origin))))
    /// let sync = try await server.mirror?.sync()   // later: what changed since
    /// ```
    ///
    /// A mirror holds what a public read API shows: published meetings with their shown fields (hidden fields are
    /// kept empty), formats in every language, service bodies without their administrators or contact addresses,
    /// the change history as the origin's GetChanges answers it, and no users. Its GetServerInfo says the origin's
    /// version and settings, but for `emailEnabled`: a mirror relays no messages to meeting contacts. It refuses
    /// administration.
    public struct Mirror: Sendable {
        /// The origin's root URL (the folder with `client_interface`).
        public var origin: URL
        /// How often the running server syncs on its own; `nil` syncs only when ``MirrorSynchronizer/sync(whole:)`` is
        /// called.
        public var syncInterval: Duration?
        /// How requests reach the origin.
        public var transport: any HTTPTransport
        /// How long to wait for each of the origin's answers.
        public var requestTimeout: Duration
        /// How often a sync of changes also compares every meeting with the origin's (one whole search answer, a
        /// digest a meeting), to find the changes the origin's GetChanges does not name: a database restored from an
        /// earlier state, edits made outside the server. When one is found, the origin is read whole (only a whole
        /// read gives its rows' order). `nil` never compares; ``MirrorSynchronizer/sync(whole:)`` with `whole` reads
        /// everything again at any time.
        public var comparisonInterval: Duration?
        /// Told what a sync reads, request by request (a terminal's progress display).
        public var progress: (@Sendable (MirrorProgress) -> Void)?

        public init(
            origin: URL,
            syncInterval: Duration? = nil,
            transport: any HTTPTransport = AsyncHTTPClientTransport(),
            requestTimeout: Duration = .seconds(60),
            comparisonInterval: Duration? = .seconds(3_600),
            progress: (@Sendable (MirrorProgress) -> Void)? = nil
        ) {
            self.origin = origin
            self.syncInterval = syncInterval
            self.transport = transport
            self.requestTimeout = requestTimeout
            self.comparisonInterval = comparisonInterval
            self.progress = progress
        }
    }

    /// What a sync did.
    public struct MirrorSync: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable {
            /// Everything was read again and replaced: a first sync, an origin that could not name its changes, or a
            /// comparison that found changes no change record names.
            case whole
            /// The meetings GetChanges named since the last sync were read again, with the formats, service bodies
            /// and settings.
            case changes
        }

        public var kind: Kind
        /// When the sync began: the next one asks for changes from a day before it.
        public var began: Date
        public var duration: Duration
        /// The meetings written (all of them for a whole sync).
        public var meetingsUpdated: Int
        /// The meetings removed because the origin no longer publishes them.
        public var meetingsRemoved: Int
        /// What the mirror holds after the sync.
        public var data: DataSummary
        /// Why a sync of changes became a whole one, or what a comparison with the origin's meetings found.
        public var note: String?
    }

    /// Prepares a mirror's start: an existing data file that mirrors the same origin is served as it is (and synced
    /// once the server runs), unless ``Configuration/resetsData`` asks for it to be read again; otherwise the origin
    /// is read whole first, and its version decides the interface.
    static func prepareMirror(
        _ configuration: Configuration,
        _ mirror: Mirror
    ) async throws -> (StoreOpening, firstRead: (data: OriginData, began: Date)?) {
        let origin = OriginReader.normalized(mirror.origin).absoluteString
        if case .file(let url) = configuration.storage, FileManager.default.fileExists(atPath: url.path) {
            if let copied = AggregatorStore.copiedOrigin(ofFile: url),
                OriginReader.normalized(copied).absoluteString == origin
            {
                throw LocalServerError(
                    .originIsAggregator,
                    reason: "\(url.path) holds a copy of the aggregator \(origin): go on copying it as an aggregator "
                        + "(LocalServer.Aggregator(copying: .aggregator(origin)))."
                )
            }
            if let state = MirrorStore.state(ofFile: url), state.origin == origin, !configuration.resetsData {
                return (StoreOpening(configuration, mode: state.mode, initialData: .empty, resetsData: false), nil)
            }
            guard configuration.resetsData else {
                throw LocalServerError(
                    .holdsOtherData,
                    reason: "\(url.path) holds other data than a mirror of \(origin); mirroring into it would "
                        + "replace that data. Nothing was changed."
                )
            }
        }
        let began = Date()
        let reader = OriginReader(origin: mirror.origin, transport: mirror.transport, timeout: mirror.requestTimeout)
        let data = try await reader.read(progress: mirror.progress ?? { _ in })
        return (StoreOpening(configuration, mode: data.mode, initialData: .empty, resetsData: true), (data, began))
    }
}
