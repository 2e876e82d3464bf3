@_spi(BMLTInternal) import BMLT
import Foundation
import HTTPTypes
import Logging

/// Reads one root server's public read API as bmlt-server's import command does (`ImportRootServers::httpGet`): every
/// request tried up to ``LocalServer/Aggregator/attempts`` times, each after the root server's request delay, with the
/// aggregator's `User-Agent`; an answer must be a 2xx that decodes to a JSON array or object.
struct RootServerReader: Sendable {
    let api: RemoteReadAPI

    init(server: AggregatorStore.RootServerRow, aggregator: LocalServer.Aggregator) {
        var api = RemoteReadAPI(
            name: "Root server \(server.id) (\(server.name), \(server.url))",
            rootURL: server.url,
            transport: aggregator.transport,
            timeout: aggregator.requestTimeout
        )
        api.userAgent = aggregator.userAgent
        let rateLimit =
            aggregator.rateLimits[server.sourceID]
            ?? LocalServer.RateLimit(requestDelay: .zero, retryDelay: aggregator.retryDelay)
        api.requestDelay = rateLimit.requestDelay
        api.retries = .fixed(attempts: aggregator.attempts, delay: rateLimit.retryDelay)
        self.api = api
    }

    /// Server information, service bodies, formats in each of the server's languages, published meetings.
    func read() async throws -> RootServerAnswers {
        guard let serverInfo = try await api.objects("switcher=GetServerInfo").first else {
            throw api.failure("answered GetServerInfo without a server's information: it is not a BMLT server")
        }
        var writer = JSONWriter(escapesSlashes: true)
        writer.value(.object(serverInfo))
        let serviceBodies = try await api.objects("switcher=GetServiceBodies").compactMap(ExternalServiceBody.init)
        var formats: [ExternalFormat] = []
        for language in (serverInfo["langs"]?.text ?? "").split(separator: ",", omittingEmptySubsequences: false) {
            let encoded = language.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? String(language)
            formats += try await api.objects("switcher=GetFormats&lang_enum=\(encoded)").compactMap(ExternalFormat.init)
        }
        let meetings = try await api.objects("switcher=GetSearchResults").compactMap(ExternalMeeting.init)
        return RootServerAnswers(
            serverInfoJSON: String(decoding: writer.bytes, as: UTF8.self),
            serviceBodies: serviceBodies,
            formats: formats,
            meetings: meetings
        )
    }
}

