@_spi(BMLTInternal) import BMLT
import Foundation
import Testing

extension Conformance {
    /// `AdminSession` on bmlt-server 4.x's `/api/v1`: what 2.x has not (token refresh, the directory) and what 4.x does
    /// otherwise; the conflict, delete, restore and create flows run on both servers (``AdminSessions``).
    @Suite("AdminSession on 4.x", .enabled(if: Peer.Server.v4.rootURL != nil, Peer.unavailable))
    struct AdminAPISessions {
        @Test(
            "Login, refresh, permissions, the user, list, read, save, history, roll back, logout",
            arguments: Peer.Transport.allCases
        )
        func readAndEdit(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: .v4) { client, _ in
                // A margin longer than a token lives: every call refreshes the token first.
                let session = try await client.login(
                    username: "nasc_admin",
                    password: Peer.password,
                    options: AdminSession.Options(refreshMargin: .seconds(10 * 365 * 86_400))
                )
                #expect(session.flavour == .adminAPI)
                let firstToken = await session.currentCredential?.secret
                let user = try await session.currentUser()
                #expect(await session.currentCredential?.secret != firstToken)
                #expect(user.id == 4 && user.displayName == "Nassau Area Administrator")
                #expect(user.level == .serviceBodyAdministrator)
                let permissions = try await session.permissions()
                #expect(permissions.canEditMeetings(of: Peer.nassau) && !permissions.canEditMeetings(of: 1001))

                let listed = try await session.meetings(
                    AdminMeetingFilter(weekdays: [.monday], serviceBodyIDs: [Peer.nassau])
                )
                #expect(
                    !listed.isEmpty && listed.allSatisfy { $0.serviceBodyID == Peer.nassau && $0.weekday == .monday }
                )

                let original = try await session.meeting(id: Peer.nassauMeeting)
                #expect(original.name == "Hopeful In Hicksville")
                var edit = MeetingEdit(original)
                edit.meeting.name = "Hopeful In Hicksville & Friends"
                edit.meeting.startTime = LocalTime(hour: 19, minute: 30)
                edit.meeting.formatKeys = ["O", "D", "WC"]
                let saved = try await session.save(edit)
                #expect(saved.name == "Hopeful In Hicksville & Friends")
                #expect(saved.startTime == LocalTime(hour: 19, minute: 30))
                #expect(Set(saved.formatKeys) == ["O", "D", "WC"])
                #expect(saved.comments == original.comments && saved.location == original.location)
                #expect(try await client.meetings(matching: .ids([Peer.nassauMeeting])).first?.name == saved.name)

                let history = try await session.history(meetingID: Peer.nassauMeeting)
                let change = try #require(history.first)
                #expect(change.before?.name == "Hopeful In Hicksville" && change.after?.name == saved.name)
                let rolledBack = try await session.rollback(meetingID: Peer.nassauMeeting, toBefore: change.id)
                #expect(rolledBack.name == "Hopeful In Hicksville")
                #expect(rolledBack.startTime == original.startTime)
                #expect(Set(rolledBack.formatKeys) == Set(original.formatKeys))

                try await session.logout()
                await #expect { _ = try await session.meeting(id: Peer.nassauMeeting) } throws: {
                    ($0 as? BMLTError)?.code == .unauthorized
                }
            }
        }

        @Test("Formats, service bodies and users as the server administrator", arguments: Peer.Transport.allCases)
        func directory(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: .v4) { client, _ in
                let session = try await client.login(username: "serveradmin", password: Peer.password)
                #expect(try await session.currentUser().level == .serverAdministrator)

                let formats = try await session.formats()
                #expect(formats.contains { $0.translations.contains { $0.key == "O" } })
                let format = try await session.createFormat(
                    AdminFormat(
                        kind: .meetingFormat,
                        translations: [.init(key: "ZZ", name: "Test", description: "A test format", language: "en")]
                    )
                )
                #expect(try await session.format(id: format.id).translations.first?.key == "ZZ")
                try await session.deleteFormat(id: format.id)

                let bodies = try await session.serviceBodies()
                #expect(bodies.contains { $0.id == Peer.nassau })
                var body = try await session.serviceBody(id: Peer.nassau)
                body.description = "Nassau, edited"
                try await session.updateServiceBody(body)
                #expect(try await session.serviceBody(id: Peer.nassau).description == "Nassau, edited")

                let users = try await session.users()
                #expect(users.contains { $0.id == 4 })
                // The logged-in administrator's login time, as the server writes it (six fraction digits and Z), read.
                let me = try #require(users.first { $0.username == "serveradmin" })
                #expect(me.lastLoginAt.map { abs($0.timeIntervalSinceNow) < 600 } == true)
                var user = try await session.user(id: 4)
                user.displayName = "Nassau, edited"
                try await session.updateUser(user)
                #expect(try await session.user(id: 4).displayName == "Nassau, edited")
            }
        }

        @Test("Refusals are typed errors, and change nothing", arguments: Peer.Transport.allCases)
        func refusals(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: .v4) { client, _ in
                let refused = await #expect(throws: BMLTError.self) {
                    _ = try await client.login(username: "nasc_admin", password: "not the password")
                }
                #expect(refused?.code == .unauthorized)
                let session = try await client.login(username: "nasc_admin", password: Peer.password)
                let before = try await client.meetings(matching: .ids([Peer.otherAreasMeeting])).first
                var outside = MeetingEdit(try #require(before))
                outside.meeting.name = "Not mine"
                let forbidden = await #expect(throws: BMLTError.self) {
                    _ = try await session.save(outside, force: true)
                }
                #expect(forbidden?.code == .forbidden)
                #expect(try await client.meetings(matching: .ids([Peer.otherAreasMeeting])).first == before)

                var unknownFormat = try await session.edit(meetingID: Peer.nassauMeeting)
                unknownFormat.meeting.formatKeys = ["O", "ZZZ"]
                let invalid = await #expect(throws: BMLTError.self) { _ = try await session.save(unknownFormat) }
                #expect(invalid?.code == .validationFailed)
                #expect(try await session.meeting(id: Peer.nassauMeeting) == unknownFormat.original)

                await #expect(throws: BMLTError.self) { try await session.deleteMeeting(id: Peer.otherAreasMeeting) }
                let body = ServiceBody(id: 0, parentID: Peer.nassau, name: "Not allowed", description: "")
                let refusedBody = await #expect(throws: BMLTError.self) {
                    _ = try await session.createServiceBody(body)
                }
                #expect(refusedBody?.code == .forbidden)
                #expect(try await client.meetings(matching: .ids([Peer.otherAreasMeeting])).count == 1)
            }
        }
    }
}
