@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

@testable import BMLTLocalServer

/// Shortcuts for the ports of bmlt-server's administration feature tests.
extension Harness {
    /// A user of a level and a token for it.
    func user(_ level: Int, login: String? = nil, owner: Int = -1) throws -> (id: Int, token: String) {
        try seed { seed in
            let id = try seed.account(level, login: login, owner: owner)
            return (id, try seed.token(for: id))
        }
    }

    /// One row of a table as a dictionary, or nil.
    func row(_ table: String, _ idColumn: String, _ id: Int) throws -> Row? {
        try seed { seed in
            try Row.fetchOne(seed.db, sql: "SELECT * FROM \(table) WHERE \(idColumn) = ?", arguments: [id])
        }
    }

    func userRow(_ id: Int) throws -> Row? { try row("users", "id_bigint", id) }
    func serviceBodyRow(_ id: Int) throws -> Row? { try row("service_bodies", "id_bigint", id) }

    /// Runs SQL against the server's database.
    func execute(_ sql: String, _ arguments: StatementArguments = []) throws {
        try seed { seed in try seed.db.execute(sql: sql, arguments: arguments) }
    }

    /// The changes table, oldest first.
    func changes() throws -> [Row] {
        try seed { seed in try Row.fetchAll(seed.db, sql: "SELECT * FROM changes ORDER BY id_bigint") }
    }

    /// A request's status only.
    func status(_ method: String, _ path: String, json: Any? = nil, token: String? = nil) async throws -> Int {
        try await api(method, path, json: json, token: token).status
    }
}

/// JSON `null` for request bodies built as `[String: Any]`.
let jsonNull = NSNull()
