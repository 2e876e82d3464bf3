public import Foundation

/// What the next meeting search asks for. ``BMLTiOSLib/searchCriteria`` is the library's; change it, then call
/// ``performMeetingSearch(_:)``.
///
/// ```swift
/// let criteria = library.searchCriteria!
/// criteria.weekdays[.Monday] = .Selected
/// criteria.searchString = "Hicksville"
/// criteria.performMeetingSearch(.MeetingsOnly)
/// ```
@MainActor
public final class BMLTiOSLibSearchCriteria: NSObject {
    public typealias SelectableServiceBodyItem = BMLTiOSLibServiceBodyContainer
    public typealias SelectableServiceBodyList = [SelectableServiceBodyItem]
    public typealias SelectableFormatItem = BMLTiOSLibFormatContainer
    public typealias SelectableFormatList = [SelectableFormatItem]
    public typealias SelectableWeekdayDictionary = [WeekdayIndex: SelectionState]
    public typealias SpecificFieldValueTuple = (
        fieldKey: String, value: String, completeMatch: Bool, caseSensitive: Bool
    )

    /// How an item takes part in a search.
    public enum SelectionState: Int, Sendable {
        /// Leave out what has it.
        case Deselected = -1
        /// No matter.
        case Clear = 0
        /// Only what has it.
        case Selected = 1
    }

    /// What a search returns.
    public enum SearchCriteriaExtent: Sendable {
        case MeetingsOnly
        case FormatsOnly
        case BothMeetingsAndFormats
    }

    /// Which meetings by publication (for a logged-in administrator's own meetings).
    public enum SearchCriteriaPublishedStatus: Sendable {
        case Unpublished
        case Published
        case Both
    }

    public enum WeekdayIndex: Int, Sendable, CaseIterable {
        case Sunday = 1
        case Monday, Tuesday, Wednesday, Thursday, Friday, Saturday
    }

    private weak var library: BMLTiOSLib?

    public var publishedStatus: SearchCriteriaPublishedStatus = .Both
    /// Every service body of the server, each with its selection.
    public private(set) var serviceBodies: SelectableServiceBodyList = []
    /// Every format of the server, each with its selection.
    public private(set) var formats: SelectableFormatList = []
    public var weekdays: SelectableWeekdayDictionary = [:]
    /// A positive distance (in the server's unit) around ``searchLocation`` or the location string, or a negative
    /// whole number -N for "the nearest N meetings". 0 turns the geographic search off.
    public var searchRadius: Float = -10
    public var searchString: String = ""
    /// Whether ``searchString`` is an address the server geocodes (it needs a Google key).
    public var searchStringIsALocation = false
    /// 2.x servers: no sound-alike matching.
    public var stringSearchIsExact = false
    /// 2.x servers: every word must match.
    public var stringSearchUsesAllStrings = false
    /// The centre of a geographic search; ignored when ``searchStringIsALocation``.
    public var searchLocation: CLLocationCoordinate2D! = nil
    public var specificFieldSearch: SpecificFieldValueTuple? = nil
    /// Seconds after midnight; ``meetingsStartBeforeStartTime`` says whether meetings start after or before it.
    public var startTimeInSeconds: Int? = nil
    /// Meetings that end at or before this many seconds after midnight.
    public var endTimeInSeconds: Int? = nil
    /// Seconds; ``meetingsAreShorterThanDuration`` says whether it is a minimum or a maximum.
    public var durationTimeInSeconds: Int? = nil
    public var meetingsStartBeforeStartTime = false
    public var meetingsAreShorterThanDuration = false
    /// Only these fields of each meeting (`data_field_key`); empty for all.
    public var specificFieldFilter: [String] = []

    public init(_ inServerComm: BMLTiOSLib) {
        self.library = inServerComm
        super.init()
        clearWeekdays()
        refreshLists()
    }

