@_spi(BMLTInternal) import BMLT
public import Foundation

/// A meeting the logged-in user may edit: set its properties (or `rawMeeting`), then ``saveChanges()``.
///
/// Changes are tracked against the meeting as it was read (or last saved). A save sends only the changed fields,
/// and the meeting counts as changed until the server has confirmed them: a failed save loses nothing. A new
/// meeting (`BMLTiOSLibEditableMeetingNode([:], inHandler: library)`) has id 0 and is created by its first save,
/// after which it carries the server's id.
@MainActor
public final class BMLTiOSLibEditableMeetingNode: BMLTiOSLibMeetingNode {
    /// The fields as the server last had them.
    var originalFields: [String: String]

    public override init(_ inRawMeeting: [String: String], inHandler: BMLTiOSLib) {
        originalFields = [:]
        super.init(inRawMeeting, inHandler: inHandler)
        originalFields = fields
    }

    /// The service bodies this meeting may be moved to.
    public var serviceBodiesICanBelongTo: [BMLTiOSLibHierarchicalServiceBodyNode] {
        _handler?.serviceBodiesICanEdit ?? []
    }

    public override var isEditable: Bool { true }

    // MARK: - Change tracking

    /// Whether the meeting differs from the server's version; a new meeting always does.
    public override var isDirty: Bool {
        id == 0 || Set(fields.keys).union(originalFields.keys).contains { valueChanged($0) }
    }

    /// Whether one field differs from the server's version (a missing field counts as empty; formats as a set).
    public func valueChanged(_ inKey: String) -> Bool {
        let now = fields[inKey] ?? ""
        let before = originalFields[inKey] ?? ""
        guard inKey == ReadAPIMeetingField.formats.rawValue else { return now != before }
        return Set(Self.keys(inList: now)) != Set(Self.keys(inList: before))
    }

    /// The keys whose values differ from the server's version.
    var changedKeys: [String] { Set(fields.keys).union(originalFields.keys).filter(valueChanged).sorted() }

    /// What a revert leaves to the server or sets apart: the id, the formats (with their ids), and what the server
    /// derives.
    static let keysNotReverted = derivedKeys.union([ReadAPIMeetingField.id, .formats].map(\.rawValue))

    /// How 4.x's change records write a field hidden from the public.
    static let maskedValue = "********"

    /// Drops every unsaved change.
    public func restoreToOriginal() {
        fields = originalFields
    }

    /// Takes a change record's before-state as this meeting's values (locally: ``saveChanges()`` sends them).
    ///
    /// Only the meeting's data change: a field the server has (``BMLTiOSLib/availableMeetingValueKeys``) takes the
    /// record's value, or none when the record lacks it (records leave out empty fields); what the record does not
    /// hold (the service body's name, the root server, a search's distance) stays. The formats are the record's
    /// keys, with their ids from the server's formats.
    ///
    /// - Returns: `false` when the record has no before-state (it records the meeting's creation).
    @discardableResult
    public func revertMeetingToBeforeThisChange(_ inChangeObject: BMLTiOSLibChangeNode) -> Bool {
        guard let before = inChangeObject.beforeObject?.rawMeeting else { return false }
        let dataKeys = Set(_handler?.availableMeetingValueKeys ?? Self.standardKeys)
            .union([ReadAPIMeetingField.published.rawValue])
            .subtracting(Self.keysNotReverted)
        // 4.x masks the fields it hides from the public; the current value is the one to keep.
        for key in dataKeys where before[key] != Self.maskedValue {
            fields[key] = before[key]
        }
        let keys = Self.keys(inList: before[.formats] ?? "")
        if Set(keys) != Set(formatKeys) {
            let ids = keys.compactMap { _handler?.getFormatByKey($0)?.id }.sorted()
            fields[.formats] = keys.joined(separator: ",")
            fields[.formatIDs] =
                ids.count == keys.count ? ids.map(String.init).joined(separator: ",") : nil
        }
        return true
    }

    /// Takes a change record's before-state and saves it, as a change of the fields that differ.
    @discardableResult
    public func saveMeetingToBeforeThisChange(_ inChangeObject: BMLTiOSLibChangeNode) -> Bool {
        guard revertMeetingToBeforeThisChange(inChangeObject) else { return false }
        saveChanges()
        return true
    }

