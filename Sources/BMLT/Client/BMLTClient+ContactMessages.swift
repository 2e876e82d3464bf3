import Foundation

extension BMLTClient {
    /// Sends a visitor's message to a meeting's contact through the server's `client_interface/contact.php`.
    ///
    /// Only 2.x servers with email contact turned on (``ServerInfo/emailEnabled``) offer this; 3.0 removed it. The
    /// server mails the meeting's own contact and, if it is set up so, its service body's. The message is sent once:
    /// a failed send is not repeated, because the server may have mailed it before the failure.
    ///
    /// ```swift
    /// try await client.sendMessageToMeetingContact(
    ///     meetingID: 188, serviceBodyID: 1002, fromAddress: "me@example.org", message: "Is the meeting on tonight?")
    /// ```
    ///
    /// - Throws: ``BMLTError`` `.unsupported` when the server does not offer contact messages, `.notFound` when the
    ///   meeting has nobody to write to, `.validationFailed` for a sender address the server refuses (field
    ///   `from_address`) or a message it takes for spam (field `message`), `.serverMessage` when the server could not
    ///   deliver it.
    public func sendMessageToMeetingContact(
        meetingID: Int,
        serviceBodyID: Int,
        fromAddress: String,
        message: String
    ) async throws {
        let info = try await serverInfo()
        guard ServerCapabilities(info).supportsContactMessages else {
            throw BMLTError(
                code: .unsupported,
                reason: info.version.major >= 3
                    ? "Servers from 3.0 on have no contact form; this is a \(info.version) server."
                    : "This server has email contact turned off."
            )
        }
        // contact.php reads its parameters from the query (2.x's $_GET) and takes no others: any extra is spam.
        let parameters = QueryParameters([
            ("meeting_id", String(meetingID)), ("service_body_id", String(serviceBodyID)),
            ("from_address", fromAddress), ("message", message),
        ])
        let url = URL(string: rootURL.absoluteString + "/client_interface/contact.php?" + parameters.encoded)!
        // Sent once: a client of its own without retries (a contact message is not a read, so nothing is shared).
        var configuration = configuration
        configuration.retry = .none
        let once = try BMLTClient(rootURL: rootURL, configuration: configuration)
        let answer = try ResponseBody.text(try await once.send(TransportRequest(url: url)), url: url)
        let trimmed = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        func failure(_ code: BMLTError.Code, _ reason: String, field: String? = nil) -> BMLTError {
            BMLTError(
                code: code,
                reason: reason,
                url: url,
                serverMessage: trimmed,
                fieldErrors: field.map { [$0: [reason]] } ?? [:]
            )
        }
        switch Int(trimmed) {
        case 1: return
        case 0:
            throw failure(.unsupported, "The server has email contact turned off, or there is no meeting \(meetingID).")
        case -1: throw failure(.notFound, "Meeting \(meetingID) has nobody to write to.")
        case -2: throw failure(.validationFailed, "The server refuses the sender's address.", field: "from_address")
        case -3: throw failure(.validationFailed, "The server takes the message for spam.", field: "message")
        case -4: throw failure(.serverMessage, "The server could not send the message.")
        default:
            throw BMLTError(
                code: .unexpectedContent,
                reason: "contact.php answered something other than a number.",
                url: url,
                bodyPrefix: String(trimmed.prefix(BMLTError.bodyPrefixLength))
            )
        }
    }
}
