import ArgumentParser
import BMLT
import Foundation

struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search meetings with any criterion of GetSearchResults.",
        discussion: """
            Lists take commas; a leading - excludes (--weekdays -sun, --service-bodies 1002,-1005), and an option \
            given twice adds to its list. Formats go by key or id and service bodies by name or id, each checked \
            against the server, as are field keys and --language: the server would ignore what it does not have.

            With several servers (--servers, --server-list), a Server column names each meeting's, and the exit \
            status is 69 when some did not answer (their failures are on standard error).

            Examples:
              bmlt search --weekdays mon --near 40.75,-73.5 --radius 5mi
              bmlt search --formats O,D --service-bodies "Nassau Area Service" --recursive
              bmlt search --text Hicksville --json
              bmlt search --servers https://a.example.org/main_server,https://b.example.org/main_server
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
            """
            With --next: the zone of meetings without one, e.g. America/New_York (default: the sample data's, \
            America/New_York, for the embedded server; this machine's for others).
            """,
            valueName: "zone"
        )
    )
    var timeZone: TimeZone?

    func validate() throws {
        if timeZone != nil, next == nil { throw ValidationError("--time-zone needs --next.") }
        try group.validate(server: options.server, filters: filters)
        if group.isGiven, next != nil { throw ValidationError("--next searches one server.") }
    }

    func run() async throws {
        if let next {
            try await listUpcoming(within: next.duration)
            return
        }
        let table = MeetingTable(fields: filters.fields?.elements, distanceUnit: filters.radius?.unit)
        if group.isGiven {
            var query = filters.unresolvedQuery
            if !options.json { query.selection = table.selection(query.selection) }
            query.selection?.formUnion([.coordinate, .location])
            let meetings = try await group.meetings(matching: query, filters: filters, options: options.connection)
            try options.output(meetings.found) { table.make(meetings.found, showsServer: true) }
            if meetings.someFailed { throw ServerGroupOptions.someServersFailed }
            return
        }
        let (query, meetings) = try await options.withClient { client in
            var query = try await filters.query(on: client)
            // A table shows a few fields: ask the server for only those (and what tells the same meeting apart).
            if !options.json { query.selection = table.selection(query.selection) }
            let meetings = try await client.meetings(matching: query)
            try await filters.checkTextNarrows(query, found: meetings.count, on: client)
            return (query, options.connection.printable(meetings))
        }
        try options.output(meetings) { table.make(meetings) }
        if let page = query.page, meetings.count == page.size {
            ErrorReport.note(
                "Page \(page.number), \(page.size) meetings a page: --page \(page.number + 1) for the next."
            )
        }
        if meetings.isEmpty, let location = query.location, case .nearest(let count) = location.radius {
            ErrorReport.note(
                "No meeting within the server's automatic search limit around \(location.center) (it looks for the "
                    + "\(count) nearest only that far): give --radius to search farther."
            )
        }
    }

    /// The meetings starting within `window` from now, soonest first.
    private func listUpcoming(within window: Duration) async throws {
        let zone = options.connection.fallbackTimeZone(given: timeZone)
        let occurrences = try await options.withClient(serverTimeZone: zone) { client in
            var query = try await filters.query(on: client)
            if !options.json, query.selection == nil { query.selection = MeetingTable.fields.union([.timeZone]) }
            return try await client.upcomingMeetings(within: window, matching: query)
        }
        let meetings = options.connection.printable(occurrences.map(\.meeting))
        let printed = zip(occurrences, meetings).map { MeetingOccurrence(meeting: $1, start: $0.start) }
        options.connection.warnOfZonelessMeetings(printed.map(\.meeting), given: timeZone, option: "--time-zone")
        try options.output(printed.map(UpcomingMeetingOutput.init)) {
            UpcomingTable.make(printed, fallbackTimeZone: zone)
        }
        if printed.isEmpty, !options.json {
            ErrorReport.note(
                "No meeting starts within \(next?.text ?? "") of now, \(UpcomingTable.starts(Date(), in: zone))."
            )
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

/// Occurrences of meetings as a table: when each starts, in its own zone and saying which, then the meeting.
enum UpcomingTable {
    static func make(_ occurrences: [MeetingOccurrence], fallbackTimeZone: TimeZone) -> Table {
        let meetings = MeetingTable().make(occurrences.map(\.meeting))
        return Table(
            headers: ["Starts"] + meetings.headers,
            rows: zip(occurrences, meetings.rows).map { occurrence, row in
                [starts(occurrence.start, in: occurrence.meeting.effectiveTimeZone(fallback: fallbackTimeZone))] + row
            }
        )
    }

    /// `Tue 1 Dec 18:30 EST`: the day, as the rest of the table, in 24 hours, and the zone it is read in.
    static func starts(_ date: Date, in zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "EEE d MMM HH:mm zzz"
        return formatter.string(from: date)
    }
}

/// Meetings as a table: one line each, the fields a person scans for (or those asked for with `--fields`); for
/// editors also the service body and whether the meeting is published.
struct MeetingTable {
    /// The parts of a meeting the table shows (the editors' table also needs the service body and published).
    static let fields: Set<Meeting.Field> = [.weekday, .startTime, .duration, .name, .location, .formats]

    /// The fields asked for with `--fields`, shown in that order instead of the usual columns.
    var fields: [Meeting.Field]?
    /// The unit distances are shown in (the radius's): the server's own otherwise.
    var distanceUnit: Distance.Unit?

    /// The fields to ask the server for: those asked for, or those the table shows.
    func selection(_ asked: Set<Meeting.Field>?) -> Set<Meeting.Field> { asked ?? Self.fields }

    static func make(_ meetings: [Meeting], forEditors: Bool = false) -> Table {
        MeetingTable().make(meetings, forEditors: forEditors)
    }

    func make(_ meetings: [Meeting], forEditors: Bool = false, showsServer: Bool = false) -> Table {
        let showsDistance = meetings.contains { $0.distance != nil }
        var columns: [MeetingColumn] = [.id]
        if showsServer { columns.append(.server) }
        if let fields {
            columns += fields.map(MeetingColumn.init)
        } else {
            if forEditors { columns.append(.serviceBody) }
            columns += [.weekday, .start, .duration, .name, .place, .formats]
            if forEditors { columns.append(.published) }
        }
        if showsDistance { columns.append(.distance(distanceUnit)) }
        return Table(
            headers: columns.map(\.header),
            rows: meetings.map { meeting in columns.map { $0.value(meeting) } }
        )
    }
}
