public import Foundation
import Logging
import NIOConcurrencyHelpers

extension LocalServer {
    /// A message that `contact.php` delivered to the outbox, as 2.x would have mailed it.
    public struct ContactMessage: Sendable, Hashable {
        /// The meeting the message concerns.
        public var meetingID: Int
        /// The addresses of the mail's `To:` line, in order.
        public var recipients: [String]
        /// The sender's address as given (`from_address`); empty when none was given.
        public var sender: String
        /// `[MEETING LIST CONTACT] <meeting name>`.
        public var subject: String
        /// The sender's message followed by 2.x's footer (the meeting's name, time, day and links).
        public var body: String
        public var date: Date
    }

    /// Where a legacy-mode server delivers messages to meeting contacts instead of mailing them.
    ///
    /// ```swift
    /// let server = try await LocalServer.start(.init(mode: .legacy, emailContact: .enabled))
    /// // … a client sends a message through client_interface/contact.php …
    /// let delivered = server.outbox.messages
    /// ```
    ///
    /// A final class because it holds the messages delivered so far; a mutex guards them, so every member is safe to
    /// use from any task.
    public final class Outbox: Sendable {
        private struct State {
            var messages: [ContactMessage] = []
            var refusesMessages = false
        }

        private let state = NIOLockedValueBox(State())
        private let logger: Logger

        init(logger: Logger) {
            self.logger = logger
        }

        /// The messages delivered so far, oldest first.
        public var messages: [ContactMessage] { state.withLockedValue { $0.messages } }

        /// When `true`, delivery fails as a mail server that refuses the message would make it fail, and
        /// `contact.php` answers -4.
        public var refusesMessages: Bool {
            get { state.withLockedValue { $0.refusesMessages } }
            set { state.withLockedValue { $0.refusesMessages = newValue } }
        }

        /// Empties the outbox and returns what it held.
        @discardableResult
        public func removeAll() -> [ContactMessage] {
            state.withLockedValue { state in
                defer { state.messages = [] }
                return state.messages
            }
        }

        /// Delivers a message; `false` when the outbox refuses it.
        func deliver(_ message: ContactMessage) -> Bool {
            let accepted = state.withLockedValue { state in
                guard !state.refusesMessages else { return false }
                state.messages.append(message)
                return true
            }
            logger.info(
                accepted ? "Contact message delivered to the outbox" : "Contact message refused",
                metadata: [
                    "meeting": "\(message.meetingID)", "to": "\(message.recipients.joined(separator: ","))",
                    "from": "\(message.sender)", "subject": "\(message.subject)",
                ]
            )
            return accepted
        }
    }
}
