import BMLT
import BMLTAsyncHTTPClient
import Foundation
import HTTPTypes

/// `bmlt-benchmark write-load ROOT --meetings 1,2,3 [--clients 1] [--seconds 10] [--tag T] [--user U]
/// [--password P]`: renames meetings through the admin API (`PATCH /api/v1/meetings/{id}` with a new `name`) from
/// CLIENTS concurrent clients for SECONDS, each client writing its own share of the meetings in turn, one request at a
/// time. Prints one JSON object: the writes the server acknowledged (2xx), the failed ones, the seconds taken, and the
/// last acknowledged name of each meeting (for reading them back).
enum WriteLoadCommand {
    struct Outcome: Encodable {
        var writes = 0
        var errors = 0
        var seconds = 0.0
        var rate = 0.0
        var firstError: String?
        var last: [String: String] = [:]
    }

    static func run(_ arguments: [String]) async throws {
        let value = { (name: String) in
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let root = arguments.first.flatMap({ URL(string: $0) }),
            let meetings = value("--meetings")?.split(separator: ",").compactMap({ Int($0) }), !meetings.isEmpty
        else {
            throw BenchmarkError("usage: bmlt-benchmark write-load ROOT --meetings ID,ID… [--clients N] [--seconds S]")
        }
        let clients = max(1, min(value("--clients").flatMap { Int($0) } ?? 1, meetings.count))
        let seconds = value("--seconds").flatMap { Double($0) } ?? 10
        let tag = value("--tag") ?? "write"
        let transport = AsyncHTTPClientTransport()
        let token = try await Self.token(
            root: root,
            user: value("--user") ?? "serveradmin",
            password: value("--password") ?? "CoreysGoryStory",
            transport: transport
        )
        let start = ContinuousClock.now
        let deadline = start + .milliseconds(Int(seconds * 1000))
        let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
            for client in 0..<clients {
                let own = meetings.enumerated().filter { $0.offset % clients == client }.map(\.element)
                group.addTask {
                    var outcome = Outcome()
                    var count = 0
                    while ContinuousClock.now < deadline {
                        let meeting = own[count % own.count]
                        count += 1
                        let name = "Benchmark \(tag) \(client + 1)-\(count)"
                        var request = TransportRequest(
                            method: .patch,
                            url: root.appendingPathComponent("api/v1/meetings/\(meeting)"),
                            body: try JSONSerialization.data(withJSONObject: ["name": name])
                        )
                        request.headerFields[.authorization] = "Bearer \(token)"
                        request.headerFields[.contentType] = "application/json"
                        request.headerFields[.accept] = "application/json"
                        do {
                            let response = try await transport.send(request)
                            if response.status.kind == .successful {
                                outcome.writes += 1
                                outcome.last[String(meeting)] = name
                            } else {
                                outcome.errors += 1
                                outcome.firstError =
                                    outcome.firstError
                                    ?? "\(response.status.code) \(String(decoding: response.body.prefix(200), as: UTF8.self))"
                            }
                        } catch {
                            outcome.errors += 1
                            outcome.firstError = outcome.firstError ?? "\(error)"
                        }
                    }
                    return outcome
                }
            }
            var total = Outcome()
            for try await outcome in group {
                total.writes += outcome.writes
                total.errors += outcome.errors
                total.firstError = total.firstError ?? outcome.firstError
                total.last.merge(outcome.last) { $1 }
            }
            return total
        }
        var result = outcomes
        let elapsed = ContinuousClock.now - start
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        result.rate = Double(result.writes) / result.seconds
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        FileHandle.standardOutput.write(try encoder.encode(result) + Data("\n".utf8))
    }

    /// An access token of the admin API (`POST /api/v1/auth/token`).
    static func token(
        root: URL,
        user: String,
        password: String,
        transport: AsyncHTTPClientTransport
    ) async throws
        -> String
    {
        var request = TransportRequest(
            method: .post,
            url: root.appendingPathComponent("api/v1/auth/token"),
            body: try JSONSerialization.data(withJSONObject: ["username": user, "password": password])
        )
        request.headerFields[.contentType] = "application/json"
        request.headerFields[.accept] = "application/json"
        let response = try await transport.send(request)
        guard let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            let token = object["access_token"] as? String
        else {
            throw BenchmarkError(
                "\(root): no access token (\(response.status.code) \(String(decoding: response.body, as: UTF8.self)))"
            )
        }
        return token
    }
}
