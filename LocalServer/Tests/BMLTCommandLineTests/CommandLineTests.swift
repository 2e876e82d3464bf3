@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import BMLTTestSupport
import Foundation
import GRDB
import HTTPTypes
import Testing

/// The built `bmlt` executable, run as a user runs it: exact output of a few commands on the embedded sample server,
/// exit codes, and `bmlt serve` with a data file across restarts.
@Suite("bmlt command line", .hangTimeLimit)
struct CommandLineTests {
    @Test func infoOfTheEmbeddedServer() async throws {
        let result = try await BMLTExecutable.run(["info"])
        #expect(result.status == 0)
        #expect(
            result.output == """
                Field                Value
                Server               the embedded local server (sample data)
                Version              4.2.7
                Languages            da, de, el, en, es, fa, fr, it, pl, pt, ru, sv
                Native language      en
                Distance unit        mi
                Map centre           40.7, -73.9
                Default duration     1:30
                Aggregator           no
                Administration       restAPI
                Changes per meeting  5
                Available keys       32

                """
        )
    }

    @Test func infoOfTheEmbeddedLegacyServer() async throws {
        let result = try await BMLTExecutable.run(["info", "--legacy"])
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "Field                Value\nServer               the embedded local server (sample data)\n"
                    + "Version              2.16.6\n"
            )
        )
        #expect(result.output.contains("Administration       legacy\n"))
    }

    @Test func searchAroundAPointOnMondays() async throws {
        let result = try await BMLTExecutable.run([
            "search", "--weekdays", "mon", "--near", "40.75,-73.5", "--radius", "5mi",
        ])
        #expect(result.status == 0)
        #expect(
            result.output == """
                ID    Day  Start  Length  Name                   Place       Formats       Distance
                827   Mon  13:00  1:30    Hopeful in Hicksville  Hicksville  O,D,Pi,RF,To  1.57 mi
                1353  Mon  18:30  1:00    Living Clean           Hicksville  C,D,BK        2.27 mi
                716   Mon  19:00  1:30    Day One                Seaford     O,CH,D,JT,BK  3.08 mi
                685   Mon  20:00  1:30    Just Care              Hicksville  C,B,D,RF,St   2.27 mi

                """
        )
    }

    @Test func coverageArea() async throws {
        let result = try await BMLTExecutable.run(["coverage"])
        #expect(result.status == 0)
        #expect(
            result.output == """
                Corner      Latitude    Longitude
                North-west  44.9782033  -79.3335309
                South-east  40.516778   -72.1372449

                """
        )
    }

    @Test func searchAsJSONForMachines() async throws {
        let result = try await BMLTExecutable.run(["search", "--ids", "827", "--json"])
        #expect(result.status == 0)
        let meetings = try JSONDecoder().decode([Meeting].self, from: Data(result.output.utf8))
        #expect(meetings.map(\.id) == [827])
        #expect(meetings.first?.name == "Hopeful in Hicksville")
        #expect(meetings.first?.weekday == .monday)
    }

    @Test func meetingsStartingInTheNextHours() async throws {
        let before = Date.now
        let result = try await BMLTExecutable.run([
            "search", "--next", "1d", "--near", "40.75,-73.5", "--radius", "5mi", "--time-zone", "America/New_York",
            "--json",
        ])
        #expect(result.status == 0)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        // Meetings as search --json prints them, each with the instant it starts.
        struct Starts: Decodable { var start: Date }
        let starts = try decoder.decode([Starts].self, from: Data(result.output.utf8)).map(\.start)
        let meetings = try decoder.decode([Meeting].self, from: Data(result.output.utf8))
        // Every day has meetings within 5 miles of Hicksville.
        #expect(!meetings.isEmpty && meetings.count == starts.count)
        #expect(starts == starts.sorted())
        #expect(starts.allSatisfy { $0 >= before && $0 <= Date.now + 86_400 })
        let table = try await BMLTExecutable.run(["search", "--next", "1d", "--near", "40.75,-73.5", "--radius", "5mi"])
        #expect(table.output.hasPrefix("Starts "))
    }

    @Test func exportsInEveryFormat() async throws {
        let csv = try await BMLTExecutable.run(["export", "--format", "csv", "--ids", "827,1353"])
        #expect(csv.status == 0)
        let lines = csv.output.components(separatedBy: "\r\n")
        #expect(lines.count == 4 && lines[0].hasPrefix("id_bigint,") && lines[3].isEmpty)
        let tsml = try await BMLTExecutable.run(["export", "--format", "tsml", "--ids", "827"])
        #expect(tsml.output.contains(#""slug":"hopeful-in-hicksville-827""#))
        #expect(tsml.output.contains(#""types":["DISC","O","VAR","TOP"]"#))
        let calendar = try await BMLTExecutable.run([
            "export", "--format", "ics", "--ids", "827", "--time-zone", "America/New_York",
        ])
        #expect(calendar.output.contains("RRULE:FREQ=WEEKLY;BYDAY=MO\r\n"))
        #expect(calendar.output.contains("T130000\r\n") && calendar.output.contains("TZID:America/New_York\r\n"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-export-\(UUID()).geojson")
        defer { try? FileManager.default.removeItem(at: file) }
        let geoJSON = try await BMLTExecutable.run(["export", "--format", "geojson", "--output", file.path])
        #expect(geoJSON.status == 0 && geoJSON.output.isEmpty)
        let collection = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect((collection?["features"] as? [Any])?.count == 1_513)

        let badFormat = try await BMLTExecutable.run(["export", "--format", "pdf"])
        #expect(badFormat.status == 64 && badFormat.errorOutput.contains("csv, json, ics, geojson or tsml"))
        let badWindow = try await BMLTExecutable.run(["search", "--next", "soon"])
        #expect(badWindow.status == 64 && badWindow.errorOutput.contains("span of time"))
    }

    @Test func searchSeveralServersAtOnce() async throws {
        try await LocalServer.withRunning { current in
            try await LocalServer.withRunning(LocalServer.Configuration(mode: .legacy)) { legacy in
                let list = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-servers-\(UUID()).txt")
                defer { try? FileManager.default.removeItem(at: list) }
                // Port 9 (discard) on loopback: nothing listens there in a test environment.
                try Data("# two servers\n\(current.rootURL)\n\(legacy.rootURL)\nhttp://127.0.0.1:9/main_server\n".utf8)
                    .write(to: list)
                let result = try await BMLTExecutable.run([
                    "search", "--server-list", list.path, "--weekdays", "tue", "--json", "--timeout", "30",
                ])
                // One server did not answer: the others' meetings are printed, with status 69 (EX_UNAVAILABLE).
                #expect(result.status == 69, "\(result.errorOutput)")
                let meetings = try JSONDecoder().decode([Meeting].self, from: Data(result.output.utf8))
                let tuesdays = try await BMLTClient(rootURL: current.rootURL)
                    .meetings(matching: MeetingQuery().with { $0.weekdays = .only(.tuesday) })
                #expect(meetings.map(\.id) == tuesdays.map(\.id), "the legacy server's copies are left out")
                #expect(result.errorOutput.contains("No answer from http://127.0.0.1:9/main_server: "))

                let both = try await BMLTExecutable.run(["search", "--servers", "x", "--server-list", list.path])
                #expect(both.status == 64)
            }
        }
    }

    @Test func badOptionsExitWithUsageErrors() async throws {
        let missingText = try await BMLTExecutable.run(["search", "--exact"])
        #expect(missingText.status == 64)
        #expect(missingText.errorOutput.contains("--exact need --text"))
        #expect(missingText.output.isEmpty)

        let badWeekday = try await BMLTExecutable.run(["search", "--weekdays", "someday"])
        #expect(badWeekday.status == 64)
        #expect(!badWeekday.errorOutput.isEmpty)
    }

    @Test func unreachableServerFailsWithTheLibrarysError() async throws {
        // Port 9 (discard) on loopback: nothing listens there in a test environment.
        let result = try await BMLTExecutable.run([
            "info", "--server", "http://127.0.0.1:9/main_server", "--timeout", "2",
        ])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(!result.errorOutput.isEmpty)
    }

    @Test func serveKeepsItsDataFileAcrossRestarts() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataFile = folder.appendingPathComponent("server.sqlite")

        // A new file starts with the sample data.
        try await BMLTExecutable.serving(["serve", "--port", "0", "--data", dataFile.path]) { rootURL in
            #expect(rootURL.absoluteString.hasPrefix("http://127.0.0.1:"))
            #expect(rootURL.path == "/main_server")
            let meeting = try #require(try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([827])).first)
            #expect(meeting.name == "Hopeful in Hicksville")
        }

        // Between runs, change the file as an administrator's edit would.
        let database = try DatabaseQueue(path: dataFile.path)
        try await database.write { db in
            try db.execute(
                sql:
                    "UPDATE meeting_data SET data_string = 'Renamed' WHERE meetingid_bigint = 827 AND key = 'meeting_name'"
            )
        }
        try database.close()

        // The second run serves the file as it was left, without loading the sample data again.
        try await BMLTExecutable.serving(["serve", "--port", "0", "--data", dataFile.path]) { rootURL in
            let meeting = try #require(try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([827])).first)
            #expect(meeting.name == "Renamed")
        }

        // --reset goes back to the sample data, once told that it replaces the edit.
        let refused = try await BMLTExecutable.run(["serve", "--port", "0", "--data", dataFile.path, "--reset"])
        #expect(refused.status == 1 && refused.errorOutput.contains("was edited since its data was loaded"))
        let resetting = ["serve", "--port", "0", "--data", dataFile.path, "--reset", "--replace-edits"]
        try await BMLTExecutable.serving(resetting) { rootURL in
            let meeting = try #require(try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([827])).first)
            #expect(meeting.name == "Hopeful in Hicksville")
        }
    }

    @Test func serveMirrorsAnotherServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataFile = folder.appendingPathComponent("mirror.sqlite")
        let errorFile = folder.appendingPathComponent("stderr")
        let origin = try await LocalServer.start(LocalServer.Configuration(mode: .legacy))
        let serve = ["serve", "--port", "0", "--data", dataFile.path, "--mirror", origin.rootURL.absoluteString]
        try await BMLTExecutable.serving(serve, errorFile: errorFile) { rootURL in
            let client = try BMLTClient(rootURL: rootURL)
            // A 2.x origin is served in 2.16.6's interface.
            #expect(try await client.serverInfo().version.text == "2.16.6")
            #expect(try await client.meetings(matching: .ids([827])).first?.name == "Hopeful in Hicksville")
            let refused = try await URLSessionTransport().send(
                TransportRequest(
                    method: .post,
                    url: rootURL.appendingPathComponent("local_server/server_admin/json.php")
                )
            )
            #expect(refused.status == .forbidden)
        }
        let errors = try String(contentsOf: errorFile, encoding: .utf8)
        #expect(errors.contains("Loaded 1,555 meetings, 44 service bodies"))
        #expect(errors.contains("from \(origin.rootURL.absoluteString) into \(dataFile.path)"))
        await origin.stop()

        // The origin is gone: the file's data is served, and the failed sync is said on standard error.
        let again = serve + ["--sync-interval", "1"]
        try await BMLTExecutable.serving(again, errorFile: errorFile) { rootURL in
            #expect(try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([827])).count == 1)
            try await Task.sleep(for: .seconds(2.5))
        }
        let warned = try String(contentsOf: errorFile, encoding: .utf8)
        // Once for the outage, not once a sync: said again only when the reason changes (on a loaded machine a sync
        // can also time out, or reach another test's server on the origin's old port).
        let warnings = warned.split(separator: "\n").filter { $0.contains("Mirror sync failed; serving") }
            .map { $0.drop { $0 != " " } }  // without the timestamp
        #expect(!warnings.isEmpty && zip(warnings, warnings.dropFirst()).allSatisfy { $0 != $1 }, "\(warned)")
        // In a person's words, without the transport's internals.
        #expect(warned.contains("did not answer switcher=GetServerInfo: it refused the connection. "), "\(warned)")
        #expect(!warned.contains("errno"))

        let unreachable = try await BMLTExecutable.run([
            "serve", "--port", "0", "--data", folder.appendingPathComponent("other.sqlite").path, "--mirror",
            "http://127.0.0.1:1/main_server",
        ])
        #expect(unreachable.status == 1)
        #expect(unreachable.errorOutput.contains("The origin http://127.0.0.1:1/main_server did not answer"))
        let conflicting = try await BMLTExecutable.run(["serve", "--mirror", "http://127.0.0.1:1/x", "--legacy"])
        #expect(conflicting.status != 0 && conflicting.errorOutput.contains("--mirror takes its data and interface"))
    }

    @Test func serveCopiesAnAggregatorGivenToMirror() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataFile = folder.appendingPathComponent("copy.sqlite")
        let errorFile = folder.appendingPathComponent("stderr")
        let rootServer = try await LocalServer.start(LocalServer.Configuration(mode: .current))
        let entry = RootServerEntry(sourceID: 5, name: "origin", url: rootServer.rootURL)
        let aggregator = try await LocalServer.start(
            LocalServer.Configuration(role: .aggregator(LocalServer.Aggregator(rootServers: [entry])))
        )
        let serve = ["serve", "--port", "0", "--data", dataFile.path, "--mirror", aggregator.rootURL.absoluteString]
        try await BMLTExecutable.serving(serve, errorFile: errorFile) { rootURL in
            // Copied behind the served URL, one request a second: it says so when root server 1 is in.
            var errors = ""
            for _ in 0..<60 where !errors.contains("Copied root server 1") {
                try await Task.sleep(for: .milliseconds(500))
                errors = try String(contentsOf: errorFile, encoding: .utf8)
            }
            #expect(errors.contains("\(aggregator.rootURL.absoluteString) is an aggregator: copying it"), "\(errors)")
            #expect(errors.contains("Serving a copy of the aggregator \(aggregator.rootURL.absoluteString)"))
            // The 1,513 published meetings of the sample data, all an aggregator imports.
            #expect(
                errors.contains("Copied root server 1 (\(rootServer.rootURL.absoluteString)): meetings created 1513,")
            )
            let copied = try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([188]))
            let original = try await BMLTClient(rootURL: aggregator.rootURL).meetings(matching: .ids([188]))
            #expect(copied.map(\.name) == original.map(\.name) && copied.count == 1)
        }
        await aggregator.stop()
        await rootServer.stop()
    }

    @Test func acknowledgedWritesSurviveKill9() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["serve", "--port", "0", "--data", folder.appendingPathComponent("server.sqlite").path]

        // The Nassau area's administrator renames one of its meetings; the server is killed as soon as it has answered.
        try await BMLTExecutable.serving(arguments, killsAbruptly: true) { rootURL in
            let transport = URLSessionTransport()
            var login = TransportRequest(method: .post, url: rootURL.appendingPathComponent("api/v1/auth/token"))
            login.headerFields[.contentType] = "application/json"
            login.body = Data(#"{"username": "nasc_admin", "password": "CoreysGoryStory"}"#.utf8)
            let token =
                try #require(
                    try JSONSerialization.jsonObject(with: try await transport.send(login).body) as? [String: Any]
                )["access_token"] as? String
            var rename = TransportRequest(method: .patch, url: rootURL.appendingPathComponent("api/v1/meetings/827"))
            rename.headerFields[.contentType] = "application/json"
            rename.headerFields[.authorization] = "Bearer \(try #require(token))"
            rename.body = Data(#"{"name": "Survives a crash"}"#.utf8)
            // The stored meeting lacks a street address, which the venue rule would now require.
            rename.url = rootURL.appendingPathComponent("api/v1/meetings/827")
                .appending(queryItems: [URLQueryItem(name: "skipVenueTypeLocationValidation", value: "true")])
            #expect(try await transport.send(rename).status == 204)
        }

        // After a restart the edit and its change record are there.
        try await BMLTExecutable.serving(arguments) { rootURL in
            let client = try BMLTClient(rootURL: rootURL)
            let meeting = try #require(try await client.meetings(matching: .ids([827])).first)
            #expect(meeting.name == "Survives a crash")
            let changes = try await client.changes(ChangeQuery(meetingID: 827))
            #expect(changes.first?.userName == "Nassau Area Administrator")
        }
    }

    @Test func serveWithEmailContactAcceptsMessagesInLegacyModeOnly() async throws {
        let refused = try await BMLTExecutable.run(["serve", "--email-contact"])
        #expect(refused.status == 64)
        #expect(refused.errorOutput.contains("--email-contact needs --legacy"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [
            "serve", "--legacy", "--email-contact", "--port", "0", "--data",
            folder.appendingPathComponent("s.sqlite").path,
        ]
        try await BMLTExecutable.serving(arguments) { rootURL in
            #expect(try await BMLTClient(rootURL: rootURL).capabilities().supportsContactMessages)
            let probe = try await URLSessionTransport().send(
                TransportRequest(url: rootURL.appendingPathComponent("client_interface/contact.php"))
            )
            #expect(String(decoding: probe.body, as: UTF8.self) == "1")
        }
    }

    @Test func serveImportsADump() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = folder.appendingPathComponent("small.sql")
        try Self.smallDump.write(to: dump, atomically: true, encoding: .utf8)

        let arguments = [
            "serve", "--port", "0", "--data", folder.appendingPathComponent("s.sqlite").path, "--import", dump.path,
        ]
        try await BMLTExecutable.serving(arguments) { rootURL in
            let client = try BMLTClient(rootURL: rootURL)
            let meetings = try await client.meetings()
            #expect(meetings.map(\.id) == [7])
            #expect(meetings.first?.name == "It's a \"Test\"")
            #expect(try await client.serviceBodies().map(\.name) == ["Tiny Area"])
        }
    }

    /// A BMLT MySQL dump with another table prefix, MySQL escapes and a multi-row INSERT.
    static let smallDump = #"""
        -- MySQL dump
        CREATE TABLE `xx_comdef_meetings_main` (`id_bigint` bigint NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id_bigint`));
        INSERT INTO `xx_comdef_meetings_main` (`id_bigint`, `worldid_mixed`, `shared_group_id_bigint`, `service_body_bigint`, `weekday_tinyint`, `venue_type`, `start_time`, `duration_time`, `time_zone`, `formats`, `lang_enum`, `longitude`, `latitude`, `published`, `email_contact`) VALUES (7,'',NULL,3,2,1,'19:30:00','01:00:00',NULL,'','en',-73.5,40.75,1,'');
        INSERT INTO `xx_comdef_meetings_data` (`meetingid_bigint`, `key`, `field_prompt`, `lang_enum`, `visibility`, `data_string`, `data_bigint`, `data_double`) VALUES (0,'meeting_name','Meeting Name','en',0,'Meeting Name',NULL,NULL),(7,'meeting_name','Meeting Name','en',0,'It\'s a \"Test\"',NULL,NULL);
        INSERT INTO `xx_comdef_service_bodies` (`id_bigint`, `name_string`, `description_string`, `lang_enum`, `worldid_mixed`, `kml_file_uri_string`, `principal_user_bigint`, `editors_string`, `uri_string`, `sb_type`, `sb_owner`, `sb_owner_2`, `sb_meeting_email`) VALUES (3,'Tiny Area','','en','','',1,'','','AS',0,0,'');
        INSERT INTO `xx_comdef_formats` (`shared_id_bigint`, `key_string`, `lang_enum`, `name_string`, `description_string`, `format_type_enum`) VALUES (17,'O','en','Open','Open to all.','FC3');
        INSERT INTO `xx_comdef_users` (`id_bigint`, `user_level_tinyint`, `name_string`, `description_string`, `email_address_string`, `login_string`, `password_string`, `lang_enum`, `owner_id_bigint`) VALUES (1,1,'Server Administrator','','','serveradmin','','en',-1);
        """#
}
