@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import GRDB
import HTTPTypes
import Testing

@testable import BMLTLocalServer

/// Sends every request to a real server (whose answer the client gets) and the same request to a local server in the
/// same interface on the same data, and keeps every way the two answers differ.
///
/// So each request shape the conformance suite sends also proves that the local server answers it as the real one
/// does: it must refuse what the real server refuses and accept what it accepts. The two servers' session cookies
/// differ, so each side keeps its own, mapped by the cookies the client sends; so do 4.x's bearer tokens, mapped from the
/// answers that issue them.
final class MirroredTransport: HTTPTransport, @unchecked Sendable {
    private let primary: any HTTPTransport
    private let peer: Peer.Server
    private let peerRoot: String
    private let local: LocalServer
    private let mirror = URLSessionTransport()
    private let lock = NSLock()
    /// The peer's session cookies and bearer tokens, and the local server's for the same session.
    private var sessions: [String: String] = [:]
    private var found: [String] = []
    private var awaiting: [String] = []
    private var sent: [TransportRequest] = []

    init(_ primary: any HTTPTransport, peer: Peer.Server, local: LocalServer) throws {
        self.primary = primary
        self.peer = peer
        self.peerRoot = try #require(peer.rootURL).absoluteString
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
        try peer.sql("UPDATE na_comdef_meetings_main SET email_contact = '\(address)' WHERE id_bigint = \(meeting)")
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
        copy.headerFields[.cookie] = request.headerFields[.cookie].map { cookie in
            lock.withLock { sessions[cookie] } ?? ""
        }
        copy.headerFields[.authorization] = request.headerFields[.authorization].map { authorization in
            lock.withLock { sessions[authorization] } ?? authorization
        }
        let mirrored = try await mirror.send(copy)
        if let peerCookie = SessionCookie.value(answer), let localCookie = SessionCookie.value(mirrored) {
            lock.withLock { sessions[peerCookie] = localCookie }
        }
        if let peerToken = IssuedToken.value(answer), let localToken = IssuedToken.value(mirrored) {
            lock.withLock { sessions["Bearer \(peerToken)"] = "Bearer \(localToken)" }
        }
        let difference = Self.difference(
            answer,
            mirrored,
            peerRoot: peerRoot,
            localRoot: local.rootURL.absoluteString,
            current: peer == .v4 ? request.url : nil
        )
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

    /// How two answers differ, or `nil` when they do not. For a 4.x peer (`current`, the request's URL), meetings
    /// that tie on the sort keys are compared as a set, and the version's own values are left out.
    static func difference(
        _ peer: TransportResponse,
        _ local: TransportResponse,
        peerRoot: String,
        localRoot: String,
        current: URL? = nil
    ) -> String? {
        if peer.status != local.status { return "status \(peer.status.code), local \(local.status.code)" }
        // A path that is not there: the web server's page (PHP's built-in server's here), not 2.16.6's.
        if peer.status == 404 { return nil }
        var peerText = String(decoding: peer.body, as: UTF8.self)
        let localText = String(decoding: local.body, as: UTF8.self).replacingOccurrences(of: localRoot, with: peerRoot)
        if let current, current.path.hasSuffix("serverInfo.xml") {
            peerText = VersionDifferences.serverInfoXML(peerText, version: "4.2.7")
        }
        if peerText == localText { return nil }
        guard var peerJSON = try? JSONSerialization.jsonObject(with: Data(peerText.utf8), options: .fragmentsAllowed),
            var localJSON = try? JSONSerialization.jsonObject(with: Data(localText.utf8), options: .fragmentsAllowed)
        else {
            return "body \(peerText.prefix(160).debugDescription), local \(localText.prefix(160).debugDescription)"
        }
        if let query = current?.query, current?.path.hasSuffix("/client_interface/json") == true {
            let versioned = VersionDifferences.keys(ofQuery: query)
            (peerJSON, localJSON) = (
                VersionDifferences.removed(versioned, from: peerJSON),
                VersionDifferences.removed(versioned, from: localJSON)
            )
            if query.contains("switcher=GetSearchResults") {
                (peerJSON, localJSON) = TiedMeetings.aligned(peer: peerJSON, local: localJSON, query: query)
            }
        }
        if let current, current.path.hasSuffix("/api/v1/meetings") {
            (peerJSON, localJSON) = TiedMeetings.alignedAdminList(peer: peerJSON, local: localJSON)
        }
        if current != nil {
            (peerJSON, localJSON) = (BearerToken.shaped(peerJSON), BearerToken.shaped(localJSON))
        }
        return JSONDifference.first(peerJSON, localJSON)
    }
}

/// The session cookie an answer sets (2.x's `PHPSESSID`), to map one server's session to the other's.
enum SessionCookie {
    static func value(_ response: TransportResponse) -> String? {
        guard let field = response.headerFields[values: .setCookie].first(where: { $0.hasPrefix("PHPSESSID=") }) else {
            return nil
        }
        let value = field.dropFirst("PHPSESSID=".count).prefix { $0 != ";" }
        return value == "deleted" ? nil : "PHPSESSID=\(value)"
    }
}

/// 4.x's bearer tokens, compared by their shape.
enum BearerToken {
    /// An answer that issues a token with the token's shape in its place (`<id>|`, its length, whether its last 8
    /// characters are the CRC-32 of the rest, as Sanctum 4 makes them) and its expiry to the minute: the secrets are
    /// random and the two servers' clocks a moment apart.
    static func shaped(_ json: Any) -> Any {
        guard var object = json as? [String: Any], let token = object["access_token"] as? String,
            let bar = token.firstIndex(of: "|")
        else { return json }
        let secret = token[token.index(after: bar)...]
        let checksumValid = AccessTokens.crc32Hex(String(secret.dropLast(8))) == String(secret.suffix(8))
        object["access_token"] =
            "\(token[..<bar])|\(secret.count) characters, CRC-32 \(checksumValid ? "valid" : "invalid")"
        if let expiresAt = object["expires_at"] as? Int { object["expires_at"] = (expiresAt + 30) / 60 }
        return object
    }
}
