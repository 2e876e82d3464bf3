import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// `client_interface/contact.php` in legacy mode: 2.16.6's return codes, recipients and message, delivered to the
/// outbox.
@Suite("Local server: contact.php (2.x)")
struct ContactFormTests {
    /// A region with a contact, an area below it with a contact, and meetings of the area with and without their own.
    struct Scene {
        let harness: Harness
        var region = 0
        var area = 0
        var bare = 0
        /// A meeting with its own contact, "Serenity", Mondays at 19:30.
        var withContact = 0
        /// A meeting without its own contact.
        var withoutContact = 0
        /// A meeting of a body without a contact, and without its own.
        var orphan = 0

        init(_ harness: Harness) throws {
            self.harness = harness
            let ids = try harness.seed { seed in
                try seed.account(1)  // the server administrator, id 1, email@email.com
                let region = try seed.serviceBody("Region", type: "RS", email: "Region <region@example.org>")
                let area = try seed.serviceBody("Area", parent: region, email: "area@example.org")
                let bare = try seed.serviceBody("Bare", parent: region)
                let withContact = try seed.meeting(
                    [
                        "service_body_bigint": area, "email_contact": "Secretary <secretary@example.org>",
                        "weekday_tinyint": 2, "start_time": "19:30:00",
                    ],
                    data: ["meeting_name": "Serenity"]
                )
                let withoutContact = try seed.meeting(["service_body_bigint": area])
                let orphan = try seed.meeting(["service_body_bigint": bare])
                return [region, area, bare, withContact, withoutContact, orphan]
            }
            (region, area, bare, withContact, withoutContact, orphan) = (ids[0], ids[1], ids[2], ids[3], ids[4], ids[5])
        }

        func contact(_ query: String) async throws -> String {
            let answer = try await harness.get("/client_interface/contact.php" + (query.isEmpty ? "" : "?" + query))
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/html; charset=UTF-8")
            return answer.text
        }

        func send(
            to meeting: Int,
            serviceBody: Int? = nil,
            from: String = "visitor@example.com",
            message: String = "Hello"
        ) async throws -> String {
            var query: [String] = ["meeting_id=\(meeting)"]
            if let serviceBody = serviceBody ?? meetingServiceBody(meeting) {
                query.append("service_body_id=\(serviceBody)")
            }
            query.append("from_address=" + Self.escape(from))
            query.append("message=" + Self.escape(message))
            return try await contact(query.joined(separator: "&"))
        }

        private func meetingServiceBody(_ meeting: Int) -> Int? {
            [withContact: area, withoutContact: area, orphan: bare][meeting]
        }

        static func escape(_ text: String) -> String {
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
        }
    }

    static func run(
        _ emailContact: LocalServer.EmailContact = .enabled,
        mode: LocalServer.Mode = .legacy,
        _ body: (Scene) async throws -> Void
    ) async throws {
        try await Harness.run(mode: mode, emailContact: emailContact) { harness in try await body(Scene(harness)) }
    }

    @Test("Without a meeting it is a probe: 1 when email contact is on, 0 when off, whatever else is sent")
    func probe() async throws {
        try await Self.run(.enabled) { (scene: Scene) async throws in
            #expect(try await scene.contact("") == "1")
            #expect(try await scene.contact("meeting_id=0&anything=else") == "1")
            #expect(try await scene.contact("meeting_id=abc") == "1")
        }
        try await Self.run(.disabled) { (scene: Scene) async throws in
            #expect(try await scene.contact("") == "0")
            #expect(try await scene.send(to: scene.withContact) == "0")
            #expect(scene.harness.outbox.messages.isEmpty)
        }
    }

    @Test("GetServerInfo's emailEnabled and emailIncludesServiceBodies follow the setting")
    func serverInfo() async throws {
        for setting in [
            LocalServer.EmailContact.disabled, .enabled, .init(isEnabled: true, includesServiceBodyContacts: true),
        ] {
            try await Self.run(setting) { (scene: Scene) async throws in
                let info = try await scene.harness.get("/client_interface/json/?switcher=GetServerInfo").objects.first
                #expect(info?["emailEnabled"]?.text == (setting.isEnabled ? "1" : "0"))
                #expect(info?["emailIncludesServiceBodies"]?.text == (setting.includesServiceBodyContacts ? "1" : "0"))
            }
        }
    }

