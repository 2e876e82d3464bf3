public import Foundation

/// What an ``AdminSession`` needs to act for a user without the password: a 3.x/4.x bearer token, or a 2.x session
/// cookie.
///
/// Keep it where the platform keeps secrets (the Keychain, a file only the user may read); its description never
/// shows the secret.
public struct AdminCredential: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Which administration interface the credential is for.
    public enum Flavour: String, Hashable, Codable, Sendable {
        /// The REST API of 3.x and 4.x servers (`/api/v1`), with a bearer token.
        case adminAPI
        /// The `json.php` interface of 2.x servers, with a PHP session cookie.
        case legacy
    }

    public var flavour: Flavour
    /// The root server URL the credential belongs to.
    public var rootURL: URL
    /// The user name that logged in.
    public var username: String
    /// The user's id, when the server said.
    public var userID: Int?
    /// The bearer token, or the session cookie as `name=value`.
    public var secret: String
    /// When a token expires (the server's `expires_at`); `nil` for a session cookie.
    public var expiresAt: Date?

    public init(
        flavour: Flavour,
        rootURL: URL,
        username: String,
        userID: Int? = nil,
        secret: String,
        expiresAt: Date? = nil
    ) {
        self.flavour = flavour
        self.rootURL = rootURL
        self.username = username
        self.userID = userID
        self.secret = secret
        self.expiresAt = expiresAt
    }

    public var description: String {
        "AdminCredential(\(flavour.rawValue), \(username)@\(rootURL.absoluteString), secret: REDACTED"
            + (expiresAt.map { ", expires \($0)" } ?? "") + ")"
    }
}

/// Where an app keeps the credential of a session, so that it survives the app: the Keychain, a file.
///
/// The session saves the credential after login and every refresh, and removes it (`nil`) on logout or when the
/// server ends the session.
public protocol AdminCredentialStore: Sendable {
    func save(_ credential: AdminCredential?, for rootURL: URL) async throws
}
