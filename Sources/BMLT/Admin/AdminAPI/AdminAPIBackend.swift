import Foundation
import HTTPTypes

/// The REST administration API of 3.x and 4.x servers (`/api/v1`): a bearer token, refreshed before it expires, and
/// JSON resources for meetings, formats, service bodies and users.
struct AdminAPIBackend: AdminBackend {
    // MARK: - Credential

    func authenticate(client: BMLTClient, username: String, password: String) async throws -> AdminCredential {
        let body = JSONObject([("username", .string(username)), ("password", .string(password))])
        var request = TransportRequest(
            method: .post,
            url: Self.url(client, "auth/token"),
            body: Data(body.serialized.utf8)
        )
        request.headerFields[.contentType] = "application/json"
        request.headerFields[.accept] = "application/json"
        let response = try await client.send(request, acceptingErrorStatus: true)
        if response.status == 401 || response.status == 403 {
            var error = AdminResponse.error(response, url: request.url)
            error.reason = "The server refused the user name or password."
            throw error
        }
        return try AdminResponse.token(response, url: request.url, rootURL: client.rootURL, username: username)
    }

    func refresh(_ credential: AdminCredential, client: BMLTClient) async throws -> AdminCredential {
        let request = Self.bearer(.post, Self.url(client, "auth/refresh"), credential)
        let response = try await client.send(request, acceptingErrorStatus: true)
        var renewed = try AdminResponse.token(
            response,
            url: request.url,
            rootURL: client.rootURL,
            username: credential.username
        )
        renewed.userID = renewed.userID ?? credential.userID
        return renewed
    }

    func logout(_ credential: AdminCredential, client: BMLTClient) async throws {
        let request = Self.bearer(.post, Self.url(client, "auth/logout"), credential)
        let response = try await client.send(request, acceptingErrorStatus: true)
        // A token the server already dropped is logged out all the same.
        guard response.status.code < 400 || response.status == 401 else {
            throw AdminResponse.error(response, url: request.url)
        }
    }

    func stillAccepts(_ credential: AdminCredential, client: BMLTClient) async -> Bool {
        let path = credential.userID.map { "users/\($0)" } ?? "servicebodies"
        let response = try? await client.send(
            Self.bearer(.get, Self.url(client, path), credential),
            acceptingErrorStatus: true
        )
        return response?.status != 401
    }

    // MARK: - Sending

    /// Sends a request with the session's live credential and returns its JSON (`null` for an empty answer).
    @discardableResult
    func send(
        _ method: HTTPRequest.Method,
        _ path: String,
        query: QueryParameters = QueryParameters(),
        body: JSONObject? = nil,
        in session: isolated AdminSession
    ) async throws -> JSONValue {
        let client = session.client
        let base = Self.url(client, path)
        let url = query.items.isEmpty ? base : URL(string: base.absoluteString + "?" + query.encoded)!
        // A write may change the formats and service bodies the client keeps, even when its answer is lost.
        defer { if method != .get { client.readCache?.removeAll() } }
        return try await session.retryingOnceIfEnded { credential in
            var request = Self.bearer(method, url, credential)
            if let body {
                request.headerFields[.contentType] = "application/json"
                request.body = Data(body.serialized.utf8)
            }
            let response = try await client.send(request, acceptingErrorStatus: true)
            guard response.status.code >= 400 else {
                return response.body.isEmpty ? .null : try ResponseBody.json(response, url: url)
            }
            throw AdminResponse.error(response, url: url)
        }
    }

    /// The answer of ``send(_:_:query:body:in:)`` as an object.
    func object(
        _ method: HTTPRequest.Method,
        _ path: String,
        body: JSONObject? = nil,
        in session: isolated AdminSession
    ) async throws -> JSONObject {
        let value = try await send(method, path, body: body, in: session)
        guard let object = value.object else {
            throw BMLTError(code: .unexpectedShape, reason: "The server answered \(value.kindName), not an object.")
        }
        return object
    }

    /// The objects of an answer that is a list.
    func objects(_ path: String, in session: isolated AdminSession) async throws -> [JSONObject] {
        (try await send(.get, path, in: session).elements ?? []).compactMap(\.object)
    }

    static func url(_ client: BMLTClient, _ path: String) -> URL {
        URL(string: client.rootURL.absoluteString + "/api/v1/" + path)!
    }

    /// A request that carries the credential's token and asks for JSON.
    static func bearer(_ method: HTTPRequest.Method, _ url: URL, _ credential: AdminCredential) -> TransportRequest {
        var request = TransportRequest(method: method, url: url)
        request.headerFields[.authorization] = "Bearer " + credential.secret
        request.headerFields[.accept] = "application/json"
        return request
    }
}
