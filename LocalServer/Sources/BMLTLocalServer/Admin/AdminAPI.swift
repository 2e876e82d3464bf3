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
/// pass ``BearerTokenAuthenticator``, get an ``AdminRequestContext`` (or 401), and then run in one transaction, a
/// read one for GET and HEAD.
struct AdminAPI: Sendable {
    let store: LocalStore
    let paths: LocalPaths

    /// An authenticated request on its way through the API.
    struct Call {
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
        /// The input's `password` and its bcrypt hash, made before the transaction began: hashing is slow on
        /// purpose and must not hold the write lock.
        let hashedPassword: (password: String, hash: String)?

        func catalog() throws -> Catalog { try data.catalog() }

        /// Stores a changed row and records the change, by the caller.
        func update<Record: MutablePersistableRecord & ChangeLogged>(_ before: Record, to after: Record) throws {
            try data.write { db in
                try after.update(db)
                try ChangeLog(db: db, userID: account.id, now: now).record(before: before, after: after)
            }
        }

        /// The bcrypt hash of the input's password, made before the transaction.
        func passwordHash(of password: String) throws -> String {
            guard let hashedPassword, hashedPassword.password == password else {
                assertionFailure("A route that stores passwords hashes its input's password first (hashesPassword).")
                throw AdminFailure.serverError
            }
            return hashedPassword.hash
        }
    }

    /// PHP's `post_max_size` of a stock install is 8 MB; a bigger body is refused before any parsing.
    static let maximumBodySize = 8 * 1024 * 1024

    private typealias OpenHandler = @Sendable (Request, LocalRequestContext) async throws -> LocalResponse
    private typealias Handler = @Sendable (Request, AdminRequestContext) async throws -> LocalResponse

