import Foundation
import HTTPTypes

/// How the client follows a redirect: itself, under the rules it applies to the root URL.
///
/// Transports are asked not to follow redirects (URLSession and AsyncHTTPClient follow them anywhere, plain `http://`
/// included, with the request's headers and body), so that a server, or anything between it and the client, cannot
/// send a password, token or session cookie to another host, or in clear text.
enum Redirect {
    /// The statuses the client follows; others in 3xx are answers.
    private static let statuses: Set<Int> = [301, 302, 303, 307, 308]
    /// How many redirects one request may follow, as browsers allow about twenty and a BMLT server needs one or two.
    static let maximumCount = 5
    /// Request headers that carry credentials, sent on only to the request's own origin.
    private static let credentialHeaders: Set<HTTPField.Name> = [.authorization, .cookie, .proxyAuthorization]

    /// The request a redirect answer asks for, or `nil` when `status` is not a redirect.
    ///
    /// - Throws: ``BMLTError`` `.insecureURL` for a redirect to plain `http://` that the root URL's rule refuses,
    ///   `.httpStatus` for a redirect without a usable `Location`, or for one that would send a request's body to
    ///   another origin.
    static func request(
        following status: HTTPResponse.Status,
        location: String?,
        from request: TransportRequest,
        allowsInsecureHTTP: Bool
    ) throws -> TransportRequest? {
        guard statuses.contains(status.code) else { return nil }
        guard let location, let target = URL(lenient: location, relativeTo: request.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = target.host, !host.isEmpty
        else {
            throw BMLTError(
                code: .httpStatus,
                reason: "The server answered HTTP \(status.code) without a location the client can follow.",
                url: request.url,
                httpStatus: status.code
            )
        }
        if RootServerURL.isRefusedAsInsecure(scheme: scheme, host: host, allowsInsecureHTTP: allowsInsecureHTTP) {
            throw BMLTError(
                code: .insecureURL,
                reason:
                    "The server redirected to plain http:// on \(host); the client does not follow it. Set allowsInsecureHTTP in the configuration to allow it.",
                url: request.url,
                httpStatus: status.code
            )
        }
        var next = request
        next.url = target
        // RFC 9110 §15.4: a 303 asks for a GET; after a 301 or 302 clients send a POST again as a GET.
        let method = request.method
        if (status == .seeOther && method != .head) || ([301, 302].contains(status.code) && method == .post) {
            next.method = .get
            next.body = nil
            next.headerFields = next.headerFields.filter { ![.contentType, .contentLength].contains($0.name) }
        }
        if !isSameOrigin(target, request.url) {
            next.headerFields = next.headerFields.filter { !credentialHeaders.contains($0.name) }
            // A 307 or 308 sends the body again, and a login's body holds the password.
            if let body = next.body, !body.isEmpty {
                throw BMLTError(
                    code: .httpStatus,
                    reason:
                        "The server redirected a \(method.rawValue) request to another host, \(host); the client does not send its body there.",
                    url: request.url,
                    httpStatus: status.code
                )
            }
        }
        return next
    }

    /// The error for a chain of redirects longer than ``maximumCount``.
    static func tooMany(status: HTTPResponse.Status, url: URL) -> BMLTError {
        BMLTError(
            code: .httpStatus,
            reason: "The server redirected more than \(maximumCount) times.",
            url: url,
            httpStatus: status.code
        )
    }

    private static func isSameOrigin(_ one: URL, _ other: URL) -> Bool {
        one.scheme?.lowercased() == other.scheme?.lowercased() && one.host?.lowercased() == other.host?.lowercased()
            && effectivePort(one) == effectivePort(other)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
