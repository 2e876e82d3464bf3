extension LocalServer {
    /// Whether a legacy-mode server accepts messages to meeting contacts (`client_interface/contact.php`), and to whom
    /// they go: 2.x's `$g_enable_email_contact`, `$include_service_body_admin_on_emails` and
    /// `$include_every_admin_on_emails`.
    ///
    /// Messages are never mailed: they are delivered to the server's ``LocalServer/outbox``. A current-mode server has
    /// no contact form, as 4.x servers have none, and ignores this setting.
    public struct EmailContact: Sendable, Hashable {
        /// Whether `contact.php` delivers messages (GetServerInfo's `emailEnabled`).
        public var isEnabled: Bool
        /// Whether a message goes to the meeting's contact and its service body's contact together, instead of only
        /// the first of them (GetServerInfo's `emailIncludesServiceBodies`).
        public var includesServiceBodyContacts: Bool
        /// Whether the contacts of every service body above the meeting's, and the server administrator's address,
        /// are collected too (they are sent to only when ``includesServiceBodyContacts`` is on).
        public var includesEveryAdministrator: Bool

        public init(
            isEnabled: Bool,
            includesServiceBodyContacts: Bool = false,
            includesEveryAdministrator: Bool = false
        ) {
            self.isEnabled = isEnabled
            self.includesServiceBodyContacts = includesServiceBodyContacts
            self.includesEveryAdministrator = includesEveryAdministrator
        }

        /// No messages: `contact.php` answers 0, as a 2.x server with email contact switched off does.
        public static let disabled = EmailContact(isEnabled: false)
        /// Messages to the meeting's contact, or else its service body's contact.
        public static let enabled = EmailContact(isEnabled: true)
    }
}
