import ArgumentParser
@_spi(BMLTInternal) import BMLT
import Foundation
import Testing

@testable import bmlt

/// The command line's values as ArgumentParser reads them (`ExpressibleByArgument`), without running a command.
@Suite("Command-line values")
struct ArgumentTests {
    @Test func aSearchsOptionsMakeItsQuery() throws {
        let options = try MeetingQueryOptions.parse([
            "--ids", "188,-14", "--weekdays", "mon,Friday,-1", "--venue-types", "in-person,-3",
            "--near", "-33.87,151.21", "--radius", "8km", "--sort-by-distance", "--starts-after", "19:30",
            "--min-duration", "1:30", "--max-duration", "120", "--field", "location_municipality=Hicksville,Levittown",
            "--field-contains", "--published", "all", "--fields", "id_bigint, meeting_name", "--root-server-ids", "1,2",
        ])
        let query = options.unresolvedQuery
        #expect(query.meetingIDs == Selection(included: [188], excluded: [14]))
        #expect(query.weekdays == Selection(included: [.monday, .friday], excluded: [.sunday]))
        #expect(query.venueTypes == Selection(included: [.inPerson], excluded: [.hybrid]))
        #expect(query.location?.center == Coordinate(latitude: -33.87, longitude: 151.21))
        #expect(query.location?.radius == .distance(Distance(8, .kilometers)))
        #expect(query.sort == .distance)
        #expect(query.startsAfter == LocalTime(hour: 19, minute: 30))
        #expect(query.minimumDuration == .seconds(90 * 60) && query.maximumDuration == .seconds(120 * 60))
        #expect(
            query.fieldMatch
                == .init(key: "location_municipality", values: ["Hicksville", "Levittown"], matchesSubstring: true)
        )
        #expect(query.published == .all)
        #expect(query.selection == [.key("id_bigint"), .key("meeting_name")])
        #expect(query.rootServerIDs == [1, 2])
    }

    @Test func withoutOptionsASearchIsTheDefaultQuery() throws {
        #expect(try MeetingQueryOptions.parse([]).unresolvedQuery == MeetingQuery())
        #expect(
            try MeetingQueryOptions.parse(["--near", "40.75,-73.5"]).unresolvedQuery.location?.radius == .nearest(10)
        )
    }

    @Test(
        "A value that is not one is a usage error naming the option",
        arguments: [
            ["--weekdays", "someday"], ["--near", "-95,10"], ["--near", "40.75"], ["--radius", "far"],
            ["--starts-after", "25:00"], ["--min-duration", "soon"], ["--venue-types", "boat"],
            ["--published", "some"], ["--sort-preset", "name"], ["--field", "=x"], ["--ids", "1,x"],
        ]
    )
    func badValues(arguments: [String]) {
        let message = MeetingQueryOptions.message(for: parseError(arguments))
        #expect(message.hasPrefix("The value '\(arguments[1])' is invalid for '\(arguments[0])"), "\(message)")
    }

    @Test func optionsThatNeedAnotherAreRefused() {
        for (arguments, message) in [
            (["--radius", "5mi"], "--radius, --nearest and --sort-by-distance need --near."),
            (["--exact"], "--address, --address-radius, --all-words and --exact need --text."),
            (["--field-contains"], "--field-contains and --field-case-sensitive need --field."),
        ] {
            #expect(MeetingQueryOptions.message(for: parseError(arguments)) == message)
        }
    }

    @Test func valuesReadAsTheyAreWritten() {
        #expect(Weekday(argument: "Tu") == .tuesday && Weekday(argument: "7") == .saturday)
        #expect(Weekday(argument: "t") == nil && Weekday(argument: "8") == nil)
        #expect(Weekday.allValueStrings == ["sun", "mon", "tue", "wed", "thu", "fri", "sat"])
        #expect(VenueType(argument: "HYBRID") == .hybrid && VenueType(argument: "2") == .virtual)
        #expect(VenueType.allValueStrings == ["in-person", "virtual", "hybrid"])
        #expect(
            Distance(argument: "5") == Distance(5, .miles) && Distance(argument: "2.5 km") == Distance(2.5, .kilometers)
        )
        #expect(MeetingLength(argument: "1:30")?.duration == .seconds(5_400))
        #expect(TimeSpan(argument: "1h30m")?.duration == .seconds(5_400) && TimeSpan(argument: "30") == nil)
        #expect(CommaList<Int>(argument: "1, 2,,3")?.elements == [1, 2, 3])
        #expect(Selection<Int>(argument: "-5")?.excluded == [5])
        #expect(MeetingExporter.FileType(argument: "ICS") == .iCalendar)
        #expect(TimeZone(argument: "America/New_York")?.identifier == "America/New_York")
    }

    /// The error parsing `arguments` throws.
    private func parseError(_ arguments: [String]) -> any Error {
        do {
            _ = try MeetingQueryOptions.parse(arguments)
            return ValidationError("parsed")
        } catch {
            return error
        }
    }
}
