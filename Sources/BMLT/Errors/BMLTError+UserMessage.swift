import Foundation

// What to tell the person using an app. `description` stays the developer's full account (the URL, the status, the
// start of the body); these two are short sentences to put in an alert.
extension BMLTError {
    /// What went wrong, in one sentence for the person using the app, naming the server's host.
    ///
    /// SwiftUI's `alert(isPresented:error:actions:)` shows it with ``recoverySuggestion`` below it.
    public var errorDescription: String? {
        let server = host.map { "The server \($0)" } ?? "The server"
        switch code {
        case .invalidURL: return "That is not the address of a BMLT server."
        case .insecureURL: return "\(server) can only be reached without encryption (http://)."
        case .invalidQuery: return reason
        case .connectionFailed: return "\(server) could not be reached."
        case .hostNotFound: return "\(server) could not be found."
        case .offline: return "This device is not connected to a network the app may use."
        case .secureConnectionFailed: return "\(server) could not be reached securely: the TLS handshake failed."
        case .timedOut: return "\(server) did not answer in time."
        case .httpStatus:
            let status = httpStatus.map { " (HTTP \($0))" } ?? ""
            if let serverMessage, !serverMessage.isEmpty {
                return "\(server) refused the request\(status): \(Self.sentence(serverMessage))"
            }
            return "\(server) answered with an error\(status)."
        case .notBMLTServer, .unexpectedContent, .invalidJSON, .unexpectedShape:
            return "\(server) did not answer as a BMLT server does."
        case .serverMessage: return "\(server) answered: \(serverMessage ?? reason)"
        case .unsupported: return "\(server) does not offer this: \(reason)"
        case .unauthorized: return "\(server) did not accept the login, or the login has ended."
        case .forbidden:
            // A refusal in the server's own words (a mirror that takes no writes, a deactivated user) says more than
            // the generic one; the servers' stock refusals say only what the first sentence says.
            if let serverMessage, !Self.stockRefusals.contains(serverMessage) {
                return "\(server) refused the request: \(Self.sentence(serverMessage))"
            }
            return "This user may not do that on \(server.prefix(1).lowercased() + server.dropFirst())."
        case .notFound: return reason
        case .validationFailed:
            let fields = fieldErrors.keys.sorted().flatMap { fieldErrors[$0]! }
            if !fields.isEmpty { return "Some values were refused: " + fields.joined(separator: " ") }
            return "\(server) refused the values" + (serverMessage.map { ": \($0)" } ?? ".")
        case .conflict: return reason
        case .responseTooLarge: return "\(server) sent more than this app accepts at once."
        case .invalidConfiguration: return reason
        case .filterRequired: return reason
        case .blocked:
            let message = serverMessage.map { ": " + Self.sentence($0) } ?? "."
            return "\(server) has blocked this app\(message)"
        default: return reason
        }
    }

    /// What the person can do about it, when there is something.
    public var recoverySuggestion: String? {
        switch code {
        case .invalidURL: return "Give the root server's address, for example https://bmlt.example.org/main_server."
        case .insecureURL: return "Use its https:// address."
        case .connectionFailed: return "Check the address and the network connection, then try again."
        case .hostNotFound: return "Check the address."
        case .offline: return "Connect to the internet, or allow this app to use cellular data, then try again."
        case .secureConnectionFailed:
            return "If the server has no TLS on that port, use its http:// address; otherwise its certificate is not "
                + "trusted."
        case .timedOut: return "Try again in a moment."
        case .httpStatus where isRetryable && attemptsFailedAlike > 1:
            return "It failed the same way each of the \(attemptsFailedAlike) times it was sent, so trying again will "
                + "likely not help."
        case .httpStatus where isRetryable: return "Try again in a moment."
        case .notBMLTServer, .unexpectedContent, .invalidJSON, .unexpectedShape:
            return "Check that the address is the root server's (it usually ends in /main_server)."
        case .unauthorized: return "Log in again."
        case .conflict where meetingConflict != nil: return "Read the meeting again, then make the change again."
        case .responseTooLarge: return "Ask for fewer meetings at once, for example a page at a time."
        case .blocked:
            return "The block is lifted by writing to the server's operators (the message says how to reach them), "
                + "not by trying again."
        default: return nil
        }
    }

    /// The refusals of 4.x's policies and routes and of 2.x's `json.php`, which name no reason.
    static let stockRefusals: Set<String> = ["This action is unauthorized.", "Unauthorized.", "NOT AUTHORIZED", ""]

    /// A server's message as a sentence: with a full stop where it has no closing punctuation (4.x's
    /// `Server Error`).
    static func sentence(_ message: String) -> String {
        guard let last = message.last, !".!?:)".contains(last) else { return message }
        return message + "."
    }

    /// The host of the request, if known.
    var host: String? {
        url?.host
    }
}
