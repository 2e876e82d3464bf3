import Foundation

/// `GetSearchResults` as 2.16.6 answers it: `SetUpSearch` (``LegacySearchCriteria``), then the search manager's
/// `GetSearchResults_Obj`: the database query of `c_comdef_server::GetMeetings`, the sort, and the searches the server
/// runs in PHP afterwards (distance, text, key and value), then the page.
struct LegacyMeetingSearch {
    let catalog: Catalog
    let parameters: RequestParameters
    /// Whether the request comes from a logged-in user (`json.php`'s `get_meetings`): the server then keeps meetings
    /// without a place or data, and counts unpublished ones when it looks for a radius.
    var isLoggedIn = false

    typealias Hit = MeetingSearch.Hit

    /// A PHP `Error` the real server meets on the way (a method called on `null`, arithmetic on a string that is no
    /// number), which it answers with an empty 500.
    struct Fatal: Error {}

    /// The meetings of the requested page, in the server's order.
    func run() throws(Fatal) -> [Hit] {
        let criteria = try LegacySearchCriteria(parameters, catalog: catalog, autoRadiusCount: Self.autoRadiusCount)
        let order = sortOrder(criteria)
        guard criteria.meetingIDs == nil else {
            // Meetings given by id are looked up by id alone: no other criterion, publication included.
            let meetings = Set(criteria.meetingIDs ?? []).compactMap(catalog.meeting(id:)).sorted { $0.id < $1.id }
            return try page(sorted(validMeetings(meetings), order))
        }
        let rectangle = searchRectangle(criteria)
        let query = DatabaseQuery(criteria, rectangle: rectangle)
        let candidates = self.candidates(criteria, rectangle: rectangle)
        if isConsistent(order), !criteria.sortByDistance {
            return try runNarrowed(criteria, order: order, query: query, rectangle: rectangle, candidates: candidates)
        }
        let rows = rows(candidates, query)
        // No rows make no collection (`GetMeetingsFromSQL` returns `null`), and nothing else runs.
        guard !rows.isEmpty else { return [] }
        var hits = validMeetings(rows)
        if let rectangle { hits = hits.map { withDistance($0, from: rectangle) } }
        hits = sortedWithDistance(sorted(hits, order), byDistance: criteria.sortByDistance)
        // Each later step runs on what the one before left, and finds `null` when it left nothing.
        var found: [Hit]? = hits
        if let rectangle, let center = criteria.center {
            found = nonEmpty(hits.filter { isWithin($0.meeting, rectangle, of: center) }).map {
                sortedWithDistance(sorted($0, order), byDistance: criteria.sortByDistance)
            }
        }
        if let text = criteria.text {
            guard let current = found else { throw Fatal() }
            found = try nonEmpty(matchingText(current, text)).map { sorted($0, order) }
        }
        if let keyValue = criteria.keyValue {
            guard let current = found else { throw Fatal() }
            found = try nonEmpty(matchingKeyValue(current, keyValue)).map { sorted($0, order) }
        }
        return try page(found ?? [])
    }

    /// ``run()`` when the order is a sort by a consistent comparison (no distance, no towns): each of the server's
    /// sorts then gives the one order of its meetings by that comparison, ties in the order of the rows, whatever
    /// order they come in. The steps after the query then only keep or drop meetings, so they may run in any order
    /// on any superset of their meetings, and one sort at the end gives the server's order. With a "sounds like"
    /// text search the rows read are narrowed to the meetings whose texts may sound like it; where the server's
    /// answer depends on a step leaving nothing at all, the step is asked of the meetings not read too.
    private func runNarrowed(
        _ criteria: LegacySearchCriteria,
        order: SortOrder,
        query: DatabaseQuery,
        rectangle: Rectangle?,
        candidates: [Catalog.Meeting]?
    ) throws(Fatal) -> [Hit] {
        var narrowed = candidates
        var isNarrowed = false
        if let text = criteria.text, let meetingIDs = textCandidates(text) {
            isNarrowed = true
            if let candidates {
                narrowed = candidates.filter { meetingIDs.contains($0.id) }
            } else {
                narrowed = meetingIDs.compactMap(catalog.meeting(id:)).sorted(by: LegacySearchIndex.precedes)
            }
        }
        let rows = rows(narrowed, query)
        /// Whether a meeting the search reads is one that `selects` selects.
        func readsAny(_ selects: (Catalog.Meeting) -> Bool) -> Bool {
            candidates?.contains(where: selects) ?? catalog.meetings.contains(where: selects)
        }
        if rows.isEmpty, !isNarrowed || !readsAny(query.selects) {
            return []
        }
        var hits = validMeetings(rows)
        if let rectangle { hits = hits.map { withDistance($0, from: rectangle) } }
        var found: [Hit]? = hits
        if let rectangle, let center = criteria.center {
            found = hits.filter { isWithin($0.meeting, rectangle, of: center) }
            if found?.isEmpty ?? false,
                !isNarrowed
                    || !readsAny({
                        query.selects($0) && isValid($0) && isWithin($0, rectangle, of: center)
                    })
            {
                found = nil
            }
        }
        if let text = criteria.text {
            guard let current = found else { throw Fatal() }
            found = try nonEmpty(matchingText(current, text))
        }
        if let keyValue = criteria.keyValue {
            guard let current = found else { throw Fatal() }
            found = try nonEmpty(matchingKeyValue(current, keyValue))
        }
        return try page(found.map { sorted($0, order) } ?? [])
    }

