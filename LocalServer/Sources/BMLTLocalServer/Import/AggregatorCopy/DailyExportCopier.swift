@_spi(BMLTInternal) import BMLT
import Foundation
import HTTPTypes
import Logging

/// Copies an aggregator from its daily export (the guide's "right way to get everything", served from a CDN, not the
/// aggregator): `manifest.json` first, asked with `If-None-Match` (a `304` means nothing changed), then
/// `root_servers.json`, and for each root server whose `lastSuccessfulImport` moved, `meetings/root-<id>.ndjson.gz`
/// (each line a GetSearchResults meeting), with `formats.json.gz` and `service_bodies.json.gz`. Every file is checked
/// against the manifest (size, SHA-256, record count) before anything is stored. Stale root servers
/// (`stale_root_servers`) are listed without meetings unless
/// ``LocalServer/Aggregator/CopyRules/copiesStaleRootServers``.
struct DailyExportCopier: Sendable {
    let api: RemoteReadAPI
    let rules: LocalServer.Aggregator.CopyRules
    let store: AggregatorStore
    let logger: Logger
    let reportsImport: (@Sendable (LocalServer.RootServerImport.Outcome) -> Void)?

    init(manifest: URL, aggregator: LocalServer.Aggregator, store: LocalStore, logger: Logger) {
        let folder = manifest.deletingLastPathComponent().absoluteString
        api = .copying("The export \(folder)", rootURL: folder, for: aggregator, sendsCallingApp: false)
        rules = aggregator.copyRules
        self.store = AggregatorStore(store: store)
        self.logger = logger
        reportsImport = aggregator.reportsImport
    }

    typealias RootServerImport = LocalServer.RootServerImport

    /// One copy: nothing when the manifest did not change, else the root servers whose import moved.
    func copy(into report: inout LocalServer.RootServerImport) async {
        do {
            let held = try await store.exportState()
            let (manifestFile, etag) = try await fetch("manifest.json", ifNoneMatch: held.etag)
            guard let manifestFile else {
                for server in try await store.listedRootServers(id: nil) {
                    var outcome = RootServerImport.Outcome(of: server)
                    outcome.isUnchanged = true
                    report.rootServers.append(outcome)
                }
                return
            }
            guard case .object(let object)? = try? JSONParser.parse(manifestFile) else {
                throw api.failure("sent a manifest.json that is not a JSON object")
            }
            let manifest = try ExportManifest(object, failure: api.failure)
            if let version = held.schemaVersion, version != manifest.schemaVersion {
                throw api.failure(
                    "changed its layout (schema_version \(version), now \(manifest.schemaVersion)): this copy reads "
                        + "the layout it first copied; start it afresh to read the new one"
                )
            }
            let listing = try await rootServers(manifest)
            (report.created, report.updated, report.deleted) = try await store.copyList(listing)
            var directory: (bodies: [Int: [ExternalServiceBody]], formats: [Int: [ExternalFormat]])?
            await report.copyEach(
                listing,
                lastCopied: try await store.copiedImports(),
                api: api,
                logger: logger,
                reportsImport: reportsImport
            ) { server in
                if directory == nil { directory = try await self.directory(manifest) }
                let isStale = manifest.staleRootServerIDs.contains(server.id) && !rules.copiesStaleRootServers
                return try await store.copyRootServer(
                    CopiedRootServer(
                        listing: server,
                        oldestStatistics: server.statistics,
                        serviceBodies: directory?.bodies[server.id] ?? [],
                        formats: directory?.formats[server.id] ?? [],
                        meetings: isStale ? [] : try await self.meetings(of: server.id, manifest)
                    )
                )
            }
            // The manifest's ETag is kept only once every root server it lists was copied: a copy that stopped asks
            // for the manifest again.
            try await store.saveExportState(
                etag: report.failure == nil ? etag : nil,
                schemaVersion: manifest.schemaVersion
            )
        } catch {
            report.failure = AggregatorCopier.localServerError(error, api)
            logger.warning("The export's copy failed", metadata: ["reason": "\(report.failure?.reason ?? "")"])
        }
    }

    /// A file of the export, and its `ETag`; with `ifNoneMatch`, `nil` when it did not change (304).
    private func fetch(_ name: String, ifNoneMatch: String? = nil) async throws -> (Data?, etag: String?) {
        var request = try api.request(atPath: name, what: name)
        if let ifNoneMatch { request.headerFields[.ifNoneMatch] = ifNoneMatch }
        let response = try await api.send(request, what: name, accepted: ifNoneMatch == nil ? [] : [304])
        if response.status.code == 304 { return (nil, ifNoneMatch) }
        return (response.body, response.headerFields[.eTag])
    }

    /// A file of the export that must come whole (a root server's data is replaced whole).
    private func fetchWhole(_ name: String) async throws -> Data {
        try await fetch(name).0 ?? Data()
    }

    /// `root_servers.json`: the list as `GET /api/v1/rootservers` answers it.
    private func rootServers(_ manifest: ExportManifest) async throws -> [AggregatorStore.ListedRootServer] {
        let name = "root_servers.json"
        let body = try await fetchWhole(name)
        guard case .array(let elements)? = try? JSONParser.parse(body) else {
            throw api.failure("sent a \(name) that is not a JSON list")
        }
        try manifest.check(body, of: name, records: elements.count, failure: api.failure)
        return try elements.map { element in
            guard let object = element.object, let server = AggregatorStore.ListedRootServer(listing: object) else {
                throw api.failure("lists a root server without an id, a name or a URL in \(name)")
            }
            return server
        }
    }

    /// `service_bodies.json.gz` and `formats.json.gz`, by root server.
    private func directory(
        _ manifest: ExportManifest
    ) async throws -> (bodies: [Int: [ExternalServiceBody]], formats: [Int: [ExternalFormat]]) {
        let bodies = try await list("service_bodies.json.gz", manifest)
        let formats = try await list("formats.json.gz", manifest)
        let byRootServer = { (objects: [JSONObject]) in
            Dictionary(grouping: objects) { $0["root_server_id"]?.int ?? 0 }
        }
        return (
            try byRootServer(bodies).mapValues {
                try CopiedRootServer.elements(
                    $0,
                    as: ExternalServiceBody.init,
                    what: "service_bodies.json.gz",
                    api: api
                )
            },
            try byRootServer(formats).mapValues {
                try CopiedRootServer.elements($0, as: ExternalFormat.init, what: "formats.json.gz", api: api)
            }
        )
    }

    /// A gzip JSON list of the export, checked.
    private func list(_ name: String, _ manifest: ExportManifest) async throws -> [JSONObject] {
        let body = try await fetchWhole(name)
        guard
            case .array(let elements)? = try? JSONParser.parse(
                ExportManifest.text(of: body, name: name, failure: api.failure)
            )
        else { throw api.failure("sent a \(name) that is not a JSON list") }
        try manifest.check(body, of: name, records: elements.count, failure: api.failure)
        return elements.compactMap(\.object)
    }

    /// `meetings/root-<id>.ndjson.gz`, checked.
    private func meetings(of id: Int, _ manifest: ExportManifest) async throws -> [ExternalMeeting] {
        let name = "meetings/root-\(id).ndjson.gz"
        let body = try await fetchWhole(name)
        let lines = try ExportManifest.lines(
            of: ExportManifest.text(of: body, name: name, failure: api.failure),
            name: name,
            failure: api.failure
        )
        try manifest.check(body, of: name, records: lines.count, failure: api.failure)
        return try CopiedRootServer.elements(lines, as: ExternalMeeting.init, what: name, api: api)
    }
}
