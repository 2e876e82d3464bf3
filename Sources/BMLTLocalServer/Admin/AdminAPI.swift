import BMLT
import Foundation
import GRDB

/// The administration REST API of 3.x/4.x servers (`{root}/api/v1/…`), as bmlt-server 4.2.7 answers it: bearer
/// tokens, the policies of each user level, Laravel's validation and error bodies, and a change record for every
/// write.
struct AdminAPI {
    let store: LocalStore
    /// Seconds since 1970; injected so that token expiry can be tested.
    let now: Int

    /// A request on its way through the API, with the caller once the token is checked.
    struct Call {
        let method: String
        /// The route as Laravel names it in messages, e.g. `api/v1/meetings/12`.
        let route: String
        var input: AdminInput
        let query: RequestParameters
        let now: Int
        let store: LocalStore
        var account = Account(id: 0, level: 0, name: "", ownerID: -1)
        var tokenID = 0

        func catalog() throws -> Catalog { try store.catalog() }
    }

    /// PHP's `post_max_size` of a stock install is 8 MB; a bigger body is refused before any parsing.
    static let maximumBodySize = 8 * 1024 * 1024

    func respond(
        method: String,
        path: [String],
        query: String,
        authorization: String?,
        contentType: String?,
        body: [UInt8]
    ) -> LocalResponse {
        do {
            guard body.count <= Self.maximumBodySize else { throw AdminFailure.tooLarge }
            var call = Call(
                method: method == "HEAD" ? "GET" : method,
                route: (["api", "v1"] + path).joined(separator: "/"),
                input: try AdminInput(body: body, contentType: contentType),
                query: RequestParameters(query: query),
                now: now,
                store: store
            )
            return try route(&call, path: path, authorization: authorization)
        } catch let failure as AdminFailure {
            return failure.response
        } catch {
            return .message("Server Error", status: 500)
        }
    }

    private func route(_ call: inout Call, path: [String], authorization: String?) throws -> LocalResponse {
        let method = call.method
        func allow(_ methods: [String]) throws {
            guard methods.contains(method) else {
                throw AdminFailure.methodNotAllowed(
                    method: method,
                    path: call.route,
                    allowed: methods.flatMap { $0 == "GET" ? ["GET", "HEAD"] : [$0] }
                )
            }
        }
        switch path.first {
        case "auth" where path.count == 2 && ["token", "refresh", "logout"].contains(path[1]):
            try allow(["POST"])
            if path[1] == "token" { return try TokenEndpoints.token(call) }
            try authenticate(&call, authorization)
            return path[1] == "refresh" ? try TokenEndpoints.refresh(call) : try TokenEndpoints.logout(call)
        case "rootservers" where path.count <= 2:
            try allow(["GET"])
            // The local server has no aggregator mode, so it answers as a server with the mode off.
            throw AdminFailure.notFound("Endpoint is unavailable when aggregator mode is disabled.")
        default:
            break
        }
        let resource = try Resource(path: path, route: call.route)
        try allow(resource.methods)
        try authenticate(&call, authorization)
        return try resource.respond(&call)
    }

    /// `auth:sanctum`: a valid token, or 401.
    private func authenticate(_ call: inout Call, _ authorization: String?) throws {
        guard let authorization, authorization.lowercased().hasPrefix("bearer ") else {
            throw AdminFailure.unauthenticated()
        }
        let token = String(authorization.dropFirst(7)).trimmingCharacters(in: .whitespaces)
        let now = call.now
        let found = try store.database.read { db -> (Int, Account)? in
            guard let (tokenID, userID) = try AccessTokens.validate(token, in: db, now: now),
                let account = try Account.load(userID, in: db)
            else { return nil }
            return (tokenID, account)
        }
        guard let (tokenID, account) = found else { throw AdminFailure.unauthenticated() }
        call.tokenID = tokenID
        call.account = account
    }
}

/// The authenticated routes of `routes/api.php`.
private enum Resource {
    case formats(Int?)
    case meetings(Int?)
    case meetingChanges(Int)
    case serviceBodies(Int?)
    case serviceBodyEditors(Int)
    case users(Int?)
    case settings
    case errorTest
    case laravelLog

    init(path: [String], route: String) throws(AdminFailure) {
        let notFound = AdminFailure.notFound("The route \(route) could not be found.")
        guard let first = path.first, path.count <= 3 else { throw notFound }
        let id = path.count > 1 ? Int(path[1]) ?? -1 : nil
        switch (first, path.count) {
        case ("formats", 1), ("formats", 2): self = .formats(id)
        case ("meetings", 1), ("meetings", 2): self = .meetings(id)
        case ("meetings", 3) where path[2] == "changes": self = .meetingChanges(id ?? -1)
        case ("servicebodies", 1), ("servicebodies", 2): self = .serviceBodies(id)
        case ("servicebodies", 3) where path[2] == "editors": self = .serviceBodyEditors(id ?? -1)
        case ("users", 1), ("users", 2): self = .users(id)
        case ("settings", 1): self = .settings
        case ("errortest", 1): self = .errorTest
        case ("logs", 2) where path[1] == "laravel": self = .laravelLog
        default: throw notFound
        }
    }

