import Foundation
import Hummingbird

/// Where the root server lives below the host, and what a request's path and host say relative to it.
struct LocalPaths: Sendable {
    /// The base path's segments, e.g. `["main_server"]`.
    let base: [String]
    /// The host to name when a request has none.
    let host: String

    init(basePath: String, host: String) {
        base = basePath.split(separator: "/").map(String.init)
        self.host = host
    }

    /// The base path as written in URLs: `/main_server`, or nothing at the root.
    var basePath: String { base.map { "/" + $0 }.joined() }

    /// The path below the base, its segments decoded, e.g. `api/v1/meetings/12`, as Laravel names routes.
    func route(of request: Request) -> String {
        let segments = request.uri.path.split(separator: "/").map { segment in
            segment.contains("%") ? String(segment).removingPercentEncoding ?? String(segment) : String(segment)
        }
        return segments.starts(with: base) ? segments.dropFirst(base.count).joined(separator: "/") : ""
    }

    /// The request's host and port, as the client wrote them.
    func authority(of request: Request) -> String { request.head.authority ?? host }

    /// The host without its port, as PHP's `SERVER_NAME`.
    func serverName(of request: Request) -> String {
        let authority = authority(of: request)
        return authority.hasPrefix("[")
            ? String(authority[...(authority.firstIndex(of: "]") ?? authority.startIndex)])
            : String(authority.split(separator: ":").first ?? "")
    }
}

extension Request {
    /// The body, or `nil` when it is larger than `limit` bytes; requests that have none read as empty.
    func collectedBody(upTo limit: Int) async -> [UInt8]? {
        guard method != .get, method != .head else { return [] }
        return (try? await body.collect(upTo: limit)).map { Array($0.readableBytesView) }
    }
}
