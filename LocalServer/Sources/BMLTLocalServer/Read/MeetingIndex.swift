import Foundation

/// The snapshot's meetings by what the current mode's searches select on: weekday, service body, format, place and
/// the words of their data values. A search reads the meetings of its most selective criterion's lists instead of
/// every meeting, and still checks each against all its criteria, so the index only has to name a superset of the
/// answer. Every list holds meeting ids in ascending order, the order searches read meetings in; a write moves one
/// meeting's ids (``insert(_:)``, ``remove(_:)``) instead of rebuilding the lists. The legacy mode's searches have an
/// index of their own (``LegacySearchIndex``) and its server no administration API: there this one stays empty.
struct MeetingIndex: Sendable {
    /// Meetings by stored weekday (0 = Sunday); a meeting without one is in no list.
    private(set) var byWeekday = ShardedDictionary<Int, [Int]>()
    private(set) var byServiceBody = ShardedDictionary<Int, [Int]>()
    /// Meetings by each format shared id of their stored list.
    private(set) var byFormat = ShardedDictionary<Int, [Int]>()
    /// Meetings by the cell of a ``cellSize``-degree grid their coordinates fall in.
    private(set) var byCell = ShardedDictionary<Cell, [Int]>()
    /// The full-text index: each word that a text search can look up (``FullText/searchWords(_:)``) of each data
    /// value, as MySQL's full-text index holds them.
    private(set) var byWord = ShardedDictionary<String, [Int]>()
    /// Whether the index lists meetings: not in the legacy mode.
    let isBuilt: Bool

    /// A tenth of a degree: about 7 miles north to south, so that a radius of a few miles reads a few cells.
    static let cellSize = 0.1

    struct Cell: Hashable, Sendable {
        var latitude: Int32
        var longitude: Int32

        init(latitude: Int32, longitude: Int32) {
            self.latitude = latitude
            self.longitude = longitude
        }

        init?(latitude: Double?, longitude: Double?) {
            guard let latitude, let longitude, let row = Self.step(latitude), let column = Self.step(longitude) else {
                return nil
            }
            self.init(latitude: row, longitude: column)
        }

        static func step(_ degrees: Double) -> Int32? {
            let step = (degrees / MeetingIndex.cellSize).rounded(.down)
            // Coordinates far outside the globe (a typo in a meeting's data) are in no cell: searches near them read
            // every meeting instead.
            return abs(step) < 1e6 ? Int32(step) : nil
        }
    }

    /// The index of `meetings` (4.x's searches: ``StorageRules/buildSearchIndex(of:into:)``).
    init(_ meetings: [Catalog.Meeting]) {
        // The words are most of the work: one thread lists them while another lists the rest.
        let (lists, words) = concurrently(
            {
                var lists = MeetingIndex(isBuilt: true)
                for meeting in meetings { lists.insert(meeting, words: false) }
                return lists
            },
            {
                var byWord: [String: [Int]] = [:]
                for meeting in meetings {
                    for value in meeting.data.values {
                        // A word seen twice in a meeting is listed once (``insert(_:into:)``).
                        FullText.forEachSearchWord(of: value) {
                            Self.insert(meeting.id, into: &byWord[$0, default: []])
                        }
                    }
                }
                return byWord
            }
        )
        self = lists
        byWord = ShardedDictionary(uniqueKeysWithValues: words.lazy.map { ($0, $1) })
    }

    /// No index: a search reads every meeting (2.16.6's, which has its own ``LegacySearchIndex``).
    init() { self.init(isBuilt: false) }

    private init(isBuilt: Bool) { self.isBuilt = isBuilt }

    // MARK: - Patching

    mutating func insert(_ meeting: Catalog.Meeting) {
        if isBuilt { insert(meeting, words: true) }
    }

    private mutating func insert(_ meeting: Catalog.Meeting, words: Bool) {
        let id = meeting.id
        if let weekday = meeting.weekday { Self.insert(id, into: &byWeekday, key: weekday) }
        Self.insert(id, into: &byServiceBody, key: meeting.serviceBodyID)
        for format in Set(meeting.formatIDs) { Self.insert(id, into: &byFormat, key: format) }
        if let cell = Cell(latitude: meeting.latitude, longitude: meeting.longitude) {
            Self.insert(id, into: &byCell, key: cell)
        }
        if words {
            for word in Self.words(of: meeting) { Self.insert(id, into: &byWord, key: word) }
        }
    }

    mutating func remove(_ meeting: Catalog.Meeting) {
        guard isBuilt else { return }
        let id = meeting.id
        if let weekday = meeting.weekday { Self.remove(id, from: &byWeekday, key: weekday) }
        Self.remove(id, from: &byServiceBody, key: meeting.serviceBodyID)
        for format in Set(meeting.formatIDs) { Self.remove(id, from: &byFormat, key: format) }
        if let cell = Cell(latitude: meeting.latitude, longitude: meeting.longitude) {
            Self.remove(id, from: &byCell, key: cell)
        }
        for word in Self.words(of: meeting) { Self.remove(id, from: &byWord, key: word) }
    }

