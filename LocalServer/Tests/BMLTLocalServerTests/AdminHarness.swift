@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

@testable import BMLTLocalServer

/// The users, service bodies and tokens bmlt-server's administration feature tests create (`Admin/TestCase.php`).
extension Seed {
    /// `TestCase::$userPassword`.
    static let password = "goodpassword"
    /// Its hash as PHP 8.2's `password_hash` wrote it (bcrypt is slow on purpose, so it is made once, and by PHP: the
    /// local server checks passwords that real servers hashed).
    static let passwordHash = "$2y$10$Gv3uk5WV7Otrml41lAjF5uVkMWnHlea939VDEVHDHNqyR.dTa0oIK"

    /// `createAdminUser`, `createServiceBodyAdminUser`, `createServiceBodyObserverUser`, `createDeactivatedUser`.
    @discardableResult
    func account(_ level: Int, login: String? = nil, owner: Int = -1) throws -> Int {
        let name =
            login
            ?? [
                Account.Level.admin: "admin", Account.Level.serviceBodyAdmin: "sbadmin",
                Account.Level.observer: "sbobserver", Account.Level.deactivated: "deactivated",
            ][level] ?? "user\(level)"
        try db.execute(
            sql: """
                INSERT INTO users (user_level_tinyint, name_string, description_string, email_address_string,
                    login_string, password_string, owner_id_bigint)
                VALUES (?, ?, 'a description', 'email@email.com', ?, ?, ?)
                """,
            arguments: [level, name, name, Self.passwordHash, owner]
        )
        return Int(db.lastInsertedRowID)
    }

    /// `$user->createToken('test')->plainTextToken`.
    func token(for userID: Int, now: Int = Int(Date().timeIntervalSince1970)) throws -> String {
        try AccessTokens.issue(for: userID, in: db, now: now).token
    }

    func zone(_ name: String, admin: Int? = nil, editors: [Int]? = nil) throws -> Int {
        try serviceBody(name, type: "ZF", principal: admin, editors: editors)
    }

    func region(_ name: String, parent: Int, admin: Int? = nil, editors: [Int]? = nil) throws -> Int {
        try serviceBody(name, type: "RS", parent: parent, principal: admin, editors: editors)
    }

    func area(_ name: String, parent: Int, admin: Int? = nil, editors: [Int]? = nil) throws -> Int {
        try serviceBody(name, type: "AS", parent: parent, principal: admin, editors: editors)
    }

    /// The number of change records of a kind (`c_comdef_meeting`, `c_comdef_user`, …).
    func changeCount(_ objectClass: String) throws -> Int {
        try Int.fetchOne(
            db,
            sql: "SELECT COUNT(*) FROM changes WHERE object_class_string = ?",
            arguments: [objectClass]
        )
            ?? 0
    }
}

extension Harness {
    /// Sends a request to the administration API, e.g. `api("POST", "/meetings", json: […], token: token)`.
    func api(_ method: String, _ path: String, json: Any? = nil, token: String? = nil) async throws -> Answer {
        var headers = ["Accept": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        var body: [UInt8]?
        if let json {
            headers["Content-Type"] = "application/json"
            body = Array(try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed]))
        }
        return try await send("/api/v1" + path, method: method, headers: headers, body: body)
    }
}

extension Answer {
    var object: JSONObject? { json?.object }
    /// A validation failure's fields.
    var errorFields: [String] { object?["errors"]?.object?.members.map(\.key) ?? [] }
}
