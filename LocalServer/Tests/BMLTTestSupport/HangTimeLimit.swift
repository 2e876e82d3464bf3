public import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of a suite whose tests start servers or decode large answers: a guard against a hang, not a
    /// measure of speed (the benchmarks measure that). Alone such a test takes seconds; but `swift test` starts every
    /// test of the suite at once, and on a machine of two cores one may wait minutes for its share.
    public static var hangTimeLimit: Self { .timeLimit(.minutes(10)) }
}
