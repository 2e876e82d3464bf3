@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import HTTPTypes

/// An aggregator's own answers beside the read API: `/api/v1/rootservers`, each root server, an unknown one, a write
/// and the front page, compared between the real aggregator and the local one. The import's time
/// (`lastSuccessfulImport`) is each server's own and left out.
enum AggregatorDirectory {
    static func verdicts(
        _ peerRoot: String,
        _ localRoot: String,
        _ transport: URLSessionTransport
    ) async throws -> [(String, Verdict)] {
        let index = try await transport.send(TransportRequest(url: URL(string: localRoot + "/api/v1/rootservers")!))
        let ids = (try JSONSerialization.jsonObject(with: index.body) as? [[String: Any]] ?? []).compactMap {
            $0["id"] as? Int
        }
        var requests = [("GET", "/api/v1/rootservers")] + ids.map { ("GET", "/api/v1/rootservers/\($0)") }
        requests += [("GET", "/api/v1/rootservers/99"), ("POST", "/api/v1/rootservers"), ("GET", "/")]
        var verdicts: [(String, Verdict)] = []
        for (method, path) in requests {
            let send = { (root: String) in
                var request = TransportRequest(url: URL(string: root + path)!)
                request.method = method == "POST" ? .post : .get
                return try await transport.send(request)
            }
            let (peer, local) = (try await send(peerRoot), try await send(localRoot))
            verdicts.append(("\(method) \(path)", verdict(peer, local)))
        }
        return verdicts
    }

    private static func verdict(_ peer: TransportResponse, _ local: TransportResponse) -> Verdict {
        if peer.status != local.status { return .differ("status \(peer.status.code), local \(local.status.code)") }
        if peer.body == local.body { return .agree }
        guard let peerJSON = try? JSONSerialization.jsonObject(with: peer.body, options: .fragmentsAllowed),
            let localJSON = try? JSONSerialization.jsonObject(with: local.body, options: .fragmentsAllowed),
            peer.status.code < 400
        else { return .differ(ErrorBody.difference(peer.body, local.body)) }
        let withoutTime = { (json: Any) in VersionDifferences.removed(["lastSuccessfulImport"], from: json) }
        return JSONDifference.first(withoutTime(peerJSON), withoutTime(localJSON)).map(Verdict.differ) ?? .agree
    }
}
