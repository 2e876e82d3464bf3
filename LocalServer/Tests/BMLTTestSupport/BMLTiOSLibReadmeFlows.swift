public import BMLTiOSLib
import Foundation
import Testing

/// The flows of the original BMLTiOSLib 1.5.4 README, section by section, for a connected library (its
/// `serverIsValid(true)` taken) on any server with the sample data: the local server in either mode, and the real
/// 2.16.6 and 4.x servers.
@MainActor
public enum BMLTiOSLibReadmeFlows {
    typealias Server = BMLTiOSLibFlowServer

    /// "Basic server information": every property the README lists, once connected.
    public static func serverInformation(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        #expect(library.isConnected && library.errorString == "")
        #expect(library.distanceUnits == .Miles && library.distanceUnitsString == "mi")
        let keys = Set(library.availableMeetingValueKeys)
        #expect(keys.isSuperset(of: ["id_bigint", "meeting_name", "weekday_tinyint", "start_time", "formats"]))
        #expect(keys.contains("venue_type") && keys.contains("virtual_meeting_link"))
        #expect(library.emailMeetingContactsEnabled == server.emailContactEnabled)
        #expect(!library.emailServiceBodyAdminsEnabled)
        #expect(library.changeDepth == 5)
        #expect(library.googleAPIKey == "")
        #expect(library.delegate === delegate)
        #expect(library.versionAsString == server.version && library.versionAsInt == server.versionInt)
        #expect(library.isAdminAvailable)
        #expect(abs(library.defaultLocation.latitude - Server.center.latitude) < 1e-9)
        #expect(abs(library.defaultLocation.longitude - Server.center.longitude) < 1e-9)

        // The flat list, depth first: every body after its parent; the hierarchy below a root without a body.
        let bodies = library.serviceBodies
        #expect(bodies.count == 44)
        for (index, body) in bodies.enumerated() where body.hasParent {
            #expect(bodies.prefix(index).contains { $0 === body.parent }, "\(body.name) before its parent")
        }
        let root = library.hierarchicalServiceBodies
        #expect(root.serviceBody == nil && root.id == 0)
        #expect(Set(root.children.map(\.id)) == [1, 2, 1046, 1052, 1059])
        #expect(root.completeChildCount == bodies.count)
        let nassau = try #require(library.getServiceBodyByID(Server.nassau))
        #expect(nassau.name == "Nassau Area Service" && nassau.parent?.id == Server.easternNewYork)
        #expect(nassau.howDeepInTheRabbitHoleAmI == 1 && !nassau.hasChildren)
        #expect(try #require(library.getServiceBodyByID(Server.easternNewYork)).isSBIDInHierarchy(Server.nassau))

        // Every format, each by its shared id and key.
        let formats = library.allPossibleFormats
        #expect(formats.count > 40)
        #expect(Set(formats.map { $0.id! }).count == formats.count)
        #expect(formats.allSatisfy { library.getFormatByID($0.id) === $0 && !$0.key.isEmpty && $0.lang == "en" })
        #expect(library.getFormatByKey("O")?.name == "Open")

        let languages = library.availableServerLanguages
        #expect(languages.filter(\.isDefault).map(\.langKey) == ["en"])
        #expect(languages.count > 5 && languages.allSatisfy { !$0.langKey.isEmpty && !$0.langName.isEmpty })
    }

