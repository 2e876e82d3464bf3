public import Foundation
import GRDB
public import Logging
public import ServiceLifecycle

/// A BMLT root server that runs in-process on SQLite, for offline tests, demos and the `bmlt` command line.
///
/// It answers the read API (`client_interface/…`) as a 4.2.7 server does, or, in ``Mode/legacy``, as a 2.16.6 server
/// does, on the Greater New York sample data (1,555 meetings) or any BMLT MySQL dump.
///
/// ```swift
/// let server = try await LocalServer.start()
/// let client = try BMLTClient(rootURL: server.rootURL)
/// let meetings = try await client.meetings(matching: .text("Brooklyn"))
/// await server.stop()
/// ```
///
/// Or scoped, so that the server always stops:
///
/// ```swift
/// try await LocalServer.withRunning { server in
///     let info = try await BMLTClient(rootURL: server.rootURL).serverInfo()
/// }
/// ```
///
/// A program that runs services with swift-service-lifecycle adds it to its `ServiceGroup`: it is a `Service` that
/// serves until the group shuts down, then stops as ``stop()`` does.
///
/// A final class because it owns the running server task and the database; every member is safe to use from any task.
public final class LocalServer: Service {
    /// Which server version the local server behaves as.
    public enum Mode: String, Sendable, CaseIterable {
        /// bmlt-server 4.2.7.
        case current
        /// bmlt-server 2.16.6: `{}` for empty results, `GetLangs.php`, plain-text errors, 2.x search parameters.
        case legacy

        /// The version the mode's server reports.
        public var version: String {
            switch self {
            case .current: LocalServer.currentVersion
            case .legacy: LocalServer.legacyVersion
            }
        }
    }

    /// Where the data lives.
    public enum Storage: Sendable, Hashable {
        /// In memory, gone when the server stops (the default, for tests).
        case inMemory
        /// In an SQLite file, kept across restarts.
        case file(URL)
    }

    /// What a new database starts with.
    public enum DataSource: Sendable, Hashable {
        /// The Greater New York sample data shipped with the package.
        case sample
        /// A BMLT server's MySQL dump (any table prefix).
        case dump(URL)
        /// A new server as a fresh 4.x install leaves it: the stock English formats and field templates, no service
        /// bodies, meetings or users.
        case freshInstall
        /// Nothing.
        case empty
    }

    /// What the server is, with what only that kind of server needs. A combination no server has (a mirror that is
    /// also an aggregator, a 2.x aggregator, a mirror told its interface or its data) cannot be written.
    public enum Role: Sendable {
        /// A server of its own data, answering as `mode`'s server does; a new database starts with `initialData`.
        case standalone(Mode, initialData: DataSource)
        /// A read-only mirror of another server (``Mirror``): its data and its interface are the origin's.
        case mirror(Mirror)
        /// An aggregator of other servers (``Aggregator``), answering as bmlt-server does in aggregator mode: in
        /// the current interface, its data imported from the root servers.
        case aggregator(Aggregator)
    }

    public struct Configuration: Sendable {
        /// What the server is: a server of its own data, a mirror or an aggregator.
        public var role: Role
        public var storage: Storage
        /// Whether to replace an existing file's data: with the standalone role's initial data; a mirror reads its
        /// origin again, whole, and an aggregator starts afresh, either of them replacing a file that holds other
        /// data.
        public var resetsData: Bool
        /// Whether ``resetsData`` may replace data that was edited since it was loaded (by this server or any other
        /// program). Without it, such a file is not touched and starting fails with
        /// ``LocalServerError/Code/wouldReplaceEdits``; with it, the data is first copied beside the file
        /// (``LocalServer/replacedDataCopy``).
        public var replacesEditedData: Bool
        /// The address to listen on; loopback by default.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The path of the root server URL.
        public var basePath: String
        /// Whether a legacy-mode server accepts messages to meeting contacts; off by default, as on the recorded
        /// 2.16.6 server.
        public var emailContact: EmailContact
        public var logger: Logger

