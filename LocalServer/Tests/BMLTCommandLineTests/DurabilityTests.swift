@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import GRDB
import HTTPTypes
import Testing

/// `bmlt serve` killed with SIGKILL in the middle of a stream of administration writes, as a crash or a power cut
/// would end it: after a restart every write it acknowledged is there, and no write is there in part.
@Suite("Local server durability", .hangTimeLimit)
struct DurabilityTests {
    /// Writes in the stream, by four writers at once; the server is killed once 200 are acknowledged.
    static let writes = 1_000
    static let writers = 4
    static let killAfter = 200

    /// What the writers sent and what the server acknowledged.
    actor Ledger {
        /// The acknowledged meetings by id: the name the server last acknowledged, and a rename sent but not
        /// acknowledged when the server died.
        var meetings: [Int: (acknowledged: String, pending: String?)] = [:]
        /// Names of creations sent but not acknowledged.
        var pendingCreations: Set<String> = []
        private(set) var acknowledged = 0

        func sending(create name: String) { pendingCreations.insert(name) }

        func created(_ id: Int, _ name: String) {
            pendingCreations.remove(name)
            meetings[id] = (name, nil)
            acknowledged += 1
        }

        func sending(rename id: Int, to name: String) { meetings[id]?.pending = name }

        func renamed(_ id: Int, to name: String) {
            meetings[id] = (name, nil)
            acknowledged += 1
        }
    }

    @Test("kill -9 during 1,000 admin writes: every acknowledged write survives, none is partial")
    func killDuringWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-durability-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("server.sqlite")
        let arguments = ["serve", "--port", "0", "--data", database.path]
        let ledger = Ledger()

        try await BMLTExecutable.serving(arguments, killsAbruptly: true) { rootURL, processID in
            let api = try await AdminAPI(rootURL: rootURL)
            let writers = Task {
                await withTaskGroup(of: Void.self) { group in
                    for writer in 0..<Self.writers { group.addTask { await Self.write(as: writer, api, ledger) } }
                }
            }
            // Killed once 200 writes are acknowledged (or, if the writers stop early, when they stop).
            for _ in 0..<60_000 where await ledger.acknowledged < Self.killAfter {
                try await Task.sleep(for: .milliseconds(2))
            }
            kill(processID, SIGKILL)
            await writers.value
        }
        #expect(await ledger.acknowledged >= Self.killAfter)
        #expect(await ledger.acknowledged < Self.writes, "the server was killed before the stream ended")

        let check = try DatabaseQueue(path: database.path)
        let integrity = try await check.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
        #expect(integrity == "ok")
        try check.close()

        try await BMLTExecutable.serving(arguments) { rootURL in
            let api = try await AdminAPI(rootURL: rootURL)
            let stored = try await api.json(.get, "meetings?serviceBodyIds=1002") as? [[String: Any]] ?? []
            let durable = stored.filter { ($0["name"] as? String)?.hasPrefix("Durable ") == true }
            let byID = Dictionary(durable.map { ($0["id"] as? Int ?? 0, $0) }, uniquingKeysWith: { first, _ in first })
            let meetings = await ledger.meetings
            let pendingCreations = await ledger.pendingCreations

            for (id, names) in meetings {
                let name = byID[id]?["name"] as? String
                #expect(
                    name == names.acknowledged || name == names.pending,
                    "meeting \(id) is \(String(describing: name))"
                )
            }
            for meeting in durable {
                let id = meeting["id"] as? Int ?? 0
                let name = meeting["name"] as? String ?? ""
                #expect(meetings[id] != nil || pendingCreations.contains(name), "meeting \(id) \(name) was never sent")
                // A write is all there or not there: every field the creation sent is stored.
                #expect(meeting["location_street"] as? String == "1 Main St", "meeting \(id) is partial")
                #expect(meeting["location_municipality"] as? String == "Hicksville", "meeting \(id) is partial")
                #expect(meeting["startTime"] as? String == "18:30", "meeting \(id) is partial")
                #expect(meeting["comments"] as? String == "Written by writer \(name.split(separator: " ")[1])")
            }
        }
    }

    /// One writer: creates a meeting, renames it, and so on, until its share of the stream is sent or the server dies.
    private static func write(as writer: Int, _ api: AdminAPI, _ ledger: Ledger) async {
        var last: Int?
        for step in 0..<(writes / writers) {
            do {
                if step.isMultiple(of: 2) {
                    let name = "Durable \(writer) \(step)"
                    await ledger.sending(create: name)
                    let created = try await api.json(.post, "meetings", meeting(name, writer: writer))
                    let id = try #require((created as? [String: Any])?["id"] as? Int)
                    await ledger.created(id, name)
                    last = id
                } else if let id = last {
                    let name = "Durable \(writer) \(step) renamed"
                    await ledger.sending(rename: id, to: name)
                    _ = try await api.json(.patch, "meetings/\(id)", ["name": name])
                    await ledger.renamed(id, to: name)
                }
            } catch {
                return  // The server is gone.
            }
        }
    }

    private static func meeting(_ name: String, writer: Int) -> [String: Any] {
        [
            "name": name, "serviceBodyId": 1002, "formatIds": [17], "venueType": 1, "day": 2, "startTime": "18:30",
            "duration": "01:30", "latitude": 40.75, "longitude": -73.5, "published": true,
            "location_street": "1 Main St", "location_municipality": "Hicksville", "location_province": "NY",
            "comments": "Written by writer \(writer)",
        ]
    }

    /// The administration API of a server, as the server administrator.
    struct AdminAPI: Sendable {
        let rootURL: URL
        let token: String
        private let transport = URLSessionTransport()

        init(rootURL: URL) async throws {
            self.rootURL = rootURL
            var login = TransportRequest(method: .post, url: rootURL.appendingPathComponent("api/v1/auth/token"))
            login.headerFields[.contentType] = "application/json"
            login.body = Data(#"{"username": "serveradmin", "password": "CoreysGoryStory"}"#.utf8)
            let answer = try JSONSerialization.jsonObject(with: try await transport.send(login).body)
            token = try #require((answer as? [String: Any])?["access_token"] as? String)
        }

        func json(_ method: HTTPRequest.Method, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
            var request = TransportRequest(
                method: method,
                url: URL(string: rootURL.absoluteString + "/api/v1/" + path)!
            )
            request.headerFields[.authorization] = "Bearer \(token)"
            request.headerFields[.accept] = "application/json"
            if let body {
                request.headerFields[.contentType] = "application/json"
                request.body = try JSONSerialization.data(withJSONObject: body)
            }
            let response = try await transport.send(request)
            guard response.status.code < 300 else {
                throw BMLTError(code: .httpStatus, reason: "HTTP \(response.status.code)")
            }
            return response.body.isEmpty ? nil : try JSONSerialization.jsonObject(with: response.body)
        }
    }
}
