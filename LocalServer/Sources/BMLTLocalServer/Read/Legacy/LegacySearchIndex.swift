import Foundation

/// The meetings of a snapshot arranged for 2.16.6's searches, so that a search reads the meetings that may be in its
/// answer rather than every meeting: lists by service body, weekday, format, language and place (a grid of
/// latitude and longitude), and the words of the "sounds like" keys the text search compares.
///
/// Every list a search takes from the index is a superset of the meetings its criterion selects: the ported filters
/// of ``LegacyMeetingSearch`` still run on each meeting, and the answers are those of reading every meeting.
///
/// Built in ``Catalog/load(_:mode:)`` (the legacy mode only; without it a search reads every meeting) from the
/// meetings, the service bodies' names and the formats' texts in the server's language (which the text search reads
/// beside a meeting's data). A meeting added, replaced or removed is patched with ``insert(_:)`` and ``remove(_:)``
/// (a replaced meeting: ``remove(_:)`` of the old one, then ``insert(_:)`` of the new), each in time proportional to
/// the one meeting; a change of the service bodies or formats needs a new index. The lists hold no order of
/// ``Catalog/meetingsInTableOrder``: each is kept in `GetMeetings`' `ORDER BY service_body_bigint, id_bigint`.
struct LegacySearchIndex: Sendable, Equatable {
    typealias Meeting = Catalog.Meeting

    /// Whether the index holds the snapshot's meetings.
    private(set) var isBuilt = false
    private(set) var byServiceBody: [Int: MeetingList] = [:]
    /// By stored weekday (0 = Sunday; `nil` for none).
    private(set) var byWeekday: [Int?: MeetingList] = [:]
    private(set) var byFormat: [Int: MeetingList] = [:]
    /// By service body and format: a search for formats in some service bodies reads the meetings of both, wherever
    /// there are more meetings with the formats elsewhere.
    private(set) var byBodyAndFormat: [BodyAndFormat: MeetingList] = [:]
    private(set) var byLanguage: [String: MeetingList] = [:]
    /// The meetings with a latitude and a longitude that are numbers, by cell.
    private(set) var byCell: [Cell: MeetingList] = [:]
    /// The service bodies' ids by their parent's (0 for none), in the bodies' order, and each body's place in it.
    private(set) var childBodies: [Int: [Int]] = [:]
    private(set) var bodyPlaces: [Int: Int] = [:]
    /// The words of the sound keys of every meeting's data values, by meeting id.
    private(set) var dataWords = SoundWordIndex<Int>()
    /// The words of the sound keys of the service body names the text search reads (a meeting's body id where it has
    /// no body), by body id, and the bodies it holds.
    private(set) var bodyWords = SoundWordIndex<Int>()
    private(set) var bodiesWithText = Set<Int>()
    /// The words of the sound keys of each format's name and description in the server's language, by shared id.
    private(set) var formatWords = SoundWordIndex<Int>()
    /// The sound keys of those service body names and format texts, which the text search compares meeting by meeting.
    private(set) var bodySoundKeys: [Int: LegacyMeetingSearch.SoundKeys] = [:]
    private(set) var formatSoundKeys: [Int: LegacyMeetingSearch.SoundKeys] = [:]

    init() {}

    init(meetings: [Meeting], serviceBodies: [Catalog.ServiceBody], formats: [Int: Catalog.Format]) {
        isBuilt = true
        for (place, body) in serviceBodies.enumerated() {
            childBodies[body.parentID ?? 0, default: []].append(body.id)
            if bodyPlaces[body.id] == nil { bodyPlaces[body.id] = place }
        }
        // The data values' words on one thread, the lists on another (appending in query order keeps each in order).
        let bodies = self
        let (lists, dataWords) = concurrently(
            {
                var lists = bodies
                for meeting in meetings.sorted(by: Self.precedes) { lists.add(meeting, append: true) }
                return lists
            },
            { SoundWordIndex(meetings.map { ($0.id, Array($0.searchText.soundKeys.values)) }) }
        )
        self = lists
        self.dataWords = dataWords
        for body in serviceBodies where bodiesWithText.insert(body.id).inserted {
            bodySoundKeys[body.id] = LegacyMeetingSearch.soundKeys(body.name)
        }
        // A body the snapshot has no name for is read as its id.
        for meeting in meetings where bodiesWithText.insert(meeting.serviceBodyID).inserted {
            bodySoundKeys[meeting.serviceBodyID] = LegacyMeetingSearch.soundKeys(String(meeting.serviceBodyID))
        }
        bodyWords = SoundWordIndex(bodySoundKeys.map { ($0.key, [$0.value]) })
        formatSoundKeys = formats.mapValues { LegacyMeetingSearch.soundKeys(Self.text(of: $0)) }
        formatWords = SoundWordIndex(formatSoundKeys.map { ($0.key, [$0.value]) })
    }

