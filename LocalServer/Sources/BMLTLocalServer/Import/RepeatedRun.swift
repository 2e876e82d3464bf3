import Foundation

/// What a mirror's sync and an aggregator's import share: one run at a time (a run asked for while one is under way
/// waits for that one and gets its outcome), on request or every interval.
///
/// An actor because the run under way and the timer are shared by callers and the timer.
actor RepeatedRun<Request: Sendable, Outcome: Sendable> {
    private let body: @Sendable (Request) async throws -> Outcome
    private var running: Task<Outcome, any Error>?
    private var timer: Task<Void, Never>?

    init(_ body: @escaping @Sendable (Request) async throws -> Outcome) {
        self.body = body
    }

    /// Runs now, or waits for the run under way, whatever it was asked with.
    func run(_ request: Request) async throws -> Outcome {
        if let running { return try await running.value }
        let task = Task { [body] in try await body(request) }
        running = task
        defer { running = nil }
        return try await task.value
    }

    /// Runs at once when `runsFirst`, then every `interval` (if any) until ``stop()``, on `minute` past the hour when
    /// one is given (see ``delay(after:onMinute:from:)``); a failed run is tried again at the next interval.
    func start(every interval: Duration?, onMinute minute: Int? = nil, runsFirst: Bool, with request: Request) {
        guard timer == nil, runsFirst || interval != nil else { return }
        timer = Task {
            if runsFirst { _ = try? await self.run(request) }
            guard let interval else { return }
            while !Task.isCancelled {
                do { try await Task.sleep(for: Self.delay(after: interval, onMinute: minute, from: Date())) } catch {
                    return
                }
                _ = try? await self.run(request)
            }
        }
    }

    /// The wait from `now` until the next run: `interval`, or, with a minute, until the first time at least
    /// `interval` away that is that minute past an hour (at most an hour more), so that runs stay off the top of the
    /// hour where everyone's cron jobs meet.
    static func delay(after interval: Duration, onMinute minute: Int?, from now: Date) -> Duration {
        guard let minute else { return interval }
        let earliest = now.timeIntervalSince1970 + Double(interval.components.seconds)
        let hour = (earliest / 3_600).rounded(.down) * 3_600
        var next = hour + Double(minute % 60) * 60
        if next < earliest { next += 3_600 }
        return .milliseconds(Int64(((next - now.timeIntervalSince1970) * 1_000).rounded()))
    }

    func stop() {
        timer?.cancel()
        timer = nil
        running?.cancel()
    }
}
