@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTTestSupport
import Foundation
import GRDB
import HTTPTypes
import Logging
import NIOConcurrencyHelpers
import Testing

@testable import BMLTLocalServer

/// A mirror (``LocalServer/Mirror``) of a local server on the sample data: what it reads, how it syncs, and what it
/// does with an origin that fails. (The conformance suite and `bmlt-differential --mirror` hold mirrors of the real
/// 2.16.6 and 4.x servers to their answers.) One test at a time: each reads a whole server, which is work enough.
@Suite("A mirror of a BMLT server", .serialized, .hangTimeLimit)
struct MirrorTests {
    /// Passes requests to a real transport, and lets a test change what comes back.
    final class FaultyTransport: HTTPTransport {
        typealias Fault =
            @Sendable (_ request: TransportRequest, _ number: Int, _ answer: TransportResponse) throws ->
            TransportResponse
        private let base = AsyncHTTPClientTransport()
        private let state = NIOLockedValueBox<(count: Int, fault: Fault?, queries: [String])>((0, nil, []))

        /// From now on, answers go through `fault` (`nil`: as they come).
        func inject(_ fault: Fault?) { state.withLockedValue { $0.fault = fault } }

        /// The queries sent so far.
        var queries: [String] { state.withLockedValue(\.queries) }

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            let (number, fault) = state.withLockedValue { state in
                state.count += 1
                state.queries.append(request.url.query ?? "")
                return (state.count, state.fault)
            }
            let answer = try await base.send(request)
            return try fault?(request, number, answer) ?? answer
        }
    }

    struct Refused: Error {}

    static func origin(_ mode: LocalServer.Mode = .current) async throws -> LocalServer {
        try await LocalServer.start(LocalServer.Configuration(mode: mode))
    }

    static func mirror(
        of origin: LocalServer,
        transport: any HTTPTransport = AsyncHTTPClientTransport(),
        storage: LocalServer.Storage = .inMemory,
        resetsData: Bool = false,
        syncInterval: Duration? = nil
    ) async throws -> LocalServer {
        try await LocalServer.start(
            LocalServer.Configuration(
                role: .mirror(
                    LocalServer.Mirror(
                        origin: origin.rootURL,
                        syncInterval: syncInterval,
                        transport: transport,
                        requestTimeout: .seconds(10)
                    )
                ),
                storage: storage,
                resetsData: resetsData
            )
        )
    }

    /// A read query's answer body, with the server's own root URL written as `root`.
    static func answer(
        _ server: LocalServer,
        _ query: String,
        format: String = "json",
        rootAs root: URL? = nil
    ) async throws -> String {
        let url = URL(string: server.rootURL.absoluteString + "/client_interface/\(format)/?" + query)!
        let body = String(
            decoding: try await AsyncHTTPClientTransport().send(TransportRequest(url: url)).body,
            as: UTF8.self
        )
        guard let root else { return body }
        let escaped = { (url: URL) in url.absoluteString.replacingOccurrences(of: "/", with: "\\/") }
        return body.replacingOccurrences(of: escaped(server.rootURL), with: escaped(root))
            .replacingOccurrences(of: server.rootURL.absoluteString, with: root.absoluteString)
    }

    static let queries = [
        "switcher=GetSearchResults&advanced_published=0", "switcher=GetSearchResults&weekdays[]=2&services[]=1002",
        "switcher=GetSearchResults&SearchString=Brooklyn", "switcher=GetFormats&show_all=1",
        "switcher=GetFormats&lang_enum=es", "switcher=GetServiceBodies", "switcher=GetFieldKeys",
        "switcher=GetFieldValues&meeting_key=location_municipality", "switcher=GetFieldValues&meeting_key=formats",
        "switcher=GetServerInfo", "switcher=GetCoverageArea",
    ]

    static func expectSameAnswers(_ mirror: LocalServer, _ origin: LocalServer) async throws {
        for query in queries {
            let expected = try await answer(origin, query)
            let actual = try await answer(mirror, query, rootAs: origin.rootURL)
            #expect(actual == expected, "\(query)")
        }
    }

    @Test("A mirror reads its origin whole and answers in its interface", arguments: LocalServer.Mode.allCases)
    func readsWhole(mode: LocalServer.Mode) async throws {
        let origin = try await Self.origin(mode)
        let mirror = try await Self.mirror(of: origin)
        #expect(mirror.mode == mode)
        // Every meeting, published or not; formats in every language; no users or change history.
        let loaded = try #require(mirror.loadedData)
        #expect(loaded.meetings == 1_555 && loaded.serviceBodies == 44 && loaded.users == 0 && loaded.changes == 0)
        #expect(loaded.formats == origin.loadedData?.formats)
        try await Self.expectSameAnswers(mirror, origin)
        #expect(await mirror.mirror?.lastSync?.kind == .whole)
        #expect(await mirror.mirror?.lastFailure == nil)
        await mirror.stop()
        await origin.stop()
    }

    @Test("A mirror of a 4.x server keeps an unpublished meeting's formats in their stored order")
    func keepsUnpublishedFormatOrder() async throws {
        // The sample's unpublished meeting 186 stores "17,1,5,33": GetFieldValues leaves it out and a search shows
        // its formats sorted, but TSML lists their types (Open, Beginners) in the stored order.
        let origin = try await Self.origin()
        let mirror = try await Self.mirror(of: origin)
        for language in ["", "&lang_enum=es"] {
            let query = "switcher=GetSearchResults&advanced_published=0&meeting_ids[]=186&meeting_ids[]=1" + language
            let expected = try await Self.answer(origin, query, format: "tsml")
            #expect(expected.contains(#""types":["O","BEG"#))
            #expect(try await Self.answer(mirror, query, format: "tsml", rootAs: origin.rootURL) == expected)
        }
        await mirror.stop()
        await origin.stop()
    }

    @Test(
        "A stored format list is put back together from its sorted formats and its TSML types",
        arguments: [
            ([1, 5, 17, 33], ["O", "BEG"], "17,1,5,33"),
            ([4, 17], ["C", "O", "C"], "4,17,4"),
            ([2, 3, 9], [], "2,3,9"),
            ([1, 17], ["O", "X"], "1,17"),
            // The sample's unpublished meetings 246 (Closed Holidays has no TSML type) and 33.
            ([5, 17, 19], ["O", "VAR"], "5,17,19"),
            ([4, 7, 19, 33], ["C", "VAR", "SP"], "4,7,19,33"),
        ]
    )
    func storedFormatsFromTypes(sorted: [Int], types: [String], stored: String) {
        let typeOfFormat = [1: "BEG", 4: "C", 17: "O", 19: "VAR", 33: "SP"]
        #expect(OriginData.storedFormats(sortedIDs: sorted, tsmlTypes: types, typeOfFormat: typeOfFormat) == stored)
    }

    @Test("A mirror refuses administration, naming its origin")
    func refusesAdministration() async throws {
        let origin = try await Self.origin()
        let mirror = try await Self.mirror(of: origin)
        let transport = AsyncHTTPClientTransport()
        for (method, path) in [
            (HTTPRequest.Method.get, "/api/v1/meetings"), (.post, "/api/v1/auth/token"), (.patch, "/api/v1/meetings/1"),
            (.post, "/local_server/server_admin/json.php"),
        ] {
            let answer = try await transport.send(
                TransportRequest(method: method, url: URL(string: mirror.rootURL.absoluteString + path)!)
            )
            #expect(answer.status == .forbidden, "\(method) \(path)")
            let message = String(decoding: answer.body, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
            #expect(message.contains("read-only mirror of \(origin.rootURL.absoluteString)"))
        }
        await mirror.stop()
        await origin.stop()
    }

    @Test("A sync reads the meetings GetChanges names: edited, created, deleted")
    func syncsChanges() async throws {
        let origin = try await Self.origin()
        let mirror = try await Self.mirror(of: origin)
        let token = try await origin.store.database.write { db in
            let seed = Seed(db: db)
            return try seed.token(for: try seed.account(Account.Level.admin))
        }
        let api = { (method: HTTPRequest.Method, path: String, json: [String: Any]?) in
            var fields: HTTPFields = [.authorization: "Bearer \(token)", .accept: "application/json"]
            if json != nil { fields[.contentType] = "application/json" }
            return try await AsyncHTTPClientTransport().send(
                TransportRequest(
                    method: method,
                    url: URL(string: origin.rootURL.absoluteString + "/api/v1" + path)!,
                    headerFields: fields,
                    body: try json.map { try JSONSerialization.data(withJSONObject: $0) }
                )
            )
        }
        #expect(
            try await api(.patch, "/meetings/188", ["name": "Hopeful In Hicksville, Mirrored"]).status == .noContent
        )
        #expect(try await api(.delete, "/meetings/14", nil).status == .noContent)
        // Unpublished: a mirror keeps it, as `advanced_published=0` shows it.
        #expect(try await api(.patch, "/meetings/189", ["published": false]).status == .noContent)

        let sync = try #require(try await mirror.mirror?.sync())
        #expect(sync.kind == .changes && sync.meetingsUpdated == 2 && sync.meetingsRemoved == 1)
        #expect(sync.data.meetings == 1_554)
        try await Self.expectSameAnswers(mirror, origin)
        await mirror.stop()
        await origin.stop()
    }

    @Test("An origin that cannot say what changed is read whole")
    func wholeSyncWithoutChanges() async throws {
        let origin = try await Self.origin()
        let transport = FaultyTransport()
        let mirror = try await Self.mirror(of: origin, transport: transport)
        transport.inject { request, _, answer in
            guard request.url.query?.contains("GetChanges") == true else { return answer }
            return TransportResponse(status: .internalServerError, body: Data("Server Error".utf8))
        }
        let sync = try #require(try await mirror.mirror?.sync())
        #expect(sync.kind == .whole && sync.note?.contains("GetChanges") == true)
        try await Self.expectSameAnswers(mirror, origin)
        await mirror.stop()
        await origin.stop()
    }

    /// A bad origin, and the words its error must hold.
    enum BadOrigin: String, CaseIterable, CustomTestStringConvertible {
        case notBMLT, notJSON, cutShort, stopsAnswering, wrongShape, notFound

        var testDescription: String { rawValue }

        var reason: String {
            switch self {
            case .notBMLT: "not a BMLT server"
            case .notJSON, .cutShort: "that are not JSON"
            case .stopsAnswering: "did not answer"
            case .wrongShape: "whose elements are not all objects"
            case .notFound: "HTTP status 404"
            }
        }

        /// Breaks the answers from the request `from` on (the first read makes about thirty).
        func fault(from first: Int) -> FaultyTransport.Fault {
            { request, number, answer in
                guard number >= first else { return answer }
                let query = request.url.query ?? ""
                switch self {
                case .notBMLT:
                    return query.contains("GetServerInfo")
                        ? TransportResponse(status: .ok, body: Data(#"[{"name":"a blog"}]"#.utf8)) : answer
                case .notJSON: return TransportResponse(status: .ok, body: Data("<html>Welcome</html>".utf8))
                case .cutShort:
                    return query.contains("GetSearchResults")
                        ? TransportResponse(status: .ok, body: answer.body.prefix(answer.body.count / 2)) : answer
                case .stopsAnswering: throw Refused()
                case .wrongShape:
                    return query.contains("GetServiceBodies")
                        ? TransportResponse(status: .ok, body: Data(#"["a","b"]"#.utf8)) : answer
                case .notFound: return TransportResponse(status: .notFound, body: Data("Not Found".utf8))
                }
            }
        }
    }

    @Test("A bad origin stops a first read with a clear error", arguments: BadOrigin.allCases)
    func badOriginAtStart(bad: BadOrigin) async throws {
        let origin = try await Self.origin()
        let transport = FaultyTransport()
        transport.inject(bad.fault(from: bad == .stopsAnswering ? 5 : 1))
        await #expect {
            _ = try await Self.mirror(of: origin, transport: transport)
        } throws: { error in
            guard let error = error as? LocalServerError, error.code == .originFailed else { return false }
            let reason = error.reason
            return reason.contains(origin.rootURL.absoluteString) && reason.contains(bad.reason)
        }
        await origin.stop()
    }

    @Test("A failed sync keeps the last good data and says why", arguments: BadOrigin.allCases)
    func badOriginMidSync(bad: BadOrigin) async throws {
        let origin = try await Self.origin()
        let transport = FaultyTransport()
        let mirror = try await Self.mirror(of: origin, transport: transport)
        let before = try await Self.answer(mirror, "switcher=GetSearchResults&advanced_published=0")
        // Part way through a whole read: the answers before the broken ones are good.
        transport.inject(bad.fault(from: transport.queries.count + ([.notBMLT, .wrongShape].contains(bad) ? 1 : 4)))
        await #expect(throws: LocalServerError.self) { try await mirror.mirror?.sync(whole: true) }
        #expect(try await Self.answer(mirror, "switcher=GetSearchResults&advanced_published=0") == before)
        #expect(await mirror.mirror?.lastFailure?.reason.contains(bad.reason) == true)
        #expect(await mirror.mirror?.lastSync?.kind == .whole)
        // The origin answers again: the next sync succeeds.
        transport.inject(nil)
        #expect(try #require(try await mirror.mirror?.sync()).data.meetings == 1_555)
        #expect(await mirror.mirror?.lastFailure == nil)
        await mirror.stop()
        await origin.stop()
    }

    @Test(
        "A comparison with the origin's meetings finds changes no change record names",
        arguments: LocalServer.Mode.allCases
    )
    func findsUnrecordedChanges(mode: LocalServer.Mode) async throws {
        let origin = try await Self.origin(mode)
        var settings = LocalServer.Mirror(origin: origin.rootURL, comparisonInterval: nil)
        let uncompared = try await LocalServer.start(LocalServer.Configuration(role: .mirror(settings)))
        settings.comparisonInterval = .zero
        let compared = try await LocalServer.start(LocalServer.Configuration(role: .mirror(settings)))
        // The origin's database put back from an earlier state: one meeting renamed, one gone, without a change record.
        try await origin.store.database.write { db in
            try db.execute(
                sql: "UPDATE meeting_data SET data_string = 'Restored' WHERE meetingid_bigint = 188 AND key = ?",
                arguments: ["meeting_name"]
            )
            for table in ["meeting_data", "meeting_longdata"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE meetingid_bigint = 189")
            }
            try db.execute(sql: "DELETE FROM meetings WHERE id_bigint = 189")
        }
        origin.store.invalidateSnapshot()
        let query = "switcher=GetSearchResults&advanced_published=0&meeting_ids[]=188&meeting_ids[]=189"
        let expected = try await Self.answer(origin, query)
        #expect(expected.contains("Restored"))

        let missed = try #require(try await uncompared.mirror?.sync())
        #expect(missed.meetingsUpdated == 0 && missed.note == nil)
        #expect(try await Self.answer(uncompared, query, rootAs: origin.rootURL) != expected)

        let found = try #require(try await compared.mirror?.sync())
        #expect(found.kind == .whole)
        #expect(found.note?.contains("found 2 changed that its GetChanges does not name") == true)
        #expect(try await Self.answer(compared, query, rootAs: origin.rootURL) == expected)
        try await Self.expectSameAnswers(compared, origin)
        // Nothing changed since: the next comparison finds nothing.
        let again = try #require(try await compared.mirror?.sync())
        #expect(again.kind == .changes && again.meetingsUpdated == 0 && again.note == nil)
        for server in [uncompared, compared, origin] { await server.stop() }
    }

    @Test("A mirror's change history and version are its origin's", arguments: LocalServer.Mode.allCases)
    func mirrorsTheHistory(mode: LocalServer.Mode) async throws {
        let origin = try await Self.origin(mode)
        let session = try await BMLTClient(rootURL: origin.rootURL)
            .login(username: "nasc_admin", password: "CoreysGoryStory")
        func rename(_ id: Int, _ name: String) async throws {
            var edit = try await session.edit(meetingID: id)
            edit.meeting.name = name
            _ = try await session.save(edit)
        }
        try await rename(188, "Before The Mirror")
        let mirror = try await Self.mirror(of: origin)
        let queries = [
            "switcher=GetChanges", "switcher=GetChanges&meeting_id=188", "switcher=GetChanges&meeting_id=832",
            "switcher=GetChanges&service_body_id=1002", "switcher=GetChanges&service_body_id=1",
            "switcher=GetChanges&start_date=2000-01-01&end_date=2000-01-02", "switcher=GetChanges&start_date=bad",
            "switcher=GetServerInfo",
        ]
        func expectSameHistory() async throws {
            for query in queries {
                let expected = try await Self.answer(origin, query)
                #expect(try await Self.answer(mirror, query, rootAs: origin.rootURL) == expected, "\(query)")
            }
        }
        #expect(try await Self.answer(origin, "switcher=GetChanges").contains("Before The Mirror"))
        try await expectSameHistory()
        try await rename(832, "After The Mirror")
        try await rename(188, "Hopeful In Hicksville")
        _ = try #require(try await mirror.mirror?.sync())
        try await expectSameHistory()
        _ = try #require(try await mirror.mirror?.sync(whole: true))
        try await expectSameHistory()
        await mirror.stop()
        await origin.stop()
    }

    @Test("An outage is warned of once, and its end said")
    func outageWarnedOnce() async throws {
        let origin = try await Self.origin()
        let transport = FaultyTransport()
        let log = CapturingLogHandler()
        var configuration = LocalServer.Configuration(
            role: .mirror(LocalServer.Mirror(origin: origin.rootURL, transport: transport))
        )
        configuration.logger = Logger(label: "mirror") { _ in log }
        let mirror = try await LocalServer.start(configuration)
        transport.inject { _, _, _ in throw Refused() }
        for _ in 0..<3 { await #expect(throws: LocalServerError.self) { try await mirror.mirror?.sync() } }
        transport.inject(nil)
        _ = try #require(try await mirror.mirror?.sync())
        let said = log.lines.filter { $0.hasPrefix("warning") || $0.hasPrefix("notice") }
        #expect(said.count == 2, "\(said)")
        #expect(said.first?.hasPrefix("warning Mirror sync failed; serving the last good data") == true)
        #expect(said.last?.hasPrefix("notice Mirror sync works again") == true)
        await mirror.stop()
        await origin.stop()
    }

    @Test("An origin that changes while it is read is read again")
    func changesWhileRead() async throws {
        let origin = try await Self.origin()
        let transport = FaultyTransport()
        // The first list of service bodies lacks one that meetings are in, as when a body is added mid-read.
        transport.inject { request, _, answer in
            guard request.url.query?.contains("GetServiceBodies") == true else { return answer }
            transport.inject(nil)
            let bodies = try JSONSerialization.jsonObject(with: answer.body) as? [[String: Any]] ?? []
            let fewer = bodies.filter { $0["id"] as? String != "1002" }
            return TransportResponse(status: .ok, body: try JSONSerialization.data(withJSONObject: fewer))
        }
        let mirror = try await Self.mirror(of: origin, transport: transport)
        #expect(transport.queries.filter { $0.contains("GetServerInfo") }.count == 2)
        #expect(mirror.loadedData?.serviceBodies == 44)
        await mirror.stop()

        // When it stays inconsistent, the read fails rather than keep meetings of a body it does not list.
        transport.inject { request, _, answer in
            guard request.url.query?.contains("GetServiceBodies") == true else { return answer }
            return TransportResponse(status: .ok, body: Data("[]".utf8))
        }
        await #expect {
            _ = try await Self.mirror(of: origin, transport: transport)
        } throws: { error in
            let error = error as? LocalServerError
            return error?.code == .originFailed && error?.reason.contains("after a second read") == true
        }
        await origin.stop()
    }

    @Test("A mirror's file keeps its data across restarts, and is served while the origin is away")
    func keepsFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mirror.sqlite")
        let origin = try await Self.origin(.legacy)
        let first = try await Self.mirror(of: origin, storage: .file(file))
        let before = try await Self.answer(first, "switcher=GetSearchResults&services[]=1002")
        await first.stop()
        await origin.stop()

        let again = try await Self.mirror(of: origin, storage: .file(file))
        #expect(again.mode == .legacy && again.loadedData == nil)
        let query = "switcher=GetSearchResults&services[]=1002"
        #expect(try await Self.answer(again, query, rootAs: first.rootURL) == before)
        await #expect(throws: LocalServerError.self) { try await again.mirror?.sync() }
        #expect(try await Self.answer(again, query, rootAs: first.rootURL) == before)
        await again.stop()
    }

    @Test("A mirror does not replace a file's other data unless told to")
    func refusesOtherData() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("data.sqlite")
        await (try await LocalServer.start(LocalServer.Configuration(storage: .file(file)))).stop()
        let origin = try await Self.origin()
        await #expect {
            _ = try await Self.mirror(of: origin, storage: .file(file))
        } throws: { error in
            (error as? LocalServerError)?.code == .holdsOtherData
        }
        let mirror = try await Self.mirror(of: origin, storage: .file(file), resetsData: true)
        #expect(mirror.loadedData?.meetings == 1_555)
        await mirror.stop()
        await origin.stop()
    }

    @Test("A mirror with an interval syncs on its own")
    func syncsOnItsOwn() async throws {
        let origin = try await Self.origin()
        let mirror = try await Self.mirror(of: origin, syncInterval: .milliseconds(100))
        let first = try #require(await mirror.mirror?.lastSync)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        while await mirror.mirror?.lastSync == first, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(await mirror.mirror?.lastSync?.kind == .changes)
        await mirror.stop()
        await origin.stop()
    }

    @Test("A server that is not a mirror has no mirror to sync")
    func notAMirror() async throws {
        let server = try await Self.origin()
        #expect(server.mirror == nil && server.aggregator == nil)
        await server.stop()
    }
}
