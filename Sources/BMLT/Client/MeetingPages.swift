/// The pages of a search, fetched lazily one after another (see ``BMLTClient/meetingPages(matching:pageSize:)``).
public struct MeetingPages: AsyncSequence, Sendable {
    public typealias Element = [Meeting]

    let client: BMLTClient
    let query: MeetingQuery
    let pageSize: Int

    public func makeAsyncIterator() -> Iterator {
        Iterator(client: client, query: query, pageSize: pageSize)
    }

    public struct Iterator: AsyncIteratorProtocol {
        let client: BMLTClient
        let query: MeetingQuery
        let pageSize: Int
        private var nextPage: Int
        private var isFinished = false

        init(client: BMLTClient, query: MeetingQuery, pageSize: Int) {
            self.client = client
            self.query = query
            self.pageSize = pageSize
            self.nextPage = query.page?.number ?? 1
        }

        public mutating func next() async throws -> [Meeting]? {
            guard !isFinished else { return nil }
            let pageNumber = nextPage
            let meetings: [Meeting]
            do {
                meetings = try await client.meetings(
                    matching: query.with { $0.page = MeetingQuery.Page(size: pageSize, number: pageNumber) }
                )
            } catch {
                isFinished = true
                throw error
            }
            nextPage += 1
            if meetings.count < pageSize { isFinished = true }
            return meetings.isEmpty ? nil : meetings
        }
    }
}
