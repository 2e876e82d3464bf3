import BMLTFixtures
import Foundation
import Testing

@testable import BMLTLocalServer

/// A search reads its candidates from the catalog's index; it must find exactly the meetings, in the same order, that
/// reading every meeting finds.
@Suite("Searches through the meeting index")
struct MeetingIndexTests {
    @Test("Seeded random searches find what reading every meeting finds")
    func sameAsReadingEveryMeeting() async throws {
        let store = try await LocalStore.open(StoreOpening(initialData: .sample))
        let catalog = try await store.catalog()
        var random = SplitMix64(seed: 39)
        for _ in 0..<1_000 {
            // The searches are synchronous: between them the rest of the suite gets the thread back.
            await Task.yield()
            let query = Self.randomQuery(&random)
            let parameters = RequestParameters(query: query)
            let indexed = MeetingSearch(catalog: catalog, parameters: parameters).run()
            var search = MeetingSearch(catalog: catalog, parameters: parameters)
            search.readsIndex = false
            #expect(Self.ids(indexed) == Self.ids(search.run()), "\(query)")
        }
    }

    @Test("Circles near the poles, across the date line and wider than the grid read the right cells")
    func edgesOfTheGrid() {
        let index = MeetingIndex([])
        #expect(index.lists(near: 89.5, 0, within: 0.1) == nil)
        #expect(index.lists(near: 0, 0, within: 45) == nil)
        #expect(index.lists(near: 10, 179.95, within: 0.2) != nil)
    }

    private static func ids(_ outcome: MeetingSearch.Outcome) -> [Int]? {
        switch outcome {
        case .hits(let hits): hits.map(\.meeting.id)
        case .empty: nil
        case .serverError: [-1]
        }
    }

    /// A query of the criteria the index serves, alone and together, with the values the sample holds.
    private static func randomQuery(_ random: inout SplitMix64) -> String {
        var parts: [String] = []
        func maybe(_ part: @autoclosure () -> String) {
            if random.next(below: 3) == 0 { parts.append(part()) }
        }
        let weekday = 1 + random.next(below: 7)
        maybe("weekdays[]=\(random.next(below: 4) == 0 ? -weekday : weekday)")
        maybe("weekdays=\(weekday),\(1 + random.next(below: 7))")
        let bodies = [1, 2, 3, 5, 1005, 1006, 1010, 1040, 1047, 1068, 9999]
        maybe("services[]=\(bodies[random.next(below: bodies.count)])")
        maybe("services[]=-\(bodies[random.next(below: bodies.count)])")
        maybe("recursive=1")
        let formats = [1, 3, 8, 17, 29, 30, 33, 54, 999]
        maybe("formats[]=\(formats[random.next(below: formats.count)])")
        maybe("formats[]=\(formats[random.next(below: formats.count)])")
        maybe("formats[]=-\(formats[random.next(below: formats.count)])")
        maybe("formats_comparison_operator=OR")
        maybe("meeting_ids[]=\(random.next(below: 2_700))&meeting_ids[]=\(random.next(below: 2_700))")
        let words = ["Serenity", "hope", "Brooklyn", "church", "new,york", "1234,2345", "Just For Today", "zzzq"]
        maybe("SearchString=\(words[random.next(below: words.count)])")
        if random.next(below: 2) == 0 {
            let latitude = 40.4 + Double(random.next(below: 80)) / 100
            let longitude = -74.3 + Double(random.next(below: 80)) / 100
            parts.append("lat_val=\(latitude)&long_val=\(longitude)")
            let widths = ["0", "0.3", "1", "5", "25", "120", "3000", "-5", "-40"]
            let width = widths[random.next(below: widths.count)]
            parts.append(random.next(below: 2) == 0 ? "geo_width=\(width)" : "geo_width_km=\(width)")
            maybe("sort_results_by_distance=1")
        }
        maybe("advanced_published=0")
        return parts.joined(separator: "&")
    }
}
