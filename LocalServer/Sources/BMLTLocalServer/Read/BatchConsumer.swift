import Foundation

/// Consumes batches on a thread of its own, in the order they are sent, while the sender makes the next: loading a
/// snapshot decodes rows on the database's thread (GRDB uses a connection on no other) while this one files them.
final class BatchConsumer<Batch: Sendable, State: Sendable>: @unchecked Sendable {
    // Unchecked: `pending`, `isFinished` and `state` are read and written only with `condition` locked.
    private let condition = NSCondition()
    private var pending: [Batch] = []
    private var isFinished = false
    private var state: State?
    private let consumed = DispatchSemaphore(value: 0)

    /// Starts the thread, which calls `consume` with the state, from `initial`, and each batch.
    init(_ initial: State, consume: @escaping @Sendable (inout State, Batch) -> Void) {
        Thread { [self] in
            var state = initial
            while let batches = takePending() {
                for batch in batches { consume(&state, batch) }
            }
            condition.lock()
            self.state = state
            condition.unlock()
            consumed.signal()
        }.start()
    }

    func send(_ batch: Batch) {
        condition.lock()
        pending.append(batch)
        condition.signal()
        condition.unlock()
    }

    /// Waits until every batch sent is consumed, and returns the state; the thread then ends.
    func finish() -> State {
        condition.lock()
        isFinished = true
        condition.signal()
        condition.unlock()
        consumed.wait()
        condition.lock()
        defer { condition.unlock() }
        guard let state else { preconditionFailure("the thread sets the state before it signals") }
        return state
    }

    /// The batches sent since the last call, waiting for one; `nil` once finished with none left.
    private func takePending() -> [Batch]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty, !isFinished { condition.wait() }
        guard !pending.isEmpty else { return nil }
        defer { pending = [] }
        return pending
    }
}
