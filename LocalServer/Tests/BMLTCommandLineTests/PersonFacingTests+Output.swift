import BMLTLocalServer
import BMLTTestSupport
import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// `bmlt` in every hemisphere, and its errors and output.
extension PersonFacingTests {
    // MARK: - Every hemisphere

    @Test func coordinatesSouthAndWestOfZero() async throws {
        // Southern and eastern: Sydney has no sample meetings, and that is an answer, not a usage error.
        let sydney = try await BMLTExecutable.run(["search", "--near", "-33.87,151.21", "--radius", "5mi"])
        #expect(sydney.status == 0 && sydney.output == "(none)\n", "\(sydney.errorOutput)")
        let buenosAires = try await BMLTExecutable.run(["search", "--near=-34.6,-58.4", "--radius", "5km", "--json"])
        #expect(buenosAires.status == 0 && buenosAires.output == "[\n\n]\n")
        let wrong = try await BMLTExecutable.run(["search", "--near", "-95,10"])
        #expect(wrong.status == 64 && wrong.errorOutput.contains("from -90 to 90"))

        // A meeting created in the southern and western hemispheres is found there.
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { rootURL in
            try await Self.login(sandbox, rootURL)
            let created = try await sandbox.admin([
                "create", "--service-body", "1002", "--name", "Reunión de Palermo", "--weekday", "wed",
                "--start", "20:00", "--duration", "1:30", "--venue-type", "in-person", "--coordinate",
                "-34.5881,-58.4306",
                "--street", "Av. Santa Fe 3000", "--municipality", "Buenos Aires", "--postal-code", "C1425",
                "--time-zone", "America/Argentina/Buenos_Aires", "--json",
            ])
            #expect(created.status == 0, "\(created.errorOutput)")
            let id = try AdminCommandLineTests.decode(Meeting.self, created).id
            let found = try await BMLTExecutable.run([
                "search", "--server", rootURL.absoluteString, "--near", "-34.6,-58.4", "--radius", "10km",
                "--published", "all", "--json",
            ])
            #expect(try JSONDecoder().decode([Meeting].self, from: Data(found.output.utf8)).map(\.id) == [id])
            // A leading minus still excludes in lists.
            let notWednesday = try await BMLTExecutable.run([
                "search", "--server", rootURL.absoluteString, "--near", "-34.6,-58.4", "--radius", "10km",
                "--published", "all", "--weekdays", "-wed",
            ])
            #expect(notWednesday.output == "(none)\n")
        }
    }

    // MARK: - Errors and output

