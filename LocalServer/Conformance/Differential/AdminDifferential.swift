@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import HTTPTypes

/// Sends the same random sequence of administration requests (``AdminRequestGenerator``) to the real 4.x server and
/// to the local server, both on fresh sample data, one at a time, and compares each answer's status and body.
///
/// Each identity logs in on both servers first, and sends its own token to each. Creations on both servers take the
/// same ids as long as they agree, so a disagreement can make later requests differ too: the report counts all, and
/// shows the first ones.
struct AdminDifferential {
    let peerRoot: String
    let localRoot: String
    let seed: UInt64
    let count: Int
    let transport = URLSessionTransport()

    struct Outcome {
        var request: AdminRequest
        var difference: String?
        /// The real server's status and the local server's.
        var statuses: (peer: Int, local: Int)
    }

    func run() async throws -> [Outcome] {
        let peerTokens = try await tokens(peerRoot)
        let localTokens = try await tokens(localRoot)
        var generator = AdminRequestGenerator(seed: seed)
        var outcomes: [Outcome] = []
        for _ in 0..<count {
            let request = generator.next()
            let peer = try await send(request, to: peerRoot, tokens: peerTokens)
            let local = try await send(request, to: localRoot, tokens: localTokens)
            outcomes.append(
                Outcome(
                    request: request,
                    difference: Self.difference(peer, local, request),
                    statuses: (peer.status.code, local.status.code)
                )
            )
            if request.method == "POST", request.path == "meetings", peer.status == 201,
                let id = (try? JSONSerialization.jsonObject(with: peer.body) as? [String: Any])?["id"] as? Int
            {
                generator.createdMeetings.append(id)
            }
        }
        return outcomes
    }

    /// A token for each identity (nil for one that may not log in), and a bad one.
    private func tokens(_ root: String) async throws -> [String: String] {
        var tokens = [AdminRequestGenerator.badToken: "1|not-a-token"]
        for identity in AdminRequestGenerator.identities {
            let body = #"{"username":"\#(identity)","password":"\#(AdminRequestGenerator.password)"}"#
            let response = try await transport.send(
                TransportRequest(
                    method: .post,
                    url: URL(string: root + "/api/v1/auth/token")!,
                    headerFields: [.contentType: "application/json", .accept: "application/json"],
                    body: Data(body.utf8)
                )
            )
            if let token = IssuedToken.value(response) { tokens[identity] = token }
        }
        return tokens
    }

    private func send(
        _ request: AdminRequest,
        to root: String,
        tokens: [String: String]
    ) async throws
        -> TransportResponse
    {
        var headerFields: HTTPFields = [.accept: "application/json"]
        if let identity = request.identity {
            headerFields[.authorization] = "Bearer " + (tokens[identity] ?? "none")
        }
        if request.body != nil { headerFields[.contentType] = "application/json" }
        return try await transport.send(
            TransportRequest(
                method: HTTPRequest.Method(request.method)!,
                url: URL(string: root + "/api/v1/" + request.path)!,
                headerFields: headerFields,
                body: request.body.map { Data($0.utf8) }
            )
        )
    }

    /// How the answers differ, or nil. Bodies are compared as JSON, with the clock's values a few seconds apart
    /// allowed (``JSONDifference``).
    static func difference(_ peer: TransportResponse, _ local: TransportResponse, _ request: AdminRequest) -> String? {
        if peer.status != local.status {
            let text = { (body: Data) in String(decoding: body.prefix(160), as: UTF8.self).debugDescription }
            return "status \(peer.status.code) \(text(peer.body)), local \(local.status.code) \(text(local.body))"
        }
        if peer.body == local.body { return nil }
        if peer.status.code >= 400 { return ErrorBody.difference(peer.body, local.body) }
        guard let peerJSON = try? JSONSerialization.jsonObject(with: peer.body, options: .fragmentsAllowed),
            let localJSON = try? JSONSerialization.jsonObject(with: local.body, options: .fragmentsAllowed)
        else {
            if peer.body.isEmpty, local.body.isEmpty { return nil }
            let text = { (body: Data) in String(decoding: body.prefix(160), as: UTF8.self).debugDescription }
            return "body \(text(peer.body)), local \(text(local.body))"
        }
        // A meeting's change history (`details`) is compared too: only the read API's change texts hold the clock.
        let ignoring = JSONDifference.volatileKeys.subtracting(["details"])
        if request.method == "GET", request.path == "meetings" || request.path.hasPrefix("meetings?") {
            let (peerList, localList) = TiedMeetings.alignedAdminList(peer: peerJSON, local: localJSON)
            return JSONDifference.first(peerList, localList, ignoring: ignoring)
        }
        return JSONDifference.first(peerJSON, localJSON, ignoring: ignoring)
    }
}
