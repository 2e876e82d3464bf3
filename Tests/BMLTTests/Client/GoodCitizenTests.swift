import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// What the aggregator's operators ask of every client (`docs/responsible-use.md` in bmlt-enabled/aggregator): say who
/// it is, ask only what an aggregator answers, back off when told, and understand a block.
@Suite("A good citizen of the BMLT world", .hangTimeLimit)
struct GoodCitizenTests {
    /// A stand-in aggregator: GetServerInfo says whether it is one; a search answers one meeting, or, from an
    /// aggregator, `[]` when it names none of the filters bmlt-server's `SwitcherController` requires; `answerOverride`
    /// answers instead while set.
    final class StandInAggregator: Sendable {
        let transport: StubTransport
        let answerOverride = Locked<TransportResponse?>(nil)

        init(isAggregator: Bool = true, meetings: Int = 1) {
            let override = answerOverride
            transport = StubTransport { request, _ in
                if let answer = override.withLockedValue({ $0 }) { return answer }
                let query = request.url.query ?? ""
                let meeting = #"{"id_bigint":"1","meeting_name":"Hope","weekday_tinyint":"2","start_time":"19:00:00"}"#
                let body =
                    if query.contains("switcher=GetServerInfo") {
                        #"[{"version":"4.1.1","versionInt":"4001001","aggregator_mode_enabled":\#(isAggregator)}]"#
                    } else if isAggregator, !Self.namesRequiredFilter(query) {
                        "[]"
                    } else {
                        "[" + Array(repeating: meeting, count: meetings).joined(separator: ",") + "]"
                    }
                return TransportResponse(
                    status: 200,
                    headerFields: [.contentType: "application/json"],
                    body: Data(body.utf8)
                )
            }
        }

