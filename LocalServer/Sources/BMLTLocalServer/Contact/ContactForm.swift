import Foundation
import GRDB

/// `client_interface/contact.php` of a 2.16.6 server: a message from a meeting-list visitor to a meeting's contact.
///
/// It answers one integer, as 2.x does: 1 delivered (or, with no `meeting_id`, email contact is on), 0 email contact
/// is off or the meeting does not exist, -1 nobody to write to, -2 the sender's address is not valid, -3 the request
/// looks like spam (an unknown parameter, a header in the sender's address, more than two URLs in the message, or a
/// service body that is not the meeting's), -4 delivery failed. Messages go to the server's ``LocalServer/Outbox``.
///
/// 2.x echoes the mail instead of sending it when the host name contains `localhost`; the local server always
/// delivers to the outbox and answers the integer.
struct ContactForm {
    let store: LocalStore
    let settings: LocalServer.EmailContact
    let outbox: LocalServer.Outbox
    /// The root server URL as 2.x builds it for the links in the message (scheme, host, port unless 80, base path).
    let rootURL: String
    let now: Date

    /// The query parameters a request may have; any other is taken for spam.
    private static let allowedParameters: Set<String> = [
        "meeting_id", "service_body_id", "service_body_bigint", "from_address", "message",
    ]

    enum Outcome: Int {
        case delivered = 1
        case disabled = 0
        case noContact = -1
        case invalidSender = -2
        case spam = -3
        case deliveryFailed = -4
    }

    /// Answers a request with its query's parameters (2.x reads `$_GET` only).
    func respond(to parameters: RequestParameters) async throws -> LocalResponse {
        // PHP 8 stops with a TypeError where 2.x hands a list to a string function.
        guard let outcome = try await outcome(parameters) else { return .text("", status: 500) }
        return .text(String(outcome.rawValue), contentType: "text/html; charset=UTF-8")
    }

    /// The outcome, or `nil` where PHP 8 fails.
    private func outcome(_ parameters: RequestParameters) async throws -> Outcome? {
        let meetingID = Self.intval(parameters, "meeting_id")
        // No meeting is a probe: is email contact on?
        guard meetingID != 0 else { return settings.isEnabled ? .delivered : .disabled }
        var serviceBodyID: Int?
        if parameters.has("service_body_id") {
            serviceBodyID = Self.intval(parameters, "service_body_id")
            if serviceBodyID == 0 { serviceBodyID = Self.intval(parameters, "service_body_bigint") }
        }
        for name in parameters.values.keys where !name.isEmpty {
            guard Self.allowedParameters.contains(Self.asciiLowercased(name)) else { return .spam }
        }
        if parameters.isList("from_address") { return nil }
        let sender = parameters.string("from_address")
        if let sender {
            if Self.looksLikeHeaderInjection(sender) { return .spam }
            if !Self.isValidAddressList(sender) { return .invalidSender }
        }
        if parameters.isList("message") { return nil }
        let message = parameters.string("message")
        if let message, Self.countsAsSpam(message) { return .spam }
        guard settings.isEnabled else { return .disabled }
        let catalog = try await store.catalog()
        guard let meeting = catalog.meeting(id: meetingID) else { return .disabled }
        guard let serviceBodyID, serviceBodyID != 0, serviceBodyID == meeting.serviceBodyID else { return .spam }

        let contacts = try await contacts(of: meeting, in: catalog)
        guard let first = contacts.first else { return .noContact }
        let toLine =
            contacts.count > 1 && settings.includesServiceBodyContacts ? contacts.joined(separator: ",") : first
        guard Self.isValidAddressList(toLine) else { return .noContact }

        let name = meeting.data["meeting_name"] ?? ""
        let time = (meeting.startTime ?? "").split(separator: ":", omittingEmptySubsequences: false).prefix(2)
        let weekdays = LegacyStrings.weekdayNames
        let weekday = meeting.weekday.flatMap { weekdays.indices.contains($0) ? weekdays[$0] : nil } ?? ""
        let body = Self.footerFormat(
            message: message ?? "",
            name: name,
            time: time.joined(separator: ":"),
            weekday: weekday,
            browserLink: "\(rootURL)/?single_meeting_id=\(meetingID)",
            editLink: "\(rootURL)/?edit_meeting=\(meetingID)"
        )
        let delivered = outbox.deliver(
            LocalServer.ContactMessage(
                meetingID: meetingID,
                recipients: toLine.split(separator: ",").map(String.init),
                sender: sender ?? "",
                subject: Self.stripslashes("[MEETING LIST CONTACT] \(name)"),
                body: Self.mailBody(body),
                date: now
            )
        )
        return delivered ? .delivered : .deliveryFailed
    }