    @Test func whenNoServerAnswersTheSearchFails() async throws {
        let result = try await BMLTExecutable.run([
            "search", "--servers", "http://127.0.0.1:9/main_server,http://127.0.0.1:7/main_server", "--timeout", "3",
        ])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.hasPrefix("Error: No server answered, so there are no meetings to show:\n"))
        #expect(
            result.errorOutput.contains("  http://127.0.0.1:9/main_server: The server 127.0.0.1 could not be reached.")
        )
        #expect(result.errorOutput.contains("  http://127.0.0.1:7/main_server: "))
    }

    @Test func aStoredLoginWhoseServerIsGone() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: false)) { rootURL in
            try await Self.login(sandbox, rootURL)
        }
        let show = try await sandbox.admin(["show", "188"])
        #expect(show.status == 1)
        #expect(show.errorOutput.hasPrefix("Error: The server of the stored login, http://127.0.0.1:"))
        #expect(show.errorOutput.contains("(if it is a bmlt serve, is it running? One started with --port 0 listens"))
        let logout = try await sandbox.admin(["logout"])
        #expect(logout.status == 0, "\(logout.errorOutput)")
        #expect(logout.output.contains("The server did not answer, so its session ends when it expires there."))
        #expect(try await sandbox.admin(["show", "188"]).status == 77)
    }

    @Test func theTimeoutBoundsTheWholeCall() async throws {
        // A server that accepts connections and never answers.
        let listener = try LoopbackListener()
        defer { listener.close() }
        let port = listener.port

        let result = try await BMLTExecutable.run([
            "info", "--server", "http://127.0.0.1:\(port)/main_server", "--timeout", "3", "--verbose",
        ])
        #expect(result.status == 1)
        // It waited idle: URLSession's loop on Linux used a whole processor for the 3 seconds (2.5 s or more).
        let processorTime = try #require(result.processorTime)
        #expect(processorTime < .seconds(1.5), "the wait used \(processorTime) of processor time")
        let lines = result.errorOutput.split(separator: "\n")
        #expect(
            lines.first
                == "Error: The server 127.0.0.1 did not answer in time. Try again later, or wait longer with --timeout SECONDS."
        )
        // The call's deadline, retries included, is the timeout; each attempt had the timeout before, and the call
        // four times as long (9.9 seconds for 3).
        #expect(
            lines.last?.contains("BMLTError.timedOut: The call did not finish within its deadline of 3.0 seconds.")
                == true
        )
    }

    @Test func errorsAreOneLineForAPersonWithDetailsOnRequest() async throws {
        let insecure = try await BMLTExecutable.run(["info", "--server", "http://bmlt.example.org/main_server"])
        #expect(insecure.status == 1)
        #expect(
            insecure.errorOutput
                == "Error: --server http://bmlt.example.org/main_server: The server bmlt.example.org can only be reached "
                + "without encryption (http://). Use its https:// address, or allow plain http:// with --insecure.\n"
        )
        let refused = try await BMLTExecutable.run(["info", "--server", "http://127.0.0.1:9/main_server"])
        #expect(
            refused.errorOutput
                == "Error: The server 127.0.0.1 could not be reached. Check the address and the network connection, then try again.\n"
        )
        let verbose = try await BMLTExecutable.run(["info", "--server", "http://127.0.0.1:9/main_server", "--verbose"])
        #expect(verbose.errorOutput.hasPrefix(refused.errorOutput + "Details: BMLTError.connectionFailed: "))

        let missingList = try await BMLTExecutable.run(["search", "--server-list", "/nonexistent/servers.txt"])
        #expect(
            missingList.errorOutput
                == "Error: --server-list: Cannot use /nonexistent/servers.txt: there is no such file.\n"
        )

        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let unwritable = try await BMLTExecutable.run(["serve", "--data", "/proc/bmlt/x.sqlite"])
        #expect(unwritable.status == 1)
        #expect(unwritable.errorOutput.hasPrefix("Error: Cannot make the folder /proc/bmlt for --data: "))

        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: true)) { rootURL in
            let wrong = try await sandbox.admin(
                ["login", "--server", rootURL.absoluteString, "--user", "nasc_admin", "--password-stdin"],
                standardInput: "not the password\n"
            )
            #expect(wrong.status == 1)
            #expect(
                wrong.errorOutput
                    == "Error: \(rootURL.absoluteString) refused the user name nasc_admin with that password; nothing was "
                    + "stored. The server said: NOT AUTHORIZED\n"
            )
        }
    }

    @Test func helpSaysWhatIsTrue() async throws {
        let exportJSON = try await BMLTExecutable.run(["export", "--format", "csv", "--json"])
        #expect(exportJSON.status == 64 && exportJSON.errorOutput.contains("Unknown option '--json'"))
        let login = try await BMLTExecutable.run(["admin", "login", "--help"])
        #expect(login.output.contains("--server <server>") && !login.output.contains("[--server <server>]"))
        let create = try await BMLTExecutable.run(["admin", "create", "--help"])
        #expect(!create.output.contains("replaces"))
        let typo = try await BMLTExecutable.run(["serch", "--text", "x"])
        #expect(
            typo.status == 64
                && typo.errorOutput == "Error: bmlt has no command \"serch\". Did you mean \"bmlt search\"?\n"
        )
        let adminTypo = try await BMLTExecutable.run(["admin", "whoam"])
        #expect(adminTypo.errorOutput.contains("Did you mean \"bmlt admin whoami\"?"))
        let weekday = try await BMLTExecutable.run(["search", "--weekdays", "someday"])
        #expect(weekday.status == 64 && weekday.errorOutput.contains("The value 'someday' is invalid for '--weekdays"))
        #expect(weekday.errorOutput.contains("sun, mon, tue, wed, thu, fri, sat"))
        let venue = try await BMLTExecutable.run(["search", "--venue-types", "boat"])
        #expect(venue.status == 64 && venue.errorOutput.contains("in-person, virtual or hybrid"))
    }

    @Test func outputIsTheSameFromRunToRun() async throws {
        // Exports from the embedded server carried its random port.
        let first = try await BMLTExecutable.run(["export", "--format", "json", "--ids", "827,1353"])
        let second = try await BMLTExecutable.run(["export", "--format", "json", "--ids", "827,1353"])
        #expect(first.status == 0 && first.output == second.output && !first.output.contains("127.0.0.1"))

        // --next --json is search --json's shape, with each occurrence's start and end.
        let next = try await BMLTExecutable.run([
            "search", "--next", "2d", "--near", "40.75,-73.5", "--radius", "5mi", "--time-zone", "America/New_York",
            "--json",
        ])
        let meetings = try JSONDecoder().decode([Meeting].self, from: Data(next.output.utf8))
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(next.output.utf8)) as? [[String: Any]])
        #expect(!meetings.isEmpty && objects.allSatisfy { $0["start"] is String && $0["end"] is String })
        #expect(meetings.allSatisfy { $0.rootServerURI == nil })

        // Change dates carry their zone.
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(Self.serve(sandbox, legacy: true)) { rootURL in
            try await Self.login(sandbox, rootURL)
            #expect(try await sandbox.admin(["edit", "188", "--name", "Dated"]).status == 0)
            let zone = ["TZ": "America/New_York"]
            for arguments in [["changes", "--server", rootURL.absoluteString], ["admin", "history", "188"]] {
                let changes = try await BMLTExecutable.run(
                    arguments,
                    environment: zone.merging(["BMLT_CONFIG_DIR": sandbox.configFolder.path]) { $1 }
                )
                let firstRow = try #require(changes.output.split(separator: "\n").dropFirst().first)
                #expect(firstRow.contains(try Regex(#"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00"#)), "\(firstRow)")
            }
        }

        // An iCalendar file of meetings without a zone says whose clock it used; the embedded server's are New York's.
        let calendar = try await BMLTExecutable.run(["export", "--format", "ics", "--ids", "827"])
        #expect(calendar.status == 0 && calendar.output.contains("America/New_York"))
        #expect(calendar.errorOutput.isEmpty)
        try await LocalServer.withRunning { server in
            let other = try await BMLTExecutable.run([
                "export", "--format", "ics", "--ids", "827", "--server", server.rootURL.absoluteString,
            ])
            #expect(other.status == 0 && other.output.hasPrefix("BEGIN:VCALENDAR"))
            #expect(other.errorOutput.hasPrefix("Warning: 1 of 1 meetings have no time zone;"))
        }
        let zoned = try await BMLTExecutable.run([
            "export", "--format", "ics", "--ids", "827", "--time-zone", "America/New_York",
        ])
        #expect(zoned.errorOutput.isEmpty)
    }

    @Test func nawsWritesTheNAWSFile() async throws {
        let csv = try await BMLTExecutable.run(["naws", "1002", "--csv"])
        #expect(csv.status == 0)
        #expect(csv.output.hasPrefix("\"Committee\",\"CommitteeName\",\"AddDate\","))
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let file = sandbox.folder.appendingPathComponent("nassau.csv")
        let written = try await BMLTExecutable.run(["naws", "1002", "--output", file.path])
        #expect(written.status == 0 && written.errorOutput.hasPrefix("Wrote "))
        #expect(try String(contentsOf: file, encoding: .utf8) == csv.output)
        let export = try NAWSExport.csv(csv.output)
        #expect(export.rows.count > 50 && export.rows.allSatisfy { $0.values.count == export.columns.count })
    }
}
