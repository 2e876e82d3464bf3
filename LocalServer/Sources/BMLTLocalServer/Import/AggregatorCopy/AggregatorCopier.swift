@_spi(BMLTInternal) import BMLT
import Foundation
import Logging

/// Copies another aggregator through its read API as its operators ask of copiers
/// (``LocalServer/Aggregator/CopyRules``, bmlt-enabled/aggregator's `docs/responsible-use.md`, section 4):
///
/// 1. its list first (`GET /api/v1/rootservers`), and only the root servers whose `lastSuccessfulImport` moved since
///    the last copy;
/// 2. one root server at a time: its oldest statistics (`/api/v1/rootservers/{id}`), `GetServiceBodies` and
///    `GetFormats` (every language in one request) with `root_server_ids[]`, and its meetings paged and sorted
///    (`root_server_ids[]=<id>&sort_keys=id_bigint&page_size=1000&page_num=N` until a page comes back short), trimmed
///    to the fields a copy stores;
/// 3. one request in flight, each after a pause, with the copier's `User-Agent` and `callingApp`;
/// 4. on no answer, 429, 502, 503 or 504, growing delays, then the copy stops (the others keep their last copy); a
///    403 with the operators' message stops it at once.
///
/// The aggregator's own information (`GetServerInfo`, its settings) is read at the first copy and then once a day.
struct AggregatorCopier: Sendable {
    let api: RemoteReadAPI
    let rules: LocalServer.Aggregator.CopyRules
    let store: AggregatorStore
    let logger: Logger
    let reportsImport: (@Sendable (LocalServer.RootServerImport.Outcome) -> Void)?

    init(origin: URL, aggregator: LocalServer.Aggregator, store: LocalStore, logger: Logger) {
        let root = RemoteReadAPI.withoutTrailingSlashes(origin.absoluteString)
        api = .copying("The aggregator \(root)", rootURL: root, for: aggregator, sendsCallingApp: true)
        self.rules = aggregator.copyRules
        self.store = AggregatorStore(store: store)
        self.logger = logger
        reportsImport = aggregator.reportsImport
    }

    /// One copy: the list, then each root server that changed, reported as an import is.
    func copy(into report: inout LocalServer.RootServerImport) async {
        let listing: [AggregatorStore.ListedRootServer]
        do {
            try await readServerInfoIfDue()
            listing = try await self.listing()
            (report.created, report.updated, report.deleted) = try await store.copyList(listing)
        } catch {
            report.failure = Self.localServerError(error, api)
            return
        }
        await report.copyEach(
            listing,
            lastCopied: (try? await store.copiedImports()) ?? [:],
            api: api,
            logger: logger,
            reportsImport: reportsImport
        ) { server in
            try await store.copyRootServer(try await read(server))
        }
    }

    typealias RootServerImport = LocalServer.RootServerImport

    /// `GET /api/v1/rootservers`: a list of root servers, or the origin is no aggregator.
    private func listing() async throws -> [AggregatorStore.ListedRootServer] {
        try await api.objects(atPath: "api/v1/rootservers").map { object in
            guard let server = AggregatorStore.ListedRootServer(listing: object) else {
                throw api.failure("lists a root server without an id, a name or a URL in api/v1/rootservers")
            }
            return server
        }
    }

    /// The aggregator's GetServerInfo, at the first copy and once a day after (the rules' pace for server
    /// information): it must say it is an aggregator, and its settings become the copy's.
    private func readServerInfoIfDue() async throws {
        if let last = try await store.copiedServerInfoReadAt(), Date().timeIntervalSince(last) < 86_400 { return }
        guard let info = try await api.objects("switcher=GetServerInfo").first else {
            throw api.failure("answered GetServerInfo without a server's information: it is not a BMLT server")
        }
        guard info["aggregator_mode_enabled"]?.bool == true else {
            throw LocalServerError(
                .invalidConfiguration,
                reason: "\(api.name) is not an aggregator (its GetServerInfo says so): mirror it instead."
            )
        }
        let settings = Settings(serverInfo: info, language: info["nativeLang"]?.nonEmptyText ?? "en")
        try await store.copySettings(settings, readAt: Date())
    }

    /// One root server's data, read whole.
    private func read(_ server: AggregatorStore.ListedRootServer) async throws -> CopiedRootServer {
        let only = "root_server_ids%5B%5D=\(server.id)"
        let oldest = try await api.object(atPath: "api/v1/rootservers/\(server.id)")
        let serviceBodies = try CopiedRootServer.elements(
            try await api.objects("switcher=GetServiceBodies&" + only),
            as: ExternalServiceBody.init,
            what: "GetServiceBodies of root server \(server.id)",
            api: api
        )
        let languages = server.languages.map { "&lang_enum%5B%5D=" + RemoteReadAPI.queryValue($0) }.joined()
        let formats = try CopiedRootServer.elements(
            try await api.objects("switcher=GetFormats&show_all=1&" + only + languages),
            as: ExternalFormat.init,
            what: "GetFormats of root server \(server.id)",
            api: api
        )
        var meetings: [ExternalMeeting] = []
        let fields = CopiedRootServer.storedFields.joined(separator: ",")
        for page in 1... {
            let query =
                "switcher=GetSearchResults&\(only)&sort_keys=id_bigint&page_size=\(rules.pageSize)&page_num=\(page)"
                + "&data_field_key=\(fields)"
            let answer = try await api.objects(query)
            meetings += try CopiedRootServer.elements(
                answer,
                as: ExternalMeeting.init,
                what: "page \(page) of root server \(server.id)'s meetings",
                api: api
            )
            if answer.count < rules.pageSize { break }
        }
        return CopiedRootServer(
            listing: server,
            oldestStatistics: AggregatorStore.ListedRootServer(listing: oldest)?.statistics ?? server.statistics,
            serviceBodies: serviceBodies,
            formats: formats,
            meetings: meetings
        )
    }

    /// A copy's failure as the report gives it.
    static func localServerError(_ error: any Error, _ api: RemoteReadAPI) -> LocalServerError {
        error as? LocalServerError ?? api.failure("could not be copied: \(LocalStore.shortReason(error))")
    }
}
