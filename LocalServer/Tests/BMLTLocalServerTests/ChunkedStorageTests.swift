import BMLTFixtures
import Testing

@testable import BMLTLocalServer

/// The chunked containers a patched snapshot shares with its predecessor, against plain arrays and dictionaries
/// doing the same random work across many chunks.
@Suite("Chunked snapshot containers")
struct ChunkedStorageTests {
    /// An element that sorts by `key` alone, so that equals are told apart by `tag`.
    struct Item: Equatable {
        var key: Int
        var tag: Int
    }

    static func byKey(_ lhs: Item, _ rhs: Item) -> Bool { lhs.key < rhs.key }

    @Test("A chunked list in order inserts, finds and removes as a sorted array does", arguments: [1, 2, 3])
    func orderedList(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let size = ChunkedList<Item>.chunkSize * 5 + 17
        var expected = (0..<size).map { Item(key: Int.random(in: 0..<500, using: &random), tag: $0) }
        expected.sort { ($0.key, $0.tag) < ($1.key, $1.tag) }
        var list = ChunkedList(expected)
        var tag = size
        for _ in 0..<3_000 {
            if Bool.random(using: &random), !expected.isEmpty {
                let item = expected[Int.random(in: 0..<expected.count, using: &random)]
                list.remove(item, by: Self.byKey) { $0 == item }
                expected.remove(at: expected.firstIndex(of: item)!)
            } else {
                // Many of a key at once, so that a chunk grows past twice its size and is split.
                let key = Bool.random(using: &random) ? 250 : Int.random(in: -5..<505, using: &random)
                let item = Item(key: key, tag: tag)
                tag += 1
                list.insert(item, by: Self.byKey)
                expected.insert(item, at: expected.firstIndex { $0.key > item.key } ?? expected.count)
            }
            let probe = Int.random(in: -10..<510, using: &random)
            #expect(list.first(partitionedBy: { $0.key >= probe }) == expected.first { $0.key >= probe })
        }
        #expect(Array(list) == expected)
        #expect(list.count == expected.count)
        // Removing what is not there changes nothing.
        list.remove(Item(key: 250, tag: -1), by: Self.byKey) { $0.tag == -1 }
        #expect(Array(list) == expected)
    }

    @Test("A chunked list appends and removes by predicate as an array does")
    func appendAndRemove() {
        var list = ChunkedList<Int>()
        #expect(list.isEmpty && Array(list).isEmpty)
        list.append(contentsOf: 0..<1_000)
        list.removeAll { $0 % 3 == 0 || (300..<700).contains($0) }
        list.append(1_000)
        let expected = (0..<1_000).filter { !($0 % 3 == 0 || (300..<700).contains($0)) } + [1_000]
        #expect(Array(list) == expected && list.count == expected.count)
        list.removeAll { _ in true }
        #expect(list.isEmpty && Array(list).isEmpty)
    }

    @Test("A copy keeps its elements when the original changes")
    func copiesAreIndependent() {
        var list = ChunkedList(0..<1_000)
        var table = ShardedDictionary(uniqueKeysWithValues: (0..<1_000).map { ($0, $0) })
        let (listCopy, tableCopy) = (list, table)
        list.remove(500, by: <) { $0 == 500 }
        list.insert(-1, by: <)
        table[500] = nil
        table[-7] = 7
        #expect(Array(listCopy) == Array(0..<1_000))
        #expect(tableCopy[500] == 500 && tableCopy[-7] == nil && tableCopy.keys.count == 1_000)
        #expect(Array(list) == [-1] + (0..<1_000).filter { $0 != 500 })
        #expect(table[500] == nil && table[-7] == 7 && Set(table.keys) == Set((0..<1_000).filter { $0 != 500 } + [-7]))
    }

    @Test("A sharded dictionary changes values in place and lists every pair")
    func shardedDictionary() {
        var table = ShardedDictionary<String, [Int]>()
        for number in 0..<2_000 { table.modify(String(number % 300), default: []) { $0.append(number) } }
        let expected = Dictionary(grouping: 0..<2_000) { String($0 % 300) }
        #expect(table.count == 300)
        #expect(Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) }) == expected)
        #expect(table["7"] == expected["7"] && table["300"] == nil)
    }
}
