import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Value types")
struct ValueTypesTests {
    @Test func weekdayNumberings() {
        #expect(Weekday.sunday.rawValue == 1)
        #expect(Weekday.saturday.rawValue == 7)
        #expect(Weekday.sunday.adminAPIValue == 0)
        #expect(Weekday(adminAPIValue: 6) == .saturday)
        #expect(Weekday(adminAPIValue: 7) == nil)
        #expect(Weekday.allCases.sorted() == Weekday.allCases)
        #expect(Weekday.thursday.description == "Thursday")
    }

    @Test func weekdayNamesInThePersonsLanguage() {
        #expect(Weekday.monday.name(in: Locale(identifier: "en_US")) == "Monday")
        #expect(Weekday.monday.name(in: Locale(identifier: "fr_FR")) == "lundi")
        #expect(Weekday.sunday.name(in: Locale(identifier: "de_DE")) == "Sonntag")
        #expect(Weekday.monday.name(in: Locale(identifier: "es_ES"), style: .abbreviated).hasPrefix("lun"))
        #expect(Weekday.friday.name(in: Locale(identifier: "en_US"), style: .narrow) == "F")
        #expect(Weekday.week(in: Locale(identifier: "en_US")).first == .sunday)
        #expect(
            Weekday.week(in: Locale(identifier: "fr_FR")) == [
                .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday,
            ]
        )
    }

    @Test func localTimes() {
        #expect(LocalTime("19:45") == LocalTime(hour: 19, minute: 45))
        #expect(LocalTime("1:00:00") == LocalTime(hour: 1))
        #expect(LocalTime("24:00:00")?.secondsSinceMidnight == 86_400)
        #expect(LocalTime("24:30") == nil)
        #expect(LocalTime("7") == nil)
        #expect(LocalTime("12:60") == nil)
        #expect(LocalTime("ab:cd") == nil)
        #expect(LocalTime(hour: 9, minute: 5).description == "09:05:00")
        #expect(LocalTime(hour: 9, minute: 5).hourMinute == "09:05")
        #expect(LocalTime(secondsSinceMidnight: 86_400 + 3600) == LocalTime(hour: 1))
        #expect(LocalTime(secondsSinceMidnight: -60) == LocalTime(hour: 23, minute: 59))
    }

    @Test func aMeetingThatCrossesMidnightEndsTheNextDay() {
        let meeting = Meeting(
            id: 1,
            serviceBodyID: 1,
            startTime: LocalTime(hour: 23, minute: 30),
            duration: .seconds(5400),
            name: "Late"
        )
        #expect(meeting.endTime == LocalTime(hour: 1))
    }

    @Test func serverVersions() {
        #expect(ServerVersion("4.2.7")! > ServerVersion("4.2.6")!)
        #expect(ServerVersion("2.16.6")! < ServerVersion("3.0.0")!)
        #expect(ServerVersion("3.0.2-beta") == ServerVersion(major: 3, minor: 0, patch: 2))
        #expect(ServerVersion("3.0.2-beta")?.text == "3.0.2-beta")
        #expect(ServerVersion(versionInt: 4_002_007) == ServerVersion("4.2.7"))
        #expect(ServerVersion("4.x") == nil)
        #expect(ServerVersion("") == nil)
    }

    @Test func distances() {
        #expect(abs(Distance.miles(1).kilometers - 1.609344) < 1e-9)
        #expect(Distance.kilometers(10).converted(to: .miles).unit == .miles)
        let helsinki = Coordinate(latitude: 60.1720037, longitude: 24.9366797)
        #expect(helsinki.distance(to: helsinki).miles < 0.001)
        // The server's own example: 1.7735 miles between these two points.
        let a = Coordinate(latitude: 36.065752051707, longitude: -79.793701171875)
        let b = Coordinate(latitude: 36.0733691, longitude: -79.8240715)
        #expect(abs(a.distance(to: b).miles - 1.7735) < 0.001)
    }

    @Test func venueTypesKeepUnknownCodes() throws {
        #expect(VenueType(rawValue: 9).description == "venue type 9")
        #expect(VenueType.hybrid.hasPhysicalLocation && VenueType.hybrid.hasVirtualAccess)
        let data = try JSONEncoder().encode([VenueType.virtual, VenueType(rawValue: 9)])
        #expect(try JSONDecoder().decode([VenueType].self, from: data) == [.virtual, VenueType(rawValue: 9)])
    }

    @Test func kindsAreCodedAsTheirCodes() throws {
        let kinds = (Format.Kind(rawValue: "XYZ"), ServiceBody.Kind.area, Change.Kind(rawValue: "c_comdef_meeting"))
        let data = try JSONEncoder().encode([kinds.0.rawValue, kinds.1.rawValue, kinds.2.rawValue])
        #expect(try JSONEncoder().encode(kinds.0) == Data(#""XYZ""#.utf8))
        #expect(try JSONEncoder().encode(kinds.1) == Data(#""AS""#.utf8))
        #expect(try JSONDecoder().decode([Format.Kind].self, from: data)[0] == kinds.0)
        #expect(try JSONDecoder().decode([ServiceBody.Kind].self, from: data)[1] == kinds.1)
        #expect(try JSONDecoder().decode([Change.Kind].self, from: data)[2] == kinds.2)
    }

    @Test func modelsRoundTripThroughCodable() throws {
        let meeting = Meeting(
            id: 7,
            serviceBodyID: 3,
            weekday: .friday,
            venueType: .virtual,
            startTime: LocalTime(hour: 20),
            duration: .seconds(3600),
            formatKeys: ["O"],
            name: "Online",
            customFields: ["zone": "North"]
        )
        let decoded = try JSONDecoder().decode(Meeting.self, from: try JSONEncoder().encode(meeting))
        #expect(decoded == meeting)
    }

    @Test func calendarDays() {
        #expect(CalendarDay(year: 2030, month: 1, day: 1).description == "2030-01-01")
        #expect(CalendarDay("2024-10-14") == CalendarDay(year: 2024, month: 10, day: 14))
        #expect(CalendarDay(Date(timeIntervalSince1970: 1_795_356_212)) == CalendarDay(year: 2026, month: 11, day: 22))
        #expect(CalendarDay("2024-13-01") == nil)
    }

    @Test func htmlEntities() {
        #expect(
            HTMLEntities.decode("from &quot;A&quot; to &#039;B&#039; &amp; &#x41;&lt;&gt;") == "from \"A\" to 'B' & A<>"
        )
        #expect(HTMLEntities.decode("AT&T; fish & chips &unknown;") == "AT&T; fish & chips &unknown;")
    }

    @Test func csvQuoting() throws {
        let rows = try CSVParser.parse("a,b,c\r\n\"x, y\",\"he said \"\"hi\"\"\",\"two\nlines\"\n1,,3\n")
        #expect(rows == [["a", "b", "c"], ["x, y", "he said \"hi\"", "two\nlines"], ["1", "", "3"]])
        #expect(throws: BMLTError.self) { try CSVParser.parse("\"open") }
    }

    @Test func serviceBodyTreesSurviveCycles() {
        let bodies = [
            ServiceBody(id: 1, parentID: 2, name: "A"),
            ServiceBody(id: 2, parentID: 1, name: "B"),
            ServiceBody(id: 3, parentID: nil, name: "C"),
            ServiceBody(id: 4, parentID: 4, name: "Self"),
        ]
        let tree = ServiceBodyTree(bodies)
        #expect(tree.flattened().count == 4)
        #expect(tree.ancestors(of: 1).map(\.id) == [2])
        #expect(tree.descendants(of: 1).map(\.id) == [2])
        #expect(tree.parent(of: 4) == nil)
    }
}
