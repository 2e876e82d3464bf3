import BMLTAsyncHTTPClient
import BMLTFixtures
import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real 2.16.6 server's answers as they came off the wire: their recorded head, byte for byte (a
/// `Content-Type:application/json` without a space, two `Set-Cookie` fields), written by a loopback server to both
/// transports, through the client's own calls.
@Suite("Recorded 2.16.6 answer heads on the wire")
struct RecordedHeadersTests {
    /// The recorded answer: its head as recorded (without the compression the recorder asked for) and its body.
    static func recordedAnswer(_ name: String) throws -> [UInt8] {
        // The body is the .json or .txt file beside the head.
        let head = String(decoding: try Fixtures.data(name + ".headers"), as: UTF8.self)
        let extensions = ["json", "txt"]
        let body = extensions.lazy.compactMap { try? Fixtures.data("\(name).\($0)") }.first ?? Data()
        var lines = head.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.hasPrefix("Content-Encoding:") && !$0.hasPrefix("Vary:") }
        lines.append("Content-Length: \(body.count)")
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + Array(body)
    }

    static let transports: [TransportChoice] = [.urlSession, .asyncHTTPClient]

    enum TransportChoice: String, CustomTestStringConvertible, Sendable {
        case urlSession, asyncHTTPClient
        var testDescription: String { rawValue }
        func make() -> any HTTPTransport {
            self == .urlSession ? URLSessionTransport() : AsyncHTTPClientTransport()
        }
    }

    @Test("A JSON answer whose Content-Type has no space after the colon", arguments: transports)
    func serverInfoWithoutASpace(transport: TransportChoice) async throws {
        let answer = try Self.recordedAnswer("001_GetServerInfo")
        #expect(
            String(decoding: answer, as: UTF8.self).contains("\r\nContent-Type:application/json; charset=UTF-8\r\n")
        )
        // URLSessionTransport on Linux sends the first request twice: FoundationNetworking refuses the answer, and the
        // transport reads it itself from then on.
        try await CannedServer.withRunning(answers: Array(repeating: answer, count: 4)) { root in
            let sender = transport.make()
            let client = try BMLTClient(rootURL: root, configuration: .init(transport: sender))
            #expect(try await client.serverInfo().version.description == "2.16.6")
            // Again, once the transport knows the server, and streamed.
            let again = try await client.raw(switcher: "GetServerInfo")
            #expect(
                again.mediaType == "application/json"
                    && again.headerFields[.contentType] == "application/json; charset=UTF-8"
            )
            var stream = try await sender.stream(TransportRequest(url: root.appendingPathComponent("x"))).body
                .makeAsyncIterator()
            #expect(try await stream.next()?.isEmpty == false)
        }
    }

    @Test("A 2.x login keeps the session cookie, not the expired one set first", arguments: transports)
    func loginCookies(transport: TransportChoice) async throws {
        let info = try Self.recordedAnswer("001_GetServerInfo")
        #if canImport(FoundationNetworking)
        let infos = transport == .urlSession ? [info, info] : [info]
        #else
        let infos = [info]
        #endif
        let answers =
            try infos + [
                Self.recordedAnswer("104_admin_login_nasc_admin"), Self.recordedAnswer("106_admin_get_user_info"),
            ]
        try await CannedServer.withRunning(answers: answers) { root, requests in
            let client = try BMLTClient(rootURL: root, configuration: .init(transport: transport.make()))
            let session = try await client.login(username: "nasc_admin", password: "CoreysGoryStory")
            #expect(await session.currentCredential?.secret == "PHPSESSID=brh07k5pc349r1koa12scjnmg7")
            _ = try await session.currentUser()
            let sent = String(decoding: requests().last ?? [], as: UTF8.self).lowercased()
            #expect(sent.contains("\r\ncookie: phpsessid=brh07k5pc349r1koa12scjnmg7\r\n"))
        }
    }

    @Test("A 2.x login's two Set-Cookie fields arrive as two fields", arguments: transports)
    func setCookieFieldsStayApart(transport: TransportChoice) async throws {
        let login = try Self.recordedAnswer("104_admin_login_nasc_admin")
        try await CannedServer.withRunning(answers: [login, login]) { root in
            let response = try await transport.make().send(
                TransportRequest(
                    method: .post,
                    url: root.appendingPathComponent("local_server/server_admin/json.php"),
                    body: Data("admin_action=login".utf8)
                )
            )
            #expect(
                response.headerFields[values: .setCookie] == [
                    "bmlt_admin_lang_pref=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/",
                    "PHPSESSID=brh07k5pc349r1koa12scjnmg7; path=/",
                ]
            )
            #expect(LegacyAdmin.sessionCookie(response) == "PHPSESSID=brh07k5pc349r1koa12scjnmg7")
        }
    }

    /// The `Set-Cookie` fields of an answer as URLSession joins them, and as ``URLSessionTransport`` parts them again.
    @Test func setCookieFieldsAsURLSessionJoinsThem() throws {
        let parted = { (joined: String) in
            TransportResponse(
                status: 200,
                headerFields: HTTPFields(URLSessionTransport.fields(.setCookie, joined: joined))
            )
        }
        let joined =
            "bmlt_admin_lang_pref=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/, "
            + "PHPSESSID=kf7164i8hcud3cugiicprc1eub; path=/"
        #expect(SetCookie.all(in: joined).map(\.name) == ["bmlt_admin_lang_pref", "PHPSESSID"])
        #expect(SetCookie.all(in: joined).map(\.isExpired) == [true, false])
        #expect(parted(joined).headerFields[values: .setCookie].count == 2)
        #expect(SetCookie.all(in: parted(joined)) == SetCookie.all(in: joined))
        #expect(SetCookie.cookieHeader(from: parted(joined)) == "PHPSESSID=kf7164i8hcud3cugiicprc1eub")

        // A failed 2.x login removes both: no cookie to keep.
        let refused =
            "bmlt_admin_lang_pref=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/, "
            + "PHPSESSID=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/"
        #expect(SetCookie.cookieHeader(from: parted(refused)) == nil)

        // Every live cookie goes back; a later field replaces an earlier one of the same name; Max-Age wins.
        let several =
            "a=1; Expires=Wed, 09 Jun 2121 10:18:14 GMT, b=2, a=3; Max-Age=60; Expires=Thu, 01-Jan-70 00:00:01 GMT"
        #expect(parted(several).headerFields[values: .setCookie].count == 3)
        #expect(SetCookie.cookieHeader(from: parted(several)) == "b=2; a=3")

        // Other fields URLSession joined stay one field: their values joined is what they mean.
        #expect(URLSessionTransport.fields(.cacheControl, joined: "no-store, no-cache").count == 1)

        // RFC 6265's date forms.
        let epoch = Date(timeIntervalSince1970: 1)
        #expect(SetCookie.cookieDate("Thu, 01 Jan 1970 00:00:01 GMT") == epoch)
        #expect(SetCookie.cookieDate("Thursday, 01-Jan-70 00:00:01 GMT") == epoch)
        #expect(SetCookie.cookieDate("Thu Jan  1 00:00:01 1970") == epoch)
        #expect(SetCookie.cookieDate("not a date") == nil)
    }
}

