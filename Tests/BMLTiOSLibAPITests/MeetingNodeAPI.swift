import BMLTiOSLib
import Foundation

// BMLTiOSLibMeetingNode (with its Sequence of BMLTiOSLibMeetingNodeSimpleDictionaryElement) and its subclass
// BMLTiOSLibEditableMeetingNode: the initialisers, the subscript, every property with the original's type (the
// editable node's settable ones assigned), and every method.

/// Every read-only property of a meeting node, and its subscript.
@MainActor
func useMeetingNodeProperties(_ meeting: BMLTiOSLibMeetingNode) {
    let value: String! = meeting["meeting_name"]
    meeting.changes = nil
    meeting.changes = []
    let changes: [BMLTiOSLibChangeNode]! = meeting.changes
    let isEditable: Bool = meeting.isEditable
    let keys: [String] = meeting.keys
    meeting.rawMeeting = ["meeting_name": "Ignored unless editable"]
    let rawMeeting: [String: String] = meeting.rawMeeting
    let id: Int = meeting.id
    let worldID: String = meeting.worldID
    let serviceBodyId: Int = meeting.serviceBodyId
    let serviceBody: BMLTiOSLibHierarchicalServiceBodyNode! = meeting.serviceBody
    let formats: [BMLTiOSLibFormatNode] = meeting.formats
    let formatsAsCSVList: String = meeting.formatsAsCSVList
    let published: Bool = meeting.published
    let name: String = meeting.name
    let weekdayIndex: Int = meeting.weekdayIndex
    let timeString: String = meeting.timeString
    let durationString: String = meeting.durationString
    let durationInMinutes: Int = meeting.durationInMinutes
    let startTime: DateComponents! = meeting.startTime
    let startTimeAndDay: DateComponents! = meeting.startTimeAndDay
    let timeDayAsInteger: Int = meeting.timeDayAsInteger
    let nextStartDate: Date! = meeting.nextStartDate
    let locationCoords: CLLocationCoordinate2D! = meeting.locationCoords
    let locationName: String = meeting.locationName
    let locationStreetAddress: String = meeting.locationStreetAddress
    let locationBorough: String = meeting.locationBorough
    let locationNeighborhood: String = meeting.locationNeighborhood
    let locationTown: String = meeting.locationTown
    let locationCounty: String = meeting.locationCounty
    let locationState: String = meeting.locationState
    let locationZip: String = meeting.locationZip
    let locationNation: String = meeting.locationNation
    let locationInfo: String = meeting.locationInfo
    let virtualMeetingURI: String = meeting.virtualMeetingURI
    let virtualMeetingAdditionalInfo: String = meeting.virtualMeetingAdditionalInfo
    let meetingPhoneNumber: String = meeting.meetingPhoneNumber
    let comments: String = meeting.comments
    let distanceInMiles: Double = meeting.distanceInMiles
    let distanceInKm: Double = meeting.distanceInKm
    let basicAddress: String = meeting.basicAddress
    let isDirty: Bool = meeting.isDirty
    let description: String = meeting.description
    use(
        value,
        changes,
        isEditable,
        keys,
        rawMeeting,
        id,
        worldID,
        serviceBodyId,
        serviceBody,
        formats,
        formatsAsCSVList,
        published,
        name,
        weekdayIndex,
        timeString,
        durationString,
        durationInMinutes,
        startTime,
        startTimeAndDay,
        timeDayAsInteger,
        nextStartDate,
        locationCoords,
        locationName,
        locationStreetAddress,
        locationBorough,
        locationNeighborhood,
        locationTown,
        locationCounty,
        locationState,
        locationZip,
        locationNation,
        locationInfo,
        virtualMeetingURI,
        virtualMeetingAdditionalInfo,
        meetingPhoneNumber,
        comments,
        distanceInMiles,
        distanceInKm,
        basicAddress,
        isDirty,
        description
    )
    // IUO values used as the original's users did.
    if let coords = meeting.locationCoords {
        use(coords.latitude, coords.longitude)
    }
    let hour: Int? = meeting.startTime.hour
    let weekday: Int? = meeting.startTimeAndDay.weekday
    use(hour, weekday, meeting["formats"].isEmpty)
}

