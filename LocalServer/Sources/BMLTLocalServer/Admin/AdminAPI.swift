@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import HTTPTypes
import Hummingbird

/// The administration REST API of 3.x/4.x servers (`{root}/api/v1/…`), as bmlt-server 4.2.7 answers it: bearer
/// tokens, the policies of each user level, Laravel's validation and error bodies, and a change record for every
/// write.
///
/// Each route refuses the methods it lacks with 405 before any token is checked, as Laravel's router does; the others
/// pass ``BearerTokenMiddleware`` and then run in one transaction, a write one unless the method is GET or HEAD.
struct AdminAPI: Sendable {
    let store: LocalStore
    let paths: LocalPaths

    /// An authenticated request on its way through the API.
    struct Call {
        /// The method, HEAD read as GET.
        let method: String
        /// The route as Laravel names it in messages, e.g. `api/v1/meetings/12`.
        let route: String
        /// The route's `{id}`: -1 when it is not a number, `nil` on a collection.
        let id: Int?
        var input: AdminInput
        let query: RequestParameters
        /// Seconds since 1970.
        let now: Int
        let data: StoreTransaction
        let account: Account
        let tokenID: Int

        func catalog() throws -> Catalog { try data.catalog() }
    }

    /// PHP's `post_max_size` of a stock install is 8 MB; a bigger body is refused before any parsing.
    static let maximumBodySize = 8 * 1024 * 1024

    private typealias Handler = @Sendable (Request, LocalRequestContext) async throws -> LocalResponse

    /// `routes/api.php`.
    func addRoutes(to api: RouterGroup<LocalRequestContext>) {
        let authenticated = api.group().add(middleware: BearerTokenMiddleware(store: store))
        /// Adds a route: `handlers` for its methods (HEAD as GET), 405 for the others.
        func route(_ path: RouterPath, open: Bool = false, _ handlers: [HTTPRequest.Method: Handler]) {
            var handlers = handlers
            if let get = handlers[.get] { handlers[.head] = get }
            let allowed = LocalRoutes.methods.filter { handlers[$0] != nil }.map(\.rawValue)
            for method in LocalRoutes.methods {
                if let handler = handlers[method] {
                    (open ? api : authenticated).on(path, method: method, use: handler)
                } else {
                    api.on(path, method: method) { request, _ -> LocalResponse in
                        throw AdminFailure.methodNotAllowed(
                            method: method.rawValue,
                            path: paths.route(of: request),
                            allowed: allowed
                        )
                    }
                }
            }
        }
        /// An API resource: index and store on the collection; show, update and destroy on an item.
        func resource<Resource: AdminResource>(_ name: String, _: Resource.Type) {
            let collection = call { try Resource.collection($0) }
            route(RouterPath(name), [.get: collection, .post: collection])
            let item = call { try Resource.item($0) }
            route(RouterPath("\(name)/:id"), [.get: item, .put: item, .patch: item, .delete: item])
        }

        route("auth/token", open: true, [.post: token])
        route("auth/refresh", [.post: caller { try TokenEndpoints.refresh($0) }])
        route("auth/logout", [.post: caller { try TokenEndpoints.logout($0) }])
        // The local server has no aggregator mode, so it answers as a server with the mode off.
        let noAggregator: Handler = { _, _ in
            throw AdminFailure.notFound("Endpoint is unavailable when aggregator mode is disabled.")
        }
        route("rootservers", open: true, [.get: noAggregator])
        route("rootservers/:id", open: true, [.get: noAggregator])
        resource("formats", FormatEndpoints.self)
        resource("meetings", MeetingEndpoints.self)
        route("meetings/:id/changes", [.get: call { try MeetingEndpoints(call: $0).changes(id: $0.id ?? -1) }])
        resource("servicebodies", ServiceBodyEndpoints.self)
        route(
            "servicebodies/:id/editors",
            [.get: call { try ServiceBodyEndpoints(call: $0).editors(id: $0.id ?? -1) }]
        )
        resource("users", UserEndpoints.self)
        let settings = call { try SettingEndpoints(call: $0).respond() }
        route("settings", [.get: settings, .patch: settings])
        route("errortest", [.post: call { try ErrorTestEndpoint.respond($0) }])
        route(
            "logs/laravel",
            [
                .get: call { call in
                    // bmlt-server answers non-administrators with its own message; the local server keeps no log.
                    guard call.account.isAdmin else { throw AdminFailure.forbidden("Unauthorized.") }
                    throw AdminFailure.notFound("Log file not found.")
                }
            ]
        )
    }

