import ArgumentParser
import BMLT
import Foundation

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the meetings of a search as CSV, JSON, iCalendar, GeoJSON or TSML.",
        discussion: """
            Takes every criterion of `bmlt search`. With --page-size, every meeting is fetched page by page, and a \
            terminal shows the progress; with --page as well, only that page is written.

            --format json writes the server's own JSON (GetSearchResults), as other BMLT tools read it; \
            bmlt search --json prints the meetings as this tool models them. CSV starts with a UTF-8 byte order \
            mark, has a column a field (headed by its server key), and sets a ' before a cell a spreadsheet would \
            run as a formula (=, +, -, @): a spreadsheet hides it, a program reading the file sees it \
            (--no-formula-guard leaves such cells as they are). Each meeting's root_server_uri names the server \
            it came from.

            Examples:
              bmlt export --format ics --text Hicksville --output hicksville.ics
              bmlt export --format geojson --near 40.75,-73.5 --radius 5mi
              bmlt export --format csv --page-size 200 --output meetings.csv
              bmlt export --format json --server-list servers.txt --weekdays sun
              bmlt export --format tsml --profile meeting-guide --output feed.json

            --format tsml writes a 4.x server's own TSML (--profile server, the default), or a Meeting Guide feed \
            by the spec that the Meeting Guide app, TSML UI and the 12 Step Meeting List plugin read \
            (--profile meeting-guide): every meeting's time zone (--time-zone for those without one, else the \
            server's), its last change from the server's change records, a slug of its server and id, the spec's \
            types; bmlt validate-tsml checks it.
            """
    )

    @OptionGroup var options: ConnectionOptions

    @OptionGroup var filters: MeetingQueryOptions

    @OptionGroup var group: ServerGroupOptions

    @Option(help: "csv, json, ics, geojson or tsml.")
    var format: MeetingExporter.FileType

    @Option(name: [.short, .long], help: "The file to write; - or none: standard output.")
    var output: String?

    @Option(help: "For tsml: server (as 4.x writes it) or meeting-guide (the Meeting Guide spec).")
    var profile: MeetingExporter.TSMLProfile?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp(
            "For ics and a Meeting Guide feed: the zone of meetings without one (default: this machine's), e.g. "
                + "America/New_York.",
            valueName: "zone"
        )
    )
    var timeZone: TimeZone?

    @Option(name: .customLong("calendar-name"), help: "For ics: the calendar's name.")
    var calendarName: String?

    @Flag(
        name: .customLong("no-formula-guard"),
        help: "For csv: no ' before cells a spreadsheet would run as a formula (for files that programs read)."
    )
    var leavesFormulas = false

    func validate() throws {
        try group.validate(server: options.server, filters: filters)
        if format != .iCalendar, calendarName != nil {
            throw ValidationError("--calendar-name is for --format ics.")
        }
        if format != .iCalendar, profile != .meetingGuide, timeZone != nil {
            throw ValidationError("--time-zone is for --format ics and --profile meeting-guide.")
        }
        if format != .tsml, profile != nil {
            throw ValidationError("--profile is for --format tsml.")
        }
        if format != .csv, leavesFormulas {
            throw ValidationError("--no-formula-guard is for --format csv.")
        }
    }

    func run() async throws {
        let zone = options.fallbackTimeZone(given: timeZone)
        let progress = Progress.onTerminal
        if group.isGiven {
            // Each server numbers its formats its own way: TSML types come from the meetings' format keys.
            let answer = try await group.meetings(matching: filters.unresolvedQuery, filters: filters, options: options)
            let exporter = MeetingExporter(
                format: format,
                tsmlProfile: profile ?? .server,
                fallbackTimeZone: zone,
                calendarName: calendarName,
                guardsFormulas: !leavesFormulas
            )
            try write(exporter, answer.found)
            if answer.someFailed { throw ServerGroupOptions.someServersFailed }
            return
        }
        let (meetings, formats, serverURL, changeDates) = try await options.withClient {
            client -> ([Meeting], [Format], URL, [Int: Date]) in
            let query = try await filters.query(on: client)
            // TSML's types and iCalendar's format names come from the server's formats: those of the meetings found,
            // in the same answer (get_used_formats), rather than a GetFormats of their own.
            let needsFormats = format == .tsml || format == .iCalendar
            // With --page, that page; with --page-size alone, every page, fetched one by one.
            guard let page = query.page, filters.page == nil else {
                var formats: [Format] = []
                let meetings: [Meeting]
                if needsFormats {
                    let results = try await client.searchResults(matching: query)
                    (meetings, formats) = (results.meetings, results.formats)
                } else {
                    meetings = try await client.meetings(matching: query)
                }
                try await filters.checkTextNarrows(query, found: meetings.count, on: client)
                return (try await forTSML(meetings, on: client), formats, client.rootURL, await lastChanges(on: client))
            }
            let formats = needsFormats ? try await client.formats(FormatQuery(includesUnused: true)) : []
            var meetings: [Meeting] = []
            for try await chunk in client.meetingPages(matching: query.with { $0.page = nil }, pageSize: page.size) {
                meetings += chunk
                progress.show("Fetched \(meetings.count) meetings")
            }
            progress.end()
            return (try await forTSML(meetings, on: client), formats, client.rootURL, await lastChanges(on: client))
        }
        let exporter = MeetingExporter(
            format: format,
            tsmlProfile: profile ?? .server,
            fallbackTimeZone: zone,
            formats: formats,
            calendarName: calendarName,
            // The embedded server's address is new on every run: its meetings keep the plain id.
            serverURL: options.isEmbedded ? nil : serverURL,
            guardsFormulas: !leavesFormulas,
            changeDates: changeDates
        )
        try write(exporter, meetings)
    }

    /// For a Meeting Guide feed, when each meeting last changed, from the server's change records; none where the
    /// server keeps none or does not answer `GetChanges` (an aggregator).
    private func lastChanges(on client: BMLTClient) async -> [Int: Date] {
        guard profile == .meetingGuide, let changes = try? await client.changes() else { return [:] }
        return MeetingExporter.changeDates(from: changes)
    }

    /// For TSML, meetings with their service body's name, the region, which 2.x servers do not write beside a
    /// meeting; and a note that a 2.x server's notes have lost their line breaks.
    private func forTSML(_ meetings: [Meeting], on client: BMLTClient) async throws -> [Meeting] {
        guard format == .tsml, meetings.contains(where: { $0.serviceBodyName == nil }) else { return meetings }
        let names = Dictionary(try await client.serviceBodies().map { ($0.id, $0.name) }) { first, _ in first }
        if try await client.capabilities().supportsLegacySearchOptions {
            ErrorReport.note(
                "Note: 2.x servers write the line breaks of a meeting's comments as \"; \" in their read API, so the "
                    + "notes keep them so."
            )
        }
        return meetings.map { meeting in
            var meeting = meeting
            meeting.serviceBodyName = meeting.serviceBodyName ?? names[meeting.serviceBodyID]
            return meeting
        }
    }

    /// Writes the file to `--output`, or to standard output.
    private func write(_ exporter: MeetingExporter, _ meetings: [Meeting]) throws {
        let meetings = options.printable(meetings)
        if exporter.format == .iCalendar || (exporter.format == .tsml && exporter.tsmlProfile == .meetingGuide) {
            options.warnOfZonelessMeetings(meetings, given: timeZone, option: "--time-zone")
        }
        let data = exporter.data(for: meetings)
        guard let output, output != "-" else {
            StandardStreams.write(data)
            return
        }
        try data.write(to: URL(fileURLWithPath: output))
        ErrorReport.note("Wrote \(meetings.count) meetings to \(output).")
    }
}
