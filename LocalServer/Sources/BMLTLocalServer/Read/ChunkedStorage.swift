/// Containers that a patched snapshot shares with the one it was patched from: a change copies the chunk or shard it
/// touches, not the whole container. With 60,000 meetings, copying a plain array of them (and releasing the old one)
/// cost a write's next read far more than reading the meeting it changed.

/// A list kept in chunks of at most ``maximumChunkSize`` elements.
struct ChunkedList<Element>: Sequence {
    private var chunks: [[Element]] = []
    private(set) var count = 0

    /// Chunks are cut at this size when built, and split in two when an insert makes one twice as long.
    static var chunkSize: Int { 256 }

    init() {}

    init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element {
        var chunk: [Element] = []
        chunk.reserveCapacity(Self.chunkSize)
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkSize {
                chunks.append(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        count = chunks.reduce(0) { $0 + $1.count }
    }

    var isEmpty: Bool { count == 0 }
    var first: Element? { chunks.first?.first }
    var underestimatedCount: Int { count }

    /// The standard library's flattening: no chunk is copied or retained per element.
    func makeIterator() -> FlattenSequence<[[Element]]>.Iterator { chunks.joined().makeIterator() }

    mutating func append(_ element: Element) {
        if let last = chunks.indices.last, chunks[last].count < Self.chunkSize {
            chunks[last].append(element)
        } else {
            chunks.append([element])
        }
        count += 1
    }

    mutating func append<Elements: Sequence>(contentsOf elements: Elements) where Elements.Element == Element {
        for element in elements { append(element) }
    }

    /// Removes the elements that `shouldBeRemoved` selects, copying only the chunks that hold one.
    mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        for index in chunks.indices.reversed() where chunks[index].contains(where: shouldBeRemoved) {
            chunks[index].removeAll(where: shouldBeRemoved)
            if chunks[index].isEmpty { chunks.remove(at: index) }
        }
        count = chunks.reduce(0) { $0 + $1.count }
    }

    // MARK: - A list in order

    /// The place of the first element for which `belongs` holds, in a list along which it is false, then true.
    private func partitioningPlace(where belongs: (Element) -> Bool) -> (chunk: Int, offset: Int) {
        let chunk = chunks.partitioningIndex { belongs($0[$0.count - 1]) }
        guard chunk < chunks.count else { return (chunks.count, 0) }
        return (chunk, chunks[chunk].partitioningIndex(where: belongs))
    }

    /// The first element for which `belongs` holds, in a list along which it is false, then true.
    func first(partitionedBy belongs: (Element) -> Bool) -> Element? {
        let place = partitioningPlace(where: belongs)
        return place.chunk < chunks.count ? chunks[place.chunk][place.offset] : nil
    }

    /// Inserts an element into a list in `areInIncreasingOrder`'s order, after its equals.
    mutating func insert(_ element: Element, by areInIncreasingOrder: (Element, Element) -> Bool) {
        var place = partitioningPlace { areInIncreasingOrder(element, $0) }
        if place.chunk == chunks.count {
            append(element)
            return
        }
        if place.offset == 0, place.chunk > 0 { place = (place.chunk - 1, chunks[place.chunk - 1].count) }
        chunks[place.chunk].insert(element, at: place.offset)
        count += 1
        if chunks[place.chunk].count >= 2 * Self.chunkSize {
            let second = Array(chunks[place.chunk][Self.chunkSize...])
            chunks[place.chunk].removeSubrange(Self.chunkSize...)
            chunks.insert(second, at: place.chunk + 1)
        }
    }

    /// Removes the element `isElement` picks among those that sort as `element` does in `areInIncreasingOrder`'s
    /// order, if the list holds it.
    mutating func remove(
        _ element: Element,
        by areInIncreasingOrder: (Element, Element) -> Bool,
        where isElement: (Element) -> Bool
    ) {
        var place = partitioningPlace { !areInIncreasingOrder($0, element) }
        while place.chunk < chunks.count {
            let chunk = chunks[place.chunk]
            guard place.offset < chunk.count else {
                place = (place.chunk + 1, 0)
                continue
            }
            let candidate = chunk[place.offset]
            if areInIncreasingOrder(element, candidate) { return }
            if isElement(candidate) {
                chunks[place.chunk].remove(at: place.offset)
                if chunks[place.chunk].isEmpty { chunks.remove(at: place.chunk) }
                count -= 1
                return
            }
            place.offset += 1
        }
    }
}

extension ChunkedList: Sendable where Element: Sendable {}

/// A dictionary kept in shards by its keys' hash values.
struct ShardedDictionary<Key: Hashable, Value>: Sequence {
    private var shards: [[Key: Value]]

    private static var shardCount: Int { 256 }

    init() { shards = Array(repeating: [:], count: Self.shardCount) }

    init<Pairs: Sequence>(uniqueKeysWithValues pairs: Pairs) where Pairs.Element == (Key, Value) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    private static func shard(_ key: Key) -> Int { key.hashValue & (shardCount - 1) }

    subscript(key: Key) -> Value? {
        get { shards[Self.shard(key)][key] }
        set { shards[Self.shard(key)][key] = newValue }
    }

    /// Changes a value in place (`default` where there is none), copying its shard alone when it is shared.
    mutating func modify<Result>(
        _ key: Key,
        default defaultValue: @autoclosure () -> Value,
        _ body: (inout Value) -> Result
    ) -> Result {
        body(&shards[Self.shard(key)][key, default: defaultValue()])
    }

    var count: Int { shards.reduce(0) { $0 + $1.count } }

    /// The keys, in no particular order.
    var keys: [Key] { shards.flatMap(\.keys) }

    func makeIterator() -> FlattenSequence<[[Key: Value]]>.Iterator { shards.joined().makeIterator() }
}

extension ShardedDictionary: Sendable where Key: Sendable, Value: Sendable {}
