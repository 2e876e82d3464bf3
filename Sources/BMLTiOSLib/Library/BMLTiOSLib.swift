@_spi(BMLTInternal) import BMLT
public import Foundation

/// The original BMLTiOSLib 1.5 API, working against today's servers (4.x) and old ones (2.x).
///
/// One instance talks to one root server. Creating it connects: wait for
/// ``BMLTiOSLibDelegate/bmltLibInstance(_:serverIsValid:)`` before anything else. Then search with
/// ``searchCriteria``, read change histories, log in, and edit meetings; every result arrives at the delegate, on
/// the main actor.
///
/// ```swift
/// final class MeetingList: BMLTiOSLibDelegate {
///     var library: BMLTiOSLib?
///
///     func connect() {
///         library = BMLTiOSLib(inRootServerURI: "https://latest.aws.bmlt.app/main_server", inDelegate: self)
///     }
///
///     func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {
///         guard serverIsValid, let criteria = inLibInstance.searchCriteria else { return }
///         criteria.weekdays[.Monday] = .Selected
///         criteria.performMeetingSearch(.MeetingsOnly)
///     }
///
///     func bmltLibInstance(_ inLibInstance: BMLTiOSLib, meetingSearchResults: [BMLTiOSLibMeetingNode]) {
///         for meeting in meetingSearchResults { print(meeting.name) }
///     }
///
///     func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: any Error) {
///         print(error)
///     }
/// }
/// ```
///
/// Unlike the original, operations run side by side: a search started while another runs is not dropped, and each
/// delivers its own callbacks. Each operation method returns a ``BMLTiOSLibOperation`` that cancels just that
/// operation; the login survives. Callbacks run on the main actor; on Linux that is the main dispatch queue, which
/// runs while the program's `async` `main` waits (or inside `dispatchMain()`).
///
/// The class holds state (the server's lists, the login, the operations under way), so it is a class isolated to the
/// main actor, as the original was used from the main thread.
@MainActor
public final class BMLTiOSLib: NSObject {
    /// The modern client the library works through (`nil` when the URI was not a URL).
    public let client: BMLTClient?
    /// Why there is no client, when the URI was not a usable URL.
    private let clientError: BMLTError?
    private weak var _delegate: (any BMLTiOSLibDelegate)?
    private let uri: String
    private var serverInfo: ServerInfo?
    private var connected = false
    private var errorDescription = BMLTiOSLibCommunicationHandlerBadTestReasons.BadURI
    private var rootNode: BMLTiOSLibHierarchicalServiceBodyNode!
    private var formatsByID: [Int: BMLTiOSLibFormatNode] = [:]
    private var formatsByKey: [String: BMLTiOSLibFormatNode] = [:]
    private var serviceBodiesByID: [Int: BMLTiOSLibHierarchicalServiceBodyNode] = [:]
    private var languages: [BMLTiOSLibServerLang] = []
    /// The administration session while logged in.
    var session: AdminSession?
    private var adminPermissions = AdminPermissions()
    private var operations: [Int: Task<Void, Never>] = [:]
    private var nextOperation = 0

    /// Connects to a root server; the outcome arrives at ``BMLTiOSLibDelegate/bmltLibInstance(_:serverIsValid:)``.
    ///
    /// - Parameters:
    ///   - inRootServerURI: The root server, such as `https://example.org/main_server`; without a scheme, `https`.
    ///   - inDelegate: Receives every callback; held weakly.
    ///   - configuration: How the client talks to the server (timeouts, retries, transport, logging).
    public init(
        inRootServerURI: String,
        inDelegate: any BMLTiOSLibDelegate,
        configuration: BMLTClient.Configuration = BMLTClient.Configuration()
    ) {
        uri = inRootServerURI.trimmingCharacters(in: CharacterSet(charactersIn: "/").union(.whitespaces))
        _delegate = inDelegate
        let address = uri.contains("://") ? uri : "https://" + uri
        do {
            client = try BMLTClient(address, configuration: configuration)
            clientError = nil
        } catch {
            client = nil
            clientError =
                error as? BMLTError ?? BMLTError(code: .invalidURL, reason: "\"\(uri)\" is not a root server URL.")
        }
        super.init()
        rootNode = BMLTiOSLibHierarchicalServiceBodyNode(inServerComm: self)
        connect()
    }

