public import BMLTiOSLib
import Foundation
import Testing

/// The tester app's change lists, new meeting and message screens.
@MainActor
extension BMLTiOSLibTesterAppFlows {
    // MARK: - AllChangesListViewController, ChangeListViewController

    /// `AllChangesListViewController`: the changes of a service body since a day, all or only deletions; a deleted
    /// meeting chosen in `ChangeListViewController` is brought back, and `TestTabController.updateNewMeeting`
    /// looks it up by id.
    public static func allChanges(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        try await BMLTiOSLibFlowSteps.logInAndChangeNassauMeeting(
            library,
            delegate,
            locationInfo: "Room 3"
        )
        let doomed = 827  // "Hopeful in Hicksville", Mondays, Nassau.
        await library.deleteMeeting(doomed).finish()
        #expect(delegate.take().map(\.name) == ["deleted(true)"])

        // The screen's checkbox gives the service body; a "from" day before today is sent, a "to" day of today is
        // not.
        let body = try #require(
            library.searchCriteria.getServiceBodyElementFromServiceBodyObject(library.getServiceBodyByID(Server.nassau))
        )
        let fromDate = Date().addingTimeInterval(-86_400)
        await library.getAllMeetingChanges(fromDate: fromDate, toDate: nil, serviceBodyID: body.item.id).finish()
        let all = BMLTiOSLibFlowSteps.changes(delegate)
        #expect(all.count == 2 && all.allSatisfy { $0.serviceBody?.id == Server.nassau })
        let deletion = try #require(all.first)
        #expect(deletion.meeting_id == doomed && deletion.meetingWasDeleted && !deletion.meetingCurrentlyExists)
        #expect(deletion.beforeObject?.isEditable == true && deletion.description.contains(" deleted this meeting:"))
        let edit = try #require(all.last)
        #expect(edit.meeting_id == Server.nassauMeeting && edit.afterObject?.locationInfo == "Room 3")
        #expect(edit.meetingCurrentlyExists && edit.description.contains(" changed this meeting:"))

        // "Only deleted".
        await library.getDeletedMeetingChanges(fromDate: fromDate, toDate: nil, serviceBodyID: body.item.id).finish()
        let deleted = BMLTiOSLibFlowSteps.deletedChanges(delegate)
        #expect(deleted.map(\.meeting_id) == [doomed])
        let record = try #require(deleted.first)
        #expect(record.afterObject == nil && record.beforeObject?.name == "Hopeful in Hicksville")

        // "Do you want to undelete this meeting?" — "Go For It!".
        #expect(record.saveMeetingToBeforeThisChange())
        await library.finishOperations()
        let restored = try #require(BMLTiOSLibFlowSteps.newMeeting(delegate))
        #expect(restored.name == "Hopeful in Hicksville" && restored.weekdayIndex == 2)
        #expect(server.restoreKeepsID ? restored.id == doomed : restored.id > doomed)
        await library.getDeletedMeetingChanges(fromDate: fromDate, toDate: nil, serviceBodyID: body.item.id).finish()
        #expect(BMLTiOSLibFlowSteps.deletedChanges(delegate).isEmpty)

