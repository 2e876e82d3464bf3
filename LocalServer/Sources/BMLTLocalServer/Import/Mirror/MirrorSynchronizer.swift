import Foundation
import GRDB
import Logging

/// What a mirror does (``LocalServer/mirror``): it keeps the data in step with the origin, one sync at a time, on
/// request or every ``LocalServer/Mirror/syncInterval``, and keeps the last good sync and the last failure.
///
/// An actor because it holds the last sync's outcome, which callers and the timer share.
public actor MirrorSynchronizer {
    let mirror: LocalServer.Mirror
    let store: LocalStore
    let logger: Logger
    private var runs: RepeatedRun<Bool, LocalServer.MirrorSync>?
    /// The last sync that succeeded (the first read, at least).
    public private(set) var lastSync: LocalServer.MirrorSync?
    /// Why the last sync failed, when it did: the data is the last good sync's.
    public private(set) var lastFailure: LocalServerError?

    init(mirror: LocalServer.Mirror, store: LocalStore, logger: Logger, firstSync: LocalServer.MirrorSync?) {
        self.mirror = mirror
        self.store = store
        self.logger = logger
        lastSync = firstSync
    }

    var reader: OriginReader {
        OriginReader(origin: mirror.origin, transport: mirror.transport, timeout: mirror.requestTimeout)
    }

    /// The synchronizer's runs, made at the first use: their body holds the synchronizer weakly, so that a server's
    /// stop ends them.
    private var repeatedRuns: RepeatedRun<Bool, LocalServer.MirrorSync> {
        if let runs { return runs }
        let made = RepeatedRun<Bool, LocalServer.MirrorSync> { [weak self] whole in
            guard let self else { throw CancellationError() }
            return try await self.syncAndRecord(whole: whole)
        }
        runs = made
        return made
    }

    /// Syncs with the origin now: the meetings the origin's GetChanges names since the last sync (or, with `whole`,
    /// or when the origin cannot say what changed, everything), read whole before anything is replaced.
    ///
    /// A sync that fails keeps the last good data, and the error says why; a sync already running is waited for.
    ///
    /// - Throws: ``LocalServerError`` `.originFailed` when the origin could not be read.
    @discardableResult
    public func sync(whole: Bool = false) async throws -> LocalServer.MirrorSync {
        try await repeatedRuns.run(whole)
    }

    /// Syncs every ``LocalServer/Mirror/syncInterval`` until ``stop()``; a failed sync is logged and tried again at
    /// the next interval.
    func startTimer(syncingFirst: Bool) async {
        guard let interval = mirror.syncInterval else { return }
        await repeatedRuns.start(every: interval, runsFirst: syncingFirst, with: false)
    }

    func stop() async {
        await runs?.stop()
    }

    /// One sync, its outcome kept and logged: a failure once an outage, and again when its reason changes (a sync
    /// every few minutes would repeat it all day), and the recovery.
    private func syncAndRecord(whole: Bool) async throws -> LocalServer.MirrorSync {
        do {
            let sync = try await perform(whole: whole)
            lastSync = sync
            if lastFailure != nil {
                logger.notice("Mirror sync works again", metadata: ["origin": "\(mirror.origin.absoluteString)"])
            }
            lastFailure = nil
            return sync
        } catch {
            let failure =
                (error as? LocalServerError)
                ?? LocalServerError(
                    .originFailed,
                    reason: "The sync with \(mirror.origin.absoluteString) failed: \(error)"
                )
            let level: Logger.Level = failure.reason == lastFailure?.reason ? .debug : .warning
            lastFailure = failure
            logger.log(
                level: level,
                "Mirror sync failed; serving the last good data",
                metadata: ["origin": "\(mirror.origin.absoluteString)", "reason": "\(failure.reason)"]
            )
            throw failure
        }
    }

    /// The changes since the last sync when the origin can name them, else everything.
    private func perform(whole: Bool) async throws -> LocalServer.MirrorSync {
        let began = Date()
        let clock = ContinuousClock()
        let start = clock.now
        let state = try await store.database.read(MirrorStore.state)
        var note: String?
        if !whole, let state {
            if let (changed, changes) = await reader.changedMeetingIDs(since: state.syncedAt) {
                // Now and then, every meeting compared with the origin's: a change no change record names (a restored
                // database, an edit outside the server) is found within the interval, and the origin read whole, as
                // only a whole read gives its rows' order.
                var compared = false
                if let interval = mirror.comparisonInterval,
                    began.timeIntervalSince(state.comparedAt) >= Double(interval.components.seconds)
                {
                    let unnamed = try await unnamedChanges(besides: changed)
                    compared = unnamed.isEmpty
                    if !unnamed.isEmpty {
                        note =
                            "A comparison with the origin's meetings found \(unnamed.count) changed that its "
                            + "GetChanges does not name, so the whole origin was read."
                    }
                }
                if note == nil {
                    var data = try await reader.read(meetingIDs: changed, progress: mirror.progress ?? { _ in })
                    data.changes = changes
                    try checkMode(data)
                    let (updated, removed) = try await MirrorStore(store: store).apply(
                        data,
                        changedIDs: changed,
                        origin: mirror.origin,
                        readStarted: began,
                        compared: compared
                    )
                    return LocalServer.MirrorSync(
                        kind: .changes,
                        began: began,
                        duration: clock.now - start,
                        meetingsUpdated: updated,
                        meetingsRemoved: removed,
                        data: try await store.database.read(LocalServer.DataSummary.init),
                        note: nil
                    )
                }
            } else {
                note = "The origin's GetChanges did not say which meetings changed, so the whole origin was read."
            }
        }
        let data = try await reader.read(progress: mirror.progress ?? { _ in })
        try checkMode(data)
        let summary = try await MirrorStore(store: store).load(data, origin: mirror.origin, readStarted: began)
        return LocalServer.MirrorSync(
            kind: .whole,
            began: began,
            duration: clock.now - start,
            meetingsUpdated: summary.meetings,
            meetingsRemoved: 0,
            data: summary,
            note: note
        )
    }

    /// The meetings whose answer differs from the one the mirror last read, or that came or went, other than `named`.
    private func unnamedChanges(besides named: [Int]) async throws -> Set<Int> {
        let fresh = try await reader.meetingDigests()
        let held = try await store.database.read(MirrorStore.digests)
        return Set(fresh.filter { held[$0.key] != $0.value }.keys)
            .union(held.keys.filter { fresh[$0] == nil })
            .subtracting(named)
    }

    /// A running server answers in one interface: an origin that now answers in the other is a new mirror.
    private func checkMode(_ data: OriginData) throws {
        guard data.mode == store.mode else {
            throw reader.api.failure(
                "now answers as version \(data.version) (the \(data.mode.rawValue) interface), not in the "
                    + "\(store.mode.rawValue) interface this mirror serves: start the mirror again to follow it"
            )
        }
    }
}