    /// Adds containers for service bodies and formats the library learnt of, keeping the selections made.
    func refreshLists() {
        guard let library else { return }
        let bodySelections = Dictionary(serviceBodies.map { ($0.item.id, $0) }, uniquingKeysWith: { first, _ in first })
        serviceBodies = library.serviceBodies.map {
            bodySelections[$0.id] ?? BMLTiOSLibServiceBodyContainer(item: $0, selection: .Clear, extraData: nil)
        }
        let formatSelections = Dictionary(formats.map { ($0.item.id, $0) }, uniquingKeysWith: { first, _ in first })
        formats = library.allPossibleFormats.map {
            formatSelections[$0.id] ?? BMLTiOSLibFormatContainer(item: $0, selection: .Clear, extraData: nil)
        }
    }

    private func clearWeekdays() {
        weekdays = Dictionary(uniqueKeysWithValues: WeekdayIndex.allCases.map { ($0, SelectionState.Clear) })
    }

    /// Empties the service body and format lists and clears every criterion.
    public func clearStorage() {
        serviceBodies = []
        formats = []
        clearAll()
    }

    /// Clears every criterion: selections, text, location, radius, times, field search, published status and
    /// field filter.
    public func clearAll() {
        for body in serviceBodies { body.selection = .Clear }
        for format in formats { format.selection = .Clear }
        clearWeekdays()
        searchRadius = -10
        searchString = ""
        searchStringIsALocation = false
        stringSearchIsExact = false
        stringSearchUsesAllStrings = false
        searchLocation = nil
        specificFieldSearch = nil
        startTimeInSeconds = nil
        endTimeInSeconds = nil
        durationTimeInSeconds = nil
        meetingsStartBeforeStartTime = false
        meetingsAreShorterThanDuration = false
        publishedStatus = .Both
        specificFieldFilter = []
    }

    /// Whether any criterion is set (the radius, published status and field filter do not count).
    public var isDirty: Bool {
        serviceBodies.contains { $0.selection != .Clear } || formats.contains { $0.selection != .Clear }
            || weekdays.values.contains { $0 != .Clear } || !searchString.isEmpty || searchLocation != nil
            || startTimeInSeconds != nil || endTimeInSeconds != nil || durationTimeInSeconds != nil
            || specificFieldSearch != nil
    }

    /// The container of a service body node.
    public func getServiceBodyElementFromServiceBodyObject(
        _ inObject: BMLTiOSLibHierarchicalServiceBodyNode
    ) -> SelectableServiceBodyItem! {
        serviceBodies.first { $0.item === inObject } ?? serviceBodies.first { $0.item.id == inObject.id }
    }

    /// Runs a search with these criteria (see ``BMLTiOSLib/performMeetingSearch(_:)``).
    @discardableResult
    public func performMeetingSearch(
        _ inSearchResultsType: SearchCriteriaExtent = .BothMeetingsAndFormats
    )
        -> BMLTiOSLibOperation?
    {
        library?.performMeetingSearch(inSearchResultsType)
    }

    // MARK: - Times as date components

    /// Meetings that start at or after this time of day.
    public var meetingsShouldStartAtOrAfter: NSDateComponents? {
        get { meetingsStartBeforeStartTime ? nil : Self.components(startTimeInSeconds) }
        set {
            meetingsStartBeforeStartTime = false
            startTimeInSeconds = newValue.map(BMLTiOSLibMeetingNode.seconds(of:))
        }
    }

    /// Meetings that start at or before this time of day.
    public var meetingsShouldStartBeforeOrAt: NSDateComponents? {
        get { meetingsStartBeforeStartTime ? Self.components(startTimeInSeconds) : nil }
        set {
            meetingsStartBeforeStartTime = true
            startTimeInSeconds = newValue.map(BMLTiOSLibMeetingNode.seconds(of:))
        }
    }

    /// Meetings at least this long.
    public var meetingsAreAtLeast: NSDateComponents? {
        get { meetingsAreShorterThanDuration ? nil : Self.components(durationTimeInSeconds) }
        set {
            meetingsAreShorterThanDuration = false
            durationTimeInSeconds = newValue.map(BMLTiOSLibMeetingNode.seconds(of:))
        }
    }