        public init(
            role: Role,
            storage: Storage = .inMemory,
            resetsData: Bool = false,
            replacesEditedData: Bool = false,
            host: String = "127.0.0.1",
            port: Int = 0,
            basePath: String = "/main_server",
            emailContact: EmailContact = .disabled,
            logger: Logger = Logger(label: "org.bmlt.local-server", factory: { _ in SwiftLogNoOpLogHandler() })
        ) {
            self.role = role
            self.storage = storage
            self.resetsData = resetsData
            self.replacesEditedData = replacesEditedData
            self.host = host
            self.port = port
            self.basePath = basePath
            self.emailContact = emailContact
            self.logger = logger
        }

        /// A server of its own data (``Role/standalone(_:initialData:)``).
        public init(
            mode: Mode = .current,
            storage: Storage = .inMemory,
            initialData: DataSource = .sample,
            resetsData: Bool = false,
            replacesEditedData: Bool = false,
            host: String = "127.0.0.1",
            port: Int = 0,
            basePath: String = "/main_server",
            emailContact: EmailContact = .disabled,
            logger: Logger = Logger(label: "org.bmlt.local-server", factory: { _ in SwiftLogNoOpLogHandler() })
        ) {
            self.init(
                role: .standalone(mode, initialData: initialData),
                storage: storage,
                resetsData: resetsData,
                replacesEditedData: replacesEditedData,
                host: host,
                port: port,
                basePath: basePath,
                emailContact: emailContact,
                logger: logger
            )
        }
    }

    /// The version a current-mode server reports.
    public static let currentVersion = "4.2.7"
    /// The version a legacy-mode server reports.
    public static let legacyVersion = "2.16.6"

    /// Where the sample data's meetings are (Greater New York), which its meetings' own fields do not name: the
    /// zone to read their times in.
    public static let sampleDataTimeZone = TimeZone(identifier: "America/New_York")!
    static let phpVersion = "8.2.36"

    /// GetServerInfo's `versionInt` of a version: major × 1,000,000 + minor × 1,000 + patch, a suffix after `-` ignored
    /// (`3.0.2-beta` is `3000002`).
    static func versionInt(_ version: String) -> String {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let part = { (index: Int) in index < parts.count ? PHPText.intval(parts[index]) : 0 }
        return String(part(0) * 1_000_000 + part(1) * 1000 + part(2))
    }

    public let configuration: Configuration
    /// The interface the server answers in: its standalone role's, a mirror's origin's, or an aggregator's (the
    /// current one).
    public var mode: Mode { store.mode }
    /// The root server URL, e.g. `http://127.0.0.1:50123/main_server`.
    public let rootURL: URL
    /// The port the server listens on.
    public let port: Int
    /// The messages to meeting contacts that `client_interface/contact.php` delivered (legacy mode, with
    /// ``Configuration/emailContact`` on).
    public let outbox: Outbox
    /// What starting put in the database: the counts of the data it loaded into a new database (or over an existing
    /// file's, with ``Configuration/resetsData``); `nil` when an existing file kept its data.
    public var loadedData: DataSummary? { mirrorLoadedData ?? store.loadedData }
    /// Where the data that loading replaced was copied, when it had been edited since it was loaded
    /// (``Configuration/replacesEditedData``).
    public var replacedDataCopy: URL? { store.replacedDataCopy }
    let store: LocalStore
    private let running: HTTPFrontEnd.Running
    /// What a mirror does (``Role/mirror(_:)``): its syncs and how they went; `nil` for a server that is not
    /// a mirror.
    public let mirror: MirrorSynchronizer?
    /// What an aggregator does (``Role/aggregator(_:)``): its imports and the last one's report; `nil` for a
    /// server that is not an aggregator.
    public let aggregator: RootServerImporter?
    /// What a mirror's first read, or an aggregator's first import, loaded.
    private let mirrorLoadedData: DataSummary?

