/// A meeting search: every criterion `GetSearchResults` understands, in domain types.
///
/// Build one with the properties or the chaining helpers; an empty query finds every published meeting.
///
/// ```swift
/// var query = MeetingQuery()
/// query.weekdays = .only(.monday, .tuesday)
/// query.venueTypes = .excluding(.virtual)
/// query.location = .init(center: Coordinate(latitude: 40.7128, longitude: -74.006), radius: .distance(.miles(5)))
/// query.startsAfter = LocalTime(hour: 18)
/// let meetings = try await client.meetings(matching: query)
/// ```
///
/// The query encodes itself in forms that 2.x and 4.x servers both accept.
public struct MeetingQuery: Hashable, Sendable {
    /// Meetings by id (`meeting_ids`; excluding ids needs a 4.0+ server).
    public var meetingIDs: Selection<Int> = .any
    /// Meetings on these weekdays (`weekdays`).
    public var weekdays: Selection<Weekday> = .any
    /// Meetings of these venue types (`venue_types`).
    public var venueTypes: Selection<VenueType> = .any
    /// Meetings of these service bodies (`services`).
    public var serviceBodies: Selection<Int> = .any
    /// Whether ``serviceBodies`` also selects every body below the named ones (`recursive=1`).
    public var includesServiceBodyDescendants = false
    /// Meetings with these formats, by shared id (`formats`).
    public var formats: Selection<Int> = .any
    /// Whether a meeting needs all included formats or any of them (`formats_comparison_operator`).
    public var formatMatching: FormatMatching = .all
    /// Meetings whose field has one of some values (`meeting_key` / `meeting_key_value`).
    public var fieldMatch: FieldMatch?
    /// Meetings starting strictly after this local time (`StartsAfterH`/`M`).
    public var startsAfter: LocalTime?
    /// Meetings starting strictly before this local time (`StartsBeforeH`/`M`).
    public var startsBefore: LocalTime?
    /// Meetings ending at or before this local time (`EndsBeforeH`/`M`).
    public var endsBefore: LocalTime?
    /// Meetings lasting at least this long (`MinDurationH`/`M`; minutes precision).
    public var minimumDuration: Duration?
    /// Meetings lasting at most this long (`MaxDurationH`/`M`; minutes precision).
    public var maximumDuration: Duration?
    /// Meetings near a point (`lat_val`, `long_val`, `geo_width` / `geo_width_km`).
    public var location: GeographicFilter?
    /// A text search (`SearchString`), optionally read as an address.
    public var text: TextSearch?
    /// Which meetings by publication state (`advanced_published`).
    public var published: PublishedFilter = .publishedOnly
    /// The order of results (`sort_keys`, `sort_key`, `sort_results_by_distance`).
    public var sort: SortOrder?
    /// Only these parts of each meeting: the search asks the server for just the keys they need (`data_field_key`),
    /// always with the meeting's id, and with its distance in a geographic search. The meetings name the modelled
    /// parts they hold in ``Meeting/receivedFields``. `nil` returns every field.
    ///
    /// ```swift
    /// let query = MeetingQuery.text("Hicksville").selecting(.name, .weekday, .startTime, .key("zone"))
    /// ```
    public var selection: Set<Meeting.Field>?
    /// The server keys of ``selection``.
    @available(*, deprecated, message: "Use `selection`, with `Meeting.Field.key(_:)` for one server key.")
    public var fields: [String]? {
        get { selection.map { Meeting.Field.ordered($0).flatMap(\.keys) } }
        set { selection = newValue.map { Set($0.map(Meeting.Field.key)) } }
    }
    /// One page of results (`page_size`, `page_num`).
    public var page: Page?
    /// The language of format keys and of returned formats (`lang_enum`).
    public var language: String?
    /// Meetings of these source servers, on an aggregator (`root_server_ids`).
    public var rootServerIDs: [Int] = []
    /// What the search returns: meetings, meetings with their formats, or formats only. The client's
    /// ``BMLTClient/meetings(matching:)``, ``BMLTClient/searchResults(matching:)`` and
    /// ``BMLTClient/formats(usedBy:)`` set it for you.
    @_spi(BMLTInternal) public var content: Content = .meetings

    public init() {}

    /// Whether meetings need every included format, or one of them.
    public enum FormatMatching: String, Hashable, Sendable, CaseIterable {
        /// Every included format (`AND`, the server's default).
        case all = "AND"
        /// At least one included format (`OR`).
        case any = "OR"
    }

    /// How far from a point to search.
    public enum Radius: Hashable, Sendable {
        /// Every meeting within this distance.
        case distance(Distance)
        /// The smallest radius that holds at least this many meetings (the server's "auto radius").
        case nearest(Int)
    }

    /// Meetings near a point.
    public struct GeographicFilter: Hashable, Sendable {
        public var center: Coordinate
        public var radius: Radius

        public init(center: Coordinate, radius: Radius) {
            self.center = center
            self.radius = radius
        }
    }

