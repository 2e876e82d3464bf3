@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import BMLTiOSLib
import Foundation
import Testing

extension Conformance {
    /// The original BMLTiOSLib API's flows, and each of its twelve delegate callbacks, driven by real 2.x and 4.x
    /// servers.
    @Suite("BMLTiOSLib's flows and callbacks")
    @MainActor
    struct BMLTiOSLibFlows {
        /// A library connected to the peer, its delegate's connection callback taken.
        static func withLibrary(
            _ transport: Peer.Transport,
            of server: Peer.Server = .v2,
            _ body: (BMLTiOSLib, RecordingDelegate, MirroredTransport) async throws -> Void
        ) async throws {
            try await Conformance.withClient(transport, of: server) { client, mirror in
                let delegate = RecordingDelegate()
                let library = BMLTiOSLib(
                    inRootServerURI: client.rootURL.absoluteString,
                    inDelegate: delegate,
                    configuration: client.configuration
                )
                await library.finishOperations()
                #expect(delegate.take().map(\.name) == ["serverIsValid(true)"])
                try await body(library, delegate, mirror)
                await library.finishOperations()
            }
        }

        static let logIn = BMLTiOSLibFlowSteps.logIn

        @Test(
            "Connect, search, formats (serverIsValid, meetingSearchResults, formatSearchResults)",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func connectAndSearch(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.withLibrary(transport, of: server) { library, delegate, _ in
                #expect(library.isConnected && library.versionAsInt == (server == .v2 ? 2_016_006 : 4_001_001))
                #expect(library.isAdminAvailable && library.emailMeetingContactsEnabled == (server == .v2))
                #expect(library.distanceUnits == .Miles)
                #expect(library.getServiceBodyByID(Peer.nassau)?.name == "Nassau Area Service")
                #expect(library.availableServerLanguages.contains { $0.langKey == "en" && $0.isDefault })

                let criteria = try #require(library.searchCriteria)
                criteria.weekdays[.Monday] = .Selected
                try #require(
                    criteria.getServiceBodyElementFromServiceBodyObject(library.getServiceBodyByID(Peer.nassau))
                )
                .selection = .Selected
                await criteria.performMeetingSearch(.BothMeetingsAndFormats)?.finish()
                let events = delegate.take()
                #expect(events.map(\.name) == ["formats", "meetings"])
                guard case .formats(let formats, _) = events[0], case .meetings(let meetings) = events[1] else {
                    return
                }
                #expect(!meetings.isEmpty)
                #expect(meetings.allSatisfy { $0.weekdayIndex == 2 && $0.serviceBodyId == Peer.nassau })
                #expect(Set(formats.map { $0.key! }) == Set(meetings.flatMap { $0.formats.map { $0.key! } }))
            }
        }

