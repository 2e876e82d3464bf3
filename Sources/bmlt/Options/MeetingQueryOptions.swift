import ArgumentParser
import BMLT

/// The criteria of a meeting search (`GetSearchResults`), shared by the commands that search.
struct MeetingQueryOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Meeting ids (comma list; a leading - excludes).")
    var ids: String?
    @Option(parsing: .unconditional, help: "Weekdays: names or 1–7 with 1 = Sunday (comma list; a leading - excludes).")
    var weekdays: String?
    @Option(
        name: .customLong("venue-types"),
        parsing: .unconditional,
        help: "in-person, virtual, hybrid (comma list; a leading - excludes)."
    )
    var venueTypes: String?
    @Option(
        name: .customLong("service-bodies"),
        parsing: .unconditional,
        help: "Service body ids (comma list; a leading - excludes)."
    )
    var serviceBodies: String?
    @Flag(help: "With --service-bodies: also every body below them.")
    var recursive = false
    @Option(parsing: .unconditional, help: "Format ids (comma list; a leading - excludes).")
    var formats: String?
    @Flag(name: .customLong("any-format"), help: "Match meetings with any of the included formats, not all.")
    var anyFormat = false
    @Option(help: "Match a field: KEY=VALUE[,VALUE…], e.g. location_municipality=Hicksville.")
    var field: String?
    @Flag(name: .customLong("field-contains"), help: "With --field: match values that contain VALUE (2.x servers).")
    var fieldContains = false
    @Flag(name: .customLong("field-case-sensitive"), help: "With --field: case matters (2.x servers).")
    var fieldCaseSensitive = false
    @Option(name: .customLong("starts-after"), help: "Meetings starting after HH:MM.")
    var startsAfter: String?
    @Option(name: .customLong("starts-before"), help: "Meetings starting before HH:MM.")
    var startsBefore: String?
    @Option(name: .customLong("ends-before"), help: "Meetings ending at or before HH:MM.")
    var endsBefore: String?
    @Option(name: .customLong("min-duration"), help: "Meetings lasting at least H:MM (or minutes).")
    var minDuration: String?
    @Option(name: .customLong("max-duration"), help: "Meetings lasting at most H:MM (or minutes).")
    var maxDuration: String?
    @Option(parsing: .unconditional, help: "Search around LATITUDE,LONGITUDE, e.g. 40.75,-73.5 or -33.87,151.21.")
    var near: String?
    @Option(help: "With --near: the radius, e.g. 5mi or 8km (default: the 10 nearest meetings).")
    var radius: String?
    @Option(help: "With --near: the smallest radius holding at least this many meetings.")
    var nearest: Int?
    @Flag(name: .customLong("sort-by-distance"), help: "With --near: nearest first.")
    var sortByDistance = false
    @Option(parsing: .unconditional, help: "Search every field for this text.")
    var text: String?
    @Flag(help: "With --text: read the text as an address (needs a Google key on the server).")
    var address = false
    @Option(name: .customLong("address-radius"), help: "With --address: the radius around it, e.g. 2mi.")
    var addressRadius: String?
    @Flag(name: .customLong("all-words"), help: "With --text: every word must match (2.x servers).")
    var allWords = false
    @Flag(help: "With --text: match the text exactly (2.x servers).")
    var exact = false
    @Option(help: "published, unpublished or all.")
    var published: String = "published"
    @Option(help: "Sort by these field keys (comma list).")
    var sort: String?
    @Option(name: .customLong("sort-preset"), help: "weekday, time, town, state or weekday_state.")
    var sortPreset: String?
    @Option(help: "Return only these fields (comma list).")
    var fields: String?
    @Option(name: .customLong("page-size"), help: "Meetings per page.")
    var pageSize: Int?
    @Option(help: "With --page-size: which page, from 1.")
    var page: Int = 1
    @Option(help: "The language of format keys, e.g. es.")
    var language: String?
    @Option(name: .customLong("root-server-ids"), help: "On an aggregator: only these source servers.")
    var rootServerIDs: String?

    func makeQuery() throws -> MeetingQuery {
        var query = MeetingQuery()
        query.meetingIDs = try Parse.integerSelection(ids, option: "--ids")
        query.weekdays = try Parse.weekdays(weekdays)
        query.venueTypes = try Parse.venueTypes(venueTypes)
        query.serviceBodies = try Parse.integerSelection(serviceBodies, option: "--service-bodies")
        query.includesServiceBodyDescendants = recursive
        query.formats = try Parse.integerSelection(formats, option: "--formats")
        query.formatMatching = anyFormat ? .any : .all
        if let field {
            let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--field: write KEY=VALUE.") }
            query.fieldMatch = .init(
                key: parts[0],
                values: Parse.list(parts[1]),
                matchesSubstring: fieldContains,
                isCaseSensitive: fieldCaseSensitive
            )
        } else if fieldContains || fieldCaseSensitive {
            throw ValidationError("--field-contains and --field-case-sensitive need --field.")
        }
        query.startsAfter = try startsAfter.map { try Parse.time($0, option: "--starts-after") }
        query.startsBefore = try startsBefore.map { try Parse.time($0, option: "--starts-before") }
        query.endsBefore = try endsBefore.map { try Parse.time($0, option: "--ends-before") }
        query.minimumDuration = try minDuration.map { try Parse.duration($0, option: "--min-duration") }
        query.maximumDuration = try maxDuration.map { try Parse.duration($0, option: "--max-duration") }
        if let near {
            let center = try Parse.coordinate(near, option: "--near")
            let searchRadius: MeetingQuery.Radius =
                try radius.map { .distance(try Parse.distance($0, option: "--radius")) } ?? .nearest(nearest ?? 10)
            query.location = .init(center: center, radius: searchRadius)
            if sortByDistance { query.sort = .distance }
        } else if radius != nil || nearest != nil || sortByDistance {
            throw ValidationError("--radius, --nearest and --sort-by-distance need --near.")
        }
        if let text {
            query.text = .init(
                text,
                isAddress: address,
                addressRadius: try addressRadius.map { .distance(try Parse.distance($0, option: "--address-radius")) },
                matchesAllWords: allWords,
                isExact: exact
            )
        } else if address || addressRadius != nil || allWords || exact {
            throw ValidationError("--address, --address-radius, --all-words and --exact need --text.")
        }
        switch published {
        case "published": query.published = .publishedOnly
        case "unpublished": query.published = .unpublishedOnly
        case "all": query.published = .all
        default: throw ValidationError("--published: use published, unpublished or all.")
        }
        if let sort { query.sort = .keys(Parse.list(sort)) }
        if let sortPreset {
            guard let preset = MeetingQuery.SortPreset(rawValue: sortPreset) else {
                throw ValidationError("--sort-preset: use weekday, time, town, state or weekday_state.")
            }
            query.sort = .preset(preset)
        }
        if let fields { query.fields = Parse.list(fields) }
        if let pageSize { query.page = .init(size: pageSize, number: page) }
        query.language = language
        query.rootServerIDs = try Parse.integers(rootServerIDs, option: "--root-server-ids")
        do {
            try query.validate()
        } catch let error as BMLTError {
            throw ValidationError(error.reason)
        }
        return query
    }
}