        // updateNewMeeting: getOneMeetingByID.
        library.searchCriteria.clearAll()
        library.searchCriteria.searchString = String(restored.id)
        let found = await BMLTiOSLibFlowSteps.search(library, delegate, .MeetingsOnly).meetings
        #expect(found.map(\.id) == [restored.id])
        #expect(found.first?.name == "Hopeful in Hicksville" && found.first?.isEditable == true)
    }

    // MARK: - NewMeetingViewController

    /// `NewMeetingViewController`: the tab opens while logged in, on a template meeting; its fields are typed in and
    /// it is saved, and the app then looks the new meeting up by id: found once published.
    public static func newMeetingScreen(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        #expect(!library.isAdminLoggedIn)  // The tab is disabled.
        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        let editable = library.serviceBodiesICanEdit
        let meeting = BMLTiOSLibEditableMeetingNode([:], inHandler: library)
        #expect(meeting.id == 0 && meeting.isDirty && meeting.isEditable && !meeting.published)
        #expect(meeting.name == "BMLTiOSLib-Default-Meeting-Name")
        #expect(meeting.timeString == "22:00" && meeting.durationString == "01:00" && meeting.weekdayIndex == 1)
        #expect(
            meeting.serviceBodyId == editable.first?.id && meeting.serviceBodiesICanBelongTo.count == editable.count
        )
        let template = try #require(meeting.locationCoords)
        #expect(abs(template.latitude - Server.center.latitude) < 1e-9)
        #expect(Set(meeting.keys).isSuperset(of: standardKeys))

        // Typed in, field by field.
        meeting.rawMeeting["meeting_name"] = "Tester's Meeting"
        meeting.rawMeeting["service_body_bigint"] = String(Server.nassau)
        meeting.rawMeeting["weekday_tinyint"] = "5"
        meeting.rawMeeting["start_time"] = "19:30:00"
        meeting.rawMeeting["formats"] = "O,D"
        meeting.rawMeeting["location_text"] = "Community Hall"
        meeting.rawMeeting["location_street"] = "1 Main Street"
        meeting.rawMeeting["location_municipality"] = "Hicksville"
        meeting.rawMeeting["location_province"] = "NY"
        meeting.locationCoords = CLLocationCoordinate2D(latitude: 40.7685, longitude: -73.5251)
        await meeting.saveChanges()?.finish()
        let added = try #require(BMLTiOSLibFlowSteps.newMeeting(delegate))
        #expect(added === meeting && meeting.id > 0 && !meeting.isDirty)
        #expect(meeting.name == "Tester's Meeting" && meeting.weekdayIndex == 5 && meeting.timeString == "19:30")
        #expect(meeting.formatsAsCSVList == "D,O" && meeting.locationName == "Community Hall" && !meeting.published)
        // The screen starts over on a new template.
        #expect(BMLTiOSLibEditableMeetingNode([:], inHandler: library).id == 0)

        // updateNewMeeting: getOneMeetingByID. While logged in, searches ask for unpublished meetings too.
        let getOne = { () async -> [BMLTiOSLibMeetingNode] in
            library.searchCriteria.clearAll()
            library.searchCriteria.searchString = String(meeting.id)
            return await BMLTiOSLibFlowSteps.search(library, delegate, .MeetingsOnly).meetings
        }
        let unpublished = try #require(await getOne().first as? BMLTiOSLibEditableMeetingNode)
        #expect(unpublished.id == meeting.id && !unpublished.published && unpublished.name == "Tester's Meeting")
        #expect(unpublished.locationTown == "Hicksville" && unpublished.formatsAsCSVList == "D,O")
        // Logged out, searches show published meetings only; but 2.x servers give a meeting asked for by id (the
        // search string's numbers) whatever its state.
        #expect(library.adminLogout())
        await library.finishOperations()
        #expect(delegate.take().map(\.name) == ["login(false)"])
        let loggedOut = await getOne()
        if server.isLegacy {
            #expect(loggedOut.map(\.id) == [meeting.id] && loggedOut.first?.published == false)
        } else {
            #expect(loggedOut.isEmpty)
        }

        // Logged in again, the Publish button on the meeting's screen, and Save: now anyone finds it.
        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        let found = try #require(await getOne().first as? BMLTiOSLibEditableMeetingNode)
        found.published = true
        await found.saveChanges()?.finish()
        let saved = delegate.take()
        #expect(saved.map(\.name) == ["changeComplete"])
        if case .changeComplete(let changed?) = saved.first {
            #expect(changed.meetingChanges["published"] == ["0", "1"])
        }
        #expect(library.adminLogout())
        await library.finishOperations()
        #expect(delegate.take().map(\.name) == ["login(false)"])
        let published = await getOne()
        #expect(published.map(\.id) == [meeting.id] && published.first?.published == true)
        #expect(published.first?.isEditable == false)
    }

    // MARK: - SendMessageViewController

    /// `SendMessageViewController`, opened from a meeting's screen while the server sends messages to contacts:
    /// on a 2.x server a refused sender address is reported, then a message is sent; a 3.0+ server has no contact
    /// form, so the error callback gets `.unsupported`, then `sendMessageSuccessful` is false.
    ///
    /// - Parameter setEmailContact: gives a meeting an email contact in the server's data.
    public static func sendMessageScreen(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer,
        setEmailContact: (_ address: String, _ meeting: Int) throws -> Void
    ) async throws {
        if server.emailContactEnabled { try setEmailContact("secretary@example.org", Server.nassauMeeting) }
        let meeting = try #require(await delegate.meetings([Server.nassauMeeting], searchedBy: library).first)
        #expect(library.emailMeetingContactsEnabled == server.emailContactEnabled)
        let send = { (from: String, body: String) async -> [RecordingDelegate.Event] in
            await meeting.sendMessageToMeetingContact(fromAddress: from, messageBody: body)?.finish()
            return delegate.take()
        }
        guard server.emailContactEnabled else {
            let events = await send("me@example.org", "Is it on tonight?")
            #expect(events.map(\.name) == ["error", "messageSent(false)"])
            if case .error(let reported)? = events.first, let error = BMLTError(reportedBy: reported) {
                #expect(error.code == .unsupported && error.bmltiOSLibDomain == .CommunicationError)
            }
            return
        }
        let refused = await send("not an address", "Is it on tonight?")
        #expect(refused.map(\.name) == ["error", "messageSent(false)"])
        if case .error(let reported)? = refused.first, let error = BMLTError(reportedBy: reported) {
            #expect(error.bmltiOSLibCode == .MessageInvalidFrom && error.bmltiOSLibDomain == .MailSendingError)
        }
        #expect(
            await send("me@example.org", "Is it on tonight?\nThanks & see you").map(\.name) == ["messageSent(true)"]
        )
    }
}
