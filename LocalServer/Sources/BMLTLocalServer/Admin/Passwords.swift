@_spi(BMLTInternal) import BMLT
import HummingbirdBcrypt

/// Password hashes as PHP's `password_hash` writes them: bcrypt with the `$2y$` prefix, cost 10.
enum Passwords {
    static let cost: UInt8 = 10

    static func hash(_ password: String) -> String {
        let hash = Bcrypt.hash(password, cost: cost)
        return hash.hasPrefix("$2b$") ? "$2y$" + hash.dropFirst(4) : hash
    }

    /// Checks a password against a stored bcrypt hash; PHP's `$2y$` is the same algorithm as `$2b$`.
    static func verify(_ password: String, hash: String) -> Bool {
        guard hash.hasPrefix("$2") else { return false }
        let normalized = hash.hasPrefix("$2y$") ? "$2b$" + hash.dropFirst(4) : hash
        return Bcrypt.verify(password, hash: normalized)
    }
}
