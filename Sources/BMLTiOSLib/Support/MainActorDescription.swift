import Dispatch
import Foundation

/// A node's text for NSObject's `description`, which is nonisolated while the node's state belongs to the main
/// actor: on the main actor (where the library and its callbacks run) the node describes itself; elsewhere it gets
/// NSObject's own description rather than read state another thread may be changing.
func onMainActor(_ describe: @MainActor () -> String, otherwise fallback: @autoclosure () -> String) -> String {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) == true
        ? MainActor.assumeIsolated(describe) : fallback()
}

/// Marks the main queue. The main actor runs its jobs there, and on Linux, once a program calls `dispatchMain()`
/// (as test runners do), not on the main thread.
private let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
