import Foundation

/// bmlt-server 4.x's search answers, with the meetings that tie on its sort keys taken as a set.
///
/// 4.x sorts in SQL (`ORDER BY` the sort keys) or in PHP (a stable sort of the rows SQL returned in no stated order),
/// so meetings with the same sort values come in the database engine's order: MariaDB's and MySQL's differ, and the
/// local server's SQLite differs from both. That order is no property of bmlt-server; everything else is compared
/// exactly.
public enum TiedMeetings {
    /// The keys a 4.x server sorts a `GetSearchResults` query by (`SwitcherController::getSearchResults`).
    public static func sortKeys(ofQuery query: String) -> [String] {
        let items = URLComponents(string: "http://x/?" + query)?.queryItems ?? []
        let value = { (name: String) in items.last { $0.name == name }?.value }
        let isGeographic = value("lat_val") != nil && value("long_val") != nil
        if isGeographic, value("sort_results_by_distance") == "1" { return ["distance_in_km"] }
        if let keys = value("sort_keys"), !keys.isEmpty {
            return keys.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        switch value("sort_key") {
        case "weekday":
            return [
                "weekday_tinyint", "location_municipality", "location_city_subsection", "start_time",
                "location_neighborhood",
            ]
        case "time":
            return [
                "weekday_tinyint", "start_time", "location_municipality", "location_city_subsection",
                "location_neighborhood",
            ]
        case "town":
            return [
                "location_municipality", "location_city_subsection", "location_neighborhood", "weekday_tinyint",
                "start_time",
            ]
        case "state":
            return [
                "location_province", "location_municipality", "location_city_subsection", "weekday_tinyint",
                "start_time",
            ]
        case "weekday_state":
            return [
                "weekday_tinyint", "location_province", "location_municipality", "start_time",
                "location_city_subsection",
            ]
        default:
            return ["weekday_tinyint", "start_time", "duration_time"]
        }
    }

    /// Both lists of meetings with each run of ties in the peer's order when the two runs hold the same meetings.
    ///
    /// On a page (`paged`), a run at the page's start or end may be cut by the page's edge, and which of the tied
    /// meetings fall on the page is the engine's choice too: such a run is left out of both lists when its meetings
    /// differ (their sort values agree, or it would not be the same run).
    public static func aligned(peer: [Any], local: [Any], keys: [String], paged: Bool) -> (peer: [Any], local: [Any]) {
        guard peer.count == local.count, !keys.isEmpty else { return (peer, local) }
        let values = { (meeting: Any) -> [String] in
            keys.map { key in (meeting as? [String: Any])?[key].map { "\($0)" } ?? "" }
        }
        var (alignedPeer, alignedLocal): ([Any], [Any]) = ([], [])
        var start = 0
        while start < peer.count {
            let run = values(peer[start])
            var end = start + 1
            while end < peer.count, values(peer[end]) == run { end += 1 }
            let (peerRun, localRun) = (Array(peer[start..<end]), Array(local[start..<end]))
            defer { start = end }
            guard localRun.allSatisfy({ values($0) == run }) else {
                alignedPeer += peerRun
                alignedLocal += localRun
                continue
            }
            if let matched = matched(peerRun, in: localRun) {
                alignedPeer += peerRun
                alignedLocal += matched
            } else if paged, start == 0 || end == peer.count {
                continue
            } else {
                alignedPeer += peerRun
                alignedLocal += localRun
            }
        }
        return (alignedPeer, alignedLocal)
    }

    /// A 4.x answer in a data format with its ties aligned to the peer's: a `tsml/` list on TSML's fields, a search
    /// (which `tsml/` answers for any switcher) on its sort keys; other answers as they are.
    public static func aligned(peer: Any, local: Any, format: String, query: String) -> (peer: Any, local: Any) {
        if format == "tsml", peer is [Any] { return alignedTSML(peer: peer, local: local, query: query) }
        guard format == "tsml" || query.hasPrefix("switcher=GetSearchResults") else { return (peer, local) }
        return aligned(peer: peer, local: local, query: query)
    }

    /// A 4.x `tsml/` answer with its ties aligned to the peer's. TSML names its fields otherwise and lacks some sort
    /// keys (a county, a neighbourhood): those are left out, so a run of ties may be longer than the server's.
    public static func alignedTSML(peer: Any, local: Any, query: String) -> (peer: Any, local: Any) {
        guard let peerList = peer as? [Any], let localList = local as? [Any] else { return (peer, local) }
        let sortKeys = sortKeys(ofQuery: query)
        var keys = sortKeys.enumerated().compactMap { index, key in
            // An end time ties as a duration does only after a start time.
            key == "duration_time" && !sortKeys[..<index].contains("start_time") ? nil : tsmlFields[key]
        }
        if keys.isEmpty { keys = ["(every meeting ties)"] }
        if pagesBeforeSorting(query: query) {
            let (left, right) = shared(peer: peerList, local: localList)
            return aligned(peer: left, local: right, keys: keys, paged: false)
        }
        return aligned(peer: peerList, local: localList, keys: keys, paged: query.contains("page_size="))
    }

    /// The TSML field that holds a sort key's value, or one that ties exactly when it does.
    static let tsmlFields = [
        "weekday_tinyint": "day", "start_time": "time", "duration_time": "end_time", "meeting_name": "name",
        "location_municipality": "city", "location_province": "state", "location_street": "address",
        "id_bigint": "slug", "distance_in_km": "coordinates", "distance_in_miles": "coordinates",
    ]

    /// Both lists of `/api/v1/meetings` in the order of their ids: `MeetingController::index` asks for no order, so
    /// every meeting ties and the order is the engine's (MariaDB reads them by the index it picks, e.g. service body
    /// first when `serviceBodyIds` is given).
    public static func alignedAdminList(peer: Any, local: Any) -> (peer: Any, local: Any) {
        guard let peerList = peer as? [[String: Any]], let localList = local as? [[String: Any]] else {
            return (peer, local)
        }
        let byID = { (list: [[String: Any]]) in list.sorted { ($0["id"] as? Int ?? 0) < ($1["id"] as? Int ?? 0) } }
        return (byID(peerList), byID(localList))
    }

    /// The local run in the peer's order, each meeting paired with one that is the same meeting, or `nil`.
    private static func matched(_ peerRun: [Any], in localRun: [Any]) -> [Any]? {
        let partners = pairs(peerRun, localRun)
        guard !partners.contains(nil) else { return nil }
        return partners.map { localRun[$0!] }
    }

    /// For each peer meeting, the index of the local meeting it is paired with, one to one. Identical meetings are
    /// paired first, then those ``isSame(_:_:)`` takes for the same: its tolerance (a millionth, for distances) also
    /// joins nearby coordinates, and taken first it could pair a meeting with another's twin and leave one alone (121
    /// neighbouring pairs of the sample's latitudes are that close).
    private static func pairs(_ peer: [Any], _ local: [Any]) -> [Int?] {
        var unpaired: [String: [Int]] = [:]
        for (index, meeting) in local.enumerated().reversed() { unpaired[text(meeting), default: []].append(index) }
        var partners: [Int?] = peer.map { unpaired[text($0)]?.popLast() }
        var left = unpaired.values.joined().sorted()
        for (index, meeting) in peer.enumerated() where partners[index] == nil {
            guard let position = left.firstIndex(where: { isSame(meeting, local[$0]) }) else { continue }
            partners[index] = left.remove(at: position)
        }
        return partners
    }

    /// A JSON value as a text that two values share exactly when they are equal: object members by key, in Swift's
    /// order of strings (`JSONSerialization`'s `.sortedKeys` compares keys by locale, which on Linux made a 10,000-query
    /// run spend most of its time in ICU).
    private static func text(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            "{" + object.keys.sorted().map { "\($0.debugDescription):\(text(object[$0]!))" }.joined(separator: ",")
                + "}"
        case let array as [Any]: "[" + array.map(text).joined(separator: ",") + "]"
        case let string as String: string.debugDescription
        default: "\(value)"
        }
    }

