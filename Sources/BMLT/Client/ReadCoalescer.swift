import Foundation

/// Lets concurrent identical reads share one request and one decoding.
///
/// Meeting finders often ask for the same thing from several places at once (a list and a map, a widget and the
/// app). The first caller's read runs; callers that ask for the same key while it is in flight wait for its result.
/// A waiter that is cancelled stops waiting at once; the read itself is cancelled only when no one waits any more.
///
/// A final class because it holds the reads in flight, shared by every copy of a client; a lock guards them.
final class ReadCoalescer: @unchecked Sendable {
    private final class Flight: @unchecked Sendable {
        var waiters: [Int: CheckedContinuation<any Sendable, any Error>] = [:]
        var task: Task<Void, Never>?
    }

    private let lock = NSLock()
    private var flights: [String: Flight] = [:]
    private var lastWaiterID = 0

    /// The result of `operation`, or of an identical operation already in flight under `key`.
    func value<Value: Sendable>(
        for key: String,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let key = "\(Value.self) \(key)"
        let waiterID = lock.withLock {
            lastWaiterID += 1
            return lastWaiterID
        }
        let result = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<any Sendable, any Error>) in
                lock.withLock {
                    // Checked under the lock, so a cancellation that came before this wait is not missed.
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else if let flight = flights[key] {
                        flight.waiters[waiterID] = continuation
                    } else {
                        let flight = Flight()
                        flight.waiters[waiterID] = continuation
                        flights[key] = flight
                        flight.task = Task { await self.run(flight, key: key, operation) }
                    }
                }
            }
        } onCancel: {
            let (waiter, abandoned) = lock.withLock { () -> (CheckedContinuation<any Sendable, any Error>?, Flight?) in
                guard let flight = flights[key], let waiter = flight.waiters.removeValue(forKey: waiterID) else {
                    return (nil, nil)
                }
                guard flight.waiters.isEmpty else { return (waiter, nil) }
                flights[key] = nil
                return (waiter, flight)
            }
            waiter?.resume(throwing: CancellationError())
            abandoned?.task?.cancel()
        }
        guard let value = result as? Value else { preconditionFailure("a key's results have its value type") }
        return value
    }

    private func run<Value: Sendable>(
        _ flight: Flight,
        key: String,
        _ operation: @Sendable () async throws -> Value
    ) async {
        let outcome: Result<any Sendable, any Error>
        do {
            outcome = .success(try await operation())
        } catch {
            outcome = .failure(error)
        }
        let waiters = lock.withLock {
            if flights[key] === flight { flights[key] = nil }
            defer { flight.waiters = [:] }
            return Array(flight.waiters.values)
        }
        for waiter in waiters { waiter.resume(with: outcome) }
    }
}
