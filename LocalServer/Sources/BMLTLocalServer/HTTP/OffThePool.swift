import Dispatch

/// Runs blocking work (SQLite, a password hash) on a Dispatch thread and waits for it without holding a thread: a
/// server embedded in an app's tests must not take the few threads Swift concurrency runs the tests themselves on.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result(catching: work)) }
    }
}