        @Test(
            "Log in and out, edit, changes, roll back, delete, deleted changes, add (the other callbacks but messages)",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func administration(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.withLibrary(transport, of: server) { library, delegate, _ in
                // errorOccurred, then loginChangedTo(false), for a wrong password.
                #expect(library.adminLogin(loginID: "nasc_admin", password: "not it"))
                await library.finishOperations()
                let refused = delegate.take()
                #expect(refused.map(\.name) == ["error", "login(false)"])
                if case .error(let error) = refused.first {
                    #expect(BMLTError(reportedBy: error)?.code == .unauthorized)
                }

                await Self.logIn(library, delegate)
                let meeting = try #require(
                    await delegate.meetings([Peer.nassauMeeting], searchedBy: library).first
                        as? BMLTiOSLibEditableMeetingNode
                )
                meeting.name = "A+B = C & D"
                meeting.comments = "Coffee + cake"
                await meeting.saveChanges()?.finish()
                let saved = delegate.take()
                #expect(saved.map(\.name) == ["changeComplete"])
                if case .changeComplete(let changed?) = saved.first {
                    #expect(changed.meetingChanges["meeting_name"] == ["Hopeful In Hicksville", "A+B = C & D"])
                }

                await meeting.getChanges()?.finish()
                let listed = delegate.take()
                #expect(listed.map(\.name) == ["changes"])
                guard case .changes(let changes) = listed.first, let change = changes.first else { return }
                #expect(change.beforeObject?.name == "Hopeful In Hicksville")
                #expect(change.saveMeetingToBeforeThisChange())
                await library.finishOperations()
                let rolledBack = delegate.take()
                #expect(rolledBack.map(\.name) == ["rolledBack"])
                if case .rolledBack(let node) = rolledBack.first { #expect(node.name == "Hopeful In Hicksville") }

                // Revert to before the latest change (the rollback) and save: exactly the fields that change
                // reverted are sent, and everything else, formats included, stays as it was (2.x and 4.x change
                // records give a meeting's formats as keys alone, which once saved as none).
                let live = try #require(
                    await delegate.meetings([Peer.nassauMeeting], searchedBy: library).first
                        as? BMLTiOSLibEditableMeetingNode
                )
                let untouched = live.rawMeeting
                await live.getChanges()?.finish()
                _ = delegate.take()
                #expect(live.revertMeetingToBeforeThisChange(try #require(live.changes?.first)))
                await live.saveChanges()?.finish()
                let reverting = delegate.take()
                #expect(reverting.map(\.name) == ["changeComplete"])
                if case .changeComplete(let changed?) = reverting.first {
                    #expect(Set(changed.meetingChanges.keys) == ["meeting_name", "comments"], "\(changed)")
                    #expect(changed.meetingChanges.values.allSatisfy { $0[0] != $0[1] }, "\(changed)")
                }
                let reverted = try #require(await delegate.meetings([Peer.nassauMeeting], searchedBy: library).first)
                #expect(reverted.name == "A+B = C & D" && reverted.comments == "Coffee + cake")
                var expected = untouched
                expected["meeting_name"] = "A+B = C & D"
                expected["comments"] = "Coffee + cake"
                #expect(reverted.rawMeeting == expected)

                await library.deleteMeeting(Peer.nassauMeeting).finish()
                #expect(delegate.take().map(\.name) == ["deleted(true)"])
                await library.getDeletedMeetingChanges(serviceBodyID: Peer.nassau).finish()
                let deleted = delegate.take()
                #expect(deleted.map(\.name) == ["deletedChanges"])
                if case .deletedChanges(let records) = deleted.first {
                    #expect(records.contains { $0.meeting_id == Peer.nassauMeeting && $0.meetingWasDeleted })
                }
                await library.deleteMeeting(Peer.otherAreasMeeting).finish()
                #expect(delegate.take().map(\.name) == ["error", "deleted(false)"])

                let new = BMLTiOSLibEditableMeetingNode([:], inHandler: library)
                new.fillAsJustForTonight(serviceBodyID: Peer.nassau, format: try #require(library.getFormatByKey("O")))
                await new.saveChanges()?.finish()
                let added = delegate.take()
                #expect(added.map(\.name) == ["newMeeting"], "\(added)")
                #expect(new.id > 2_692 && !new.isDirty && new.timeString == "19:30")

                #expect(library.adminLogout())
                await library.finishOperations()
                #expect(delegate.take().map(\.name) == ["login(false)"])
            }
        }

        @Test(
            "A meeting is restored once; new meetings from a 1.5 app's values; saved changes without no-op lines",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func restoreOnceAndNewMeetings(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.withLibrary(transport, of: server) { library, delegate, _ in
                await Self.logIn(library, delegate)
                let deletedList = { () async -> [Int] in
                    await library.getDeletedMeetingChanges(serviceBodyID: Peer.nassau).finish()
                    guard case .deletedChanges(let records)? = delegate.take().first else { return [] }
                    return records.map(\.meeting_id)
                }

                // Restored once: the deleted list no longer offers it, and a second restore is refused with a typed
                // error, creating nothing.
                await library.deleteMeeting(Peer.nassauMeeting).finish()
                #expect(delegate.take().map(\.name) == ["deleted(true)"])
                #expect(await deletedList().contains(Peer.nassauMeeting))
                #expect(library.restoreDeletedMeeting(Peer.nassauMeeting))
                await library.finishOperations()
                let restored = delegate.take()
                #expect(restored.map(\.name) == ["newMeeting"])
                guard case .newMeeting(let copy)? = restored.first else { return }
                #expect(copy.name == "Hopeful In Hicksville")
                #expect(await !deletedList().contains(Peer.nassauMeeting))
                #expect(library.restoreDeletedMeeting(Peer.nassauMeeting))
                await library.finishOperations()
                let again = delegate.take()
                #expect(again.map(\.name) == ["error"])
                if case .error(let error)? = again.first { #expect(BMLTError(reportedBy: error)?.code == .conflict) }
                await library.getAllMeetingChanges(serviceBodyID: Peer.nassau).finish()
                if case .changes(let changes)? = delegate.take().first {
                    let creations = changes.filter { $0.meetingWasCreated && $0.afterObject?.name == copy.name }
                    #expect(creations.map(\.meeting_id) == [copy.id], "one meeting created, by the first restore")
                }

                // A meeting made as a 1.5 app makes it, from initial values without a venue type.
                let values = [
                    "meeting_name": "Just For Tonight", "service_body_bigint": String(Peer.nassau),
                    "weekday_tinyint": "4", "start_time": "19:30:00", "duration_time": "01:00:00",
                    "location_street": "1 Main Street", "location_municipality": "Hicksville",
                    "location_province": "NY", "formats": "O", "id_bigint": "0",
                    // 4.x requires coordinates, as the original's template had them.
                    "latitude": "40.7685", "longitude": "-73.5251",
                ]
                let inPerson = BMLTiOSLibEditableMeetingNode(values, inHandler: library)
                await inPerson.saveChanges()?.finish()
                let added = delegate.take()
                #expect(added.map(\.name) == ["newMeeting"], "\(added)")
                #expect(inPerson.id > 0 && !inPerson.isDirty)
                #expect(inPerson["venue_type"] == (server == .v2 ? nil : "1"))
                if server == .v4 {
                    var online = values
                    online["location_street"] = nil
                    online["virtual_meeting_link"] = "https://example.org/just-for-tonight"
                    let virtual = BMLTiOSLibEditableMeetingNode(online, inHandler: library)
                    await virtual.saveChanges()?.finish()
                    #expect(delegate.take().map(\.name) == ["newMeeting"])
                    #expect(virtual["venue_type"] == "2")

                    // In person needs a street address on 4.x: a town, a state and a postal code are not enough.
                    var noStreet = values
                    noStreet["location_street"] = nil
                    noStreet["location_postal_code_1"] = "11801"
                    await BMLTiOSLibEditableMeetingNode(noStreet, inHandler: library).saveChanges()?.finish()
                    let refused = delegate.take()
                    #expect(refused.map(\.name) == ["error"], "\(refused)")
                    if case .error(let reported)? = refused.first, let error = BMLTError(reportedBy: reported) {
                        #expect(error.code == .validationFailed)
                        #expect(
                            error.fieldErrors["location_street"] == ["In-person meetings must have a street address."]
                        )
                    }
                }

                // A saved change lists what changed, and nothing that did not.
                inPerson.name = "Just For Today"
                inPerson.formatsAsCSVList = "O"
                await inPerson.saveChanges()?.finish()
                let saved = delegate.take()
                #expect(saved.map(\.name) == ["changeComplete"])
                if case .changeComplete(let changed?) = saved.first {
                    #expect(changed.meetingChanges == ["meeting_name": ["Just For Tonight", "Just For Today"]])
                }
            }
        }

        @Test(
            "Each edit of an editable meeting changes its own fields and no other",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func eachEditChangesItsOwnFields(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Self.withLibrary(transport, of: server) { library, delegate, _ in
                await Self.logIn(library, delegate)
                await EditableNodeEdits.checkAll(meeting: Peer.nassauMeeting, of: library, delegate)
            }
        }

        @Test(
            "A message to a meeting's contact (sendMessageSuccessful)",
            .enabled(if: Peer.isAvailable, Peer.unavailable),
            arguments: Peer.Transport.allCases
        )
        func message(transport: Peer.Transport) async throws {
            try await Self.withLibrary(transport) { library, delegate, mirror in
                try mirror.setEmailContact("secretary@example.org", meeting: Peer.nassauMeeting)
                let meeting = try #require(await delegate.meetings([Peer.nassauMeeting], searchedBy: library).first)
                await meeting.sendMessageToMeetingContact(
                    fromAddress: "me@example.org",
                    messageBody: "Is it on tonight?"
                )?
                .finish()
                #expect(delegate.take().map(\.name) == ["messageSent(true)"])
            }
        }
    }
}
