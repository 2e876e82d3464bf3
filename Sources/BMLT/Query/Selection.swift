/// Values a search includes and values it excludes, as BMLT parameters express them (`5` includes, `-5` excludes).
public struct Selection<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Only results with one of these (or, for formats, all of these; see ``MeetingQuery/formatMatching``).
    public var included: [Value]
    /// No results with any of these.
    public var excluded: [Value]

    public init(included: [Value] = [], excluded: [Value] = []) {
        self.included = included
        self.excluded = excluded
    }

    /// No restriction.
    public static var any: Selection { Selection() }

    /// Only these values.
    public static func only(_ values: [Value]) -> Selection { Selection(included: values) }

    /// Only these values.
    public static func only(_ values: Value...) -> Selection { Selection(included: values) }

    /// Everything but these values.
    public static func excluding(_ values: [Value]) -> Selection { Selection(excluded: values) }

    /// Everything but these values.
    public static func excluding(_ values: Value...) -> Selection { Selection(excluded: values) }

    /// Whether the selection restricts nothing.
    public var isEmpty: Bool { included.isEmpty && excluded.isEmpty }

    /// Whether a value passes the selection (ignoring how formats combine).
    public func admits(_ value: Value) -> Bool {
        (included.isEmpty || included.contains(value)) && !excluded.contains(value)
    }

    /// The signed form servers read: included values as they are, excluded ones negated; duplicates removed.
    func signed(_ number: (Value) -> Int) -> [String] {
        var seen = Set<Int>()
        let values = included.map(number) + excluded.map { -number($0) }
        return values.filter { $0 != 0 && seen.insert($0).inserted }.map(String.init)
    }
}
