import ArgumentParser
@_spi(BMLTInternal) import BMLT

/// The criteria of a meeting search (`GetSearchResults`), shared by the commands that search.
struct MeetingQueryOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Meeting ids (comma list; a leading - excludes).")
    var ids: Selection<Int>?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            Weekdays: sun, mon, tue, wed, thu, fri, sat (or the whole name, or 1–7 with 1 = Sunday); comma list, a \
            leading - excludes.
            """,
            valueName: "days"
        )
    )
    var weekdays: Selection<Weekday>?
    @Option(
        name: .customLong("venue-types"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "Venue types: in-person, virtual or hybrid (comma list; a leading - excludes).",
            valueName: "types"
        )
    )
    var venueTypes: Selection<VenueType>?
    @Option(
        name: .customLong("service-bodies"),
        parsing: .unconditional,
        help: "Service body ids (comma list; a leading - excludes)."
    )
    var serviceBodies: Selection<Int>?
    @Flag(help: "With --service-bodies: also every body below them.")
    var recursive = false
    @Option(parsing: .unconditional, help: "Format ids (comma list; a leading - excludes).")
    var formats: Selection<Int>?
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
        help: ArgumentHelp("Meetings starting after HH:MM, e.g. 19:30.", valueName: "hh:mm")
    )
    var startsAfter: LocalTime?
    @Option(
        name: .customLong("starts-before"),
        help: ArgumentHelp("Meetings starting before HH:MM, e.g. 19:30.", valueName: "hh:mm")
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
            "With --near: the radius, e.g. 5mi or 8km (default: the 10 nearest meetings).",
            valueName: "distance"
        )
    )
    var radius: Distance?
    @Option(parsing: .unconditional, help: "With --near: the smallest radius holding at least this many meetings.")
    var nearest: Int?
    @Flag(name: .customLong("sort-by-distance"), help: "With --near: nearest first.")
    var sortByDistance = false
    @Option(parsing: .unconditional, help: "Search every field for this text.")
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
    @Option(help: "Sort by these field keys (comma list).")
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
    @Option(help: "The language of format keys, e.g. es.")
    var language: String?
    @Option(name: .customLong("root-server-ids"), help: "On an aggregator: only these source servers (comma list).")
    var rootServerIDs: CommaList<Int>?

    /// Checks what the options say together, and the query they make, before anything is sent.
    func validate() throws {
        if field == nil, fieldContains || fieldCaseSensitive {
            throw ValidationError("--field-contains and --field-case-sensitive need --field.")
        }
        if near == nil, radius != nil || nearest != nil || sortByDistance {
            throw ValidationError("--radius, --nearest and --sort-by-distance need --near.")
        }
        if text == nil, address || addressRadius != nil || allWords || exact {
            throw ValidationError("--address, --address-radius, --all-words and --exact need --text.")
        }
        let counts = [("--nearest", nearest), ("--page-size", pageSize), ("--page", page)]
        if let (name, _) = counts.first(where: { ($0.1 ?? 1) < 1 }) {
            throw ValidationError("\(name) must be 1 or more.")
        }
        if page != nil, pageSize == nil {
            throw ValidationError("--page needs --page-size: without it, every meeting is one page.")
        }
        do {
            try query.validate()
        } catch let error as BMLTError {
            throw ValidationError(error.reason)
        }
    }

    /// The search the options describe.
    var query: MeetingQuery {
        var query = MeetingQuery()
        query.meetingIDs = ids ?? .any
        query.weekdays = weekdays ?? .any
        query.venueTypes = venueTypes ?? .any
        query.serviceBodies = serviceBodies ?? .any
        query.includesServiceBodyDescendants = recursive
        query.formats = formats ?? .any
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
