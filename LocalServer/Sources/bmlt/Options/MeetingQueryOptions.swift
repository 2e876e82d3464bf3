import ArgumentParser
import BMLT
import Foundation

/// The criteria of a meeting search (`GetSearchResults`), shared by the commands that search.
struct MeetingQueryOptions: ParsableArguments, Sendable {
    @Option(parsing: .unconditionalSingleValue, help: "Meeting ids (comma list; a leading - excludes).")
    var ids: [Selection<Int>] = []
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            """
            Weekdays: sun, mon, tue, wed, thu, fri, sat (or the whole name, or 1–7 with 1 = Sunday); comma list, a \
            leading - excludes.
            """,
            valueName: "days"
        )
    )
    var weekdays: [Selection<Weekday>] = []
    @Option(
        name: .customLong("venue-types"),
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Venue types: in-person, virtual or hybrid (comma list; a leading - excludes).",
            valueName: "types"
        )
    )
    var venueTypes: [Selection<VenueType>] = []
    @Option(
        name: .customLong("service-bodies"),
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Service bodies by id or name (comma list; a leading - excludes; see bmlt service-bodies).",
            valueName: "bodies"
        )
    )
    var serviceBodies: [Selection<ServerReference>] = []
    @Flag(help: "With --service-bodies: also every body below them.")
    var recursive = false
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Formats by key or id, e.g. O,BT or 17 (comma list; a leading - excludes; see bmlt formats).",
            valueName: "formats"
        )
    )
    var formats: [Selection<ServerReference>] = []
    @Flag(name: .customLong("any-format"), help: "Match meetings with any of the included formats, not all.")
    var anyFormat = false
    @Option(
        help: ArgumentHelp(
            "Match a field: KEY=VALUE[,VALUE…], e.g. location_municipality=Hicksville.",
            valueName: "key=values"
        )
    )
    var field: MeetingQuery.FieldMatch?
    @Flag(name: .customLong("field-contains"), help: "With --field: match values that contain VALUE (2.x servers).")
    var fieldContains = false
    @Flag(name: .customLong("field-case-sensitive"), help: "With --field: case matters (2.x servers).")
    var fieldCaseSensitive = false
    @Option(
        name: .customLong("starts-after"),
        help: ArgumentHelp("Meetings starting strictly after HH:MM, e.g. 19:30.", valueName: "hh:mm")
    )
    var startsAfter: LocalTime?
    @Option(
        name: .customLong("starts-before"),
        help: ArgumentHelp("Meetings starting strictly before HH:MM, e.g. 19:30.", valueName: "hh:mm")
    )
    var startsBefore: LocalTime?
    @Option(
        name: .customLong("ends-before"),
        help: ArgumentHelp("Meetings ending at or before HH:MM, e.g. 21:00.", valueName: "hh:mm")
    )
    var endsBefore: LocalTime?
    @Option(
        name: .customLong("min-duration"),
        parsing: .unconditional,
        help: ArgumentHelp("Meetings lasting at least H:MM (or minutes), e.g. 1:00.", valueName: "h:mm")
    )
    var minDuration: MeetingLength?
    @Option(
        name: .customLong("max-duration"),
        parsing: .unconditional,
        help: ArgumentHelp("Meetings lasting at most H:MM (or minutes), e.g. 90.", valueName: "h:mm")
    )
    var maxDuration: MeetingLength?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            Search around LATITUDE,LONGITUDE (latitude from -90 to 90, longitude from -180 to 180), e.g. 40.75,-73.5 \
            or -33.87,151.21.
            """,
            valueName: "latitude,longitude"
        )
    )
    var near: Coordinate?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            With --near: the radius, e.g. 5mi or 8km (a number alone is miles; distances are then shown in its \
            unit). Default: the 10 nearest meetings, within the server's automatic search limit.
            """,
            valueName: "distance"
        )
    )
    var radius: Distance?
    @Option(
        parsing: .unconditional,
        help: """
            With --near: the smallest radius holding at least this many meetings, within the server's automatic \
            search limit.
            """
    )
    var nearest: Int?
    @Flag(name: .customLong("sort-by-distance"), help: "With --near: nearest first.")
    var sortByDistance = false
    @Option(
        parsing: .unconditional,
        help: """
            Search every field for this text: at least 3 characters, or a number. 4.x servers match whole words \
            (cafe does not find café or cafeteria); 2.x servers match words that sound alike or begin alike.
            """
    )
    var text: String?
    @Flag(help: "With --text: read the text as an address (needs a Google key on the server).")
    var address = false
    @Option(
        name: .customLong("address-radius"),
        parsing: .unconditional,
        help: ArgumentHelp("With --address: the radius around it, e.g. 2mi.", valueName: "distance")
    )
    var addressRadius: Distance?
    @Flag(name: .customLong("all-words"), help: "With --text: every word must match (2.x servers).")
    var allWords = false
    @Flag(help: "With --text: match the text exactly (2.x servers).")
    var exact = false
    @Option(help: "published, unpublished or all.")
    var published: MeetingQuery.PublishedFilter = .publishedOnly
    @Option(help: "Sort by these field keys (comma list; see bmlt fields).")
    var sort: CommaList<String>?
    @Option(name: .customLong("sort-preset"), help: "weekday, time, town, state or weekday_state.")
    var sortPreset: MeetingQuery.SortPreset?
    @Option(
        help: ArgumentHelp(
            """
            Return only these fields (comma list): parts by name (name, weekday, startTime, location, ...) or fields \
            by server key (meeting_name, zone).
            """,
            valueName: "fields"
        )
    )
    var fields: CommaList<Meeting.Field>?
    @Option(name: .customLong("page-size"), parsing: .unconditional, help: "Meetings per page.")
    var pageSize: Int?
    @Option(parsing: .unconditional, help: "With --page-size: which page, from 1 (default: 1).")
    var page: Int?
    @Option(help: "The language of format keys, e.g. es (see bmlt info).")
    var language: String?
    @Option(name: .customLong("root-server-ids"), help: "On an aggregator: only these source servers (comma list).")
    var rootServerIDs: CommaList<Int>?

    /// Whether a format is given by id, which names another format, or none, on another server.
    var formatsGivenByID: Bool {
        formats.contains { selection in (selection.included + selection.excluded).contains { $0.isID } }
    }

    /// Checks what the options say together, and the query they make, before anything is sent.
    func validate() throws {
        let needs: [(given: Bool, needed: Bool, message: String)] = [
            (
                fieldContains || fieldCaseSensitive, field != nil,
                "--field-contains and --field-case-sensitive need --field."
            ),
            (
                radius != nil || nearest != nil || sortByDistance, near != nil,
                "--radius, --nearest and --sort-by-distance need --near."
            ),
            (
                address || addressRadius != nil || allWords || exact, text != nil,
                "--address, --address-radius, --all-words and --exact need --text."
            ),
            (recursive, !serviceBodies.isEmpty, "--recursive needs --service-bodies."),
            (anyFormat, !formats.isEmpty, "--any-format needs --formats."),
            (page != nil, pageSize != nil, "--page needs --page-size: without it, every meeting is one page."),
        ]
        if let missing = needs.first(where: { $0.given && !$0.needed }) { throw ValidationError(missing.message) }
        if radius != nil, nearest != nil { throw ValidationError("Give --radius or --nearest, not both.") }
        if sort != nil, sortPreset != nil { throw ValidationError("Give --sort or --sort-preset, not both.") }
        let counts = [("--nearest", nearest), ("--page-size", pageSize), ("--page", page)]
        if let (name, _) = counts.first(where: { ($0.1 ?? 1) < 1 }) {
            throw ValidationError("\(name) must be 1 or more.")
        }
        if let startsAfter, let startsBefore, startsAfter >= startsBefore {
            throw ValidationError(
                "No meeting starts after \(startsAfter.hourMinute) and before \(startsBefore.hourMinute): "
                    + "--starts-after must be the earlier time."
            )
        }
        if let minDuration, let maxDuration, minDuration.duration > maxDuration.duration {
            throw ValidationError("--min-duration is longer than --max-duration: no meeting lasts both.")
        }
        if let text, !address { try Self.checkSearchable(text) }
        if let fields, fields.elements.isEmpty { throw ValidationError("--fields needs at least one field.") }
        if let sort, sort.elements.isEmpty { throw ValidationError("--sort needs at least one field key.") }
        do {
            try unresolvedQuery.validate()
        } catch let error as BMLTError {
            throw ValidationError(error.reason)
        }
    }

    /// Refuses a text every server ignores, so that its answer (every meeting) is not shown as the text's matches:
    /// 4.x servers drop a text shorter than 3 characters that is not a number, and 2.x servers compare the sounds of
    /// its letters, which a text without any letter or digit does not have.
    static func checkSearchable(_ text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { throw ValidationError("--text needs some text.") }
        if Double(trimmed) == nil, trimmed.count < 3 {
            throw ValidationError(
                "--text \(trimmed) is too short: servers ignore a text shorter than 3 characters (unless it is a "
                    + "number) and answer with every meeting."
            )
        }
        if !trimmed.unicodeScalars.contains(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) }) {
            throw ValidationError(
                "--text \(trimmed) has no letter or digit: servers find nothing in it to match, and 2.x servers "
                    + "answer with every meeting."
            )
        }
    }

    /// The search the options describe, with the formats and service bodies given by id alone: ``query(on:)`` also
    /// reads them by key and name, and checks them against the server.
    var unresolvedQuery: MeetingQuery {
        var query = MeetingQuery()
        query.meetingIDs = Selection.merging(ids) ?? .any
        query.weekdays = Selection.merging(weekdays) ?? .any
        query.venueTypes = Selection.merging(venueTypes) ?? .any
        query.serviceBodies = Selection.merging(serviceBodies)?.ids ?? .any
        query.includesServiceBodyDescendants = recursive
        query.formats = Selection.merging(formats)?.ids ?? .any
        query.formatMatching = anyFormat ? .any : .all
        query.fieldMatch = field.map {
            MeetingQuery.FieldMatch(
                key: $0.key,
                values: $0.values,
                matchesSubstring: fieldContains,
                isCaseSensitive: fieldCaseSensitive
            )
        }
        query.startsAfter = startsAfter
        query.startsBefore = startsBefore
        query.endsBefore = endsBefore
        query.minimumDuration = minDuration?.duration
        query.maximumDuration = maxDuration?.duration
        if let near {
            query.location = .init(center: near, radius: radius.map { .distance($0) } ?? .nearest(nearest ?? 10))
            if sortByDistance { query.sort = .distance }
        }
        if let text {
            query.text = .init(
                text,
                isAddress: address,
                addressRadius: addressRadius.map { .distance($0) },
                matchesAllWords: allWords,
                isExact: exact
            )
        }
        query.published = published
        if let sort { query.sort = .keys(sort.elements) }
        if let sortPreset { query.sort = .preset(sortPreset) }
        if let fields { query.selection = Set(fields.elements) }
        if let pageSize { query.page = .init(size: pageSize, number: page ?? 1) }
        query.language = language
        query.rootServerIDs = rootServerIDs?.elements ?? []
        return query
    }
}