    /// Meetings no longer than this.
    public var meetingsAreNoLongerThan: NSDateComponents? {
        get { meetingsAreShorterThanDuration ? Self.components(durationTimeInSeconds) : nil }
        set {
            meetingsAreShorterThanDuration = true
            durationTimeInSeconds = newValue.map(BMLTiOSLibMeetingNode.seconds(of:))
        }
    }

    /// Meetings that end at or before this time of day.
    public var meetingsEndOnOrBefore: NSDateComponents? {
        get { Self.components(endTimeInSeconds) }
        set { endTimeInSeconds = newValue.map(BMLTiOSLibMeetingNode.seconds(of:)) }
    }

    private static func components(_ seconds: Int?) -> NSDateComponents? {
        guard let seconds else { return nil }
        let components = NSDateComponents()
        components.hour = seconds / 3600
        components.minute = seconds % 3600 / 60
        components.second = seconds % 60
        return components
    }

    // MARK: - The query

    /// The criteria as a modern ``MeetingQuery``; radii in the server's distance unit.
    func query(distanceUnit: Distance.Unit, isLoggedIn: Bool) -> MeetingQuery {
        var query = MeetingQuery()
        query.serviceBodies = Self.selection(serviceBodies.map { ($0.item.id, $0.selection) })
        query.formats = Self.selection(formats.map { ($0.item.id, $0.selection) })
        query.weekdays = Self.selection(
            weekdays.sorted { $0.key.rawValue < $1.key.rawValue }.compactMap { day, state in
                Weekday(rawValue: day.rawValue).map { ($0, state) }
            }
        )
        let radius: MeetingQuery.Radius? =
            searchRadius < 0
            ? .nearest(Int(-searchRadius.rounded()))
            : searchRadius > 0 ? .distance(Distance(Double(searchRadius), distanceUnit)) : nil
        if !searchString.isEmpty {
            query.text = MeetingQuery.TextSearch(
                searchString,
                isAddress: searchStringIsALocation,
                addressRadius: searchStringIsALocation ? radius : nil,
                matchesAllWords: stringSearchUsesAllStrings,
                isExact: stringSearchIsExact
            )
        }
        if !searchStringIsALocation || searchString.isEmpty, let searchLocation, let radius {
            query.location = MeetingQuery.GeographicFilter(center: searchLocation.coordinate, radius: radius)
        }
        if let startTimeInSeconds, startTimeInSeconds > 0 {
            let time = LocalTime(secondsSinceMidnight: startTimeInSeconds)
            if meetingsStartBeforeStartTime { query.startsBefore = time } else { query.startsAfter = time }
        }
        if let endTimeInSeconds, endTimeInSeconds > 0 {
            query.endsBefore = LocalTime(secondsSinceMidnight: endTimeInSeconds)
        }
        if let durationTimeInSeconds, durationTimeInSeconds > 0 {
            let duration = Duration.seconds(durationTimeInSeconds)
            if meetingsAreShorterThanDuration {
                query.maximumDuration = duration
            } else {
                query.minimumDuration = duration
            }
        }
        if let field = specificFieldSearch, !field.fieldKey.isEmpty {
            query.fieldMatch = MeetingQuery.FieldMatch(
                key: field.fieldKey,
                values: [field.value],
                matchesSubstring: !field.completeMatch,
                isCaseSensitive: field.caseSensitive
            )
        }
        if isLoggedIn {
            switch publishedStatus {
            case .Published: query.published = .publishedOnly
            case .Unpublished: query.published = .unpublishedOnly
            case .Both: query.published = .all
            }
        }
        if !specificFieldFilter.isEmpty { query.selection = Set(specificFieldFilter.map(Meeting.Field.key)) }
        return query
    }

    private static func selection<Value>(_ states: [(Value, SelectionState)]) -> Selection<Value> {
        Selection(
            included: states.filter { $0.1 == .Selected }.map(\.0),
            excluded: states.filter { $0.1 == .Deselected }.map(\.0)
        )
    }
}