/// What an aggregator does (``LocalServer/aggregator``): it imports its root servers, one import at a time, on
/// request or every ``LocalServer/Aggregator/syncInterval``, and keeps the last one's report.
///
/// An actor because it holds the last import's report, which callers and the timer share.
public actor RootServerImporter {
    let aggregator: LocalServer.Aggregator
    let store: LocalStore
    let logger: Logger
    private var runs: RepeatedRun<Void, LocalServer.RootServerImport>?
    /// The last import of the root servers.
    public private(set) var lastImport: LocalServer.RootServerImport?

    init(aggregator: LocalServer.Aggregator, store: LocalStore, logger: Logger) {
        self.aggregator = aggregator
        self.store = store
        self.logger = logger
    }

    /// The importer's runs, made at the first use: their body holds the importer weakly, so that a server's stop
    /// ends them.
    private var repeatedRuns: RepeatedRun<Void, LocalServer.RootServerImport> {
        if let runs { return runs }
        let made = RepeatedRun<Void, LocalServer.RootServerImport> { [weak self] in
            guard let self else { throw CancellationError() }
            return await self.importAndRecord()
        }
        runs = made
        return made
    }

    /// Imports every root server again now (bmlt-server's `aggregator:ImportRootServers`): each in one transaction,
    /// so one that fails keeps its last good data and is reported in ``LocalServer/RootServerImport/failures``; the
    /// others are imported all the same. An import already running is waited for.
    @discardableResult
    public func importRootServers() async -> LocalServer.RootServerImport {
        do {
            return try await repeatedRuns.run(())
        } catch {
            // The body throws only once the importer is gone, never while it waits here: an empty report.
            return lastImport
                ?? LocalServer.RootServerImport(
                    began: Date(),
                    duration: .zero,
                    created: 0,
                    updated: 0,
                    deleted: 0,
                    rootServers: []
                )
        }
    }

    /// Imports every ``LocalServer/Aggregator/syncInterval`` until ``stop()``, and at once with `importingFirst`
    /// (whatever the interval).
    func startTimer(importingFirst: Bool) async {
        await repeatedRuns.start(
            every: aggregator.syncInterval,
            onMinute: aggregator.isCopy ? aggregator.copyRules.minute : nil,
            runsFirst: importingFirst,
            with: ()
        )
    }

    func stop() async {
        await runs?.stop()
    }

    private func importAndRecord() async -> LocalServer.RootServerImport {
        let report = await perform()
        lastImport = report
        return report
    }

    /// The list's entries, each with its source id: the list's id, else the aggregator's, else its place.
    static func entries(of aggregator: LocalServer.Aggregator) -> [(sourceID: Int, name: String, url: String)] {
        aggregator.rootServers.enumerated().compactMap { index, entry in
            let url = entry.url.absoluteString
            guard !aggregator.ignoredRootServerURLs.contains(url) else { return nil }
            return (entry.sourceID ?? entry.id ?? index + 1, entry.name.trimmingCharacters(in: .whitespaces), url)
        }
    }

    private func perform() async -> LocalServer.RootServerImport {
        let began = Date()
        let clock = ContinuousClock()
        let start = clock.now
        var report = LocalServer.RootServerImport(
            began: began,
            duration: .zero,
            created: 0,
            updated: 0,
            deleted: 0,
            rootServers: []
        )
        switch aggregator.source {
        case .rootServers:
            await importRootServers(into: &report)
        case .aggregator(let origin):
            let copier = AggregatorCopier(origin: origin, aggregator: aggregator, store: store, logger: logger)
            await copier.copy(into: &report)
        case .dailyExport(let manifest):
            let copier = DailyExportCopier(manifest: manifest, aggregator: aggregator, store: store, logger: logger)
            await copier.copy(into: &report)
        }
        report.duration = clock.now - start
        return report
    }

    /// An import of the list's root servers, each from its own read API.
    private func importRootServers(into report: inout LocalServer.RootServerImport) async {
        let list: (rows: [AggregatorStore.RootServerRow], created: Int, updated: Int, deleted: Int)
        do {
            list = try await AggregatorStore(store: store).importList(Self.entries(of: aggregator))
        } catch {
            logger.error("The aggregator's list could not be stored", metadata: ["reason": "\(error)"])
            report.failure = LocalServerError(
                .fileUnavailable,
                reason: "The aggregator's list could not be stored: \(LocalStore.shortReason(error))."
            )
            return
        }
        (report.created, report.updated, report.deleted) = (list.created, list.updated, list.deleted)
        for server in list.rows {
            let reader = RootServerReader(server: server, aggregator: aggregator)
            do {
                let answers = try await reader.read()
                let outcome = try await AggregatorStore(store: store).importRootServer(
                    server,
                    answers,
                    ignoredServiceBodies: aggregator.ignoredServiceBodies[server.sourceID] ?? []
                )
                report.rootServers.append(outcome)
                aggregator.reportsImport?(outcome)
            } catch {
                let failure =
                    error as? LocalServerError
                    ?? reader.api.failure("could not be imported: \(LocalStore.shortReason(error))")
                logger.warning(
                    "A root server's import failed; its last good data is kept",
                    metadata: ["root_server": "\(server.url)", "reason": "\(failure.reason)"]
                )
                var outcome = LocalServer.RootServerImport.Outcome(of: server)
                outcome.failure = failure
                report.rootServers.append(outcome)
                aggregator.reportsImport?(outcome)
            }
        }
    }
}
