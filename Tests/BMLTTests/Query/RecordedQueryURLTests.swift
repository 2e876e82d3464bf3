import BMLTFixtures
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// Every read URL recorded from the 2.16.6 server is produced, parameter for parameter, by the library's queries.
///
/// Parameters are compared as the server reads them (see `NormalizedQuery`): the library always sends lists as
/// `name[]=`, which PHP reads exactly as the recorded `name=` with one value, and numbers compare by value.
@Suite("Recorded read URLs")
struct RecordedQueryURLTests {
    private let client: BMLTClient

    init() throws {
        client = try BMLTClient.replaying()
    }

    /// The query behind each recorded `GetSearchResults` call, by response file.
    static let searches: [String: MeetingQuery] = [
        "010_GetSearchResults_all.json": MeetingQuery(),
        "011_GetSearchResults_weekdays_2.json": MeetingQuery().with { $0.weekdays = .only(.monday) },
        "014_GetSearchResults_services_1002.json": MeetingQuery().with { $0.serviceBodies = .only(1002) },
        "016_GetSearchResults_geo_miles.json":
            .near(Coordinate(latitude: 40.7128, longitude: -74.006), within: .distance(.miles(2))),
        "023_GetSearchResults_SearchString.json": .text("Brooklyn"),
        "027_GetSearchResults_data_field_key.json": MeetingQuery().with {
            $0.serviceBodies = .only(1002)
            $0.selection = [.key("meeting_name"), .key("weekday_tinyint"), .key("start_time"), .key("formats")]
        },
        "028_GetSearchResults_page_size_1.json": MeetingQuery().with {
            $0.serviceBodies = .only(1002)
            $0.sort = .keys(["id_bigint"])
            $0.page = .init(size: 5, number: 1)
        },
        "030_GetSearchResults_get_used_formats.json": MeetingQuery().with {
            $0.serviceBodies = .only(1002)
            $0.content = .meetingsAndFormats
        },
        "031_GetSearchResults_get_formats_only.json": MeetingQuery().with {
            $0.serviceBodies = .only(1002)
            $0.content = .formatsOnly
        },
        "032_GetSearchResults_meeting_ids.json": .ids([188, 681]),
        "037_GetSearchResults_nomatch.json": .text("zzzznomatchzzzz"),
        "054_GetSearchResults_bad_service.json": MeetingQuery().with { $0.serviceBodies = .only(99999) },
        "127_public_GetSearchResults_after_modify.json": .ids([188]),
        "142_public_GetSearchResults_new_unpublished.json": .ids([2693]),
        "144_public_GetSearchResults_new_published.json": .ids([2693]),
        "152_public_noauth_GetSearchResults_restored_unpublished.json": .ids([2693]),
        "153_public_noauth_GetSearchResults_188.json": .ids([188]),
        "154_public_noauth_GetSearchResults_sb1002_after.json": MeetingQuery().with {
            $0.serviceBodies = .only(1002)
            $0.selection = [.key("published")]
        },
        "155_public_auth_GetSearchResults_sb1002_after.json": MeetingQuery().with {
            $0.serviceBodies = .only(1002)
            $0.selection = [.key("published")]
        },
    ]

    static var searchRecordings: [Fixtures.Recording] {
        Fixtures.recordings.filter {
            $0.method == "GET" && $0.url.absoluteString.contains("/client_interface/json/?switcher=GetSearchResults")
        }
    }

    @Test func everyRecordedSearchHasAQuery() {
        let files = Set(Self.searchRecordings.map(\.file))
        #expect(files.count == 19)
        #expect(files == Set(Self.searches.keys))
    }

    @Test(arguments: searchRecordings.map(\.file))
    func searchURL(file: String) throws {
        let recording = try #require(Fixtures.recording(file))
        let query = try #require(Self.searches[file])
        try query.validate()
        let url = client.readURL(format: "json", switcher: "GetSearchResults", parameters: query.parameters())
        #expect(url.path == recording.url.path)
        // Both servers read `data_field_key` as a set (2.16.6's csv.php keeps the columns whose key is among them).
        #expect(
            NormalizedQuery(url).sortingList("data_field_key")
                == NormalizedQuery(recording.url).sortingList("data_field_key")
        )
    }

    @Test(arguments: [
        ("002_GetServiceBodies.json", ServiceBodyQuery()),
        ("003_GetServiceBodies_services_1_recursive.json", ServiceBodyQuery(ids: .only(1), includesDescendants: true)),
        (
            "004_GetServiceBodies_services_1002_parents.json",
            ServiceBodyQuery(ids: .only(1002), includesAncestors: true)
        ),
        ("053_GetServiceBodies_bad_id.json", ServiceBodyQuery(ids: .only(99999))),
    ])
    func serviceBodyURL(file: String, query: ServiceBodyQuery) throws {
        try expectURL(file, switcher: "GetServiceBodies", parameters: query.parameters)
    }

    @Test(arguments: [
        ("005_GetFormats.json", FormatQuery()),
        ("006_GetFormats_show_all.json", FormatQuery(includesUnused: true)),
        ("007_GetFormats_lang_es.json", FormatQuery(languages: ["es"])),
        ("008_GetFormats_key_strings.json", FormatQuery(keys: ["O", "C"])),
    ])
    func formatURL(file: String, query: FormatQuery) throws {
        try expectURL(file, switcher: "GetFormats", parameters: query.parameters)
    }

    @Test(arguments: [
        ("040_GetChanges_all.json", ChangeQuery()),
        ("131_public_GetChanges_meeting.json", ChangeQuery(meetingID: 188)),
        ("170_public_GetChanges_sb.json", ChangeQuery(serviceBodyID: 1002)),
        ("171_public_GetChanges_future_range.json", ChangeQuery(startDay: CalendarDay(year: 2030, month: 1, day: 1))),
    ])
    func changeURL(file: String, query: ChangeQuery) throws {
        try expectURL(file, switcher: "GetChanges", parameters: query.parameters)
    }

    private func expectURL(_ file: String, switcher: String, parameters: QueryParameters) throws {
        let recording = try #require(Fixtures.recording(file))
        let url = client.readURL(format: "json", switcher: switcher, parameters: parameters)
        #expect(NormalizedQuery(url) == NormalizedQuery(recording.url), "\(url) vs \(recording.url)")
    }
}