    /// Connects to a root server with the default configuration; the outcome arrives at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:serverIsValid:)``. The original's initialiser, also as a function value.
    ///
    /// - Parameters:
    ///   - inRootServerURI: The root server, such as `https://example.org/main_server`; without a scheme, `https`.
    ///   - inDelegate: Receives every callback; held weakly.
    public convenience init(inRootServerURI: String, inDelegate: any BMLTiOSLibDelegate) {
        self.init(inRootServerURI: inRootServerURI, inDelegate: inDelegate, configuration: BMLTClient.Configuration())
    }

    deinit {
        for task in operations.values { task.cancel() }
    }

    // MARK: - Operations

    /// Runs an operation: `work` off the main actor, then `deliver` (or, on failure, the error callback and
    /// `failed`) on it. Nothing is delivered once the operation is cancelled or the library is gone.
    @discardableResult
    func perform<Value: Sendable>(
        _ work: @escaping @Sendable (BMLTClient) async throws -> Value,
        then deliver: @escaping @MainActor (BMLTiOSLib, Value) -> Void,
        failed: (@MainActor (BMLTiOSLib, any Error) -> Void)? = nil
    ) -> BMLTiOSLibOperation {
        let number = nextOperation
        nextOperation += 1
        let client = self.client
        let clientError = self.clientError
        let task = Task { [weak self] in
            let outcome: Result<Value, any Error>
            do {
                guard let client else {
                    throw clientError ?? BMLTError(code: .invalidURL, reason: "There is no server to talk to.")
                }
                outcome = .success(try await work(client))
            } catch {
                outcome = .failure(error)
            }
            guard let self else { return }
            self.operations[number] = nil
            guard !Task.isCancelled else { return }
            switch outcome {
            case .success(let value):
                deliver(self, value)
            case .failure(let error):
                guard !(error is CancellationError) else { return }
                tell(.errorOccurred((error as? BMLTError)?.bmltiOSLibError ?? error))
                failed?(self, error)
            }
        }
        operations[number] = task
        return BMLTiOSLibOperation(task: task)
    }

    /// Cancels every operation under way, keeping the login. Nothing is delivered for them.
    public func cancelAllOperations() {
        for task in operations.values { task.cancel() }
        operations = [:]
    }

    /// Waits until every operation under way, and any it starts, has delivered its callbacks.
    public func finishOperations() async {
        while let task = operations.values.first {
            await task.value
        }
    }

    /// Cancels every operation and clears the search criteria's lists. The server's lists and the login stay.
    public func clearStorage() {
        cancelAllOperations()
        searchCriteria?.clearStorage()
    }

    // MARK: - Connecting

    private struct Connection: Sendable {
        var info: ServerInfo
        var serviceBodies: [ServiceBody] = []
        var languages: [Language] = []
        var formats: [Format] = []
        var problem: BMLTiOSLibCommunicationHandlerBadTestReasons?
    }

    /// The oldest server the original library accepted: 2.8.12.
    nonisolated static let minimumVersion = ServerVersion(major: 2, minor: 8, patch: 12)

    private func connect() {
        perform(
            { client in
                var connection = Connection(info: try await client.serverInfo())
                let keys = Set(connection.info.availableKeys)
                if connection.info.version < Self.minimumVersion {
                    connection.problem = .WrongVersion
                } else if !keys.isEmpty, !BMLTiOSLibMeetingNode.standardKeys.allSatisfy(keys.contains) {
                    connection.problem = .MissingFields
                } else {
                    async let bodies = client.serviceBodies()
                    async let languages = client.languages()
                    async let formats = client.formats(FormatQuery(includesUnused: true))
                    (connection.serviceBodies, connection.languages, connection.formats) =
                        try await (bodies, languages, formats)
                }
                return connection
            },
            then: { library, connection in library.connected(connection) },
            failed: { library, _ in
                library.errorDescription = library.client == nil ? .BadURI : .CommError
                library.tell(.serverIsValid(false))
            }
        )
    }

