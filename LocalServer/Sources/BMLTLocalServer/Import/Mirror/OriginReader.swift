import BMLT
import Foundation

/// Reads a mirror's origin through its public read API (``RemoteReadAPI``): the whole origin, or the meetings a sync
/// names (OriginData.swift).
struct OriginReader: Sendable {
    let origin: URL
    let api: RemoteReadAPI

    init(origin: URL, transport: any HTTPTransport, timeout: Duration) {
        self.origin = origin
        let root = Self.normalized(origin).absoluteString
        self.api = RemoteReadAPI(name: "The origin \(root)", rootURL: root, transport: transport, timeout: timeout)
    }

    /// The root URL without a trailing slash, as a mirror's metadata and messages write it.
    static func normalized(_ origin: URL) -> URL {
        URL(string: RemoteReadAPI.withoutTrailingSlashes(origin.absoluteString)) ?? origin
    }
}
