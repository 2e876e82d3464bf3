@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Logging
import NIOConcurrencyHelpers
import Testing

/// Passwords, tokens and session cookies never show in a URL, a log line (at trace level) or an error description,
/// whatever the calls do; plain `http://` is refused for other hosts than loopback; the local server listens on
/// loopback unless told otherwise.
@Suite("Secrets", .hangTimeLimit)
struct SecretsTests {
    static let password = "CoreysGoryStory"

    @Test("No secret in a URL, a log line or an error", arguments: LocalServer.Mode.allCases)
    func secretsStayHidden(mode: LocalServer.Mode) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let log = CapturingLogHandler()
            let transport = RecordingTransport()
            var configuration = BMLTClient.Configuration(transport: transport, retry: .none)
            configuration.logger = Logger(label: "secrets") { _ in log }
            let client = try BMLTClient(rootURL: server.rootURL, configuration: configuration)
            var errors: [any Error] = []
            var secrets = [Self.password]

            // A wrong password, a good login, calls that succeed and calls that fail, a logout, and a call after it.
            do { _ = try await client.login(username: "nasc_admin", password: Self.password + "x") } catch {
                errors.append(error)
            }
            let session = try await client.login(username: "nasc_admin", password: Self.password)
            let credential = try #require(await session.currentCredential)
            secrets.append(credential.secret)
            _ = try await session.currentUser()
            var edit = try await session.edit(meetingID: 188)
            edit.meeting.comments = "Edited by the secrets test"
            _ = try await session.save(edit)
            for failing: @Sendable () async throws -> Void in [
                { _ = try await session.meeting(id: 999_999) },
                {
                    _ = try await session.edit(meetingID: 14)
                    _ = try await session.deleteMeeting(id: 14)
                },
                {
                    _ = try await session.createUser(
                        AdminUser(id: 0, displayName: "x", level: .observer),
                        password: "p"
                    )
                },
            ] {
                do { try await failing() } catch { errors.append(error) }
            }
            try await session.logout()
            do { _ = try await session.currentUser() } catch { errors.append(error) }
            let resumed = client.session(resuming: credential)
            do { _ = try await resumed.meetings() } catch { errors.append(error) }

            #expect(errors.count >= 4)
            #expect(log.lines.count > 10, "the client logged at trace level")
            #expect(!transport.urls.isEmpty)
            for secret in secrets {
                for url in transport.urls {
                    #expect(!url.absoluteString.contains(secret), "a URL holds a secret: \(url)")
                }
                for line in log.lines { #expect(!line.contains(secret), "a log line holds a secret: \(line)") }
                for error in errors {
                    for text in [String(describing: error), String(reflecting: error), error.localizedDescription] {
                        #expect(!text.contains(secret), "an error holds a secret: \(text)")
                    }
                }
                #expect(!String(describing: credential).contains(secret))
            }
        }
    }

    @Test("Plain http:// is refused for a host that is not loopback, unless allowed")
    func insecureHTTP() throws {
        for url in [
            "http://bmlt.example.org/main_server", "http://10.0.0.8/main_server", "http://[fd00::1]/main_server",
        ] {
            let error = #expect(throws: BMLTError.self) { try BMLTClient(url) }
            #expect(error?.code == .insecureURL, "\(url)")
            var configuration = BMLTClient.Configuration()
            configuration.allowsInsecureHTTP = true
            #expect(throws: Never.self) { try BMLTClient(url, configuration: configuration) }
        }
        for url in ["http://127.0.0.1:8000/main_server", "http://localhost/main_server", "http://[::1]/main_server"] {
            #expect(throws: Never.self) { try BMLTClient(url) }
        }
    }

    @Test("The local server listens on loopback unless told otherwise")
    func localServerBindsLoopback() async throws {
        #expect(LocalServer.Configuration().host == "127.0.0.1")
        try await LocalServer.withRunning(LocalServer.Configuration(initialData: .empty)) { server in
            #expect(server.rootURL.host == "127.0.0.1")
        }
    }
}

/// Keeps every log line, message and metadata, at trace level; copies of the handler share their lines.
struct CapturingLogHandler: LogHandler {
    private final class Lines: Sendable {
        let storage = NIOLockedValueBox<[String]>([])
    }

    private let captured = Lines()
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    var lines: [String] { captured.storage.withLockedValue { $0 } }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { _, new in new }
        let text =
            "\(event.level) \(event.message) \(all.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " "))"
        captured.storage.withLockedValue { $0.append(text) }
    }
}

/// Sends with a ``URLSessionTransport`` and keeps every request's URL.
final class RecordingTransport: HTTPTransport {
    private let transport = URLSessionTransport()
    private let recorded = NIOLockedValueBox<[URL]>([])

    var urls: [URL] { recorded.withLockedValue { $0 } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        recorded.withLockedValue { $0.append(request.url) }
        return try await transport.send(request)
    }
}
