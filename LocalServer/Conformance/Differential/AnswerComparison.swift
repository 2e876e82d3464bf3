@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import HTTPTypes

/// How the local server's answer to a query compares with the real server's.
enum Verdict: Equatable {
    case agree
    case differ(String)
    /// The real 2.16.6 server failed (HTTP 500): left out of the agreement, and counted.
    case refusedByPeer
    /// The answers differ for a reason the run proves or names: where the real 4.x peer's version and the local
    /// server's differ (``VersionDifferences``), or, for a mirror, where the origin's read API does not show its data
    /// whole (``ShownData``). Left out of the agreement, and counted with the reason.
    case explained(String)
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
        // 2.16.6's PHP failures are left out; 4.x's 500s (a callback that is no name) are answered alike.
        if peer.status == 500, !current { return .refusedByPeer }
        if peer.status != local.status { return .differ("status \(peer.status.code), local \(local.status.code)") }
        if peer.body == local.body { return .agree }
        // Error bodies are compared as bytes: clients show them, and layout (Laravel pretty-prints some) is the server's.
        if peer.status.code >= 400 { return .differ(ErrorBody.difference(peer.body, local.body)) }
        // `<format>/?<query>`: JSONP is compared as its wrapper's bytes and the JSON inside it.
        let (format, switcherQuery) = ReadQuery.split(query)
        var (peerBody, localBody) = (peer.body, local.body)
        if format == "jsonp" {
            guard let peerParts = Self.jsonpParts(peer.body), let localParts = Self.jsonpParts(local.body),
                peerParts.wrapper == localParts.wrapper
            else { return .differ(ErrorBody.difference(peer.body, local.body)) }
            (peerBody, localBody) = (peerParts.json, localParts.json)
        }
        guard var peerJSON = try? JSONSerialization.jsonObject(with: peerBody, options: .fragmentsAllowed),
            var localJSON = try? JSONSerialization.jsonObject(with: localBody, options: .fragmentsAllowed)
        else {
            return .differ(ErrorBody.difference(peer.body, local.body))
        }
        if current {
            let versioned = VersionDifferences.keys(ofQuery: switcherQuery)
            (peerJSON, localJSON) = (
                VersionDifferences.removed(versioned, from: peerJSON),
                VersionDifferences.removed(versioned, from: localJSON)
            )
            (peerJSON, localJSON) = TiedMeetings.aligned(
                peer: peerJSON,
                local: localJSON,
                format: format,
                query: switcherQuery
            )
        }
        // A search's ids first, in order (TSML has none).
        if switcherQuery.hasPrefix("switcher=GetSearchResults"), format != "tsml" {
            let (peerIDs, localIDs) = (ids(peerJSON), ids(localJSON))
            if peerIDs != localIDs { return .differ(describe(peerIDs, localIDs)) }
            guard comparesFields else { return .agree }
        }
        return JSONDifference.first(peerJSON, localJSON).map(Verdict.differ) ?? .agree
    }

    /// A JSONP answer's wrapper (`/**/cb(` and `);`, or 2.x's `cb(` and `);`) and the JSON inside it.
    private static func jsonpParts(_ body: Data) -> (wrapper: String, json: Data)? {
        let bytes = [UInt8](body)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), bytes.count >= open + 3,
            bytes.suffix(2) == [UInt8(ascii: ")"), UInt8(ascii: ";")]
        else { return nil }
        return (String(decoding: bytes[...open], as: UTF8.self), Data(bytes[(open + 1)..<(bytes.count - 2)]))
    }

    /// The verdict, with a difference the versions explain told apart (``Verdict/explained(_:)``).
    static func verdictExplainingVersions(
        peer: TransportResponse,
        local: TransportResponse,
        query: String,
        comparesFields: Bool,
        current: Bool
    ) -> Verdict {
        let verdict = verdict(peer: peer, local: local, query: query, comparesFields: comparesFields, current: current)
        if current, case .differ = verdict, let reason = VersionDifferences.reason(forQuery: query) {
            return .explained(reason)
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

/// Two bodies compared as bytes (errors, CSV, JSONP's wrapper), shown from the first byte where they part.
enum ErrorBody {
    static func difference(_ peer: Data, _ local: Data) -> String {
        let common = zip(peer, local).prefix { $0 == $1 }.count
        let start = max(0, common - 20)
        let text = { (body: Data) in String(decoding: body.dropFirst(start).prefix(100), as: UTF8.self).debugDescription
        }
        return "body from byte \(common): \(text(peer)), local \(text(local))"
    }
}
