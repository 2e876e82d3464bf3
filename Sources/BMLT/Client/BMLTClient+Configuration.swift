public import Logging

extension BMLTClient {
    /// How a client talks to its server.
    ///
    /// ```swift
    /// var configuration = BMLTClient.Configuration()
    /// configuration.requestTimeout = .seconds(10)
    /// configuration.retry = .none
    /// configuration.logger = Logger(label: "meetings")
    /// let client = try BMLTClient("https://example.org/main_server", configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// What sends requests. The default is a ``URLSessionTransport`` of the client's own.
        public var transport: any HTTPTransport
        /// How long to wait for the server to send anything before a request fails (an idle timeout).
        public var requestTimeout: Duration
        /// The longest a call may take in all, retries included.
        public var deadline: Duration
        /// How idempotent reads are retried after retryable faults.
        public var retry: RetryPolicy
        /// The `User-Agent` header.
        public var userAgent: String
        /// Where the client logs requests (at debug level) and retries (at notice level). Disabled by default.
        public var logger: Logger
        /// Whether plain `http://` may be used for hosts that are not loopback addresses. Off by default, because
        /// administration credentials would travel in the clear.
        public var allowsInsecureHTTP: Bool
        /// Whether identical reads made at the same time share one request and one decoding (on by default).
        ///
        /// Sixty-four views asking for the same search at once then cost one search. Each caller still gets its own
        /// result value, and a caller that is cancelled stops waiting without cancelling the others.
        public var sharesConcurrentReads: Bool

        public init(
            transport: any HTTPTransport = URLSessionTransport(),
            requestTimeout: Duration = .seconds(30),
            deadline: Duration = .seconds(120),
            retry: RetryPolicy = .default,
            userAgent: String = "BMLT-Swift/\(BMLTClient.libraryVersion)",
            logger: Logger = Logger(label: "org.bmlt.client", factory: { _ in SwiftLogNoOpLogHandler() }),
            allowsInsecureHTTP: Bool = false,
            sharesConcurrentReads: Bool = true
        ) {
            self.transport = transport
            self.requestTimeout = requestTimeout
            self.deadline = deadline
            self.retry = retry
            self.userAgent = userAgent
            self.logger = logger
            self.allowsInsecureHTTP = allowsInsecureHTTP
            self.sharesConcurrentReads = sharesConcurrentReads
        }
    }
}

/// How a client retries idempotent requests after connection failures, time-outs and the statuses 408, 425, 429,
/// 500, 502, 503 and 504.
///
/// Delays grow exponentially from ``initialDelay`` up to ``maximumDelay``, with random jitter; a `Retry-After`
/// header in seconds is honoured up to ``maximumDelay``. Retries never outlast the call's deadline.
public struct RetryPolicy: Hashable, Sendable {
    /// How many times a failed request is repeated (0 = never).
    public var maximumRetries: Int
    public var initialDelay: Duration
    public var maximumDelay: Duration

    public init(maximumRetries: Int, initialDelay: Duration = .milliseconds(250), maximumDelay: Duration = .seconds(8))
    {
        self.maximumRetries = max(0, maximumRetries)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// Two retries, from a quarter second.
    public static let `default` = RetryPolicy(maximumRetries: 2)
    /// No retries.
    public static let none = RetryPolicy(maximumRetries: 0)

    /// The delay before retry number `attempt` (1-based), with jitter of ±25 %.
    func delay(beforeRetry attempt: Int, retryAfter: Duration? = nil) -> Duration {
        if let retryAfter { return min(retryAfter, maximumDelay) }
        let exponential = initialDelay * (1 << min(attempt - 1, 20))
        let capped = min(exponential, maximumDelay)
        return capped * Double.random(in: 0.75...1.25)
    }
}
