/// A condition of 2.16.6's `c_comdef_server::GetMeetings` SQL, evaluated as MySQL evaluates it.
///
/// The server writes a list of signed values as `(A OR B AND NOT C OR D)`: each positive term after the first is
/// joined with `OR`, each negative one with `AND NOT` (the first with `NOT`). SQL binds `NOT` before `AND` before
/// `OR`, so a negative term narrows only the positive term before it: `A OR (B AND NOT C) OR D`. A column that is
/// `NULL` makes a comparison unknown, which `NOT` keeps unknown and which never selects a row.
struct SQLCondition<Value> {
    /// The terms in the order the server writes them: a value, and whether it is negated.
    var terms: [(value: Value, negated: Bool)]

    /// Whether a row is selected: `true` only when the condition is true, as `WHERE` keeps rows.
    /// An `OR` of conjunctions is true when one of them is.
    func selects(_ matches: (Value) -> Bool?) -> Bool {
        var conjunction: Bool? = true
        for (index, term) in terms.enumerated() {
            if index > 0, !term.negated {
                if conjunction == true { return true }
                conjunction = true
            }
            conjunction = Self.and(conjunction, matches(term.value).map { term.negated ? !$0 : $0 })
        }
        return conjunction == true
    }

    /// SQL's three-valued `AND`.
    private static func and(_ left: Bool?, _ right: Bool?) -> Bool? {
        if left == false || right == false { return false }
        if left == nil || right == nil { return nil }
        return true
    }
}
