/// The meetings of a search, decoded as the answer arrives (see ``BMLTClient/meetingStream(matching:)``).
///
/// Meetings are read from the network only as they are consumed, so a caller that does not keep them needs memory
/// for one meeting and one chunk of the answer, not for the whole answer. Stopping early (leaving the loop, or
/// cancelling the task) closes the connection.
public struct MeetingStream: AsyncSequence, Sendable {
    public typealias Element = Meeting

    let client: BMLTClient
    let query: MeetingQuery

    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, query: query)
    }

    public struct Iterator: AsyncIteratorProtocol {
        private let client: BMLTClient
        private let query: MeetingQuery
        /// The answer being read, once it has started.
        private var answer: (body: HTTPBodyChunks.Iterator, decoder: MeetingStreamDecoder)?
        /// Meetings decoded from the last chunk and not yet handed out.
        private var ready: [Meeting] = []
        private var nextReady = 0
        private var isFinished = false
        /// Whether the answer held any meeting.
        private var foundAny = false
        /// How a 2.x server's venue types are read, once the answer has started.
        private var venueTypes: LegacyVenueTypes?

        init(client: BMLTClient, query: MeetingQuery) {
            self.client = client
            self.query = query
        }

        public mutating func next() async throws -> Meeting? {
            while nextReady == ready.count {
                guard !isFinished else { return nil }
                do {
                    try await readMore()
                } catch {
                    isFinished = true
                    throw error
                }
            }
            defer { nextReady += 1 }
            return ready[nextReady]
        }

        /// Reads chunks until some meetings are ready or the answer ends.
        private mutating func readMore() async throws {
            ready.removeAll(keepingCapacity: true)
            nextReady = 0
            if answer == nil {
                let (response, url, venueTypes) = try await client.searchStream(query.with { $0.content = .meetings })
                answer = (
                    response.body.makeAsyncIterator(),
                    MeetingStreamDecoder(
                        url: url,
                        maximumHeld: client.configuration.maximumResponseSize
                    )
                )
                self.venueTypes = venueTypes
            }
            while ready.isEmpty, !isFinished {
                try Task.checkCancellation()
                if let chunk = try await answer?.body.next() {
                    try answer?.decoder.decode(chunk, into: &ready)
                } else {
                    ready = try answer?.decoder.finish() ?? []
                    isFinished = true
                    answer = nil
                    if !foundAny, ready.isEmpty { try await client.refuseAggregatorsEmptyAnswer(to: query) }
                }
                foundAny = foundAny || !ready.isEmpty
                if let venueTypes { ready = venueTypes.meetings(ready) }
            }
        }
    }
}
