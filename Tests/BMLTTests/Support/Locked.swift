import Foundation

/// A value shared by the tasks of a test, behind a lock: what the test doubles count and record. A final class
/// because the value is shared; `Synchronization.Mutex` would do, but it needs macOS 15 and iOS 18.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLockedValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
