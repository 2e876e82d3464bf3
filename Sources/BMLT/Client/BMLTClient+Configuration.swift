public import Foundation
public import Logging

extension BMLTClient {
    /// How a client talks to its server.
    ///
    /// ```swift
    /// var configuration = BMLTClient.Configuration()
    /// configuration.identity = ClientIdentity(name: "MeetingFinder", version: "2.0", contact: "admin@example.org")
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
        /// Who is asking (``ClientIdentity``): sent as the `User-Agent`, and as `callingApp` on every switcher call.
        /// Set it in an app: the operators of BMLT servers, the aggregator's most of all, ask every client to name
        /// itself and a contact, and block the anonymous clients that load them.
        public var identity: ClientIdentity?
        /// The `User-Agent` header when no ``identity`` is set (the library's name and version by default).
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
        /// The largest answer the client reads, in bytes (64 MiB by default); a larger one fails with
        /// ``BMLTError/Code/responseTooLarge``.
        ///
        /// The largest BMLT servers answer a search for all their meetings in under 20 MB; a body far larger is a
        /// fault, not data, and would otherwise be held in memory and decoded. `AsyncHTTPClientTransport` stops
        /// reading at the limit; ``URLSessionTransport`` cannot, so it reads the whole body before the client refuses
        /// it. A streamed search (``BMLTClient/meetingStream(matching:)``) may be any size: there the limit bounds the
        /// bytes of one meeting. Raise it to read everything an aggregator holds at once.
        public var maximumResponseSize: Int
        /// The time zone of the server's meetings, for meetings without a `time_zone` of their own (most of them:
        /// servers fill it in only when their administrators enable time zones). Servers do not publish it; when
        /// `nil`, the device's zone is used. See ``Meeting/nextOccurrence(after:fallbackTimeZone:)``.
        public var serverTimeZone: TimeZone?
        /// How long answers are kept, and whether a kept one stands in when the server cannot be reached
        /// (``CachePolicy/default``: server info, service bodies and formats for five minutes, no search);
        /// `nil` asks the server every time and keeps nothing. Read when the client is made.
        public var cache: CachePolicy?

        public init(
            transport: any HTTPTransport = URLSessionTransport(),
            requestTimeout: Duration = .seconds(30),
            deadline: Duration = .seconds(120),
            retry: RetryPolicy = .default,
            identity: ClientIdentity? = nil,
            userAgent: String = ClientIdentity.libraryProduct,
            logger: Logger = Logger(label: "org.bmlt.client", factory: { _ in SwiftLogNoOpLogHandler() }),
            allowsInsecureHTTP: Bool = false,
            sharesConcurrentReads: Bool = true,
            maximumResponseSize: Int = 64 << 20,
            serverTimeZone: TimeZone? = nil,
            cache: CachePolicy? = .default
        ) {
            self.transport = transport
            self.requestTimeout = requestTimeout
            self.deadline = deadline
            self.retry = retry
            self.identity = identity
            self.userAgent = userAgent
            self.logger = logger
            self.allowsInsecureHTTP = allowsInsecureHTTP
            self.sharesConcurrentReads = sharesConcurrentReads
            self.maximumResponseSize = maximumResponseSize
            self.serverTimeZone = serverTimeZone
            self.cache = cache
        }
    }
}

/// How a client retries idempotent requests after connection failures, time-outs and the statuses 408, 425, 429,
/// 500, 502, 503 and 504.
///
/// Delays grow exponentially from ``initialDelay`` up to ``maximumDelay``, with random jitter: a request is never
/// repeated at once, nor more than ``maximumRetries`` times. A `Retry-After` header in seconds (429, 503) is honoured:
/// the retry waits at least that long, and when the server asks for longer than ``maximumDelay`` the call fails at
/// once with the error, whose ``BMLTError/retryAfter`` says when to ask again. Retries never outlast the call's
/// deadline.
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

    /// The delay before retry number `attempt` (1-based), with jitter of ±25 %, and no shorter than the server's
    /// `Retry-After`; `nil` when the server asks for a longer wait than the policy allows (no retry then).
    @_spi(BMLTInternal) public func delay(beforeRetry attempt: Int, retryAfter: Duration? = nil) -> Duration? {
        let exponential = initialDelay * (1 << min(attempt - 1, 20))
        let backOff = min(exponential, maximumDelay) * Double.random(in: 0.75...1.25)
        guard let retryAfter else { return backOff }
        return retryAfter <= maximumDelay ? max(retryAfter, backOff) : nil
    }
}
