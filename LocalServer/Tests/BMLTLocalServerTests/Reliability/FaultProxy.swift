import AsyncHTTPClient
import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// A loopback HTTP server in front of a local server: it forwards every request, and spoils the answers of those
/// its fault plan matches — a reset, a truncated or dripping body, a stall, an error status, a redirect, a 100 MB
/// body — so that tests see the library's behaviour on a real socket.
///
/// A final class because it owns the listening socket and the plan, which tests change while it serves.
final class FaultProxy: Sendable {
    /// What the proxy does to a matched request's answer (the request itself always reaches the server first, as a
    /// write does when only its answer is lost).
    enum Fault: Hashable, Sendable, CustomStringConvertible {
        /// The connection is reset before any answer.
        case resetBeforeAnswer
        /// Half the body, then a reset.
        case resetMidBody
        /// Half the body, then a clean close: fewer bytes than `Content-Length` says.
        case truncatedBody
        /// Nothing at all, until the client gives up.
        case stallBeforeHeaders
        /// The answer one byte at a time, every 50 ms, so that no idle timeout fires.
        case slowDrip
        /// `302` to the same path at another origin (`http://host:port`).
        case redirect(toOrigin: String)
        /// This status, with a JSON message body or with none.
        case status(Int, withBody: Bool)
        /// A `502` page from a proxy in HTML.
        case htmlErrorPage
        /// A `200` HTML page (a captive portal, a web server's default page).
        case htmlPage
        /// The real answer labelled `text/html`, as some PHP servers label JSON.
        case wrongContentType
        /// The real answer gzip-encoded with `Content-Encoding: gzip`.
        case gzip
        /// A `200` JSON answer of 100 MB that is not a BMLT answer.
        case hugeBody

        var description: String {
            switch self {
            case .resetBeforeAnswer: "reset before the answer"
            case .resetMidBody: "reset in the body"
            case .truncatedBody: "truncated body"
            case .stallBeforeHeaders: "stall before the headers"
            case .slowDrip: "slow drip"
            case .redirectToHTTP: "redirect to http://"
            case .redirect(let origin): "redirect to \(origin)"
            case .status(let code, let withBody): "HTTP \(code)\(withBody ? " with a body" : " without a body")"
            case .htmlErrorPage: "HTML error page"
            case .htmlPage: "HTML page"
            case .wrongContentType: "wrong content type"
            case .gzip: "gzip"
            case .hugeBody: "100 MB body"
            }
        }

        /// `302` to plain `http://` on a host that is not loopback, and that no resolver knows (RFC 2606), should
        /// the client wrongly follow it.
        static let redirectToHTTP = Fault.redirect(toOrigin: "http://bmlt.invalid")

        /// Every kind of fault the tests inject.
        static let all: [Fault] =
            [
                .resetBeforeAnswer, .resetMidBody, .truncatedBody, .stallBeforeHeaders, .slowDrip, .redirectToHTTP,
                .htmlErrorPage, .htmlPage, .wrongContentType, .gzip, .hugeBody,
            ]
            + [401, 403, 404, 409, 422, 429, 500, 503].flatMap {
                [.status($0, withBody: true), .status($0, withBody: false)]
            }

        /// Whether the fault breaks the connection or its timing (the rest replace the answer).
        var spoilsTheConnection: Bool {
            switch self {
            case .resetBeforeAnswer, .resetMidBody, .truncatedBody, .stallBeforeHeaders, .slowDrip, .hugeBody: true
            default: false
            }
        }

        /// Whether the client should still get the real answer through this fault.
        var keepsTheAnswer: Bool { self == .gzip || self == .wrongContentType }
    }

    /// Which requests a plan spoils.
    struct Plan: Sendable {
        var fault: Fault
        var matches: @Sendable (Request) -> Bool
        /// How many matching requests are spoiled; the rest are forwarded.
        var times = Int.max
    }

    /// A request as the proxy read it.
    struct Request: Sendable {
        var method: String
        var target: String
        var headers: [(name: String, value: String)]
        var body: [UInt8]
        /// When the proxy had read it whole.
        var arrival = ContinuousClock.now

        func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    private struct State {
        var plan: Plan?
        var matched = 0
        var requests: [Request] = []
        /// Open connections, closed when the proxy stops: a client's idle keep-alive connection would keep it up.
        var connections: [ObjectIdentifier: any Channel] = [:]
        var stopped = false
    }

    let upstream: URL
    private let state = NIOLockedValueBox(State())
    private let listener: NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>

    /// The port the proxy listens on, at 127.0.0.1.
    var port: Int { listener.channel.localAddress?.port ?? 0 }

    /// The upstream root URL as the proxy serves it.
    var rootURL: URL {
        var components = URLComponents(url: upstream, resolvingAgainstBaseURL: false)!
        components.port = port
        return components.url!
    }

