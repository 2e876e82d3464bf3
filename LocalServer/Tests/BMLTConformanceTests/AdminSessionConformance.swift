@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import Testing

extension Conformance {
    /// `AdminSession` on 2.16.6's `json.php`: every operation a 2.x server offers, and its refusals as typed errors.
    @Suite("AdminSession on json.php (2.x), and the flows both servers share")
    struct AdminSessions {
        @Test(
            "Login, permissions, the user, list, read, save, history, roll back",
            .enabled(if: Peer.isAvailable, Peer.unavailable),
            arguments: Peer.Transport.allCases
        )
        func readAndEdit(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport) { client, _ in
                let session = try await client.login(username: "nasc_admin", password: Peer.password)
                #expect(session.flavour == .legacy)
                let user = try await session.currentUser()
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
                let unpublishedToo = try await client.meetings(
                    matching: MeetingQuery().with {
                        $0.serviceBodies = .only(Peer.nassau)
                        $0.weekdays = .only(.monday)
                        $0.published = .all
                    }
                )
                #expect(Set(listed.map(\.id)) == Set(unpublishedToo.map(\.id)))

                let original = try await session.meeting(id: Peer.nassauMeeting)
                #expect(original.name == "Hopeful In Hicksville" && original.formatKeys == ["O", "BT", "D", "BK"])
                var edit = MeetingEdit(original)
                edit.meeting.name = "Hopeful In Hicksville & Friends"
                edit.meeting.startTime = LocalTime(hour: 19, minute: 30)
                edit.meeting.formatKeys = ["O", "D", "WC"]
                let saved = try await session.save(edit)
                #expect(saved.name == "Hopeful In Hicksville & Friends")
                #expect(saved.startTime == LocalTime(hour: 19, minute: 30))
                #expect(Set(saved.formatKeys) == ["O", "D", "WC"])
                #expect(try await client.meetings(matching: .ids([Peer.nassauMeeting])).first?.name == saved.name)

                let history = try await session.history(meetingID: Peer.nassauMeeting)
                let change = try #require(history.first)
                #expect(change.before?.name == "Hopeful In Hicksville" && change.after?.name == saved.name)
                let rolledBack = try await session.rollback(meetingID: Peer.nassauMeeting, toBefore: change.id)
                #expect(rolledBack.name == "Hopeful In Hicksville")
                #expect(rolledBack.startTime == original.startTime)

                try await session.logout()
                await #expect { _ = try await session.meeting(id: Peer.nassauMeeting) } throws: {
                    ($0 as? BMLTError)?.code == .unauthorized
                }
            }
        }

        @Test(
            "A save over someone else's fails with both versions, and nothing is lost (2.x and 4.x)",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func conflict(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, _ in
                let first = try await client.login(username: "nasc_admin", password: Peer.password)
                let second = try await client.login(username: "nasc_admin", password: Peer.password)
                var mine = try await first.edit(meetingID: Peer.nassauMeeting)
                var theirs = try await second.edit(meetingID: Peer.nassauMeeting)
                theirs.meeting.comments = "Theirs"
                _ = try await second.save(theirs)
                mine.meeting.comments = "Mine"
                let error = await #expect(throws: BMLTError.self) { try await first.save(mine) }
                #expect(error?.code == .conflict)
                #expect(error?.meetingConflict?.server.comments == "Theirs")
                #expect(error?.meetingConflict?.edited.comments == "Mine")
                #expect(mine.meeting.comments == "Mine")
                #expect(try await first.meeting(id: Peer.nassauMeeting).comments == "Theirs")
                let forced = try await first.save(mine, force: true)
                #expect(forced.comments == "Mine")
            }
        }

        @Test(
            "A move out of the user's reach: 4.x saves it, 2.x saves the rest and leaves the meeting (2.x and 4.x)",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func moveOutOfReach(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, _ in
                let session = try await client.login(username: "nasc_admin", password: Peer.password)
                #expect(try await !session.permissions().canEditMeetings(of: 1005))
                var edit = try await session.edit(meetingID: Peer.nassauMeeting)
                edit.meeting.serviceBodyID = 1005
                edit.meeting.comments = "Moved"
                if server == .v2 {
                    // 2.16.6 answers `[false]`, saves the comments and keeps the meeting in its body.
                    let error = await #expect(throws: BMLTError.self) { try await session.save(edit) }
                    #expect(error?.code == .forbidden)
                    #expect(error?.reason.contains("did not move meeting 188 to service body 1005") == true)
                    let stored = try await session.meeting(id: Peer.nassauMeeting)
                    #expect(stored.serviceBodyID == 1002 && stored.comments == "Moved")
                } else {
                    // 4.x moves it; the user may then no longer read it, and the save returns it as it was sent.
                    let saved = try await session.save(edit)
                    #expect(saved.serviceBodyID == 1005 && saved.comments == "Moved")
                    let refused = await #expect(throws: BMLTError.self) {
                        try await session.meeting(id: Peer.nassauMeeting)
                    }
                    #expect(refused?.code == .forbidden)
                    let published = try await client.meetings(matching: .ids([Peer.nassauMeeting]))
                    #expect(published.first?.serviceBodyID == 1005)
                }
            }
        }

        @Test(
            "2.x: a meeting given VM through json.php is virtual to the library, in its model and its venue filters",
            .enabled(if: Peer.available.contains(.v2), Peer.unavailable),
            arguments: Peer.Transport.allCases
        )
        func legacyVenueTypesFromFormats(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: .v2) { client, _ in
                let session = try await client.login(username: "nasc_admin", password: Peer.password)
                var edit = try await session.edit(meetingID: Peer.nassauMeeting)
                edit.meeting.formatKeys = ["O", "VM"]
                edit.meeting.formatIDs = []
                _ = try await session.save(edit)
                // The server's own filter reads the column json.php left as it was.
                let stored = try await client.raw(
                    switcher: "GetSearchResults",
                    parameters: [("meeting_ids[]", "\(Peer.nassauMeeting)"), ("venue_types[]", "1")]
                )
                #expect(String(decoding: stored.body, as: UTF8.self).contains("\"id_bigint\":\"188\""))
                try await LegacyVenueTypeChecks.expectVirtual(Peer.nassauMeeting, on: client)
            }
        }

        @Test(
            "Delete, the deleted list, restore, create (2.x and 4.x)",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func deleteRestoreCreate(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, _ in
                let session = try await client.login(username: "nasc_admin", password: Peer.password)
                try await session.deleteMeeting(id: Peer.nassauMeeting)
                #expect(try await client.meetings(matching: .ids([Peer.nassauMeeting])).isEmpty)
                let deleted = try await session.deletedMeetings()
                let record = try #require(deleted.first { $0.meetingID == Peer.nassauMeeting })
                #expect(record.kind == .deleted && record.before?.name == "Hopeful In Hicksville")
                let restored = try await session.restoreDeletedMeeting(id: Peer.nassauMeeting)
                // 2.x restores the meeting under its id; 4.x makes it anew.
                #expect((restored.id == Peer.nassauMeeting) == (server == .v2))
                #expect(restored.name == "Hopeful In Hicksville")

                let created = try await session.createMeeting(Peer.newMeeting)
                #expect(created.id > 2_692 && created.name == "New Beginnings" && created.isPublished)
                #expect(created.weekday == .tuesday && Set(created.formatKeys) == ["O", "D"])
                #expect(try await client.meetings(matching: .ids([created.id])).first?.name == "New Beginnings")
            }
        }

        @Test(
            "Refusals are typed errors, and change nothing",
            .enabled(if: Peer.isAvailable, Peer.unavailable),
            arguments: Peer.Transport.allCases
        )
        func refusals(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport) { client, _ in
                for (user, password) in [("nasc_admin", "not the password"), ("serveradmin", Peer.password)] {
                    let refused = await #expect(throws: BMLTError.self) {
                        _ = try await client.login(username: user, password: password)
                    }
                    #expect(refused?.code == .unauthorized, "\(user)")
                }
                let session = try await client.login(username: "nasc_admin", password: Peer.password)
                let before = try await client.meetings(matching: .ids([Peer.otherAreasMeeting])).first
                var outside = MeetingEdit(try #require(before))
                outside.meeting.name = "Not mine"
                let forbidden = await #expect(throws: BMLTError.self) {
                    _ = try await session.save(outside, force: true)
                }
                #expect(forbidden?.code == .forbidden || forbidden?.code == .notFound)
                #expect(try await client.meetings(matching: .ids([Peer.otherAreasMeeting])).first == before)

                var unknownFormat = try await session.edit(meetingID: Peer.nassauMeeting)
                unknownFormat.meeting.formatKeys = ["O", "ZZZ"]
                let invalid = await #expect(throws: BMLTError.self) { _ = try await session.save(unknownFormat) }
                #expect(invalid?.code == .validationFailed)

                var venue = try await session.edit(meetingID: Peer.nassauMeeting)
                venue.meeting.venueType = .virtual
                let unsupported = await #expect(throws: BMLTError.self) { _ = try await session.save(venue) }
                #expect(unsupported?.code == .unsupported)
                #expect(try await session.meeting(id: Peer.nassauMeeting) == unknownFormat.original)

                await #expect(throws: BMLTError.self) { try await session.deleteMeeting(id: Peer.otherAreasMeeting) }
                #expect(try await client.meetings(matching: .ids([Peer.otherAreasMeeting])).count == 1)
            }
        }
    }
}
