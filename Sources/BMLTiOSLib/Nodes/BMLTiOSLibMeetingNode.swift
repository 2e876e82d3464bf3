@_spi(BMLTInternal) import BMLT
public import Foundation

/// A meeting as the server's read API gives it: string fields by key, with typed accessors over them.
///
/// Meetings the logged-in user may edit arrive as the subclass ``BMLTiOSLibEditableMeetingNode``; test
/// ``isEditable`` and down-cast. ``meeting`` is the same meeting as the modern API's value.
@MainActor
public class BMLTiOSLibMeetingNode: NSObject {
    /// The keys every server advertises, in the order ``keys`` lists them (the original's, not the field table's).
    nonisolated static let standardKeys = [
        ReadAPIMeetingField.id, .serviceBodyID, .weekday, .startTime, .duration, .formats, .longitude, .latitude, .name,
        .locationText, .locationInfo, .street, .citySubsection, .neighborhood, .municipality, .subProvince, .province,
        .postalCode, .comments,
    ].map(\.rawValue)

    /// The fields the server derives rather than stores: the formats' ids, its own address, a search's distance,
    /// the service body's name.
    nonisolated static let derivedKeys = Set(
        [
            ReadAPIMeetingField.formatIDs, .rootServerURI, .rootServerID, .serviceBodyName, .distanceInMiles,
            .distanceInKilometers,
        ].map(\.rawValue)
    )

    /// The fields; the editable subclass changes them.
    var fields: [String: String]
    weak var _handler: BMLTiOSLib?

    /// The meeting's change records, once ``getChanges()`` has delivered them.
    public var changes: [BMLTiOSLibChangeNode]! = nil

    /// A meeting from its read-API fields. An empty dictionary makes a template for a new meeting: unpublished, in
    /// the first service body the user may edit, at the server's centre, in person, Sundays 22:00 for an hour.
    public init(_ inRawMeeting: [String: String], inHandler: BMLTiOSLib) {
        self._handler = inHandler
        self.fields = inRawMeeting.isEmpty ? Self.template(for: inHandler) : inRawMeeting
        super.init()
    }

    private static func template(for library: BMLTiOSLib) -> [String: String] {
        var fields = Dictionary(uniqueKeysWithValues: library.availableMeetingValueKeys.map { ($0, "") })
        let center = library.defaultLocation
        fields[.id] = "0"
        fields[.published] = "0"
        fields[.serviceBodyID] = String(library.serviceBodiesICanEdit.first?.id ?? 0)
        fields[.name] = "BMLTiOSLib-Default-Meeting-Name"
        fields[.latitude] = String(center.latitude)
        fields[.longitude] = String(center.longitude)
        fields[.startTime] = "22:00:00"
        fields[.duration] = "01:00:00"
        fields[.weekday] = "1"
        fields[.formats] = ""
        // No venue type: 3.0+ servers require one, and a new meeting without one gets the type its formats and links
        // imply when it is saved (`VenueType.implied(for:)`); 2.x servers cannot store one.
        fields[.venueType] = nil
        return fields
    }

    // MARK: - Raw fields

    /// A field by key; `formats` comes back sorted.
    public subscript(_ inStringKey: String) -> String! {
        inStringKey == ReadAPIMeetingField.formats.rawValue ? formatsAsCSVList : fields[inStringKey]
    }

    /// Whether this is an ``BMLTiOSLibEditableMeetingNode``.
    public var isEditable: Bool { false }

    /// The keys present: the standard ones in a fixed order, then `published`, then the others alphabetically.
    public var keys: [String] {
        let standard = (Self.standardKeys + [ReadAPIMeetingField.published.rawValue]).filter { fields[$0] != nil }
        return standard + fields.keys.filter { !standard.contains($0) }.sorted()
    }

    /// Every field. Setting it takes effect on editable meetings only.
    public var rawMeeting: [String: String] {
        get { fields }
        set { if isEditable { fields = newValue } }
    }

    /// The meeting as the modern API's value.
    public var meeting: Meeting { Meeting(readAPIFields: fields) }

    /// A field's value, `""` when the meeting has none.
    func text(_ field: ReadAPIMeetingField) -> String { fields[field] ?? "" }

    // MARK: - Identity