    /// Whether a meeting lies within the radius of a geographic search, by Vincenty's distance from its centre.
    private func isWithin(
        _ meeting: Catalog.Meeting,
        _ rectangle: Rectangle,
        of center: (latitude: Double, longitude: Double)
    ) -> Bool {
        guard let lat = meeting.latitude, let long = meeting.longitude else { return false }
        return Vincenty.kilometers(center.latitude, center.longitude, lat, long) <= rectangle.radius
    }

    /// `number_of_meetings_for_auto` of the server's configuration.
    static let autoRadiusCount = 10

    private func nonEmpty(_ hits: [Hit]) -> [Hit]? { hits.isEmpty ? nil : hits }

    /// `RemoveInvalidMeetings`: for a visitor who is not logged in, only meetings with a place and a data value.
    private func validMeetings(_ meetings: [Catalog.Meeting]) -> [Hit] {
        meetings.filter(isValid).map { Hit(meeting: $0) }
    }

    private func isValid(_ meeting: Catalog.Meeting) -> Bool {
        isLoggedIn || (meeting.latitude != nil && meeting.longitude != nil && meeting.hasListableData)
    }

    // MARK: - Paging

    /// `GetPageOfResults` of the page `page_num` asks for, `page_size` read as PHP reads it: a number past the last
    /// page is the last page; a size that is no number is an error once there is a page to cut.
    private func page(_ hits: [Hit]) throws(Fatal) -> [Hit] {
        guard let text = parameters.string("page_size") else { return hits }
        let size: Double
        if PHPText.isNumeric(text) {
            size = PHPText.floatval(text)
        } else if let prefix = PHPText.numericPrefixValue(text) {
            // A leading-numeric string ("5abc") is its number; one that starts with 0 divides by zero.
            guard prefix != 0 else { throw Fatal() }
            size = prefix
        } else {
            // `"abc" > 0` is true and `"abc" - 1` an error; `"" > 0` is false, and `"" * 0` an error on a page.
            if text > "0" || !hits.isEmpty { throw Fatal() }
            return hits
        }
        let count = Double(hits.count)
        let pages = size > 0 ? Double(PHPText.int((count + (size - 1)) / size)) : (count > 0 ? 1 : 0)
        // `DisplaySearchResultsCSV` clamps the page to the last, then `GetPageOfResults` to 1 and to the last again.
        var number = Double(max(1, PHPText.intval(parameters.string("page_num") ?? "")))
        if number > pages { number = pages }
        if number < 1 { number = 1 }
        if number > pages { number = pages }
        let first = size * (number - 1)
        let last = PHPText.int(size) > 0 ? min(count, first + size) : count
        let start = max(0, PHPText.int(first))
        let end = min(hits.count, PHPText.int(last))
        return start < end ? Array(hits[start..<end]) : []
    }

    // MARK: - GetMeetings

    /// The meetings `c_comdef_server::GetMeetings` selects of the candidates (every meeting for `nil`), in its
    /// `ORDER BY service_body_bigint, id_bigint`.
    private func rows(_ candidates: [Catalog.Meeting]?, _ query: DatabaseQuery) -> [Catalog.Meeting] {
        guard let candidates else {
            return catalog.meetings.filter(query.selects).sorted(by: LegacySearchIndex.precedes)
        }
        return candidates.filter(query.selects)
    }

