import Testing

@testable import BMLTLocalServer

/// 2.16.6 writes signed lists as `(A OR B AND NOT C OR D)`; MySQL binds `AND` before `OR` and keeps `NULL` unknown.
@Suite("The SQL conditions of 2.16.6's GetMeetings")
struct SQLConditionTests {
    /// `weekdays[]=-4&weekdays[]=7`, as the server writes it: `NOT (day=4) OR (day=7)`.
    @Test func aNegativeTermNarrowsOnlyThePositiveTermBeforeIt() {
        let condition = SQLCondition<Int>(terms: [(4, true), (7, false)])
        #expect((1...7).filter { day in condition.selects { $0 == day } } == [1, 2, 3, 5, 6, 7])
        // `(2) AND NOT (4) OR (0)`: the day 2 only.
        let mixed = SQLCondition<Int>(terms: [(2, false), (4, true), (0, false)])
        #expect((1...7).filter { day in mixed.selects { $0 == day } } == [2])
        // `(1) OR (2) AND NOT (2)`: the day 1 only.
        let cancelled = SQLCondition<Int>(terms: [(1, false), (2, false), (2, true)])
        #expect((1...7).filter { day in cancelled.selects { $0 == day } } == [1])
    }

    @Test func aNullColumnIsSelectedByNoComparison() {
        let excluding = SQLCondition<Int>(terms: [(2, true)])
        #expect(!excluding.selects { _ in nil })
        let including = SQLCondition<Int>(terms: [(2, false), (3, false)])
        #expect(!including.selects { _ in nil })
    }
}
