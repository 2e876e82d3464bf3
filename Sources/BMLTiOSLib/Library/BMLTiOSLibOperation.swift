/// An operation a ``BMLTiOSLib`` started: a search, a change query, a save.
///
/// Keep it to cancel just that operation; the others, and the login, carry on. A cancelled operation delivers no
/// callback. Operations need not be kept: they run to the end on their own.
public struct BMLTiOSLibOperation: Hashable, Sendable {
    let task: Task<Void, Never>

    /// Stops the operation. Nothing is delivered for it afterwards.
    public func cancel() { task.cancel() }

    /// Whether ``cancel()`` was called, or the library cancelled it (``BMLTiOSLib/cancelAllOperations()``).
    public var isCancelled: Bool { task.isCancelled }

    /// Waits until the operation has finished and delivered its callbacks (or was cancelled).
    public func finish() async { await task.value }
}
