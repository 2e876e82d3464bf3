import Foundation
import NIOConcurrencyHelpers

// Loading a snapshot runs before the server answers anything, so its two largest parts can take both cores.

/// `first` and `second`, each on a thread of its own.
func concurrently<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First,
    _ second: @Sendable () -> Second
) -> (First, Second) {
    let results = NIOLockedValueBox<(first: First?, second: Second?)>((nil, nil))
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 {
            let value = first()
            results.withLockedValue { $0.first = value }
        } else {
            let value = second()
            results.withLockedValue { $0.second = value }
        }
    }
    guard case (let first?, let second?) = results.withLockedValue({ $0 }) else {
        preconditionFailure("concurrentPerform ran both parts")
    }
    return (first, second)
}

extension Array where Element: Sendable {
    /// The elements transformed, half on each of two threads, in order.
    func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed) -> [Transformed] {
        let middle = count / 2
        let (head, tail) = concurrently({ self[..<middle].map(transform) }, { self[middle...].map(transform) })
        return head + tail
    }
}
