import ArgumentParser
@_spi(BMLTInternal) import BMLT
import Foundation

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search meetings with any criterion of GetSearchResults.",
        discussion: """
            Lists take commas; a leading - excludes (--weekdays -sun, --service-bodies 1002,-1005).
            Examples:
              bmlt search --weekdays mon --near 40.75,-73.5 --radius 5mi
              bmlt search --formats 17,8 --service-bodies 1 --recursive
              bmlt search --text Hicksville --json
              bmlt search --servers https://a.example.org/main_server,https://b.example.org/main_server --weekdays mon
            """
    )

    @OptionGroup var options: ServerOptions

    @OptionGroup var filters: MeetingQueryOptions

    @OptionGroup var group: ServerGroupOptions

    @Option(
        help: ArgumentHelp(
            "Only meetings starting within this span of time from now, soonest first: e.g. 3h, 90m, 1h30m.",
            valueName: "span"
        )
    )
    var next: TimeSpan?
    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp(
            "With --next: the zone of meetings without one (default: this machine's), e.g. America/New_York.",
            valueName: "zone"
        )
    )
    var timeZone: TimeZone?

    func validate() throws {
        if timeZone != nil, next == nil { throw ValidationError("--time-zone needs --next.") }
        if group.isGiven, options.server != nil { throw ValidationError("Give --server or --servers, not both.") }
        if group.isGiven, next != nil { throw ValidationError("--next searches one server.") }
    }

    func run() async throws {
        var query = filters.query
        if let next {
            try await listUpcoming(within: next.duration, query)
            return
        }
        // A table shows a few fields: ask the server for only those (and what tells the same meeting apart).
        if !options.json, query.selection == nil { query.selection = MeetingTable.fields }
        if group.isGiven {
            query.selection?.formUnion([.coordinate, .location])
            let meetings = try await group.meetings(matching: query, options: options.connection)
            try options.output(meetings) { MeetingTable.make(meetings) }
            return
        }
        let meetings = options.connection.printable(
            try await options.withClient { [query] in try await $0.meetings(matching: query) }
        )
        try options.output(meetings) { MeetingTable.make(meetings) }
        if let page = query.page, meetings.count == page.size {
            ErrorReport.note(
                "Page \(page.number), \(page.size) meetings a page: --page \(page.number + 1) for the next."
            )
        }
    }

    /// The meetings starting within `window` from now, soonest first.
    private func listUpcoming(within window: Duration, _ query: MeetingQuery) async throws {
        var query = query
        if !options.json, query.selection == nil { query.selection = MeetingTable.fields.union([.timeZone]) }
        let occurrences = try await options.withClient(serverTimeZone: timeZone) { [query] client in
            try await client.upcomingMeetings(within: window, matching: query)
        }
        let meetings = options.connection.printable(occurrences.map(\.meeting))
        let printed = zip(occurrences, meetings).map { MeetingOccurrence(meeting: $1, start: $0.start) }
        try options.output(printed.map(UpcomingMeetingOutput.init)) {
            UpcomingTable.make(printed, fallbackTimeZone: timeZone ?? .current)
        }
    }
}

/// An occurrence in JSON as `search --json` prints a meeting, with the instants it starts and ends beside its fields.
struct UpcomingMeetingOutput: Encodable {
    var occurrence: MeetingOccurrence

    private enum Key: CodingKey { case start, end }

    func encode(to encoder: any Encoder) throws {
        try occurrence.meeting.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(occurrence.start, forKey: .start)
        try container.encode(occurrence.end, forKey: .end)
    }
}

/// Occurrences of meetings as a table: when each starts, in its own zone, then the meeting.
enum UpcomingTable {
    static func make(_ occurrences: [MeetingOccurrence], fallbackTimeZone: TimeZone) -> Table {
        let meetings = MeetingTable.make(occurrences.map(\.meeting))
        var format = Date.FormatStyle(date: .omitted, time: .shortened)
        return Table(
            headers: ["Starts"] + meetings.headers,
            rows: zip(occurrences, meetings.rows).map { occurrence, row in
                format.timeZone = occurrence.meeting.effectiveTimeZone(fallback: fallbackTimeZone)
                return [occurrence.start.formatted(format)] + row
            }
        )
    }
}

/// Meetings as a table: one line each, the fields a person scans for; for editors also the service body and whether
/// the meeting is published.
enum MeetingTable {
    /// The parts of a meeting the table shows (the editors' table also needs the service body and published).
    static let fields: Set<Meeting.Field> = [.weekday, .startTime, .duration, .name, .location, .formats]

    static func make(_ meetings: [Meeting], forEditors: Bool = false) -> Table {
        let showsDistance = meetings.contains { $0.distance != nil }
        var headers = ["ID"] + (forEditors ? ["Body"] : []) + ["Day", "Start", "Length", "Name", "Place", "Formats"]
        if forEditors { headers.append("Published") }
        if showsDistance { headers.append("Distance") }
        return Table(
            headers: headers,
            rows: meetings.map { meeting in
                // A part the server did not send (a search with --fields) stays blank: its placeholder is not data.
                var row = [String(meeting.id)]
                if forEditors { row.append(meeting.contains(.serviceBody) ? String(meeting.serviceBodyID) : "") }
                row += [
                    meeting.weekday.map { String($0.englishName.prefix(3)) } ?? "",
                    meeting.startTime?.hourMinute ?? "",
                    meeting.duration.map(Display.duration) ?? "",
                    meeting.name.truncated(to: 36),
                    (meeting.location.municipality ?? meeting.location.citySubsection ?? "").truncated(to: 24),
                    meeting.formatKeys.joined(separator: ","),
                ]
                if forEditors { row.append(meeting.contains(.published) ? (meeting.isPublished ? "yes" : "no") : "") }
                if showsDistance {
                    row.append(meeting.distance.map { String(format: "%.2f %@", $0.value, $0.unit.rawValue) } ?? "")
                }
                return row
            }
        )
    }
}