    /// Whether two meetings are the same one: their ids, or, when the answer leaves the id out (`data_field_key`),
    /// no difference ``JSONDifference`` would report (a mirror's distances may differ below a millionth, its
    /// origin showing coordinates rounded).
    private static func isSame(_ peer: Any, _ local: Any) -> Bool {
        if let id = (peer as? [String: Any])?["id_bigint"], let localID = (local as? [String: Any])?["id_bigint"] {
            return "\(id)" == "\(localID)"
        }
        return JSONDifference.first(peer, local) == nil
    }

    /// `Meeting::$mainFields`: what 4.x sorts in SQL; a sort key outside them is sorted in PHP.
    static let mainFields: Set<String> = [
        "id_bigint", "worldid_mixed", "service_body_bigint", "weekday_tinyint", "venue_type", "start_time",
        "duration_time", "time_zone", "formats", "lang_enum", "longitude", "latitude", "published", "email_contact",
        "root_server_id", "source_id",
    ]

    /// Whether 4.x takes the page before it sorts: with `page_size`, SQL's `LIMIT` runs on rows in no stated order
    /// when a sort key is a data field (`MeetingRepository::getSearchResults` sorts the page in PHP), so which
    /// meetings make the page is the engine's choice (MariaDB reads them in the order of the index it picks).
    public static func pagesBeforeSorting(query: String) -> Bool {
        guard query.contains("page_size=") else { return false }
        if query.contains("sort_results_by_distance=1"), query.contains("lat_val="), query.contains("long_val=") {
            return false
        }
        return !sortKeys(ofQuery: query).allSatisfy(mainFields.contains)
    }

