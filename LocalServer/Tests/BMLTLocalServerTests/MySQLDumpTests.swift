import BMLTTestSupport
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// The MySQL dump reader behind `bmlt serve --import`: what `mysqldump` writes, escapes included.
@Suite("MySQL dump reader")
struct MySQLDumpTests {
    @Test func createTableColumnsAndMultiRowInserts() throws {
        let dump = try MySQLDump(
            """
            -- MySQL dump 10.13
            /*!40101 SET NAMES utf8mb4 */;
            DROP TABLE IF EXISTS `na_comdef_formats`;
            CREATE TABLE `na_comdef_formats` (
              `shared_id_bigint` bigint unsigned NOT NULL,
              `key_string` varchar(255) DEFAULT NULL,
              `lang_enum` varchar(7) NOT NULL DEFAULT 'en',
              PRIMARY KEY (`shared_id_bigint`,`lang_enum`),
              KEY `key_string` (`key_string`)
            ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
            LOCK TABLES `na_comdef_formats` WRITE;
            INSERT INTO `na_comdef_formats` VALUES (1,'B','en'),(2,NULL,'es'),(-3,'X',"de");
            UNLOCK TABLES;
            # a comment
            """
        )
        let table = try #require(dump.table(endingWith: "comdef_formats"))
        #expect(table.name == "na_comdef_formats")
        #expect(table.columns == ["shared_id_bigint", "key_string", "lang_enum"])
        #expect(table.rows == [["1", "B", "en"], ["2", nil, "es"], ["-3", "X", "de"]])
    }

    @Test func stringEscapes() throws {
        let dump = try MySQLDump(
            #"INSERT INTO `t` (`a`) VALUES ('it\'s'),('say \"hi\"'),('back\\slash'),('two\nlines'),('tab\there'),('doubled '' quote'),('semi;colon (paren)');"#
        )
        let values = try #require(dump.table(endingWith: "t")).rows.map { $0[0] }
        #expect(
            values == [
                "it's", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", "doubled ' quote", "semi;colon (paren)",
            ]
        )
    }

    @Test func anyPrefixAndColumnListsInAnyOrder() throws {
        let dump = try MySQLDump(
            """
            INSERT INTO `xyz_comdef_users` (`id_bigint`, `login_string`) VALUES (1,'serveradmin');
            INSERT INTO `xyz_comdef_users` (`login_string`, `id_bigint`, `email_address_string`) VALUES ('editor',2,'e@x');
            """
        )
        let users = try #require(dump.table(endingWith: "comdef_users"))
        #expect(users.columns == ["id_bigint", "login_string", "email_address_string"])
        #expect(users.rows == [["1", "serveradmin", nil], ["2", "editor", "e@x"]])
        #expect(dump.table(endingWith: "comdef_meetings_main") == nil)
    }

    @Test(arguments: [
        "INSERT INTO VALUES (1);",
        "INSERT INTO `t` (`a`) (1);",
        "INSERT INTO `t` VALUES ('unterminated);",
    ])
    func malformedDumpsAreRejectedWithALine(text: String) {
        #expect(throws: MySQLDump.ParseError.self) { try MySQLDump("-- first line\n" + text) }
    }

    /// Found by the dump importer's fuzzer: text where the schema has a number was stored, and reading the data back
    /// stopped the process.
    @Test(arguments: [("longitude", "'FC1'"), ("weekday_tinyint", "'Monday'"), ("published", "'yes'")])
    func textInANumericColumnIsRefusedWhenImporting(column: String, value: String) async throws {
        let values = [
            "id_bigint": "1", "service_body_bigint": "1", "weekday_tinyint": "2", "longitude": "-73.5",
            "published": "1",
        ].merging([column: value]) { _, new in new }
        let columns = values.keys.sorted()
        let dump = try MySQLDump(
            "INSERT INTO `na_comdef_meetings_main` (\(columns.map { "`\($0)`" }.joined(separator: ","))) VALUES ("
                + columns.map { values[$0]! }.joined(separator: ",") + ");"
        )
        let store = try LocalStore(StoreOpening(initialData: .empty))
        let error = #expect(throws: LocalServerError.self) {
            try store.database.write { db in try DumpImporter(mode: .current).load(dump, into: db) }
        }
        #expect(error?.code == .invalidData)
        #expect(error?.reason.contains("not a number") == true)
        #expect(error?.reason.contains(column) == true)
        #expect(try await store.catalog().meetings.isEmpty)
    }

    @Test func theSampleDumpHasTheDocumentedCounts() throws {
        let dump = try MySQLDump(try SampleDump.text())
        #expect(dump.table(endingWith: "comdef_meetings_main")?.rows.count == 1_555)
        #expect(dump.table(endingWith: "comdef_meetings_data")?.rows.count == 14_151)
        #expect(dump.table(endingWith: "comdef_formats")?.rows.count == 139)
        #expect(dump.table(endingWith: "comdef_service_bodies")?.rows.count == 44)
        #expect(dump.table(endingWith: "comdef_users")?.rows.count == 49)
    }
}

