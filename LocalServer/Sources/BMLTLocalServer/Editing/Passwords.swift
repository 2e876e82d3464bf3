import BMLT
import HummingbirdBcrypt
import NIOPosix

/// Password hashes as PHP's `password_hash` writes them: bcrypt with the `$2y$` prefix, cost 10.
///
/// bcrypt is slow on purpose (tens of milliseconds), so it runs on SwiftNIO's thread pool, as HummingbirdBcrypt
/// advises, never on one of Swift concurrency's few threads or inside a transaction.
enum Passwords {
    static let cost: UInt8 = 10

    static func hash(_ password: String) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive {
            let hash = Bcrypt.hash(password, cost: cost)
            return hash.hasPrefix("$2b$") ? "$2y$" + hash.dropFirst(4) : hash
        }
    }

    /// Checks a password against a stored bcrypt hash; PHP's `$2y$` is the same algorithm as `$2b$`.
    static func verify(_ password: String, hash: String) async throws -> Bool {
        guard hash.hasPrefix("$2") else { return false }
        let normalized = hash.hasPrefix("$2y$") ? "$2b$" + hash.dropFirst(4) : hash
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: normalized) }
    }
}