    /// A handler that runs `body` in one transaction of the store, with the caller and the request's input.
    private func call(_ body: @escaping @Sendable (Call) throws -> LocalResponse) -> Handler {
        { [store, paths] request, context in
            guard let (account, tokenID) = context.caller else { throw AdminFailure.unauthenticated() }
            guard let bytes = await request.collectedBody(upTo: Self.maximumBodySize) else {
                throw AdminFailure.tooLarge
            }
            let method = request.method == .head ? "GET" : request.method.rawValue
            let route = paths.route(of: request)
            let id = context.parameters.get("id").map { Int($0) ?? -1 }
            let contentType = request.headers[.contentType]
            let query = RequestParameters(query: request.uri.query ?? "")
            return try await offThePool {
                let input = try AdminInput(body: bytes, contentType: contentType).merging(query: query)
                let run = { (data: StoreTransaction) in
                    try body(
                        Call(
                            method: method,
                            route: route,
                            id: id,
                            input: input,
                            query: query,
                            now: Int(Date().timeIntervalSince1970),
                            data: data,
                            account: account,
                            tokenID: tokenID
                        )
                    )
                }
                return method == "GET" ? try store.read(run) : try store.write(run)
            }
        }
    }

    /// A handler for the caller's token alone, outside any request-wide transaction.
    private func caller(_ body: @escaping @Sendable (TokenEndpoints.Caller) throws -> LocalResponse) -> Handler {
        { [store] _, context in
            guard let (account, tokenID) = context.caller else { throw AdminFailure.unauthenticated() }
            let caller = TokenEndpoints.Caller(
                store: store,
                account: account,
                tokenID: tokenID,
                now: Int(Date().timeIntervalSince1970)
            )
            return try await offThePool { try body(caller) }
        }
    }

    /// `auth/token`: the password check is slow on purpose, so it holds no transaction.
    private var token: Handler {
        { [store] request, _ in
            guard let bytes = await request.collectedBody(upTo: Self.maximumBodySize) else {
                throw AdminFailure.tooLarge
            }
            let contentType = request.headers[.contentType]
            return try await offThePool {
                try TokenEndpoints.token(
                    AdminInput(body: bytes, contentType: contentType),
                    store: store,
                    now: Int(Date().timeIntervalSince1970)
                )
            }
        }
    }
}

/// The shape of bmlt-server's API resource controllers (`Route::apiResource`): index and store on the collection;
/// show, update (PUT), partial update (PATCH) and destroy on an item, which is found before any policy is asked.
protocol AdminResource: SendableMetatype {
    associatedtype Item
    init(call: AdminAPI.Call)
    func index() throws -> LocalResponse
    func store() throws -> LocalResponse
    /// The item with this id, or ``AdminFailure/notFound(_:)``.
    func find(_ id: Int) throws -> Item
    func show(_ item: Item) throws -> LocalResponse
    func update(_ item: Item, partial: Bool) throws -> LocalResponse
    func destroy(_ item: Item) throws -> LocalResponse
}

extension AdminResource {
    /// `GET` and `POST` on the collection; every policy's `before` refuses deactivated users first.
    static func collection(_ call: AdminAPI.Call) throws -> LocalResponse {
        try call.account.requireActive()
        let resource = Self(call: call)
        return call.method == "GET" ? try resource.index() : try resource.store()
    }

    /// `GET`, `PUT`, `PATCH` and `DELETE` on an item.
    static func item(_ call: AdminAPI.Call) throws -> LocalResponse {
        let resource = Self(call: call)
        let item = try resource.find(call.id ?? -1)
        try call.account.requireActive()
        switch call.method {
        case "GET": return try resource.show(item)
        case "PUT": return try resource.update(item, partial: false)
        case "PATCH": return try resource.update(item, partial: true)
        default: return try resource.destroy(item)
        }
    }
}

/// `auth/token`, `auth/refresh`, `auth/logout` (`TokenController`).
enum TokenEndpoints {
    /// The holder of a valid token.
    struct Caller: Sendable {
        let store: LocalStore
        let account: Account
        let tokenID: Int
        let now: Int
    }

    static func token(_ input: AdminInput, store: LocalStore, now: Int) throws -> LocalResponse {
        var validator = Validator(input)
        validator.check("username", [.required])
        validator.check("password", [.required])
        try validator.validate()
        let username = input["username"]?.phpString ?? ""
        let password = input["password"]?.phpString ?? ""
        let user = try store.database.read { db in
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
        let issued = try store.database.write { db in
            try AccessTokens.issue(for: user["id_bigint"], in: db, now: now)
        }
        return .admin(issued.json)
    }

    static func refresh(_ caller: Caller) throws -> LocalResponse {
        let issued = try caller.store.database.write { db in
            try AccessTokens.expireSoon(caller.tokenID, in: db, now: caller.now)
            return try AccessTokens.issue(for: caller.account.id, in: db, now: caller.now)
        }
        return .admin(issued.json)
    }

    static func logout(_ caller: Caller) throws -> LocalResponse {
        try caller.store.database.write { db in try AccessTokens.revoke(caller.tokenID, in: db) }
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
            return .serverError
        }
        var members: [(key: String, value: JSONValue)] = []
        for key in ["arbitrary_string", "arbitrary_int", "force_server_error"] where call.input.has(key) {
            members.append((key, call.input[key] ?? .null))
        }
        return .admin(.object(JSONObject(members)), status: 201)
    }
}
