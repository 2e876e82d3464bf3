import BMLT
import BMLTLocalServer
import MeetingFinder
import Testing

@Test func mondayMeetingsNearHicksvilleComeFromTheLocalServer() async throws {
    try await LocalServer.withRunning { server in
        let finder = NearbyMeetings(client: try BMLTClient(rootURL: server.rootURL))
        let meetings = try await finder.mondayMeetings(
            near: Coordinate(latitude: 40.75, longitude: -73.5),
            withinMiles: 5
        )
        #expect(meetings.first?.name == "Hopeful in Hicksville")
        #expect(meetings.allSatisfy { $0.weekday == .monday })
    }
}
