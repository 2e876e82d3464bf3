import Foundation

@testable import BMLTLocalServer

/// The legacy search as it was before the snapshot's search index (``LegacySearchIndex``): it reads every meeting
/// and sorts at every step. Kept in the tests only, as the reference the indexed search must answer alike.
struct ReferenceLegacyMeetingSearch {
    let catalog: Catalog
    let parameters: RequestParameters
    var isLoggedIn = false

    typealias Hit = MeetingSearch.Hit

    var search: LegacyMeetingSearch {
        LegacyMeetingSearch(catalog: catalog, parameters: parameters, isLoggedIn: isLoggedIn)
    }

    /// The meetings of the requested page, in the server's order.
    func run() throws(LegacyMeetingSearch.Fatal) -> [Hit] {
        let criteria = try LegacySearchCriteria(
            parameters,
            catalog: catalog,
            autoRadiusCount: LegacyMeetingSearch.autoRadiusCount
        )
        let order = search.sortOrder(criteria)
        guard criteria.meetingIDs == nil else {
            // Meetings given by id are looked up by id alone: no other criterion, publication included.
            let ids = Set(criteria.meetingIDs ?? [])
            return try page(sorted(validMeetings(catalog.meetings.filter { ids.contains($0.id) }), order))
        }
        let rectangle = searchRectangle(criteria)
        let rows = databaseQuery(criteria, rectangle: rectangle)
        // No rows make no collection (`GetMeetingsFromSQL` returns `null`), and nothing else runs.
        guard !rows.isEmpty else { return [] }
        var hits = validMeetings(rows)
        if let rectangle { hits = hits.map { search.withDistance($0, from: rectangle) } }
        hits = search.sortedWithDistance(sorted(hits, order), byDistance: criteria.sortByDistance)
        // Each later step runs on what the one before left, and finds `null` when it left nothing.
        var found: [Hit]? = hits
        if let rectangle, let center = criteria.center {
            found = nonEmpty(
                hits.filter {
                    guard let lat = $0.meeting.latitude, let long = $0.meeting.longitude else { return false }
                    return Vincenty.kilometers(center.latitude, center.longitude, lat, long) <= rectangle.radius
                }
            ).map { search.sortedWithDistance(sorted($0, order), byDistance: criteria.sortByDistance) }
        }
        if let text = criteria.text {
            guard let current = found else { throw LegacyMeetingSearch.Fatal() }
            found = try nonEmpty(matchingText(current, text)).map { sorted($0, order) }
        }
        if let keyValue = criteria.keyValue {
            guard let current = found else { throw LegacyMeetingSearch.Fatal() }
            found = try nonEmpty(search.matchingKeyValue(current, keyValue)).map { sorted($0, order) }
        }
        return try page(found ?? [])
    }

    func nonEmpty(_ hits: [Hit]) -> [Hit]? { hits.isEmpty ? nil : hits }

    /// `RemoveInvalidMeetings`: for a visitor who is not logged in, only meetings with a place and a data value.
    func validMeetings(_ meetings: [Catalog.Meeting]) -> [Hit] {
        if isLoggedIn { return meetings.map { Hit(meeting: $0) } }
        return meetings.filter { $0.latitude != nil && $0.longitude != nil && $0.hasListableData }
            .map { Hit(meeting: $0) }
    }

    // MARK: - Paging

