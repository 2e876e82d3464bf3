import Logging

extension LocalServer.RootServerImport {
    /// Copies the listed root servers in the list's order: one whose `lastSuccessfulImport` is the one its last copy
    /// stored is left as it is (``Outcome/isUnchanged``), the others are copied by `copy`. The first copy that fails
    /// stops the run, as the aggregator's rules ask: every root server not copied keeps its last copy, and is
    /// reported with that failure.
    mutating func copyEach(
        _ listing: [AggregatorStore.ListedRootServer],
        lastCopied: [Int: String?],
        api: RemoteReadAPI,
        logger: Logger,
        reportsImport: (@Sendable (Outcome) -> Void)?,
        copy: (AggregatorStore.ListedRootServer) async throws -> Outcome
    ) async {
        for server in listing {
            var outcome = Outcome(of: server)
            if failure != nil {
                outcome.failure = failure
            } else if case .some(.some(let copied)) = lastCopied[server.id], copied == server.lastSuccessfulImport {
                outcome.isUnchanged = true
            } else {
                do {
                    outcome = try await copy(server)
                } catch {
                    let failure = AggregatorCopier.localServerError(error, api)
                    logger.warning(
                        "A root server's copy failed; the copy stops, every root server keeps its last copy",
                        metadata: ["root_server": "\(server.id)", "reason": "\(failure.reason)"]
                    )
                    outcome.failure = failure
                    self.failure = failure
                }
            }
            rootServers.append(outcome)
            reportsImport?(outcome)
        }
    }
}
