import GRDB
import Testing

@testable import BMLTLocalServer

/// The snapshot cache's state machine alone, with a stand-in snapshot: which commits leave a snapshot to patch, which
/// make the next reader read whole, and which reads are kept.
@Suite("Snapshot cache")
struct SnapshotCacheTests {
    /// A snapshot that is only a name.
    struct Named: DataSnapshot {
        var name: String
        static func load(_ db: Database, mode: LocalServer.Mode) throws -> Named { Named(name: "loaded") }
        func updated(with changes: SnapshotChanges, in db: Database) throws -> Named { self }
    }

    static func meetings(_ ids: some Sequence<Int>) -> SnapshotChanges { SnapshotChanges(meetingIDs: Set(ids)) }

    static func name(_ snapshot: (any DataSnapshot)?) -> String? { (snapshot as? Named)?.name }

    @Test("It starts unknown; a read kept makes it fresh")
    func startsUnknown() {
        var cache = SnapshotCache()
        #expect(cache.fresh == nil && cache.stale == nil && cache.commits == 0)
        cache.keep(Named(name: "a"), readAfter: 0)
        #expect(Self.name(cache.fresh) == "a")
    }

    @Test("Commits with known changes leave the last snapshot stale with all of them, until too many meetings")
    func knownChangesPileUp() throws {
        var cache = SnapshotCache()
        cache.keep(Named(name: "a"), readAfter: 0)
        cache.committed(Self.meetings([1, 2]))
        cache.committed(SnapshotChanges(changeRecordIDs: [7], usersChanged: true))
        let stale = try #require(cache.stale)
        #expect(Self.name(stale.snapshot) == "a" && cache.fresh == nil && cache.commits == 2)
        #expect(stale.changes == SnapshotChanges(meetingIDs: [1, 2], changeRecordIDs: [7], usersChanged: true))
        cache.committed(Self.meetings(10..<(10 + SnapshotChanges.meetingLimit)))
        #expect(cache.stale == nil && cache.fresh == nil)
    }

    @Test("A commit whose changes are unknown, or a forgotten cache, leaves nothing to start from")
    func unknownChanges() {
        var cache = SnapshotCache()
        cache.keep(Named(name: "a"), readAfter: 0)
        cache.committed(nil)
        #expect(cache.stale == nil && cache.fresh == nil)
        // Known changes do not bring back a snapshot that is gone.
        cache.committed(Self.meetings([1]))
        #expect(cache.stale == nil && cache.fresh == nil)
        cache.keep(Named(name: "b"), readAfter: cache.commits)
        cache.forget()
        #expect(cache.stale == nil && cache.fresh == nil && cache.commits == 3)
    }

    @Test("A read is kept only if no commit came while it was read; the writer's snapshot after a commit always is")
    func readsKept() {
        var cache = SnapshotCache()
        let began = cache.commits
        cache.committed(Self.meetings([1]))
        cache.keep(Named(name: "read before the commit"), readAfter: began)
        #expect(cache.fresh == nil)
        cache.forget()
        cache.keep(Named(name: "read before the forgetting"), readAfter: began + 1)
        #expect(cache.fresh == nil)
        cache.keepCommitted(Named(name: "after the commit"))
        #expect(Self.name(cache.fresh) == "after the commit")
        cache.keep(Named(name: "read now"), readAfter: cache.commits)
        #expect(Self.name(cache.fresh) == "read now")
    }
}