/// The initialiser and every method of a meeting node.
@MainActor
func useMeetingNodeMethods(_ library: BMLTiOSLib) {
    let meeting: BMLTiOSLibMeetingNode = BMLTiOSLibMeetingNode(["id_bigint": "1"], inHandler: library)
    let template = BMLTiOSLibMeetingNode([:], inHandler: library)
    meeting.getChanges()
    meeting.sendMessageToMeetingContact(fromAddress: "me@example.org", messageBody: "Hello")
    let time = NSDateComponents()
    time.hour = 19
    let startsAfter: Bool = meeting.meetingStartsOnOrAfterThisTime(time)
    let startsBefore: Bool = meeting.meetingStartsOnOrBeforeThisTime(time)
    let endsBefore: Bool = meeting.meetingEndsAtOrBeforeThisTime(time)
    let startsOnOrAfter: @MainActor (NSDateComponents) -> Bool = meeting.meetingStartsOnOrAfterThisTime
    let startsOnOrBefore: @MainActor (NSDateComponents) -> Bool = meeting.meetingStartsOnOrBeforeThisTime
    let endsAtOrBefore: @MainActor (NSDateComponents) -> Bool = meeting.meetingEndsAtOrBeforeThisTime
    use(template, startsAfter, startsBefore, endsBefore, startsOnOrAfter(time), startsOnOrBefore(time))
    use(endsAtOrBefore(time))
}

/// A meeting is a Sequence of its fields, as BMLTiOSLibMeetingNodeSimpleDictionaryElement objects.
@MainActor
func useMeetingNodeSequence(_ meeting: BMLTiOSLibMeetingNode) {
    for element in meeting {
        let key: String = element.key
        let value: String = element.value
        let handler: BMLTiOSLibMeetingNode = element.handler
        let library: BMLTiOSLib = element.library
        use(key, value, handler, library)
    }
    let iterator: AnyIterator<BMLTiOSLibMeetingNodeSimpleDictionaryElement> = meeting.makeIterator()
    let elements: [BMLTiOSLibMeetingNodeSimpleDictionaryElement] = Array(meeting)
    let keyed: [String: String] = Dictionary(uniqueKeysWithValues: meeting.map { ($0.key, $0.value) })
    let element = BMLTiOSLibMeetingNodeSimpleDictionaryElement(key: "meeting_name", value: "Hope", handler: meeting)
    use(iterator, elements, keyed, element, meeting.contains { $0.key == "id_bigint" })
}