    /// The text of a format that the text search reads.
    static func text(of format: Catalog.Format) -> String { (format.name ?? "") + " " + (format.description ?? "") }

    /// Adds a meeting added to the snapshot, or the new version of a replaced one.
    mutating func insert(_ meeting: Meeting) {
        guard isBuilt else { return }
        add(meeting, append: false)
        dataWords.insert(meeting.id, meeting.searchText.soundKeys.values)
        if bodiesWithText.insert(meeting.serviceBodyID).inserted {
            let keys = LegacyMeetingSearch.soundKeys(String(meeting.serviceBodyID))
            bodySoundKeys[meeting.serviceBodyID] = keys
            bodyWords.insert(meeting.serviceBodyID, [keys])
        }
    }

    /// Removes a meeting removed from the snapshot, or the old version of a replaced one: the same object (or an
    /// equal one) as was inserted.
    mutating func remove(_ meeting: Meeting) {
        guard isBuilt else { return }
        Self.remove(meeting, from: &byServiceBody, at: meeting.serviceBodyID)
        Self.remove(meeting, from: &byWeekday, at: meeting.weekday)
        for id in Set(meeting.formatIDs) {
            Self.remove(meeting, from: &byFormat, at: id)
            Self.remove(meeting, from: &byBodyAndFormat, at: BodyAndFormat(body: meeting.serviceBodyID, format: id))
        }
        Self.remove(meeting, from: &byLanguage, at: meeting.language)
        if let cell = Cell(meeting) { Self.remove(meeting, from: &byCell, at: cell) }
        dataWords.remove(meeting.id, meeting.searchText.soundKeys.values)
    }

    /// Removes a meeting from a list, and the list when it is left empty.
    private static func remove<Key>(_ meeting: Meeting, from lists: inout [Key: MeetingList], at key: Key) {
        lists[key]?.remove(meeting)
        if lists[key]?.count == 0 { lists[key] = nil }
    }

    private mutating func add(_ meeting: Meeting, append: Bool) {
        byServiceBody[meeting.serviceBodyID, default: MeetingList()].add(meeting, append: append)
        byWeekday[meeting.weekday, default: MeetingList()].add(meeting, append: append)
        for id in Set(meeting.formatIDs) {
            byFormat[id, default: MeetingList()].add(meeting, append: append)
            byBodyAndFormat[BodyAndFormat(body: meeting.serviceBodyID, format: id), default: MeetingList()]
                .add(meeting, append: append)
        }
        byLanguage[meeting.language, default: MeetingList()].add(meeting, append: append)
        if let cell = Cell(meeting) { byCell[cell, default: MeetingList()].add(meeting, append: append) }
    }

    struct BodyAndFormat: Hashable, Sendable {
        var body: Int
        var format: Int
    }

    /// `GetMeetings`' order: by service body, then id.
    static func precedes(_ left: Meeting, _ right: Meeting) -> Bool {
        (left.serviceBodyID, left.id) < (right.serviceBodyID, right.id)
    }

    // MARK: - Lists

    /// Meetings in ``LegacySearchIndex/precedes(_:_:)`` order.
    struct MeetingList: Sendable, Equatable {
        private(set) var meetings: [Meeting] = []

        static func == (left: MeetingList, right: MeetingList) -> Bool {
            left.meetings.elementsEqual(right.meetings) { $0 === $1 }
        }

        var count: Int { meetings.count }

        mutating func add(_ meeting: Meeting, append: Bool) {
            if append {
                meetings.append(meeting)
            } else {
                meetings.insert(meeting, at: firstIndex(notBefore: meeting))
            }
        }

        mutating func remove(_ meeting: Meeting) {
            let index = firstIndex(notBefore: meeting)
            if index < meetings.count, meetings[index].id == meeting.id { meetings.remove(at: index) }
        }

