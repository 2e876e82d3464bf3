public import BMLTiOSLib
import Foundation
import Testing

/// The original BMLTiOSLib 1.5.4 tester app (`Tests/View Controllers`), screen by screen: each view controller's use
/// of the library, with the library calls the screen makes and checks on what it shows. For any server with the
/// sample data: the local server in either mode, and the real 2.16.6 and 4.x servers.
///
/// Every flow but ``connectAndDisconnect(on:rootURI:connect:)`` starts from a connected library, its
/// `serverIsValid(true)` taken.
@MainActor
public enum BMLTiOSLibTesterAppFlows {
    typealias Server = BMLTiOSLibFlowServer

    /// The fields every meeting has.
    static let standardKeys: Set<String> = [
        "id_bigint", "service_body_bigint", "weekday_tinyint", "start_time", "duration_time", "formats", "longitude",
        "latitude", "meeting_name", "location_text", "location_info", "location_street", "location_municipality",
        "location_province", "comments", "published",
    ]

    // MARK: - ConnectViewController

    /// `ConnectViewController`: connect, show the server's facts, disconnect by dropping the instance; a server that
    /// does not answer reports the error, then `serverIsValid: false` with `errorString` for the alert.
    ///
    /// - Parameters:
    ///   - rootURI: The server's root URI.
    ///   - connect: Makes a library for a URI and delegate, as the screen's CONNECT button does.
    public static func connectAndDisconnect(
        on server: BMLTiOSLibFlowServer,
        rootURI: String,
        connect: (_ uri: String, _ delegate: RecordingDelegate) -> BMLTiOSLib
    ) async throws {
        let delegate = RecordingDelegate()
        var library: BMLTiOSLib? = connect(rootURI, delegate)
        await library?.finishOperations()
        #expect(delegate.take().map(\.name) == ["serverIsValid(true)"])
        if let connected = library {
            let report = connectionReport(connected)
            let emailLine =
                server.emailContactEnabled
                ? "    Server can send emails to meeting contacts, and will not send copies to Service body Admins."
                : "    Server cannot send emails to meeting contacts."
            for line in [
                "Successful Instantiation.", "    Server Version: \(server.version) (\(server.versionInt))",
                "    Server can be Semantically Administered.", "    Distance Units: Miles", emailLine,
                "    Meeting Change Depth: 5 changes", "    Server Google API Key: ", "        * en (English)",
                "        Nassau Area Service", "        Eastern New York Region", "        id_bigint",
                "        virtual_meeting_link",
            ] {
                #expect(report.contains(line + "\n"), "\(line)")
            }
            let open = try #require(connected.getFormatByKey("O"))
            #expect(report.contains("        O (\(open.id!)) Open\n"))
            #expect(report.components(separatedBy: "\n").count > 44 + 40 + 30)
            // Every other tab starts from these.
            #expect(connected.searchCriteria != nil && connected.hierarchicalServiceBodies.children.count == 5)
        } else {
            Issue.record("No library")
        }

        // DISCONNECT: the app drops the instance; it is freed, and tells the delegate nothing more.
        weak let dropped = library
        library = nil
        #expect(dropped == nil)
        #expect(delegate.take().isEmpty)

        // A root server that does not answer: the error, then false, with the reason for the alert.
        let failing = RecordingDelegate()
        let unreachable = connect("http://127.0.0.1:1/main_server", failing)
        await unreachable.finishOperations()
        #expect(failing.take().map(\.name) == ["error", "serverIsValid(false)"])
        #expect(unreachable.errorString == BMLTiOSLibCommunicationHandlerBadTestReasons.CommError.rawValue)
        #expect(!unreachable.isConnected && unreachable.searchCriteria == nil && !unreachable.isAdminAvailable)
    }

