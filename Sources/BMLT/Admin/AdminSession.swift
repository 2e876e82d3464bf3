import Foundation
import Logging

/// A logged-in user's session with one server: meetings, formats, service bodies and users, as the user may edit
/// them.
///
/// The session speaks whichever administration interface the server has: the REST API of 3.x and 4.x servers
/// (a bearer token, refreshed once before it expires) or the `json.php` interface of 2.x servers (a session cookie,
/// every call a POST, so credentials never appear in a URL). Both give the same ``Meeting`` values.
///
/// ```swift
/// let client = try BMLTClient("https://bmlt.example.org/main_server")
/// let session = try await client.login(username: "area_admin", password: password)
/// var edit = try await session.edit(meetingID: 188)
/// edit.meeting.name = "Hopeful in Hicksville"
/// let saved = try await session.save(edit)
/// try await session.logout()
/// ```
///
/// An actor because it holds the credential, which a refresh replaces while other calls wait for it.
public actor AdminSession {
    /// How a session behaves.
    public struct Options: Sendable {
        /// Where the credential is saved after login and each refresh, and removed on logout.
        public var credentialStore: (any AdminCredentialStore)?
        /// Whether the password is kept in memory to log in again when the server ends the session. Off by default:
        /// the password is dropped after login.
        public var keepsPassword: Bool
        /// How long before a token's expiry it is refreshed.
        public var refreshMargin: Duration

        public init(
            credentialStore: (any AdminCredentialStore)? = nil,
            keepsPassword: Bool = false,
            refreshMargin: Duration = .seconds(3600)
        ) {
            self.credentialStore = credentialStore
            self.keepsPassword = keepsPassword
            self.refreshMargin = refreshMargin
        }
    }

    /// The client the session sends its requests with.
    public nonisolated let client: BMLTClient
    /// Which administration interface the server has.
    public nonisolated let flavour: AdminCredential.Flavour
    let options: Options
    /// `nil` after logout.
    private(set) var credential: AdminCredential?
    private var password: String?
    private var refreshing: Task<AdminCredential, any Error>?
    /// The server's formats in its language, loaded when first needed to convert format keys and ids.
    var formatCache: [Format]?

    init(client: BMLTClient, credential: AdminCredential, password: String?, options: Options) {
        self.client = client
        self.flavour = credential.flavour
        self.credential = credential
        self.password = options.keepsPassword ? password : nil
        self.options = options
    }

    /// The credential the session acts with now (after any refresh), or `nil` once logged out.
    public var currentCredential: AdminCredential? { credential }

    var logger: Logger { client.configuration.logger }

    // MARK: - Logging in and out

    /// Logs in with the interface the server has (a 3.x+ server's REST API, or a 2.x server's `json.php`).
    static func login(
        client: BMLTClient,
        username: String,
        password: String,
        options: Options
    ) async throws -> AdminSession {
        let info = try await client.serverInfo()
        let flavour: AdminCredential.Flavour = info.version.major >= 3 ? .adminAPI : .legacy
        if flavour == .legacy, info.semanticAdmin == false {
            throw BMLTError(
                code: .unsupported,
                reason: "This 2.x server has its administration interface switched off (semanticAdmin is 0).",
                url: client.rootURL
            )
        }
        let credential = try await authenticate(
            client: client,
            flavour: flavour,
            username: username,
            password: password
        )
        try await options.credentialStore?.save(credential, for: client.rootURL)
        client.configuration.logger.info(
            "BMLT admin login",
            metadata: ["flavour": "\(flavour.rawValue)", "user": "\(username)"]
        )
        return AdminSession(client: client, credential: credential, password: password, options: options)
    }

    private static func authenticate(
        client: BMLTClient,
        flavour: AdminCredential.Flavour,
        username: String,
        password: String
    ) async throws -> AdminCredential {
        switch flavour {
        case .adminAPI:
            let body = JSONObject([("username", .string(username)), ("password", .string(password))])
            var request = HTTPRequest(
                method: "POST",
                url: client.adminAPIURL("auth/token"),
                body: Data(body.serialized.utf8)
            )
            request.headers["Content-Type"] = "application/json"
            request.headers["Accept"] = "application/json"
            let response = try await client.send(request, acceptingErrorStatus: true)
            if response.status == 401 || response.status == 403 {
                var error = AdminResponse.error(response, url: request.url)
                error.reason = "The server refused the user name or password."
                throw error
            }
            return try AdminResponse.token(response, url: request.url, rootURL: client.rootURL, username: username)
        case .legacy:
            let parameters = QueryParameters([
                ("admin_action", "login"), ("c_comdef_admin_login", username), ("c_comdef_admin_password", password),
            ])
            let response = try await client.send(LegacyAdmin.request(client: client, parameters, cookie: nil))
            let text = String(decoding: response.body, as: UTF8.self).trimmingWhitespace
            guard text == "OK", let cookie = LegacyAdmin.sessionCookie(response) else {
                throw BMLTError(
                    code: .unauthorized,
                    reason:
                        "The server refused the user name or password (2.x servers also refuse the server administrator here).",
                    url: client.rootURL,
                    httpStatus: response.status,
                    serverMessage: text
                )
            }
            return AdminCredential(flavour: .legacy, rootURL: client.rootURL, username: username, secret: cookie)
        }
    }

    /// Ends the session on the server and forgets the credential. Calls afterwards fail with `.unauthorized`.
    public func logout() async throws {
        guard let credential else { return }
        self.credential = nil
        password = nil
        refreshing?.cancel()
        refreshing = nil
        try await options.credentialStore?.save(nil, for: client.rootURL)
        switch credential.flavour {
        case .adminAPI:
            let request = Self.bearer("POST", client.adminAPIURL("auth/logout"), credential)
            let response = try await client.send(request, acceptingErrorStatus: true)
            // A token the server already dropped is logged out all the same.
            guard response.status < 400 || response.status == 401 else {
                throw AdminResponse.error(response, url: request.url)
            }
        case .legacy:
            _ = try await client.send(
                LegacyAdmin.request(
                    client: client,
                    QueryParameters([("admin_action", "logout")]),
                    cookie: credential.secret
                )
            )
        }
    }

    // MARK: - Sending

    /// The live credential, refreshed first when a token is about to expire (one refresh however many calls wait).
    func liveCredential() async throws -> AdminCredential {
        if let refreshing { return try await refreshing.value }
        guard let credential else { throw Self.loggedOut(client.rootURL) }
        guard credential.flavour == .adminAPI, let expiresAt = credential.expiresAt,
            expiresAt.timeIntervalSinceNow < options.refreshMargin.timeInterval
        else { return credential }
        return try await refresh(credential)
    }

    private func refresh(_ old: AdminCredential) async throws -> AdminCredential {
        if let refreshing { return try await refreshing.value }
        let client = self.client
        let task = Task {
            let request = Self.bearer("POST", client.adminAPIURL("auth/refresh"), old)
            let response = try await client.send(request, acceptingErrorStatus: true)
            var renewed = try AdminResponse.token(
                response,
                url: request.url,
                rootURL: client.rootURL,
                username: old.username
            )
            renewed.userID = renewed.userID ?? old.userID
            return renewed
        }
        refreshing = task
        defer { refreshing = nil }
        do {
            let renewed = try await task.value
            // A logout while the refresh was under way wins.
            guard credential != nil else { throw Self.loggedOut(client.rootURL) }
            credential = renewed
            try await options.credentialStore?.save(renewed, for: client.rootURL)
            logger.debug("BMLT admin token refreshed")
            return renewed
        } catch let error as BMLTError where error.code == .unauthorized {
            return try await sessionEnded(error)
        }
    }

    /// After the server ended the session: log in again with a kept password, or forget the credential.
    func sessionEnded(_ error: BMLTError) async throws -> AdminCredential {
        guard let password, let old = credential else {
            credential = nil
            try? await options.credentialStore?.save(nil, for: client.rootURL)
            throw error
        }
        let renewed = try await Self.authenticate(
            client: client,
            flavour: old.flavour,
            username: old.username,
            password: password
        )
        credential = renewed
        try await options.credentialStore?.save(renewed, for: client.rootURL)
        return renewed
    }

    /// Sends an administration API request and returns its JSON (`null` for an empty answer).
    @discardableResult
    func api(
        _ method: String,
        _ path: String,
        query: QueryParameters = QueryParameters(),
        body: JSONObject? = nil
    ) async throws -> JSONValue {
        let base = client.adminAPIURL(path)
        let url = query.items.isEmpty ? base : URL(string: base.absoluteString + "?" + query.encoded)!
        // A write may change the formats and service bodies the client keeps, even when its answer is lost.
        defer { if method != "GET" { client.readCache?.removeAll() } }
        return try await retryingOnceIfEnded { [client] credential in
            var request = Self.bearer(method, url, credential)
            if let body {
                request.headers["Content-Type"] = "application/json"
                request.body = Data(body.serialized.utf8)
            }
            let response = try await client.send(request, acceptingErrorStatus: true)
            guard response.status >= 400 else {
                return response.body.isEmpty ? .null : try ResponseBody.json(response, url: url)
            }
            throw AdminResponse.error(response, url: url)
        }
    }

    /// Sends a 2.x `json.php` action and returns the answer's JSON; `NOT AUTHORIZED` becomes `.unauthorized` when
    /// the session has ended, `.forbidden` when it lives.
    func legacy(_ action: String, _ parameters: QueryParameters = QueryParameters()) async throws -> JSONValue {
        var all = QueryParameters([("admin_action", action)])
        for item in parameters { all.append(item.name, item.value) }
        defer { if !action.hasPrefix("get_") { client.readCache?.removeAll() } }
        return try await retryingOnceIfEnded { [client, all] credential in
            let request = LegacyAdmin.request(client: client, all, cookie: credential.secret)
            let response = try await client.send(request)
            do {
                return try LegacyAdmin.answer(response, action: action, url: request.url)
            } catch let error as BMLTError where error.code == .forbidden {
                guard try await !LegacyAdmin.sessionIsAlive(client: client, cookie: credential.secret) else {
                    throw error
                }
                throw BMLTError(
                    code: .unauthorized,
                    reason: "The server ended the session; log in again.",
                    url: request.url,
                    serverMessage: error.serverMessage
                )
            }
        }
    }

    /// Runs a request with the live credential. When the server says the session ended, it is tried once more: with
    /// a credential another call renewed meanwhile, or after logging in again with a kept password.
    ///
    /// One refusal does not end a session the server still knows (a proxy's stray 401): the error is thrown and the
    /// session stays logged in.
    private func retryingOnceIfEnded<Value: Sendable>(
        _ attempt: @Sendable (AdminCredential) async throws -> Value
    ) async throws -> Value {
        let credential = try await liveCredential()
        do {
            return try await attempt(credential)
        } catch let error as BMLTError where error.code == .unauthorized {
            if self.credential == credential {
                guard await !serverStillAccepts(credential) else { throw error }
                _ = try await sessionEnded(error)
            }
            return try await attempt(try await liveCredential())
        }
    }

    /// Whether the server still accepts a credential; `true` unless it refuses it outright, so that a network fault
    /// never ends a session.
    private func serverStillAccepts(_ credential: AdminCredential) async -> Bool {
        switch credential.flavour {
        case .adminAPI:
            let path = credential.userID.map { "users/\($0)" } ?? "servicebodies"
            let request = Self.bearer("GET", client.adminAPIURL(path), credential)
            let response = try? await client.send(request, acceptingErrorStatus: true)
            return response?.status != 401
        case .legacy:
            return (try? await LegacyAdmin.sessionIsAlive(client: client, cookie: credential.secret)) ?? true
        }
    }

    /// An administration API request that carries the credential's token and asks for JSON.
    static func bearer(_ method: String, _ url: URL, _ credential: AdminCredential) -> HTTPRequest {
        var request = HTTPRequest(method: method, url: url)
        request.headers["Authorization"] = "Bearer " + credential.secret
        request.headers["Accept"] = "application/json"
        return request
    }

    static func loggedOut(_ url: URL) -> BMLTError {
        BMLTError(code: .unauthorized, reason: "The session is logged out; log in again.", url: url)
    }
}

extension BMLTClient {
    /// Logs in to the server's administration interface.
    ///
    /// - Throws: ``BMLTError`` `.unauthorized` for a wrong user name or password (and, on 2.x servers, for the server
    ///   administrator, whom their `json.php` refuses), `.forbidden` for a deactivated user.
    public func login(
        username: String,
        password: String,
        options: AdminSession.Options = AdminSession.Options()
    ) async throws -> AdminSession {
        try await AdminSession.login(client: self, username: username, password: password, options: options)
    }

    /// A session from a credential kept since an earlier login (a token in the Keychain, a file).
    ///
    /// Nothing is sent: a credential the server no longer accepts fails the first call with `.unauthorized`.
    public func session(
        resuming credential: AdminCredential,
        options: AdminSession.Options = AdminSession.Options()
    ) -> AdminSession {
        AdminSession(client: self, credential: credential, password: nil, options: options)
    }

    func adminAPIURL(_ path: String) -> URL {
        URL(string: rootURL.absoluteString + "/api/v1/" + path)!
    }
}
