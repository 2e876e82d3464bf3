import BMLTTestSupport
import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// `bmlt` as a person met it in the fourth pass: each test failed before the fix it names.
@Suite("bmlt as a person meets it, fourth pass", .hangTimeLimit)
struct FourthPassTests {
    typealias Sandbox = AdminCommandLineTests.Sandbox

    /// Runs `body` with `bmlt serve` on a sandbox's data file and `nasc_admin` logged in to it.
    static func loggedIn(legacy: Bool = false, _ body: (Sandbox, URL) async throws -> Void) async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: legacy)) { rootURL in
            try await PersonFacingTests.login(sandbox, rootURL)
            try await body(sandbox, rootURL)
        }
    }

    // MARK: - Data loss

    @Test("A move out of the user's reach is asked for first, then reported as saved (4.x)")
    func moveOutOfReach() async throws {
        try await Self.loggedIn { sandbox, rootURL in
            // Not on a terminal: refused, naming --yes, and nothing sent.
            let asked = try await sandbox.admin(["edit", "188", "--service-body", "Bronx Area Service"])
            #expect(asked.status == 64)
            #expect(
                asked.errorOutput
                    == "Error: This user may not edit the meetings of service body 1005: once meeting 188 is there, "
                    + "they can no longer see, edit or move it back. Add --yes to go ahead; nothing was changed.\n"
            )
            #expect(try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([188])).first?.serviceBodyID == 1002)

            // The save is acknowledged, and the read-back refused: a success, with a warning.
            let moved = try await sandbox.admin(["edit", "188", "--service-body", "1005", "--yes"])
            #expect(moved.status == 0, "\(moved.errorOutput)")
            #expect(moved.output.hasPrefix("Saved meeting 188.\n"))
            #expect(moved.output.contains("Service body  1005\n"))
            #expect(
                moved.errorOutput.hasPrefix(
                    "Warning: meeting 188 is now in service body 1005, whose meetings this user may not edit"
                )
            )
            #expect(try await BMLTClient(rootURL: rootURL).meetings(matching: .ids([188])).first?.serviceBodyID == 1005)
        }
    }

    @Test("A 2.x server does not move a meeting out of the user's reach: refused before sending")
    func moveOutOfReachOnTwoX() async throws {
        try await Self.loggedIn(legacy: true) { sandbox, _ in
            let refused = try await sandbox.admin(["edit", "188", "--service-body", "1005", "--yes"])
            #expect(refused.status == 64)
            #expect(refused.errorOutput.contains("a 2.x server does not move a meeting there for them"))
            // By name, within the user's reach, the edit goes through.
            let kept = try await sandbox.admin([
                "edit", "188", "--service-body", "nassau area service", "--name", "Kept",
            ])
            #expect(kept.status == 0, "\(kept.errorOutput)")
            #expect(kept.output.hasPrefix("Saved meeting 188.\n"))
            let unknown = try await sandbox.admin(["edit", "188", "--service-body", "Atlantis"])
            #expect(unknown.status == 64)
            #expect(unknown.errorOutput.contains("--service-body: the server has no service body Atlantis"))
        }
    }

    @Test("A rollback that undoes later changes lists them and asks first")
    func rollbackAsks() async throws {
        try await Self.loggedIn { sandbox, _ in
            for name in ["First", "Second", "Third"] {
                #expect(try await sandbox.admin(["edit", "188", "--name", name]).status == 0)
            }
            let history = try AdminCommandLineTests.decode(
                [Change].self,
                try await sandbox.admin(["history", "188", "--json"])
            )
            let first = try #require(history.last)
            let asked = try await sandbox.admin(["rollback", "188", "--change", String(first.id)])
            #expect(asked.status == 64)
            #expect(
                asked.errorOutput.hasPrefix(
                    "Error: Rolling meeting 188 back to before change \(first.id) also undoes the 2 later changes: "
                        + "\(history[1].id) ("
                )
            )
            #expect(asked.errorOutput.hasSuffix(" Add --yes to go ahead; nothing was changed.\n"))
            let shown = try await sandbox.admin(["show", "188", "--json"])
            #expect(try AdminCommandLineTests.decode(Meeting.self, shown).name == "Third")
            let rolled = try await sandbox.admin(["rollback", "188", "--change", String(first.id), "--yes"])
            #expect(rolled.status == 0, "\(rolled.errorOutput)")
            #expect(
                rolled.output.hasPrefix(
                    "Rolled meeting 188 back to before change \(first.id) (and the 2 later changes).\n"
                )
            )
            #expect(rolled.output.contains("Hopeful In Hicksville"))
            let missing = try await sandbox.admin(["rollback", "188", "--change", "1"])
            #expect(
                missing.status == 1 && missing.errorOutput.contains("Meeting 188 has no change 1 (bmlt admin history")
            )
        }
    }

    // MARK: - Wrong answers and misleading words

    @Test("Administration says what the server does instead of failing quietly or vaguely")
    func administrationSaysWhy() async throws {
        try await Self.loggedIn { sandbox, _ in
            // 4.x takes VM from the venue type and drops it from the formats.
            let virtual = try await sandbox.admin(["edit", "188", "--formats", "O,VM"])
            #expect(virtual.status == 64)
            #expect(virtual.errorOutput.contains("give --venue-type virtual instead. Nothing was changed."))
            let history = try await sandbox.admin(["history", "99999"])
            #expect(history.status == 1 && history.errorOutput.contains("There is no meeting 99999"))
        }
        // A mirror's refusal is shown in its words.
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let origin = sandbox.folder.appendingPathComponent("origin.sqlite")
        try await BMLTExecutable.serving(["serve", "--port", "0", "--data", origin.path]) { originURL in
            let copy = sandbox.folder.appendingPathComponent("mirror.sqlite")
            let mirror = ["serve", "--port", "0", "--mirror", originURL.absoluteString, "--data", copy.path]
            try await BMLTExecutable.serving(mirror + ["--sync-interval", "0"]) { mirrorURL in
                let login = try await sandbox.admin(
                    ["login", "--server", mirrorURL.absoluteString, "--user", "nasc_admin", "--password-stdin"],
                    standardInput: AdminCommandLineTests.password + "\n"
                )
                #expect(login.status == 1)
                #expect(login.errorOutput.contains("refused the request: This server is a read-only mirror of "))
            }
        }
    }

    @Test("Reads check what they name against the server, and say what it has")
    func readsCheckWhatTheyName() async throws {
        let formats = try await BMLTExecutable.run(["search", "--formats", "VM", "--json"])
        #expect(formats.status == 0, "\(formats.errorOutput)")
        // Parts not asked for, and parts that are empty, are left out.
        let names = try await BMLTExecutable.run(["search", "--ids", "188", "--fields", "name", "--json"])
        #expect(!names.output.contains("contacts") && !names.output.contains("\"location\""))
        #expect(!names.output.contains("customFields") && names.output.contains("\"name\" : \"Hopeful In Hicksville\""))
        let values = try await BMLTExecutable.run(["values", "bogus_key"])
        #expect(values.status == 64)
        #expect(values.errorOutput == "Error: The server has no field bogus_key (bmlt fields lists its fields).\n")
        let provinces = try await BMLTExecutable.run(["values", "location_province"])
        #expect(provinces.output.contains(",… ("))
        #expect(provinces.output.split(separator: "\n").allSatisfy { $0.count < 120 })
        let naws = try await BMLTExecutable.run(["naws", "99999"])
        #expect(naws.status == 64 && naws.errorOutput.contains("naws: the server has no service body 99999"))
        let byName = try await BMLTExecutable.run(["naws", "Nassau Area Service", "--csv"])
        #expect(byName.status == 0 && byName.output.hasPrefix("\"Committee\","), "\(byName.errorOutput)")
        let tree = try await BMLTExecutable.run(["service-bodies", "--tree"])
        #expect(tree.output.hasPrefix("Name "))
        #expect(tree.output.contains("\n  Nassau Area Service "))
        let address = try await BMLTExecutable.run(["search", "--text", "Hicksville, NY", "--address"])
        #expect(address.status == 64 && address.errorOutput.contains("the server has no Google API key"))
        let several = try await BMLTExecutable.run(
            ["search", "--legacy", "--field", "location_municipality=Hicksville,Levittown"]
        )
        #expect(several.status == 1 && several.errorOutput.contains("servers before 4.1 match one value of a field"))
        let current = try await BMLTExecutable.run(
            ["search", "--field", "location_municipality=Hicksville,Levittown", "--json"]
        )
        let towns = Set(try AdminCommandLineTests.decode([Meeting].self, current).compactMap(\.location.municipality))
        #expect(towns == ["Hicksville", "Levittown"])
    }

    @Test("A server address without a scheme or with the wrong one says what was assumed")
    func schemes() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: false)) { rootURL in
            let plain = rootURL.absoluteString.replacingOccurrences(of: "http://", with: "")
            let assumed = try await BMLTExecutable.run(["info", "--server", plain])
            #expect(assumed.status == 1)
            #expect(assumed.errorOutput.contains("the TLS handshake failed"))
            #expect(assumed.errorOutput.contains("has no scheme, so https:// was assumed: give http://\(plain)"))
            let https = try await BMLTExecutable.run(["info", "--server", "https://" + plain])
            #expect(https.errorOutput.contains("If the server has no TLS on that port, use its http:// address"))
        }
    }

    @Test("Upcoming meetings of the embedded server are read in the sample's zone, each start with its day and zone")
    func upcomingInTheSamplesZone() async throws {
        let upcoming = try await BMLTExecutable.run(["search", "--next", "1d"])
        #expect(upcoming.status == 0, "\(upcoming.errorOutput)")
        let rows = upcoming.output.split(separator: "\n").dropFirst()
        #expect(!rows.isEmpty)
        // `Tue 1 Dec 18:30 EST`: a day, 24 hours and New York's zone, whatever this machine's is.
        let start = #/[A-Z][a-z]{2} [0-9]{1,2} [A-Z][a-z]{2} [0-2][0-9]:[0-5][0-9] E[SD]T  /#
        #expect(rows.allSatisfy { $0.prefixMatch(of: start) != nil }, "\(rows.prefix(3))")
        #expect(!upcoming.errorOutput.contains("Warning"))
        let none = try await BMLTExecutable.run(["search", "--next", "1m", "--ids", "188"])
        #expect(none.output == "(none)\n")
        #expect(none.errorOutput.hasPrefix("No meeting starts within 1m of now, "))
    }

    @Test("Exports: TSML regions from 2.x servers, GeoJSON numbers as numbers, a written file said")
    func exports() async throws {
        let tsml = try await BMLTExecutable.run(["export", "--format", "tsml", "--legacy", "--ids", "188"])
        #expect(tsml.status == 0, "\(tsml.errorOutput)")
        let meetings = try #require(try JSONSerialization.jsonObject(with: Data(tsml.output.utf8)) as? [[String: Any]])
        #expect(meetings.first?["region"] as? String == "Nassau Area Service")
        #expect(tsml.errorOutput.contains("2.x servers write the line breaks of a meeting's comments as \"; \""))

        let geo = try await BMLTExecutable.run(["export", "--format", "geojson", "--ids", "188"])
        let collection = try #require(try JSONSerialization.jsonObject(with: Data(geo.output.utf8)) as? [String: Any])
        let feature = try #require((collection["features"] as? [[String: Any]])?.first)
        let properties = try #require(feature["properties"] as? [String: Any])
        #expect(properties["venue_type"] is NSNumber && properties["latitude"] is NSNumber)
        #expect(properties["meeting_name"] is String)

        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let file = sandbox.folder.appendingPathComponent("nassau.ics")
        let written = try await BMLTExecutable.run(["export", "--format", "ics", "--ids", "188", "--output", file.path])
        #expect(written.status == 0 && written.errorOutput == "Wrote 1 meetings to \(file.path).\n")
    }

    @Test("info names the server that answered; the sample answering a logged-in user says so; no meeting at 0,0")
    func smallerWords() async throws {
        let info = try await BMLTExecutable.run(["info"])
        #expect(info.output.contains("\nServer               the embedded local server (sample data)\n"))
        try await Self.loggedIn { sandbox, rootURL in
            let nowhere = try await sandbox.admin(["edit", "188", "--coordinate", "0,0"])
            #expect(nowhere.status == 64 && nowhere.errorOutput.contains("--coordinate 0,0 is at sea"))
            let environment = ["BMLT_CONFIG_DIR": sandbox.configFolder.path]
            let sample = try await BMLTExecutable.run(["search", "--ids", "188"], environment: environment)
            #expect(
                sample.errorOutput == "Note: the embedded sample data answers; you are logged in to "
                    + "\(rootURL.absoluteString): give --server to ask it.\n"
            )
            let asked = ["search", "--ids", "188", "--server", rootURL.absoluteString]
            #expect(try await BMLTExecutable.run(asked, environment: environment).errorOutput == "")
        }
    }

    @Test("serve --mirror --reset reads the whole origin again, finding what changed without a change record")
    func mirrorReset() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let origin = sandbox.folder.appendingPathComponent("origin.sqlite")
        let copy = sandbox.folder.appendingPathComponent("mirror.sqlite")
        // The origin's data put back from an earlier state by another program: a change no change record names.
        func restoreBehindTheMirror() throws {
            try DatabaseQueue(path: origin.path).write { db in
                try db.execute(
                    sql: "UPDATE meeting_data SET data_string = 'Restored' WHERE meetingid_bigint = 188 AND key = ?",
                    arguments: ["meeting_name"]
                )
            }
        }
        func mirroredName(_ originURL: URL, _ extra: [String]) async throws -> String? {
            let arguments = ["serve", "--port", "0", "--mirror", originURL.absoluteString, "--data", copy.path]
            var name: String?
            try await BMLTExecutable.serving(arguments + ["--sync-interval", "0"] + extra) { mirrorURL in
                name = try await BMLTClient(rootURL: mirrorURL).meetings(matching: .ids([188])).first?.name
            }
            return name
        }
        try await BMLTExecutable.serving(["serve", "--port", "0", "--data", origin.path]) {
            (originURL: URL) async throws in
            let first = try await mirroredName(originURL, [])
            #expect(first == "Hopeful In Hicksville")
            try restoreBehindTheMirror()
            let served = try await BMLTClient(rootURL: originURL).meetings(matching: .ids([188])).first?.name
            #expect(served == "Restored")
            let synced = try await mirroredName(originURL, [])
            #expect(synced == "Hopeful In Hicksville", "a sync of changes only")
            let reread = try await mirroredName(originURL, ["--reset"])
            #expect(reread == "Restored")
        }
    }

    @Test("CSV: the formula guard can be left off, and each meeting names its server")
    func csvForPrograms() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: false)) { rootURL in
            let server = ["--server", rootURL.absoluteString, "--ids", "188", "--format", "csv"]
            for extra in [[], ["--no-formula-guard"]] {
                let csv = try await BMLTExecutable.run(["export"] + server + extra)
                #expect(csv.status == 0, "\(csv.errorOutput)")
                let rows = try CSVParser.parse(csv.output)
                let record = Dictionary(uniqueKeysWithValues: zip(rows[0], rows[1]))
                #expect(record["root_server_uri"] == rootURL.absoluteString)
            }
        }
        let refused = try await BMLTExecutable.run(["export", "--format", "json", "--no-formula-guard"])
        #expect(refused.status == 64 && refused.errorOutput.contains("--no-formula-guard is for --format csv"))
    }

    @Test("A data file loaded for one interface and served in the other says so")
    func dataOfTheOtherInterface() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let errorFile = sandbox.folder.appendingPathComponent("stderr")
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: false), errorFile: errorFile) { _ in }
        #expect(!(try String(contentsOf: errorFile, encoding: .utf8)).contains("loaded for the other interface"))
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: true), errorFile: errorFile) { _ in }
        let said = try String(contentsOf: errorFile, encoding: .utf8)
        #expect(said.contains("The data was loaded for the other interface"))
        #expect(said.contains("loaded_for=4.2.7") && said.contains("served_as=2.16.6"))
    }

    // MARK: - Crashes

    @Test("A reader that stops early ends the command as SIGPIPE does, without a crash or a word")
    func aReaderThatStopsEarly() throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "set -o pipefail; \"$0\" export --format csv | head -1", try BMLTExecutable.url.path]
        let output = Pipe()
        let error = Pipe()
        shell.standardOutput = output
        shell.standardError = error
        try shell.run()
        // Small outputs: the one line, and nothing (or a crash's backtrace, under a pipe's capacity).
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let said = error.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        #expect(String(decoding: said, as: UTF8.self) == "")
        #expect(String(decoding: printed, as: UTF8.self).split(separator: "\n").count == 1)
        #expect(shell.terminationStatus == 128 + SIGPIPE)
    }
}
