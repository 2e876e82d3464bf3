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

    /// Runs at once when `runsFirst`, then every `interval` (if any) until ``stop()``; a failed run is tried again at
    /// the next interval.
    func start(every interval: Duration?, runsFirst: Bool, with request: Request) {
        guard timer == nil, runsFirst || interval != nil else { return }
        timer = Task {
            if runsFirst { _ = try? await self.run(request) }
            guard let interval else { return }
            while !Task.isCancelled {
                do { try await Task.sleep(for: interval) } catch { return }
                _ = try? await self.run(request)
            }
        }
    }

    func stop() {
        timer?.cancel()
        timer = nil
        running?.cancel()
    }
}
