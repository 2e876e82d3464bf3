import BMLTLocalServer
import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import bmlt

/// `bmlt` says when a server would ignore what was asked, rather than printing every meeting (or none) as the answer;
/// each test runs the built executable as a person does. Each case failed before the change it names.
@Suite("bmlt gives no quiet wrong answers", .hangTimeLimit)
struct NoQuietWrongAnswersTests {
    typealias Sandbox = AdminCommandLineTests.Sandbox

    static func search(_ arguments: [String]) async throws -> BMLTExecutable.Result {
        try await BMLTExecutable.run(["search"] + arguments)
    }

    static func ids(_ result: BMLTExecutable.Result) throws -> [Int] {
        try JSONDecoder().decode([Meeting].self, from: Data(result.output.utf8)).map(\.id)
    }

    // MARK: - Texts a server ignores

    @Test(
        "A text every server ignores is refused before anything is sent",
        arguments: [
            (["--text", "zz"], "--text zz is too short: servers ignore a text shorter than 3 characters"),
            (["--text", "ñ"], "--text ñ is too short"),
            (["--text", "%%%"], "--text %%% has no letter or digit"),
            (["--text", "'''"], "--text ''' has no letter or digit"),
            (["--text", " "], "--text needs some text."),
        ]
    )
    func ignoredTexts(arguments: [String], message: String) async throws {
        // Each answered all 1,513 meetings with status 0.
        let result = try await Self.search(arguments)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }

