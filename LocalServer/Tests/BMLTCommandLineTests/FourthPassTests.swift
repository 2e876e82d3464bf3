@_spi(BMLTInternal) import BMLT
import BMLTTestSupport
import Foundation
import Testing

/// `bmlt` as a person met it in the fourth pass: each test failed before the fix it names.
@Suite("bmlt as a person meets it, fourth pass", .hangTimeLimit)
struct FourthPassTests {
    typealias Sandbox = AdminCommandLineTests.Sandbox

    // MARK: - Data loss

    @Test("A move out of the user's reach is asked for first, then reported as saved (4.x)")
    func moveOutOfReach() async throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: false)) { rootURL in
            try await PersonFacingTests.login(sandbox, rootURL)
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
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try await BMLTExecutable.serving(PersonFacingTests.serve(sandbox, legacy: true)) { rootURL in
            try await PersonFacingTests.login(sandbox, rootURL)
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
