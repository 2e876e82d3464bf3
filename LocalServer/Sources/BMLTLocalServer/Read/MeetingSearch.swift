@_spi(BMLTInternal) import BMLT
import Foundation

/// `GetSearchResults` as bmlt-server 4.2.7 answers it (`SwitcherController::getSearchResults` and
/// `MeetingRepository::getSearchResults`), MySQL quirks included: the criteria of a request and the meetings they
/// select, in order. The legacy mode's search is ``LegacyMeetingSearch``.
struct MeetingSearch {
    /// A meeting selected by a search, with its distance from the centre of a geographic search.
    struct Hit {
        var meeting: Catalog.Meeting
        var distanceInMiles: Double?
        var distanceInKilometers: Double?
    }

    /// The meetings found, or why a search finds none before looking at meetings.
    enum Outcome {
        case hits([Hit])
        /// The server answers `[]`.
        case empty
        /// The server fails on its way (a geocoder it cannot reach, SQL that MySQL refuses): 500, `Server Error`.
        case serverError
    }

    /// A search that fails as ``Outcome/serverError`` says.
    struct Failure: Error {}

    let catalog: Catalog
    let parameters: RequestParameters
    /// Whose data is searched: an aggregator's adds `root_server_ids`, a required filter and a radius cap.
    var served: any ServedData = OwnData()
    /// Whether the search reads its candidates from the catalog's index (the tests compare with reading every meeting).
    var readsIndex = true

    static let autoRadii: [Double] = [
        0.0625, 0.125, 0.1875, 0.25, 0.4375, 0.5, 0.5625, 0.75, 0.8125, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, 2.75, 3.0,
        3.25, 3.5, 3.75, 4.0, 4.25, 4.5, 4.75, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5, 10.0, 11.0, 12.0, 13.0,
        14.0, 15.0, 17.5, 20.0, 22.5, 25.0, 27.5, 30.0, 35.0, 40.0, 45.0, 50.0, 60.0, 70.0, 80.0, 90.0, 100.0, 150, 200,
    ]

    static let milesPerDegree = 69.0
    static let kilometersPerDegree = 111.111

    // MARK: - Criteria

    private func signed(_ name: String, splitsCommas: Bool = true) -> (include: [Int]?, exclude: [Int]?) {
        let values = parameters.integers(name, splitsCommas: splitsCommas)
        let include = values.filter { $0 > 0 }
        let exclude = values.filter { $0 < 0 }.map { -$0 }
        return (include.isEmpty ? nil : include, exclude.isEmpty ? nil : exclude)
    }

    /// `build_time_string(H, M)`: `HH:MM:00` with clamped parts, or `nil` when neither part is numeric.
    static func timeString(_ hours: String?, _ minutes: String?) -> String? {
        let hoursValue = hours.flatMap(PHPText.number)
        let minutesValue = minutes.flatMap(PHPText.number)
        guard hoursValue != nil || minutesValue != nil else { return nil }
        // Clamped before the conversion, so that `1e400` is 23 and not a trap.
        let h = hoursValue.map { Int(min(23, max(0, $0))) } ?? 0
        let m = minutesValue.map { Int(min(59, max(0, $0))) } ?? 0
        return String(format: "%02d:%02d:00", h, m)
    }

    private func time(_ prefix: String) -> String? {
        Self.timeString(parameters.string(prefix + "H"), parameters.string(prefix + "M"))
    }

    // MARK: - Search

