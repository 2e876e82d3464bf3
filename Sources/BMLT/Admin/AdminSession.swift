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
    /// What speaks that interface.
    let backend: any AdminBackend
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
        self.backend = credential.flavour.backend
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
        let credential = try await flavour.backend.authenticate(client: client, username: username, password: password)
        try await options.credentialStore?.save(credential, for: client.rootURL)
        client.configuration.logger.info(
            "BMLT admin login",
            metadata: ["flavour": "\(flavour.rawValue)", "user": "\(username)"]
        )
        return AdminSession(client: client, credential: credential, password: password, options: options)
    }

    /// Ends the session on the server and forgets the credential. Calls afterwards fail with `.unauthorized`.
    public func logout() async throws {
        guard let credential else { return }
        self.credential = nil
        password = nil
        refreshing?.cancel()
        refreshing = nil
        try await options.credentialStore?.save(nil, for: client.rootURL)
        try await backend.logout(credential, client: client)
    }

    // MARK: - Sending

    /// The live credential, refreshed first when a token is about to expire (one refresh however many calls wait).
    func liveCredential() async throws -> AdminCredential {
        if let refreshing { return try await refreshing.value }
        guard let credential else { throw Self.loggedOut(client.rootURL) }
        guard let expiresAt = credential.expiresAt,
            expiresAt.timeIntervalSinceNow < options.refreshMargin.timeInterval
        else { return credential }
        return try await refresh(credential)
    }

    private func refresh(_ old: AdminCredential) async throws -> AdminCredential {
        if let refreshing { return try await refreshing.value }
        let (client, backend) = (self.client, self.backend)
        let task = Task { try await backend.refresh(old, client: client) }
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
        let renewed = try await backend.authenticate(client: client, username: old.username, password: password)
        credential = renewed
        try await options.credentialStore?.save(renewed, for: client.rootURL)
        return renewed
    }

    /// Runs a request with the live credential. When the server says the session ended, it is tried once more: with
    /// a credential another call renewed meanwhile, or after logging in again with a kept password.
    ///
    /// One refusal does not end a session the server still knows (a proxy's stray 401): the error is thrown and the
    /// session stays logged in.
    func retryingOnceIfEnded<Value: Sendable>(
        _ attempt: @Sendable (AdminCredential) async throws -> Value
    ) async throws -> Value {
        let credential = try await liveCredential()
        do {
            return try await attempt(credential)
        } catch let error as BMLTError where error.code == .unauthorized {
            if self.credential == credential {
                guard await !backend.stillAccepts(credential, client: client) else { throw error }
                _ = try await sessionEnded(error)
            }
            return try await attempt(try await liveCredential())
        }
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
}
