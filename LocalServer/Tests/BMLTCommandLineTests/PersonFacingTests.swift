import BMLTLocalServer
import BMLTTestSupport
import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// `bmlt` as a person meets it: nothing lost without a word, every hemisphere, and errors and output a person can
/// read. Each test failed before the fix it names.
@Suite("bmlt as a person meets it", .hangTimeLimit)
struct PersonFacingTests {
    typealias Sandbox = AdminCommandLineTests.Sandbox

    static func login(_ sandbox: Sandbox, _ rootURL: URL) async throws {
        let login = try await sandbox.admin(
            ["login", "--server", rootURL.absoluteString, "--user", "nasc_admin", "--password-stdin"],
            standardInput: AdminCommandLineTests.password + "\n"
        )
        #expect(login.status == 0, "\(login.errorOutput)")
    }

    static func serve(_ sandbox: Sandbox, legacy: Bool) -> [String] {
        ["serve", "--port", "0", "--data", sandbox.dataFile.path] + (legacy ? ["--legacy"] : [])
    }

    // MARK: - Data loss

    @Test(
        "Format keys match the server's ignoring case, and unknown ones are refused before sending",
        arguments: [false, true]
    )
    func formatKeys(legacy: Bool) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: legacy)) { rootURL in
            try await Self.login(sandbox, rootURL)
            // Lowercase keys used to match nothing and leave the meeting without formats.
            let lower = try await sandbox.admin(["edit", "188", "--formats", "o,d", "--json"])
            #expect(lower.status == 0, "\(lower.errorOutput)")
            #expect(Set(try AdminCommandLineTests.decode(Meeting.self, lower).formatKeys) == ["O", "D"])

            // An unknown key used to be dropped and the rest saved.
            let unknown = try await sandbox.admin(["edit", "188", "--formats", "O,ZZZ,BT"])
            #expect(unknown.status == 64)
            #expect(unknown.errorOutput.contains("the server has no format key ZZZ; nothing was changed. Its keys: "))
            #expect(unknown.errorOutput.contains(" BT, "))
            let shown = try await sandbox.admin(["show", "188", "--json"])
            #expect(Set(try AdminCommandLineTests.decode(Meeting.self, shown).formatKeys) == ["O", "D"])

            let before = try await sandbox.admin(["meetings", "--service-bodies", "1002", "--json"])
            let created = try await sandbox.admin([
                "create", "--service-body", "1002", "--name", "New Beginnings", "--weekday", "tue", "--start", "19:00",
                "--duration", "1:00", "--venue-type", "in-person", "--coordinate", "40.76,-73.52", "--street",
                "1 Main St", "--municipality", "Hicksville", "--province", "NY", "--formats", "O,XYZ",
            ])
            #expect(created.status == 64 && created.errorOutput.contains("no format key XYZ"))
            let after = try await sandbox.admin(["meetings", "--service-bodies", "1002", "--json"])
            #expect(
                try AdminCommandLineTests.decode([Meeting].self, after).count
                    == AdminCommandLineTests.decode([Meeting].self, before).count
            )
        }
    }

    @Test func aBadImportIsRefusedWithTheFileAndLineAndTheDataStays() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        // A server's data, with one edit.
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { rootURL in
            try await Self.login(sandbox, rootURL)
            #expect(try await sandbox.admin(["edit", "188", "--name", "Kept"]).status == 0)
        }
        let bad = sandbox.folder.appendingPathComponent("cut.sql")
        let sample = try SampleDump.text()
        let insert = try #require(sample.range(of: "INSERT INTO `na_comdef_meetings_data`"))
        try Data(sample[..<sample.index(insert.upperBound, offsetBy: 20_000)].utf8).write(to: bad)
        let refused = try await BMLTExecutable.run(Self.serve(sandbox, legacy: false) + ["--import", bad.path])
        #expect(refused.status == 1)
        #expect(refused.output.isEmpty)
        #expect(
            refused.errorOutput.hasPrefix("Error: Cannot import \(bad.path), line ")
                && refused.errorOutput.contains("cut short?). The data was not changed.\n")
        )
        let text = sandbox.folder.appendingPathComponent("notes.txt")
        try Data("two lines\nof text\n".utf8).write(to: text)
        let notADump = try await BMLTExecutable.run(Self.serve(sandbox, legacy: false) + ["--import", text.path])
        #expect(notADump.status == 1 && notADump.errorOutput.contains("line 1: it is not a MySQL dump"))

        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { rootURL in
            let meeting = try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([188])).first
            #expect(meeting?.name == "Kept")
        }

        // A whole dump loads, into a folder made for it, and says what it loaded.
        let good = sandbox.folder.appendingPathComponent("small.sql")
        try CommandLineTests.smallDump.write(to: good, atomically: true, encoding: .utf8)
        let folder = sandbox.folder.appendingPathComponent("new/folder")
        let errorFile = sandbox.folder.appendingPathComponent("serve.err")
        let arguments = ["serve", "--port", "0", "--data", folder.appendingPathComponent("s.sqlite").path]
        try await BMLTExecutable.serving(arguments + ["--import", good.path], errorFile: errorFile) {
            (rootURL: URL) async throws in
            #expect(try await BMLTClient(rootURL: rootURL).meetings().map(\.id) == [7])
        }
        let said = try String(contentsOf: errorFile, encoding: .utf8)
        #expect(
            said.hasPrefix("Created the folder \(folder.path) for the data file.\nLoaded 1 meeting, 1 service body, ")
        )
        #expect(
            said.hasSuffix(
                " (in all languages), 1 user and 0 changes from \(good.path) into \(folder.path)/s.sqlite.\n"
            )
        )
    }

    @Test func runningTheSameImportAgainKeepsTheEditsUnlessToldToReplaceThem() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let dump = sandbox.folder.appendingPathComponent("area-dump.sql")
        try CommandLineTests.smallDump.write(to: dump, atomically: true, encoding: .utf8)
        let importing = Self.serve(sandbox, legacy: false) + ["--import", dump.path]
        // Imported, then imported again before any edit: nothing to lose, so it loads.
        for _ in 1...2 {
            try await BMLTExecutable.serving(importing) { (rootURL: URL) async throws in
                #expect(try await BMLTClient(rootURL: rootURL).meetings().map(\.id) == [7])
            }
        }
        // Another program edits the file (as the README's sqlite3 recipe does); the same import is then refused,
        // and the edit stays.
        let database = try DatabaseQueue(path: sandbox.dataFile.path)
        try await database.write { try $0.execute(sql: "UPDATE service_bodies SET name_string = 'Edited'") }
        try database.close()
        let refused = try await BMLTExecutable.run(importing)
        #expect(refused.status == 1 && refused.output.isEmpty)
        #expect(
            refused.errorOutput.hasPrefix(
                "Error: \(sandbox.dataFile.path) was edited since its data was loaded (first at "
            )
                && refused.errorOutput.hasSuffix(
                    "Nothing was changed. To load it anyway, add --replace-edits: the data is copied beside the file "
                        + "first.\n"
                ),
            "\(refused.errorOutput)"
        )
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { (rootURL: URL) async throws in
            #expect(try await BMLTClient(rootURL: rootURL).serviceBodies().map(\.name) == ["Edited"])
        }
        // Told to, it replaces them, keeping a copy with the edit.
        let errorFile = sandbox.folder.appendingPathComponent("serve.err")
        try await BMLTExecutable.serving(importing + ["--replace-edits"], errorFile: errorFile) {
            (rootURL: URL) async throws in
            #expect(try await BMLTClient(rootURL: rootURL).serviceBodies().map(\.name) != ["Edited"])
        }
        let said = try String(contentsOf: errorFile, encoding: .utf8)
        let copyPath = try #require(said.split(separator: "\n").last?.split(separator: " is in ").last?.dropLast())
        #expect(said.contains("The edited data it replaced is in \(sandbox.folder.path)/server.replaced-"))
        let copy = try DatabaseQueue(path: String(copyPath))
        #expect(
            try await copy.read { try String.fetchAll($0, sql: "SELECT name_string FROM service_bodies") } == ["Edited"]
        )
        #expect(try await BMLTExecutable.run(["serve", "--replace-edits"]).status == 64)
    }

    /// Sets or clears a file's immutable flag, which holds even for root; `false` where that cannot be done.
    static func chattr(_ flag: String, _ file: URL) -> Bool {
        let tool = URL(fileURLWithPath: "/usr/bin/chattr")
        guard FileManager.default.isExecutableFile(atPath: tool.path),
            let process = try? ChildProcess(
                tool,
                arguments: [flag, file.path],
                standardOutput: .discarded,
                standardError: .discarded
            )
        else { return false }
        return process.waitUntilExit() == 0
    }

    @Test func aStoppedServersDataFileAloneHoldsItsEdits() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { rootURL in
            try await Self.login(sandbox, rootURL)
            #expect(try await sandbox.admin(["edit", "188", "--name", "Backed Up"]).status == 0)
        }
        // A copy of the file alone, as a backup takes it: the edit was in FILE-wal until the server stopped.
        let copy = sandbox.folder.appendingPathComponent("copy/server.sqlite")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sandbox.dataFile, to: copy)
        let database = try DatabaseQueue(path: copy.path)
        let name = try await database.read { db in
            try String.fetchOne(
                db,
                sql: "SELECT data_string FROM meeting_data WHERE meetingid_bigint = 188 AND key = 'meeting_name'"
            )
        }
        #expect(name == "Backed Up")
    }

    @Test func aReadOnlyDataFileIsRefusedAndLeftAsItWas() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { _ in }
        for companion in ["-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: sandbox.dataFile.path + companion)
        }
        // Read-only even to root, where the test runs as root (CI): chattr's immutable flag; otherwise its mode.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.dataFile.path)
        let immutable = getuid() == 0 && Self.chattr("+i", sandbox.dataFile)
        defer { if immutable { _ = Self.chattr("-i", sandbox.dataFile) } }
        try #require(open(sandbox.dataFile.path, O_WRONLY) < 0, "the data file could not be made read-only here")

        let result = try await BMLTExecutable.run(Self.serve(sandbox, legacy: false))
        #expect(result.status == 1)
        #expect(
            result.errorOutput
                == "Error: Cannot open the data file \(sandbox.dataFile.path): attempt to write a readonly database\n"
        )
        for companion in ["-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: sandbox.dataFile.path + companion), "\(companion) was left")
        }
    }

    @Test func whatAnotherProgramWritesWhileTheServerRunsIsServedAndKept() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let errorFile = sandbox.folder.appendingPathComponent("serve.err")
        let serving = Self.serve(sandbox, legacy: true) + ["--email-contact"]
        try await BMLTExecutable.serving(serving, errorFile: errorFile) { (rootURL: URL) async throws in
            // The README's recipe, in its order: the server runs, sqlite3 gives meeting 188 a contact, and a message
            // to it is delivered at once. Another program also adds a comment to the meeting.
            let other = try DatabaseQueue(path: sandbox.dataFile.path)
            try await other.write { db in
                try db.execute(sql: "UPDATE meetings SET email_contact = 'secretary@example.org' WHERE id_bigint = 188")
                try db.execute(
                    sql: """
                        INSERT INTO meeting_data (meetingid_bigint, key, field_prompt, lang_enum, visibility, data_string)
                        VALUES (188, 'comments', 'Comments', 'en', 0, 'Added by another program')
                        """
                )
            }
            try other.close()
            try await BMLTClient(rootURL: rootURL).sendMessageToMeetingContact(
                meetingID: 188,
                serviceBodyID: 1002,
                fromAddress: "visitor@example.com",
                message: "Is this meeting still on?"
            )

            // The server's own next write keeps what the other program wrote.
            try await Self.login(sandbox, rootURL)
            #expect(try await sandbox.admin(["edit", "188", "--name", "Renamed Here"]).status == 0)
            let meeting = try #require(try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([188])).first)
            #expect(meeting.name == "Renamed Here" && meeting.comments == "Added by another program")
        }
        #expect(try String(contentsOf: errorFile, encoding: .utf8).contains("to=secretary@example.org"))
    }

    @Test(
        "A login that replaces another ends the replaced session; a restore is done once; an unpublished meeting says so",
        arguments: [false, true]
    )
    func loginRestoreAndPublished(legacy: Bool) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: legacy)) { (rootURL: URL) async throws in
            try await Self.login(sandbox, rootURL)
            // Restored once; a meeting that is not deleted is not restored.
            let notDeleted = try await sandbox.admin(["restore", "188"])
            #expect(notDeleted.status == 1 && notDeleted.errorOutput.contains("Meeting 188 is not deleted"))
            #expect(try await sandbox.admin(["delete", "188"]).status == 0)
            #expect(try await sandbox.admin(["restore", "188"]).status == 0)
            let twice = try await sandbox.admin(["restore", "188"])
            #expect(twice.status == 1, "\(twice.output)")
            #expect(
                twice.errorOutput.contains(
                    legacy ? "Meeting 188 is not deleted" : "Meeting 188 was restored already, as meeting "
                )
            )

            // 2.x restores a meeting unpublished, and its record says so.
            if legacy {
                let shown = try await sandbox.admin(["show", "188"])
                #expect(
                    shown.output.split(separator: "\n").contains { $0.hasPrefix("Published") && $0.hasSuffix("no") }
                )
            }

            // A login as another user ends the session it replaces.
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let stored = try decoder.decode(
                [String: AdminCredential].self,
                from: Data(contentsOf: sandbox.credentialsFile)
            )
            let first = try #require(stored.values.first)
            let again = try await sandbox.admin(
                ["login", "--server", rootURL.absoluteString, "--user", "sasasc_admin", "--password-stdin"],
                standardInput: AdminCommandLineTests.password + "\n"
            )
            #expect(again.status == 0)
            #expect(again.errorOutput == "Logged out nasc_admin's session, which this login replaces.\n")
            let replaced = try BMLTClient(rootURL: rootURL).session(resuming: first)
            await #expect(throws: BMLTError.self) { try await replaced.permissions() }

        }
    }

    @Test func negativeValuesAndPagesAreAnsweredPlainly() async throws {
        let refusals: [([String], String)] = [
            (["search", "--near", "40.7,-73.9", "--radius", "-5mi"], "The value '-5mi' is invalid for '--radius"),
            (["search", "--min-duration", "-5"], "The value '-5' is invalid for '--min-duration"),
            (["search", "--near", "40.7,-73.9", "--nearest", "-3"], "--nearest must be 1 or more."),
            (["search", "--page-size", "-1"], "--page-size must be 1 or more."),
            (["search", "--page-size", "5", "--page", "0"], "--page must be 1 or more."),
            (["search", "--page", "3"], "--page needs --page-size"),
            (["search", "--timeout", "-1"], "--timeout must be 1 second or more."),
            (["admin", "whoami", "--timeout", "0"], "--timeout must be 1 second or more."),
        ]
        for (arguments, message) in refusals {
            let result = try await BMLTExecutable.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errorOutput.contains(message), "\(arguments): \(result.errorOutput)")
            #expect(!result.errorOutput.contains("Missing value"), "\(arguments)")
        }

        // A page says there may be more; export writes the page asked for, not every page.
        let page = try await BMLTExecutable.run(["search", "--weekdays", "mon", "--page-size", "3", "--json"])
        #expect(try JSONSerialization.jsonObject(with: Data(page.output.utf8)) as? [Any] != nil)
        #expect(page.errorOutput == "Page 1, 3 meetings a page: --page 2 for the next.\n")
        let ids = { (output: String) in
            (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] ?? []).compactMap {
                $0["id_bigint"] as? String
            }
        }
        let all = try await BMLTExecutable.run(["export", "--format", "json", "--weekdays", "mon", "--page-size", "2"])
        let second = try await BMLTExecutable.run([
            "export", "--format", "json", "--weekdays", "mon", "--page-size", "2", "--page", "2",
        ])
        #expect(try ids(all.output).count > 4)
        #expect(try ids(second.output) == Array(try ids(all.output)[2..<4]))
    }

    @Test func aBusyPortIsNamedAndLeavesNoDataFileBehind() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let listener = try LoopbackListener()
        defer { listener.close() }
        let result = try await BMLTExecutable.run([
            "serve", "--port", String(listener.port), "--data", sandbox.dataFile.path,
        ])
        #expect(result.status == 1)
        #expect(
            result.errorOutput
                == "Error: Port \(listener.port) on 127.0.0.1 is in use by another program: stop it, or choose another "
                + "port (0 picks a free one).\n"
        )
        #expect(!FileManager.default.fileExists(atPath: sandbox.dataFile.path))
    }

    @Test func aSearchLimitedToSomeFieldsInventsNoOthers() async throws {
        let table = try await BMLTExecutable.run(["search", "--fields", "meeting_name,weekday_tinyint", "--ids", "188"])
        #expect(table.status == 0)
        // The columns asked for, in their order, and no others.
        #expect(table.output == "ID   meeting_name           weekday_tinyint\n188  Hopeful In Hicksville  Wed\n")
        let json = try await BMLTExecutable.run([
            "search", "--fields", "meeting_name,weekday_tinyint", "--ids", "188", "--json",
        ])
        let object = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])?.first
        )
        #expect(object["id"] as? Int == 188)
        #expect(object["serviceBodyID"] == nil && object["isPublished"] == nil && object["formatKeys"] == nil)
        #expect(object["receivedFields"] as? [String] == ["weekday", "name"])
    }

    @Test func aSecondServerOnOneDataFileIsRefused() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { _, pid in
            let second = try await BMLTExecutable.run(Self.serve(sandbox, legacy: false))
            #expect(second.status == 1)
            #expect(
                second.errorOutput
                    == "Error: Another local server (process \(pid)) is serving the data file \(sandbox.dataFile.path); "
                    + "stop it first, or give another file with --data.\n"
            )
        }
    }
}