/// A loopback server that answers each connection with the next canned answer, byte for byte, then closes it; it
/// keeps the requests it read.
final class CannedServer: @unchecked Sendable {
    private let listener: LoopbackListener
    let port: Int
    private let lock = NSLock()
    private var requests: [[UInt8]] = []

    private init(answers: [[UInt8]]) throws {
        let listening = try LoopbackListener()
        listener = listening
        let listener = listening.descriptor
        port = listening.port
        Thread { [self] in
            for answer in answers {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                let request = Self.readRequest(connection)
                lock.withLock { requests.append(request) }
                _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
                close(connection)
            }
        }.start()
    }

    /// The head and as much of the body as its `Content-Length` says.
    private static func readRequest(_ connection: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let length =
                    text.lowercased().split(separator: "\r\n")
                    .first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if text.utf8.distance(from: text.utf8.startIndex, to: end.upperBound) + length <= bytes.count {
                    return bytes
                }
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    static func withRunning(answers: [[UInt8]], _ body: (URL) async throws -> Void) async throws {
        try await withRunning(answers: answers) { root, _ in try await body(root) }
    }

    /// Runs `body` with the server's root URL and a way to read the requests so far; closes the listener after.
    static func withRunning(
        answers: [[UInt8]],
        _ body: (URL, @Sendable () -> [[UInt8]]) async throws -> Void
    ) async throws {
        let server = try CannedServer(answers: answers)
        defer { server.listener.close() }
        try await body(
            URL(string: "http://127.0.0.1:\(server.port)/main_server")!,
            { server.lock.withLock { server.requests } }
        )
    }
}
