@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTiOSLib

/// The original's defects (inventory §5) that live in nodes and criteria, checked without a server.
@Suite("BMLTiOSLib: nodes and search criteria", .hangTimeLimit)
@MainActor
struct NodeAndCriteriaTests {
    /// A library that never connects (nothing listens on port 1); nodes only need it as their handler.
    final class Silent: BMLTiOSLibDelegate {
        func bmltLibInstance(_ inLibInstance: BMLTiOSLib, serverIsValid: Bool) {}
        func bmltLibInstance(_ inLibInstance: BMLTiOSLib, errorOccurred error: any Error) {}
    }

    let delegate = Silent()
    let library: BMLTiOSLib

    init() {
        var configuration = BMLTClient.Configuration()
        configuration.retry = .none
        library = BMLTiOSLib(inRootServerURI: "http://127.0.0.1:1", inDelegate: delegate, configuration: configuration)
        library.cancelAllOperations()
    }

    func editable(_ fields: [String: String] = [:]) -> BMLTiOSLibEditableMeetingNode {
        var base = ["id_bigint": "5", "weekday_tinyint": "2", "start_time": "19:30:00", "duration_time": "01:00:00"]
        base.merge(fields) { _, new in new }
        return BMLTiOSLibEditableMeetingNode(base, inHandler: library)
    }

    @Test("Start times: HHMM is parsed from the new value; midnight is stored as 23:59; bad text is ignored")
    func startTimes() {
        let meeting = editable()
        meeting.timeString = "0715"
        #expect(meeting.rawMeeting["start_time"] == "07:15:00")
        meeting.timeString = "24:00"
        #expect(meeting.rawMeeting["start_time"] == "23:59:00")
        meeting.timeString = "0"
        meeting.timeString = "nonsense"
        #expect(meeting.rawMeeting["start_time"] == "23:59:00")
        meeting.timeString = "18:45:30"
        #expect(meeting.timeString == "18:45")
        meeting.startTimeAndDay = DateComponents(hour: 0, minute: 0, weekday: 2)
        #expect(meeting.weekdayIndex == 1)
        #expect(meeting.rawMeeting["start_time"] == "23:59:00")
        meeting.startTimeAndDay = DateComponents(hour: 0, minute: 0, weekday: 1)
        #expect(meeting.weekdayIndex == 7)
    }

    @Test("Durations: minutes carry into hours, and negative or day-long ones are refused")
    func durations() {
        let meeting = editable()
        meeting.durationString = "1:75"
        #expect(meeting.durationString == "02:15")
        meeting.durationInMinutes = -5
        meeting.durationInMinutes = 1440
        meeting.durationString = "bad"
        #expect(meeting.durationInMinutes == 135)
    }

    @Test("Late starts read as 24:00 and sort as midnight of the next day")
    func lateStarts() {
        let meeting = editable(["start_time": "23:55:00", "weekday_tinyint": "7"])
        #expect(meeting.timeString == "24:00")
        #expect(meeting.startTimeAndDay.weekday == 1)
        #expect(meeting.startTimeAndDay.hour == 0)
        let firstWeekday = Calendar.current.firstWeekday
        #expect(meeting.timeDayAsInteger == (1 - firstWeekday + 7) % 7 * 10000)
    }

    @Test("Time tests compare seconds, with unset components as 0")
    func timeTests() {
        let meeting = editable()  // 19:30 for an hour
        let time = NSDateComponents()
        time.hour = 19
        time.minute = 30
        #expect(meeting.meetingStartsOnOrBeforeThisTime(time))
        #expect(meeting.meetingStartsOnOrAfterThisTime(time))
        time.minute = 29
        #expect(!meeting.meetingStartsOnOrBeforeThisTime(time))
        time.hour = 20
        time.minute = 30
        #expect(meeting.meetingEndsAtOrBeforeThisTime(time))
        let onlyHour = NSDateComponents()
        onlyHour.hour = 20
        #expect(!meeting.meetingEndsAtOrBeforeThisTime(onlyHour))
    }

    @Test("Dirty tracking: a removed field counts, formats compare as sets, restore drops changes")
    func dirtyTracking() {
        let meeting = editable(["formats": "O,WC", "comments": "Coffee"])
        meeting.formatsAsCSVList = "WC, O"
        #expect(!meeting.isDirty)
        meeting.rawMeeting["comments"] = nil
        #expect(meeting.isDirty)
        #expect(meeting.valueChanged("comments"))
        meeting.restoreToOriginal()
        #expect(!meeting.isDirty)
        #expect(BMLTiOSLibEditableMeetingNode([:], inHandler: library).isDirty)
    }

