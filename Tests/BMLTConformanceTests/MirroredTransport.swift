import BMLT
import BMLTTestSupport
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// Sends every request to the real 2.16.6 server (whose answer the client gets) and the same request to a local
/// server in legacy mode on the same data, and keeps every way the two answers differ.
///
/// So each request shape the conformance suite sends also proves that the local server answers it as the real one
/// does: it must refuse what the real server refuses and accept what it accepts. The two servers' session cookies
/// differ, so each side keeps its own, mapped by the cookies the client sends.
final class MirroredTransport: HTTPTransport, @unchecked Sendable {
    private let primary: any HTTPTransport
    private let peerRoot: String
    private let local: LocalServer
    private let mirror = URLSessionTransport()
    private let lock = NSLock()
    /// The peer's session cookies and the local server's for the same session.
    private var sessions: [String: String] = [:]
    private var found: [String] = []
    private var awaiting: [String] = []
    private var sent: [TransportRequest] = []

    init(_ primary: any HTTPTransport, peerRoot: URL, local: LocalServer) {
        self.primary = primary
        self.peerRoot = peerRoot.absoluteString
        self.local = local
    }

    /// What differed, one line each, naming the request.
    var differences: [String] { lock.withLock { found } }

    /// What differed in searches whose semantics the local server does not port yet (see
    /// ``awaitsSearchSemantics(_:)``): kept apart and printed, not failed.
    var differencesAwaitingSearchSemantics: [String] { lock.withLock { awaiting } }

    /// Searches whose answers depend on 2.16.6's search semantics that the local server does not port yet: its text
    /// search (metaphone, `SearchStringExact`), its auto radius (`HuntForRadius`, for `geo_width=-N`), and the order
    /// of meetings at the same distance (PHP's `usort` with a comparator that never answers "equal"). The fidelity
    /// issue ports them from the source and proves them with a differential fuzzer.
    static func awaitsSearchSemantics(_ request: TransportRequest) -> Bool {
        let query = request.url.query ?? ""
        return query.contains("switcher=GetSearchResults")
            && (query.contains("SearchString=") || query.contains("geo_width=-") || query.contains("geo_width_km=-")
                || query.contains("sort_results_by_distance=1"))
    }

    /// Gives a meeting an email contact on both servers, in their databases: 2.16.6's `json.php` cannot (it stores the
    /// address as a number).
    func setEmailContact(_ address: String, meeting: Int) throws {
        try Peer.sql("UPDATE na_comdef_meetings_main SET email_contact = '\(address)' WHERE id_bigint = \(meeting)")
        try local.store.database.write { db in
            try db.execute(
                sql: "UPDATE meetings SET email_contact = ? WHERE id_bigint = ?",
                arguments: [address, meeting]
            )
        }
    }

    /// The requests so far, in order.
    var requests: [TransportRequest] { lock.withLock { sent } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        let answer = try await primary.send(request)
        var copy = request
        copy.url = URL(
            string: request.url.absoluteString.replacingOccurrences(of: peerRoot, with: local.rootURL.absoluteString)
        )!
        copy.headers["Cookie"] = request.headers["Cookie"].map { cookie in lock.withLock { sessions[cookie] } ?? "" }
        let mirrored = try await mirror.send(copy)
        if let peerCookie = SessionCookie.value(answer), let localCookie = SessionCookie.value(mirrored) {
            lock.withLock { sessions[peerCookie] = localCookie }
        }
        let difference = Self.difference(answer, mirrored, peerRoot: peerRoot, localRoot: local.rootURL.absoluteString)
        lock.withLock {
            sent.append(request)
            if let difference {
                let form = request.body.map { " " + String(decoding: $0, as: UTF8.self) } ?? ""
                let line = "\(request.method) \(request.url.absoluteString)\(form.prefix(200)): \(difference)"
                if Self.awaitsSearchSemantics(request) { awaiting.append(line) } else { found.append(line) }
            }
        }
        return answer
    }

    /// How two answers differ, or `nil` when they do not.
    static func difference(
        _ peer: TransportResponse,
        _ local: TransportResponse,
        peerRoot: String,
        localRoot: String
    ) -> String? {
        if peer.status != local.status { return "status \(peer.status), local \(local.status)" }
        // A path that is not there: the web server's page (PHP's built-in server's here), not 2.16.6's.
        if peer.status == 404 { return nil }
        let peerText = String(decoding: peer.body, as: UTF8.self)
        let localText = String(decoding: local.body, as: UTF8.self).replacingOccurrences(of: localRoot, with: peerRoot)
        if peerText == localText { return nil }
        guard let peerJSON = try? JSONSerialization.jsonObject(with: Data(peerText.utf8), options: .fragmentsAllowed),
            let localJSON = try? JSONSerialization.jsonObject(with: Data(localText.utf8), options: .fragmentsAllowed)
        else {
            return "body \(peerText.prefix(160).debugDescription), local \(localText.prefix(160).debugDescription)"
        }
        return JSONDifference.first(peerJSON, localJSON)
    }
}

/// The session cookie an answer sets (2.x's `PHPSESSID`), to map one server's session to the other's.
enum SessionCookie {
    static func value(_ response: TransportResponse) -> String? {
        guard let header = response.header("set-cookie"), let range = header.range(of: "PHPSESSID=") else { return nil }
        let value = header[range.upperBound...].prefix { $0 != ";" && $0 != "," }
        return value == "deleted" ? nil : "PHPSESSID=\(value)"
    }
}