    /// Moves a meeting read again (the same id): only the lists of what changed. A list shared with the snapshot before is copied
    /// when it changes, and a weekday's, a format's or a common word's list holds thousands of meetings: a rename
    /// touches the lists of the words of the old and new names alone.
    mutating func replace(_ old: Catalog.Meeting, with new: Catalog.Meeting) {
        guard isBuilt else { return }
        let id = new.id
        func move<Key: Hashable>(_ before: Set<Key>, _ after: Set<Key>, in lists: inout ShardedDictionary<Key, [Int]>) {
            for key in before.subtracting(after) { Self.remove(id, from: &lists, key: key) }
            for key in after.subtracting(before) { Self.insert(id, into: &lists, key: key) }
        }
        move(Set([old.weekday].compactMap { $0 }), Set([new.weekday].compactMap { $0 }), in: &byWeekday)
        move([old.serviceBodyID], [new.serviceBodyID], in: &byServiceBody)
        move(Set(old.formatIDs), Set(new.formatIDs), in: &byFormat)
        move(
            Set([Cell(latitude: old.latitude, longitude: old.longitude)].compactMap { $0 }),
            Set([Cell(latitude: new.latitude, longitude: new.longitude)].compactMap { $0 }),
            in: &byCell
        )
        move(Self.words(of: old), Self.words(of: new), in: &byWord)
    }

    /// The words of a meeting's data values that a text search can look up.
    static func words(of meeting: Catalog.Meeting) -> Set<String> {
        var words: Set<String> = []
        for value in meeting.data.values { FullText.forEachSearchWord(of: value) { words.insert($0) } }
        return words
    }

    private static func insert<Key>(_ id: Int, into lists: inout ShardedDictionary<Key, [Int]>, key: Key) {
        lists.modify(key, default: []) { insert(id, into: &$0) }
    }

    private static func insert(_ id: Int, into list: inout [Int]) {
        // Meetings are read in id order, so most inserts append.
        if let last = list.last, last >= id {
            let place = list.partitioningIndex { $0 >= id }
            if place < list.count, list[place] == id { return }
            list.insert(id, at: place)
        } else {
            list.append(id)
        }
    }

    private static func remove<Key>(_ id: Int, from lists: inout ShardedDictionary<Key, [Int]>, key: Key) {
        guard var list = lists[key] else { return }
        lists[key] = nil  // Keeps the list uniquely referenced while it changes.
        let place = list.partitioningIndex { $0 >= id }
        if place < list.count, list[place] == id { list.remove(at: place) }
        if !list.isEmpty { lists[key] = list }
    }

    // MARK: - Candidates

    /// The lists of meetings near a point: every meeting whose great-circle distance from it is at most `degrees`
    /// (an angle) is in one of them. `nil` when the circle is too wide for cells to help.
    func lists(near latitude: Double, _ longitude: Double, within degrees: Double) -> [[Int]]? {
        // A margin for rounding: the exact distance test runs on every candidate afterwards.
        let reach = degrees * 1.001 + 1e-6
        guard reach < 30, latitude.isFinite, longitude.isFinite else { return nil }
        let south = latitude - reach
        let north = latitude + reach
        guard south > -89, north < 89 else { return nil }
        // The widest longitude a circle of this angle spans at its centre's latitude: asin(sin r / cos φ).
        let polewardLatitude = max(abs(south), abs(north))
        let ratio = sin(reach * Double.pi / 180) / cos(polewardLatitude * Double.pi / 180)
        guard ratio < 1 else { return nil }
        let spread = asin(ratio) * 180 / Double.pi * 1.001 + 1e-6
        guard let rows = range(south, north),
            let columns = range(longitude - spread, longitude + spread)
        else { return nil }
        // Longitudes past ±180 are the same meridians from the other side.
        var columnRanges = [columns]
        if longitude - spread < -180, let wrapped = range(longitude - spread + 360, 180) {
            columnRanges.append(wrapped)
        }
        if longitude + spread > 180, let wrapped = range(-180, longitude + spread - 360) {
            columnRanges.append(wrapped)
        }
        let cellCount = rows.count * columnRanges.reduce(0) { $0 + $1.count }
        var lists: [[Int]] = []
        if cellCount <= byCell.count {
            for row in rows {
                for columns in columnRanges {
                    for column in columns {
                        if let list = byCell[Cell(latitude: row, longitude: column)] { lists.append(list) }
                    }
                }
            }
        } else {
            for (cell, list) in byCell
            where rows.contains(cell.latitude) && columnRanges.contains(where: { $0.contains(cell.longitude) }) {
                lists.append(list)
            }
        }
        return lists
    }

    private func range(_ from: Double, _ to: Double) -> ClosedRange<Int32>? {
        guard let low = Cell.step(from), let high = Cell.step(to), low <= high else { return nil }
        return low...high
    }

    /// The ids in any of `lists`, ascending, each once.
    static func union(_ lists: [[Int]]) -> [Int] {
        switch lists.count {
        case 0: return []
        case 1: return lists[0]
        default:
            var ids = lists.flatMap { $0 }
            ids.sort()
            var last = Int.min
            ids.removeAll { id in
                defer { last = id }
                return id == last
            }
            return ids
        }
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for a predicate that is false and then true along the array.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
