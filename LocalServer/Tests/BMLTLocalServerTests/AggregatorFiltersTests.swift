@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTFixtures
import BMLTTestSupport
import Foundation
import Testing

@testable import BMLTLocalServer

/// The client's rule for an aggregator's required filters, held to the local aggregator, whose own rule the aggregator
/// differential holds to bmlt-server's in aggregator mode: a search the client refuses is one the aggregator answers
/// with `[]` before searching, and a search it sends is one the aggregator searches.
@Suite(.hangTimeLimit)
struct AggregatorFiltersTests {
    @Test("Random searches: the client refuses exactly those the aggregator answers [] without searching")
    func randomSearches() async throws {
        try await AggregatorTests.withAggregator(currentOnly: true) { aggregator, _ in
            let client = try BMLTClient(
                rootURL: aggregator.rootURL,
                configuration: BMLTClient.Configuration(transport: AsyncHTTPClientTransport(), cache: nil)
            )
            var random = SplitMix64(seed: 5_302)
            var refused = 0
            var sent = 0
            for _ in 0..<120 {
                let query = Self.randomQuery(using: &random)
                let parameters = query.parameters().items
                let answer = try await Self.count(client, parameters)
                // The same search with a page of every meeting, which an aggregator always searches.
                let searched = try await Self.count(
                    client,
                    parameters.filter { !$0.name.hasPrefix("page_") } + [("page_size", "100000"), ("page_num", "1")]
                )
                do {
                    let meetings = try await client.meetings(matching: query)
                    sent += 1
                    #expect(meetings.count == answer, "\(query)")
                    #expect(answer == searched || query.page != nil, "sent, but not searched: \(query)")
                } catch let error as BMLTError where error.code == .filterRequired {
                    refused += 1
                    #expect(answer == 0, "refused, but the aggregator searches: \(query)")
                    #expect(!query.namesAggregatorFilter)
                }
            }
            // Both kinds were tried, and searches that found meetings among those sent.
            #expect(refused > 20)
            #expect(sent > 40)
        }
    }

    @Test("bmlt search says which filters an aggregator needs")
    func commandLine() async throws {
        try await AggregatorTests.withAggregator(currentOnly: true) { aggregator, _ in
            let result = try await BMLTExecutable.run([
                "search", "--server", aggregator.rootURL.absoluteString, "--weekdays", "mon",
            ])
            #expect(result.status != 0)
            #expect(result.output.isEmpty)
            #expect(
                result.errorOutput.contains(
                    "An aggregator answers no meetings to a search without one of these filters"
                ),
                "\(result.errorOutput)"
            )
            #expect(result.errorOutput.contains("a location (or an address), service bodies, root servers"))
        }
    }

    /// The number of meetings the aggregator answers to raw parameters (no rule of the client's between).
    static func count(_ client: BMLTClient, _ parameters: [(name: String, value: String)]) async throws -> Int {
        let response = try await client.raw(switcher: "GetSearchResults", parameters: parameters)
        return try JSONParser.parse(response.body).elements?.count ?? -1
    }

    /// A search of a few criteria, each filter of an aggregator's in about a fifth of them.
    static func randomQuery(using random: inout SplitMix64) -> MeetingQuery {
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        var query = MeetingQuery()
        if chance(50) { query.weekdays = .only(Weekday.allCases.randomElement(using: &random)!) }
        if chance(20) { query.venueTypes = .only(.virtual) }
        if chance(15) { query.startsAfter = LocalTime(hour: Int.random(in: 6...20, using: &random)) }
        if chance(10) { query.text = MeetingQuery.TextSearch("Hope") }
        if chance(8) {
            query.meetingIDs = chance(50) ? .only([Int.random(in: 1...1600, using: &random)]) : .excluding(5)
        }
        if chance(8) {
            query.serviceBodies = chance(50) ? .only(Int.random(in: 1...40, using: &random)) : .excluding(2)
        }
        if chance(8) { query.formats = chance(50) ? .only(Int.random(in: 1...30, using: &random)) : .excluding(4) }
        if chance(6) { query.rootServerIDs = [Int.random(in: 1...2, using: &random)] }
        if chance(6) { query.fieldMatch = MeetingQuery.FieldMatch(key: "location_municipality", value: "Hicksville") }
        if chance(6) {
            query.location = .init(center: Coordinate(latitude: 40.76, longitude: -73.52), radius: .nearest(20))
        }
        if chance(6) { query.page = MeetingQuery.Page(size: 30, number: Int.random(in: 1...3, using: &random)) }
        return query
    }
}