        /// `SwitcherController::hasRequiredFilters`, read from the parameters: an id, service body, format or root
        /// server to include, a field match, a point, or a page.
        static func namesRequiredFilter(_ query: String) -> Bool {
            let pairs = query.split(separator: "&").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.removingPercentEncoding ?? String($0) }
                return (name: parts[0].replacingOccurrences(of: "[]", with: ""), value: parts.count > 1 ? parts[1] : "")
            }
            func has(_ name: String) -> Bool { pairs.contains { $0.name == name } }
            let included = ["meeting_ids", "services", "formats", "root_server_ids"]
            return pairs.contains { included.contains($0.name) && (Int($0.value) ?? 0) > 0 }
                || (has("meeting_key") && has("meeting_key_value")) || (has("lat_val") && has("long_val"))
                || has("page_size") || has("StringSearchIsAnAddress")
        }

        var searches: [TransportRequest] {
            transport.requests.filter { $0.url.query?.contains("switcher=GetSearchResults") == true }
        }

        func client(_ configure: (inout BMLTClient.Configuration) -> Void = { _ in }) throws -> BMLTClient {
            var configuration = BMLTClient.Configuration(transport: transport, retry: .none)
            configure(&configuration)
            return try BMLTClient("https://aggregator.example.org/main_server", configuration: configuration)
        }
    }

    @Test("An identity names the app, its contact and the library in User-Agent, and the app in callingApp")
    func identity() async throws {
        let aggregator = StandInAggregator()
        let client = try aggregator.client {
            $0.identity = ClientIdentity(
                name: "MyMeetingFinder",
                version: "1.4",
                contact: "https://example.org/about; admin@example.org"
            )
        }
        _ = try await client.meetings(matching: MeetingQuery().with { $0.rootServerIDs = [3] })
        _ = try await client.formats()
        for request in aggregator.transport.requests {
            #expect(
                request.headerFields[.userAgent]
                    == "MyMeetingFinder/1.4 (+https://example.org/about; admin@example.org) BMLT-Swift/"
                    + BMLTClient.libraryVersion
            )
            #expect(request.url.query?.hasSuffix("&callingApp=MyMeetingFinder") == true, "\(request.url)")
        }
        // Without an identity: the library's name alone, and no callingApp.
        let anonymous = StandInAggregator()
        _ = try await anonymous.client().formats()
        let request = try #require(anonymous.transport.requests.first)
        #expect(request.headerFields[.userAgent] == ClientIdentity.libraryProduct)
        #expect(request.url.query?.contains("callingApp") == false)
    }

    @Test("A User-Agent is made of tokens and a comment, whatever the app's words")
    func userAgentIsWellFormed() {
        let identity = ClientIdentity(name: "Meeting Finder", version: "2.0 (beta)", contact: "me (at) example.org\r\n")
        #expect(
            identity.userAgent == "Meeting-Finder/2.0--beta- (+me  at  example.org ) " + ClientIdentity.libraryProduct
        )
        #expect(
            ClientIdentity(name: "A", version: "1", contact: "").userAgent == "A/1 " + ClientIdentity.libraryProduct
        )
        #expect(ClientIdentity(name: "A", version: "1", contact: "", callingApp: "a_app").callingApp == "a_app")
    }

    @Test("An aggregator's empty answer on purpose is an error naming its filters, and such searches are then not sent")
    func aggregatorFilters() async throws {
        let aggregator = StandInAggregator()
        let client = try aggregator.client()
        // The first is sent (the client does not know yet what the server is); its [] makes it ask, once.
        for query in [MeetingQuery(), MeetingQuery().with { $0.weekdays = .only(.monday) }, .text("Hope")] {
            let error = await #expect(throws: BMLTError.self) { try await client.meetings(matching: query) }
            #expect(error?.code == .filterRequired)
            #expect(
                error?.errorDescription?.contains("a location (or an address), service bodies, root servers") == true
            )
        }
        #expect(aggregator.searches.count == 1)
        #expect(aggregator.transport.requests.count == 2, "one search and GetServerInfo; what it said is kept")
        // Every way of searching says the same.
        await #expect(throws: BMLTError.self) { try await client.searchResults(matching: MeetingQuery()) }
        await #expect(throws: BMLTError.self) { for try await _ in client.meetingStream() {} }
        #expect(aggregator.searches.count == 1)
        // A client that has read the server's information refuses before sending.
        let informed = StandInAggregator()
        let reader = try informed.client()
        #expect(try await reader.capabilities().isAggregator)
        let streamed = StandInAggregator()
        let streamer = try streamed.client()
        await #expect(throws: BMLTError.self) { for try await _ in streamer.meetingStream() {} }
        #expect(streamed.searches.count == 1)
        await #expect(throws: BMLTError.self) { try await reader.meetings() }
        #expect(informed.searches.isEmpty)
        let named: [MeetingQuery] = [
            MeetingQuery().with { $0.rootServerIDs = [3] },
            MeetingQuery().with { $0.serviceBodies = .only(4) },
            MeetingQuery().with { $0.meetingIDs = .only(1, 2) },
            MeetingQuery().with { $0.formats = .only(17) },
            MeetingQuery().with {
                $0.fieldMatch = MeetingQuery.FieldMatch(key: "location_municipality", values: ["Hicksville"])
            },
            MeetingQuery().with {
                $0.location = .init(center: Coordinate(latitude: 40.7, longitude: -73.5), radius: .nearest(10))
            },
            MeetingQuery().with { $0.page = MeetingQuery.Page(size: 100, number: 1) },
        ]
        for query in named { #expect(try await client.meetings(matching: query).count == 1) }
        #expect(aggregator.searches.count == 1 + named.count)
        // Excluding is no filter: an aggregator answers [] to it too.
        let excluding = MeetingQuery().with { $0.serviceBodies = .excluding(4) }
        await #expect(throws: BMLTError.self) { try await client.meetings(matching: excluding) }

        // One root server is searched whatever the query names, and never asked what it is for that.
        let server = StandInAggregator(isAggregator: false)
        let own = try server.client()
        #expect(try await own.meetings().count == 1)
        #expect(try await own.meetings(matching: .text("Hope")).count == 1)
        #expect(server.transport.requests.count == 2)
        // Its empty answer is an empty answer (it is asked what it is, once).
        let empty = StandInAggregator(isAggregator: false, meetings: 0)
        let emptyClient = try empty.client()
        #expect(try await emptyClient.meetings().isEmpty)
        #expect(try await emptyClient.meetings().isEmpty)
        #expect(empty.transport.requests.count == 3)
    }

    @Test("A 403 to a read with the operators' words is a block, said as one, and is not retried")
    func blocked() async throws {
        let aggregator = StandInAggregator()
        aggregator.answerOverride.withLockedValue {
            $0 = TransportResponse(
                status: 403,
                headerFields: [.contentType: "text/plain; charset=utf-8"],
                body: Data("This client drew too much load. Write to admin@bmlt.app".utf8)
            )
        }
        let client = try aggregator.client { $0.retry = RetryPolicy(maximumRetries: 3, initialDelay: .milliseconds(1)) }
        let error = await #expect(throws: BMLTError.self) { try await client.formats() }
        #expect(error?.code == .blocked)
        #expect(error?.serverMessage == "This client drew too much load. Write to admin@bmlt.app")
        #expect(
            error?.errorDescription
                == "The server aggregator.example.org has blocked this app: This client drew too much load. Write to "
                + "admin@bmlt.app."
        )
        #expect(error?.recoverySuggestion?.contains("writing to the server's operators") == true)
        #expect(aggregator.transport.requests.count == 1)
        // A 403 without words is no block: the status, as before.
        aggregator.answerOverride.withLockedValue { $0 = TransportResponse(status: 403) }
        let bare = await #expect(throws: BMLTError.self) { try await client.serviceBodies() }
        #expect(bare?.code == .httpStatus)
    }

    @Test("429, 502, 503 and 504 are retried after growing delays, never at once, and Retry-After is waited out")
    func backOff() async throws {
        let policy = RetryPolicy(maximumRetries: 3, initialDelay: .milliseconds(40), maximumDelay: .seconds(2))
        for attempt in 1...3 {
            let delay = try #require(policy.delay(beforeRetry: attempt))
            #expect(delay >= .milliseconds(30) * (1 << (attempt - 1)))
            #expect(delay <= .milliseconds(50) * (1 << (attempt - 1)))
        }
        // Retry-After is a floor; beyond the policy's longest wait, there is no retry.
        #expect(try #require(policy.delay(beforeRetry: 1, retryAfter: .seconds(1))) == .seconds(1))
        #expect(try #require(policy.delay(beforeRetry: 1, retryAfter: .zero)) >= .milliseconds(30))
        #expect(policy.delay(beforeRetry: 1, retryAfter: .seconds(3)) == nil)

        for status in [429, 502, 503, 504] {
            let times = Locked<[ContinuousClock.Instant]>([])
            let transport = StubTransport { _, attempt in
                times.withLockedValue { $0.append(.now) }
                return attempt < 3
                    ? TransportResponse(status: HTTPResponse.Status(code: status), headerFields: [.retryAfter: "0"])
                    : TransportResponse(status: 200, body: Data("[]".utf8))
            }
            var configuration = BMLTClient.Configuration(transport: transport, retry: policy)
            configuration.cache = nil
            _ = try await BMLTClient("https://aggregator.example.org/main_server", configuration: configuration)
                .formats()
            let instants = times.withLockedValue { $0 }
            #expect(instants.count == 3)
            for (earlier, later) in zip(instants, instants.dropFirst()) {
                #expect(later - earlier >= .milliseconds(30), "status \(status)")
            }
        }
        // A server that asks for a longer wait than the policy's gets no retry, and the error says how long.
        let busy = StubTransport { _, _ in TransportResponse(status: 429, headerFields: [.retryAfter: "120"]) }
        let client = try BMLTClient(
            "https://aggregator.example.org/main_server",
            configuration: BMLTClient.Configuration(transport: busy, retry: policy)
        )
        let error = await #expect(throws: BMLTError.self) { try await client.formats() }
        #expect(error?.retryAfter == .seconds(120))
        #expect(busy.requests.count == 1)
    }
}
