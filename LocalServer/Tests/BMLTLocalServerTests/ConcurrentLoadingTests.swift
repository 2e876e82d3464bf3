import Testing

@testable import BMLTLocalServer

/// The helpers that let a snapshot's loading use both cores keep the order and lose nothing.
@Suite("Loading on two threads")
struct ConcurrentLoadingTests {
    @Test("A consumer sees every batch in the order sent, and its state comes back")
    func batchesInOrder() {
        let consumer = BatchConsumer([Int]()) { (seen: inout [Int], batch: [Int]) in seen += batch }
        for start in stride(from: 0, to: 10_000, by: 100) { consumer.send(Array(start..<(start + 100))) }
        #expect(consumer.finish() == Array(0..<10_000))
        #expect(BatchConsumer(0) { (sum: inout Int, batch: Int) in sum += batch }.finish() == 0)
    }

    @Test("A map on two threads keeps the order, for any count", arguments: [0, 1, 2, 3, 1_001])
    func mapInOrder(count: Int) {
        let numbers = Array(0..<count)
        #expect(numbers.concurrentMap { $0 * 2 } == numbers.map { $0 * 2 })
        let (first, second) = concurrently({ "first" }, { 2 })
        #expect(first == "first" && second == 2)
    }
}