    private init(
        configuration: Configuration,
        rootURL: URL,
        store: LocalStore,
        outbox: Outbox,
        running: HTTPFrontEnd.Running,
        synchronizer: MirrorSynchronizer?,
        importer: RootServerImporter?,
        mirrorLoadedData: DataSummary?
    ) {
        self.configuration = configuration
        self.rootURL = rootURL
        self.port = running.port
        self.outbox = outbox
        self.store = store
        self.running = running
        self.mirror = synchronizer
        self.aggregator = importer
        self.mirrorLoadedData = mirrorLoadedData
    }

    /// Opens the database (filling a new one with the initial data, or a mirror's with its origin's) and starts
    /// serving.
    ///
    /// - Throws: ``LocalServerError`` when the database cannot be opened, a mirror's origin cannot be read, or the
    ///   address cannot be bound.
    public static func start(_ configuration: Configuration = Configuration()) async throws -> LocalServer {
        let opening: StoreOpening
        var firstRead: (data: OriginData, began: Date)?
        var preparesAggregator = false
        switch configuration.role {
        case .standalone(let mode, let initialData):
            opening = StoreOpening(
                configuration,
                mode: mode,
                initialData: initialData,
                resetsData: configuration.resetsData
            )
        case .mirror(let mirror):
            (opening, firstRead) = try await prepareMirror(configuration, mirror)
        case .aggregator:
            (opening, preparesAggregator) = try prepareAggregator(configuration)
        }
        let newFile: URL? =
            if case .file(let url) = configuration.storage, !FileManager.default.fileExists(atPath: url.path) {
                url
            } else {
                nil
            }
        let store = try await LocalStore.open(opening)
        try await warnOfDataLoadedForTheOtherMode(store, configuration)
        let outbox = Outbox(logger: configuration.logger)
        let running: HTTPFrontEnd.Running
        var mirrorLoadedData: DataSummary?
        do {
            if case .mirror(let mirror) = configuration.role, let firstRead {
                mirrorLoadedData = try await MirrorStore(store: store).load(
                    firstRead.data,
                    origin: mirror.origin,
                    readStarted: firstRead.began
                )
            }
            if preparesAggregator, case .aggregator(let aggregator) = configuration.role {
                try await AggregatorStore(store: store).prepare(
                    settings: SampleData.settings,
                    copying: aggregator.copiedOrigin
                )
            }
            running = try await HTTPFrontEnd.start(store: store, outbox: outbox, configuration: configuration)
        } catch {
            // A data file made for a server that never listened is not left behind.
            if let newFile { store.closeAndRemove(newFile) }
            throw error
        }
        let port = running.port
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let base = configuration.basePath.hasPrefix("/") ? configuration.basePath : "/" + configuration.basePath
        guard let url = URL(string: "http://\(host):\(port)\(base == "/" ? "" : base)") else {
            await running.stop()
            throw LocalServerError(
                .invalidConfiguration,
                reason: "The root URL for \(host):\(port)\(base) cannot be built."
            )
        }
        configuration.logger.info("BMLT local server listening", metadata: ["url": "\(url.absoluteString)"])
        var synchronizer: MirrorSynchronizer?
        var importer: RootServerImporter?
        switch configuration.role {
        case .standalone:
            break
        case .mirror(let mirror):
            synchronizer = MirrorSynchronizer(
                mirror: mirror,
                store: store,
                logger: configuration.logger,
                firstSync: mirrorLoadedData.map { summary in
                    MirrorSync(
                        kind: .whole,
                        began: firstRead?.began ?? Date(),
                        duration: .seconds(Date().timeIntervalSince(firstRead?.began ?? Date())),
                        meetingsUpdated: summary.meetings,
                        meetingsRemoved: 0,
                        data: summary
                    )
                }
            )
            // A file kept from an earlier run is synced at once; a first read was just made.
            await synchronizer?.startTimer(syncingFirst: firstRead == nil)
        case .aggregator(let aggregator):
            let started = RootServerImporter(aggregator: aggregator, store: store, logger: configuration.logger)
            switch aggregator.startsServing {
            case .afterFirstImport:
                _ = await started.importRootServers()
                mirrorLoadedData = try? await store.database.read(DataSummary.init)
                await started.startTimer(importingFirst: false)
            case .immediately:
                await started.startTimer(importingFirst: true)
            }
            importer = started
        }
        return LocalServer(
            configuration: configuration,
            rootURL: url,
            store: store,
            outbox: outbox,
            running: running,
            synchronizer: synchronizer,
            importer: importer,
            mirrorLoadedData: mirrorLoadedData
        )
    }