    /// "Meeting searches": a text search, then a meeting's fields; a search around it; a field filter.
    public static func searchAndRead(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        let criteria = try #require(library.searchCriteria)
        criteria.searchString = "Hicksville"
        criteria.specificFieldFilter = []
        await criteria.performMeetingSearch(.MeetingsOnly)?.finish()
        guard case .meetings(let found) = delegate.take().last else {
            Issue.record("No meetings")
            return
        }
        let hopeful = try #require(found.first { $0.id == Server.nassauMeeting })
        #expect(hopeful.name == "Hopeful In Hicksville")
        #expect(hopeful.locationTown == "Hicksville")
        #expect(hopeful.serviceBody?.id == Server.nassau)
        #expect(!hopeful.formats.isEmpty)
        #expect(hopeful.keys.prefix(3) == ["id_bigint", "service_body_bigint", "weekday_tinyint"])
        #expect(Array(hopeful).map(\.key) == hopeful.keys)
        #expect(hopeful.nextStartDate > Date())
        #expect(hopeful.description.contains("Hopeful In Hicksville"))

        // A geographic search around the meeting: the nearest 5 meetings, with distances.
        criteria.clearAll()
        criteria.searchLocation = hopeful.locationCoords
        criteria.searchRadius = -5
        await criteria.performMeetingSearch(.MeetingsOnly)?.finish()
        guard case .meetings(let near) = delegate.take().last else {
            Issue.record("No meetings")
            return
        }
        #expect(near.count >= 5)
        // (2.x servers give a meeting at the very centre 1 km, a quirk of their distance code.)
        #expect(near.contains { $0.id == Server.nassauMeeting })
        #expect(near.allSatisfy { $0.rawMeeting["distance_in_miles"] != nil })

        // A field filter returns just those fields.
        criteria.clearAll()
        criteria.weekdays[.Tuesday] = .Selected
        criteria.specificFieldFilter = ["meeting_name", "weekday_tinyint"]
        await criteria.performMeetingSearch(.MeetingsOnly)?.finish()
        guard case .meetings(let names) = delegate.take().last else {
            Issue.record("No meetings")
            return
        }
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { Set($0.keys) == ["meeting_name", "weekday_tinyint"] && $0.weekdayIndex == 3 })
    }

    /// "Meeting searches": meetings only, formats only, or both; the formats of a search are only those its
    /// meetings use, and `getAllUsedFormats()` gives every format some meeting uses, with `isAllUsedFormats`.
    public static func searchExtents(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        let criteria = try #require(library.searchCriteria)
        try #require(criteria.getServiceBodyElementFromServiceBodyObject(library.getServiceBodyByID(Server.nassau)))
            .selection = .Selected
        criteria.weekdays[.Wednesday] = .Selected

        let both = await BMLTiOSLibFlowSteps.search(library, delegate, .BothMeetingsAndFormats)
        #expect(!both.meetings.isEmpty)
        #expect(both.meetings.allSatisfy { $0.serviceBodyId == Server.nassau && $0.weekdayIndex == 4 })
        let used = Set(both.meetings.flatMap { $0.formats.map { $0.key! } })
        #expect(Set(both.formats.map { $0.key! }) == used)
        #expect(both.formats.allSatisfy { library.getFormatByID($0.id) === $0 })

        let meetingsOnly = await BMLTiOSLibFlowSteps.search(library, delegate, .MeetingsOnly)
        #expect(meetingsOnly.formats.isEmpty)
        #expect(Set(meetingsOnly.meetings.map(\.id)) == Set(both.meetings.map(\.id)))

        let formatsOnly = await BMLTiOSLibFlowSteps.search(library, delegate, .FormatsOnly)
        #expect(formatsOnly.meetings.isEmpty)
        #expect(Set(formatsOnly.formats.map { $0.key! }) == used)

        await library.getAllUsedFormats().finish()
        let events = delegate.take()
        #expect(events.map(\.name) == ["formats", "meetings"])
        guard case .formats(let all, let isAllUsedFormats) = events.first else { return }
        #expect(isAllUsedFormats)
        #expect(Set(all.map { $0.key! }).isStrictSuperset(of: used))
        if case .meetings(let none) = events.last { #expect(none.isEmpty) }
        // The criteria stay as they were.
        #expect(criteria.isDirty && criteria.weekdays[.Wednesday] == .Selected)
    }

    /// "Meeting changes": each of the README's queries, after an edit and a deletion.
    public static func meetingChanges(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        let meeting = try await BMLTiOSLibFlowSteps.logInAndChangeNassauMeeting(
            library,
            delegate,
            locationInfo: "Room 2"
        )
        let today = Date()
        let yesterday = today.addingTimeInterval(-86_400)
        let isOurs = { (change: BMLTiOSLibChangeNode) in
            change.meeting_id == Server.nassauMeeting && change.afterObject?.locationInfo == "Room 2"
                && change.beforeObject?.locationInfo != "Room 2"
        }

        await library.getAllMeetingChanges(meetingID: Server.nassauMeeting).finish()
        let byMeeting = BMLTiOSLibFlowSteps.changes(delegate)
        #expect(byMeeting.first.map(isOurs) == true)
        #expect(byMeeting.allSatisfy { $0.meeting_id == Server.nassauMeeting })
        let ours = try #require(byMeeting.first)
        #expect(ours.changeMaker != "" && ours.serviceBody?.id == Server.nassau && ours.meetingCurrentlyExists)
        #expect(ours.meetingWasChanged?["location_info"]?.last == "Room 2")
        #expect(abs(ours.changeDate.timeIntervalSinceNow) < 600)

        await library.getAllMeetingChanges(meeting: meeting)?.finish()
        #expect(BMLTiOSLibFlowSteps.changes(delegate).map(\.id) == byMeeting.map(\.id))
        #expect(meeting.changes?.map(\.id) == byMeeting.map(\.id))

        await library.getAllMeetingChanges(serviceBodyID: Server.nassau).finish()
        let byBody = BMLTiOSLibFlowSteps.changes(delegate)
        #expect(byBody.contains { $0.id == ours.id })
        #expect(byBody.allSatisfy { $0.serviceBody?.id == Server.nassau })

        await library.getAllMeetingChanges(fromDate: yesterday, toDate: today).finish()
        let byDate = BMLTiOSLibFlowSteps.changes(delegate)
        #expect(byDate.first?.id == ours.id)
        #expect(byDate.allSatisfy { $0.changeDate > yesterday.addingTimeInterval(-86_400) })

        await library.getAllMeetingChanges(fromDate: yesterday, toDate: today, meetingID: Server.nassauMeeting)
            .finish()
        #expect(BMLTiOSLibFlowSteps.changes(delegate).map(\.id) == [ours.id])
        await library.getAllMeetingChanges(fromDate: yesterday, toDate: today, serviceBodyID: Server.nassau).finish()
        #expect(BMLTiOSLibFlowSteps.changes(delegate).map(\.id) == [ours.id])
        await library.getAllMeetingChanges(
            fromDate: yesterday,
            toDate: today,
            serviceBodyID: Server.nassau,
            meetingID: Server.nassauMeeting
        )
        .finish()
        #expect(BMLTiOSLibFlowSteps.changes(delegate).map(\.id) == [ours.id])
        // By user, while logged in: the user who made it, and nobody else.
        let userID = try #require(ours.change.userID)
        for (user, expected) in [(userID, [ours.id]), (userID + 1, [])] {
            await library.getAllMeetingChanges(
                fromDate: yesterday,
                toDate: today,
                serviceBodyID: Server.nassau,
                meetingID: nil,
                userID: user
            )
            .finish()
            #expect(BMLTiOSLibFlowSteps.changes(delegate).map(\.id) == expected)
        }
        // Days long past: none, as an empty list.
        let past = Date(timeIntervalSince1970: 86_400 * 365)
        await library.getAllMeetingChanges(fromDate: past, toDate: past.addingTimeInterval(86_400)).finish()
        #expect(BMLTiOSLibFlowSteps.changes(delegate).isEmpty)

        // The deleted meetings, by every variant.
        await meeting.delete()?.finish()
        #expect(delegate.take().map(\.name) == ["deleted(true)"])
        let isDeletion = { (change: BMLTiOSLibChangeNode) in
            change.meeting_id == Server.nassauMeeting && change.meetingWasDeleted && !change.meetingCurrentlyExists
                && change.beforeObject?.name == "Hopeful In Hicksville"
        }
        let queries: [() -> BMLTiOSLibOperation] = [
            { library.getDeletedMeetingChanges() },
            { library.getDeletedMeetingChanges(serviceBodyID: Server.nassau) },
            { library.getDeletedMeetingChanges(serviceBodyIDs: [Server.suffolk, Server.nassau]) },
            { library.getDeletedMeetingChanges(fromDate: yesterday, toDate: today, serviceBodyID: Server.nassau) },
            { library.getDeletedMeetingChanges(fromDate: yesterday, toDate: today, serviceBodyIDs: [Server.nassau]) },
        ]
        for query in queries {
            await query().finish()
            let deleted = BMLTiOSLibFlowSteps.deletedChanges(delegate)
            #expect(deleted.filter(isDeletion).count == 1)
            #expect(deleted.allSatisfy { $0.meetingWasDeleted && !$0.meetingCurrentlyExists })
        }
        await library.getDeletedMeetingChanges(serviceBodyID: Server.suffolk).finish()
        #expect(!BMLTiOSLibFlowSteps.deletedChanges(delegate).contains(where: isDeletion))
        await library.getDeletedMeetingChanges(fromDate: past, toDate: past, serviceBodyIDs: nil).finish()
        #expect(BMLTiOSLibFlowSteps.deletedChanges(delegate).isEmpty)
    }

    /// "Sending messages to meeting contacts": delivered by a 2.x server with email contact on; a 3.0+ server has no
    /// contact form, so the error callback gets `.unsupported`, then `sendMessageSuccessful` is false.
    ///
    /// - Parameter setEmailContact: gives a meeting an email contact in the server's data.
    public static func sendMessage(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer,
        setEmailContact: (_ address: String, _ meeting: Int) throws -> Void
    ) async throws {
        if server.emailContactEnabled { try setEmailContact("secretary@example.org", Server.nassauMeeting) }
        let meeting = try #require(await delegate.meetings([Server.nassauMeeting], searchedBy: library).first)
        await meeting.sendMessageToMeetingContact(fromAddress: "me@example.org", messageBody: "Is it on? A&B=1+1")?
            .finish()
        let events = delegate.take()
        if server.emailContactEnabled {
            #expect(events.map(\.name) == ["messageSent(true)"])
        } else {
            #expect(events.map(\.name) == ["error", "messageSent(false)"])
            if case .error(let error) = events.first { #expect(BMLTError(reportedBy: error)?.code == .unsupported) }
        }
    }

    /// "Administration": log in, edit a meeting, see the change in its history, and revert it (the README's "better
    /// change record": the meeting's own revert, and the change record's before-object saved).
    public static func editAndRevert(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        let meeting = try await BMLTiOSLibFlowSteps.editableNassauMeeting(library, delegate)
        let original = meeting.rawMeeting
        let formats = meeting.formatsAsCSVList
        meeting.rawMeeting["location_info"] = "Room 2"
        meeting.published = true
        #expect(meeting.valueChanged("location_info"))
        meeting.restoreToOriginal()
        #expect(!meeting.isDirty)
        #expect(meeting.rawMeeting == original)

        meeting.locationInfo = "Room 2"
        await meeting.saveChanges()?.finish()
        #expect(delegate.take().map(\.name) == ["changeComplete"])

        // The README's "better change record": revert the live meeting to before the change, and save.
        await meeting.getChanges()?.finish()
        #expect(delegate.take().map(\.name) == ["changes"])
        let change = try #require(meeting.changes?.first)
        #expect(meeting.revertMeetingToBeforeThisChange(change))
        #expect(meeting.isDirty)
        #expect(meeting.locationInfo != "Room 2")
        await meeting.saveChanges()?.finish()
        #expect(delegate.take().map(\.name) == ["changeComplete"])
        let reread = try #require(await delegate.meetings([Server.nassauMeeting], searchedBy: library).first)
        #expect(reread.locationInfo == (original["location_info"] ?? ""))
        #expect(reread.formatsAsCSVList == formats)

        // The change record's own before-object, saved, writes the before-values back too.
        await meeting.getChanges()?.finish()
        _ = delegate.take()
        let latest = try #require(meeting.changes?.first)
        #expect(latest.revertMeetingToBeforeThisChange())
        let before = try #require(latest.beforeObject as? BMLTiOSLibEditableMeetingNode)
        #expect(before.isDirty)
        await before.saveChanges()?.finish()
        #expect(delegate.take().map(\.name) == ["changeComplete"])
        let again = try #require(await delegate.meetings([Server.nassauMeeting], searchedBy: library).first)
        #expect(again.locationInfo == "Room 2")
        // Change records give formats as keys alone: saving one keeps the meeting's formats.
        #expect(again.formatsAsCSVList == formats)
    }

    /// "Rolling back and undeleting meetings": delete a meeting, find it among the deleted, restore it (2.x with
    /// its id, 3.0+ as a copy with a new one), and save a copy of it.
    public static func deleteRestoreAndCopy(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        await library.deleteMeeting(Server.nassauMeeting).finish()
        #expect(delegate.take().map(\.name) == ["deleted(true)"])
        await library.getDeletedMeetingChanges(
            fromDate: Date().addingTimeInterval(-86400),
            toDate: Date(),
            serviceBodyIDs: nil
        )
        .finish()
        guard case .deletedChanges(let deleted) = delegate.take().first,
            let record = deleted.first(where: { $0.meeting_id == Server.nassauMeeting })
        else {
            Issue.record("The deleted meeting is not listed")
            return
        }
        #expect(record.saveMeetingToBeforeThisChange())
        await library.finishOperations()
        let events = delegate.take()
        #expect(events.map(\.name) == ["newMeeting"])
        guard case .newMeeting(let restored) = events.first else { return }
        #expect(restored.name == "Hopeful In Hicksville")
        if server.restoreKeepsID {
            #expect(restored.id == Server.nassauMeeting)
        } else {
            #expect(restored.id > 0 && restored.id != Server.nassauMeeting)
        }

        await library.saveMeetingAsCopy(restored).finish()
        guard case .newMeeting(let copy) = delegate.take().first else {
            Issue.record("No copy")
            return
        }
        #expect(copy.id != restored.id)
        #expect(copy.name == restored.name)
        #expect(!copy.published)
    }

    /// "New meetings": a meeting made with id 0 is created by its first save, and the delegate gets that same
    /// object with its new id; a second save changes it rather than creating another.
    public static func newMeeting(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        let new = BMLTiOSLibEditableMeetingNode([:], inHandler: library)
        #expect(new.id == 0 && new.isDirty)
        new.fillAsJustForTonight(serviceBodyID: Server.nassau, format: try #require(library.getFormatByKey("O")))
        await new.saveChanges()?.finish()
        let added = try #require(BMLTiOSLibFlowSteps.newMeeting(delegate))
        #expect(added === new)
        #expect(new.id > 2_692 && !new.isDirty)
        #expect(new.name == "Just For Tonight" && new.timeString == "19:30" && new.durationInMinutes == 90)
        #expect(new.weekdayIndex == 4 && new.formatsAsCSVList == "O" && new.serviceBodyId == Server.nassau)
        #expect(new.locationTown == "Hicksville" && !new.published)

        let id = new.id
        new.published = true
        await new.saveChanges()?.finish()
        let saved = delegate.take()
        #expect(saved.map(\.name) == ["changeComplete"])
        if case .changeComplete(let changed?) = saved.first {
            #expect(changed.meetingID == id && Set(changed.meetingChanges.keys) == ["published"])
            #expect(changed.meetingChanges["published"]?.last == "1")
            // A 2.x server's administration answer leaves `published` out for an unpublished meeting; it still
            // reads "0", not "".
            #expect(changed.meetingChanges["published"]?.first == "0")
        }
        let found = try #require(await delegate.meetings([id], searchedBy: library).first)
        #expect(found.name == "Just For Tonight" && found.published)
    }

    /// The README's to-do list, done: operations run side by side, and cancelling one keeps the login and the
    /// others.
    public static func concurrentAndCancelled(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        let first = library.getMeetingsObjectsByID([Server.nassauMeeting], searchType: .MeetingsOnly)
        let cancelled = library.getAllMeetingChanges(serviceBodyID: Server.nassau)
        let third = library.getAllUsedFormats()
        cancelled.cancel()
        await first.finish()
        await third.finish()
        await library.finishOperations()
        #expect(cancelled.isCancelled)
        let names = delegate.take().map(\.name)
        #expect(names.filter { $0 == "formats" }.count == 2)
        #expect(names.filter { $0 == "meetings" }.count == 2)
        #expect(!names.contains("changes"))
        #expect(!names.contains("error"))
        #expect(library.isAdminLoggedIn)
        let meeting = await delegate.meetings([Server.nassauMeeting], searchedBy: library).first
        #expect(meeting?.isEditable == true)
    }
}
