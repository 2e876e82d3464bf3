public import Foundation

/// What reads gave, and whether a kept answer stood in for one the server could not give.
///
/// ```swift
/// let answer = try await client.answer { try await $0.meetings(matching: query) }
/// if let staleness = answer.staleness {
///     print("Offline: meetings as of \(staleness.storedAt.formatted())")
/// }
/// ```
public struct ReadAnswer<Value: Sendable>: Sendable {
    public var value: Value
    /// The oldest kept answer given in place of the server's, or `nil` when every answer was fresh.
    public var staleness: Staleness?

    public var isStale: Bool { staleness != nil }
}

/// A kept answer given because the server could not be reached (RFC 5861's `stale-if-error`).
public struct Staleness: Sendable {
    /// When the server last gave or confirmed the answer.
    public var storedAt: Date
    /// How old the answer was when it was given.
    public var age: Duration
    /// Why the server's answer could not be had.
    public var error: BMLTError
}

extension BMLTClient {
    /// Runs `reads` on this client and says whether a kept answer stood in for one the server could not give.
    ///
    /// Without it, reads give such answers too (up to ``CachePolicy/staleIfError`` old) but do not say so.
    ///
    /// - Parameters:
    ///   - allowingStale: `false` makes the reads fresh-only: each fails with the server's error rather than give a
    ///     stale answer (a pull to refresh, say).
    ///   - isolation: the caller's, in which `reads` runs (so it need not be `Sendable`).
    ///   - reads: the reads, on the client it is given.
    public func answer<Value: Sendable>(
        allowingStale: Bool = true,
        isolation: isolated (any Actor)? = #isolation,
        _ reads: (BMLTClient) async throws -> Value
    ) async throws -> ReadAnswer<Value> {
        let report = StalenessReport(allowsStale: allowingStale)
        let value = try await StalenessReport.$current.withValue(report, operation: { try await reads(self) })
        return ReadAnswer(value: value, staleness: report.oldest)
    }
}

/// The stale answers of the reads inside one ``BMLTClient/answer(allowingStale:isolation:_:)``, told by the task that made
/// them. A final class because the reads, in child tasks too, add to one report; a lock guards it.
final class StalenessReport: @unchecked Sendable {
    @TaskLocal static var current: StalenessReport?

    let allowsStale: Bool
    private let lock = NSLock()
    private var oldestAnswer: Staleness?

    init(allowsStale: Bool) {
        self.allowsStale = allowsStale
    }

    var oldest: Staleness? { lock.withLock { oldestAnswer } }

    /// Whether the reads running now may be given a stale answer.
    static var allowsStale: Bool { current?.allowsStale ?? true }

    /// Tells the report of the reads running now, if any, of a stale answer given.
    static func note(_ staleness: Staleness) {
        guard let report = current else { return }
        report.lock.withLock {
            if report.oldestAnswer.map({ staleness.age > $0.age }) ?? true { report.oldestAnswer = staleness }
        }
    }
}