    @Test func aTextA2xServerMatchesWithEveryMeetingIsRefused() async throws {
        // 2.16.6 matches sounds: zzz (S) and ñññ (no sound it reads) matched all 1,513 meetings.
        for text in ["zzz", "ñññ"] {
            let result = try await Self.search(["--legacy", "--text", text])
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            #expect(
                result.errorOutput
                    == "Error: The server matched --text \(text) with every one of its 1,513 meetings: 2.x servers "
                    + "compare the sounds of words, and every meeting has this text's sounds. Give a longer text, or "
                    + "add --exact.\n"
            )
        }
        // A text that matches every meeting of a narrow search is still an answer.
        let narrow = try await Self.search(["--legacy", "--text", "Hicksville", "--ids", "188", "--json"])
        #expect(narrow.status == 0)
        #expect(try Self.ids(narrow) == [188])
        // 4.x matches whole words: zzz is in no meeting, and says so.
        let current = try await Self.search(["--text", "zzz"])
        #expect(current.status == 0 && current.output == "(none)\n")
    }

    // MARK: - Searches around a point

    @Test func aSearchAroundAPointWithNoMeetingNearSaysWhy() async throws {
        for center in ["51.5,-0.12", "-33.87,151.21"] {
            let result = try await Self.search(["--near", center])
            #expect(result.status == 0)
            #expect(result.output == "(none)\n")
            #expect(
                result.errorOutput
                    == "No meeting within the server's automatic search limit around \(center) (it looks for the 10 "
                    + "nearest only that far): give --radius to search farther.\n"
            )
        }
    }

    @Test func distancesAreShownInTheRadiussUnit() async throws {
        let kilometres = try await Self.search(["--near", "40.763264,-73.524295", "--radius", "2km", "--ids", "188"])
        #expect(kilometres.output.contains("Distance\n188 "), "\(kilometres.output)")
        #expect(kilometres.output.hasSuffix(" 0.00 km\n"), "\(kilometres.output)")
        let miles = try await Self.search(["--near", "40.763264,-73.524295", "--radius", "2", "--ids", "188"])
        #expect(miles.output.hasSuffix(" 0.00 mi\n"), "\(miles.output)")
    }

    // MARK: - Names the server has, or not

    @Test func formatsGoByKeyAndServiceBodiesByName() async throws {
        let byKey = try await Self.search(["--formats", "o,BT", "--service-bodies", "nassau area service", "--json"])
        #expect(byKey.status == 0, "\(byKey.errorOutput)")
        let formats = try await BMLTExecutable.run(["formats", "--keys", "O,BT", "--json"])
        let formatIDs = try JSONDecoder().decode([Format].self, from: Data(formats.output.utf8)).map(\.sharedID)
        let byID = try await Self.search([
            "--formats", formatIDs.map(String.init).joined(separator: ","), "--service-bodies", "1002", "--json",
        ])
        #expect(try Self.ids(byKey) == Self.ids(byID))
        #expect(try !Self.ids(byKey).isEmpty)

        let unknownKey = try await Self.search(["--formats", "ZZZ"])
        #expect(unknownKey.status == 64)
        #expect(
            unknownKey.errorOutput.hasPrefix("Error: --formats: the server has no format ZZZ. Its keys: AB, Ag, B, ")
        )
        let unknownBody = try await Self.search(["--service-bodies", "99999"])
        #expect(
            unknownBody.status == 64
                && unknownBody.errorOutput
                    == "Error: --service-bodies: the server has no service body 99999 (see bmlt service-bodies).\n"
        )
        let partOfAName = try await Self.search(["--service-bodies", "Nassau"])
        #expect(partOfAName.errorOutput.contains("names with it: Nassau Area Service (1002)"))
    }

    @Test(
        "Field keys, sort keys and languages the server does not have are refused by name",
        arguments: [
            (
                ["--sort", "nonsense"],
                "Error: --sort: the server has no field nonsense (bmlt fields lists its fields).\n"
            ),
            (
                ["--fields", "name,nonsense"],
                "Error: --fields: the server has no field nonsense (bmlt fields lists its fields).\n"
            ),
            (
                ["--field", "nonexistent_key=1"],
                "Error: --field: the server has no field nonexistent_key (bmlt fields lists its fields).\n"
            ),
            (
                ["--language", "xx"],
                "Error: --language xx: the server has no such language. Its languages: da, de, el, en, es, fa, fr, "
                    + "it, pl, pt, ru, sv.\n"
            ),
        ]
    )
    func unknownNames(arguments: [String], message: String) async throws {
        let result = try await Self.search(arguments)
        #expect(result.status == 64)
        #expect(result.errorOutput == message)
        let formats = try await BMLTExecutable.run(["formats", "--language", "xx"])
        #expect(formats.status == 64 && formats.errorOutput.contains("Its languages: da, de, "))
    }

    // MARK: - Options that would do nothing

    @Test(
        "Options that would do nothing, or nothing true, are refused",
        arguments: [
            (["search", "--recursive"], "--recursive needs --service-bodies."),
            (["search", "--any-format"], "--any-format needs --formats."),
            (
                ["search", "--starts-after", "19:30", "--starts-before", "08:00"],
                "No meeting starts after 19:30 and before 08:00"
            ),
            (
                ["search", "--min-duration", "2:00", "--max-duration", "1:00"],
                "--min-duration is longer than --max-duration"
            ),
            (
                ["search", "--near", "40.7,-73.9", "--radius", "5mi", "--nearest", "3"],
                "Give --radius or --nearest, not both."
            ),
            (["search", "--weekdays", ""], "The value '' is invalid for '--weekdays <days>'"),
            (["search", "--ids", ""], "The value '' is invalid for '--ids <ids>'"),
            (["changes", "--from", "2026-02-01", "--to", "2026-01-01"], "--from 2026-02-01 is after --to 2026-01-01"),
            (["info", "--legacy", "--server", "http://127.0.0.1:9/main_server"], "--legacy runs the embedded server"),
            (["export", "--format", "csv", "--calendar-name", "Mine"], "--calendar-name is for --format ics."),
            (
                ["export", "--format", "csv", "--time-zone", "America/New_York"],
                "--time-zone is for --format ics and --profile meeting-guide."
            ),
            (["export", "--format", "json", "--profile", "server"], "--profile is for --format tsml."),
            (
                ["search", "--servers", "http://127.0.0.1:9/main_server", "--formats", "17"],
                "With several servers, give formats by key (O, VM): each server numbers its formats its own way"
            ),
            (["search", "--weekdays", "mon,-mon"], "both includes and excludes the weekdays Monday"),
            (["info", "--server", "https://bmlt.example.org/main_server", "--insecure"], "leave --insecure out"),
            (["search", "--published", "unpublishedOnly"], "one of 'published', 'unpublished' or 'all'"),
        ]
    )
    func optionsThatDoNothing(arguments: [String], message: String) async throws {
        let result = try await BMLTExecutable.run(arguments)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.contains(message), "\(result.errorOutput)")
    }

    @Test func aListOptionGivenTwiceAddsToItsList() async throws {
        let twice = try await Self.search([
            "--weekdays", "mon", "--weekdays", "fri", "--service-bodies", "1002", "--json",
        ])
        let once = try await Self.search(["--weekdays", "mon,fri", "--service-bodies", "1002", "--json"])
        #expect(try Self.ids(twice) == Self.ids(once))
        let weekdays = try JSONDecoder().decode([Meeting].self, from: Data(twice.output.utf8)).compactMap(\.weekday)
        #expect(Set(weekdays) == [.monday, .friday])
    }

    // MARK: - Administration

    @Test("Errors name the meeting or service body the user named", arguments: [false, true])
    func administrationErrorsNameWhatWasNamed(legacy: Bool) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: legacy)) { rootURL in
            try await PersonFacingTests.login(sandbox, rootURL)
            #expect(try await sandbox.admin(["delete", "827"]).status == 0)
            for command in [["show", "827"], ["edit", "827", "--name", "X"], ["delete", "827"]] {
                let deleted = try await sandbox.admin(command)
                #expect(deleted.status == 1)
                #expect(
                    deleted.errorOutput
                        == "Error: Meeting 827 is deleted: bmlt admin restore 827 brings it back (bmlt admin deleted "
                        + "lists the deleted meetings).\n"
                )
            }
            let missing = try await sandbox.admin(["show", "99999"])
            #expect(missing.errorOutput == "Error: There is no meeting 99999 that this user may edit.\n")
            for command in [
                ["meetings", "--service-bodies", "99999"], ["edit", "188", "--service-body", "99999"],
            ] {
                let body = try await sandbox.admin(command)
                #expect(body.status == 64)
                #expect(body.errorOutput.contains("the server has no service body 99999 (see bmlt service-bodies)."))
            }
            // A mistyped option is named, not taken for "nothing to change".
            let mistyped = try await sandbox.admin(["edit", "188", "--nmae", "X"])
            #expect(mistyped.status == 64 && mistyped.errorOutput.hasPrefix("Error: Unknown option '--nmae'"))
            let empty = try await sandbox.admin(["meetings", "--weekdays", ""])
            #expect(empty.status == 64 && empty.errorOutput.contains("--weekdays needs at least one value"))
        }
    }

    @Test("The history shows values as stored", arguments: [false, true])
    func theHistoryShowsValuesAsStored(legacy: Bool) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: legacy)) { rootURL in
            try await PersonFacingTests.login(sandbox, rootURL)
            #expect(try await sandbox.admin(["edit", "188", "--name", "Tom &amp; Jerry"]).status == 0)
            let history = try await sandbox.admin(["history", "188"])
            // 4.x writes the details as stored, 2.x as HTML; both were read as HTML, and 4.x's showed "Tom & Jerry",
            // a value never stored.
            #expect(history.output.contains(#"to "Tom &amp; Jerry"."#), "\(history.output)")
        }
    }

    // MARK: - Several servers

    @Test func severalServersNameEachMeetingsServerAndAPartialAnswerHasItsOwnStatus() async throws {
        try await LocalServer.withRunning { current in
            let list = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-list-\(UUID()).txt")
            defer { try? FileManager.default.removeItem(at: list) }
            try Data("\(current.rootURL)\nhttp://127.0.0.1:9/main_server\n".utf8).write(to: list)
            let result = try await BMLTExecutable.run([
                "search", "--server-list", list.path, "--ids", "188", "--timeout", "10",
            ])
            #expect(result.status == 69)
            let server = "127.0.0.1:\(try #require(current.rootURL.port))"
            #expect(
                result.output.hasPrefix("ID   Server" + String(repeating: " ", count: server.count - 4) + "Day  Start")
            )
            #expect(result.output.contains("188  \(server)  Wed  13:00"))
            #expect(result.errorOutput.contains("No answer from http://127.0.0.1:9/main_server: "))

            try Data("# no server yet\n".utf8).write(to: list)
            let empty = try await BMLTExecutable.run(["search", "--server-list", list.path])
            #expect(empty.status == 1)
            #expect(
                empty.errorOutput == "Error: --server-list \(list.path) names no server: give one root URL a line.\n"
            )
        }
    }

    @Test func anAddressWithoutASchemeIsTakenAsHTTPS() async throws {
        let result = try await BMLTExecutable.run(["info", "--server", "127.0.0.1:9/main_server", "--timeout", "20"])
        #expect(result.status == 1)
        #expect(!result.errorOutput.contains("not the address of a BMLT server"), "\(result.errorOutput)")
        #expect(result.errorOutput.contains("could not be reached"), "\(result.errorOutput)")
    }

    // MARK: - Files

    @Test func exportsAreReadyForTheProgramsThatReadThem() async throws {
        // `--output -` is standard output, not a file named -.
        let standardOutput = try await BMLTExecutable.run([
            "export", "--format", "csv", "--ids", "188", "--output", "-",
        ])
        #expect(standardOutput.status == 0 && standardOutput.output.contains("\r\n188,"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-\(UUID()).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        let csv = try await BMLTExecutable.run(["export", "--format", "csv", "--ids", "188", "--output", file.path])
        #expect(csv.status == 0)
        let bytes = try Data(contentsOf: file)
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF] + Array("id_bigint,".utf8)), "a byte order mark, for Excel")

        try await LocalServer.withRunning { server in
            let calendar = try await BMLTExecutable.run([
                "export", "--server", server.rootURL.absoluteString, "--format", "ics", "--ids", "188", "--time-zone",
                "America/New_York",
            ])
            #expect(calendar.status == 0, "\(calendar.errorOutput)")
            let port = try #require(server.rootURL.port)
            #expect(
                calendar.output.contains("UID:meeting-188@127.0.0.1:\(port)\r\n"),
                "the server's host and port, not @bmlt"
            )
            #expect(calendar.output.contains("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU\r\n"), "rules that do not end")
            #expect(calendar.output.contains("TZNAME:EDT\r\n") && calendar.output.contains("TZNAME:EST\r\n"))
            #expect(!calendar.output.contains("RDATE"))
        }
    }

    @Test func aTableOfWideNamesKeepsItsColumns() {
        let table = Table(headers: ["ID", "Name", "Day"], rows: [["1", "Café ☕️ 日本", "Mon"], ["22", "Plain", "Tue"]])
        // The last column starts at the same terminal column on every line.
        let starts = zip(table.rendered.split(separator: "\n"), ["Day", "Mon", "Tue"]).map { line, last in
            String(line[..<line.range(of: last)!.lowerBound]).displayWidth
        }
        #expect(starts == [18, 18, 18])
        #expect("Café ☕️ 日本".truncated(toWidth: 8) == "Café ☕️…")
    }
}
