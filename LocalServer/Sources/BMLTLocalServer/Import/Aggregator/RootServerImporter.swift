@_spi(BMLTInternal) import BMLT
import Foundation
import HTTPTypes
import Logging

/// Reads one root server's public read API as bmlt-server's import command does (`ImportRootServers::httpGet`): every
/// request tried up to ``LocalServer/Aggregator/attempts`` times, each after the root server's request delay; an
/// answer must be 200 and decode to a JSON array or object.
struct RootServerReader: Sendable {
    let server: LocalStore.RootServerRow
    let aggregator: LocalServer.Aggregator

    private var rateLimit: LocalServer.RateLimit {
        aggregator.rateLimits[server.sourceID]
            ?? LocalServer.RateLimit(requestDelay: .zero, retryDelay: aggregator.retryDelay)
    }

    func failure(_ what: String) -> LocalServerError {
        LocalServerError(reason: "Root server \(server.id) (\(server.name), \(server.url)) \(what).")
    }

    /// `rtrim($url, '/') . '/client_interface/json/?switcher=…'`, decoded.
    func get(_ query: String) async throws -> JSONValue {
        var base = server.url
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + "/client_interface/json/?" + query) else {
            throw failure("cannot be asked \(query): the URL cannot be built")
        }
        var request = TransportRequest(url: url, timeout: aggregator.requestTimeout)
        request.headerFields[.userAgent] = aggregator.userAgent
        var lastProblem = ""
        for attempt in 1...max(1, aggregator.attempts) {
            if attempt > 1 { try await Task.sleep(for: rateLimit.retryDelay) }
            if rateLimit.requestDelay > .zero { try await Task.sleep(for: rateLimit.requestDelay) }
            let response: TransportResponse
            do {
                response = try await aggregator.transport.send(request)
            } catch {
                try Task.checkCancellation()
                lastProblem = "did not answer \(query): \(OriginReader.reason(error))"
                continue
            }
            guard (200..<300).contains(response.status.code) else {
                lastProblem = "answered \(query) with HTTP status \(response.status.code)"
                continue
            }
            let value: JSONValue
            do {
                value = try JSONParser.parse(response.body)
            } catch {
                throw failure(
                    "answered \(query) with \(response.body.count) bytes that are not JSON (\(error.reason) at byte "
                        + "\(error.offset)): it is not a BMLT server, or the answer was cut short"
                )
            }
            switch value {
            case .array, .object: return value
            default: throw failure("answered \(query) with JSON that is not a list: it is not a BMLT server")
            }
        }
        throw failure(lastProblem + (aggregator.attempts > 1 ? " (tried \(aggregator.attempts) times)" : ""))
    }

    /// The elements of a decoded answer, as PHP's `collect()` of an array or object has them.
    private func elements(_ value: JSONValue) -> [JSONValue] {
        switch value {
        case .array(let values): return values
        case .object(let object): return object.members.map(\.value)
        default: return []
        }
    }

    /// The objects of a list answer; an element that is not an object fails the import, as PHP's type check does.
    private func objects(_ query: String) async throws -> [JSONObject] {
        try elements(try await get(query)).map { element in
            guard case .object(let object) = element else {
                throw failure("answered \(query) with a list whose elements are not all objects")
            }
            return object
        }
    }

    /// Server information, service bodies, formats in each of the server's languages, published meetings.
    func read() async throws -> RootServerAnswers {
        let info = try await get("switcher=GetServerInfo")
        guard case .object(let serverInfo)? = elements(info).first else {
            throw failure("answered GetServerInfo without a server's information: it is not a BMLT server")
        }
        var writer = JSONWriter(escapesSlashes: true)
        writer.value(.object(serverInfo))
        let serviceBodies = try await objects("switcher=GetServiceBodies").compactMap(ExternalServiceBody.init)
        var formats: [ExternalFormat] = []
        for language in (serverInfo["langs"]?.text ?? "").split(separator: ",", omittingEmptySubsequences: false) {
            let encoded = language.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? String(language)
            formats += try await objects("switcher=GetFormats&lang_enum=\(encoded)").compactMap(ExternalFormat.init)
        }
        let meetings = try await objects("switcher=GetSearchResults").compactMap(ExternalMeeting.init)
        return RootServerAnswers(
            serverInfoJSON: String(decoding: writer.bytes, as: UTF8.self),
            serviceBodies: serviceBodies,
            formats: formats,
            meetings: meetings
        )
    }
}

/// An aggregator's imports: one at a time, on request or every interval.
///
/// An actor because it holds the import in progress and the last one's report, which callers and the timer share.
actor RootServerImporter {
    let aggregator: LocalServer.Aggregator
    let store: LocalStore
    let logger: Logger
    private var running: Task<LocalServer.RootServerImport, Never>?
    private var timer: Task<Void, Never>?
    private(set) var lastImport: LocalServer.RootServerImport?

    init(aggregator: LocalServer.Aggregator, store: LocalStore, logger: Logger) {
        self.aggregator = aggregator
        self.store = store
        self.logger = logger
    }

    /// Imports now, or waits for the import in progress.
    func run() async -> LocalServer.RootServerImport {
        if let running { return await running.value }
        let task = Task { await self.perform() }
        running = task
        defer { running = nil }
        let report = await task.value
        lastImport = report
        return report
    }

    /// Imports every ``LocalServer/Aggregator/syncInterval`` until ``stop()``, and at once with `importingFirst`
    /// (whatever the interval).
    func startTimer(importingFirst: Bool) {
        guard timer == nil, importingFirst || aggregator.syncInterval != nil else { return }
        let interval = aggregator.syncInterval
        timer = Task {
            if importingFirst { _ = await self.run() }
            guard let interval else { return }
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                _ = await self.run()
            }
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
        running?.cancel()
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
        let list: (rows: [LocalStore.RootServerRow], created: Int, updated: Int, deleted: Int)
        do {
            list = try await store.importRootServerList(Self.entries(of: aggregator))
        } catch {
            logger.error("The aggregator's list could not be stored", metadata: ["reason": "\(error)"])
            report.duration = clock.now - start
            return report
        }
        (report.created, report.updated, report.deleted) = (list.created, list.updated, list.deleted)
        for server in list.rows {
            let reader = RootServerReader(server: server, aggregator: aggregator)
            do {
                let answers = try await reader.read()
                let outcome = try await store.importRootServer(
                    server,
                    answers,
                    ignoredServiceBodies: aggregator.ignoredServiceBodies[server.sourceID] ?? []
                )
                report.rootServers.append(outcome)
                aggregator.reportsImport?(outcome)
            } catch {
                let failure =
                    error as? LocalServerError
                    ?? reader.failure("could not be imported: \(LocalStore.shortReason(error))")
                logger.warning(
                    "A root server's import failed; its last good data is kept",
                    metadata: ["root_server": "\(server.url)", "reason": "\(failure.reason)"]
                )
                var outcome = LocalServer.RootServerImport.Outcome(
                    id: server.id,
                    sourceID: server.sourceID,
                    name: server.name,
                    url: server.url
                )
                outcome.failure = failure
                report.rootServers.append(outcome)
                aggregator.reportsImport?(outcome)
            }
        }
        report.duration = clock.now - start
        return report
    }
}
