import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// Writes test data into a local server's database, the way bmlt-server's feature tests create their models.
struct Seed {
    let db: Database

    /// The defaults of bmlt-server's `GetSearchResultsTest::$mainFieldDefaults`.
    static var meetingDefaults: [String: (any DatabaseValueConvertible)?] {
        [
            "worldid_mixed": "worldid_mixed_default", "service_body_bigint": 1, "weekday_tinyint": 1, "venue_type": 1,
            "start_time": "19:00:00", "duration_time": "01:00:00", "time_zone": "", "formats": "17,29,30",
            "lang_enum": "en",
            "longitude": -79.793701171875, "latitude": 36.065752051707, "published": 1,
        ]
    }

    @discardableResult
    func meeting(
        _ main: [String: (any DatabaseValueConvertible)?] = [:],
        data: [String: String?] = ["meeting_name": "NA Meeting"],
        longData: [String: String] = [:]
    ) throws -> Int {
        let values = Self.meetingDefaults.merging(main) { _, new in new }
        let columns = values.keys.sorted()
        try db.execute(
            sql:
                "INSERT INTO meetings (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(columns.map { values[$0]! })
        )
        let id = Int(db.lastInsertedRowID)
        var fields = data
        if fields["meeting_name"] == nil, longData["meeting_name"] == nil { fields["meeting_name"] = "NA Meeting" }
        for (key, value) in fields {
            let template = try Row.fetchOne(
                db,
                sql: "SELECT field_prompt, visibility FROM meeting_data WHERE meetingid_bigint = 0 AND key = ?",
                arguments: [key]
            )
            try db.execute(
                sql:
                    "INSERT INTO meeting_data (meetingid_bigint, key, field_prompt, lang_enum, visibility, data_string) VALUES (?, ?, ?, 'en', ?, ?)",
                arguments: [id, key, template?["field_prompt"] as String?, template?["visibility"] as Int?, value]
            )
        }
        for (key, value) in longData {
            try db.execute(
                sql:
                    "INSERT INTO meeting_longdata (meetingid_bigint, key, lang_enum, data_blob) VALUES (?, ?, 'en', ?)",
                arguments: [id, key, value]
            )
        }
        return id
    }

