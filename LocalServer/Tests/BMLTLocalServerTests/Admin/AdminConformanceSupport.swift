@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

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

/// The account levels, by the PHP tests' names for them.
let admin = Account.Level.admin
let sbAdmin = Account.Level.serviceBodyAdmin
let observer = Account.Level.observer
let deactivated = Account.Level.deactivated

/// A step of a validation test: set a field to a value (nil removes it) and expect a status; `nil` stands for the
/// success status of the method (201 for POST, 204 for the others).
struct ValidationStep {
    var value: Any?
    var status: Int?
    init(_ value: Any?, _ status: Int? = nil) {
        self.value = value
        self.status = status
    }
}

extension Harness {
    /// Sends `payload` with `field` changed step by step, as the PHP validation tests do, and hands each answer to
    /// `after` (the user tests delete a created user again, so that usernames stay unique).
    func validate(
        _ method: String,
        _ path: String,
        token: String,
        payload: [String: Any],
        field: String,
        _ steps: [ValidationStep],
        sourceLocation: SourceLocation = #_sourceLocation,
        after: (Answer) throws -> Void = { _ in }
    ) async throws {
        let ok = method == "POST" ? 201 : 204
        var data = payload
        for step in steps {
            data[field] = step.value
            let answer = try await api(method, path, json: data, token: token)
            #expect(
                answer.status == step.status ?? ok,
                "\(field) = \(String(describing: step.value))",
                sourceLocation: sourceLocation
            )
            try after(answer)
        }
    }
}

/// JSON `null` for request bodies built as `[String: Any]`.
let jsonNull = NSNull()
