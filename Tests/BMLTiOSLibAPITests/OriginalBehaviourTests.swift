import BMLTiOSLib
import Foundation
import Testing

// What runs without a server: the values the original's public API gave, checked against this one's.

@Suite("BMLTiOSLib 1.5.4 API: values without a server")
@MainActor
struct OriginalBehaviourTests {
    let delegate = EveryCallbackDelegate()
    let library: BMLTiOSLib

    /// A library whose URI is not a URL: it never reaches the network. Its connect attempt is cancelled, so nothing
    /// reaches the delegate.
    init() {
        library = BMLTiOSLib(inRootServerURI: "http://exa mple.org", inDelegate: delegate)
        library.cancelAllOperations()
    }

    let formatFields = [
        "id": "17", "key_string": "O", "name_string": "Open", "description_string": "Anyone may attend", "lang": "en",
        "world_id": "OPEN",
    ]

    @Test("The enums' raw values are the original's")
    func enumRawValues() {
        let reasons: [BMLTiOSLibCommunicationHandlerBadTestReasons: String] = [
            .None: "", .BadURI: "BMLTiOSLibCommunicationHandlerBadTestReasons-BadURI",
            .WrongVersion: "BMLTiOSLibCommunicationHandlerBadTestReasons-WrongVersion",
            .MissingFields: "BMLTiOSLibCommunicationHandlerBadTestReasons-MissingFields",
            .NoServiceBodies: "BMLTiOSLibCommunicationHandlerBadTestReasons-NoServiceBodies",
            .NoFormats: "BMLTiOSLibCommunicationHandlerBadTestReasons-NoFormats",
            .CommError: "BMLTiOSLibCommunicationHandlerBadTestReasons-CommError",
            .AuthError: "BMLTiOSLibCommunicationHandlerBadTestReasons-AuthError",
        ]
        for (reason, rawValue) in reasons { #expect(reason.rawValue == rawValue) }
        let domains: [BMLTiOSLibErrorDomains: String] = [
            .CommunicationError: "BMLTiOSLibErrorDomains-Communication-Error",
            .PermissionError: "BMLTiOSLibErrorDomains-Permission-Error",
            .MailSendingError: "BMLTiOSLibErrorDomains-Mail-Sending-Error",
        ]
        for (domain, rawValue) in domains { #expect(domain.rawValue == rawValue) }
        let descriptions: [BMLTiOSLibErrorDescriptions: String] = [
            .GeneralError: "BMLTiOSLibErrorDomains-Communication-Error-General-Error",
            .IncorrectCredentials: "BMLTiOSLibErrorDomains-Permission-Error-Incorrect-Credentials",
            .SendingUnknownError: "BMLTiOSLibErrorDomains-Mail-Sending-Error-Unknown-Error",
            .MessageInvalidFrom: "BMLTiOSLibErrorDomains-Mail-Sending-Error-Invalid-From",
            .MessageAppearsToBeSpam: "BMLTiOSLibErrorDomains-Mail-Sending-Error-Message-Appears-To-Be-Spam",
        ]
        for (description, rawValue) in descriptions { #expect(description.rawValue == rawValue) }
        let codes: [BMLTiOSLibErrorCodes: Int] = [
            .GeneralError: 101_000, .NoDataReceivedError: 101_010, .BadDataReceivedError: 101_020,
            .IncorrectCredentials: 201_000, .SendingUnknownError: 301_000, .MessageInvalidFrom: 301_020,
            .MessageAppearsToBeSpam: 301_030,
        ]
        for (code, rawValue) in codes { #expect(code.rawValue == rawValue) }
        #expect([BMLTiOSLibDistanceUnits.Error, .Miles, .Kilometers].map(\.rawValue) == ["", "mi", "km"])
        #expect([BMLTiOSLibPermissions.None, .Observer, .Editor, .Administrator].map(\.rawValue) == [0, 1, 2, 3])
        let states: [BMLTiOSLibSearchCriteria.SelectionState] = [.Deselected, .Clear, .Selected]
        #expect(states.map(\.rawValue) == [-1, 0, 1])
        let days: [BMLTiOSLibSearchCriteria.WeekdayIndex] = [
            .Sunday, .Monday, .Tuesday, .Wednesday, .Thursday, .Friday, .Saturday,
        ]
        #expect(days.map(\.rawValue) == Array(1...7))
    }

    @Test("A format node from a dictionary has the original's values; its description is description_string")
    func formatNode() {
        let extra = NSObject()
        let format = BMLTiOSLibFormatNode(formatFields, inExtraData: extra)
        #expect(format.id == 17)
        #expect(format.key == "O")
        #expect(format.name == "Open")
        #expect(format.description == "Anyone may attend")
        #expect("\(format)" == "Anyone may attend")
        #expect(format.lang == "en")
        #expect(format.worldID == "OPEN")
        #expect(Set(format.keys) == Set(formatFields.keys))
        #expect(format.extraData === extra)
    }

    @Test("Equality and hashing are by identity, as NSObject's isEqual and hash are")
    func identity() {
        let format = BMLTiOSLibFormatNode(formatFields, inExtraData: nil)
        let twin = BMLTiOSLibFormatNode(formatFields, inExtraData: nil)
        #expect(format == format)
        #expect(format != twin)
        #expect(format.isEqual(format))
        #expect(!format.isEqual(twin))
        #expect(!format.isEqual(nil))
        #expect(format.hash == format.hash)
        #expect(format.hashValue == format.hashValue)
        #expect(Set([format, twin, format]).count == 2)
        var selections: [BMLTiOSLibFormatNode: BMLTiOSLibSearchCriteria.SelectionState] = [format: .Selected]
        selections[twin] = .Deselected
        #expect(selections[format] == .Selected)
        #expect(selections.count == 2)
        #expect([twin, format].firstIndex(of: format) == 1)
        #expect([twin].contains(format) == false)
        let meeting = BMLTiOSLibMeetingNode(["id_bigint": "1"], inHandler: library)
        let sameMeeting = BMLTiOSLibMeetingNode(["id_bigint": "1"], inHandler: library)
        #expect(meeting == meeting)
        #expect(meeting != sameMeeting)
        let body = BMLTiOSLibHierarchicalServiceBodyNode(
            inServerComm: library,
            parent: nil,
            serviceBody: ["id": "1", "name": "Region"],
            children: []
        )
        #expect(body != BMLTiOSLibHierarchicalServiceBodyNode(body))
        #expect(Set([body, body]).count == 1)
        let language = BMLTiOSLibServerLang(["key": "en"])
        #expect(language != BMLTiOSLibServerLang(["key": "en"]))
        let changed = BMLTiOSLibChangedMeeting(meetingID: 1, meetingChanges: [:])
        #expect(changed == changed)
        #expect(changed != BMLTiOSLibChangedMeeting(meetingID: 1, meetingChanges: [:]))
    }

    @Test("BMLTiOSLibChangedMeeting: from the original's raw dictionary (both shapes), and its description")
    func changedMeeting() {
        let several: [String: AnyObject?] = [
            "changeMeeting": ["id": "42"] as AnyObject,
            "field": [
                ["@attributes": ["key": "meeting_name"], "oldValue": "Hope", "newValue": "New Hope"],
                ["@attributes": ["key": "comments"], "newValue": "Bring a friend"],
            ] as AnyObject,
        ]
        let changed = BMLTiOSLibChangedMeeting(several, inHandler: library)
        #expect(changed.meetingID == 42)
        #expect(changed.meetingChanges == ["meeting_name": ["Hope", "New Hope"], "comments": ["", "Bring a friend"]])
        #expect(
            changed.description
                == "Meeting Change for Meeting ID 42\ncomments changed from \"\" to \"Bring a friend\""
                + "\nmeeting_name changed from \"Hope\" to \"New Hope\""
        )
        let one: [String: AnyObject?] = [
            "changeMeeting": ["id": "7"] as AnyObject, "field": ["key": "published"] as AnyObject,
            "oldValue": "0" as AnyObject, "newValue": "1" as AnyObject,
        ]
        let single = BMLTiOSLibChangedMeeting(one, inHandler: library)
        #expect(single.meetingID == 7)
        #expect(single.meetingChanges == ["published": ["0", "1"]])
        #expect(single.description == "Meeting Change for Meeting ID 7\npublished changed from \"0\" to \"1\"")
    }

    @Test("BMLTiOSLibChangeNode from the original's raw dictionary has its values")
    func changeNode() {
        let raw: [String: AnyObject?] = [
            "change_id": "7" as AnyObject, "date_int": "1700000000" as AnyObject, "user_name": "Admin" as AnyObject,
            "service_body_id": "1" as AnyObject, "meeting_id": "42" as AnyObject, "meeting_exists": "1" as AnyObject,
            "details": "Changed &quot;name&quot; &amp; more" as AnyObject,
            "json_data": [
                "before": ["id_bigint": "42", "meeting_name": "Hope", "formats": ["O", "C"]],
                "after": ["id_bigint": "42", "meeting_name": "New Hope", "formats": ["O", "C"]],
            ] as AnyObject,
        ]
        let change = BMLTiOSLibChangeNode(raw, inHandler: library)
        #expect(change.id == 7)
        #expect(change.changeDate == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(change.changeMaker == "Admin")
        #expect(change.meeting_id == 42)
        #expect(change.meetingCurrentlyExists)
        #expect(change.details == "Changed \"name\" & more")
        #expect(change.beforeObject.name == "Hope")
        #expect(change.afterObject.name == "New Hope")
        #expect(change.beforeObject.formatsAsCSVList == "C,O")
        #expect(!change.meetingWasCreated)
        #expect(!change.meetingWasDeleted)
        #expect(change.meetingWasChanged?["meeting_name"] == ["Hope", "New Hope"])
        #expect(change.meetingWasChanged?["formats"] == nil)
        #expect(change.description.contains(": Admin changed this meeting:"))
        // Nobody is logged in: the before-state is not editable, so neither revert nor rollback happens.
        #expect(!change.revertMeetingToBeforeThisChange())
        #expect(!change.saveMeetingToBeforeThisChange())

        let deletion = BMLTiOSLibChangeNode(
            ["change_id": "8" as AnyObject, "json_data": ["before": ["id_bigint": "42"]] as AnyObject],
            inHandler: library
        )
        #expect(deletion.meetingWasDeleted)
        #expect(!deletion.meetingCurrentlyExists)
        #expect(deletion.meetingWasChanged == nil)
    }

    @Test("A meeting node's values, and its Sequence of key-value elements in the order of keys")
    func meetingNode() {
        let meeting = BMLTiOSLibMeetingNode(
            [
                "id_bigint": "12", "meeting_name": "Hope", "weekday_tinyint": "2", "start_time": "19:30:00",
                "duration_time": "01:30:00", "formats": "O,C", "published": "1", "zzz_custom": "z",
                "location_text": "Church", "location_municipality": "Springfield",
            ],
            inHandler: library
        )
        #expect(meeting.id == 12)
        #expect(meeting.name == "Hope")
        #expect(meeting.weekdayIndex == 2)
        #expect(meeting.timeString == "19:30")
        #expect(meeting.durationString == "01:30")
        #expect(meeting.durationInMinutes == 90)
        #expect(meeting.startTime.hour == 19)
        #expect(meeting.startTime.minute == 30)
        #expect(meeting.published)
        #expect(meeting["formats"] == "C,O")
        #expect(meeting["nothing"] == nil)
        #expect(!meeting.isEditable)
        #expect(!meeting.isDirty)
        #expect(meeting.description.contains("Hope (C,O)"))
        #expect(
            meeting.keys == [
                "id_bigint", "weekday_tinyint", "start_time", "duration_time", "formats", "meeting_name",
                "location_text", "location_municipality", "published", "zzz_custom",
            ]
        )
        var keys: [String] = []
        for element in meeting {
            keys.append(element.key)
            #expect(element.value == meeting.rawMeeting[element.key])
            #expect(element.handler === meeting)
            #expect(element.library === library)
        }
        #expect(keys == meeting.keys)
        meeting.rawMeeting = [:]
        #expect(meeting.id == 12)
    }

    @Test("An editable meeting: setters, change tracking, and restoring the original")
    func editableMeetingNode() {
        let meeting = BMLTiOSLibEditableMeetingNode(
            ["id_bigint": "12", "meeting_name": "Hope", "weekday_tinyint": "2", "start_time": "19:30:00"],
            inHandler: library
        )
        #expect(meeting.isEditable)
        #expect(!meeting.isDirty)
        meeting.name = "New Hope"
        meeting.weekdayIndex = 3
        meeting.timeString = "20:15"
        meeting.locationCoords = CLLocationCoordinate2D(latitude: 40.5, longitude: -73.25)
        #expect(meeting.isDirty)
        #expect(meeting.valueChanged("meeting_name"))
        #expect(!meeting.valueChanged("id_bigint"))
        #expect(meeting.rawMeeting["start_time"] == "20:15:00")
        #expect(meeting.locationCoords.latitude == 40.5)
        meeting.restoreToOriginal()
        #expect(!meeting.isDirty)
        #expect(meeting.name == "Hope")
        let node: BMLTiOSLibMeetingNode = meeting
        #expect((node as? BMLTiOSLibEditableMeetingNode) === meeting)
    }

    @Test("Search criteria: the original's defaults, the date-component properties, isDirty and clearAll")
    func searchCriteria() {
        let criteria = BMLTiOSLibSearchCriteria(library)
        #expect(criteria.searchRadius == -10)
        #expect(criteria.publishedStatus == .Both)
        #expect(criteria.weekdays.count == 7)
        #expect(criteria.weekdays.values.allSatisfy { $0 == .Clear })
        #expect(!criteria.isDirty)
        let time = NSDateComponents()
        time.hour = 19
        time.minute = 30
        criteria.meetingsShouldStartAtOrAfter = time
        #expect(criteria.startTimeInSeconds == 19 * 3600 + 30 * 60)
        #expect(!criteria.meetingsStartBeforeStartTime)
        #expect(criteria.meetingsShouldStartAtOrAfter?.hour == 19)
        #expect(criteria.meetingsShouldStartAtOrAfter?.minute == 30)
        criteria.weekdays[.Monday] = .Selected
        #expect(criteria.isDirty)
        criteria.clearAll()
        #expect(!criteria.isDirty)
        #expect(criteria.weekdays[.Monday] == .Clear)
    }

    @Test("Service body nodes: the hierarchy, descriptions and permissions without a login")
    func serviceBodies() {
        let root = BMLTiOSLibHierarchicalServiceBodyNode(inServerComm: library)
        let region = BMLTiOSLibHierarchicalServiceBodyNode(
            inServerComm: library,
            parent: root,
            serviceBody: ["id": "1", "name": "Region", "description": "A region"],
            children: []
        )
        let area = BMLTiOSLibHierarchicalServiceBodyNode(
            inServerComm: library,
            parent: region,
            serviceBody: ["id": "2", "name": "Area"],
            children: []
        )
        root.children = [region]
        region.children = [area]
        #expect(region.description == "A region")
        #expect(area.description == "Area")
        #expect(region.id == 1)
        #expect(area.howDeepInTheRabbitHoleAmI == 1)
        #expect(region.howDeepInTheRabbitHoleAmI == 0)
        #expect(root.completeChildCount == 2)
        #expect(area.hasParent)
        #expect(!region.hasParent)
        #expect(region.isInHierarchy(area))
        #expect(region.isSBIDInHierarchy(2))
        #expect(!area.isSBIDInHierarchy(1))
        #expect(region.permissions == .None)
        #expect(!region.iCanObserve)
        #expect(library.permissions(forServiceBody: region) == .None)
        let container = BMLTiOSLibServiceBodyContainer(item: area, selection: .Selected, extraData: nil)
        #expect(container.item === area)
    }

    @Test("A server language's values")
    func serverLanguage() {
        let language = BMLTiOSLibServerLang(["key": "de", "name": "Deutsch", "default": "0"])
        #expect(language.langKey == "de")
        #expect(language.langName == "Deutsch")
        #expect(!language.isDefault)
        #expect(language["name"] == "Deutsch")
        #expect(BMLTiOSLibServerLang(["key": "en", "default": "1"]).isDefault)
    }

    @Test("A URI that is not a URL: the error callback, then serverIsValid false, and errorString says BadURI")
    func badURI() async {
        let delegate = EveryCallbackDelegate()
        let library = BMLTiOSLib(inRootServerURI: "http://exa mple.org/", inDelegate: delegate)
        await library.finishOperations()
        #expect(delegate.events.count == 2)
        #expect(delegate.events.first?.hasPrefix("error ") == true)
        #expect(delegate.events.last == "serverIsValid false http://exa mple.org")
        #expect(library.errorString == BMLTiOSLibCommunicationHandlerBadTestReasons.BadURI.rawValue)
        #expect(!library.isConnected)
        #expect(library.searchCriteria == nil)
        #expect(library.rootServerURI == "http://exa mple.org")
    }

    @Test("The usage functions that need no server run without trapping, and start no operation")
    func usageWithoutServer() async {
        let format = BMLTiOSLibFormatNode(formatFields, inExtraData: nil)
        let body = BMLTiOSLibHierarchicalServiceBodyNode(
            inServerComm: library,
            parent: nil,
            serviceBody: ["id": "1", "name": "Region"],
            children: []
        )
        let fields = ["id_bigint": "1", "weekday_tinyint": "2", "start_time": "19:00:00", "formats": "O"]
        let meeting = BMLTiOSLibMeetingNode(fields, inHandler: library)
        let editable = BMLTiOSLibEditableMeetingNode(fields, inHandler: library)
        useEnums()
        useSearchCriteriaEnums()
        useFormatNode()
        useServerLang()
        useServiceBodyNode(library)
        useChangedMeeting(library)
        useChangeNode(library, meeting)
        useMeetingNodeProperties(meeting)
        useMeetingNodeSequence(meeting)
        useEditableMeetingNodeProperties(editable, format, body)
        useSelectionContainers(format, body)
        useSearchCriteriaProperties(BMLTiOSLibSearchCriteria(library))
        useSearchCriteriaTypealiases(
            BMLTiOSLibServiceBodyContainer(item: body, selection: .Clear, extraData: nil),
            BMLTiOSLibFormatContainer(item: format, selection: .Clear, extraData: nil)
        )
        await library.finishOperations()
        #expect(delegate.events.isEmpty)
    }
}
