import ArgumentParser
import BMLT
import Foundation

/// Several root servers searched as one (`--servers`, `--server-list`), for the commands that search.
struct ServerGroupOptions: ParsableArguments {
    @Option(name: .long, help: "Search several root servers at once: their URLs, separated by commas.")
    var servers: CommaList<String>?

    @Option(
        name: .customLong("server-list"),
        help:
            "Search every root server in FILE: one URL per line, or a JSON list like the aggregator's serverList.json."
    )
    var serverList: String?

    var isGiven: Bool { servers != nil || serverList != nil }

    func validate() throws {
        if servers != nil, serverList != nil { throw ValidationError("Give --servers or --server-list, not both.") }
    }

    /// Checks the group beside a search's other options: one server or several, and criteria every server reads alike.
    func validate(server: String?, filters: MeetingQueryOptions) throws {
        guard isGiven else { return }
        if server != nil { throw ValidationError("Give --server or --servers, not both.") }
        if filters.formatsGivenByID {
            throw ValidationError(
                "With several servers, give formats by key (O, VM): each server numbers its formats its own way, "
                    + "and keys are what they share."
            )
        }
    }

    /// The servers' root URLs.
    func rootURLs() throws -> [URL] {
        guard let serverList else {
            do {
                return try RootServerEntry.list(fromFile: Data((servers?.elements ?? []).joined(separator: "\n").utf8))
                    .map(\.url)
            } catch let error as BMLTError {
                throw ErrorReport.Failure("--servers: " + error.reason)
            }
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: serverList))
        } catch {
            throw ErrorReport.Failure("--server-list: " + ErrorReport.shortReason(error))
        }
        guard String(data: data, encoding: .utf8) != nil else {
            throw ErrorReport.Failure("--server-list: \(serverList) is not a text file of root server URLs.")
        }
        do {
            return try RootServerEntry.list(fromFile: data).map(\.url)
        } catch let error as BMLTError {
            throw ErrorReport.Failure("--server-list: \(serverList): " + error.reason)
        }
    }

    /// The exit status of a search of several servers of which some did not answer (`EX_UNAVAILABLE`): the
    /// meetings of the others are printed, but are not all the meetings asked for.
    static let someServersFailed = ExitCode(69)

    /// What the servers of a group answered.
    struct Answer {
        var found: [Meeting]
        /// Whether some servers did not answer (each was named on standard error).
        var someFailed: Bool
    }

    /// Searches every server with `query`, its format keys and service body names made each server's ids, showing on
    /// a terminal how many have answered, and printing each failure on standard error.
    func meetings(
        matching query: MeetingQuery,
        filters: MeetingQueryOptions,
        options: ConnectionOptions
    ) async throws -> Answer {
        let urls = try rootURLs()
        guard !urls.isEmpty else {
            throw ErrorReport.Failure(
                (serverList.map { "--server-list \($0)" } ?? "--servers")
                    + " names no server: give one root URL a line."
            )
        }
        let group = try ServerGroup(
            rootURLs: urls,
            configuration: .commandLine(insecure: options.insecure, timeout: options.timeout)
        )
        let progress = Progress.onTerminal
        var answered = 0
        let result = try await group.meetings(
            matching: query,
            preparedFor: { client, query in try await filters.query(query, on: client) },
            onEachServer: { _ in
                answered += 1
                progress.show("\(answered) of \(urls.count) servers answered")
            }
        )
        progress.end()
        let failures = result.failures.map { "\($0.rootURL.absoluteString): \(ErrorReport.line(for: $0.error))" }
        guard failures.count < urls.count else {
            throw ErrorReport.Failure(
                "No server answered, so there are no meetings to show:\n  " + failures.joined(separator: "\n  ")
            )
        }
        for failure in failures { ErrorReport.note("No answer from " + failure) }
        return Answer(found: result.meetings, someFailed: !failures.isEmpty)
    }
}
