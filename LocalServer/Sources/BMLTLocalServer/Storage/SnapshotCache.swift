/// What the store knows of the read snapshot, as one state machine: the snapshot of the data as last committed
/// (fresh), an older one with what every commit since changed (stale, for the next reader to patch), or nothing a
/// reader can start from (unknown: the next reader reads whole).
///
/// Commits move it toward stale or unknown; a snapshot read or patched moves it back to fresh, unless a commit came
/// while it was read. ``LocalStore`` keeps one behind a mutex and calls it from its transactions; the machine itself
/// does no I/O, so it is tested alone.
struct SnapshotCache: Sendable {
    enum State: Sendable {
        case fresh(any DataSnapshot)
        case stale(any DataSnapshot, changedSince: SnapshotChanges)
        case unknown
    }

    private(set) var state: State = .unknown
    /// How many commits changed the data so far: a snapshot read while one committed is not kept.
    private(set) var commits = 0

    /// The snapshot of the data as last committed, if known.
    var fresh: (any DataSnapshot)? {
        if case .fresh(let snapshot) = state { snapshot } else { nil }
    }

    /// An older snapshot and what the commits since changed, when the next reader can patch it.
    var stale: (snapshot: any DataSnapshot, changes: SnapshotChanges)? {
        if case .stale(let snapshot, let changes) = state { (snapshot, changes) } else { nil }
    }

    /// A commit, with what it changed (`nil`: something a snapshot cannot follow). Changes pile up on the last
    /// snapshot until they name so many meetings that reading whole is cheaper.
    mutating func committed(_ changes: SnapshotChanges?) {
        commits += 1
        guard let changes else {
            state = .unknown
            return
        }
        switch state {
        case .fresh(let snapshot): state = Self.stale(snapshot, changes)
        case .stale(let snapshot, let earlier): state = Self.stale(snapshot, earlier.union(changes))
        case .unknown: break
        }
    }

    private static func stale(_ snapshot: any DataSnapshot, _ changes: SnapshotChanges) -> State {
        changes.meetingIDs.count < SnapshotChanges.meetingLimit ? .stale(snapshot, changedSince: changes) : .unknown
    }

    /// The snapshot a commit left, patched on the writer's queue after its changes reached the cache and before any
    /// other write: the data as last committed.
    mutating func keepCommitted(_ snapshot: any DataSnapshot) {
        state = .fresh(snapshot)
    }

    /// A snapshot a reader read (or patched) after `commits` commits: kept only if none came since.
    mutating func keep(_ snapshot: any DataSnapshot, readAfter commits: Int) {
        guard commits == self.commits else { return }
        state = .fresh(snapshot)
    }

    /// Another program changed the data, or a load replaced it: nothing is known, and a read under way is not kept.
    mutating func forget() {
        commits += 1
        state = .unknown
    }
}
