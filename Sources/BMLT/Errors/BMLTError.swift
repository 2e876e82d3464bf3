public import Foundation

/// The one error type of the library.
///
/// Every failure of a call carries a stable ``code`` to switch on, and as much context as was known when it happened:
/// the URL that was asked (with any credentials removed), the HTTP status, the server's own message, the field errors
/// of a validation failure, and the first bytes of an unexpected body.
///
/// ```swift
/// do {
///     let meetings = try await client.meetings(matching: query)
/// } catch let error as BMLTError where error.code == .notBMLTServer {
///     print("That address is not a BMLT server: \(error.bodyPrefix ?? "")")
/// }
/// ```
public struct BMLTError: Error, Sendable, CustomStringConvertible, LocalizedError {
    /// A stable identifier for the kind of failure. New codes may be added in later versions.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// Each kind's number is its ``BMLTError/errorCode``, fixed once given: a new kind takes the next number.
        private enum Kind: Int, Sendable {
            case invalidURL = 1
            case insecureURL = 2
            case invalidQuery = 3
            case connectionFailed = 4
            case secureConnectionFailed = 5
            case timedOut = 6
            case httpStatus = 7
            case notBMLTServer = 8
            case unexpectedContent = 9
            case invalidJSON = 10
            case unexpectedShape = 11
            case serverMessage = 12
            case unsupported = 13
            case unauthorized = 14
            case forbidden = 15
            case notFound = 16
            case validationFailed = 17
            case conflict = 18
            case responseTooLarge = 19
            case hostNotFound = 20
            case offline = 21
            case invalidConfiguration = 22
            case filterRequired = 23
            case blocked = 24
        }

        private let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// The root server URL cannot be used (no scheme or host, or not http/https).
        public static let invalidURL = Code(.invalidURL)
        /// Plain `http://` was refused: to a host that is not a loopback address, while the configuration does not
        /// allow it, or by App Transport Security on Apple platforms (the server needs https, or the app an exception).
        public static let insecureURL = Code(.insecureURL)
        /// The caller asked for something that cannot be expressed or sent (for example an empty field key).
        public static let invalidQuery = Code(.invalidQuery)
        /// The server could not be reached, or the connection broke.
        public static let connectionFailed = Code(.connectionFailed)
        /// The server's host name could not be found: a mistyped address, or a name that no longer exists. Not
        /// retried: the same lookup gives the same answer.
        public static let hostNotFound = Code(.hostNotFound)
        /// The device has no network connection the app may use: it is offline, or cellular data is not allowed for
        /// the app, or roaming is off. Not retried: the request fails the same way until the person changes that.
        public static let offline = Code(.offline)
        /// The encrypted connection could not be set up: the TLS handshake failed (the port speaks plain HTTP, or the
        /// server's certificate is not trusted). Not retried: the same handshake fails the same way.
        public static let secureConnectionFailed = Code(.secureConnectionFailed)
        /// No answer within the configured request timeout or call deadline.
        public static let timedOut = Code(.timedOut)
        /// The server answered with an HTTP error status (4xx or 5xx).
        public static let httpStatus = Code(.httpStatus)
        /// The server answered, but not as a BMLT root server does (for example a web page or another API).
        public static let notBMLTServer = Code(.notBMLTServer)
        /// The server sent something other than JSON (an HTML page, plain text) where JSON was expected.
        public static let unexpectedContent = Code(.unexpectedContent)
        /// The body claims to be JSON but does not parse.
        public static let invalidJSON = Code(.invalidJSON)
        /// The JSON parses but does not have the shape of the expected BMLT answer.
        public static let unexpectedShape = Code(.unexpectedShape)
        /// The server answered with a plain-text message instead of data (as 2.x servers do for bad switchers).
        public static let serverMessage = Code(.serverMessage)
        /// The server's version does not offer this call.
        public static let unsupported = Code(.unsupported)
        /// The credentials were refused, or the session ended (logged out, expired or revoked token): log in again.
        public static let unauthorized = Code(.unauthorized)
        /// The logged-in user may not do this (HTTP 403, or a 2.x server's `NOT AUTHORIZED` to a live session).
        public static let forbidden = Code(.forbidden)
        /// The meeting, format, service body or user does not exist (HTTP 404, or a 2.x server's error).
        public static let notFound = Code(.notFound)
        /// The values were refused, by the server (HTTP 422) or before sending (a format key the server does not
        /// have); ``BMLTError/fieldErrors`` says which and why.
        public static let validationFailed = Code(.validationFailed)
        /// The object changed on the server since it was read (``BMLTError/meetingConflict`` holds both versions),
        /// or the server refused the write because of other objects (HTTP 409).
        public static let conflict = Code(.conflict)
        /// The answer was larger than ``BMLTClient/Configuration/maximumResponseSize`` allows.
        public static let responseTooLarge = Code(.responseTooLarge)
        /// The client or its transport was given a configuration it cannot work with (for example a background
        /// `URLSessionConfiguration`, whose sessions cannot run the transport's tasks).
        public static let invalidConfiguration = Code(.invalidConfiguration)
        /// The search names none of the filters the server requires of every search, and was not sent: an aggregator
        /// answers such a search with no meetings on purpose (``BMLTError/reason`` names the filters).
        public static let filterRequired = Code(.filterRequired)
        /// The server's operators blocked this client (HTTP 403 to a read, with a message addressed to it), most
        /// likely for the load it made; ``BMLTError/serverMessage`` holds their words. The block is lifted by
        /// writing to them, not by trying again.
        public static let blocked = Code(.blocked)

