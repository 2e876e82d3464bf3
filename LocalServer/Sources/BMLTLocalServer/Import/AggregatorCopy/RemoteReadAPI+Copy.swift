import BMLT
import Foundation

extension RemoteReadAPI {
    /// What a copy of an aggregator reads (the aggregator, or the files of its export), asked by the copy's rules:
    /// its identity's `User-Agent`, one request after each pause, growing delays on errors. `callingApp` goes only to
    /// the aggregator: a query on an export's files would only defeat the CDN's cache.
    static func copying(
        _ name: String,
        rootURL: String,
        for aggregator: LocalServer.Aggregator,
        sendsCallingApp: Bool
    ) -> RemoteReadAPI {
        var api = RemoteReadAPI(
            name: name,
            rootURL: rootURL,
            transport: aggregator.transport,
            timeout: aggregator.requestTimeout
        )
        let rules = aggregator.copyRules
        api.userAgent = rules.identity.userAgent
        api.callingApp = sendsCallingApp ? rules.identity.callingApp : nil
        api.requestDelay = rules.pause
        api.retries = .backingOff(rules.retry)
        return api
    }
}