    @Test("A message goes to the meeting's own contact, with 2.x's subject and footer")
    func delivered() async throws {
        try await Self.run { (scene: Scene) async throws in
            #expect(
                try await scene.send(to: scene.withContact, message: "Is the meeting still on?\r\n\r\nThanks") == "1"
            )
            let messages = scene.harness.outbox.messages
            try #require(messages.count == 1)
            let message = messages[0]
            let root = scene.harness.rootURL.absoluteString
            #expect(message.meetingID == scene.withContact)
            #expect(message.recipients == ["secretary@example.org"])
            #expect(message.sender == "visitor@example.com")
            #expect(message.subject == "[MEETING LIST CONTACT] Serenity")
            #expect(
                message.body == """
                    Is the meeting still on?
                    Thanks
                    --
                    This message concerns the meeting named "Serenity", which meets at 19:30, on Monday.
                    Browser Link: \(root)/?single_meeting_id=\(scene.withContact)
                    Edit Link: \(root)/?edit_meeting=\(scene.withContact)
                    It was sent directly from the meeting list web server, and the sender is not aware of your email address.
                    Please be aware that replying will expose your email address.
                    If you use "Reply All", and there are multiple email recipients, you may expose other people's email addresses.
                    Please respect people's privacy and anonymity; including the original sender of this message.
                    """
            )
            #expect(scene.harness.outbox.removeAll().count == 1)
            #expect(scene.harness.outbox.messages.isEmpty)
        }
    }

    @Test("Without a contact of its own, the meeting's service body's contact is written to")
    func serviceBodyContact() async throws {
        try await Self.run { (scene: Scene) async throws in
            #expect(try await scene.send(to: scene.withoutContact) == "1")
            #expect(scene.harness.outbox.messages.map(\.recipients) == [["area@example.org"]])
        }
    }

    @Test(
        "Service body contacts are added only when configured; every administrator walks up to the server administrator"
    )
    func recipients() async throws {
        let cases: [(LocalServer.EmailContact, [String])] = [
            (.enabled, ["secretary@example.org"]),
            (.init(isEnabled: true, includesServiceBodyContacts: true), ["secretary@example.org", "area@example.org"]),
            (.init(isEnabled: true, includesEveryAdministrator: true), ["secretary@example.org"]),
            (
                .init(isEnabled: true, includesServiceBodyContacts: true, includesEveryAdministrator: true),
                ["secretary@example.org", "area@example.org", "region@example.org", "email@email.com"]
            ),
        ]
        for (setting, recipients) in cases {
            try await Self.run(setting) { (scene: Scene) async throws in
                #expect(try await scene.send(to: scene.withContact) == "1")
                #expect(scene.harness.outbox.messages.map(\.recipients) == [recipients])
            }
        }
    }

    @Test("-1 when neither the meeting nor its service body has a contact")
    func noContact() async throws {
        try await Self.run { (scene: Scene) async throws in
            #expect(try await scene.send(to: scene.orphan) == "-1")
            #expect(scene.harness.outbox.messages.isEmpty)
        }
    }

    @Test(
        "-2 for a sender address that 2.x does not take; names and comma lists as 2.x reads them",
        arguments: [
            ("not an address", "-2"), ("someone@example", "-2"), ("someone@example.c", "-2"),
            ("someone@example.museums", "-2"), ("some one@example.com", "-2"), ("a@b.com, c@d.com", "-2"),
            ("Some One <Some.One@Example.COM>", "1"), ("a@b.com,c@d.com", "1"), ("a_b-c.d@mail.example.org", "1"),
        ]
    )
    func sender(address: String, expected: String) async throws {
        try await Self.run { (scene: Scene) async throws in
            #expect(try await scene.send(to: scene.withContact, from: address) == expected)
            #expect(scene.harness.outbox.messages.count == (expected == "1" ? 1 : 0))
        }
    }

    @Test("-3 for what 2.x takes for spam")
    func spam() async throws {
        try await Self.run { (scene: Scene) async throws in
            let meeting = scene.withContact
            let area = scene.area
            // An unknown parameter, whatever its case.
            #expect(try await scene.contact("meeting_id=\(meeting)&service_body_id=\(area)&bcc=x") == "-3")
            #expect(try await scene.contact("meeting_id=\(meeting)&service_body_id=\(area)&Extra=1") == "-3")
            // A header in the sender's address (but not at its very start, which 2.x misses).
            #expect(try await scene.send(to: meeting, from: "me@example.com\nBcc: you@example.com") == "-3")
            #expect(try await scene.send(to: meeting, from: "me@example.com;you@example.com") == "-3")
            #expect(try await scene.send(to: meeting, from: ";me@example.com") == "-2")
            // More than two URLs in the message.
            let links = "see http://example.com and https://www.example.org/page?x=1 and ftp://files.example.net"
            #expect(try await scene.send(to: meeting, message: links) == "-3")
            #expect(try await scene.send(to: meeting, message: "see http://example.com and HTTP://A.COM x") == "1")
            // A service body that is not the meeting's, or none.
            #expect(try await scene.send(to: meeting, serviceBody: scene.region) == "-3")
            #expect(try await scene.contact("meeting_id=\(meeting)&from_address=a%40b.com&message=hi") == "-3")
            #expect(scene.harness.outbox.messages.count == 1)
        }
    }

    @Test("service_body_bigint stands in for a service_body_id of 0")
    func serviceBodyAlias() async throws {
        try await Self.run { (scene: Scene) async throws in
            let query = "meeting_id=\(scene.withContact)&service_body_id=0&service_body_bigint=\(scene.area)&message=hi"
            #expect(try await scene.contact(query) == "1")
            #expect(scene.harness.outbox.messages.first?.sender == "")
        }
    }

    @Test("0 for a meeting that does not exist, -4 when delivery fails; nothing is kept of either")
    func notFoundAndFailure() async throws {
        try await Self.run { (scene: Scene) async throws in
            #expect(try await scene.send(to: 999_999, serviceBody: scene.area) == "0")
            scene.harness.outbox.refusesMessages = true
            #expect(try await scene.send(to: scene.withContact) == "-4")
            #expect(scene.harness.outbox.messages.isEmpty)
            scene.harness.outbox.refusesMessages = false
            #expect(try await scene.send(to: scene.withContact) == "1")
        }
    }

    @Test("A list where 2.x expects text stops PHP 8 with an error: 500 and an empty body")
    func lists() async throws {
        try await Self.run { (scene: Scene) async throws in
            for query in ["from_address%5B%5D=a%40b.com", "message%5B%5D=hi"] {
                let answer = try await scene.harness.get(
                    "/client_interface/contact.php?meeting_id=\(scene.withContact)&service_body_id=\(scene.area)&"
                        + query
                )
                #expect(answer.status == 500)
                #expect(answer.text.isEmpty)
            }
        }
    }

    @Test("A current-mode server has no contact form, whatever the setting")
    func currentMode() async throws {
        try await Self.run(.enabled, mode: .current) { (scene: Scene) async throws in
            let answer = try await scene.harness.get(
                "/client_interface/contact.php?meeting_id=\(scene.withContact)&service_body_id=\(scene.area)"
            )
            #expect(answer.text != "1")
            #expect(scene.harness.outbox.messages.isEmpty)
        }
    }

    // MARK: - 2.x's text checks

    @Test(
        "URLs as 2.x's pattern finds them",
        arguments: [
            ("http://example.com", true), ("https://www.example.org/page?x=1", true), ("ftp://files.example.net", true),
            ("http://example.com:8080", true), ("http://a.bc", true), ("http://x.y", false), ("http://example", true),
            ("HTTP://EXAMPLE.COM", false), ("mailto:a@b.com", false), ("http://example.c0m", false),
            ("http://ex!ample.com/", true), ("http://-.ab", true), ("http://--ab", true),
        ]
    )
    func urls(word: String, isURL: Bool) {
        #expect(ContactForm.isURL(ArraySlice(word.utf8)) == isURL)
    }

    @Test("sendEMail's clean-up: line ends, blank lines and backslashes")
    func mailBody() {
        #expect(ContactForm.mailBody("a\r\n\r\nb\rc\n\n\nd") == "a\nb\nc\nd")
        #expect(ContactForm.mailBody(#"it\'s \\ here"#) == "it's  here")
        #expect(ContactForm.stripslashes(#"a\\b\0c\"#) == "a\\b\u{0}c")
    }
}