    /// A file's data loaded for one interface and served in the other is served as it is (the modes share a schema),
    /// but a 2.x dump was upgraded as its mode's server upgrades one, with that mode's stock formats: say so.
    private static func warnOfDataLoadedForTheOtherMode(
        _ store: LocalStore,
        _ configuration: Configuration
    ) async throws {
        guard store.loadedData == nil, case .file(let url) = configuration.storage else { return }
        let stored = try await store.database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM local_server_metadata WHERE key = 'mode'")
        }
        guard let stored = stored.flatMap(Mode.init), stored != store.mode else { return }
        configuration.logger.warning(
            "The data was loaded for the other interface",
            metadata: [
                "file": "\(url.path)",
                "loaded_for": "\(stored.version)",
                "served_as": "\(store.mode.version)",
                "note": "its upgrade and stock formats are kept; load it again for this interface's",
            ]
        )
    }

    /// Starts a server, runs `body` with it, and stops it, whether `body` returns or throws.
    ///
    /// `body` runs on the caller's actor (the main actor of a test or a preview), so it may use what that actor holds.
    public nonisolated(nonsending) static func withRunning<Value: Sendable>(
        _ configuration: Configuration = Configuration(),
        _ body: (LocalServer) async throws -> Value
    ) async throws -> Value {
        let server = try await start(configuration)
        do {
            let value = try await body(server)
            await server.stop()
            return value
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Stops serving and waits until the listening socket is closed; then another server may use the data file,
    /// and the file alone holds all the data (a copy of it is a whole backup).
    public func stop() async {
        await mirror?.stop()
        await aggregator?.stop()
        await running.stop()
        store.checkpoint()
        store.fileLock?.release()
    }

    /// Waits until the server stops (after ``stop()`` or a failure).
    public func waitUntilStopped() async throws {
        try await running.task.value
    }

    /// Replaces the data with a data source (the sample data, a dump, or nothing).
    ///
    /// A dump is read and checked whole before anything is replaced: one that cannot be read, is cut short, has a
    /// row of the wrong length or lacks a table a server needs is refused with the file, line and reason, and the
    /// data stays as it was.
    @discardableResult
    public func reset(to source: DataSource = .sample) throws -> DataSummary {
        try store.load(source)
    }

    /// How much data the server holds.
    public struct DataSummary: Sendable, Hashable, CustomStringConvertible {
        public var meetings: Int
        public var serviceBodies: Int
        /// Format rows, one per format and language.
        public var formats: Int
        public var users: Int
        public var changes: Int

        init(_ db: Database) throws {
            let count = { (table: String) in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
            meetings = try count("meetings")
            serviceBodies = try count("service_bodies")
            formats = try count("formats")
            users = try count("users")
            changes = try count("changes")
        }

        /// "1,555 meetings, 44 service bodies, 142 formats (in all languages), 49 users and 0 changes".
        public var description: String {
            func count(_ value: Int, _ one: String, _ many: String) -> String {
                value.formatted(.number.locale(Locale(identifier: "en_US"))) + " " + (value == 1 ? one : many)
            }
            return count(meetings, "meeting", "meetings") + ", "
                + count(serviceBodies, "service body", "service bodies") + ", "
                + count(formats, "format", "formats") + " (in all languages), " + count(users, "user", "users")
                + " and " + count(changes, "change", "changes")
        }
    }
}

extension LocalServer {
    /// Serves until the server stops or the service group shuts down (gracefully, or by cancelling this task), then
    /// stops as ``stop()`` does: requests in flight finish and the data file alone holds all the data.
    public func run() async throws {
        try await withTaskCancellationOrGracefulShutdownHandler {
            try await waitUntilStopped()
        } onCancelOrGracefulShutdown: {
            Task { await self.stop() }
        }
        await stop()
    }
}
