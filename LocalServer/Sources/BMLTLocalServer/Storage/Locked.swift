import Foundation

/// A value behind a lock, for state shared across threads.
///
/// The standard library's `Mutex` needs macOS 15 and iOS 18; the package supports macOS 14 and iOS 17, so this wraps
/// `NSLock`, which every platform has. `@unchecked Sendable` because the lock guards every access to the value.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