    private func connected(_ connection: Connection) {
        serverInfo = connection.info
        if let problem = connection.problem ?? (connection.serviceBodies.isEmpty ? .NoServiceBodies : nil) {
            errorDescription = problem
            tell(.serverIsValid(false))
            return
        }
        rootNode = BMLTiOSLibHierarchicalServiceBodyNode(inServerComm: self)
        var seen: Set<Int> = []
        rootNode.children = hierarchy(
            ServiceBodyTree(connection.serviceBodies),
            below: rootNode,
            bodies: nil,
            seen: &seen
        )
        serviceBodies = Self.depthFirst(rootNode.children)
        serviceBodiesByID = Dictionary(serviceBodies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        merge(connection.formats)
        let nativeLanguage = connection.info.nativeLanguage
        languages = connection.languages.map { language in
            var language = language
            language.isDefault = language.code == nativeLanguage
            return BMLTiOSLibServerLang(language)
        }
        errorDescription = .None
        connected = true
        searchCriteria = BMLTiOSLibSearchCriteria(self)
        tell(.serverIsValid(true))
    }

    /// Nodes for the children of a body (or for the roots when `bodies` is `nil`), recursively; a body met twice
    /// (a parent cycle) is left out the second time.
    private func hierarchy(
        _ tree: ServiceBodyTree,
        below parent: BMLTiOSLibHierarchicalServiceBodyNode,
        bodies: [ServiceBody]?,
        seen: inout Set<Int>
    ) -> [BMLTiOSLibHierarchicalServiceBodyNode] {
        (bodies ?? tree.roots).compactMap { body in
            guard seen.insert(body.id).inserted else { return nil }
            let node = BMLTiOSLibHierarchicalServiceBodyNode(body, library: self, parent: parent)
            node.children = hierarchy(tree, below: node, bodies: tree.children(of: body.id), seen: &seen)
            return node
        }
    }

    private static func depthFirst(
        _ nodes: [BMLTiOSLibHierarchicalServiceBodyNode]
    ) -> [BMLTiOSLibHierarchicalServiceBodyNode] {
        nodes.flatMap { [$0] + depthFirst($0.children) }
    }

    /// Adds formats to ``allPossibleFormats`` (the server's language first), keeping the nodes already known.
    func merge(_ formats: [Format]) {
        let language = serverInfo?.nativeLanguage
        var added = false
        for format in formats.sorted(by: { ($0.language == language ? 0 : 1) < ($1.language == language ? 0 : 1) })
        where formatsByID[format.sharedID] == nil {
            let node = BMLTiOSLibFormatNode(format)
            formatsByID[format.sharedID] = node
            if formatsByKey[format.key] == nil { formatsByKey[format.key] = node }
            added = true
        }
        guard added else { return }
        allPossibleFormats = formatsByID.keys.sorted().compactMap { formatsByID[$0] }
        searchCriteria?.refreshLists()
    }

    // MARK: - The server

    /// The delegate (held weakly).
    public var delegate: (any BMLTiOSLibDelegate)! { _delegate }
    /// The root server URI as given, without leading or trailing slashes.
    public var rootServerURI: String { uri }
    /// The search criteria; `nil` until connected.
    public private(set) var searchCriteria: BMLTiOSLibSearchCriteria!
    /// Whether the server was found valid.
    public var isConnected: Bool { connected }
    /// Why connecting failed (a ``BMLTiOSLibCommunicationHandlerBadTestReasons`` raw value), `""` once connected.
    public var errorString: String! { errorDescription.rawValue }
    public var distanceUnits: BMLTiOSLibDistanceUnits {
        serverInfo.flatMap { BMLTiOSLibDistanceUnits(rawValue: $0.distanceUnit.rawValue) } ?? .Error
    }

    public var distanceUnitsString: String { distanceUnits.rawValue }
    /// The meeting fields the server has.
    public var availableMeetingValueKeys: [String] { serverInfo?.availableKeys ?? [] }
    public var emailMeetingContactsEnabled: Bool { serverInfo?.emailEnabled ?? false }
    public var emailServiceBodyAdminsEnabled: Bool { serverInfo?.emailIncludesServiceBodies ?? false }
    /// How many changes per meeting the server keeps.
    public var changeDepth: Int { serverInfo?.changesPerMeeting ?? 0 }
    public var googleAPIKey: String { serverInfo?.googleAPIKey ?? "" }
    public var versionAsString: String { serverInfo?.version.text ?? "" }
    /// major × 1,000,000 + minor × 1,000 + patch (2.16.6 is 2016006).
    public var versionAsInt: Int { serverInfo?.version.versionInt ?? 0 }
    /// Whether the server can be administered: 3.0 and later always (unless an aggregator), 2.x with semantic admin.
    public var isAdminAvailable: Bool {
        serverInfo.map { ServerCapabilities($0).administration != .none } ?? false
    }

    /// The server's default map centre.
    public var defaultLocation: CLLocationCoordinate2D {
        serverInfo?.center.map(CLLocationCoordinate2D.init) ?? CLLocationCoordinate2D(latitude: 0, longitude: 0)
    }

    /// The server's information as the modern API's value (`nil` until connected).
    public var serverInformation: ServerInfo? { serverInfo }

    // MARK: - Service bodies, formats, languages

    /// Every service body, depth first through the hierarchy.
    public private(set) var serviceBodies: [BMLTiOSLibHierarchicalServiceBodyNode] = []

    public var serviceBodiesICanObserve: [BMLTiOSLibHierarchicalServiceBodyNode] { serviceBodies.filter(\.iCanObserve) }
    public var serviceBodiesICanEdit: [BMLTiOSLibHierarchicalServiceBodyNode] { serviceBodies.filter(\.iCanEdit) }
    public var serviceBodiesICanAdminister: [BMLTiOSLibHierarchicalServiceBodyNode] {
        serviceBodies.filter(\.iCanAdminister)
    }

    /// A synthetic root whose children are the top-level service bodies.
    public var hierarchicalServiceBodies: BMLTiOSLibHierarchicalServiceBodyNode { rootNode }

    /// Every format of the server, loaded when connecting, by shared id.
    public private(set) var allPossibleFormats: [BMLTiOSLibFormatNode] = []

    /// The languages the server offers.
    public var availableServerLanguages: [BMLTiOSLibServerLang] { languages }

    public func getServiceBodyByID(_ inID: Int) -> BMLTiOSLibHierarchicalServiceBodyNode! {
        serviceBodiesByID[inID]
    }

    public func getFormatByID(_ inID: Int) -> BMLTiOSLibFormatNode! { formatsByID[inID] }

    public func getFormatByKey(_ inKey: String) -> BMLTiOSLibFormatNode! {
        formatsByKey[inKey]
    }

    // MARK: - Meetings as nodes

    /// An editable node when the logged-in user may edit the meeting's service body, a plain one otherwise.
    func meetingNode(for meeting: Meeting, fields only: [String]? = nil) -> BMLTiOSLibMeetingNode {
        var fields = meeting.readAPIFields
        if let only { fields = fields.filter { only.contains($0.key) } }
        return session != nil && adminPermissions.canEditMeetings(of: meeting.serviceBodyID)
            ? BMLTiOSLibEditableMeetingNode(fields, inHandler: self) : BMLTiOSLibMeetingNode(fields, inHandler: self)
    }

    func editableNode(for meeting: Meeting) -> BMLTiOSLibEditableMeetingNode {
        BMLTiOSLibEditableMeetingNode(meeting.readAPIFields, inHandler: self)
    }

    // MARK: - Permissions

    /// What the logged-in user may do with a service body.
    public func permissions(
        forServiceBody inServiceBody: BMLTiOSLibHierarchicalServiceBodyNode
    ) -> BMLTiOSLibPermissions {
        guard session != nil, inServiceBody.serviceBody != nil else { return .None }
        let id = inServiceBody.id
        if adminPermissions.isServerAdministrator || adminPermissions.administrable.contains(id) {
            return .Administrator
        }
        if adminPermissions.meetingsEditable.contains(id) { return .Editor }
        return adminPermissions.observable.contains(id) ? .Observer : .None
    }

    func loggedIn(_ session: AdminSession?, permissions: AdminPermissions) {
        self.session = session
        adminPermissions = permissions
    }
}