    public var id: Int { Int(text(.id)) ?? 0 }
    /// The NAWS code.
    public var worldID: String { text(.worldID) }
    public var serviceBodyId: Int { Int(text(.serviceBodyID)) ?? 0 }
    public var serviceBody: BMLTiOSLibHierarchicalServiceBodyNode! { _handler?.getServiceBodyByID(serviceBodyId) }
    public var published: Bool { text(.published) == "1" }
    public var name: String { text(.name) }

    // MARK: - Formats

    /// The meeting's formats, from the server's list (keys the server does not list are left out).
    public var formats: [BMLTiOSLibFormatNode] {
        formatKeys.compactMap { _handler?.getFormatByKey($0) }
    }

    /// The format keys, sorted, as a comma list.
    public var formatsAsCSVList: String { formatKeys.sorted().joined(separator: ",") }

    var formatKeys: [String] { Self.keys(inList: text(.formats)) }

    /// The keys of a comma list, trimmed, without empty ones.
    static func keys(inList list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    // MARK: - Time

    /// 1 = Sunday … 7 = Saturday (0 if unknown).
    public var weekdayIndex: Int { Int(text(.weekday)) ?? 0 }

    var start: LocalTime? { LocalTime(text(.startTime)) }

    /// The start as `HH:MM`; a start after 23:54 reads `24:00`.
    public var timeString: String {
        guard let start else { return "" }
        return start.secondsSinceMidnight > Self.lastMinutes ? "24:00" : start.hourMinute
    }

    /// The duration as `HH:MM`.
    public var durationString: String {
        let minutes = durationInMinutes
        return String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    public var durationInMinutes: Int { (LocalTime(text(.duration))?.secondsSinceMidnight ?? 0) / 60 }

    /// The start's hour and minute.
    public var startTime: DateComponents! {
        guard let start else { return nil }
        return DateComponents(hour: start.hour, minute: start.minute)
    }

    /// The start's weekday, hour and minute; a start after 23:54 becomes midnight of the next day.
    public var startTimeAndDay: DateComponents! {
        guard let start, (1...7).contains(weekdayIndex) else { return nil }
        if start.secondsSinceMidnight > Self.lastMinutes {
            return DateComponents(hour: 0, minute: 0, second: 0, weekday: weekdayIndex % 7 + 1)
        }
        return DateComponents(hour: start.hour, minute: start.minute, second: 0, weekday: weekdayIndex)
    }

    /// A sort key: days from the calendar's first weekday × 10000 + HHMM.
    public var timeDayAsInteger: Int {
        guard let components = startTimeAndDay, let weekday = components.weekday else { return 0 }
        let day = (weekday - Calendar.current.firstWeekday + 7) % 7
        return day * 10000 + (components.hour ?? 0) * 100 + (components.minute ?? 0)
    }

    /// The next start after now, in the meeting's time zone (the device's when the meeting has none).
    public var nextStartDate: Date! {
        guard let components = startTimeAndDay else { return nil }
        return meetingCalendar.nextDate(after: Date(), matching: components, matchingPolicy: .nextTime)
    }

    /// A Gregorian calendar in the meeting's time zone (the device's when it has none).
    var meetingCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: text(.timeZone)) ?? .current
        return calendar
    }

    /// Starts after 23:54 count as midnight, as the original library counted them.
    nonisolated static let lastMinutes = 23 * 3600 + 54 * 60 + 59

    // MARK: - Place