    /// The meetings the database query may select, in its order: the index's list of the criterion that selects the
    /// fewest; `nil` when no criterion narrows the search, or there is no index (every meeting).
    private func candidates(_ criteria: LegacySearchCriteria, rectangle: Rectangle?) -> [Catalog.Meeting]? {
        let index = catalog.legacySearchIndex
        guard index.isBuilt else { return nil }
        var choices: [[LegacySearchIndex.MeetingList]] = []
        // A condition whose first term is not negated selects only rows with one of its values that are not.
        if let first = criteria.services.terms.first, !first.negated {
            choices.append(criteria.services.terms.filter { !$0.negated }.compactMap { index.byServiceBody[$0.value] })
        }
        if DatabaseQuery.hasWeekday(criteria), let first = criteria.weekdays.terms.first, !first.negated {
            choices.append(criteria.weekdays.terms.filter { !$0.negated }.compactMap { index.byWeekday[$0.value - 1] })
        }
        let includedFormats = criteria.formats.filter { $0 > 0 }
        if !includedFormats.isEmpty {
            let lists = includedFormats.map { index.byFormat[$0] ?? LegacySearchIndex.MeetingList() }
            if criteria.formatsUseOr {
                choices.append(lists)
            } else if let fewest = lists.min(by: { $0.count < $1.count }) {
                choices.append([fewest])
            }
        }
        if let first = criteria.services.terms.first, !first.negated, !includedFormats.isEmpty {
            var lists: [LegacySearchIndex.MeetingList] = []
            for body in criteria.services.terms where !body.negated {
                let formats = includedFormats.map {
                    index.byBodyAndFormat[.init(body: body.value, format: $0)] ?? LegacySearchIndex.MeetingList()
                }
                if criteria.formatsUseOr {
                    lists += formats
                } else if let fewest = formats.min(by: { $0.count < $1.count }) {
                    lists.append(fewest)
                }
            }
            choices.append(lists)
        }
        if let rectangle,
            let cells = index.cells(
                north: rectangle.north,
                south: rectangle.south,
                east: rectangle.east,
                west: rectangle.west
            )
        {
            choices.append(cells)
        }
        guard let fewest = choices.min(by: { $0.reduce(0) { $0 + $1.count } < $1.reduce(0) { $0 + $1.count } }) else {
            return nil
        }
        return LegacySearchIndex.merged(fewest)
    }
}

/// The `WHERE` of `c_comdef_server::GetMeetings`: whether it selects a meeting.
struct DatabaseQuery {
    let criteria: LegacySearchCriteria
    let rectangle: LegacyMeetingSearch.Rectangle?
    let hasWeekday: Bool
    let hasVenueType: Bool
    let includedFormats: [Int]
    let excludedFormats: [Int]

    init(_ criteria: LegacySearchCriteria, rectangle: LegacyMeetingSearch.Rectangle?) {
        self.criteria = criteria
        self.rectangle = rectangle
        hasWeekday = Self.hasWeekday(criteria)
        hasVenueType = criteria.venueTypes.terms.contains { (1...3).contains($0.value) }
        includedFormats = criteria.formats.filter { $0 > 0 }
        excludedFormats = criteria.formats.filter { $0 <= 0 }.map { -$0 }
    }

    /// Whether the query has a weekday clause: only with a day from 1 to 7.
    static func hasWeekday(_ criteria: LegacySearchCriteria) -> Bool {
        criteria.weekdays.terms.contains { (1...7).contains($0.value) }
    }

    func selects(_ meeting: Catalog.Meeting) -> Bool {
        if !criteria.services.terms.isEmpty, !criteria.services.selects({ $0 == meeting.serviceBodyID }) {
            return false
        }
        if !criteria.languages.terms.isEmpty,
            !criteria.languages.selects({ Collation.equal($0, meeting.language) })
        {
            return false
        }
        if hasWeekday, !criteria.weekdays.selects({ day in meeting.weekday.map { $0 == day - 1 } }) {
            return false
        }
        if hasVenueType, !criteria.venueTypes.selects({ type in meeting.venueType.map { $0 == type } }) {
            return false
        }
        if let after = criteria.startsAfter, !((meeting.startTime).map { $0 > after } ?? false) { return false }
        if let before = criteria.startsBefore, !((meeting.startTime).map { $0 < before } ?? false) { return false }
        if let endsBefore = criteria.endsBefore, !MeetingSearch.ends(meeting, before: endsBefore) { return false }
        if let minimum = criteria.minimumDuration, !((meeting.durationTime).map { $0 >= minimum } ?? false) {
            return false
        }
        if let maximum = criteria.maximumDuration, !((meeting.durationTime).map { $0 <= maximum } ?? false) {
            return false
        }
        if let rectangle, !rectangle.contains(meeting) { return false }
        if criteria.published == -1, meeting.published != 0 { return false }
        if criteria.published != 0, criteria.published != -1, meeting.published != 1 { return false }
        if !includedFormats.isEmpty {
            guard meeting.formats != nil else { return false }
            let has = includedFormats.map(meeting.formatIDs.contains)
            if criteria.formatsUseOr ? !has.contains(true) : has.contains(false) { return false }
        }
        if !excludedFormats.isEmpty {
            guard meeting.formats != nil else { return false }
            if excludedFormats.contains(where: meeting.formatIDs.contains) { return false }
        }
        return true
    }
}