    @discardableResult
    func serviceBody(
        _ name: String,
        type: String = "AS",
        parent: Int = 0,
        url: String? = nil,
        helpline: String? = nil,
        worldID: String? = nil,
        email: String = "",
        principal: Int? = nil,
        editors: [Int]? = nil
    ) throws -> Int {
        try db.execute(
            sql: """
                INSERT INTO service_bodies (name_string, description_string, sb_type, sb_owner, uri_string,
                    kml_file_uri_string, worldid_mixed, sb_meeting_email, principal_user_bigint, editors_string)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                name, name + " description", type, parent, url, helpline, worldID, email, principal,
                editors?.map(String.init).joined(separator: ","),
            ]
        )
        return Int(db.lastInsertedRowID)
    }

    func format(
        _ sharedID: Int,
        key: String,
        name: String,
        language: String = "en",
        worldID: String? = "worldid",
        type: String? = nil
    ) throws {
        try db.execute(
            sql:
                "INSERT INTO formats (shared_id_bigint, key_string, name_string, description_string, lang_enum, worldid_mixed, format_type_enum) VALUES (?, ?, ?, ?, ?, ?, ?)",
            arguments: [sharedID, key, name, "desc", language, worldID, type]
        )
    }

    func setting(_ update: (inout Settings) -> Void) throws {
        var settings = try Settings.load(db)
        update(&settings)
        try settings.save(db)
    }
}

/// An answer of the local server.
struct Answer {
    var status: Int
    var contentType: String?
    var text: String
    var headers: [String: String]

    var json: JSONValue? { try? JSONParser.parse(Array(text.utf8)) }
    var list: [JSONValue] { json?.elements ?? [] }
    var objects: [JSONObject] { list.compactMap(\.object) }
    /// The `id_bigint` of each meeting, in order.
    var ids: [Int] { objects.compactMap { $0["id_bigint"]?.int } }

    func meeting(_ id: Int) -> JSONObject? { objects.first { $0["id_bigint"]?.int == id } }
}

/// A fresh-install local server with seeded data, and requests to it.
///
/// The requests go to the server's router in-process, through HummingbirdTesting's client: no socket, no URL type to
/// re-encode what a test writes. `.live` serves them over loopback instead, for what only a socket shows.
struct Harness: Sendable {
    let store: LocalStore
    let outbox: LocalServer.Outbox
    /// The root server URL as the server sees it in these requests (HummingbirdTesting sends them to `localhost`).
    let rootURL: URL
    private let client: any TestClientProtocol

    static func run(
        mode: LocalServer.Mode = .current,
        data: LocalServer.DataSource = .freshInstall,
        emailContact: LocalServer.EmailContact = .disabled,
        basePath: String = "/main_server",
        over setup: TestingSetup = .router,
        _ body: (Harness) async throws -> Void
    ) async throws {
        let configuration = LocalServer.Configuration(
            mode: mode,
            initialData: data,
            basePath: basePath,
            emailContact: emailContact
        )
        let store = try await LocalStore.open(StoreOpening(mode: mode, initialData: data))
        let outbox = LocalServer.Outbox(logger: configuration.logger)
        let application = Application(
            router: LocalRoutes(store: store, outbox: outbox, configuration: configuration).router(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0))
        )
        let rootPath = basePath == "/" ? "" : basePath
        try await withoutActuallyEscaping(body) { body in
            // HummingbirdTesting asks for a sendable test closure, but runs it once, on this task, before `test`
            // returns: the tests' closures, which capture and change local state, run as if called here.
            let test = UncheckedSendable(body)
            try await application.test(setup) { client in
                let port = client.port.map { ":\($0)" } ?? ""
                try await test.value(
                    Harness(
                        store: store,
                        outbox: outbox,
                        rootURL: URL(string: "http://localhost\(port)\(rootPath)")!,
                        client: client
                    )
                )
            }
        }
    }

    /// Writes test data in one transaction, as the PHP tests' model factories do before a request.
    @discardableResult
    func seed<Result>(_ body: (Seed) throws -> Result) throws -> Result {
        try store.database.write { db in try body(Seed(db: db)) }
    }

    /// Sends a request to a path below the root URL, exactly as written, and reads the whole answer.
    func send(
        _ path: String,
        method: String = "GET",
        headers: [String: String] = [:],
        body: [UInt8]? = nil
    ) async throws -> Answer {
        var fields = HTTPFields()
        for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
        let response = try await client.executeRequest(
            uri: rootURL.path + path,
            method: HTTPTypes.HTTPRequest.Method(method)!,
            headers: fields,
            body: body.map { ByteBuffer(bytes: $0) }
        )
        var answerHeaders: [String: String] = [:]
        for field in response.headers {
            let name = field.name.canonicalName
            answerHeaders[name] = answerHeaders[name].map { $0 + ", " + field.value } ?? field.value
        }
        return Answer(
            status: response.status.code,
            contentType: response.headers[.contentType],
            text: String(buffer: response.body),
            headers: answerHeaders
        )
    }

    /// GETs a path below the root URL, e.g. `/client_interface/json/?switcher=GetFormats`, brackets percent-encoded as
    /// clients send them.
    func get(_ path: String) async throws -> Answer {
        try await send(path.replacingOccurrences(of: "[", with: "%5B").replacingOccurrences(of: "]", with: "%5D"))
    }

    func search(_ query: String) async throws -> Answer {
        try await get("/client_interface/json/?switcher=GetSearchResults" + (query.isEmpty ? "" : "&" + query))
    }
}

/// A value handed to a closure that must be sendable, where the closure runs while its creator waits.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension LocalServer {
    /// Gives the server the settings of the server that `Tests/BMLTFixtures/server-2.16.6` was recorded from (and the
    /// peers `aggregator-4.1.1-beta2` was recorded with), for tests that replay those answers: the sample's own are the
    /// Greater New York server's.
    func takeRecordedServerSettings() async throws {
        try await store.database.write { db in try SampleData.recordedServerSettings.save(db) }
        store.invalidateSnapshot()
    }
}
