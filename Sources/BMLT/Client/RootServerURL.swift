public import Foundation

/// Turns what a user pastes into a root server URL: the address under which `client_interface` lives.
enum RootServerURL {
    /// Path endings that belong to a page or endpoint of the server rather than to its root.
    private static let suffixes = ["/client_interface", "/local_server", "/api/v1", "/index.php", "/semantic"]

    /// The root URL: scheme, host, port and path, without a query, fragment, trailing slash or endpoint path.
    ///
    /// - Throws: ``BMLTError`` `.invalidURL` for URLs without an http(s) scheme or host, `.insecureURL` for
    ///   `http://` to a non-loopback host unless `allowsInsecureHTTP`.
    static func normalize(_ url: URL, allowsInsecureHTTP: Bool) throws -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = components.host, !host.isEmpty
        else {
            throw BMLTError(
                code: .invalidURL,
                reason:
                    "A root server URL needs an http or https scheme and a host, like https://example.org/main_server.",
                url: url
            )
        }
        if isRefusedAsInsecure(scheme: scheme, host: host, allowsInsecureHTTP: allowsInsecureHTTP) {
            throw BMLTError(
                code: .insecureURL,
                reason:
                    "Plain http:// is refused for \(host); use https, or set allowsInsecureHTTP in the configuration.",
                url: url
            )
        }
        components.scheme = scheme
        components.query = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        var path = components.percentEncodedPath
        for suffix in suffixes {
            if let range = path.range(of: suffix, options: .caseInsensitive) {
                path = String(path[..<range.lowerBound])
            }
        }
        while path.hasSuffix("/") { path.removeLast() }
        components.percentEncodedPath = path
        guard let normalized = components.url else {
            throw BMLTError(code: .invalidURL, reason: "The root server URL cannot be built.", url: url)
        }
        return normalized
    }

    /// Whether the client refuses `scheme` on `host`: plain `http://` to a host that is not loopback, unless allowed.
    /// The rule for a root URL and for every redirect.
    static func isRefusedAsInsecure(scheme: String, host: String, allowsInsecureHTTP: Bool) -> Bool {
        scheme == "http" && !allowsInsecureHTTP && !isLoopback(host)
    }

    /// Whether a host name is a loopback address (127.0.0.0/8, ::1, localhost).
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".")
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}

extension URL {
    /// The host, and the port when the URL names one: two servers on one host differ by it.
    @_spi(BMLTInternal) public var hostAndPort: String? {
        host.map { host in port.map { "\(host):\($0)" } ?? host }
    }
}
