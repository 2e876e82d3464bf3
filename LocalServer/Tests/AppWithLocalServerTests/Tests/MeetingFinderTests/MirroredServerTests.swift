import BMLT
import BMLTLocalServer
import Foundation
import MeetingFinder
import Testing

/// The app's tests on a mirror of the server it targets, as the DocC catalog of `BMLTLocalServer` shows: the first run
/// reads the server into a file, later runs serve the file without a network. Here the "region's server" is a local
/// server on the sample data, so that the test runs offline; an app names its real server.
@Test func mondayMeetingsNearHicksvilleComeFromAMirror() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("region-\(UUID().uuidString).sqlite")
    defer { try? FileManager.default.removeItem(at: file) }
    let region = try await LocalServer.start()
    let configuration = LocalServer.Configuration(
        role: .mirror(LocalServer.Mirror(origin: region.rootURL)),
        storage: .file(file)
    )

    let first = try await LocalServer.start(configuration)
    let read = try await mondayMeetings(on: first)
    await first.stop()
    await region.stop()

    // The region's server is away: the file is served as it was read (by a server on another port).
    let offline = try await LocalServer.start(configuration)
    #expect(try await mondayMeetings(on: offline).map(\.id) == read.map(\.id))
    #expect(read.first?.name == "Hopeful in Hicksville")
    await offline.stop()
}

private func mondayMeetings(on server: LocalServer) async throws -> [Meeting] {
    let finder = NearbyMeetings(client: try BMLTClient(rootURL: server.rootURL))
    return try await finder.mondayMeetings(near: Coordinate(latitude: 40.75, longitude: -73.5), withinMiles: 5)
}