    /// The methods the route answers (an API resource: index/store, show/update/partial update/destroy).
    var methods: [String] {
        switch self {
        case .formats(nil), .meetings(nil), .serviceBodies(nil), .users(nil): return ["GET", "POST"]
        case .formats, .meetings, .serviceBodies, .users: return ["GET", "PUT", "PATCH", "DELETE"]
        case .meetingChanges, .serviceBodyEditors, .laravelLog: return ["GET"]
        case .settings: return ["GET", "PATCH"]
        case .errorTest: return ["POST"]
        }
    }

    func respond(_ call: inout AdminAPI.Call) throws -> LocalResponse {
        switch self {
        case .formats(let id): return try FormatEndpoints(call: call).respond(id: id)
        case .meetings(let id): return try MeetingEndpoints(call: call).respond(id: id)
        case .meetingChanges(let id): return try MeetingEndpoints(call: call).changes(id: id)
        case .serviceBodies(let id): return try ServiceBodyEndpoints(call: call).respond(id: id)
        case .serviceBodyEditors(let id): return try ServiceBodyEndpoints(call: call).editors(id: id)
        case .users(let id): return try UserEndpoints(call: call).respond(id: id)
        case .settings: return try SettingEndpoints(call: call).respond()
        case .errorTest: return try ErrorTestEndpoint.respond(call)
        case .laravelLog:
            // bmlt-server answers non-administrators with its own message; the local server keeps no log file.
            guard call.account.isAdmin else { throw AdminFailure.forbidden("Unauthorized.") }
            throw AdminFailure.notFound("Log file not found.")
        }
    }
}

/// `auth/token`, `auth/refresh`, `auth/logout` (`TokenController`).
enum TokenEndpoints {
    static func token(_ call: AdminAPI.Call) throws -> LocalResponse {
        var validator = Validator(call.input)
        validator.check("username", [.required])
        validator.check("password", [.required])
        try validator.validate()
        let username = call.input["username"]?.phpString ?? ""
        let password = call.input["password"]?.phpString ?? ""
        let user = try call.store.database.read { db in
            try Row.fetchOne(
                db,
                sql: "SELECT id_bigint, user_level_tinyint, password_string FROM users WHERE login_string = ?",
                arguments: [username]
            )
        }
        guard let user, Passwords.verify(password, hash: user["password_string"]) else {
            throw AdminFailure.unauthenticated("The provided credentials are incorrect.")
        }
        guard user["user_level_tinyint"] as Int != Account.Level.deactivated else { throw AdminFailure.deactivated }
        let issued = try call.store.database.write { db in
            try AccessTokens.issue(for: user["id_bigint"], in: db, now: call.now)
        }
        return .admin(issued.json)
    }

    static func refresh(_ call: AdminAPI.Call) throws -> LocalResponse {
        let issued = try call.store.database.write { db in
            try AccessTokens.expireSoon(call.tokenID, in: db, now: call.now)
            return try AccessTokens.issue(for: call.account.id, in: db, now: call.now)
        }
        return .admin(issued.json)
    }

    static func logout(_ call: AdminAPI.Call) throws -> LocalResponse {
        try call.store.database.write { db in try AccessTokens.revoke(call.tokenID, in: db) }
        return LocalResponse(status: 200, contentType: "text/html; charset=UTF-8", body: [])
    }
}

/// `POST errortest` (`ErrorTestController`): echoes typed input, or fails on purpose.
enum ErrorTestEndpoint {
    static func respond(_ call: AdminAPI.Call) throws -> LocalResponse {
        var validator = Validator(call.input)
        validator.check("arbitrary_string", [.sometimes, .string])
        validator.check("arbitrary_int", [.sometimes, .integer])
        validator.check("force_server_error", [.sometimes, .boolean])
        try validator.validate()
        if call.input["force_server_error"]?.laravelBool == true {
            return .message("Server Error", status: 500)
        }
        var members: [(key: String, value: JSONValue)] = []
        for key in ["arbitrary_string", "arbitrary_int", "force_server_error"] where call.input.has(key) {
            members.append((key, call.input[key] ?? .null))
        }
        return .admin(.object(JSONObject(members)), status: 201)
    }
}
