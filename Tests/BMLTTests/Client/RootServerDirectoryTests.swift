import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Root server directories and duplicate meetings")
struct RootServerDirectoryTests {
    @Test func anAggregatorsServers() async throws {
        // The shape of GET /api/v1/rootservers in the server's OpenAPI document.
        let answer = #"""
            [{"id":1,"sourceId":102,"name":"Greater New York Region","url":"https://bmlt.gnyr.org/main_server/",
              "statistics":{"serviceBodies":{"numZones":0,"numRegions":1,"numAreas":20,"numGroups":0},
              "meetings":{"numTotal":1555,"numInPerson":1400,"numVirtual":100,"numHybrid":55,"numUnknown":0}},
              "serverInfo":"{}","lastSuccessfulImport":"2026-11-22 04:00:00"},
             {"id":2,"sourceId":7,"name":"Elsewhere","url":"https://example.net/main_server","lastSuccessfulImport":null}]
            """#
        let transport = StubTransport(body: answer)
        let client = try BMLTClient.stubbed(transport)
        let servers = try await client.rootServers()
        #expect(
            transport.requests.first?.url.absoluteString == "https://bmlt.example.org/main_server/api/v1/rootservers"
        )
        #expect(servers.map(\.id) == [1, 2] && servers.map(\.sourceID) == [102, 7])
        #expect(servers[0].name == "Greater New York Region" && servers[0].url.host == "bmlt.gnyr.org")
        #expect(servers[0].lastSuccessfulImport == "2026-11-22 04:00:00" && servers[1].lastSuccessfulImport == nil)

        let notAnAggregator = try BMLTClient.stubbed(
            StubTransport(
                status: 404,
                body: #"{"message":"Endpoint is unavailable when aggregator mode is disabled."}"#
            )
        )
        await #expect(throws: BMLTError.self) { try await notAnAggregator.rootServers() }
    }

    @Test func listFiles() throws {
        let serverList = #"[{"id":"102","name":"GNYR","rootURL":"https://bmlt.gnyr.org/main_server/"}]"#
        let fromJSON = try RootServerEntry.list(fromFile: Data(serverList.utf8))
        #expect(
            fromJSON == [
                RootServerEntry(sourceID: 102, name: "GNYR", url: URL(string: "https://bmlt.gnyr.org/main_server/")!)
            ]
        )

        let text = "# our servers\nhttps://a.example.org/main_server\n\n  http://127.0.0.1:8000/main_server  \n"
        let fromText = try RootServerEntry.list(fromFile: Data(text.utf8))
        #expect(
            fromText.map(\.url.absoluteString) == [
                "https://a.example.org/main_server", "http://127.0.0.1:8000/main_server",
            ]
        )
        #expect(fromText.map(\.name) == ["a.example.org", "127.0.0.1"])

        for bad in ["ftp://example.org", #"[{"name":"no address"}]"#, #"[1, 2]"#, "[{"] {
            #expect(throws: BMLTError.self, "\(bad)") { try RootServerEntry.list(fromFile: Data(bad.utf8)) }
        }
    }

    @Test func theSameMeetingOnTwoServers() {
        let meeting = Meeting(
            id: 1,
            serviceBodyID: 1,
            weekday: .monday,
            startTime: LocalTime(hour: 19),
            coordinate: Coordinate(latitude: 40.7501, longitude: -73.5002),
            name: "Café Recovery"
        )
        var copy = meeting
        copy.id = 900
        copy.serviceBodyID = 7
        copy.name = "cafe recovery!"
        copy.coordinate = Coordinate(latitude: 40.75012, longitude: -73.50018)
        #expect(meeting.isSameMeeting(as: copy))
        var otherDay = copy
        otherDay.weekday = .tuesday
        var otherTime = copy
        otherTime.startTime = LocalTime(hour: 19, minute: 30)
        var otherPlace = copy
        otherPlace.coordinate = Coordinate(latitude: 40.8, longitude: -73.5)
        var otherGroup = copy
        otherGroup.name = "Café Serenity"
        for other in [otherDay, otherTime, otherPlace, otherGroup] { #expect(!meeting.isSameMeeting(as: other)) }
        // Without coordinates, the street and town say where.
        var placeless = meeting
        placeless.coordinate = nil
        placeless.location = Meeting.Location(street: "1 Main St.", municipality: "Hicksville")
        var placelessCopy = placeless
        placelessCopy.location = Meeting.Location(street: "1 MAIN ST", municipality: "hicksville")
        #expect(placeless.isSameMeeting(as: placelessCopy))
    }
}