    func run() -> Outcome {
        let meetingIDs = signed("meeting_ids")
        let weekdays = signed("weekdays")
        let venueTypes = signed("venue_types", splitsCommas: false)
        let recursive = parameters.string("recursive") == "1"
        var services = signed("services")
        if recursive {
            services.include = services.include.map { catalog.withDescendants($0) }
            services.exclude = services.exclude.map { catalog.withDescendants($0) }
        }
        let formats = signed("formats")
        let formatsUseAnd = (parameters.string("formats_comparison_operator") ?? "AND").uppercased() == "AND"

        var keyMatch: (key: String, values: [String])?
        if let key = parameters.string("meeting_key") {
            guard parameters.has("meeting_key_value") else { return .empty }
            var values =
                parameters.isList("meeting_key_value")
                ? parameters.list("meeting_key_value", splitsCommas: false)
                : parameters.string("meeting_key_value").map { [$0] } ?? []
            switch Self.column(key) {
            case .weekday:
                values = values.map { String(PHPText.intval($0) - 1) }
            case .startTime, .duration:
                values = values.compactMap { value in
                    let pieces = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                    return pieces.count >= 2 ? Self.timeString(pieces[0], pieces[1]) : nil
                }
            default: break
            }
            values = values.filter { !$0.isEmpty }
            guard !values.isEmpty else { return .empty }
            keyMatch = (key, values)
        }

        let startsAfter = time("StartsAfter")
        let startsBefore = time("StartsBefore")
        let endsBefore = time("EndsBefore").flatMap(Self.hhmmss).map(Self.seconds(hhmmss:))
        let minDuration = time("MinDuration")
        let maxDuration = time("MaxDuration")

        let latitude = parameters.string("lat_val").flatMap(PHPText.number)
        let longitude = parameters.string("long_val").flatMap(PHPText.number)
        var widthMiles: Double?
        var widthKilometers: Double?
        var needsDistance = false
        var sortByDistance = false
        if latitude != nil || longitude != nil {
            widthKilometers = parameters.string("geo_width_km").flatMap(PHPText.number)
            widthMiles = parameters.string("geo_width").flatMap(PHPText.number)
            if let maximum = served.maximumGeographicWidthKilometers {
                let maximumMiles = maximum * 0.621371
                if let width = widthKilometers, width > maximum { widthKilometers = maximum }
                if let width = widthMiles, width > maximumMiles { widthMiles = maximumMiles }
            }
            sortByDistance = parameters.string("sort_results_by_distance") == "1"
            let fields = (parameters.string("data_field_key") ?? "").split(separator: ",").map(String.init)
            needsDistance = fields.contains("distance_in_miles") || fields.contains("distance_in_km")
            if latitude == nil || longitude == nil || (widthMiles == nil && widthKilometers == nil && !needsDistance) {
                return .empty
            }
        }

        var searchString = parameters.string("SearchString")?.trimmingCharacters(in: .whitespaces)
        if let text = searchString, !(text.count > 2 || PHPText.isNumeric(text)) { searchString = nil }
        if searchString != nil, parameters.string("StringSearchIsAnAddress") == "1" {
            // Geocoding needs Google, which the local server cannot reach: it fails as the real server does then
            // (`Http::get` throws, and Laravel answers 500).
            return .serverError
        }

        let rootServers = served.rootServers { signed("root_server_ids", splitsCommas: false) }
        let searched = served.searches {
            meetingIDs.include != nil || services.include != nil || formats.include != nil
                || rootServers.include != nil || keyMatch != nil || (latitude != nil && longitude != nil)
                || pageSize != nil
        }
        guard searched else { return .empty }
        // `limit($pageSize)` with a negative size is SQL that MySQL refuses.
        if let pageSize, pageSize < 0 {
            return .serverError
        }

        let publishedValue = parameters.string("advanced_published") ?? "1"
        let published: Int? = publishedValue == "1" ? 1 : publishedValue == "0" ? nil : 0

        // Looked up in the full-text index first, so that only the meetings it finds are read further.
        let textMatches = searchString.map(meetingIDs(matchingText:))
        var candidates = Candidates(catalog: catalog, readsIndex: readsIndex)
        if let textMatches { candidates.consider(ids: textMatches.sorted()) }
        if let include = meetingIDs.include { candidates.consider(ids: Array(Set(include)).sorted()) }
        if let include = weekdays.include { candidates.consider(include.map { catalog.index.byWeekday[$0 - 1] ?? [] }) }
        if let include = services.include { candidates.consider(include.map { catalog.index.byServiceBody[$0] ?? [] }) }
        if let include = formats.include {
            let lists = include.map { catalog.index.byFormat[$0] ?? [] }
            if formatsUseAnd {
                // Every meeting of the answer is in each list: the shortest will do.
                candidates.consider(lists.min { $0.count < $1.count }.map { [$0] } ?? [])
            } else {
                candidates.consider(lists)
            }
        }
        if let latitude, let longitude {
            let width =
                widthMiles.map { $0 / Self.milesPerDegree } ?? widthKilometers.map { $0 / Self.kilometersPerDegree }
            if let width, width >= 0, let lists = catalog.index.lists(near: latitude, longitude, within: width) {
                candidates.consider(lists)
            }
        }
        var hits: [Hit] = candidates.meetings.filter { meeting in
            if let textMatches, !textMatches.contains(meeting.id) { return false }
            if let published, meeting.published != published { return false }
            if let include = rootServers.include, !include.contains(where: { $0 == meeting.rootServerID }) {
                return false
            }
            // `whereNotIn`: a meeting of no root server is left out too.
            if let exclude = rootServers.exclude,
                meeting.rootServerID == nil || exclude.contains(meeting.rootServerID ?? 0)
            {
                return false
            }
            if let include = meetingIDs.include, !include.contains(meeting.id) { return false }
            if let exclude = meetingIDs.exclude, exclude.contains(meeting.id) { return false }
            if let include = weekdays.include, !include.contains(where: { $0 - 1 == meeting.weekday }) { return false }
            // `whereNotIn` and `whereNot` are SQL's NOT IN and NOT (… = …): a NULL column is left out too.
            if let exclude = weekdays.exclude,
                meeting.weekday == nil || exclude.contains(where: { $0 - 1 == meeting.weekday })
            {
                return false
            }
            if let include = venueTypes.include, !include.contains(where: { $0 == meeting.venueType }) { return false }
            if let exclude = venueTypes.exclude,
                meeting.venueType == nil || exclude.contains(where: { $0 == meeting.venueType })
            {
                return false
            }
            if let include = services.include, !include.contains(meeting.serviceBodyID) { return false }
            if let exclude = services.exclude, exclude.contains(meeting.serviceBodyID) { return false }
            if let include = formats.include {
                let matches =
                    formatsUseAnd
                    ? include.allSatisfy(meeting.formatIDs.contains)
                    : include.contains(where: meeting.formatIDs.contains)
                if !matches { return false }
            }
            if let exclude = formats.exclude,
                meeting.formats == nil || exclude.contains(where: meeting.formatIDs.contains)
            {
                return false
            }
            if let keyMatch, !matches(meeting, key: keyMatch.key, values: keyMatch.values) { return false }
            if let startsAfter, !((meeting.startTime ?? "") > startsAfter) { return false }
            if let startsBefore, !((meeting.startTime ?? "~") < startsBefore) || meeting.startTime == nil {
                return false
            }
            if let endsBefore, !Self.ends(meeting, before: endsBefore) { return false }
            if let maxDuration, !((meeting.durationTime ?? "~") <= maxDuration) || meeting.durationTime == nil {
                return false
            }
            if let minDuration, !((meeting.durationTime ?? "") >= minDuration) { return false }
            return true
        }.map { Hit(meeting: $0) }

        if let latitude, let longitude {
            hits = geographic(
                hits,
                latitude: latitude,
                longitude: longitude,
                widthMiles: widthMiles,
                widthKilometers: widthKilometers,
                sortByDistance: sortByDistance
            )
            if sortByDistance {
                return .hits(page(hits))
            }
        }
        return .hits(sortAndPage(hits))
    }

