import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Concurrent identical reads", .hangTimeLimit)
struct ConcurrentReadsTests {
    private static let body = Data(#"[{"id_bigint":"1","meeting_name":"A"},{"id_bigint":"2"}]"#.utf8)

    /// A client whose transport answers after `delay`, noting whether a request was cancelled.
    private func client(
        delay: Duration = .milliseconds(300),
        shares: Bool = true,
        cancelled: Counter? = nil
    ) throws -> (BMLTClient, StubTransport) {
        let transport = StubTransport { _, _ in
            do {
                try await Task.sleep(for: delay)
            } catch {
                cancelled?.increment()
                throw error
            }
            return TransportResponse(status: 200, headerFields: [.contentType: "application/json"], body: Self.body)
        }
        let client = try BMLTClient(
            rootURL: URL(string: "http://127.0.0.1:1/main_server")!,
            configuration: BMLTClient.Configuration(transport: transport, retry: .none, sharesConcurrentReads: shares)
        )
        return (client, transport)
    }

    @Test func sixtyFourIdenticalSearchesShareOneRequest() async throws {
        let (client, transport) = try client()
        let results = try await withThrowingTaskGroup(of: [Meeting].self) { group in
            for _ in 0..<64 { group.addTask { try await client.meetings(matching: .text("x")) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(Set(results.map { $0.map(\.id) }) == [[1, 2]])
        #expect(transport.requests.count == 1)
        // Once answered, the next read asks again.
        _ = try await client.meetings(matching: .text("x"))
        #expect(transport.requests.count == 2)
    }

    @Test func differentReadsAndTheOptOutDoNotShare() async throws {
        let (client, transport) = try client(delay: .milliseconds(50))
        async let first = client.meetings(matching: .text("x"))
        async let second = client.meetings(matching: .text("y"))
        _ = try await (first, second)
        #expect(transport.requests.count == 2)

        let (separate, separateTransport) = try self.client(delay: .milliseconds(50), shares: false)
        async let third = separate.meetings(matching: .text("x"))
        async let fourth = separate.meetings(matching: .text("x"))
        _ = try await (third, fourth)
        #expect(separateTransport.requests.count == 2)
    }

    @Test func aCancelledWaiterStopsAtOnceAndTheOthersGetTheResult() async throws {
        // The shared read answers only once the gate opens, after the cancelled caller has already returned.
        let gate = Counter()
        let transport = StubTransport { _, _ in
            while gate.value == 0 { try await Task.sleep(for: .milliseconds(10)) }
            return TransportResponse(status: 200, headerFields: [.contentType: "application/json"], body: Self.body)
        }
        let client = try BMLTClient(
            rootURL: URL(string: "http://127.0.0.1:1/main_server")!,
            configuration: BMLTClient.Configuration(transport: transport, retry: .none)
        )
        let stayer = Task { try await client.meetings(matching: .text("x")) }
        while transport.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        let quitter = Task { try await client.meetings(matching: .text("x")) }
        try await Task.sleep(for: .milliseconds(50))  // time to join the read in flight; either way it must return
        quitter.cancel()
        await #expect(throws: CancellationError.self) { try await quitter.value }
        gate.increment()
        #expect(try await stayer.value.map(\.id) == [1, 2])
        #expect(transport.requests.count == 1)
    }

    @Test func whenEveryWaiterIsCancelledTheReadIsCancelled() async throws {
        let cancelled = Counter()
        let (client, _) = try client(delay: .seconds(30), cancelled: cancelled)
        let waiters = (0..<3).map { _ in Task { try await client.meetings(matching: .text("x")) } }
        try await Task.sleep(for: .milliseconds(100))
        for waiter in waiters { waiter.cancel() }
        for waiter in waiters { await #expect(throws: CancellationError.self) { try await waiter.value } }
        for _ in 0..<100 where cancelled.value == 0 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(cancelled.value == 1)
    }

    @Test func aFailureReachesEveryWaiter() async throws {
        let transport = StubTransport { _, _ in
            try await Task.sleep(for: .milliseconds(200))
            return TransportResponse(status: 500, body: Data("down".utf8))
        }
        let client = try BMLTClient(
            rootURL: URL(string: "http://127.0.0.1:1/main_server")!,
            configuration: BMLTClient.Configuration(transport: transport, retry: .none)
        )
        let waiters = (0..<2).map { _ in Task { try await client.serverInfo() } }
        for waiter in waiters { await #expect(throws: BMLTError.self) { try await waiter.value } }
        #expect(transport.requests.count == 1)
    }
}

/// Counts cancelled requests.
final class Counter: Sendable {
    private let count = Locked(0)

    var value: Int { count.withLockedValue { $0 } }

    func increment() { count.withLockedValue { $0 += 1 } }
}
