import BMLTTestSupport
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer
@testable import BMLTiOSLib

/// One test per delegate callback: each fires once, with the right values, against a local server as a 4.x server
/// and as a 2.16.6 server.
@Suite("BMLTiOSLib: every delegate callback", .hangTimeLimit)
@MainActor
struct DelegateCallbackTests {
    typealias Harness = LibraryHarness

    @Test("D1 serverIsValid: true once, with the server's facts", arguments: LocalServer.Mode.allCases)
    func serverIsValid(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, _, _ in
            #expect(library.isConnected)
            #expect(library.errorString == "")
            #expect(library.versionAsInt == (mode == .current ? 4_002_007 : 2_016_006))
            #expect(library.isAdminAvailable)
            #expect(library.distanceUnits == .Miles)
            #expect(BMLTiOSLibMeetingNode.standardKeys.allSatisfy(library.availableMeetingValueKeys.contains))
            #expect(library.serviceBodies.count == library.hierarchicalServiceBodies.completeChildCount)
            #expect(library.getServiceBodyByID(Harness.nassau)?.name.contains("Nassau") == true)
            #expect(!library.allPossibleFormats.isEmpty)
            #expect(library.getFormatByKey("O")?.name.isEmpty == false)
            #expect(library.availableServerLanguages.contains { $0.langKey == "en" && $0.isDefault })
            #expect(library.defaultLocation.latitude != 0)
            #expect(library.searchCriteria.formats.count == library.allPossibleFormats.count)
        }
    }

    @Test("D1 serverIsValid: an unreachable server reports the error, then false once")
    func serverIsNotValid() async throws {
        let delegate = RecordingDelegate()
        var configuration = BMLTClient.Configuration()
        configuration.retry = .none
        let library = BMLTiOSLib(
            inRootServerURI: "http://127.0.0.1:1/main_server",
            inDelegate: delegate,
            configuration: configuration
        )
        await library.finishOperations()
        #expect(delegate.names == ["error", "serverIsValid(false)"])
        #expect(library.errorString == BMLTiOSLibCommunicationHandlerBadTestReasons.CommError.rawValue)
        #expect(!library.isConnected)
        #expect(library.versionAsInt == 0)
        #expect(library.hierarchicalServiceBodies.id == 0)
    }

    @Test("D2 errorOccurred: a wrong password is the original's NSError, once, followed by loginChangedTo false")
    func errorOccurred() async throws {
        try await Harness.withLibrary(.current) { library, delegate, _ in
            #expect(library.adminLogin(loginID: "nasc_admin", password: "not it"))
            await library.finishOperations()
            let events = delegate.take()
            #expect(events.map(\.name) == ["error", "login(false)"])
            guard case .error(let error) = events.first else { return }
            #expect(BMLTError(reportedBy: error)?.code == .unauthorized)
            // As 1.5 apps read it: an NSError in the original's domain, with the original's code.
            #expect((error as NSError).domain == BMLTiOSLibErrorDomains.PermissionError.rawValue)
            #expect((error as NSError).code == BMLTiOSLibErrorCodes.IncorrectCredentials.rawValue)
            #expect(error.localizedDescription == BMLTError(reportedBy: error)?.errorDescription)
            #expect(!"\(error)".contains("not it"))
            #expect(!library.isAdminLoggedIn)
        }
    }

    @Test("D3 and D4: a search delivers its formats, then its meetings", arguments: LocalServer.Mode.allCases)
    func meetingAndFormatSearchResults(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            let criteria = try #require(library.searchCriteria)
            criteria.weekdays[.Monday] = .Selected
            try #require(
                criteria.getServiceBodyElementFromServiceBodyObject(library.getServiceBodyByID(Harness.nassau))
            )
            .selection = .Selected
            await criteria.performMeetingSearch(.BothMeetingsAndFormats)?.finish()
            let events = delegate.take()
            #expect(events.map(\.name) == ["formats", "meetings"])
            guard case .formats(let formats, let isAllUsedFormats) = events[0], case .meetings(let meetings) = events[1]
            else { return }
            #expect(!isAllUsedFormats)
            #expect(!meetings.isEmpty)
            #expect(meetings.allSatisfy { $0.weekdayIndex == 2 && $0.serviceBodyId == Harness.nassau })
            #expect(meetings.allSatisfy { !$0.isEditable })
            let used = Set(meetings.flatMap { $0.formats.map { $0.key! } })
            #expect(Set(formats.map { $0.key! }) == used)
            #expect(formats.allSatisfy { format in library.allPossibleFormats.contains { $0 === format } })

            await library.getAllUsedFormats().finish()
            let all = delegate.take()
            #expect(all.map(\.name) == ["formats", "meetings"])
            if case .formats(let formats, let isAllUsedFormats) = all[0], case .meetings(let none) = all[1] {
                #expect(isAllUsedFormats)
                #expect(formats.count > used.count)
                #expect(none.isEmpty)
            }
            #expect(criteria.weekdays[.Monday] == .Selected)
        }
    }

    @Test(
        "D5 changeListResults: a meeting's changes, newest first, also kept on the node",
        arguments: LocalServer.Mode.allCases
    )
    func changeListResults(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let meeting = try #require(await delegate.meetings([Harness.nassauMeeting], searchedBy: library).first)
            let editable = try #require(meeting as? BMLTiOSLibEditableMeetingNode)
            editable.name = "Hopeful In Hicksville & Friends"
            await editable.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changeComplete"])

            await meeting.getChanges()?.finish()
            let events = delegate.take()
            #expect(events.map(\.name) == ["changes"])
            guard case .changes(let changes) = events.first else { return }
            let newest = try #require(changes.first)
            #expect(newest.meeting_id == Harness.nassauMeeting)
            #expect(newest.beforeObject?.name == "Hopeful In Hicksville")
            #expect(newest.afterObject?.name == "Hopeful In Hicksville & Friends")
            #expect(
                newest.meetingWasChanged?["meeting_name"] == [
                    "Hopeful In Hicksville", "Hopeful In Hicksville & Friends",
                ]
            )
            #expect(newest.beforeObject is BMLTiOSLibEditableMeetingNode)
            #expect(zip(changes, changes.dropFirst()).allSatisfy { $0.changeDate >= $1.changeDate })
            #expect(meeting.changes?.map(\.id) == changes.map(\.id))
        }
    }

    @Test("D6 deletedChangeListResults: a deleted meeting's delete record", arguments: LocalServer.Mode.allCases)
    func deletedChangeListResults(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            await library.deleteMeeting(Harness.nassauMeeting).finish()
            #expect(delegate.take().map(\.name) == ["deleted(true)"])
            await library.getDeletedMeetingChanges(serviceBodyID: Harness.nassau).finish()
            let events = delegate.take()
            #expect(events.map(\.name) == ["deletedChanges"])
            guard case .deletedChanges(let records) = events.first else { return }
            let record = try #require(records.first { $0.meeting_id == Harness.nassauMeeting })
            #expect(record.meetingWasDeleted)
            #expect(!record.meetingCurrentlyExists)
            #expect(record.beforeObject?.name == "Hopeful In Hicksville")
            #expect(records.filter { $0.meeting_id == Harness.nassauMeeting }.count == 1)
        }
    }

    @Test("D7 loginChangedTo: true after login, false after logout", arguments: LocalServer.Mode.allCases)
    func loginChangedTo(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            #expect(library.isAdminLoggedIn)
            let nassau = try #require(library.getServiceBodyByID(Harness.nassau))
            #expect(nassau.permissions >= .Editor)
            #expect(library.serviceBodiesICanEdit.map(\.id).contains(Harness.nassau))
            #expect(library.getServiceBodyByID(1001)?.iCanEdit == false)
            #expect(library.adminLogout())
            await library.finishOperations()
            #expect(delegate.take().map(\.name) == ["login(false)"])
            #expect(!library.isAdminLoggedIn)
            #expect(nassau.permissions == .None)
        }
    }

    @Test("D8 newMeetingAdded: a new meeting's first save gives it its id", arguments: LocalServer.Mode.allCases)
    func newMeetingAdded(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let meeting = BMLTiOSLibEditableMeetingNode([:], inHandler: library)
            #expect(meeting.id == 0)
            #expect(meeting.isDirty)
            meeting.fillAsJustForTonight(
                serviceBodyID: Harness.nassau,
                format: try #require(library.getFormatByKey("O"))
            )
            await meeting.saveChanges()?.finish()
            let events = delegate.take()
            #expect(events.map(\.name) == ["newMeeting"], "\(events)")
            guard case .newMeeting(let added) = events.first else { return }
            #expect(added === meeting)
            #expect(meeting.id > 0)
            #expect(!meeting.isDirty)
            #expect(meeting.name == "Just For Tonight")
            #expect(meeting.timeString == "19:30")
            #expect(meeting.durationString == "01:30")
            #expect(meeting.formatsAsCSVList.split(separator: ",").contains("O"))
            #expect(!meeting.published)
        }
    }

    @Test("D9 meetingRolledback: the meeting as it was before a change", arguments: LocalServer.Mode.allCases)
    func meetingRolledback(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let meeting = try await Harness.editableNassauMeeting(library, delegate)
            meeting.locationInfo = "Use the side door"
            await meeting.saveChanges()?.finish()
            #expect(delegate.take().map(\.name) == ["changeComplete"])
            await library.getAllMeetingChanges(meetingID: Harness.nassauMeeting).finish()
            guard case .changes(let changes) = delegate.take().first, let change = changes.first else {
                Issue.record("No changes")
                return
            }
            #expect(change.saveMeetingToBeforeThisChange())
            await library.finishOperations()
            let events = delegate.take()
            #expect(events.map(\.name) == ["rolledBack"])
            guard case .rolledBack(let rolledBack) = events.first else { return }
            #expect(rolledBack.id == Harness.nassauMeeting)
            #expect(rolledBack.locationInfo != "Use the side door")
            #expect(rolledBack.name == "Hopeful In Hicksville")
        }
    }

    @Test(
        "D10 adminMeetingChangeComplete: every changed field, also to and from empty",
        arguments: LocalServer.Mode.allCases
    )
    func adminMeetingChangeComplete(mode: LocalServer.Mode) async throws {
        try await Harness.withLibrary(mode) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let meeting = try await Harness.editableNassauMeeting(library, delegate)
            let oldName = meeting.name
            meeting.name = "A+B = C & D"
            meeting.comments = "Coffee + cake"
            #expect(meeting.isDirty)
            await meeting.saveChanges()?.finish()
            let events = delegate.take()
            #expect(events.map(\.name) == ["changeComplete"])
            guard case .changeComplete(let changed?) = events.first else { return }
            #expect(changed.meetingID == Harness.nassauMeeting)
            #expect(changed.meetingChanges["meeting_name"] == [oldName, "A+B = C & D"])
            #expect(changed.meetingChanges["comments"] == ["", "Coffee + cake"])
            #expect(changed.meetingChanges.count == 2)
            #expect(!meeting.isDirty)
            let reread = try #require(await delegate.meetings([Harness.nassauMeeting], searchedBy: library).first)
            #expect(reread.name == "A+B = C & D")
            #expect(reread.comments == "Coffee + cake")
        }
    }

    @Test("D11 deleteMeetingSuccessful: true, and false with the error for a meeting the user may not delete")
    func deleteMeetingSuccessful() async throws {
        try await Harness.withLibrary(.current) { library, delegate, _ in
            await Harness.logIn(library, delegate)
            let meeting = try await Harness.editableNassauMeeting(library, delegate)
            await meeting.delete()?.finish()
            #expect(delegate.take().map(\.name) == ["deleted(true)"])
            #expect(await delegate.meetings([Harness.nassauMeeting], searchedBy: library).isEmpty)
            await library.deleteMeeting(14).finish()
            #expect(delegate.take().map(\.name) == ["error", "deleted(false)"])
        }
    }

    @Test("D12 sendMessageSuccessful: delivered on a 2.x server with email contact on")
    func sendMessageSuccessful() async throws {
        try await Harness.withLibrary(.legacy, emailContact: .enabled) { library, delegate, server in
            // 2.x's json.php cannot set an email contact (it stores a number): straight into the data, as a server
            // administrator's database would have it.
            try await server.store.database.write { db in
                try db.execute(sql: "UPDATE meetings SET email_contact = 'secretary@example.org' WHERE id_bigint = 188")
            }
            #expect(library.emailMeetingContactsEnabled)
            let meeting = try #require(await delegate.meetings([Harness.nassauMeeting], searchedBy: library).first)
            await meeting.sendMessageToMeetingContact(fromAddress: "me@example.org", messageBody: "Is it on? A&B=1+1")?
                .finish()
            #expect(delegate.take().map(\.name) == ["messageSent(true)"])
            let messages = server.outbox.messages
            #expect(messages.count == 1)
            #expect(messages.first?.body.contains("Is it on? A&B=1+1") == true)
        }
    }

    @Test("D12 sendMessageSuccessful: false, after an .unsupported error, on a 4.x server")
    func sendMessageUnsupported() async throws {
        try await Harness.withLibrary(.current) { library, delegate, _ in
            let meeting = try #require(await delegate.meetings([Harness.nassauMeeting], searchedBy: library).first)
            await meeting.sendMessageToMeetingContact(fromAddress: "me@example.org", messageBody: "Hello")?.finish()
            let events = delegate.take()
            #expect(events.map(\.name) == ["error", "messageSent(false)"])
            if case .error(let error) = events.first { #expect(BMLTError(reportedBy: error)?.code == .unsupported) }
        }
    }
}