    /// Both pages reduced to the meetings they share, in their own orders, when they hold as many meetings. Each
    /// meeting of one page is paired with at most one of the other: rows without their ids (a `data_field_key` without
    /// `id_bigint`) may be alike, and a row one page holds 19 times and the other once is shared once.
    static func shared(peer: [Any], local: [Any]) -> (peer: [Any], local: [Any]) {
        guard peer.count == local.count else { return (peer, local) }
        let partners = pairs(peer, local)
        return (
            peer.indices.filter { partners[$0] != nil }.map { peer[$0] },
            partners.compactMap { $0 }.sorted().map { local[$0] }
        )
    }

    /// A 4.x `GetSearchResults` answer (a list, or `get_used_formats`' object) with its ties aligned to the peer's.
    public static func aligned(peer: Any, local: Any, query: String) -> (peer: Any, local: Any) {
        let paged = query.contains("page_size=")
        let keys = sortKeys(ofQuery: query)
        /// The meetings of both answers: a page taken before sorting reduced to those both hold, then the ties.
        func alignedMeetings(_ peerList: [Any], _ localList: [Any]) -> (peer: [Any], local: [Any]) {
            if pagesBeforeSorting(query: query) {
                let (left, right) = shared(peer: peerList, local: localList)
                return aligned(peer: left, local: right, keys: keys, paged: false)
            }
            return aligned(peer: peerList, local: localList, keys: keys, paged: paged)
        }
        if let peerList = peer as? [Any], let localList = local as? [Any] {
            return alignedMeetings(peerList, localList)
        }
        guard var peerObject = peer as? [String: Any], var localObject = local as? [String: Any] else {
            return (peer, local)
        }
        if let peerList = peerObject["meetings"] as? [Any], let localList = localObject["meetings"] as? [Any] {
            (peerObject["meetings"], localObject["meetings"]) = alignedMeetings(peerList, localList)
        }
        // `get_used_formats` and `get_formats_only` list the formats of the page's meetings: when which tied meetings
        // make the page is the engine's choice, so is part of that list. The formats both list are compared.
        if paged, let peerFormats = peerObject["formats"] as? [Any], let localFormats = localObject["formats"] as? [Any]
        {
            let id = { (format: Any) in (format as? [String: Any])?["id"].map { "\($0)" } ?? "" }
            let (peerIDs, localIDs) = (Set(peerFormats.map(id)), Set(localFormats.map(id)))
            peerObject["formats"] = peerFormats.filter { localIDs.contains(id($0)) }
            localObject["formats"] = localFormats.filter { peerIDs.contains(id($0)) }
        }
        return (peerObject, localObject)
    }
}