    /// Deletes the meeting on the server; the outcome arrives at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:deleteMeetingSuccessful:)``.
    @discardableResult
    public func delete() -> BMLTiOSLibOperation? {
        _handler?.deleteMeeting(id)
    }

    /// Saves the changes: an existing meeting's changed fields (the outcome arrives at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:adminMeetingChangeComplete:)``), or a new meeting (at
    /// ``BMLTiOSLibDelegate/bmltLibInstance(_:newMeetingAdded:)``). Nothing is sent when nothing changed.
    @discardableResult
    public func saveChanges() -> BMLTiOSLibOperation? {
        guard isDirty else { return nil }
        return _handler?.saveMeetingChanges(self)
    }

    /// After a save: the server's version becomes the original, and, unless the meeting was changed again while
    /// the save was under way, the current values too.
    func saved(_ stored: [String: String], sent: [String: String]) {
        if fields == sent { fields = stored }
        originalFields = stored
    }

    // MARK: - Formats

    public override var formats: [BMLTiOSLibFormatNode] {
        get { super.formats }
        set { formatsAsCSVList = newValue.map { $0.key }.joined(separator: ",") }
    }

    public override var formatsAsCSVList: String {
        get { super.formatsAsCSVList }
        set {
            fields[.formats] = Set(Self.keys(inList: newValue)).sorted().joined(separator: ",")
        }
    }

    /// Adds a format unless the meeting has it.
    public func addFormat(_ inFormatObject: BMLTiOSLibFormatNode) {
        guard !formatKeys.contains(inFormatObject.key) else { return }
        formatsAsCSVList = (formatKeys + [inFormatObject.key]).joined(separator: ",")
    }

    /// Removes a format (matched by key).
    public func removeFormat(_ inFormatObject: BMLTiOSLibFormatNode) {
        formatsAsCSVList = formatKeys.filter { $0 != inFormatObject.key }.joined(separator: ",")
    }

    // MARK: - Fields

    public override var published: Bool {
        get { super.published }
        set { fields[.published] = newValue ? "1" : "0" }
    }

    public override var worldID: String {
        get { super.worldID }
        set { fields[.worldID] = newValue }
    }

    public override var serviceBodyId: Int {
        get { super.serviceBodyId }
        set { fields[.serviceBodyID] = String(newValue) }
    }

    public override var serviceBody: BMLTiOSLibHierarchicalServiceBodyNode! {
        get { super.serviceBody }
        set { if let newValue { serviceBodyId = newValue.id } }
    }

    public override var name: String {
        get { super.name }
        set { fields[.name] = newValue }
    }

    /// Setting `nil` clears the coordinate.
    public override var locationCoords: CLLocationCoordinate2D! {
        get { super.locationCoords }
        set {
            fields[.latitude] = newValue.map { String($0.latitude) } ?? ""
            fields[.longitude] = newValue.map { String($0.longitude) } ?? ""
        }
    }

    public override var locationName: String {
        get { super.locationName }
        set { fields[.locationText] = newValue }
    }

    public override var locationStreetAddress: String {
        get { super.locationStreetAddress }
        set { fields[.street] = newValue }
    }

    public override var locationBorough: String {
        get { super.locationBorough }
        set { fields[.citySubsection] = newValue }
    }

    public override var locationNeighborhood: String {
        get { super.locationNeighborhood }
        set { fields[.neighborhood] = newValue }
    }

    public override var locationTown: String {
        get { super.locationTown }
        set { fields[.municipality] = newValue }
    }

    public override var locationCounty: String {
        get { super.locationCounty }
        set { fields[.subProvince] = newValue }
    }

    public override var locationState: String {
        get { super.locationState }
        set { fields[.province] = newValue }
    }

    public override var locationZip: String {
        get { super.locationZip }
        set { fields[.postalCode] = newValue }
    }

    public override var locationNation: String {
        get { super.locationNation }
        set { fields[.nation] = newValue }
    }