    /// The meeting's own contact first, then its service body's (and, with every administrator, those of the bodies
    /// above it and the server administrator's), each simplified to a bare address.
    private func contacts(of meeting: Catalog.Meeting, in catalog: Catalog) async throws -> [String] {
        var contacts: [String] = []
        if let own = meeting.emailContact.map(Self.simplifiedAddress), !own.isEmpty { contacts.append(own) }
        let bodies = Dictionary(catalog.serviceBodies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var next = bodies[meeting.serviceBodyID]
        var visited: Set<Int> = []
        while let body = next, visited.insert(body.id).inserted {
            let address = Self.simplifiedAddress(body.email)
            if !address.isEmpty, !contacts.contains(address) { contacts.append(address) }
            next = settings.includesEveryAdministrator ? body.parentID.flatMap { bodies[$0] } : nil
        }
        if settings.includesEveryAdministrator {
            let email = try await store.database.read { db in
                // The server administrator's.
                try UserRecord.fetchOne(db, key: 1)?.email
            }
            if let address = email.map(Self.simplifiedAddress), !address.isEmpty { contacts.append(address) }
        }
        return contacts
    }

    // MARK: - 2.x's checks, byte for byte

    /// `intval($_GET[name])`: a list counts as 1, as PHP's `intval` of a non-empty array is.
    private static func intval(_ parameters: RequestParameters, _ name: String) -> Int {
        switch parameters.values[name] {
        case .scalar(let value): return PHPText.intval(value)
        case .list(let values): return values.isEmpty ? 0 : 1
        case nil: return 0
        }
    }

    private static func asciiLowercased(_ text: String) -> String {
        String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// `analyzeFromLine`: a line break, `;`, `to:`, `cc:` or `bc:` anywhere but at the very start (2.x tests
    /// `strpos(…) == false`, so a first occurrence at position 0 passes).
    static func looksLikeHeaderInjection(_ sender: String) -> Bool {
        let bytes = Array(asciiLowercased(sender).utf8)
        return ["\r", "\n", ";", "to:", "cc:", "bc:"].contains { needle in
            let needle = Array(needle.utf8)
            guard bytes.count >= needle.count else { return false }
            let first = (0...(bytes.count - needle.count)).first {
                bytes[$0..<($0 + needle.count)].elementsEqual(needle)
            }
            return (first ?? 0) > 0
        }
    }

    /// `isValidEmailAddress`: every comma-separated address (the part in `<…>` of `Name <address>`) matches
    /// `^([a-z0-9_.-]+?)@([a-z0-9-]+)(\.[a-z0-9-]+)*(\.[a-z]{2,6})$` once lowercased.
    static func isValidAddressList(_ list: String) -> Bool {
        list.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { element in
            let parts = asciiLowercased(String(element)).components(separatedBy: " <")
            return isValidAddress(trimming(parts.count > 1 ? parts[1] : parts[0], "<>"))
        }
    }

    private static func isValidAddress(_ address: String) -> Bool {
        let bytes = Array(address.utf8)
        guard let at = bytes.firstIndex(of: UInt8(ascii: "@")), at > 0 else { return false }
        let isLetter = { (byte: UInt8) in (0x61...0x7A).contains(byte) }
        let isLabelByte = { (byte: UInt8) in isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2D }
        let local = bytes[..<at]
        guard local.allSatisfy({ isLabelByte($0) || $0 == 0x5F || $0 == 0x2E }) else { return false }
        let labels = bytes[(at + 1)...].split(separator: 0x2E, omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, (2...6).contains(last.count), last.allSatisfy(isLetter) else {
            return false
        }
        return labels.allSatisfy { !$0.isEmpty && $0.allSatisfy(isLabelByte) }
    }

    /// `simplifyEmailAddress`: the address of `Name <address>` (or the whole text), trimmed, or "" when not valid.
    static func simplifiedAddress(_ text: String) -> String {
        let parts = text.components(separatedBy: " <")
        let address = trimming(parts.count > 1 ? parts[1] : parts[0], " <>")
        return isValidAddressList(address) ? address : ""
    }

    /// PHP's `trim` with a character list.
    private static func trimming(_ text: String, _ characters: String) -> String {
        let set = Set(characters.unicodeScalars)
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !set.contains($0) }),
            let end = scalars.lastIndex(where: { !set.contains($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    /// `analyzeMessageContent`: more than two words that are URLs.
    static func countsAsSpam(_ message: String) -> Bool {
        // PCRE's `\s` without the `u` flag: ASCII space, tab, line feed, vertical tab, form feed, carriage return.
        let words = Array(message.utf8).split { [0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains($0) }
        return words.lazy.filter(isURL).dropFirst(2).first != nil
    }

    /// Whether a word matches 2.x's `#^(http(s)?|ftp)://([a-z0-9_-]+.)+([a-z]{2,}){1}((:|/)(.*))?$#`.
    ///
    /// Decided in linear time instead of by backtracking: after the scheme, some prefix must be one or more groups of
    /// `[a-z0-9_-]+` and one more byte, followed by two or more lowercase letters, and then the end, `:` or `/`.
    static func isURL(_ word: ArraySlice<UInt8>) -> Bool {
        let schemes = ["http://", "https://", "ftp://"].map { Array($0.utf8) }
        guard let scheme = schemes.first(where: { word.starts(with: $0) }) else { return false }
        let rest = Array(word.dropFirst(scheme.count))
        let count = rest.count
        let isGroupByte = { (byte: UInt8) in
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F || byte == 0x2D
        }
        // run[i]: how many group bytes start at i.
        var run = [Int](repeating: 0, count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) where isGroupByte(rest[index]) {
            run[index] = run[index + 1] + 1
        }
        // groupsEnd[i]: whether rest[..<i] is one or more groups; each group from a start p ends in p+2 ... p+run[p]+1.
        var groupsEnd = [Bool](repeating: false, count: count + 1)
        var openings = [Int](repeating: 0, count: count + 2)
        var open = 0
        for position in 0...count {
            open += openings[position]
            if position > 0 { groupsEnd[position] = open > 0 }
            guard position == 0 || groupsEnd[position], run[position] > 0 else { continue }
            let lowest = position + 2
            let highest = min(position + run[position] + 1, count)
            if lowest <= highest {
                openings[lowest] += 1
                openings[highest + 1] -= 1
            }
        }
        var groupsEndBefore = [Int](repeating: 0, count: count + 2)
        for position in 0...count {
            groupsEndBefore[position + 1] = groupsEndBefore[position] + (groupsEnd[position] ? 1 : 0)
        }
        var letters = 0  // lowercase letters ending just before `position`
        for position in 0...count {
            if position == count || rest[position] == UInt8(ascii: ":") || rest[position] == UInt8(ascii: "/"),
                letters >= 2,
                groupsEndBefore[position - 1] - groupsEndBefore[position - letters] > 0
            {
                return true
            }
            letters = position < count && (0x61...0x7A).contains(rest[position]) ? letters + 1 : 0
        }
        return false
    }

    // MARK: - The mail

    /// `meeting_contact_message_format` of 2.x's English strings.
    private static func footerFormat(
        message: String,
        name: String,
        time: String,
        weekday: String,
        browserLink: String,
        editLink: String
    ) -> String {
        """
        \(message)
        --
        This message concerns the meeting named "\(name)", which meets at \(time), on \(weekday).
        Browser Link: \(browserLink)
        Edit Link: \(editLink)
        It was sent directly from the meeting list web server, and the sender is not aware of your email address.
        Please be aware that replying will expose your email address.
        If you use "Reply All", and there are multiple email recipients, you may expose other people's email addresses.
        Please respect people's privacy and anonymity; including the original sender of this message.
        """
    }

    /// `sendEMail`'s clean-up of the body: line ends made `\n`, backslashes stripped, blank lines removed, backslashes
    /// stripped again.
    static func mailBody(_ body: String) -> String {
        let unified = body.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        var collapsed = String.UnicodeScalarView()
        for scalar in stripslashes(unified).unicodeScalars where scalar != "\n" || collapsed.last != "\n" {
            collapsed.append(scalar)
        }
        return stripslashes(String(collapsed))
    }

    /// PHP's `stripslashes`: `\x` becomes `x`, `\0` a NUL, and a lone trailing backslash goes.
    static func stripslashes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                result.append(scalar == "0" ? "\u{0}" : scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