        private func firstIndex(notBefore meeting: Meeting) -> Int {
            var low = 0
            var high = meetings.count
            while low < high {
                let middle = (low + high) / 2
                if LegacySearchIndex.precedes(meetings[middle], meeting) { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The meetings of some lists in query order, each once.
    static func merged(_ lists: [MeetingList]) -> [Meeting] {
        if lists.count == 1 { return lists[0].meetings }
        var seen = Set<Int>()
        return lists.flatMap(\.meetings).filter { seen.insert($0.id).inserted }.sorted(by: precedes)
    }

    // MARK: - Place

    /// A square of the grid, `size` degrees a side.
    struct Cell: Hashable, Sendable {
        var latitude: Int32
        var longitude: Int32

        static let size = 0.05

        init(latitude: Int32, longitude: Int32) {
            self.latitude = latitude
            self.longitude = longitude
        }

        /// The cell of a meeting with a place; none for a meeting without one or with a coordinate that is no
        /// number (which no comparison of a search selects).
        init?(_ meeting: Meeting) {
            guard let latitude = meeting.latitude.flatMap(Self.row), let longitude = meeting.longitude.flatMap(Self.row)
            else { return nil }
            self.init(latitude: latitude, longitude: longitude)
        }

        /// The row (or column) of a coordinate: a division and a rounding down, which never reverse an order, so a
        /// coordinate between two others is in a row between theirs.
        static func row(_ degrees: Double) -> Int32? {
            guard !degrees.isNaN else { return nil }
            return Int32((degrees / size).rounded(.down).clamped(to: -1e9...1e9))
        }
    }

    /// The lists of the meetings whose place may lie in a rectangle whose sides are included (its longitudes in
    /// either order); `nil` for a rectangle with a side that is no finite number, or without an index.
    func cells(north: Double, south: Double, east: Double, west: Double) -> [MeetingList]? {
        guard isBuilt, north.isFinite, south.isFinite, east.isFinite, west.isFinite else { return nil }
        guard south <= north, let top = Cell.row(north), let bottom = Cell.row(south),
            let left = Cell.row(Swift.min(east, west)), let right = Cell.row(Swift.max(east, west))
        else { return [] }
        return cells(rows: bottom...top, columns: left...right)
    }

    private func cells(rows: ClosedRange<Int32>, columns: ClosedRange<Int32>) -> [MeetingList] {
        if (Int(rows.upperBound) - Int(rows.lowerBound) + 1) * (Int(columns.upperBound) - Int(columns.lowerBound) + 1)
            > byCell.count
        {
            return byCell.filter { rows.contains($0.key.latitude) && columns.contains($0.key.longitude) }.map(\.value)
        }
        var lists: [MeetingList] = []
        for row in rows {
            for column in columns {
                if let list = byCell[Cell(latitude: row, longitude: column)] { lists.append(list) }
            }
        }
        return lists
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// The words of texts' "sounds like" keys (``LegacyMeetingSearch/SoundKeys``), each with the keys of the texts that
/// hold it, and the words by each of their one-, two- and three-byte pieces: which keys have a word holding a given
/// piece of sound keys is found without reading every word.
struct SoundWordIndex<Key: Comparable & Hashable & Sendable>: Sendable, Equatable {
    /// The keys of the texts holding each word, in order.
    private var keysByWord: [String: [Key]] = [:]
    private var wordsByPiece: [String: Set<String>] = [:]
    /// The keys with a text whose sound keys are PHP's `null` (a search that compares them fails) or hold a byte that
    /// is not plain ASCII (never so: metaphone writes letters): a search reads them whatever it looks for.
    private(set) var alwaysRead: Set<Key> = []

    init() {}

    /// The index of the texts of many keys (each once), built at once.
    init(_ entries: [(Key, [LegacyMeetingSearch.SoundKeys])]) {
        for (key, texts) in entries {
            let (words, isAlwaysRead) = Self.words(of: texts)
            if isAlwaysRead { alwaysRead.insert(key) }
            for word in words { keysByWord[word, default: []].append(key) }
        }
        for word in keysByWord.keys {
            keysByWord[word]?.sort()
            for piece in Self.pieces(of: word) { wordsByPiece[piece, default: []].insert(word) }
        }
    }

    /// The words of a key's texts, and whether a search must read the key whatever it looks for.
    private static func words(of texts: some Sequence<LegacyMeetingSearch.SoundKeys>) -> (Set<String>, Bool) {
        var words = Set<String>()
        var isAlwaysRead = false
        for text in texts {
            switch text {
            case .skipped: continue
            case .null: isAlwaysRead = true
            case .keys(let keys):
                if keys.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) { isAlwaysRead = true }
                for word in keys.split(separator: " ") { words.insert(String(word)) }
            }
        }
        return (words, isAlwaysRead)
    }

    /// Adds a key's texts (a key not in the index).
    mutating func insert(_ key: Key, _ texts: some Sequence<LegacyMeetingSearch.SoundKeys>) {
        let (words, isAlwaysRead) = Self.words(of: texts)
        if isAlwaysRead { alwaysRead.insert(key) }
        for word in words {
            guard var keys = keysByWord.removeValue(forKey: word) else {
                keysByWord[word] = [key]
                for piece in Self.pieces(of: word) { wordsByPiece[piece, default: []].insert(word) }
                continue
            }
            let index = Self.firstIndex(notBelow: key, in: keys)
            if index == keys.count || keys[index] != key { keys.insert(key, at: index) }
            keysByWord[word] = keys
        }
    }

    /// Removes a key's texts, the same as were inserted.
    mutating func remove(_ key: Key, _ texts: some Sequence<LegacyMeetingSearch.SoundKeys>) {
        alwaysRead.remove(key)
        for word in Self.words(of: texts).0 {
            guard var keys = keysByWord.removeValue(forKey: word) else { continue }
            let index = Self.firstIndex(notBelow: key, in: keys)
            if index < keys.count, keys[index] == key { keys.remove(at: index) }
            if !keys.isEmpty {
                keysByWord[word] = keys
                continue
            }
            for piece in Self.pieces(of: word) {
                wordsByPiece[piece]?.remove(word)
                if wordsByPiece[piece]?.isEmpty ?? false { wordsByPiece[piece] = nil }
            }
        }
    }

    private static func firstIndex(notBelow key: Key, in keys: [Key]) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Every piece of one to three bytes of a word.
    private static func pieces(of word: String) -> Set<String> {
        let bytes = Array(word.utf8)
        var pieces = Set<String>()
        for length in 1...3 where length <= bytes.count {
            for start in 0...(bytes.count - length) {
                pieces.insert(String(decoding: bytes[start..<(start + length)], as: UTF8.self))
            }
        }
        return pieces
    }

    /// The keys of the texts with a word holding `piece` (bytes, with no space), ``alwaysRead`` not included.
    func keys(withWordHolding piece: Substring) -> Set<Key> {
        let bytes = Array(piece.utf8)
        let words: [String]
        if bytes.count <= 3 {
            words = Array(wordsByPiece[String(piece)] ?? [])
        } else {
            // The words holding its rarest three-byte piece, then those holding the whole.
            var rarest: Set<String>?
            for start in 0...(bytes.count - 3) {
                let found = wordsByPiece[String(decoding: bytes[start..<(start + 3)], as: UTF8.self)] ?? []
                if rarest == nil || found.count < rarest!.count { rarest = found }
                if found.isEmpty { break }
            }
            words = (rarest ?? []).filter { Self.bytes(of: $0, hold: bytes) }
        }
        var keys = Set<Key>()
        for word in words { keys.formUnion(keysByWord[word] ?? []) }
        return keys
    }

    /// The keys of the texts that may hold every one of `pieces` (each with no space) in their words, with
    /// ``alwaysRead``: a superset of the keys of the texts whose sound keys contain the pieces joined by spaces.
    func keys(holdingAll pieces: [Substring]) -> Set<Key> {
        var result: Set<Key>?
        for piece in pieces {
            let keys = keys(withWordHolding: piece)
            result = result.map { $0.intersection(keys) } ?? keys
            if result?.isEmpty ?? false { break }
        }
        return (result ?? []).union(alwaysRead)
    }

    private static func bytes(of word: String, hold piece: [UInt8]) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count >= piece.count else { return false }
        for start in 0...(bytes.count - piece.count) where bytes[start..<(start + piece.count)].elementsEqual(piece) {
            return true
        }
        return false
    }
}
