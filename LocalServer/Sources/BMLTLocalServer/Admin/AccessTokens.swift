@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// Bearer tokens as Laravel Sanctum 4 issues them: `<id>|<40 random characters><their CRC-32, 8 hex digits>`, valid for
/// 7 days unless they expire sooner (a refreshed token is given 10 seconds).
///
/// The local server stores the token text itself, not a hash of it as Sanctum does: its database is a test fixture,
/// and Foundation has no SHA-256 on Linux.
enum AccessTokens {
    /// Sanctum's `expiration` of bmlt-server: 7 days.
    static let lifetime = 7 * 24 * 60 * 60
    /// How long a refreshed token keeps working.
    static let refreshGrace = 10

    struct Issued: Sendable {
        var token: String
        var expiresAt: Int
        var userID: Int

        /// `{"access_token", "expires_at", "token_type": "bearer", "user_id"}`.
        var json: JSONValue {
            .object(
                JSONObject([
                    ("access_token", .string(token)), ("expires_at", .integer(orNull: expiresAt)),
                    ("token_type", .string("bearer")), ("user_id", .integer(orNull: userID)),
                ])
            )
        }
    }

    static func issue(for userID: Int, in db: Database, now: Int) throws -> Issued {
        try pruneExpired(db, now: now)
        let entropy = String((0..<40).map { _ in alphabet.randomElement()! })
        // `HasApiTokens::generateTokenString`: the entropy, then `hash('crc32b', $entropy)`.
        let secret = entropy + crc32Hex(entropy)
        var token = AccessTokenRecord(userID: userID, secret: secret, createdAt: now)
        try token.insert(db)
        try UserRecord.filter(key: userID).updateAll(
            db,
            UserRecord.CodingKeys.lastAccess.set(to: AdminDates.databaseText(now))
        )
        return Issued(token: "\(token.id ?? 0)|\(secret)", expiresAt: now + lifetime, userID: userID)
    }

    /// PHP's `hash('crc32b', …)`: the CRC-32 of zlib and Ethernet, as 8 lowercase hex digits.
    static func crc32Hex(_ text: String) -> String {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in text.utf8 {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        let hex = String(~crc, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// The token's id and owner when it is valid now: Sanctum's `Guard::isValidBearerToken` (an id of digits and a
    /// secret, or a secret alone) and `PersonalAccessToken::findToken` (by id, or by the secret alone).
    static func validate(_ token: String, in db: Database, now: Int) throws -> (tokenID: Int, userID: Int)? {
        let found: AccessTokenRecord?
        if let bar = token.firstIndex(of: "|") {
            let (id, secret) = (token[..<bar], token[token.index(after: bar)...])
            guard !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }), !secret.isEmpty, let number = Int(id)
            else {
                return nil
            }
            found = try AccessTokenRecord.fetchOne(db, key: number)
            guard found?.secret == String(secret) else { return nil }
        } else {
            guard !token.isEmpty else { return nil }
            found = try AccessTokenRecord.filter(AccessTokenRecord.CodingKeys.secret == token).fetchOne(db)
        }
        guard let found, found.createdAt + lifetime > now, found.expiresAt.map({ $0 > now }) ?? true else {
            return nil
        }
        return (found.id ?? 0, found.userID)
    }

    /// `auth/refresh`: the old token works 10 more seconds.
    static func expireSoon(_ tokenID: Int, in db: Database, now: Int) throws {
        _ = try AccessTokenRecord.filter(key: tokenID)
            .updateAll(db, AccessTokenRecord.CodingKeys.expiresAt.set(to: now + refreshGrace))
    }

    static func revoke(_ tokenID: Int, in db: Database) throws {
        _ = try AccessTokenRecord.deleteOne(db, key: tokenID)
    }

    /// `sanctum:prune-expired --hours=1`.
    private static func pruneExpired(_ db: Database, now: Int) throws {
        typealias Columns = AccessTokenRecord.CodingKeys
        _ =
            try AccessTokenRecord
            .filter(Columns.createdAt + lifetime + 3600 < now || Columns.expiresAt < now - 3600)
            .deleteAll(db)
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
}

/// Dates as the administration API stores and shows them.
enum AdminDates {
    /// MySQL `DATETIME` text in UTC: `2025-06-15 10:00:00`.
    static func databaseText(_ unixTime: Int) -> String {
        PHPDate.format("Y-m-d H:i:s", unixTime)
    }

    /// Laravel's JSON form of a date: `2025-06-15T10:00:00.000000Z`, or `nil` for 1970 (never logged in).
    static func json(fromDatabaseText text: String?) -> String? {
        guard let text, text.count >= 19, let year = Int(text.prefix(4)), year > 1970 else { return nil }
        let date = text.prefix(10)
        let time = text.dropFirst(11).prefix(8)
        return "\(date)T\(time).000000Z"
    }
}