    /// The meetings a search reads: those of its most selective indexed criterion that the other indexed criteria
    /// also name, in id order, else all.
    private struct Candidates {
        let catalog: Catalog
        let readsIndex: Bool
        /// Each criterion's answer is within the union of its lists (sorted ids).
        private var criteria: [(lists: [[Int]], count: Int)] = []

        init(catalog: Catalog, readsIndex: Bool) {
            self.catalog = catalog
            self.readsIndex = readsIndex
        }

        /// A criterion whose answer is within the union of `lists`.
        mutating func consider(_ lists: [[Int]]) {
            criteria.append((lists, lists.reduce(0) { $0 + $1.count }))
        }

        mutating func consider(ids: [Int]) { consider([ids]) }

        var meetings: [Catalog.Meeting] {
            guard readsIndex, let best = criteria.indices.min(by: { criteria[$0].count < criteria[$1].count }),
                criteria[best].count < catalog.meetings.count
            else { return Array(catalog.meetings) }
            var ids = MeetingIndex.union(criteria[best].lists)
            // Halving through the others' lists costs less than reading a meeting that one of them leaves out (a
            // weekday's list and the cells around a point each hold several times the answer).
            for (place, other) in criteria.enumerated() where place != best {
                ids.removeAll { id in
                    !other.lists.contains { list in
                        let index = list.partitioningIndex { $0 >= id }
                        return index < list.count && list[index] == id
                    }
                }
            }
            return ids.compactMap(catalog.meeting(id:))
        }
    }

