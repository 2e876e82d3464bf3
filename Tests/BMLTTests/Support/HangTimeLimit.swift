import Testing

extension Trait where Self == TimeLimitTrait {
    /// A guard against a hang in the suites that decode large answers or wait on clocks, not a measure of speed: on
    /// two cores `swift test` runs every test at once, and one may wait minutes for its share.
    static var hangTimeLimit: Self { .timeLimit(.minutes(10)) }
}
