import ArgumentParser
import BMLT
import Foundation

struct FieldsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fields",
        abstract: "List the meeting fields a server knows."
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let keys = try await options.withClient { try await $0.fieldKeys() }
        try options.output(keys) {
            Table(headers: ["Key", "Description"], rows: keys.map { [$0.key, $0.description] })
        }
    }
}

struct ValuesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "values",
        abstract: "List the distinct values of a field across published meetings.",
        discussion: "The table is sorted by value, its ids ascending; --json keeps the server's order."
    )

    @OptionGroup var options: ServerOptions

    @Argument(help: "The field key, e.g. location_municipality.")
    var key: String

    @Option(name: .customLong("specific-formats"), help: "For formats: only these format ids (comma list).")
    var specificFormats: CommaList<Int>?

    @Flag(name: .customLong("all-formats"), help: "With --specific-formats: only meetings having all of them.")
    var allFormats = false

    func run() async throws {
        let formats = specificFormats?.elements ?? []
        let values = try await options.withClient { client in
            // A key the server does not have is a 400 on 4.x servers and nothing on 2.x servers: name the fields.
            let keys = try await client.fieldKeys().map(\.key)
            guard keys.contains(key) else {
                throw AdminOutput.usageError("The server has no field \(key) (bmlt fields lists its fields).")
            }
            return try await client.fieldValues(for: key, specificFormats: formats, allFormats: allFormats)
        }
        try options.output(values) {
            let sorted = values.sorted {
                ($0.value ?? "").localizedStandardCompare($1.value ?? "") == .orderedAscending
            }
            return Table(
                headers: ["Value", "Meetings", "IDs"],
                rows: sorted.map {
                    [
                        $0.value ?? "(none)", String($0.meetingIDs.count),
                        Self.ids($0.meetingIDs),
                    ]
                }
            )
        }
    }
}

extension ValuesCommand {
    /// How many ids a row shows before it counts the rest.
    static let idsShown = 10

    /// The first ids of a value's meetings, ascending, and how many there are in all when that is more.
    static func ids(_ ids: [Int]) -> String {
        let sorted = ids.sorted()
        let shown = sorted.prefix(idsShown).map(String.init).joined(separator: ",")
        guard sorted.count > idsShown else { return shown }
        return shown + ",… (\(sorted.count.formatted()) in all; --json lists them)"
    }
}

struct CoverageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Show the rectangle that holds every published meeting."
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let area = try await options.withClient { try await $0.coverageArea() }
        try options.output(area) {
            guard let area else { return Table(headers: ["Corner", "Latitude", "Longitude"], rows: []) }
            return Table(
                headers: ["Corner", "Latitude", "Longitude"],
                rows: [
                    ["North-west", String(area.northWest.latitude), String(area.northWest.longitude)],
                    ["South-east", String(area.southEast.latitude), String(area.southEast.longitude)],
                ]
            )
        }
    }
}

struct NAWSCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "naws",
        abstract: "Export a service body's meetings in the NA World Services format.",
        discussion: """
            Prints a table of the export, or the CSV file World Services takes with --csv or --output.
            Example:
              bmlt naws 1002 --output nassau-naws.csv
              bmlt naws "Nassau Area Service"
            """
    )

    @OptionGroup var options: ServerOptions

    @Argument(help: "The service body, by id or name (see bmlt service-bodies).")
    var serviceBody: ServerReference

    @Flag(help: "Print the NAWS CSV file instead of a table.")
    var csv = false

    @Option(name: [.short, .long], help: "Write the NAWS CSV file here (-: standard output, as --csv).")
    var output: String?

    func validate() throws {
        if options.json, csv || output != nil { throw ValidationError("Give --json, or --csv / --output, not both.") }
    }

    func run() async throws {
        let export = try await options.withClient { client in
            let id = try await MeetingQueryOptions.serviceBodyID(serviceBody, on: client, option: "naws")
            return try await client.nawsExport(serviceBodyID: id)
        }
        if let output, output != "-" {
            do {
                try Data((export.csvText + "\n").utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                throw ErrorReport.Failure("Cannot write \(output): \(ErrorReport.reason(error)).")
            }
            ErrorReport.note("Wrote \(export.rows.count) meetings to \(output).")
            return
        }
        if csv || output == "-" {
            StandardStreams.print(export.csvText)
            return
        }
        try options.output(export) {
            Table(
                headers: ["BMLT ID", "Committee", "Name", "Day", "Time", "Deleted"],
                rows: export.rows.map {
                    [
                        $0.meetingID.map(String.init) ?? "", $0.committee ?? "", $0.committeeName ?? "", $0.day ?? "",
                        $0.time ?? "", $0.isDeleted ? "yes" : "",
                    ]
                }
            )
        }
    }
}
