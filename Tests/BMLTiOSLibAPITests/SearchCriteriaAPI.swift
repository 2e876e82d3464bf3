import BMLTiOSLib
import Foundation

// BMLTiOSLibSearchCriteria: its typealiases and nested enums, every property (the settable ones assigned), its
// initialiser and methods; and the two selection containers, BMLTiOSLibServiceBodyContainer and
// BMLTiOSLibFormatContainer.

/// The typealiases name the original's types.
@MainActor
func useSearchCriteriaTypealiases(
    _ serviceBodyItem: BMLTiOSLibServiceBodyContainer,
    _ formatItem: BMLTiOSLibFormatContainer
) {
    let item: BMLTiOSLibSearchCriteria.SelectableServiceBodyItem = serviceBodyItem
    let list: BMLTiOSLibSearchCriteria.SelectableServiceBodyList = [item]
    let format: BMLTiOSLibSearchCriteria.SelectableFormatItem = formatItem
    let formats: BMLTiOSLibSearchCriteria.SelectableFormatList = [format]
    let weekdays: BMLTiOSLibSearchCriteria.SelectableWeekdayDictionary = [.Sunday: .Selected, .Monday: .Deselected]
    let tuple: BMLTiOSLibSearchCriteria.SpecificFieldValueTuple = (
        fieldKey: "location_municipality", value: "Hicksville", completeMatch: true, caseSensitive: false
    )
    let asTuple: (fieldKey: String, value: String, completeMatch: Bool, caseSensitive: Bool) = tuple
    let bodies: [BMLTiOSLibServiceBodyContainer] = list
    let formatList: [BMLTiOSLibFormatContainer] = formats
    let days: [BMLTiOSLibSearchCriteria.WeekdayIndex: BMLTiOSLibSearchCriteria.SelectionState] = weekdays
    use(bodies, formatList, days, asTuple.fieldKey, tuple.value, tuple.completeMatch, tuple.caseSensitive)
}

/// The nested enums: every case, and the raw values of the two that have them.
func useSearchCriteriaEnums() {
    let states: [BMLTiOSLibSearchCriteria.SelectionState] = [.Deselected, .Clear, .Selected]
    let stateRawValues: [Int] = states.map(\.rawValue)
    let state: BMLTiOSLibSearchCriteria.SelectionState? = BMLTiOSLibSearchCriteria.SelectionState(rawValue: -1)
    let extents: [BMLTiOSLibSearchCriteria.SearchCriteriaExtent] = [
        .MeetingsOnly, .FormatsOnly, .BothMeetingsAndFormats,
    ]
    let published: [BMLTiOSLibSearchCriteria.SearchCriteriaPublishedStatus] = [.Unpublished, .Published, .Both]
    let days: [BMLTiOSLibSearchCriteria.WeekdayIndex] = [
        .Sunday, .Monday, .Tuesday, .Wednesday, .Thursday, .Friday, .Saturday,
    ]
    let dayRawValues: [Int] = days.map(\.rawValue)
    let day: BMLTiOSLibSearchCriteria.WeekdayIndex? = BMLTiOSLibSearchCriteria.WeekdayIndex(rawValue: 7)
    // Switches over them, as apps wrote them.
    for extent in extents {
        switch extent {
        case .MeetingsOnly: use("meetings")
        case .FormatsOnly: use("formats")
        case .BothMeetingsAndFormats: use("both")
        }
    }
    for status in published {
        switch status {
        case .Unpublished, .Published, .Both: use(status)
        }
    }
    use(stateRawValues, state, dayRawValues, day)
}

