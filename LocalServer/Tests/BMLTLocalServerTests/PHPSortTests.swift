import BMLTFixtures
import Foundation
import Testing

@testable import BMLTLocalServer

/// ``PHPSort/usort(_:_:)`` orders as PHP 8.2's `usort` does. The fixtures' `php-8.2/usort.json` was printed by `php`
/// for lists of 1 to 1,600 values with many ties, sorted with a comparison that never says "equal" (as 2.16.6's
/// distance sort) and with `<=>`.
@Suite("PHP's usort")
struct PHPSortTests {
    struct Case: Decodable {
        var values: [Int]
        var neverEqual: [Int]
        var threeWay: [Int]
    }

    @Test("the order of PHP 8.2's usort, ties and inconsistent comparisons included")
    func usort() throws {
        let cases = try JSONDecoder().decode([Case].self, from: Fixtures.phpAnswers("usort.json"))
        #expect(cases.count > 60)
        for item in cases {
            var neverEqual = Array(item.values.enumerated())
            PHPSort.usort(&neverEqual) { $0.element < $1.element ? -1 : 1 }
            #expect(neverEqual.map(\.offset) == item.neverEqual, "\(item.values.count) values")
            var threeWay = Array(item.values.enumerated())
            PHPSort.usort(&threeWay) { $0.element < $1.element ? -1 : $0.element > $1.element ? 1 : 0 }
            #expect(threeWay.map(\.offset) == item.threeWay, "\(item.values.count) values")
        }
    }
}