    /// Runs a proxy in front of `upstream` (a root server URL on 127.0.0.1) for the duration of `body`.
    static func withRunning<Result: Sendable>(
        upstream: URL,
        _ body: (FaultProxy) async throws -> Result
    ) async throws -> Result {
        // One event loop for the listener and its connections: with connections on other loops, one accepted as the
        // listener closes can be dropped unclosed, which NIO stops the process for.
        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton.next())
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        let proxy = FaultProxy(upstream: upstream, listener: listener)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await proxy.serve() }
            // Stopped, not cancelled: every accepted connection must still be taken from the listener and closed
            // (NIO stops the process on an async channel dropped unclosed), which serving to the end does.
            defer { proxy.stop() }
            return try await body(proxy)
        }
    }

    /// Closes the listening socket and every connection, and any connection accepted from now on.
    private func stop() {
        listener.channel.close(promise: nil)
        let open = state.withLockedValue { state in
            state.stopped = true
            return Array(state.connections.values)
        }
        for channel in open { channel.close(promise: nil) }
    }

    private init(upstream: URL, listener: NIOAsyncChannel<NIOAsyncChannel<ByteBuffer, ByteBuffer>, Never>) {
        self.upstream = upstream
        self.listener = listener
    }

    /// Spoils the answers of the requests `plan` matches from now on; `nil` forwards everything.
    func inject(_ plan: Plan?) {
        state.withLockedValue {
            $0.plan = plan
            $0.matched = 0
        }
    }

    /// How many requests the current plan matched (spoiled or forwarded).
    var matchedRequests: Int { state.withLockedValue { $0.matched } }

    /// Every request the proxy received.
    var requests: [Request] { state.withLockedValue { $0.requests } }

    // MARK: - Serving

    private func serve() async throws {
        try await withThrowingDiscardingTaskGroup { group in
            try await listener.executeThenClose { connections in
                for try await connection in connections {
                    group.addTask { try? await self.serve(connection) }
                }
            }
        }
    }

    private func serve(_ connection: NIOAsyncChannel<ByteBuffer, ByteBuffer>) async throws {
        let key = ObjectIdentifier(connection.channel)
        let stopped = state.withLockedValue { state in
            if !state.stopped { state.connections[key] = connection.channel }
            return state.stopped
        }
        defer { _ = state.withLockedValue { $0.connections.removeValue(forKey: key) } }
        try await connection.executeThenClose { inbound, outbound in
            if stopped { return }
            var pending = ByteBuffer()
            var continued = false
            for try await var chunk in inbound {
                pending.writeBuffer(&chunk)
                while true {
                    switch Self.take(from: &pending) {
                    case .incomplete(let expectsContinue):
                        if expectsContinue, !continued {
                            continued = true
                            try await outbound.write(ByteBuffer(string: "HTTP/1.1 100 Continue\r\n\r\n"))
                        }
                    case .request(let request):
                        continued = false
                        guard try await answer(request, outbound, connection.channel) else { return }
                        continue
                    }
                    break
                }
            }
        }
    }

    /// Answers one request; `false` when the connection must close.
    private func answer(
        _ request: Request,
        _ outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>,
        _ channel: any Channel
    ) async throws -> Bool {
        let fault = state.withLockedValue { state -> Fault? in
            state.requests.append(request)
            guard let plan = state.plan, plan.matches(request) else { return nil }
            state.matched += 1
            return state.matched <= plan.times ? plan.fault : nil
        }
        let real = try await forward(request)
        // A client that asks to close after the answer gets that, as from a real server.
        let keepsOpen = request.header("Connection")?.lowercased() != "close"
        guard let fault, fault.spoilsTheConnection else {
            let answer = fault.map { Self.answer(real, spoiledBy: $0, target: request.target) } ?? real
            try await outbound.write(Self.encode(answer, closing: !keepsOpen))
            return keepsOpen
        }
        switch fault {
        case .resetBeforeAnswer:
            try await reset(channel)
            return false
        case .resetMidBody, .truncatedBody:
            var head = real
            head.body = Array(real.body.prefix(max(1, real.body.count / 2)))
            try await outbound.write(Self.encode(head, contentLength: max(real.body.count, 2)))
            if fault == .resetMidBody {
                // A reset discards what the client's socket has received and not yet read: without the pause, a
                // small answer could vanish whole, which is a reset before the answer, not in the body.
                try await Task.sleep(for: .milliseconds(250))
                try await reset(channel)
            }
            return false
        case .stallBeforeHeaders:
            // Until the client gives up or the proxy stops.
            try await channel.closeFuture.get()
            return false
        case .slowDrip:
            let bytes = Self.encode(real, closing: !keepsOpen)
            for byte in bytes.readableBytesView {
                try await outbound.write(ByteBuffer(bytes: [byte]))
                try await Task.sleep(for: .milliseconds(50))
            }
            return keepsOpen
        case .hugeBody:
            let size = 100 << 20
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(size)\r\n\r\n"
            try await outbound.write(ByteBuffer(string: head))
            var chunk = ByteBuffer(repeating: UInt8(ascii: " "), count: 1 << 20)
            chunk.setInteger(UInt8(ascii: "["), at: 0)
            try await outbound.write(chunk)
            chunk.setInteger(UInt8(ascii: " "), at: 0)
            for _ in 1..<(size >> 20) { try await outbound.write(chunk) }
            return keepsOpen
        default:
            preconditionFailure("\(fault) spoils the answer, not the connection")
        }
    }

    /// The answer a fault puts in place of the real one, when it spoils only the answer.
    private static func answer(_ real: Answer, spoiledBy fault: Fault, target: String) -> Answer {
        func page(_ status: Int, _ html: String) -> Answer {
            Answer(status: status, headers: [("Content-Type", "text/html")], body: Array(html.utf8))
        }
        switch fault {
        case .redirect(let origin):
            return Answer(status: 302, headers: [("Location", origin + target)], body: [])
        case .status(let code, let withBody):
            return withBody
                ? Answer(
                    status: code,
                    headers: [("Content-Type", "application/json")],
                    body: Array(#"{"message":"Injected by the fault proxy."}"#.utf8)
                ) : Answer(status: code, headers: [], body: [])
        case .htmlErrorPage:
            return page(
                502,
                "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>"
            )
        case .htmlPage:
            return page(
                200,
                "<!DOCTYPE html><html><head><title>Welcome</title></head><body><form>Sign in to the Wi-Fi</form></body></html>"
            )
        case .wrongContentType:
            var relabelled = real
            relabelled.headers = relabelled.headers.filter { $0.name.lowercased() != "content-type" }
            relabelled.headers.append(("Content-Type", "text/html; charset=UTF-8"))
            return relabelled
        case .gzip:
            // As web servers do, only a body is compressed: a 204 has none to encode.
            guard !real.body.isEmpty else { return real }
            var compressed = real
            compressed.body = GzipStored.encode(real.body)
            compressed.headers.append(("Content-Encoding", "gzip"))
            return compressed
        default:
            return real
        }
    }

    private func reset(_ channel: any Channel) async throws {
        try await (channel as? any SocketOptionProvider)?.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
    }

    // MARK: - HTTP/1.1 on bytes

    struct Answer: Sendable {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]
    }

    private func forward(_ request: Request) async throws -> Answer {
        var outgoing = HTTPClientRequest(
            url: upstream.scheme! + "://" + upstream.host! + ":\(upstream.port!)" + request.target
        )
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers
        where !["host", "connection", "content-length", "expect"].contains(name.lowercased()) {
            outgoing.headers.add(name: name, value: value)
        }
        if !request.body.isEmpty { outgoing.body = .bytes(request.body) }
        let response = try await HTTPClient.shared.execute(outgoing, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 64 << 20)
        let dropped: Set<String> = ["content-length", "transfer-encoding", "connection", "keep-alive"]
        return Answer(
            status: Int(response.status.code),
            headers: response.headers.filter { !dropped.contains($0.name.lowercased()) }.map { ($0.name, $0.value) },
            body: Array(body.readableBytesView)
        )
    }

    private static func encode(_ answer: Answer, contentLength: Int? = nil, closing: Bool = false) -> ByteBuffer {
        var head = "HTTP/1.1 \(answer.status) \(answer.status < 400 ? "OK" : "Error")\r\n"
        for (name, value) in answer.headers { head += "\(name): \(value)\r\n" }
        if closing { head += "Connection: close\r\n" }
        head += "Content-Length: \(contentLength ?? answer.body.count)\r\n\r\n"
        var buffer = ByteBuffer(string: head)
        buffer.writeBytes(answer.body)
        return buffer
    }

    private enum Parsed {
        case incomplete(expectsContinue: Bool)
        case request(Request)
    }

    /// The first whole request in `pending`, removed from it.
    private static func take(from pending: inout ByteBuffer) -> Parsed {
        let bytes = pending.readableBytesView
        guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return .incomplete(expectsContinue: false) }
        let lines = String(decoding: bytes[bytes.startIndex..<end.lowerBound], as: UTF8.self).components(
            separatedBy: "\r\n"
        )
        let requestLine = lines[0].split(separator: " ")
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        let headLength = end.upperBound - bytes.startIndex
        guard bytes.count >= headLength + length else {
            let expects = headers.contains {
                $0.name.lowercased() == "expect" && $0.value.lowercased() == "100-continue"
            }
            return .incomplete(expectsContinue: expects)
        }
        let body = Array(bytes[end.upperBound..<(end.upperBound + length)])
        pending.moveReaderIndex(forwardBy: headLength + length)
        pending.discardReadBytes()
        return .request(
            Request(
                method: requestLine.first.map(String.init) ?? "GET",
                target: requestLine.count > 1 ? String(requestLine[1]) : "/",
                headers: headers,
                body: body
            )
        )
    }
}

/// gzip with stored (uncompressed) deflate blocks: a valid `Content-Encoding: gzip` body without a zlib dependency.
enum GzipStored {
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let last: UInt8 = offset + count == bytes.count ? 1 : 0
            out.append(last)
            out += [UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
            out += bytes[offset..<(offset + count)]
            offset += count
        } while offset < bytes.count
        out += littleEndian(crc32(bytes)) + littleEndian(UInt32(truncatingIfNeeded: bytes.count))
        return out
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
