import BMLTFixtures
import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

@testable import BMLTiOSLib

/// Connecting to recorded 2.16.6 answers, with service bodies no real server would send.
@Suite("BMLTiOSLib: recorded answers", .hangTimeLimit)
@MainActor
struct RecordedServerTests {
    /// Answers from the 2.16.6 recordings, and a service body list with an orphan and a parent cycle.
    struct RecordedTransport: HTTPTransport {
        static let serviceBodies = """
            [{"id":"1","parent_id":"0","name":"Region","description":"","type":"RS"},
             {"id":"2","parent_id":"1","name":"Area","description":"The area","type":"AS"},
             {"id":"5","parent_id":"99","name":"Orphan","description":"","type":"AS"},
             {"id":"3","parent_id":"4","name":"Cycle A","description":"","type":"AS"},
             {"id":"4","parent_id":"3","name":"Cycle B","description":"","type":"AS"}]
            """

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            let url = request.url.absoluteString
            let body: Data
            if url.contains("GetServerInfo") {
                body = try Fixtures.data("001_GetServerInfo.json")
            } else if url.contains("GetServiceBodies") {
                body = Data(Self.serviceBodies.utf8)
            } else if url.contains("GetFormats") {
                body = try Fixtures.data("005_GetFormats.json")
            } else if url.contains("GetLangs") {
                body = try Fixtures.data("050_GetLangs.json")
            } else {
                return TransportResponse(status: 404)
            }
            return TransportResponse(status: 200, headerFields: [.contentType: "application/json"], body: body)
        }
    }

    /// A library on the recorded answers, once it has connected.
    static func connect(_ uri: String, _ delegate: RecordingDelegate) async -> BMLTiOSLib {
        let library = BMLTiOSLib(
            inRootServerURI: uri,
            inDelegate: delegate,
            configuration: BMLTClient.Configuration(transport: RecordedTransport())
        )
        await library.finishOperations()
        return library
    }

    @Test("Orphans are top-level bodies and a parent cycle is listed once, without hanging")
    func orphansAndCycles() async throws {
        let delegate = RecordingDelegate()
        let library = await Self.connect("https://example.org/main_server/", delegate)
        #expect(delegate.names == ["serverIsValid(true)"])
        #expect(library.rootServerURI == "https://example.org/main_server")
        #expect(library.versionAsString == "2.16.6")
        #expect(library.serviceBodies.map(\.id).sorted() == [1, 2, 3, 4, 5])
        #expect(library.hierarchicalServiceBodies.children.map(\.id).contains(5))
        let area = try #require(library.getServiceBodyByID(2))
        #expect(area.parent?.id == 1)
        #expect(area.howDeepInTheRabbitHoleAmI == 1)
        #expect(area.hasParent)
        #expect(area.description == "The area")
        #expect(library.getServiceBodyByID(1)?.completeChildCount == 1)
        #expect(library.getServiceBodyByID(1)?.isSBIDInHierarchy(2) == true)
        #expect(library.allPossibleFormats.count > 10)
        #expect(library.availableServerLanguages.contains { $0.langKey == "en" && $0.isDefault })
    }

    @Test("A URI without a scheme means https; an unparsable one fails with BadURI")
    func uris() async throws {
        let delegate = RecordingDelegate()
        let library = await Self.connect("example.org/main_server", delegate)
        #expect(library.client?.rootURL.absoluteString == "https://example.org/main_server")
        #expect(delegate.take().map(\.name) == ["serverIsValid(true)"])
        let broken = BMLTiOSLib(inRootServerURI: "http://exa mple.org", inDelegate: delegate)
        await broken.finishOperations()
        #expect(delegate.names == ["error", "serverIsValid(false)"])
        #expect(broken.errorString == BMLTiOSLibCommunicationHandlerBadTestReasons.BadURI.rawValue)
    }
}