/// Every property: the settable ones set, the others read, with the original's types.
@MainActor
func useSearchCriteriaProperties(_ criteria: BMLTiOSLibSearchCriteria) {
    criteria.publishedStatus = .Published
    let publishedStatus: BMLTiOSLibSearchCriteria.SearchCriteriaPublishedStatus = criteria.publishedStatus
    let serviceBodies: BMLTiOSLibSearchCriteria.SelectableServiceBodyList = criteria.serviceBodies
    let formats: BMLTiOSLibSearchCriteria.SelectableFormatList = criteria.formats
    criteria.weekdays = [.Sunday: .Clear]
    criteria.weekdays[.Monday] = .Selected
    let weekdays: BMLTiOSLibSearchCriteria.SelectableWeekdayDictionary = criteria.weekdays
    criteria.searchRadius = -10
    let searchRadius: Float = criteria.searchRadius
    criteria.searchString = "Hicksville"
    let searchString: String = criteria.searchString
    criteria.searchStringIsALocation = true
    let searchStringIsALocation: Bool = criteria.searchStringIsALocation
    criteria.stringSearchIsExact = true
    let stringSearchIsExact: Bool = criteria.stringSearchIsExact
    criteria.stringSearchUsesAllStrings = true
    let stringSearchUsesAllStrings: Bool = criteria.stringSearchUsesAllStrings
    criteria.searchLocation = CLLocationCoordinate2D(latitude: 40.77, longitude: -73.52)
    criteria.searchLocation = nil
    let searchLocation: CLLocationCoordinate2D! = criteria.searchLocation
    criteria.specificFieldSearch = (fieldKey: "meeting_name", value: "Hope", completeMatch: false, caseSensitive: false)
    criteria.specificFieldSearch = nil
    let specificFieldSearch: BMLTiOSLibSearchCriteria.SpecificFieldValueTuple? = criteria.specificFieldSearch
    criteria.startTimeInSeconds = 19 * 3600
    let startTimeInSeconds: Int? = criteria.startTimeInSeconds
    criteria.endTimeInSeconds = nil
    let endTimeInSeconds: Int? = criteria.endTimeInSeconds
    criteria.durationTimeInSeconds = 3600
    let durationTimeInSeconds: Int? = criteria.durationTimeInSeconds
    criteria.meetingsStartBeforeStartTime = true
    let meetingsStartBeforeStartTime: Bool = criteria.meetingsStartBeforeStartTime
    criteria.meetingsAreShorterThanDuration = true
    let meetingsAreShorterThanDuration: Bool = criteria.meetingsAreShorterThanDuration
    let time = NSDateComponents()
    time.hour = 19
    time.minute = 30
    criteria.meetingsShouldStartAtOrAfter = time
    let meetingsShouldStartAtOrAfter: NSDateComponents? = criteria.meetingsShouldStartAtOrAfter
    criteria.meetingsShouldStartBeforeOrAt = time
    let meetingsShouldStartBeforeOrAt: NSDateComponents? = criteria.meetingsShouldStartBeforeOrAt
    criteria.meetingsAreAtLeast = time
    let meetingsAreAtLeast: NSDateComponents? = criteria.meetingsAreAtLeast
    criteria.meetingsAreNoLongerThan = nil
    let meetingsAreNoLongerThan: NSDateComponents? = criteria.meetingsAreNoLongerThan
    criteria.meetingsEndOnOrBefore = time
    let meetingsEndOnOrBefore: NSDateComponents? = criteria.meetingsEndOnOrBefore
    let isDirty: Bool = criteria.isDirty
    criteria.specificFieldFilter = ["id_bigint", "meeting_name"]
    let specificFieldFilter: [String] = criteria.specificFieldFilter
    use(
        publishedStatus,
        serviceBodies,
        formats,
        weekdays,
        searchRadius,
        searchString,
        searchStringIsALocation,
        stringSearchIsExact,
        stringSearchUsesAllStrings,
        searchLocation,
        specificFieldSearch,
        startTimeInSeconds,
        endTimeInSeconds,
        durationTimeInSeconds,
        meetingsStartBeforeStartTime,
        meetingsAreShorterThanDuration,
        meetingsShouldStartAtOrAfter,
        meetingsShouldStartBeforeOrAt,
        meetingsAreAtLeast,
        meetingsAreNoLongerThan,
        meetingsEndOnOrBefore,
        isDirty,
        specificFieldFilter
    )
}

/// The initialiser and every method; selections changed through the containers, as the original's test app did.
@MainActor
func useSearchCriteriaMethods(_ library: BMLTiOSLib, serviceBody: BMLTiOSLibHierarchicalServiceBodyNode) {
    let criteria: BMLTiOSLibSearchCriteria = BMLTiOSLibSearchCriteria(library)
    criteria.clearAll()
    criteria.clearStorage()
    let element: BMLTiOSLibSearchCriteria.SelectableServiceBodyItem! =
        criteria.getServiceBodyElementFromServiceBodyObject(serviceBody)
    let getElement:
        @MainActor (BMLTiOSLibHierarchicalServiceBodyNode) -> BMLTiOSLibSearchCriteria.SelectableServiceBodyItem? =
            criteria.getServiceBodyElementFromServiceBodyObject
    if nil != element {
        element.selection = .Selected
    }
    for body in criteria.serviceBodies where body.item.id == 1 {
        body.selection = .Deselected
    }
    for format in criteria.formats where format.item.key == "O" {
        format.selection = .Selected
    }
    criteria.performMeetingSearch()
    criteria.performMeetingSearch(.MeetingsOnly)
    use(getElement(serviceBody))
}

/// The containers: the initialisers and every (settable) property.
@MainActor
func useSelectionContainers(_ format: BMLTiOSLibFormatNode, _ serviceBody: BMLTiOSLibHierarchicalServiceBodyNode) {
    let formatContainer = BMLTiOSLibFormatContainer(item: format, selection: .Clear, extraData: nil)
    formatContainer.item = format
    formatContainer.selection = .Selected
    formatContainer.extraData = "checkbox" as AnyObject
    let formatItem: BMLTiOSLibFormatNode = formatContainer.item
    let formatSelection: BMLTiOSLibSearchCriteria.SelectionState = formatContainer.selection
    let formatExtra: AnyObject? = formatContainer.extraData
    let bodyContainer = BMLTiOSLibServiceBodyContainer(
        item: serviceBody,
        selection: .Deselected,
        extraData: 1 as AnyObject
    )
    bodyContainer.item = serviceBody
    bodyContainer.selection = .Clear
    bodyContainer.extraData = nil
    let bodyItem: BMLTiOSLibHierarchicalServiceBodyNode = bodyContainer.item
    let bodySelection: BMLTiOSLibSearchCriteria.SelectionState = bodyContainer.selection
    let bodyExtra: AnyObject? = bodyContainer.extraData
    // Containers kept in a view's `extraData` and cast back, as the original's test app did.
    let stored: AnyObject? = bodyContainer
    if let container = stored as? BMLTiOSLibSearchCriteria.SelectableServiceBodyItem {
        container.selection = .Selected
    }
    use(formatItem, formatSelection, formatExtra, bodyItem, bodySelection, bodyExtra)
}