/// Every property of an editable meeting, set and read, with the original's types.
@MainActor
func useEditableMeetingNodeProperties(
    _ meeting: BMLTiOSLibEditableMeetingNode,
    _ format: BMLTiOSLibFormatNode,
    _ serviceBody: BMLTiOSLibHierarchicalServiceBodyNode
) {
    let serviceBodiesICanBelongTo: [BMLTiOSLibHierarchicalServiceBodyNode] = meeting.serviceBodiesICanBelongTo
    let isEditable: Bool = meeting.isEditable
    meeting.formats = [format]
    let formats: [BMLTiOSLibFormatNode] = meeting.formats
    meeting.formatsAsCSVList = "C,O"
    let formatsAsCSVList: String = meeting.formatsAsCSVList
    meeting.published = true
    let published: Bool = meeting.published
    meeting.worldID = "G00000001"
    let worldID: String = meeting.worldID
    meeting.serviceBodyId = 2
    let serviceBodyId: Int = meeting.serviceBodyId
    meeting.serviceBody = serviceBody
    let serviceBodyNode: BMLTiOSLibHierarchicalServiceBodyNode! = meeting.serviceBody
    meeting.name = "Hope"
    let name: String = meeting.name
    meeting.locationCoords = CLLocationCoordinate2D(latitude: 40.77, longitude: -73.52)
    meeting.locationCoords = nil
    let locationCoords: CLLocationCoordinate2D! = meeting.locationCoords
    meeting.locationName = "Church"
    meeting.locationStreetAddress = "1 Main Street"
    meeting.locationNeighborhood = "Downtown"
    meeting.locationBorough = "Manhattan"
    meeting.locationTown = "New York"
    meeting.locationCounty = "New York"
    meeting.locationState = "NY"
    meeting.locationZip = "10001"
    meeting.locationNation = "US"
    meeting.locationInfo = "Basement"
    meeting.virtualMeetingURI = "https://example.org/meet"
    meeting.virtualMeetingAdditionalInfo = "Code 1234"
    meeting.meetingPhoneNumber = "+1 555 0100"
    meeting.comments = "Bring a friend"
    let texts: [String] = [
        meeting.locationName, meeting.locationStreetAddress, meeting.locationNeighborhood, meeting.locationBorough,
        meeting.locationTown, meeting.locationCounty, meeting.locationState, meeting.locationZip,
        meeting.locationNation, meeting.locationInfo, meeting.virtualMeetingURI, meeting.virtualMeetingAdditionalInfo,
        meeting.meetingPhoneNumber, meeting.comments,
    ]
    meeting.weekdayIndex = 2
    let weekdayIndex: Int = meeting.weekdayIndex
    meeting.timeString = "19:30"
    let timeString: String = meeting.timeString
    meeting.durationString = "01:30"
    let durationString: String = meeting.durationString
    meeting.durationInMinutes = 90
    let durationInMinutes: Int = meeting.durationInMinutes
    meeting.startTime = DateComponents(hour: 19, minute: 30)
    let startTime: DateComponents! = meeting.startTime
    meeting.startTimeAndDay = DateComponents(hour: 19, minute: 30, weekday: 3)
    let startTimeAndDay: DateComponents! = meeting.startTimeAndDay
    meeting.nextStartDate = Date()
    let nextStartDate: Date! = meeting.nextStartDate
    let isDirty: Bool = meeting.isDirty
    meeting.rawMeeting = meeting.rawMeeting
    use(
        serviceBodiesICanBelongTo,
        isEditable,
        formats,
        formatsAsCSVList,
        published,
        worldID,
        serviceBodyId,
        serviceBodyNode,
        name,
        locationCoords,
        texts,
        weekdayIndex,
        timeString,
        durationString,
        durationInMinutes,
        startTime,
        startTimeAndDay,
        nextStartDate,
        isDirty
    )
}

/// The initialiser and every method of an editable meeting, and its place in the class hierarchy.
@MainActor
func useEditableMeetingNodeMethods(
    _ library: BMLTiOSLib,
    _ format: BMLTiOSLibFormatNode,
    _ change: BMLTiOSLibChangeNode
) {
    let meeting: BMLTiOSLibEditableMeetingNode = BMLTiOSLibEditableMeetingNode(["id_bigint": "1"], inHandler: library)
    let newMeeting = BMLTiOSLibEditableMeetingNode([:], inHandler: library)
    meeting.addFormat(format)
    meeting.removeFormat(format)
    meeting.restoreToOriginal()
    let reverted: Bool = meeting.revertMeetingToBeforeThisChange(change)
    let saved: Bool = meeting.saveMeetingToBeforeThisChange(change)
    let revert: @MainActor (BMLTiOSLibChangeNode) -> Bool = meeting.revertMeetingToBeforeThisChange
    let save: @MainActor (BMLTiOSLibChangeNode) -> Bool = meeting.saveMeetingToBeforeThisChange
    let changed: Bool = meeting.valueChanged("meeting_name")
    let valueChanged: @MainActor (String) -> Bool = meeting.valueChanged
    meeting.delete()
    meeting.saveChanges()
    newMeeting.saveChanges()
    // A plain node that may be editable, down-cast as the original's test app did, also in closures.
    let node: BMLTiOSLibMeetingNode = meeting
    if node.isEditable, let editable = node as? BMLTiOSLibEditableMeetingNode {
        editable.published = !node.published
    }
    (node as? BMLTiOSLibEditableMeetingNode)?.saveChanges()
    (node as? BMLTiOSLibEditableMeetingNode)?.restoreToOriginal()
    let onConfirm: @MainActor (String) -> Void = { _ in (node as? BMLTiOSLibEditableMeetingNode)?.delete() }
    onConfirm("Nuke From Orbit")
    use(reverted, saved, revert(change), save(change), changed, valueChanged("comments"))
}
