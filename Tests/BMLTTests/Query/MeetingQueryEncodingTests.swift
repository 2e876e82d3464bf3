import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("MeetingQuery encoding")
struct MeetingQueryEncodingTests {
    private func encoded(_ query: MeetingQuery, unit: Distance.Unit? = nil) -> String {
        query.parameters(serverDistanceUnit: unit).encoded
    }

    @Test func emptyQuerySendsNothing() {
        #expect(encoded(MeetingQuery()) == "")
    }

    @Test func listsUseThePHPArrayFormThatEveryVersionReads() {
        let query = MeetingQuery().with {
            $0.weekdays = Selection(included: [.monday, .friday], excluded: [.sunday])
            $0.venueTypes = .only(.inPerson, .hybrid)
            $0.meetingIDs = Selection(included: [5], excluded: [6])
        }
        #expect(
            encoded(query)
                == "meeting_ids%5B%5D=5&meeting_ids%5B%5D=-6&weekdays%5B%5D=2&weekdays%5B%5D=6&weekdays%5B%5D=-1"
                + "&venue_types%5B%5D=1&venue_types%5B%5D=3"
        )
    }

    @Test func serviceBodiesAndFormats() {
        let query = MeetingQuery().with {
            $0.serviceBodies = .only(1002)
            $0.includesServiceBodyDescendants = true
            $0.formats = Selection(included: [17, 8], excluded: [4])
            $0.formatMatching = .any
        }
        #expect(
            encoded(query)
                == "services%5B%5D=1002&recursive=1&formats%5B%5D=17&formats%5B%5D=8&formats%5B%5D=-4"
                + "&formats_comparison_operator=OR"
        )
        #expect(encoded(MeetingQuery().with { $0.includesServiceBodyDescendants = true }) == "")
    }

    @Test func duplicatesAndZeroIDsAreDropped() {
        let query = MeetingQuery().with { $0.meetingIDs = .only(3, 3, 0) }
        #expect(query.parameters().values(of: "meeting_ids") == ["3"])
    }

    @Test func timesAndDurations() {
        let query = MeetingQuery().with {
            $0.startsAfter = LocalTime(hour: 0)
            $0.startsBefore = LocalTime(hour: 21, minute: 30)
            $0.endsBefore = LocalTime(hour: 23, minute: 5)
            $0.minimumDuration = .seconds(45 * 60)
            $0.maximumDuration = .seconds(2 * 3600 + 15 * 60)
        }
        #expect(
            encoded(query)
                == "StartsAfterH=0&StartsAfterM=0&StartsBeforeH=21&StartsBeforeM=30&EndsBeforeH=23&EndsBeforeM=5"
                + "&MinDurationH=0&MinDurationM=45&MaxDurationH=2&MaxDurationM=15"
        )
    }

    @Test func geographicSearches() {
        let center = Coordinate(latitude: 40.75, longitude: -73.5)
        #expect(
            encoded(.near(center, within: .distance(.kilometers(10)))) == "lat_val=40.75&long_val=-73.5&geo_width_km=10"
        )
        #expect(encoded(.near(center, within: .distance(.miles(2.5)))) == "lat_val=40.75&long_val=-73.5&geo_width=2.5")
        let nearest = MeetingQuery.near(center, within: .nearest(10)).with { $0.sort = .distance }
        #expect(encoded(nearest) == "lat_val=40.75&long_val=-73.5&geo_width=-10&sort_results_by_distance=1")
    }

    @Test func textSearches() {
        #expect(encoded(.text("  a&b=c+d #1 ")) == "SearchString=a%26b%3Dc%2Bd%20%231")
        let legacy = MeetingQuery().with { $0.text = .init("Step Study", matchesAllWords: true, isExact: true) }
        #expect(encoded(legacy) == "SearchString=Step%20Study&SearchStringAll=1&SearchStringExact=1")
        let address = MeetingQuery().with {
            $0.text = .init("Hicksville, NY", isAddress: true, addressRadius: .distance(.miles(10)))
        }
        #expect(
            encoded(address, unit: .kilometers)
                == "SearchString=Hicksville,%20NY&StringSearchIsAnAddress=1&SearchStringRadius=16.09344"
        )
        let nearestAddress = MeetingQuery().with {
            $0.text = .init("11801", isAddress: true, addressRadius: .nearest(5))
        }
        #expect(encoded(nearestAddress) == "SearchString=11801&StringSearchIsAnAddress=1&SearchStringRadius=-5")
    }

    @Test func fieldMatches() {
        let one = MeetingQuery().with { $0.fieldMatch = .init(key: "location_municipality", value: "Hicksville") }
        #expect(encoded(one) == "meeting_key=location_municipality&meeting_key_value=Hicksville")
        let several = MeetingQuery().with {
            $0.fieldMatch = .init(key: "location_municipality", values: ["Hicksville", "", "Bay Shore"])
        }
        #expect(
            encoded(several)
                == "meeting_key=location_municipality&meeting_key_value%5B%5D=Hicksville&meeting_key_value%5B%5D=Bay%20Shore"
        )
        let legacy = MeetingQuery().with {
            $0.fieldMatch = .init(key: "meeting_name", values: ["Step"], matchesSubstring: true, isCaseSensitive: true)
        }
        #expect(
            encoded(legacy)
                == "meeting_key=meeting_name&meeting_key_value=Step&meeting_key_match_case=1&meeting_key_contains=1"
        )
    }

    @Test func publishedSortingPagingFieldsLanguageAndRootServers() {
        let query = MeetingQuery().with {
            $0.published = .all
            $0.sort = .preset(.weekdayState)
            $0.page = .init(size: 50, number: 3)
            $0.selection = [.name]
            $0.language = "es"
            $0.rootServerIDs = [3, 4]
        }
        #expect(
            encoded(query)
                == "advanced_published=0&sort_key=weekday_state&page_size=50&page_num=3"
                + "&data_field_key=id_bigint,meeting_name&lang_enum=es&root_server_ids%5B%5D=3&root_server_ids%5B%5D=4"
        )
        #expect(encoded(MeetingQuery().with { $0.published = .unpublishedOnly }) == "advanced_published=-1")
        #expect(
            encoded(MeetingQuery().with { $0.sort = .keys(["location_municipality", "start_time"]) })
                == "sort_keys=location_municipality,start_time"
        )
    }

    @Test(arguments: [
        MeetingQuery.near(Coordinate(latitude: 95, longitude: 0), within: .nearest(3)),
        MeetingQuery.near(Coordinate(latitude: 40, longitude: -73), within: .nearest(0)),
        MeetingQuery.near(Coordinate(latitude: 40, longitude: -73), within: .distance(.miles(-1))),
        MeetingQuery.near(Coordinate(latitude: 40, longitude: -73), within: .distance(.miles(.nan))),
        MeetingQuery.text("   "),
        MeetingQuery().with { $0.fieldMatch = .init(key: "", value: "x") },
        MeetingQuery().with { $0.fieldMatch = .init(key: "zone", values: [""]) },
        MeetingQuery().with { $0.page = .init(size: 0) },
        MeetingQuery().with { $0.page = .init(size: 10, number: 0) },
        MeetingQuery().with { $0.sort = .keys([]) },
        MeetingQuery().with { $0.sort = .distance },
        MeetingQuery().selecting(.name, .key(" ")),
        MeetingQuery().with { $0.minimumDuration = .seconds(-60) },
        MeetingQuery().with { $0.rootServerIDs = [0] },
    ])
    func invalidQueriesAreRefused(query: MeetingQuery) {
        #expect {
            try query.validate()
        } throws: { error in
            (error as? BMLTError)?.code == .invalidQuery
        }
    }

    @Test func percentEncodingIsStrict() {
        #expect(
            QueryParameters.percentEncode("Crème brûlée/?&=+#") == "Cr%C3%A8me%20br%C3%BBl%C3%A9e%2F%3F%26%3D%2B%23"
        )
        #expect(QueryParameters.percentEncode("a-b_c.d~e,f") == "a-b_c.d~e,f")
    }

    @Test func aSelectionBecomesTheKeysItNeeds() {
        #expect(
            encoded(MeetingQuery.text("x").selecting(.startTime, .name, .coordinate))
                == "SearchString=x&data_field_key=id_bigint,start_time,longitude,latitude,meeting_name"
        )
        let near = MeetingQuery.near(Coordinate(latitude: 1, longitude: 2), within: .nearest(3)).selecting(.name)
        #expect(encoded(near).hasSuffix("data_field_key=id_bigint,meeting_name,distance_in_km,distance_in_miles"))
        // Fields of their own key come after the modelled parts, by name.
        #expect(
            encoded(MeetingQuery().selecting(.key("zone"), .name, .key("area")))
                == "data_field_key=id_bigint,meeting_name,area,zone"
        )
    }

    @Test func aFieldIsAPartByNameOrOneKey() {
        #expect(Meeting.Field("startTime") == .startTime)
        #expect(Meeting.Field("start_time") == .key("start_time"))
        #expect(Meeting.Field.allCases.allSatisfy { Meeting.Field($0.description) == $0 })
        // `formats` is a part's name and a key: the part has `format_shared_id_list` too.
        #expect(Meeting.Field("formats") == .formats && Meeting.Field.formats != .key("formats"))
        #expect(Meeting.Field.coordinate.keys == ["longitude", "latitude"])
        #expect(Meeting.Field.key("latitude").keys == ["latitude"])
        #expect(Meeting.Field.key("zone").key == "zone" && Meeting.Field.name.key == nil)
        #expect(
            encoded(MeetingQuery().selecting(.key("start_time"), .key("id_bigint")))
                == "data_field_key=id_bigint,start_time"
        )
    }

    @Test func aPartialMeetingHoldsThePartsAndKeysItWasSent() throws {
        let object = try #require(
            JSONParser.parse(Array(#"{"id_bigint":"1","latitude":"40.5","zone":"B"}"#.utf8)).object
        )
        let meeting = Meeting(readAPI: object)
        #expect(meeting.receivedFields == [.coordinate])
        #expect(meeting.contains(.coordinate) && meeting.contains(.key("latitude")) && meeting.contains(.key("zone")))
        #expect(!meeting.contains(.name) && !meeting.contains(.key("meeting_name")) && !meeting.contains(.key("area")))
        // A whole meeting holds every part, and of the keys no part has, those it has.
        let whole = Meeting(id: 2, serviceBodyID: 3, name: "N")
        #expect(whole.contains(.location) && whole.contains(.key("location_text")) && !whole.contains(.key("zone")))
    }

    @Test @available(*, deprecated) func theDeprecatedKeyListIsTheSelection() {
        var query = MeetingQuery()
        query.fields = ["meeting_name", "zone", "latitude"]
        #expect(query.selection == [.key("meeting_name"), .key("zone"), .key("latitude")])
        #expect(query.fields == ["latitude", "meeting_name", "zone"])
        #expect(encoded(query) == "data_field_key=id_bigint,latitude,meeting_name,zone")
    }
}