    // MARK: - Filters

    /// The main-table column of this key that 4.x's searches read, or `nil` for a data field's key (4.x's table has
    /// no shared group id; the dump position is the local server's own).
    static func column(_ key: String) -> MeetingColumn? {
        guard let column = MeetingColumn(name: key), column != .sharedGroupID, column != .dumpPosition else {
            return nil
        }
        return column
    }

    /// The value of a main-table column as text, as MySQL compares it.
    static func mainValue(_ meeting: Catalog.Meeting, _ column: MeetingColumn) -> String? {
        switch column {
        case .id: String(meeting.id)
        case .worldID: meeting.worldID
        case .serviceBodyID: String(meeting.serviceBodyID)
        case .weekday: meeting.weekday.map(String.init)
        case .venueType: meeting.venueType.map(String.init)
        case .startTime: meeting.startTime
        case .duration: meeting.durationTime
        case .timeZone: meeting.timeZone
        case .formats: meeting.formats
        case .language: meeting.language
        case .longitude: meeting.longitude.map(PHPNumber.string)
        case .latitude: meeting.latitude.map(PHPNumber.string)
        case .published: String(meeting.published)
        case .emailContact: meeting.emailContact
        case .rootServerID: meeting.rootServerID.map(String.init)
        case .sharedGroupID, .dumpPosition, .sourceID: nil
        }
    }

    private func matches(_ meeting: Catalog.Meeting, key: String, values: [String]) -> Bool {
        if let column = Self.column(key) {
            if [.formats, .latitude, .longitude].contains(column) { return false }
            guard let value = Self.mainValue(meeting, column) else { return false }
            return values.contains { Collation.equal($0, value) }
        }
        guard let value = meeting.data[key] else { return false }
        return values.contains { Collation.equal($0, value) }
    }

    /// `time_to_sec(start_time + duration_time) <= X`: MySQL adds the two times as `HHMMSS` numbers, so a sum whose
    /// minutes or seconds pass 59 is not a time, and the meeting is left out, as both real servers leave it out.
    /// `seconds` is the limit since midnight.
    static func ends(_ meeting: Catalog.Meeting, before seconds: Int) -> Bool {
        guard let start = meeting.startTime.flatMap(hhmmss), let duration = meeting.durationTime.flatMap(hhmmss) else {
            return false
        }
        let sum = start + duration
        guard sum / 100 % 100 < 60, sum % 100 < 60 else { return false }
        return Self.seconds(hhmmss: sum) <= seconds
    }

    /// An `HHMMSS` number in seconds since midnight.
    private static func seconds(hhmmss time: Int) -> Int {
        time / 10_000 * 3600 + time / 100 % 100 * 60 + time % 100
    }

    private static func hhmmss(_ time: String) -> Int? {
        let parts = time.split(separator: ":").compactMap { Int($0) }
        guard parts.count >= 2 else { return nil }
        return parts[0] * 10_000 + parts[1] * 100 + (parts.count > 2 ? parts[2] : 0)
    }

