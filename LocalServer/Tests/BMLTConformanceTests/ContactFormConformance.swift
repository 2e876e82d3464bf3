@_spi(BMLTInternal) import BMLT
import Foundation
import Testing

extension Conformance {
    /// `client_interface/contact.php` with email contact on: each of its answer codes as the library's outcome.
    /// Nothing is mailed: the peer's PHP sends mail to `/bin/true`.
    @Suite("Messages to meeting contacts", .enabled(if: Peer.isAvailable, Peer.unavailable))
    struct ContactForm {
        @Test("Every answer contact.php gives", arguments: Peer.Transport.allCases)
        func answers(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport) { client, mirror in
                func send(
                    _ meeting: Int,
                    _ body: Int,
                    from: String = "visitor@example.com",
                    _ text: String = "Is it on?"
                )
                    async -> BMLTError?
                {
                    do {
                        try await client.sendMessageToMeetingContact(
                            meetingID: meeting,
                            serviceBodyID: body,
                            fromAddress: from,
                            message: text
                        )
                        return nil
                    } catch {
                        return error as? BMLTError
                    }
                }
                // -1: nobody to write to (the sample data has no contact addresses).
                #expect(await send(Peer.nassauMeeting, Peer.nassau)?.code == .notFound)

                try mirror.setEmailContact("secretary@example.org", meeting: Peer.nassauMeeting)
                // 1: sent.
                #expect(await send(Peer.nassauMeeting, Peer.nassau) == nil)
                // -2: a sender address that is not one.
                let sender = await send(Peer.nassauMeeting, Peer.nassau, from: "not an address")
                #expect(sender?.code == .validationFailed && sender?.fieldErrors["from_address"] != nil)
                // -3: the wrong service body is the spam trap.
                let spam = await send(Peer.nassauMeeting, 1001)
                #expect(spam?.code == .validationFailed && spam?.fieldErrors["message"] != nil)
                // 0: no such meeting.
                #expect(await send(999_999, Peer.nassau)?.code == .unsupported)

                // No meeting id asks whether the form is on.
                let on = try await client.configuration.transport.send(
                    TransportRequest(url: client.rootURL.appendingPathComponent("client_interface/contact.php"))
                )
                #expect(String(decoding: on.body, as: UTF8.self) == "1")
            }
        }
    }
}