    /// `GetPageOfResults` of the page `page_num` asks for, `page_size` read as PHP reads it: a number past the last
    /// page is the last page; a size that is no number is an error once there is a page to cut.
    func page(_ hits: [Hit]) throws(LegacyMeetingSearch.Fatal) -> [Hit] {
        guard let text = parameters.string("page_size") else { return hits }
        let size: Double
        if PHPText.isNumeric(text) {
            size = PHPText.floatval(text)
        } else if let prefix = PHPText.numericPrefixValue(text) {
            // A leading-numeric string ("5abc") is its number; one that starts with 0 divides by zero.
            guard prefix != 0 else { throw LegacyMeetingSearch.Fatal() }
            size = prefix
        } else {
            // `"abc" > 0` is true and `"abc" - 1` an error; `"" > 0` is false, and `"" * 0` an error on a page.
            if text > "0" || !hits.isEmpty { throw LegacyMeetingSearch.Fatal() }
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

    /// The meetings `c_comdef_server::GetMeetings` selects, in its `ORDER BY service_body_bigint, id_bigint`.
    func databaseQuery(_ criteria: LegacySearchCriteria, rectangle: LegacyMeetingSearch.Rectangle?) -> [Catalog.Meeting]
    {
        let hasWeekday = criteria.weekdays.terms.contains { (1...7).contains($0.value) }
        let hasVenueType = criteria.venueTypes.terms.contains { (1...3).contains($0.value) }
        let includedFormats = criteria.formats.filter { $0 > 0 }
        let excludedFormats = criteria.formats.filter { $0 <= 0 }.map { -$0 }
        return catalog.meetings.filter { meeting in
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
        }.sorted { ($0.serviceBodyID, $0.id) < ($1.serviceBodyID, $1.id) }
    }
    /// The rectangle of a search with a radius, the radius found first when the search asks for about N meetings.
    func searchRectangle(_ criteria: LegacySearchCriteria) -> LegacyMeetingSearch.Rectangle? {
        guard let center = criteria.center, let radius = criteria.radius else { return nil }
        let kilometers: Double
        switch radius {
        case .kilometers(let value): kilometers = value
        case .meetingCount(let count): kilometers = huntForRadius(count, center: center, criteria: criteria)
        }
        guard kilometers > 0 else { return nil }
        return LegacyMeetingSearch.Rectangle(radius: kilometers, latitude: center.latitude, longitude: center.longitude)
    }

    /// `HuntForRadius`: the first of the server's radii (in kilometres) holding more than `count` published meetings
    /// by the spherical law of cosines, counted with its own weekday and service-body clauses (which read a weekday
    /// as the day after, and fail as SQL when days are both included and excluded: then the first radius).
    func huntForRadius(
        _ count: Int,
        center: (latitude: Double, longitude: Double),
        criteria: LegacySearchCriteria
    ) -> Double {
        let latitude = LegacyMeetingSearch.Rectangle.sqlLiteral(center.latitude)
        let longitude = LegacyMeetingSearch.Rectangle.sqlLiteral(center.longitude)
        let days = criteria.weekdays.terms.map { $0.negated ? -$0.value : $0.value }
        let included = days.filter { $0 >= 0 }
        let excluded = days.filter { $0 < 0 }.map { -$0 }
        let services = criteria.services.terms.map { $0.negated ? -$0.value : $0.value }
        let inServices = services.filter { $0 > 0 }
        let notInServices = services.filter { $0 <= 0 }.map { -$0 }
        let radians = Double.pi / 180
        let candidates = catalog.meetings.filter { meeting in
            guard meeting.published == 1 || isLoggedIn, meeting.latitude != nil, meeting.longitude != nil else {
                return false
            }
            if !included.isEmpty, !included.contains(where: { meeting.weekday == $0 }) { return false }
            if !excluded.isEmpty, excluded.contains(where: { meeting.weekday == $0 }) || meeting.weekday == nil {
                return false
            }
            if !inServices.isEmpty, !inServices.contains(meeting.serviceBodyID) { return false }
            if !notInServices.isEmpty, notInServices.contains(meeting.serviceBodyID) { return false }
            return true
        }
        var current = 0.0
        for miles in LegacyMeetingSearch.radiusRanges {
            current = miles * 1.609344
            if !included.isEmpty, !excluded.isEmpty { return current }
            // The query reads the radius as PHP binds it, with 14 significant digits.
            let radius = LegacyMeetingSearch.Rectangle.sqlLiteral(current)
            let latitudeSpan = radius / 111.045
            let longitudeSpan = radius / (111.045 * cos(latitude * radians))
            let found = candidates.reduce(into: 0) { total, meeting in
                let lat = meeting.latitude!
                let long = meeting.longitude!
                guard lat >= latitude - latitudeSpan, lat <= latitude + latitudeSpan,
                    long >= longitude - longitudeSpan, long <= longitude + longitudeSpan
                else { return }
                let cosine =
                    cos(latitude * radians) * cos(lat * radians) * cos(longitude * radians - long * radians)
                    + sin(latitude * radians) * sin(lat * radians)
                // MySQL's ACOS of more than 1 is NULL, which no comparison selects.
                guard cosine <= 1, 111.045 * (acos(cosine) / radians) <= radius else { return }
                total += 1
            }
            if found > count { return current }
        }
        return current
    }
    /// `usort` with `SortKernel`.
    func sorted(_ hits: [Hit], _ order: LegacyMeetingSearch.SortOrder) -> [Hit] {
        var hits = hits
        let townKeys = order.keys.contains("location_municipality") && order.keys.contains("location_city_subsection")
        PHPSort.usort(&hits) { left, right in
            for key in order.keys {
                let result = Self.compare(left.meeting, right.meeting, key, townKeys: townKeys)
                if result != 0 { return order.descending ? -result : result }
            }
            return 0
        }
        return hits
    }

    /// One key of `SortKernel`.
    static func compare(_ a: Catalog.Meeting, _ b: Catalog.Meeting, _ key: String, townKeys: Bool) -> Int {
        switch key {
        case "start_time":
            return sign(startValue(a) - startValue(b))
        case "weekday_tinyint":
            return sign((a.weekday ?? 0) - (b.weekday ?? 0))
        case "location_municipality" where townKeys, "location_city_subsection" where townKeys:
            return compareTown(a, b, key)
        default:
            switch (LegacyMeetingSearch.value(a, key), LegacyMeetingSearch.value(b, key)) {
            case (let left?, let right?):
                if PHPText.isTruthy(left), !PHPText.isTruthy(right) { return 1 }
                if PHPText.isTruthy(right), !PHPText.isTruthy(left) { return -1 }
                return strcmp(left, right)
            case (_?, nil): return -1
            case (nil, _?): return 1
            case (nil, nil): return 0
            }
        }
    }

    /// The time as `HHMM`, with midnight (and no time) last.
    static func startValue(_ meeting: Catalog.Meeting) -> Int {
        let parts = (meeting.startTime ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let value = PHPText.intval(parts.first ?? "") * 100 + PHPText.intval(parts.count > 1 ? parts[1] : "")
        return value == 0 ? 10_000 : value
    }

    /// A borough sorts beside the town it is compared with, when one meeting has a borough and the other not.
    static func compareTown(_ a: Catalog.Meeting, _ b: Catalog.Meeting, _ key: String) -> Int {
        let subsectionA = LegacyMeetingSearch.value(a, "location_city_subsection")
        let subsectionB = LegacyMeetingSearch.value(b, "location_city_subsection")
        if let subsection = subsectionA, subsectionB == nil {
            guard let town = LegacyMeetingSearch.value(b, "location_municipality") else { return -1 }
            return strcmp(subsection, town)
        }
        if let subsection = subsectionB, subsectionA == nil {
            guard let town = LegacyMeetingSearch.value(a, "location_municipality") else { return 1 }
            return -strcmp(subsection, town)
        }
        switch (LegacyMeetingSearch.value(a, key), LegacyMeetingSearch.value(b, key)) {
        case (let left?, let right?): return strcmp(left, right)
        case (_?, nil): return -1
        case (nil, _?): return 1
        case (nil, nil): return 0
        }
    }

    /// A meeting's value as 2.16.6 holds it: main-table columns as MySQL returns them, text; `nil` for a column that
    /// is `NULL` and a data field the meeting has no value for.
    static func value(_ meeting: Catalog.Meeting, _ key: String) -> String? {
        switch key {
        case "weekday_tinyint": return String((meeting.weekday ?? 0) + 1)
        case "id_bigint", "worldid_mixed", "service_body_bigint", "venue_type", "start_time", "duration_time",
            "time_zone", "lang_enum", "longitude", "latitude", "published", "email_contact":
            return MeetingColumn(name: key).flatMap { MeetingSearch.mainValue(meeting, $0) }
        default:
            guard let value = meeting.data[key], !value.isEmpty else { return nil }
            return value
        }
    }

    /// `strcmp` as a sign: bytes compared, not characters.
    static func strcmp(_ left: String, _ right: String) -> Int {
        left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : (left.utf8.elementsEqual(right.utf8) ? 0 : 1)
    }

    static func sign(_ value: Int) -> Int { value < 0 ? -1 : value > 0 ? 1 : 0 }
    /// `GetMeetingsByString`: a meeting whose text, in metaphone keys, holds the search's keys one after another; or
    /// with `SearchStringExact`, one field that holds every word (with `SearchStringAll`; without it, none).
    func matchingText(
        _ hits: [Hit],
        _ search: LegacySearchCriteria.TextSearch
    ) throws(LegacyMeetingSearch.Fatal) -> [Hit] {
        let text = LegacyMeetingSearch.folded(search.text)
        let sources = LegacyMeetingSearch.TextSources(self.search)
        if search.isLiteral {
            guard search.requiresAllWords else { return [] }
            let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            return hits.filter { hit in
                sources.all(hit.meeting).contains { field in
                    let folded = LegacyMeetingSearch.folded(field)
                    return words.allSatisfy { folded.contains($0) || $0.isEmpty }
                }
            }
        }
        guard let keys = PHPMetaphone.splitIntoMetaphone(text, language: LegacyMeetingSearch.serverLanguage) else {
            throw LegacyMeetingSearch.Fatal()
        }
        let wanted = keys.joined(separator: " ")
        // The texts that are not the meeting's own data repeat from meeting to meeting: their keys are made once.
        var shared: [String: LegacyMeetingSearch.SoundKeys] = [:]
        var result: [Hit] = []
        for hit in hits {
            let meeting = hit.meeting
            var found = false
            for text in sources.shared(meeting) {
                let keys = shared[text] ?? LegacyMeetingSearch.soundKeys(text)
                shared[text] = keys
                if try keys.contain(wanted) {
                    found = true
                    break
                }
            }
            if !found {
                for (key, keys) in meeting.searchText.soundKeys where !sources.hiddenKeys.contains(key) {
                    if try keys.contain(wanted) {
                        found = true
                        break
                    }
                }
            }
            if found { result.append(hit) }
        }
        return result
    }

}
