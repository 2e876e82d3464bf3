@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/TokenTest.php`, against the local server.
@Suite("auth/token, refresh, logout (bmlt-server TokenTest)")
struct TokenConformanceTests {
    @Test func loginDeniedFromUser() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.admin) }
            let answer = try await harness.api(
                "POST",
                "/auth/token",
                json: ["username": "wrong", "password": Seed.password]
            )
            #expect(answer.status == 401)
            #expect(answer.object?["message"]?.text == "The provided credentials are incorrect.")
        }
    }

    @Test func loginDeniedFromPassword() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.admin) }
            let answer = try await harness.api("POST", "/auth/token", json: ["username": "admin", "password": "wrong"])
            #expect(answer.status == 401)
        }
    }

    @Test func loginRequiresUsernameAndPassword() async throws {
        try await Harness.run { harness in
            let answer = try await harness.api("POST", "/auth/token", json: ["username": " "])
            #expect(answer.status == 422)
            #expect(answer.errorFields == ["username", "password"])
        }
    }

    @Test func loginSuccess() async throws {
        try await Harness.run { harness in
            let id = try harness.seed { try $0.account(Account.Level.admin) }
            let before = Int(Date().timeIntervalSince1970)
            let answer = try await harness.api(
                "POST",
                "/auth/token",
                json: ["username": "admin", "password": Seed.password]
            )
            #expect(answer.status == 200)
            let data = try #require(answer.object)
            #expect((data["expires_at"]?.int ?? 0) >= before + AccessTokens.lifetime - 1)
            #expect(data["token_type"]?.text == "bearer")
            #expect(data["user_id"]?.int == id)
            let token = try #require(data["access_token"]?.text)
            // Sanctum 4's shape, as the real 4.x peer issues it: `<id>|`, 40 random characters, their CRC-32.
            let secret = try #require(token.split(separator: "|").last.map(String.init))
            #expect(token.hasPrefix("1|") && secret.count == 48)
            #expect(AccessTokens.crc32Hex(String(secret.prefix(40))) == String(secret.suffix(8)))
            #expect(try await harness.api("GET", "/servicebodies", token: token).status == 200)
            // The login is recorded as the user's last access.
            let user = try await harness.api("GET", "/users/\(id)", token: token)
            #expect(user.object?["lastLoginAt"]?.text?.hasSuffix(".000000Z") == true)
        }
    }

    /// The `Authorization` forms the real 4.x peer accepts and refuses (Laravel's `bearerToken()`: the last "Bearer ",
    /// in any case, up to a comma, untrimmed; Sanctum's checks: an id of digits, or the secret alone).
    @Test func authorizationFormsAsTheRealServerReadsThem() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.admin) }
            let login = try await harness.api(
                "POST",
                "/auth/token",
                json: ["username": "admin", "password": Seed.password]
            )
            let token = try #require(login.object?["access_token"]?.text)
            let (id, secret) = (token.split(separator: "|")[0], token.split(separator: "|")[1])
            let forms: [(String, Int)] = [
                ("Bearer \(token)", 200), ("bearer \(token)", 200), ("BEARER \(token)", 200),
                ("Bearer \(token), Basic x", 200), ("Basic x, Bearer \(token)", 200), ("Bearer \(secret)", 200),
                // (A space after the token is not here: HTTP parsers drop it before any application sees it, as
                // SwiftNIO's does; PHP's built-in server keeps it, and the peer then answers 401.)
                ("Bearer 0\(id)|\(secret)", 200), ("Bearer  \(token)", 401),
                ("Bearer\t\(token)", 401), ("Token \(token)", 401), (token, 401), ("Bearer +\(id)|\(secret)", 401),
                ("Bearer 999|\(secret)", 401), ("Bearer \(token)|x", 401), ("Bearer", 401),
            ]
            for (authorization, status) in forms {
                let answer = try await harness.send(
                    "/api/v1/servicebodies",
                    method: "GET",
                    headers: ["Accept": "application/json", "Authorization": authorization],
                    body: nil
                )
                #expect(answer.status == status, "\(authorization.debugDescription)")
            }
        }
    }

    /// PHP's `hash('crc32b', 'abcdefghij0123456789abcdefghij0123456789')`, from PHP 8.2.
    @Test func checksumIsPHPs() {
        #expect(AccessTokens.crc32Hex("abcdefghij0123456789abcdefghij0123456789") == "388bbe41")
        #expect(AccessTokens.crc32Hex("") == "00000000")
    }

    @Test func sampleDataPasswordsVerify() async throws {
        try await Harness.run(data: .sample) { harness in
            let answer = try await harness.api(
                "POST",
                "/auth/token",
                json: ["username": "gnyr_admin", "password": "CoreysGoryStory"]
            )
            #expect(answer.status == 200)
            #expect(answer.object?["user_id"]?.int == 3)
        }
    }

    @Test func refreshUnauthenticated() async throws {
        try await Harness.run { harness in
            #expect(try await harness.api("POST", "/auth/refresh").status == 401)
            let answer = try await harness.api("POST", "/auth/refresh", token: "1|nonsense")
            #expect(answer.status == 401)
            #expect(answer.object?["message"]?.text == "Unauthenticated.")
        }
    }

    @Test func refreshSuccess() async throws {
        try await Harness.run { harness in
            let original = try harness.seed { seed in try seed.token(for: try seed.account(Account.Level.admin)) }
            let refreshedAt = ContinuousClock.now
            let answer = try await harness.api("POST", "/auth/refresh", token: original)
            #expect(answer.status == 200)
            let token = try #require(answer.object?["access_token"]?.text)
            #expect(try await harness.api("GET", "/servicebodies", token: token).status == 200)
            // The original token keeps working for its 10-second grace period only (on a machine loaded enough to
            // take longer than that, the expiry check below still holds).
            let originalStatus = try await harness.api("GET", "/servicebodies", token: original).status
            if ContinuousClock.now - refreshedAt < .seconds(9) { #expect(originalStatus == 200) }
            let id = Int(original.split(separator: "|")[0])!
            let expiresAt = try harness.seed { seed in
                try Int.fetchOne(
                    seed.db,
                    sql: "SELECT expires_at FROM personal_access_tokens WHERE id = ?",
                    arguments: [id]
                )
            }
            #expect(try #require(expiresAt) <= Int(Date().timeIntervalSince1970) + 20)
        }
    }

    @Test func logout() async throws {
        try await Harness.run { harness in
            let token = try harness.seed { seed in try seed.token(for: try seed.account(Account.Level.admin)) }
            #expect(try await harness.api("POST", "/auth/logout", token: token).status == 200)
            #expect(try await harness.api("GET", "/servicebodies", token: token).status == 401)
        }
    }

    @Test func expiredToken() async throws {
        try await Harness.run { harness in
            let token = try harness.seed { seed in
                try seed.token(
                    for: try seed.account(Account.Level.admin),
                    now: Int(Date().timeIntervalSince1970) - AccessTokens.lifetime - 10
                )
            }
            #expect(try await harness.api("GET", "/servicebodies", token: token).status == 401)
        }
    }

    @Test func tokenAsDeactivated() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.deactivated) }
            let answer = try await harness.api(
                "POST",
                "/auth/token",
                json: ["username": "deactivated", "password": Seed.password]
            )
            #expect(answer.status == 403)
            #expect(answer.object?["message"]?.text == "User is deactivated.")
        }
    }

    @Test func formEncodedLogin() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.admin) }
            let answer = try await harness.send(
                "/api/v1/auth/token",
                method: "POST",
                headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Array("username=admin&password=\(Seed.password)".utf8)
            )
            #expect(answer.status == 200)
        }
    }
}