    /// `routes/api.php`.
    func addRoutes(to api: RouterGroup<LocalRequestContext>) {
        let authenticated = api.group()
            .add(middleware: BearerTokenAuthenticator(store: store))
            .group(context: AdminRequestContext.self)
        /// Refuses the methods a route lacks with 405, whoever asks.
        func refuseOtherMethods(_ path: RouterPath, allowing methods: some Collection<HTTPRequest.Method>) {
            var allowed = Set(methods)
            if allowed.contains(.get) { allowed.insert(.head) }
            let names = LocalRoutes.methods.filter(allowed.contains).map(\.rawValue)
            for method in LocalRoutes.methods where !allowed.contains(method) {
                api.on(path, method: method) { request, _ -> LocalResponse in
                    throw AdminFailure.methodNotAllowed(
                        method: method.rawValue,
                        path: paths.route(of: request),
                        allowed: names
                    )
                }
            }
        }
        /// A route for token holders: `handlers` for its methods (HEAD as GET), 405 for the others.
        func route(_ path: RouterPath, _ handlers: [HTTPRequest.Method: Handler]) {
            for (method, handler) in handlers {
                authenticated.on(path, method: method, use: handler)
                if method == .get { authenticated.on(path, method: .head, use: handler) }
            }
            refuseOtherMethods(path, allowing: handlers.keys)
        }
        /// A route anyone may call.
        func openRoute(_ path: RouterPath, _ method: HTTPRequest.Method, _ handler: @escaping OpenHandler) {
            api.on(path, method: method, use: handler)
            if method == .get { api.on(path, method: .head, use: handler) }
            refuseOtherMethods(path, allowing: [method])
        }
        /// An API resource: index and store on the collection; show, update and destroy on an item.
        func resource<Resource: AdminResource>(_ name: String, _: Resource.Type) {
            route(
                RouterPath(name),
                [
                    .get: call { try Resource.onCollection($0) { try $0.index() } },
                    .post: call(hashesPassword: true) { try Resource.onCollection($0) { try $0.store() } },
                ]
            )
            route(
                RouterPath("\(name)/:id"),
                [
                    .get: call { try Resource.onItem($0) { try $0.show($1) } },
                    .put: call(hashesPassword: true) { try Resource.onItem($0) { try $0.update($1, partial: false) } },
                    .patch: call(hashesPassword: true) { try Resource.onItem($0) { try $0.update($1, partial: true) } },
                    .delete: call { try Resource.onItem($0) { try $0.destroy($1) } },
                ]
            )
        }

        openRoute("auth/token", .post, token)
        route("auth/refresh", [.post: caller { try await TokenEndpoints.refresh($0) }])
        route("auth/logout", [.post: caller { try await TokenEndpoints.logout($0) }])
        // This API is a server's that is not an aggregator (an aggregator's are `AggregatorRoutes`): bmlt-server with the
        // mode off.
        let noAggregator: OpenHandler = { _, _ in
            throw AdminFailure.notFound("Endpoint is unavailable when aggregator mode is disabled.")
        }
        openRoute("rootservers", .get, noAggregator)
        openRoute("rootservers/:id", .get, noAggregator)
        resource("formats", FormatEndpoints.self)
        resource("meetings", MeetingEndpoints.self)
        route("meetings/:id/changes", [.get: call { try MeetingEndpoints(call: $0).changes(id: $0.id ?? -1) }])
        resource("servicebodies", ServiceBodyEndpoints.self)
        route(
            "servicebodies/:id/editors",
            [.get: call { try ServiceBodyEndpoints(call: $0).editors(id: $0.id ?? -1) }]
        )
        resource("users", UserEndpoints.self)
        route(
            "settings",
            [
                .get: call { try SettingEndpoints(call: $0).show() },
                .patch: call { try SettingEndpoints(call: $0).update() },
            ]
        )
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

    /// A handler that runs `body` in one transaction of the store, with the caller and the request's input: a read
    /// transaction for GET and HEAD, a write one otherwise. With `hashesPassword`, an input `password` is hashed
    /// first, outside the transaction.
    private func call(
        hashesPassword: Bool = false,
        _ body: @escaping @Sendable (Call) throws -> LocalResponse
    ) -> Handler {
        { [store, paths] request, context in
            guard let bytes = await request.collectedBody(upTo: Self.maximumBodySize) else {
                throw AdminFailure.tooLarge
            }
            let route = paths.route(of: request)
            let id = context.parameters.get("id").map { Int($0) ?? -1 }
            let query = RequestParameters(query: request.uri.query ?? "")
            let input = try AdminInput(body: bytes, contentType: request.headers[.contentType]).merging(query: query)
            var hashedPassword: (String, String)?
            if hashesPassword, let password = input["password"]?.phpString {
                hashedPassword = (password, try await Passwords.hash(password))
            }
            let caller = context.caller
            let run = { @Sendable [hashedPassword] (data: StoreTransaction) in
                try body(
                    Call(
                        route: route,
                        id: id,
                        input: input,
                        query: query,
                        now: Int(Date().timeIntervalSince1970),
                        data: data,
                        account: caller.account,
                        tokenID: caller.tokenID,
                        hashedPassword: hashedPassword
                    )
                )
            }
            let reads = request.method == .get || request.method == .head
            return reads ? try await store.read(run) : try await store.write(run)
        }
    }

    /// A handler for the caller's token alone, outside any request-wide transaction.
    private func caller(_ body: @escaping @Sendable (TokenEndpoints.Caller) async throws -> LocalResponse) -> Handler {
        { [store] _, context in
            try await body(
                TokenEndpoints.Caller(
                    store: store,
                    account: context.caller.account,
                    tokenID: context.caller.tokenID,
                    now: Int(Date().timeIntervalSince1970)
                )
            )
        }
    }

    /// `auth/token`: the password check is slow on purpose, so it holds no transaction.
    private var token: OpenHandler {
        { [store] request, _ in
            guard let bytes = await request.collectedBody(upTo: Self.maximumBodySize) else {
                throw AdminFailure.tooLarge
            }
            return try await TokenEndpoints.token(
                AdminInput(body: bytes, contentType: request.headers[.contentType]),
                store: store,
                now: Int(Date().timeIntervalSince1970)
            )
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
    /// An action on the collection; every policy's `before` refuses deactivated users first.
    static func onCollection(
        _ call: AdminAPI.Call,
        _ action: (Self) throws -> LocalResponse
    ) throws -> LocalResponse {
        try call.account.requireActive()
        return try action(Self(call: call))
    }

    /// An action on the route's item: a missing item is 404 before a deactivated user is refused.
    static func onItem(_ call: AdminAPI.Call, _ action: (Self, Item) throws -> LocalResponse) throws -> LocalResponse {
        let resource = Self(call: call)
        let item = try resource.find(call.id ?? -1)
        try call.account.requireActive()
        return try action(resource, item)
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

    static func token(_ input: AdminInput, store: LocalStore, now: Int) async throws -> LocalResponse {
        var validator = Validator(input)
        validator.check("username", [.required])
        validator.check("password", [.required])
        try validator.validate()
        let username = input["username"]?.phpString ?? ""
        let password = input["password"]?.phpString ?? ""
        let user = try await store.database.read { db in try UserRecord.find(login: username, in: db) }
        guard let user, try await Passwords.verify(password, hash: user.passwordHash) else {
            throw AdminFailure.unauthenticated("The provided credentials are incorrect.")
        }
        guard user.level != Account.Level.deactivated else { throw AdminFailure.deactivated }
        let issued = try await store.database.write { db in try AccessTokens.issue(for: user.id, in: db, now: now) }
        return .admin(issued.json)
    }

    static func refresh(_ caller: Caller) async throws -> LocalResponse {
        let issued = try await caller.store.database.write { db in
            try AccessTokens.expireSoon(caller.tokenID, in: db, now: caller.now)
            return try AccessTokens.issue(for: caller.account.id, in: db, now: caller.now)
        }
        return .admin(issued.json)
    }

    static func logout(_ caller: Caller) async throws -> LocalResponse {
        try await caller.store.database.write { db in try AccessTokens.revoke(caller.tokenID, in: db) }
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
