import Dispatch
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle

/// The HTTP side of the local server: routes requests under the base path to the read API.
enum HTTPFrontEnd {
    /// A server that is listening: its port, and how to stop it.
    struct Running: Sendable {
        let port: Int
        let group: ServiceGroup
        let task: Task<Void, any Error>

        /// Stops accepting connections, lets requests in flight finish, and waits until the socket is closed.
        func stop() async {
            await group.triggerGracefulShutdown()
            _ = await task.result
        }
    }

    /// Binds and starts serving.
    static func start(
        store: LocalStore,
        outbox: LocalServer.Outbox,
        configuration: LocalServer.Configuration
    ) async throws -> Running {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let router = Router(store: store, outbox: outbox, configuration: configuration)
        let application = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in
                // Only writes have bodies; `nil` says a body was larger than the server accepts.
                let body: [UInt8]?
                if request.method != .get, request.method != .head {
                    let buffer = try? await request.body.collect(upTo: AdminAPI.maximumBodySize)
                    body = buffer.map { Array($0.readableBytesView) }
                } else {
                    body = []
                }
                // Answers are computed on Dispatch threads: a server embedded in an app's tests must not take the
                // few threads Swift concurrency runs the tests themselves on.
                let answer: @Sendable () async -> Response = {
                    await withCheckedContinuation { continuation in
                        DispatchQueue.global().async {
                            continuation.resume(returning: router.respond(to: request, body: body))
                        }
                    }
                }
                // Writes go one at a time, each deciding on the data as the previous one left it; reads, and logins
                // and logouts (a password check is slow on purpose; they touch only tokens or sessions), do not wait
                // for them.
                let waits =
                    request.method != .get && request.method != .head && !request.uri.path.contains("/auth/")
                    && !isLegacySessionAction(path: request.uri.path, query: request.uri.query, body: body)
                return waits ? await router.store.writeTurns.run(answer) : await answer()
            },
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: nil
            ),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            },
            logger: configuration.logger
        )
        // A service group gives the application a graceful shutdown; signals are the embedding program's business.
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application], logger: configuration.logger)
        )
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            await group.triggerGracefulShutdown()
            if case .failure(let error) = await task.result {
                throw LocalServerError(reason: "Cannot listen on \(configuration.host):\(configuration.port): \(error)")
            }
            throw LocalServerError(reason: "The server stopped before it listened on \(configuration.host).")
        }
        return Running(port: port, group: group, task: task)
    }

    /// Whether a request is a 2.x administration login or logout.
    private static func isLegacySessionAction(path: String, query: String?, body: [UInt8]?) -> Bool {
        guard path.hasSuffix("/server_admin/json.php") || path.hasSuffix("/server_admin/xml.php"), let body else {
            return false
        }
        let action = legacyAdminParameters(query: query, body: body).string("admin_action")
        return action == "login" || action == "logout"
    }

    /// The parameters of a 2.x administration request: PHP reads the query and a form body together; the body wins.
    static func legacyAdminParameters(query: String?, body: [UInt8]) -> RequestParameters {
        RequestParameters(
            query: [query ?? "", String(decoding: body, as: UTF8.self)].filter { !$0.isEmpty }.joined(separator: "&")
        )
    }

    struct Router: Sendable {
        let store: LocalStore
        let outbox: LocalServer.Outbox
        let configuration: LocalServer.Configuration
        /// PHP reads at most this many input variables (`max_input_vars`) and ignores the rest.
        static let maximumParameters = 1000

        /// Answers a request; `body` is `nil` when it was larger than the server accepts.
        func respond(to request: Request, body: [UInt8]?) -> Response {
            let mode = store.mode
            let answer: LocalResponse
            do {
                answer = try route(request, body: body, mode: mode)
            } catch {
                configuration.logger.error("Local server error", metadata: ["error": "\(error)"])
                answer = mode == .legacy ? .text("", status: 500) : .message("Server Error", status: 500)
            }
            var headers = HTTPFields()
            headers[.contentType] = answer.contentType
            headers[.accessControlAllowOrigin] = "*"
            for (name, value) in answer.headers {
                // Appended: an answer may set several cookies, each in a field of its own.
                if let field = HTTPField.Name(name) { headers.append(HTTPField(name: field, value: value)) }
            }
            return Response(
                status: HTTPResponse.Status(code: answer.status),
                headers: headers,
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body))
            )
        }

        private func route(_ request: Request, body: [UInt8]?, mode: LocalServer.Mode) throws -> LocalResponse {
            let path = request.uri.path.split(separator: "/", omittingEmptySubsequences: true).map {
                String($0).removingPercentEncoding ?? String($0)
            }
            let base = configuration.basePath.split(separator: "/").map(String.init)
            guard path.starts(with: base) else { return notFound(mode) }
            let rest = Array(path.dropFirst(base.count))
            let basePath = base.map { "/" + $0 }.joined()
            let authority = request.head.authority ?? configuration.host
            if mode == .current, rest.starts(with: ["api", "v1"]) {
                guard let body else { return AdminFailure.tooLarge.response }
                return AdminAPI(store: store, now: Int(Date().timeIntervalSince1970)).respond(
                    method: request.method.rawValue,
                    path: Array(rest.dropFirst(2)),
                    query: request.uri.query ?? "",
                    authorization: request.headers[.authorization],
                    contentType: request.headers[.contentType],
                    body: body
                )
            }
            if rest.count == 3, rest[0] == "local_server", rest[1] == "server_admin",
                rest[2] == "json.php" || rest[2] == "xml.php"
            {
                guard let body else { return .text("", status: 413) }
                // PHP's SERVER_NAME is the host without the port.
                let serverName =
                    authority.hasPrefix("[")
                    ? String(authority[...(authority.firstIndex(of: "]") ?? authority.startIndex)])
                    : String(authority.split(separator: ":").first ?? "")
                return try LegacyAdminInterface(
                    store: store,
                    now: Int(Date().timeIntervalSince1970),
                    serverName: serverName,
                    mainURL: "http://\(serverName)\(basePath)/"
                ).respond(
                    flavour: rest[2] == "json.php" ? .json : .xml,
                    parameters: HTTPFrontEnd.legacyAdminParameters(query: request.uri.query, body: body),
                    cookieHeader: request.headers[.cookie]
                )
            }
            guard rest.first == "client_interface", rest.count >= 2 else { return notFound(mode) }
            if mode == .legacy, rest.count == 2, rest[1] == "contact.php" {
                // 2.x builds the message's links from SERVER_NAME, SERVER_PORT (unless 80) and the base path.
                let root = "http://" + (authority.hasSuffix(":80") ? String(authority.dropLast(3)) : authority)
                return try ContactForm(
                    store: store,
                    settings: configuration.emailContact,
                    outbox: outbox,
                    rootURL: root + basePath,
                    now: Date()
                ).respond(to: RequestParameters(query: request.uri.query ?? "", trimsValues: false))
            }
            guard request.method == .get || request.method == .head else {
                return mode == .legacy
                    ? .text("", status: 405)
                    : AdminFailure.methodNotAllowed(
                        method: request.method.rawValue,
                        path: rest.joined(separator: "/"),
                        allowed: ["GET", "HEAD"]
                    ).response
            }
            let api = ReadAPI(
                catalog: try store.catalog(),
                mode: mode,
                rootServerURI: "http://\(authority)\(basePath)",
                viewer: .anonymous,
                emailContact: configuration.emailContact
            )
            if rest[1] == "serverInfo.xml" { return api.serverInfoXML() }
            if rest.count == 3, rest[2] == "GetLangs.php", rest[1] == "json" {
                return mode == .legacy ? api.getLangs() : notFound(mode)
            }
            guard rest.count == 2 else { return notFound(mode) }
            // 2.x's data formats are folders of client_interface; any other is not there.
            if mode == .legacy, !ReadAPI.legacyDataFormats.contains(rest[1]) { return notFound(mode) }
            var query = request.uri.query ?? ""
            let pairs = query.split(separator: "&")
            if pairs.count > Self.maximumParameters {
                query = pairs.prefix(Self.maximumParameters).joined(separator: "&")
            }
            let parameters = RequestParameters(query: query, trimsValues: mode == .current)
            var answer = api.respond(dataFormat: rest[1], parameters: parameters)
            // 2.x starts a PHP session when a search finds meetings (it asks whether someone is logged in, who would
            // also see invalid meetings): a request without a session cookie gets one.
            if mode == .legacy, parameters.string("switcher") == "GetSearchResults", answer.body.count > 2,
                LegacyAdminInterface.cookie("PHPSESSID", in: request.headers[.cookie]) == nil
            {
                answer.headers.append(LegacyAdminInterface.newSessionCookie())
            }
            return answer
        }

        /// 4.x answers unknown paths with its administration web app (200, HTML); 2.x with a 404 page.
        private func notFound(_ mode: LocalServer.Mode) -> LocalResponse {
            switch mode {
            case .current:
                return .text(
                    "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>BMLT</title></head><body><div id=\"root\"></div></body></html>"
                )
            case .legacy:
                return .text("<html><body><h1>404 Not Found</h1></body></html>", status: 404)
            }
        }
    }
}
