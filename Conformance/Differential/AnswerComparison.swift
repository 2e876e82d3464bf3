import BMLT
import BMLTTestSupport
import Foundation

/// How the local server's answer to a query compares with the real server's.
enum Verdict: Equatable {
    case agree
    case differ(String)
    /// The real server failed (HTTP 500): left out of the agreement, and counted.
    case refusedByPeer
    /// The answers differ where the real 4.x peer's version and the local server's differ
    /// (``VersionDifferences``): left out of the agreement, and counted with the reason.
    case versionDifference(String)
}

/// Compares two answers to the same `client_interface` query: the meetings' ids in order for a search (and every field
/// when `comparesFields`), the whole answer for the other switchers.
enum AnswerComparison {
    /// `current`: the peer is bmlt-server 4.x, whose meetings that tie on the sort keys are compared as a set
    /// (their order is the database engine's), and whose version's own values are left out (``VersionDifferences``).
    static func verdict(
        peer: TransportResponse,
        local: TransportResponse,
        query: String,
        comparesFields: Bool,
        current: Bool = false
    ) -> Verdict {
        if peer.status == 500 { return .refusedByPeer }
        if peer.status != local.status { return .differ("status \(peer.status), local \(local.status)") }
        if peer.body == local.body { return .agree }
        guard var peerJSON = try? JSONSerialization.jsonObject(with: peer.body, options: .fragmentsAllowed),
            var localJSON = try? JSONSerialization.jsonObject(with: local.body, options: .fragmentsAllowed)
        else {
            let text = { (body: Data) in String(decoding: body.prefix(120), as: UTF8.self).debugDescription }
            return .differ("body \(text(peer.body)), local \(text(local.body))")
        }
        if current {
            let versioned = VersionDifferences.keys(ofQuery: query)
            (peerJSON, localJSON) = (
                VersionDifferences.removed(versioned, from: peerJSON),
                VersionDifferences.removed(versioned, from: localJSON)
            )
            if query.hasPrefix("switcher=GetSearchResults") {
                (peerJSON, localJSON) = TiedMeetings.aligned(peer: peerJSON, local: localJSON, query: query)
            }
        }
        if query.hasPrefix("switcher=GetSearchResults") {
            let (peerIDs, localIDs) = (ids(peerJSON), ids(localJSON))
            if peerIDs != localIDs { return .differ(describe(peerIDs, localIDs)) }
            guard comparesFields else { return .agree }
        }
        return JSONDifference.first(peerJSON, localJSON).map(Verdict.differ) ?? .agree
    }

    /// The verdict, with a difference the versions explain told apart (``Verdict/versionDifference(_:)``).
    static func verdictExplainingVersions(
        peer: TransportResponse,
        local: TransportResponse,
        query: String,
        comparesFields: Bool,
        current: Bool
    ) -> Verdict {
        let verdict = verdict(peer: peer, local: local, query: query, comparesFields: comparesFields, current: current)
        if current, case .differ = verdict, let reason = VersionDifferences.reason(forQuery: query) {
            return .versionDifference(reason)
        }
        return verdict
    }

    /// The `id_bigint` of each meeting in order; a search with no results answers `{}`, or `[]`.
    static func ids(_ json: Any) -> [String] {
        (json as? [Any] ?? []).map { (($0 as? [String: Any])?["id_bigint"]).map { "\($0)" } ?? "?" }
    }

    private static func describe(_ peer: [String], _ local: [String]) -> String {
        let shown = { (ids: [String]) in ids.prefix(8).joined(separator: ",") + (ids.count > 8 ? ",…" : "") }
        if peer.count != local.count {
            return "\(peer.count) meetings [\(shown(peer))], local \(local.count) [\(shown(local))]"
        }
        if Set(peer) == Set(local) {
            return "same \(peer.count) meetings in another order: [\(shown(peer))], local [\(shown(local))]"
        }
        return "other meetings: [\(shown(peer))], local [\(shown(local))]"
    }
}