    @Test("Criteria become a query: ordered weekdays, selections, the server's unit, and a full clearAll")
    func criteriaQuery() throws {
        let criteria = BMLTiOSLibSearchCriteria(library)
        criteria.weekdays[.Saturday] = .Selected
        criteria.weekdays[.Monday] = .Deselected
        criteria.weekdays[.Sunday] = .Selected
        criteria.searchString = "A&B=C+D"
        criteria.searchLocation = CLLocationCoordinate2D(latitude: 40.7, longitude: -73.9)
        criteria.searchRadius = 12000
        criteria.startTimeInSeconds = 19 * 3600
        criteria.specificFieldSearch = ("location_municipality", "Hicksville & Co", true, false)
        let query = criteria.query(distanceUnit: .kilometers, isLoggedIn: false)
        #expect(query.weekdays == Selection(included: [.sunday, .saturday], excluded: [.monday]))
        #expect(query.location?.radius == .distance(.kilometers(12000)))
        #expect(query.startsAfter == LocalTime(hour: 19))
        let encoded = query.parameters().encoded
        #expect(encoded.contains("SearchString=A%26B%3DC%2BD"))
        #expect(encoded.contains("Hicksville%20%26%20Co") || encoded.contains("Hicksville+%26+Co"))
        #expect(!encoded.contains("e+"))

        criteria.meetingsAreNoLongerThan = {
            let components = NSDateComponents()
            components.hour = 1
            components.minute = 30
            return components
        }()
        #expect(criteria.durationTimeInSeconds == 5400)
        #expect(criteria.meetingsAreNoLongerThan?.minute == 30)
        #expect(criteria.meetingsAreNoLongerThan?.second == 0)
        #expect(criteria.isDirty)
        criteria.specificFieldFilter = ["meeting_name"]
        criteria.clearAll()
        #expect(!criteria.isDirty)
        #expect(criteria.specificFieldFilter.isEmpty)
        #expect(criteria.durationTimeInSeconds == nil)
        #expect(criteria.query(distanceUnit: .miles, isLoggedIn: false) == MeetingQuery())
    }

    @Test("Nothing crashes on missing values: root node, formats without a world id, meetings without times")
    func noCrashes() {
        let root = library.hierarchicalServiceBodies
        #expect(root.id == 0)
        #expect(root.keys.isEmpty)
        #expect(!root.isSBIDInHierarchy(0))
        #expect(library.permissions(forServiceBody: root) == .None)
        let format = BMLTiOSLibFormatNode(["key_string": "O"], inExtraData: nil)
        #expect(format.worldID == "")
        #expect(format.id == 0)
        let meeting = BMLTiOSLibMeetingNode(["meeting_name": "No time"], inHandler: library)
        #expect(meeting.timeString == "")
        #expect(meeting.startTimeAndDay == nil)
        #expect(meeting.nextStartDate == nil)
        #expect(meeting.locationCoords == nil)
        #expect(!library.isConnected)
        #expect(library.versionAsInt == 0)
    }

    @Test("A meeting's read-API fields read back as the same meeting")
    func readAPIFieldsRoundTrip() {
        let meeting = Meeting(
            id: 7,
            serviceBodyID: 3,
            weekday: .friday,
            venueType: .hybrid,
            startTime: LocalTime(hour: 19, minute: 30),
            duration: .seconds(5400),
            timeZoneIdentifier: "America/New_York",
            formatKeys: ["O", "WC"],
            formatIDs: [17, 33],
            coordinate: Coordinate(latitude: 40.76, longitude: -73.52),
            name: "Hopeful",
            location: Meeting.Location(text: "Church", municipality: "Hicksville"),
            virtualMeetingLink: "https://example.org/join",
            contacts: [Meeting.Contact(name: "Sam", email: "sam@example.org")],
            isPublished: false,
            customFields: ["custom_key": "a, b"]
        )
        #expect(Meeting(readAPIFields: meeting.readAPIFields) == meeting)
        #expect(meeting.readAPIFields["start_time"] == "19:30:00")
        #expect(meeting.readAPIFields["published"] == "0")
    }
}