    /// The coordinate, or `nil` if the meeting has none.
    public var locationCoords: CLLocationCoordinate2D! {
        guard let latitude = Double(text(.latitude)), let longitude = Double(text(.longitude)) else { return nil }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    public var locationName: String { text(.locationText) }
    public var locationStreetAddress: String { text(.street) }
    public var locationBorough: String { text(.citySubsection) }
    public var locationNeighborhood: String { text(.neighborhood) }
    public var locationTown: String { text(.municipality) }
    public var locationCounty: String { text(.subProvince) }
    public var locationState: String { text(.province) }
    public var locationZip: String { text(.postalCode) }
    public var locationNation: String { text(.nation) }
    public var locationInfo: String { text(.locationInfo) }
    public var virtualMeetingURI: String { text(.virtualMeetingLink) }
    public var virtualMeetingAdditionalInfo: String { text(.virtualMeetingAdditionalInfo) }
    public var meetingPhoneNumber: String { text(.phoneMeetingNumber) }
    public var comments: String { text(.comments) }
    /// The distance from a search's centre (0 if the search had none).
    public var distanceInMiles: Double { Double(text(.distanceInMiles)) ?? 0 }
    public var distanceInKm: Double { Double(text(.distanceInKilometers)) ?? 0 }

    /// A US-style address: "name, street, borough (town), state zip", leaving out what is empty.
    public var basicAddress: String {
        let town = locationBorough.isEmpty ? locationTown : "\(locationBorough) (\(locationTown))"
        let stateAndZip = [locationState, locationZip].filter { !$0.isEmpty }.joined(separator: " ")
        return [locationName, locationStreetAddress, town, stateAndZip].filter { !$0.isEmpty && $0 != " ()" }
            .joined(separator: ", ")
    }

    /// Whether the meeting has unsaved changes (never, for a meeting that cannot be edited).
    public var isDirty: Bool { false }

    /// "Weekday, h:mm a", the name with the format keys, and the address, on three lines.
    public nonisolated override var description: String {
        onMainActor({ self.meetingDescription }, otherwise: super.description)
    }

    private var meetingDescription: String {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEE j:mm")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        var when = ""
        if let components = startTimeAndDay,
            let date = calendar.nextDate(
                after: Date(timeIntervalSince1970: 0),
                matching: components,
                matchingPolicy: .nextTime
            )
        {
            when = formatter.string(from: date)
        }
        return "\(when)\n\(name) (\(formatsAsCSVList))\n\(basicAddress)"
    }

    // MARK: - Operations

    /// Reads the meeting's change records into ``changes`` and delivers them to
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:changeListResults:)``.
    @discardableResult
    public func getChanges() -> BMLTiOSLibOperation? {
        _handler?.getAllMeetingChanges(meeting: self)
    }

    /// Sends a message to the meeting's contact (2.x servers with email contact on); the outcome arrives at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:sendMessageSuccessful:)``.
    @discardableResult
    public func sendMessageToMeetingContact(fromAddress: String, messageBody: String) -> BMLTiOSLibOperation? {
        _handler?.sendMessageToMeetingContact(meeting: self, fromAddress: fromAddress, messageBody: messageBody)
    }

    // MARK: - Client-side time tests

    /// Whether the meeting starts at or after a time of day; a midnight start counts as the end of the day.
    public func meetingStartsOnOrAfterThisTime(_ inTime: NSDateComponents) -> Bool {
        guard let start else { return false }
        return Self.seconds(of: start, midnightAsEnd: true) >= Self.seconds(of: inTime)
    }

    /// Whether the meeting starts at or before a time of day.
    public func meetingStartsOnOrBeforeThisTime(_ inTime: NSDateComponents) -> Bool {
        guard let start else { return false }
        return Self.seconds(of: start, midnightAsEnd: true) <= Self.seconds(of: inTime)
    }

    /// Whether the meeting ends at or before a time of day.
    public func meetingEndsAtOrBeforeThisTime(_ inTime: NSDateComponents) -> Bool {
        guard let start else { return false }
        return Self.seconds(of: start, midnightAsEnd: true) + durationInMinutes * 60 <= Self.seconds(of: inTime)
    }

    private static func seconds(of time: LocalTime, midnightAsEnd: Bool) -> Int {
        midnightAsEnd && time.secondsSinceMidnight == 0 ? 24 * 3600 : time.secondsSinceMidnight
    }

    /// Seconds since midnight of a time of day; components left unset count as 0.
    static func seconds(of time: NSDateComponents) -> Int {
        let value = { (component: Int) in component == NSDateComponentUndefined ? 0 : component }
        return value(time.hour) * 3600 + value(time.minute) * 60 + value(time.second)
    }
}

extension BMLTiOSLibMeetingNode: @MainActor Sequence {}

extension BMLTiOSLibMeetingNode {
    /// The fields in the order of ``keys``.
    public func makeIterator() -> AnyIterator<BMLTiOSLibMeetingNodeSimpleDictionaryElement> {
        let elements = keys.map {
            BMLTiOSLibMeetingNodeSimpleDictionaryElement(key: $0, value: fields[$0] ?? "", handler: self)
        }
        return AnyIterator(elements.makeIterator())
    }
}