    /// The meetings `SearchString` finds: a comma list of numbers is a list of ids; text matches a meeting holding any
    /// of its words.
    func meetingIDs(matchingText text: String) -> Set<Int> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.allSatisfy(PHPText.isNumeric) {
            return Set(parts.map { PHPText.intval($0) })
        }
        return Set(FullText.searchWords(text).flatMap { catalog.index.byWord[$0] ?? [] })
    }

    // MARK: - Geography

    /// A search's centre with the sine and cosine of its latitude, which every meeting's distance uses.
    struct SearchCenter {
        let longitude: Double
        let latitudeCosine: Double
        let latitudeSine: Double

        init(latitude: Double, longitude: Double) {
            self.longitude = longitude
            latitudeCosine = cos(latitude * Catalog.Meeting.radians)
            latitudeSine = sin(latitude * Catalog.Meeting.radians)
        }
    }

    /// The great-circle angle in degrees between a meeting and a search's centre, by the servers' SQL formula
    /// (spherical law of cosines) in its order of operations, with the meeting's trigonometry done once per snapshot.
    static func degrees(_ meeting: Catalog.Meeting, from center: SearchCenter) -> Double? {
        guard let long = meeting.longitude, let trigonometry = meeting.latitudeTrigonometry else { return nil }
        let radians = Catalog.Meeting.radians
        let cosine =
            trigonometry.cosine * center.latitudeCosine * cos(long * radians - center.longitude * radians)
            + trigonometry.sine * center.latitudeSine
        // MariaDB's DEGREES(x) is x × (180 / π), which can differ from x / (π / 180) in the last bit, and so in the
        // 14th digit of a distance.
        return acos(min(1.0, cosine)) * (180 / Double.pi)
    }

    private func geographic(
        _ hits: [Hit],
        latitude: Double,
        longitude: Double,
        widthMiles: Double?,
        widthKilometers: Double?,
        sortByDistance: Bool
    ) -> [Hit] {
        var useMiles = true
        var width = widthMiles
        var nearest: Int?
        if let widthMiles {
            if widthMiles < 0 { nearest = Int(abs(widthMiles)) }
        } else if let widthKilometers {
            useMiles = false
            width = widthKilometers
            if widthKilometers < 0 { nearest = Int(abs(widthKilometers)) }
        }
        let perDegree = useMiles ? Self.milesPerDegree : Self.kilometersPerDegree
        let center = SearchCenter(latitude: latitude, longitude: longitude)
        if let nearest {
            width = searchRadius(hits, count: nearest, center: center, latitude: latitude, perDegree: perDegree)
        }
        var result = hits.map { hit in
            var hit = hit
            let degrees = Self.degrees(hit.meeting, from: center)
            hit.distanceInMiles = degrees.map { Self.milesPerDegree * $0 }
            hit.distanceInKilometers = degrees.map { Self.kilometersPerDegree * $0 }
            return hit
        }
        if let width {
            result = result.filter { hit in
                guard let distance = useMiles ? hit.distanceInMiles : hit.distanceInKilometers else { return false }
                return distance <= width
            }
        }
        if sortByDistance {
            // MySQL sorts NULL first; ties keep primary-key order.
            result = result.enumerated().sorted { lhs, rhs in
                let left = (useMiles ? lhs.element.distanceInMiles : lhs.element.distanceInKilometers) ?? -1
                let right = (useMiles ? rhs.element.distanceInMiles : rhs.element.distanceInKilometers) ?? -1
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return result
    }

    /// `calculateSearchRadius`: the smallest listed radius holding at least `count` meetings (binary search, with the
    /// server's bounding-box pre-filter).
    private func searchRadius(
        _ hits: [Hit],
        count: Int,
        center: SearchCenter,
        latitude: Double,
        perDegree: Double
    ) -> Double {
        let longitude = center.longitude
        var counts: [Int: Int] = [:]
        var low = 0
        var high = Self.autoRadii.count - 1
        var radius = Self.autoRadii[0]
        let cosine = cos(latitude * Double.pi / 180)
        while low <= high {
            let middle = (low + high) / 2
            radius = Self.autoRadii[middle]
            let found = hits.reduce(into: 0) { total, hit in
                guard let lat = hit.meeting.latitude, let long = hit.meeting.longitude,
                    lat >= latitude - radius / perDegree, lat <= latitude + radius / perDegree,
                    long >= longitude - radius / (perDegree * cosine),
                    long <= longitude + radius / (perDegree * cosine),
                    let degrees = Self.degrees(hit.meeting, from: center),
                    perDegree * degrees <= radius
                else { return }
                total += 1
            }
            counts[middle] = found
            if found < count {
                if let next = counts[middle + 1], next >= count { return Self.autoRadii[middle + 1] }
                low = middle + 1
            } else {
                if let previous = counts[middle - 1], previous < count { return radius }
                high = middle - 1
            }
        }
        return radius
    }

    // MARK: - Sorting and paging

    /// `page_size` as `intval` reads a numeric one; `nil` when it is absent or not numeric.
    private var pageSize: Int? { parameters.string("page_size").flatMap(PHPText.number).map(PHPText.int) }

    private func page(_ hits: [Hit]) -> [Hit] {
        guard let size = pageSize else { return hits }
        let number = parameters.string("page_num").flatMap(PHPText.number).map(PHPText.int) ?? 1
        // In floating point, as PHP goes on when an integer overflows: a page too far to count is past the end.
        let start = max(0, (Double(number) - 1) * Double(size))
        guard size > 0, start < Double(hits.count) else { return [] }
        return Array(hits[Int(start)...].prefix(size))
    }

    private func sortKeys() -> [String] {
        if let keys = parameters.string("sort_keys") {
            return keys.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        let alias = parameters.string("sort_key") ?? catalog.settings.defaultSortKey
        return alias.flatMap { Self.sortPresets[$0] } ?? Self.key([.weekday, .startTime, .duration])
    }

    /// The `sort_key` presets, the servers' `default_sorts` (2.16.6 uses the first three keys of each).
    static let sortPresets: [String: [String]] = [
        "weekday": key([.weekday, .municipality, .citySubsection, .startTime, .neighborhood]),
        "time": key([.weekday, .startTime, .municipality, .citySubsection, .neighborhood]),
        "town": key([.municipality, .citySubsection, .neighborhood, .weekday, .startTime]),
        "state": key([.province, .municipality, .citySubsection, .weekday, .startTime]),
        "weekday_state": key([.weekday, .province, .municipality, .startTime, .citySubsection]),
    ]

    /// The keys of a sort's fields.
    private static func key(_ fields: [ReadAPIMeetingField]) -> [String] { fields.map(\.rawValue) }

    private func sortAndPage(_ hits: [Hit]) -> [Hit] {
        let keys = sortKeys()
        let columns = keys.compactMap(Self.column)
        if columns.count == keys.count {
            let sortValues = hits.map { hit in
                columns.map { Collation.SQLSortValue(Self.mainValue(hit.meeting, $0), numeric: $0.isNumeric) }
            }
            let sorted = hits.indices.sorted { lhs, rhs in
                for (left, right) in zip(sortValues[lhs], sortValues[rhs]) {
                    let order = left.order(right)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return lhs < rhs
            }.map { hits[$0] }
            return page(sorted)
        }
        // Data-field sort keys: the server pages in SQL first, then sorts the page in PHP.
        return page(hits).enumerated().sorted { lhs, rhs in
            for key in keys {
                let left = Self.value(lhs.element.meeting, key)
                let right = Self.value(rhs.element.meeting, key)
                let leftEmpty = left?.isEmpty ?? true
                let rightEmpty = right?.isEmpty ?? true
                if leftEmpty != rightEmpty { return rightEmpty }
                let order = Collation.phpCompare(left ?? "", right ?? "")
                if order != .orderedSame { return order == .orderedAscending }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    static func value(_ meeting: Catalog.Meeting, _ key: String) -> String? {
        if let column = column(key) { return mainValue(meeting, column) }
        return meeting.data[key]
    }
}