/// `bmlt serve --import` and ``LocalServer/reset(to:)``: a dump is read and checked whole before anything changes.
@Suite("Importing a dump")
struct DumpImportTests {
    /// A file with these bytes, removed afterwards.
    static func withFile<Value>(_ bytes: Data, _ body: (URL) async throws -> Value) async throws -> Value {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-dump-\(UUID().uuidString).sql")
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await body(url)
    }

    /// The sample dump cut in the middle of its meeting-data `INSERT`, as an interrupted copy leaves it.
    static var cutSample: Data {
        get throws {
            let text = try SampleDump.text()
            let insert = try #require(text.range(of: "INSERT INTO `na_comdef_meetings_data`"))
            return Data(text[..<text.index(insert.upperBound, offsetBy: 50_000)].utf8)
        }
    }

    @Test(arguments: [
        ("two lines\nof text\n", "line 1: it is not a MySQL dump"),
        (
            "INSERT INTO `na_comdef_formats` (`a`, `b`) VALUES (1,'x'),(2);",
            "row 2 of na_comdef_formats has 1 values for 2 columns"
        ),
        (
            "INSERT INTO `na_comdef_meetings_main` (`id_bigint`) VALUES (1);",
            "it has no comdef_meetings_data table (meeting fields), comdef_formats table (formats), "
                + "comdef_service_bodies table (service bodies), comdef_users table (users)"
        ),
    ])
    func badDumpsAreRefusedWithTheFileAndTheDataStays(text: String, reason: String) async throws {
        try await LocalServer.withRunning { server in
            try await Self.withFile(Data(text.utf8)) { url in
                let error = #expect(throws: LocalServerError.self) { try server.reset(to: .dump(url)) }
                #expect(error?.code == .invalidData)
                #expect(error?.reason.contains(url.path) == true)
                #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "")")
                #expect(error?.reason.hasSuffix("The data was not changed.") == true)
            }
            #expect(try await server.store.catalog().meetings.count == 1_555)
        }
    }

    @Test func aCutDumpOrAFileThatIsNotTextChangesNothing() async throws {
        try await LocalServer.withRunning { server in
            try await Self.withFile(try Self.cutSample) { url in
                let error = #expect(throws: LocalServerError.self) { try server.reset(to: .dump(url)) }
                #expect(
                    error?.reason.contains("(is the file cut short?)") == true
                        || error?.reason.contains("(is it cut short?)") == true
                )
            }
            try await Self.withFile(Data([0x2D, 0x2D, 0xFF, 0xFE, 0x0A])) { url in
                let error = #expect(throws: LocalServerError.self) { try server.reset(to: .dump(url)) }
                #expect(error?.code == .invalidData)
                #expect(error?.reason == "Cannot import \(url.path): it is not UTF-8 text. The data was not changed.")
            }
            let missing = URL(fileURLWithPath: "/nonexistent/bmlt-dump.sql")
            let error = #expect(throws: LocalServerError.self) { try server.reset(to: .dump(missing)) }
            #expect(error?.code == .fileUnavailable)
            #expect(error?.reason.hasPrefix("Cannot import /nonexistent/bmlt-dump.sql: ") == true)
            #expect(try await server.store.catalog().meetings.count == 1_555)
        }
    }

    @Test func loadingSaysWhatItLoaded() async throws {
        try await LocalServer.withRunning { server in
            let loaded = try #require(server.loadedData)
            #expect(loaded.meetings == 1_555 && loaded.serviceBodies == 44 && loaded.users == 49)
            #expect(loaded.description.hasPrefix("1,555 meetings, 44 service bodies, "))
            #expect(try server.reset(to: .empty).meetings == 0)
        }
    }

    @Test func aSecondServerOnTheSameDataFileIsRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = LocalServer.Configuration(storage: .file(folder.appendingPathComponent("data.sqlite")))
        let first = try await LocalServer.start(configuration)
        let error = await #expect(throws: LocalServerError.self) { _ = try await LocalServer.start(configuration) }
        #expect(error?.code == .dataFileInUse)
        #expect(error?.reason.contains("Another local server (process \(getpid())) is serving the data file") == true)
        await first.stop()
        // Stopped, it lets the next one have the file, which keeps its data.
        let second = try await LocalServer.start(configuration)
        #expect(second.loadedData == nil)
        await second.stop()
    }
}
