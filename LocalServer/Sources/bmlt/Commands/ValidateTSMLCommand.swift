import ArgumentParser
import BMLT
import BMLTAsyncHTTPClient
import Foundation
import HTTPTypes

struct ValidateTSMLCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate-tsml",
        abstract: "Check a Meeting Guide (TSML) feed as the apps that read one do.",
        discussion: """
            Reads a file, or a feed's http(s) address, and prints each finding: errors where TSML UI, the 12 Step \
            Meeting List plugin or the sheets importer drop a meeting (or the whole feed), warnings where they keep \
            it but lose part of it. The rules are the Meeting Guide spec's (code4recovery/spec) and those readers'. \
            Exits with 1 when there is an error.

            Examples:
              bmlt export --format tsml --profile meeting-guide --output feed.json && bmlt validate-tsml feed.json
              bmlt validate-tsml https://example.org/wp-admin/admin-ajax.php?action=meetings
            """
    )

    @Argument(help: ArgumentHelp("The feed: a file, or an http(s) address.", valueName: "file-or-url"))
    var feed: String

    @Flag(name: .customLong("errors-only"), help: "Print errors only.")
    var errorsOnly = false

    func run() async throws {
        let report = MeetingGuideValidator.validate(try await bytes())
        for finding in report.errors + (errorsOnly ? [] : report.warnings) {
            StandardStreams.print(finding.description)
        }
        StandardStreams.print(
            "\(report.meetingCount) meetings: \(report.errors.count) errors, \(report.warnings.count) warnings."
        )
        if !report.isValid { throw ExitCode.failure }
    }

    private func bytes() async throws -> Data {
        guard let url = URL(string: feed), ["http", "https"].contains(url.scheme?.lowercased()) else {
            do {
                return try Data(contentsOf: URL(fileURLWithPath: feed))
            } catch {
                throw ValidationError("Cannot read \(feed): \(error.localizedDescription)")
            }
        }
        var request = TransportRequest(url: url)
        let identity = ClientIdentity.commandLine(contact: ProcessInfo.processInfo.environment["BMLT_CONTACT"] ?? "")
        request.headerFields[.userAgent] = identity.userAgent
        let response = try await AsyncHTTPClientTransport().send(request)
        guard response.status.code == 200 else {
            throw ValidationError("\(feed) answered HTTP \(response.status.code), not a feed.")
        }
        return response.body
    }
}