    /// The text `ConnectViewController` shows once connected, built from the library as the screen builds it.
    public static func connectionReport(_ library: BMLTiOSLib) -> String {
        var text = "Successful Instantiation.\n\n"
        text += "    Server Version: \(library.versionAsString) (\(library.versionAsInt))\n\n"
        text += "    Server can\(library.isAdminAvailable ? "" : "not") be Semantically Administered.\n\n"
        let units = ["km": "Kilometers", "mi": "Miles"][library.distanceUnitsString] ?? "ERROR!"
        text += "    Distance Units: \(units)\n\n"
        text += "    Server can\(library.emailMeetingContactsEnabled ? "" : "not") send emails to meeting contacts"
        if library.emailMeetingContactsEnabled {
            text += ", and will\(library.emailServiceBodyAdminsEnabled ? "" : " not")"
            text += " send copies to Service body Admins.\n\n"
        } else {
            text += ".\n\n"
        }
        text += "    Meeting Change Depth: \(library.changeDepth) changes\n\n"
        text += "    Server Google API Key: \(library.googleAPIKey)\n\n"
        text += "    Languages:\n"
        for language in library.availableServerLanguages {
            text += (language.isDefault ? "        * " : "          ") + "\(language.langKey) (\(language.langName))\n"
        }
        text += "\n    Service Bodies:\n"
        for body in library.serviceBodies { text += "        \(body.name)\n" }
        text += "\n    All Server Formats:\n"
        for format in library.allPossibleFormats.sorted(by: { $0.key < $1.key }) {
            text += "        \(format.key!) (\(format.id!)) \(format.name!)\n"
        }
        text += "\n    Meeting Field Keys:\n"
        for key in library.availableMeetingValueKeys { text += "        \(key)\n" }
        return text
    }

    // MARK: - DetailedInfoController, TestTabController

    /// `DetailedInfoController`'s login row and `TestTabController.updateLogin()`: a refused login, a login with the
    /// permissions list, editable meetings and the new-meeting tab, and a logout.
    public static func loginScreen(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        // The login row shows while the server can be administered and nobody is logged in.
        #expect(library.isAdminAvailable && !library.isAdminLoggedIn)
        #expect(library.serviceBodies.allSatisfy { $0.permissions == .None })
        #expect(library.serviceBodiesICanEdit.isEmpty && library.serviceBodiesICanObserve.isEmpty)

        #expect(library.adminLogin(loginID: Server.login, password: "not it"))
        await library.finishOperations()
        let refused = delegate.take()
        #expect(refused.map(\.name) == ["error", "login(false)"])
        if case .error(let reported) = refused.first, let error = BMLTError(reportedBy: reported) {
            #expect(error.code == .unauthorized && error.bmltiOSLibCode == .IncorrectCredentials)
            #expect(error.bmltiOSLibDomain == .PermissionError)
        }
        #expect(!library.isAdminLoggedIn)

        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        #expect(library.isAdminLoggedIn)
        // "We have the indicated permissions for the following Service bodies": Nassau, which nasc_admin edits.
        let permitted = library.serviceBodies.filter { $0.permissions != .None }
        let nassau = try #require(library.getServiceBodyByID(Server.nassau))
        #expect(permitted.contains { $0 === nassau })
        #expect(nassau.iCanEdit && nassau.iCanObserve && nassau.permissions >= .Editor)
        #expect(library.serviceBodiesICanEdit.contains { $0 === nassau })
        #expect(try #require(library.getServiceBodyByID(Server.suffolk)).permissions == .None)
        #expect(library.serviceBodiesICanAdminister.allSatisfy { $0.permissions == .Administrator })
        // Logging in again changes nothing and says so.
        #expect(library.adminLogin(loginID: Server.login, password: Server.password))
        await library.finishOperations()
        #expect(delegate.take().map(\.name) == ["login(true)"])

        // Meetings of Nassau arrive editable; others do not.
        await library.getMeetingsObjectsByID(
            [Server.nassauMeeting, Server.otherAreasMeeting],
            searchType: .MeetingsOnly
        )
        .finish()
        guard case .meetings(let meetings)? = delegate.take().last else {
            Issue.record("No meetings")
            return
        }
        #expect(Set(meetings.map(\.id)) == [Server.nassauMeeting, Server.otherAreasMeeting])
        #expect(meetings.allSatisfy { $0.isEditable == ($0.id == Server.nassauMeeting) })

        // LOG OUT: the permissions go, and meetings arrive read-only again.
        #expect(library.adminLogout())
        await library.finishOperations()
        #expect(delegate.take().map(\.name) == ["login(false)"])
        #expect(!library.isAdminLoggedIn && nassau.permissions == .None && library.serviceBodiesICanEdit.isEmpty)
        let reread = await delegate.meetings([Server.nassauMeeting], searchedBy: library)
        #expect(reread.count == 1 && reread.allSatisfy { !$0.isEditable })
    }