    /// A text search over every meeting field.
    public struct TextSearch: Hashable, Sendable {
        /// The text. 4.x servers ignore texts shorter than 3 characters unless numeric, and read a comma list of numbers
        /// as meeting ids; 2.x servers read any text that starts with a number (`12 Steps`) as meeting ids.
        public var text: String
        /// Whether the server geocodes the text as an address and searches around it (`StringSearchIsAnAddress`;
        /// needs a Google key on the server).
        public var isAddress: Bool
        /// With ``isAddress``: how far around the address (`SearchStringRadius`); `nil` lets the server choose.
        public var addressRadius: Radius?
        /// 2.x servers only: with ``isExact``, every word must be in one field (`SearchStringAll`). Sound-alike
        /// matching looks for the words' sounds one after another in a field either way.
        public var matchesAllWords: Bool
        /// 2.x servers only: words as they are spelled, not as they sound (`SearchStringExact`, sent with
        /// `SearchStringAll`: 2.16.6 matches nothing with `SearchStringExact` alone).
        public var isExact: Bool

        public init(
            _ text: String,
            isAddress: Bool = false,
            addressRadius: Radius? = nil,
            matchesAllWords: Bool = false,
            isExact: Bool = false
        ) {
            self.text = text
            self.isAddress = isAddress
            self.addressRadius = addressRadius
            self.matchesAllWords = matchesAllWords
            self.isExact = isExact
        }
    }

    /// Meetings whose field has one of some values.
    public struct FieldMatch: Hashable, Sendable {
        /// The field key, e.g. `"location_municipality"`.
        public var key: String
        /// The values; several need a 4.1+ server.
        public var values: [String]
        /// 2.x servers only: the value may be part of the field (`meeting_key_contains=1`).
        public var matchesSubstring: Bool
        /// 2.x servers only: case matters (`meeting_key_match_case=1`).
        public var isCaseSensitive: Bool

        public init(key: String, values: [String], matchesSubstring: Bool = false, isCaseSensitive: Bool = false) {
            self.key = key
            self.values = values
            self.matchesSubstring = matchesSubstring
            self.isCaseSensitive = isCaseSensitive
        }

        public init(key: String, value: String) {
            self.init(key: key, values: [value])
        }
    }

    /// Which meetings by publication state.
    public enum PublishedFilter: Hashable, Sendable, CaseIterable {
        /// Published meetings only (the default; nothing is sent).
        case publishedOnly
        /// Unpublished meetings only (`advanced_published=-1`).
        case unpublishedOnly
        /// Both (`advanced_published=0`).
        case all
    }

    /// The order of results.
    public enum SortOrder: Hashable, Sendable {
        /// By these field keys, ascending (`sort_keys`).
        case keys([String])
        /// By one of the server's named orders (`sort_key`).
        case preset(SortPreset)
        /// By distance from ``MeetingQuery/location`` (`sort_results_by_distance=1`).
        case distance
    }

    /// The server's named sort orders (`sort_key`).
    public enum SortPreset: String, Hashable, Sendable, CaseIterable {
        case weekday
        case time
        case town
        case state
        case weekdayState = "weekday_state"
    }

    /// One page of results: `size` meetings, the `number`th page (1-based).
    public struct Page: Hashable, Sendable {
        public var size: Int
        public var number: Int

        public init(size: Int, number: Int = 1) {
            self.size = size
            self.number = number
        }
    }

    /// What a search returns.
    @_spi(BMLTInternal) public enum Content: Hashable, Sendable, CaseIterable {
        case meetings
        /// Meetings and the formats they use (`get_used_formats=1`).
        case meetingsAndFormats
        /// Only the formats the matching meetings use (`get_formats_only=1`).
        case formatsOnly
    }
}

// MARK: - Chaining

extension MeetingQuery {
    /// A copy with a change applied, for building queries in one expression.
    ///
    /// ```swift
    /// let query = MeetingQuery().with { $0.weekdays = .only(.friday) }
    /// ```
    public func with(_ change: (inout MeetingQuery) -> Void) -> MeetingQuery {
        var copy = self
        change(&copy)
        return copy
    }

    /// The query limited to these parts of each meeting (see ``selection``).
    public func selecting(_ fields: Meeting.Field...) -> MeetingQuery {
        with { $0.selection = Set(fields) }
    }

    /// The meetings with these ids.
    public static func ids(_ ids: [Int]) -> MeetingQuery {
        MeetingQuery().with { $0.meetingIDs = .only(ids) }
    }

    /// Meetings matching a text.
    public static func text(_ text: String) -> MeetingQuery {
        MeetingQuery().with { $0.text = TextSearch(text) }
    }

    /// Meetings near a point.
    public static func near(_ center: Coordinate, within radius: Radius) -> MeetingQuery {
        MeetingQuery().with { $0.location = GeographicFilter(center: center, radius: radius) }
    }
}
