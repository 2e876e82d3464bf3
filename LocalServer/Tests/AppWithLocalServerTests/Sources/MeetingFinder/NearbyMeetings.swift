public import BMLT

/// What an app's screen asks for: the Monday meetings within a few miles of a place, nearest first.
public struct NearbyMeetings: Sendable {
    private let client: BMLTClient

    public init(client: BMLTClient) {
        self.client = client
    }

    public func mondayMeetings(near place: Coordinate, withinMiles miles: Double) async throws -> [Meeting] {
        var query = MeetingQuery.near(place, within: .distance(.miles(miles)))
        query.weekdays = .only(.monday)
        query.sort = .distance
        return try await client.meetings(matching: query)
    }
}