    // MARK: - SearchViewController

    /// `SearchViewController`: every row of the search screen (weekdays, service bodies through their hierarchy,
    /// formats, text with its switches, the map location with a radius or the nearest meetings, start and end times,
    /// durations), the clear button, and "get one meeting by id".
    public static func searchScreen(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        let criteria = try #require(library.searchCriteria)
        let search = { (extent: BMLTiOSLibSearchCriteria.SearchCriteriaExtent) in
            await BMLTiOSLibFlowSteps.search(library, delegate, extent)
        }
        #expect(!criteria.isDirty)
        #expect(criteria.serviceBodies.map(\.item.id) == library.serviceBodies.map(\.id))
        #expect(criteria.formats.map(\.item.id) == library.allPossibleFormats.map { $0.id })
        #expect(criteria.weekdays.count == 7 && criteria.weekdays.values.allSatisfy { $0 == .Clear })

        // Service body checkboxes: a box sets its body and every body below it.
        func check(_ node: BMLTiOSLibHierarchicalServiceBodyNode, _ state: BMLTiOSLibSearchCriteria.SelectionState) {
            criteria.getServiceBodyElementFromServiceBodyObject(node)?.selection = state
            for child in node.children { check(child, state) }
        }
        let region = try #require(library.getServiceBodyByID(Server.easternNewYork))
        let regionIDs = Set([region.id] + region.children.map(\.id))
        check(region, .Selected)
        #expect(criteria.isDirty)
        let inRegion = await search(.MeetingsOnly).meetings
        #expect(inRegion.allSatisfy { regionIDs.contains($0.serviceBodyId) })
        #expect(Set(inRegion.map(\.serviceBodyId)).isSuperset(of: [Server.nassau, Server.suffolk]))
        check(try #require(library.getServiceBodyByID(Server.nassau)), .Deselected)
        let withoutNassau = await search(.MeetingsOnly).meetings
        #expect(withoutNassau.contains { $0.serviceBodyId == Server.suffolk })
        #expect(withoutNassau.allSatisfy { regionIDs.contains($0.serviceBodyId) && $0.serviceBodyId != Server.nassau })
        check(region, .Clear)
        check(try #require(library.getServiceBodyByID(Server.nassau)), .Selected)
        let nassauMeetings = await search(.MeetingsOnly).meetings
        #expect(nassauMeetings.count > 50 && nassauMeetings.allSatisfy { $0.serviceBodyId == Server.nassau })

        // Weekday checkboxes: ticked days only, or crossed-out days left out.
        criteria.weekdays[.Monday] = .Selected
        criteria.weekdays[.Tuesday] = .Selected
        let early = await search(.MeetingsOnly).meetings
        #expect(Set(early.map(\.weekdayIndex)) == [2, 3])
        for day in [BMLTiOSLibSearchCriteria.WeekdayIndex.Sunday, .Monday, .Tuesday] {
            criteria.weekdays[day] = .Deselected
        }
        let late = await search(.MeetingsOnly).meetings
        #expect(Set(late.map(\.weekdayIndex)) == [4, 5, 6, 7])
        #expect(early.count + late.count < nassauMeetings.count)
        for day in BMLTiOSLibSearchCriteria.WeekdayIndex.allCases { criteria.weekdays[day] = .Clear }

        // Format checkboxes (Nassau still ticked).
        let open = try #require(criteria.formats.first { $0.item.key == "O" })
        open.selection = .Selected
        let withOpen = await search(.MeetingsOnly).meetings
        #expect(!withOpen.isEmpty && withOpen.allSatisfy { $0.formats.contains { $0.key == "O" } })
        open.selection = .Deselected
        let withoutOpen = await search(.MeetingsOnly).meetings
        #expect(!withoutOpen.isEmpty && withoutOpen.allSatisfy { !$0.formats.contains { $0.key == "O" } })
        #expect(withOpen.count + withoutOpen.count == nassauMeetings.count)
        open.selection = .Clear

        // The search string row, its switches off: the meetings that mention it.
        criteria.searchString = "Hicksville"
        let hicksville = await search(.MeetingsOnly).meetings
        #expect(hicksville.contains { $0.id == Server.nassauMeeting })
        #expect(hicksville.allSatisfy { $0.locationTown == "Hicksville" })
        // "All strings must match" and "exact match": 2.x servers find the meetings with every word, as written;
        // 3.0+ servers have neither switch, and search as without them.
        criteria.clearAll()
        criteria.searchString = "Hopeful Hicksville"
        criteria.stringSearchUsesAllStrings = true
        criteria.stringSearchIsExact = true
        let everyWord = await search(.MeetingsOnly).meetings
        #expect(everyWord.contains { $0.id == Server.nassauMeeting })
        if server.isLegacy {
            #expect(Set(everyWord.map(\.name)) == ["Hopeful In Hicksville", "Hopeful in Hicksville"])
        } else {
            criteria.stringSearchUsesAllStrings = false
            criteria.stringSearchIsExact = false
            #expect(Set(await search(.MeetingsOnly).meetings.map(\.id)) == Set(everyWord.map(\.id)))
        }

        // "String is a location": the server geocodes the text, which needs a Google key, and these servers have
        // none. 2.x servers find no meetings; 4.x servers fail (HTTP 500), which reaches the error callback alone
        // (the local server, which cannot geocode either, answers with no meetings).
        criteria.clearAll()
        #expect(library.googleAPIKey.isEmpty)
        criteria.searchString = "Hicksville, NY"
        criteria.searchStringIsALocation = true
        criteria.searchRadius = -10
        await criteria.performMeetingSearch(.MeetingsOnly)?.finish()
        let located = delegate.take()
        let foundNone = located.map(\.name) == ["formats", "meetings"]
        if case .meetings(let meetings)? = located.last { #expect(meetings.isEmpty) }
        if server.isLegacy {
            #expect(foundNone)
        } else {
            #expect(foundNone || located.map(\.name) == ["error"], "\(located)")
            if case .error(let reported)? = located.first, let error = BMLTError(reportedBy: reported) {
                #expect(error.code == .httpStatus)
            }
        }

        // "Use Map Location" with a radius in the server's unit ("Miles"), then with the auto radius (the nearest
        // meetings).
        criteria.clearAll()
        #expect(library.distanceUnitsString == "mi")
        let hopeful = try #require(hicksville.first { $0.id == Server.nassauMeeting })
        criteria.searchLocation = hopeful.locationCoords
        criteria.searchRadius = 5
        let within = await search(.MeetingsOnly).meetings
        #expect(within.contains { $0.id == Server.nassauMeeting })
        #expect(within.allSatisfy { $0.distanceInMiles <= 5.000_1 && $0.distanceInKm <= 8.05 })
        #expect(within.contains { $0.locationTown != "Hicksville" })
        criteria.searchRadius = -10
        let nearest = await search(.MeetingsOnly).meetings
        #expect(nearest.count >= 10 && nearest.contains { $0.id == Server.nassauMeeting })
        #expect(nearest.allSatisfy { $0.rawMeeting["distance_in_miles"] != nil })
        // The map switch off: no location, no distances.
        criteria.searchLocation = nil
        criteria.weekdays[.Wednesday] = .Selected
        let anywhere = await search(.MeetingsOnly).meetings
        #expect(anywhere.count > 100 && anywhere.allSatisfy { $0.rawMeeting["distance_in_miles"] == nil })

        // Start and end time pickers, and the duration picker (Nassau).
        criteria.clearAll()
        check(try #require(library.getServiceBodyByID(Server.nassau)), .Selected)
        criteria.startTimeInSeconds = 19 * 3600
        criteria.meetingsStartBeforeStartTime = false
        let evening = await search(.MeetingsOnly).meetings
        #expect(!evening.isEmpty && evening.allSatisfy { BMLTiOSLibFlowSteps.minutes($0) > 19 * 60 })
        criteria.startTimeInSeconds = 13 * 3600
        criteria.meetingsStartBeforeStartTime = true
        let morning = await search(.MeetingsOnly).meetings
        #expect(!morning.isEmpty && morning.allSatisfy { BMLTiOSLibFlowSteps.minutes($0) < 13 * 60 })
        criteria.startTimeInSeconds = nil
        criteria.endTimeInSeconds = 21 * 3600
        let endsEarly = await search(.MeetingsOnly).meetings
        #expect(!endsEarly.isEmpty)
        #expect(endsEarly.allSatisfy { BMLTiOSLibFlowSteps.minutes($0) + $0.durationInMinutes <= 21 * 60 })
        criteria.endTimeInSeconds = nil
        criteria.durationTimeInSeconds = 90 * 60
        criteria.meetingsAreShorterThanDuration = false
        let long = await search(.MeetingsOnly).meetings
        #expect(!long.isEmpty && long.allSatisfy { $0.durationInMinutes >= 90 })
        criteria.durationTimeInSeconds = 75 * 60
        criteria.meetingsAreShorterThanDuration = true
        let short = await search(.MeetingsOnly).meetings
        #expect(!short.isEmpty && short.allSatisfy { $0.durationInMinutes <= 75 })
        #expect(short.count + long.count == nassauMeetings.count)

        // "Clear Search Criteria".
        criteria.clearAll()
        #expect(!criteria.isDirty)
        #expect(criteria.serviceBodies.allSatisfy { $0.selection == .Clear })
        #expect(criteria.startTimeInSeconds == nil && criteria.durationTimeInSeconds == nil)

        // getOneMeetingByID: the screen clears the criteria and searches for the id as text.
        criteria.searchString = String(Server.nassauMeeting)
        let one = await search(.MeetingsOnly).meetings
        #expect(one.map(\.id) == [Server.nassauMeeting])
    }

    // MARK: - FormatSearchResultsViewController, DetailedInfoController's formats

    /// `FormatSearchResultsViewController` after a formats-only search, and `DetailedInfoController`'s list of every
    /// format in use (`getAllUsedFormats()`).
    public static func formatResults(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        let criteria = try #require(library.searchCriteria)
        criteria.getServiceBodyElementFromServiceBodyObject(library.getServiceBodyByID(Server.nassau))?.selection =
            .Selected
        criteria.weekdays[.Wednesday] = .Selected
        let found = await BMLTiOSLibFlowSteps.search(library, delegate, .FormatsOnly)
        #expect(found.meetings.isEmpty)
        // Each row: "KEY (id)", the name, and the description.
        let rows = found.formats.map { "\($0.key!) (\($0.id!))|\($0.name!)|\($0.description)" }
        #expect(!rows.isEmpty && Set(rows).count == rows.count)
        #expect(
            found.formats.allSatisfy { $0.id > 0 && !$0.key.isEmpty && !$0.name.isEmpty && !$0.description.isEmpty }
        )
        #expect(found.formats.allSatisfy { library.getFormatByID($0.id) === $0 && $0.lang == "en" })
        let open = try #require(library.getFormatByKey("O"))
        #expect(rows.contains("O (\(open.id!))|Open|\(open.description)"))
        // (Hopeful In Hicksville, on Wednesdays, has O, BT, D and BK.)
        #expect(Set(found.formats.map { $0.key! }).isSuperset(of: ["O", "BT", "D", "BK"]))

        await library.getAllUsedFormats().finish()
        let events = delegate.take()
        #expect(events.map(\.name) == ["formats", "meetings"])
        guard case .formats(let used, isAllUsedFormats: true)? = events.first else {
            Issue.record("Not all used formats: \(events)")
            return
        }
        let text = used.sorted { $0.key < $1.key }.map { "\($0.key!) (\($0.id!)) \($0.name!)\n" }.joined()
        #expect(text.contains("O (\(open.id!)) Open\n") && text.contains("C (\(library.getFormatByKey("C").id!)) "))
        #expect(used.count > found.formats.count && used.count <= library.allPossibleFormats.count)
    }

    // MARK: - MeetingSearchResultsViewController, SingleMeetingViewController

    /// `MeetingSearchResultsViewController`'s rows (each meeting's description), and `SingleMeetingViewController`
    /// for a meeting that cannot be edited: its fields by key, its map, its changes, the message button.
    public static func meetingResultsAndDetails(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        // A change for the meeting's history (the sample data has none), made by an administrator who logs out.
        try await BMLTiOSLibFlowSteps.logInAndChangeNassauMeeting(
            library,
            delegate,
            locationInfo: "Side door"
        )
        #expect(library.adminLogout())
        await library.finishOperations()
        #expect(delegate.take().map(\.name) == ["login(false)"])

        let criteria = try #require(library.searchCriteria)
        criteria.getServiceBodyElementFromServiceBodyObject(library.getServiceBodyByID(Server.nassau))?.selection =
            .Selected
        criteria.weekdays[.Wednesday] = .Selected
        let results = await BMLTiOSLibFlowSteps.search(library, delegate, .BothMeetingsAndFormats).meetings
        #expect(results.count > 5)
        for meeting in results {
            let lines = meeting.description.components(separatedBy: "\n")
            #expect(lines.count == 3, "\(meeting.description)")
            guard lines.count == 3 else { continue }
            #expect(lines[0].hasPrefix("Wednesday"))
            #expect(lines[1] == "\(meeting.name) (\(meeting.formatsAsCSVList))")
            #expect(lines[2] == meeting.basicAddress && lines[2].contains(meeting.locationTown))
        }

        // The row for Hopeful In Hicksville leads to its screen.
        let meeting = try #require(results.first { $0.id == Server.nassauMeeting })
        #expect(!meeting.isEditable && !meeting.isDirty)
        let keys = meeting.keys
        #expect(keys.first == "id_bigint" && keys.contains("published") && keys.count == meeting.rawMeeting.count)
        let shown = keys.filter { !(meeting[$0] ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        #expect(shown.contains("meeting_name") && shown.contains("location_street"))
        #expect(meeting["meeting_name"] == "Hopeful In Hicksville" && meeting["id_bigint"] == "188")
        #expect(meeting["formats"] == "BK,BT,D,O" && meeting.formatsAsCSVList == "BK,BT,D,O")
        #expect(meeting.weekdayIndex == 4 && meeting.timeString == "13:00" && meeting.durationString == "01:30")
        #expect(meeting.durationInMinutes == 90 && meeting.startTime.hour == 13 && meeting.published)
        #expect(meeting.serviceBody?.name == "Nassau Area Service")
        let coordinates = try #require(meeting.locationCoords)
        #expect(abs(coordinates.latitude - 40.77) < 0.1 && abs(coordinates.longitude + 73.52) < 0.1)
        // The message button shows while the server sends messages to contacts.
        #expect(library.emailMeetingContactsEnabled == server.emailContactEnabled)

        // "Get Changes": the meeting's history, read-only while nobody is logged in.
        await meeting.getChanges()?.finish()
        let changes = BMLTiOSLibFlowSteps.changes(delegate)
        #expect(meeting.changes?.map(\.id) == changes.map(\.id))
        #expect(changes.count == 1 && changes.allSatisfy { $0.meeting_id == Server.nassauMeeting })
        let change = try #require(changes.first)
        #expect(change.afterObject?.locationInfo == "Side door" && meeting.locationInfo == "Side door")
        #expect(change.beforeObject?.isEditable == false && change.afterObject?.isEditable == false)
        #expect(change.description.contains(" changed this meeting:\n"))
        #expect(
            change.description.contains("\nlocation_info changed from \"")
                && change.description.hasSuffix("\"Side door\"")
        )
        #expect(!change.saveMeetingToBeforeThisChange() && !change.revertMeetingToBeforeThisChange())
    }

    /// `SingleMeetingViewController` for a meeting the user may edit: publish and cancel, edits typed into its
    /// fields and a dragged map marker, saved; its change list (`ChangeListViewController`) and a revert to before
    /// the change; and delete.
    public static func editMeeting(
        _ library: BMLTiOSLib,
        _ delegate: RecordingDelegate,
        on server: BMLTiOSLibFlowServer
    ) async throws {
        await BMLTiOSLibFlowSteps.logIn(library, delegate)
        let meeting = try await BMLTiOSLibFlowSteps.editableNassauMeeting(library, delegate)
        let original = meeting.rawMeeting
        #expect(meeting.isEditable && !meeting.isDirty && meeting.published)

        // Unpublish, then Cancel: the meeting is as it was.
        meeting.published = !meeting.published
        #expect(meeting.isDirty && !meeting.published && meeting.valueChanged("published"))
        meeting.restoreToOriginal()
        #expect(!meeting.isDirty && meeting.published && meeting.rawMeeting == original)

        // Text typed into the fields, and the marker dragged; Save.
        meeting.rawMeeting["location_info"] = "Upstairs, Room 2"
        meeting.rawMeeting["comments"] = "Bring a friend & a book"
        let coordinates = try #require(meeting.locationCoords)
        let moved = CLLocationCoordinate2D(
            latitude: coordinates.latitude + 0.001,
            longitude: coordinates.longitude - 0.001
        )
        meeting.locationCoords = moved
        #expect(meeting.isDirty)
        await meeting.saveChanges()?.finish()
        let saved = delegate.take()
        #expect(saved.map(\.name) == ["changeComplete"])
        if case .changeComplete(let changed?) = saved.first {
            #expect(changed.meetingID == Server.nassauMeeting)
            #expect(Set(changed.meetingChanges.keys) == ["location_info", "comments", "latitude", "longitude"])
            #expect(changed.meetingChanges["location_info"] == [original["location_info"] ?? "", "Upstairs, Room 2"])
            #expect(changed.meetingChanges["comments"] == [original["comments"] ?? "", "Bring a friend & a book"])
            #expect(changed.description.hasPrefix("Meeting Change for Meeting ID 188\n"))
        }
        #expect(!meeting.isDirty)
        let stored = try #require(await delegate.meetings([Server.nassauMeeting], searchedBy: library).first)
        #expect(stored.locationInfo == "Upstairs, Room 2" && stored.comments == "Bring a friend & a book")
        let storedCoordinates = try #require(stored.locationCoords)
        #expect(abs(storedCoordinates.latitude - moved.latitude) < 1e-6)
        #expect(abs(storedCoordinates.longitude - moved.longitude) < 1e-6)

        // "Get Changes", then the change list: the edit, on top, editable before and after.
        await meeting.getChanges()?.finish()
        let changes = BMLTiOSLibFlowSteps.changes(delegate)
        let change = try #require(changes.first)
        #expect(change.afterObject?.locationInfo == "Upstairs, Room 2")
        #expect(change.beforeObject?.locationInfo == (original["location_info"] ?? ""))
        #expect(change.beforeObject?.isEditable == true && change.afterObject?.isEditable == true)
        #expect(!change.meetingWasCreated && !change.meetingWasDeleted)
        let text = change.description
        #expect(text.contains(": \(change.changeMaker) changed this meeting:"))
        #expect(
            text.contains("\nlocation_info changed from \"\(original["location_info"] ?? "")\" to \"Upstairs, Room 2\"")
        )

        // The row chosen, "Go For It!": the meeting as it was before the change.
        #expect(change.saveMeetingToBeforeThisChange())
        await library.finishOperations()
        let rolledBack = delegate.take()
        #expect(rolledBack.map(\.name) == ["rolledBack"])
        if case .rolledBack(let node) = rolledBack.first {
            #expect(node.id == Server.nassauMeeting && node.locationInfo == (original["location_info"] ?? ""))
            #expect(node.comments == (original["comments"] ?? ""))
        }
        let reverted = try #require(await delegate.meetings([Server.nassauMeeting], searchedBy: library).first)
        #expect(reverted.locationInfo == (original["location_info"] ?? ""))
        #expect(reverted.comments == (original["comments"] ?? ""))
        #expect(reverted.formatsAsCSVList == meeting.formatsAsCSVList)

        // Delete, "Nuke From Orbit": gone from the results.
        let live = try #require(reverted as? BMLTiOSLibEditableMeetingNode)
        await live.delete()?.finish()
        #expect(delegate.take().map(\.name) == ["deleted(true)"])
        #expect(await delegate.meetings([Server.nassauMeeting], searchedBy: library).isEmpty)
    }
}