        public var description: String { "\(kind)" }

        /// The code's stable number: ``BMLTError/errorCode``.
        var number: Int { kind.rawValue }
    }

    /// What kind of failure this is.
    public var code: Code
    /// A sentence that says what went wrong, for developers (``errorDescription`` is the one for users).
    public var reason: String
    /// The URL that was requested, without query values that could hold secrets.
    public var url: URL?
    /// The HTTP status of the answer, when one arrived.
    public var httpStatus: Int?
    /// The server's own message (the `message` of a JSON error body, or a plain-text answer).
    public var serverMessage: String?
    /// The field errors of a validation failure (HTTP 422), by field name.
    public var fieldErrors: [String: [String]]
    /// The first characters of the body, when it was not what was expected.
    public var bodyPrefix: String?
    /// The error that caused this one, if any (for example a `URLError`).
    public var underlyingError: (any Error)?
    /// For a ``Code/conflict`` on saving a meeting: the version the edit started from, the server's version now, and
    /// the edit that was not saved.
    public var meetingConflict: MeetingConflict?
    /// The `Retry-After` of a 429 or 503 answer, in seconds.
    var retryAfterSeconds: Int?
    /// How long the server asked the client to wait before asking again (a 429's or 503's `Retry-After`, when given in
    /// seconds).
    public var retryAfter: Duration? { retryAfterSeconds.map { .seconds($0) } }
    /// How many attempts the client made, each answered with this error's status (1 when it was not retried).
    public internal(set) var attemptsFailedAlike = 1

    public init(
        code: Code,
        reason: String,
        url: URL? = nil,
        httpStatus: Int? = nil,
        serverMessage: String? = nil,
        fieldErrors: [String: [String]] = [:],
        bodyPrefix: String? = nil,
        underlyingError: (any Error)? = nil
    ) {
        self.code = code
        self.reason = reason
        self.url = url.map(Self.redacted)
        self.httpStatus = httpStatus
        self.serverMessage = serverMessage
        self.fieldErrors = fieldErrors
        self.bodyPrefix = bodyPrefix
        self.underlyingError = underlyingError
    }

    /// The error for an answer past the size limit, for transports that stop reading there.
    public static func responseTooLarge(limit: Int, url: URL?) -> BMLTError {
        BMLTError(
            code: .responseTooLarge,
            reason: "The answer is larger than the \(limit) bytes the client accepts (its maximumResponseSize).",
            url: url
        )
    }

    /// Whether repeating the same idempotent request later may succeed: connection failures, time-outs, and the
    /// statuses 408, 425, 429, 500, 502, 503 and 504.
    public var isRetryable: Bool {
        switch code {
        case .connectionFailed, .timedOut: return true
        case .httpStatus: return httpStatus.map { [408, 425, 429, 500, 502, 503, 504].contains($0) } ?? false
        default: return false
        }
    }

    /// Whether the failure says the server cannot be reached now, so that a kept answer may stand in for its own
    /// (``CachePolicy/staleIfError``): no connection, no name, no answer in time, a failed TLS handshake (a captive
    /// portal's, often), and the statuses 429, 500, 502, 503 and 504. An answer the server meant (a 403 block, a 404,
    /// a body that is not BMLT's) is not.
    var meansServerUnreachable: Bool {
        switch code {
        case .connectionFailed, .timedOut, .hostNotFound, .offline, .secureConnectionFailed: return true
        case .httpStatus: return httpStatus.map { [429, 500, 502, 503, 504].contains($0) } ?? false
        default: return false
        }
    }

    public var description: String {
        var text = "BMLTError.\(code): \(reason)"
        if let httpStatus { text += " (HTTP \(httpStatus))" }
        if let serverMessage, !serverMessage.isEmpty { text += " Server said: \"\(serverMessage)\"" }
        if !fieldErrors.isEmpty {
            let fields = fieldErrors.keys.sorted().map { "\($0): \(fieldErrors[$0]!.joined(separator: " "))" }
            text += " Fields: " + fields.joined(separator: "; ")
        }
        if let url { text += " URL: \(url.absoluteString)" }
        if let bodyPrefix, !bodyPrefix.isEmpty { text += " Body starts: \(bodyPrefix.debugDescription)" }
        return text
    }

    /// The number of characters of an unexpected body that an error keeps.
    static let bodyPrefixLength = 200

    static func prefix(of body: some Collection<UInt8>) -> String {
        String(decoding: body.prefix(bodyPrefixLength * 4), as: UTF8.self)
            .prefix(bodyPrefixLength)
            .description
    }

    /// Removes user info and the values of query items whose names suggest secrets.
    static func redacted(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        let hadSecrets = components.user != nil || components.password != nil
        components.user = nil
        components.password = nil
        var redactedQuery = false
        components.queryItems = components.queryItems?.map { item in
            let name = item.name.lowercased()
            guard ["password", "token", "secret", "api_key"].contains(where: name.contains) else { return item }
            redactedQuery = true
            return URLQueryItem(name: item.name, value: "REDACTED")
        }
        guard hadSecrets || redactedQuery else { return url }
        return components.url ?? url
    }
}
