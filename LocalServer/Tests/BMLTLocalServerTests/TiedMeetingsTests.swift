import BMLTTestSupport
import Testing

/// The differentials' reading of 4.x's engine-ordered pages: a page that 4.x takes before it sorts (a data-field sort
/// key) holds the rows MariaDB's scan gives first, in the order of the index its optimizer picks (for one root server
/// of an aggregator, `root_server_id_source_id`); both pages are compared on the meetings they share.
@Suite("Tied meetings")
struct TiedMeetingsTests {
    static let query = "switcher=GetSearchResults&sort_keys=nonsense,start_time&page_size=2&page_num=3"

    static func meeting(_ id: String, _ start: String) -> [String: Any] { ["id_bigint": id, "start_time": start] }

    @Test("A page taken before sorting is compared on its shared meetings, as a list and inside get_used_formats")
    func pageTakenBeforeSorting() throws {
        let peer: [Any] = [Self.meeting("29", "11:00:00"), Self.meeting("816", "19:30:00")]
        let local: [Any] = [Self.meeting("24", "11:00:00"), Self.meeting("816", "19:30:00")]
        let list = TiedMeetings.aligned(peer: peer, local: local, query: Self.query)
        #expect(AnswerIDs.of(list.peer) == ["816"] && AnswerIDs.of(list.local) == ["816"])
        let wrapped = TiedMeetings.aligned(
            peer: ["meetings": peer, "formats": []],
            local: ["meetings": local, "formats": []],
            query: Self.query + "&get_used_formats=1"
        )
        let peerMeetings = try #require((wrapped.peer as? [String: Any])?["meetings"])
        let localMeetings = try #require((wrapped.local as? [String: Any])?["meetings"])
        #expect(AnswerIDs.of(peerMeetings) == ["816"] && AnswerIDs.of(localMeetings) == ["816"])
    }

    @Test("Rows without their ids are shared one to one: a row one page holds twice and the other once is shared once")
    func alikeRowsSharedOnce() {
        let query =
            "switcher=GetSearchResults&sort_keys=meeting_name&page_size=3&page_num=6"
            + "&data_field_key=root_server_id,service_body_bigint"
        let row = { (body: String) -> [String: Any] in ["root_server_id": 2, "service_body_bigint": body] }
        let peer: [Any] = [row("57"), row("57"), row("54")]
        let local: [Any] = [row("54"), row("57"), row("56")]
        let aligned = TiedMeetings.aligned(peer: peer, local: local, query: query)
        let bodies = { (list: Any) in ((list as? [[String: Any]]) ?? []).map { $0["service_body_bigint"] as? String } }
        // One 57 and the 54 are shared; the page holds no sort value, so they tie and are compared as a set.
        #expect(bodies(aligned.peer) == ["57", "54"])
        #expect(bodies(aligned.local) == ["57", "54"])
    }

    @Test("Identical rows are paired before rows that differ below a millionth, so no row takes another's twin")
    func identicalRowsPairedFirst() {
        let query = "switcher=GetSearchResults&sort_keys=duration_time&data_field_key=latitude&root_server_ids=1"
        let row = { (latitude: String) -> [String: Any] in ["latitude": latitude] }
        // Each latitude lies within a millionth of the next, the first and last do not: taken in order, 40.62349 would
        // pair with 40.62346, 40.62352 with 40.62349, and 40.62346 would be left with nothing.
        let peer: [Any] = [row("40.62349"), row("40.62352"), row("40.62346")]
        let local: [Any] = [row("40.62346"), row("40.62349"), row("40.62352")]
        let aligned = TiedMeetings.aligned(peer: peer, local: local, query: query)
        let latitudes = { (list: Any) in ((list as? [[String: Any]]) ?? []).map { $0["latitude"] as? String } }
        #expect(latitudes(aligned.local) == ["40.62349", "40.62352", "40.62346"])
    }

    @Test("A page sorted in SQL is compared whole")
    func pageSortedInSQL() {
        let query = "switcher=GetSearchResults&sort_keys=start_time&page_size=2&page_num=3&get_used_formats=1"
        let peer: [String: Any] = ["meetings": [Self.meeting("29", "11:00:00"), Self.meeting("816", "19:30:00")]]
        let local: [String: Any] = ["meetings": [Self.meeting("24", "10:00:00"), Self.meeting("816", "19:30:00")]]
        let aligned = TiedMeetings.aligned(peer: peer, local: local, query: query)
        #expect(AnswerIDs.of((aligned.local as? [String: Any])?["meetings"] as Any) == ["24", "816"])
    }

    @Test("Tied meetings without their ids are paired when only a computed distance differs below a millionth")
    func tiesWithoutIDs() throws {
        // A mirror of a 4.x server holds the coordinates its origin shows, rounded to 14 digits, so its distances
        // differ from the origin's in the tenth digit (meetings 1028 and 579 of the sample, on one weekday).
        let query =
            "switcher=GetSearchResults&lat_val=40.7089&long_val=-74.0829&geo_width=6.7"
            + "&data_field_key=location_street,weekday_tinyint,distance_in_miles"
        let nathan = ["weekday_tinyint": "3", "location_street": "10 Nathan Perlman Pl."]
        let richmond = ["weekday_tinyint": "3", "location_street": "3058 Richmond Terrace"]
        let peer: [Any] = [
            nathan.merging(["distance_in_miles": "5.4604910228082"]) { $1 },
            richmond.merging(["distance_in_miles": "6.4068172932998"]) { $1 },
        ]
        let local: [Any] = [
            richmond.merging(["distance_in_miles": "6.4068172932998"]) { $1 },
            nathan.merging(["distance_in_miles": "5.460491023126"]) { $1 },
        ]
        let aligned = TiedMeetings.aligned(peer: peer, local: local, query: query)
        #expect(JSONDifference.first(aligned.peer, aligned.local) == nil)
        let moved: [Any] = [local[0], nathan.merging(["distance_in_miles": "5.47"]) { $1 }]
        let notSame = TiedMeetings.aligned(peer: peer, local: moved, query: query)
        #expect(JSONDifference.first(notSame.peer, notSame.local) != nil)
    }
}

/// The ids of a list of meetings, in order.
private enum AnswerIDs {
    static func of(_ list: Any) -> [String] {
        (list as? [Any] ?? []).map { (($0 as? [String: Any])?["id_bigint"]).map { "\($0)" } ?? "?" }
    }
}