    public override var locationInfo: String {
        get { super.locationInfo }
        set { fields[.locationInfo] = newValue }
    }

    public override var virtualMeetingURI: String {
        get { super.virtualMeetingURI }
        set { fields[.virtualMeetingLink] = newValue }
    }

    public override var virtualMeetingAdditionalInfo: String {
        get { super.virtualMeetingAdditionalInfo }
        set { fields[.virtualMeetingAdditionalInfo] = newValue }
    }

    public override var meetingPhoneNumber: String {
        get { super.meetingPhoneNumber }
        set { fields[.phoneMeetingNumber] = newValue }
    }

    public override var comments: String {
        get { super.comments }
        set { fields[.comments] = newValue }
    }

    // MARK: - Time

    /// 1 = Sunday … 7 = Saturday; other values are ignored.
    public override var weekdayIndex: Int {
        get { super.weekdayIndex }
        set { if (1...7).contains(newValue) { fields[.weekday] = String(newValue) } }
    }

    /// Takes `HH:MM`, `HH:MM:SS` or `HHMM`; midnight (`00:00` or `24:00`) is stored as 23:59, as servers expect.
    /// Other text is ignored.
    public override var timeString: String {
        get { super.timeString }
        set {
            guard let (hour, minute) = Self.clockTime(newValue) else { return }
            setStart(hour: hour, minute: minute)
        }
    }

    /// Takes `HH:MM` (minutes of 60 or more carry into hours) or a number of minutes; other text is ignored.
    public override var durationString: String {
        get { super.durationString }
        set {
            let parts = newValue.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            switch parts.count {
            case 1: if let minutes = parts[0] { durationInMinutes = minutes }
            case 2: if let hours = parts[0], let minutes = parts[1] { durationInMinutes = hours * 60 + minutes }
            default: return
            }
        }
    }

    /// Takes 0 to 1439 minutes; other values are ignored.
    public override var durationInMinutes: Int {
        get { super.durationInMinutes }
        set {
            guard (0..<1440).contains(newValue) else { return }
            fields[.duration] = String(format: "%02d:%02d:00", newValue / 60, newValue % 60)
        }
    }

    public override var startTime: DateComponents! {
        get { super.startTime }
        set {
            guard let newValue, let hour = newValue.hour else { return }
            setStart(hour: hour, minute: newValue.minute ?? 0)
        }
    }

    /// Sets the weekday and start; midnight becomes 23:59 of the day before.
    public override var startTimeAndDay: DateComponents! {
        get { super.startTimeAndDay }
        set {
            guard let newValue, let weekday = newValue.weekday, (1...7).contains(weekday), let hour = newValue.hour
            else { return }
            let minute = newValue.minute ?? 0
            if (hour == 0 || hour == 24) && minute == 0 {
                weekdayIndex = hour == 0 ? (weekday + 5) % 7 + 1 : weekday
                setStart(hour: 23, minute: 59)
            } else {
                weekdayIndex = weekday
                setStart(hour: hour, minute: minute)
            }
        }
    }

    /// Sets the weekday and start from a date, in the meeting's time zone (the device's when it has none).
    public override var nextStartDate: Date! {
        get { super.nextStartDate }
        set {
            guard let newValue else { return }
            startTimeAndDay = meetingCalendar.dateComponents([.weekday, .hour, .minute], from: newValue)
        }
    }

    private func setStart(hour: Int, minute: Int) {
        guard (0...24).contains(hour), (0..<60).contains(minute), hour < 24 || minute == 0 else { return }
        let midnight = minute == 0 && (hour == 0 || hour == 24)
        fields[.startTime] = midnight ? "23:59:00" : String(format: "%02d:%02d:00", hour, minute)
    }

    /// Hour and minute of `HH:MM`, `HH:MM:SS` or `HHMM`.
    private static func clockTime(_ text: String) -> (Int, Int)? {
        let text = text.trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 2 || parts.count == 3, let hour = Int(parts[0]), let minute = Int(parts[1]) {
            return (hour, minute)
        }
        if parts.count == 1, (3...4).contains(text.count), let number = Int(text) {
            return (number / 100, number % 100)
        }
        return nil
    }
}
