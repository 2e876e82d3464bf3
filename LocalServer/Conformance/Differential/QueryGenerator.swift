import Foundation

/// A random number generator that gives the same numbers for the same seed on every platform (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What the random queries draw their values from: ids and words of the data both servers hold.
struct SampleVocabulary {
    var serviceBodyIDs: [Int]
    var formatIDs: [Int]
    var words: [String]
    var towns: [String]
    /// An aggregator's root server ids (`root_server_ids`), or none for one server.
    var rootServerIDs: [Int] = []
}

/// Random read queries over every switcher, data format and parameter of 2.16.6's and bmlt-server 4.x's
/// `client_interface`: each a query string for `json/`, or `<format>/?<query>` for another data format.
struct QueryGenerator {
    let vocabulary: SampleVocabulary
    /// Whether the queries are for 4.x (its `tsml` format and refusals) rather than 2.16.6.
    let current: Bool
    var random: SeededGenerator

    init(seed: UInt64, vocabulary: SampleVocabulary, current: Bool) {
        self.vocabulary = vocabulary
        self.current = current
        random = SeededGenerator(seed: seed)
    }

    /// Whether the queries are for an aggregator: searches that (mostly) name what they look for, and
    /// `root_server_ids` on the switchers that take it.
    var aggregator: Bool { !vocabulary.rootServerIDs.isEmpty }

    /// `root_server_ids` in each of its forms: a scalar (positive, negative, 0, unknown), a list, or a comma list
    /// (which PHP's `intval` reads as its first id).
    private mutating func rootServerIDs() -> [String] {
        let ids = vocabulary.rootServerIDs
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1, 2: return ["root_server_ids=\(pick(ids))"]
        case 3: return ["root_server_ids=-\(pick(ids))"]
        case 4:
            return list("root_server_ids", some(ids, upTo: 2).map { chance(25) ? "-\($0)" : "\($0)" }, scalar: false)
        case 5: return ["root_server_ids=" + ids.reversed().map(String.init).joined(separator: ",")]
        case 6: return ["root_server_ids=\(pick([0, 99]))"]
        default: return list("root_server_ids", ids.map(String.init), scalar: false)
        }
    }

    /// What an aggregator's search needs (bmlt-server answers `[]` without it): a root server, ids, a page.
    private mutating func requiredFilter() -> [String] {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1, 2: return ["root_server_ids=\(pick(vocabulary.rootServerIDs))"]
        case 3:
            return [
                "page_size=\(Int.random(in: 1...80, using: &random))",
                "page_num=\(Int.random(in: 1...5, using: &random))",
            ]
        case 4: return list("services", [String(pick(vocabulary.serviceBodyIDs))])
        default: return ["formats=\(pick(vocabulary.formatIDs))"]
        }
    }

    /// The next query: mostly searches, the other switchers with their options, and now and then another data format.
    mutating func next() -> String {
        switch Int.random(in: 0..<25, using: &random) {
        case 0..<15: return search()
        case 15..<17: return formats()
        case 17..<19: return serviceBodies()
        case 19..<21: return fieldValues()
        case 21: return changes()
        case 22, 23: return pick(["switcher=GetServerInfo", "switcher=GetCoverageArea", "switcher=GetFieldKeys"])
        default: return otherFormat()
        }
    }

    /// A query in another data format than `json` (`<format>/?<query>`), or a switcher the format refuses.
    mutating func otherFormat() -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return "jsonp/?" + pick([formats(), serviceBodies(), search()]) + "&callback=" + pick(["cb", "a.b"])
        case 1: return "csv/?switcher=GetNAWSDump&sb_id=" + pick(vocabulary.serviceBodyIDs.map(String.init) + ["x"])
        case 2: return "json/?switcher=" + pick(["Bogus", "GetNAWSDump", ""])
        // 2.16.6 writes any callback into the page; the local server refuses one that is no name, as 4.x does.
        case 3 where current: return "jsonp/?switcher=GetServiceBodies&callback=" + pick(["a-b", "alert(1)"])
        // 2.16.6 writes `data_field_key`'s and the formats lists' CSV its own way, which legacy mode does not serve.
        case 4: return current ? "tsml/?" + search() : "csv/?" + Self.withoutCSVSelections(search())
        // 2.16.6 also answers other switchers in csv/ and xml/, which the local server's legacy mode does not.
        default:
            return current
                ? pick(["csv", "tsml", "xml"]) + "/?" + pick([search(), formats()])
                : pick(["jsonp/?", "json/?"])
                    + "switcher=GetNAWSDump&sb_id=\(pick(vocabulary.serviceBodyIDs))&callback=cb"
        }
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    private mutating func some<T>(_ values: [T], upTo count: Int) -> [T] {
        (0..<Int.random(in: 1...count, using: &random)).map { _ in pick(values) }
    }

    private mutating func number(_ range: ClosedRange<Double>, places: Int) -> String {
        String(format: "%.\(places)f", Double.random(in: range, using: &random))
    }

    private mutating func commaList<T>(_ values: [T], upTo count: Int) -> String {
        some(values, upTo: count).map { "\($0)" }.joined(separator: ",")
    }

    private func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    /// `name[]=a&name[]=b`, or a scalar `name=a` for one value when `scalar` allows it.
    private mutating func list(_ name: String, _ values: [String], scalar: Bool = true) -> [String] {
        if values.count == 1, scalar, chance(40) { return ["\(name)=\(values[0])"] }
        return values.map { "\(name)%5B%5D=\($0)" }
    }

    /// A search without the parameters whose CSV legacy mode does not write as 2.16.6 does.
    static func withoutCSVSelections(_ query: String) -> String {
        query.split(separator: "&").filter { part in
            !["data_field_key=", "get_used_formats=", "get_formats_only="].contains { part.hasPrefix($0) }
        }
        .joined(separator: "&")
    }

    mutating func search() -> String {
        var parts = ["switcher=GetSearchResults"]
        if chance(35) {
            let days = some(Array(-8...9), upTo: 3).map(String.init)
            parts += list("weekdays", days)
        }
        if chance(25) {
            let ids = some(vocabulary.serviceBodyIDs, upTo: 3).map { chance(15) ? -$0 : $0 }.map(String.init)
            parts += list("services", ids)
            if chance(50) { parts.append("recursive=1") }
        }
        if chance(25) {
            let ids = some(vocabulary.formatIDs, upTo: 3).map { chance(20) ? -$0 : $0 }.map(String.init)
            parts += list("formats", ids)
            if chance(50) { parts.append("formats_comparison_operator=" + pick(["AND", "OR", "and", "XOR"])) }
        }
        if chance(10) { parts += list("venue_types", some(["1", "2", "3", "-1", "-2", "4"], upTo: 2)) }
        if chance(30) {
            parts.append("lat_val=" + number(40.5...41.0, places: 4))
            parts.append("long_val=" + number(-74.3...(-73.3), places: 4))
            switch Int.random(in: 0..<(aggregator ? 6 : 4), using: &random) {
            // Wider than an aggregator allows (320 km, 198.84 miles).
            case 4: parts.append("geo_width_km=" + pick(["319.5", "320", "321", "1000"]))
            case 5: parts.append("geo_width=" + pick(["198", "199", "500"]))
            case 0: parts.append("geo_width=" + number(0.5...15, places: 1))
            case 1: parts.append("geo_width_km=" + number(1...25, places: 1))
            case 2: parts.append("geo_width=-\(Int.random(in: 1...30, using: &random))")
            default: parts.append("geo_width_km=-\(Int.random(in: 1...30, using: &random))")
            }
            if chance(50) { parts.append("sort_results_by_distance=1") }
        }
        if chance(20) {
            parts.append("SearchString=" + encoded(pick(vocabulary.words + vocabulary.towns)))
            if chance(30) { parts.append("SearchStringAll=1") }
            if chance(30) { parts.append("SearchStringExact=1") }
        }
        if chance(20) {
            let (hour, minute) = (Int.random(in: 0...23, using: &random), pick([0, 15, 30, 45]))
            let name = pick(["StartsAfter", "StartsBefore", "EndsBefore"])
            parts.append("\(name)H=\(hour)")
            if chance(50) { parts.append("\(name)M=\(minute)") }
        }
        if chance(10) {
            let name = pick(["MinDuration", "MaxDuration"])
            parts.append("\(name)H=\(Int.random(in: 0...2, using: &random))")
            if chance(50) { parts.append("\(name)M=\(pick([0, 30, 45]))") }
        }
        if chance(10) {
            parts.append("meeting_key=" + pick(["location_municipality", "meeting_name", "location_province", "xyz"]))
            let values = some(vocabulary.towns + ["NY", "Serenity"], upTo: 2).map(encoded)
            // 4.1's several values (`meeting_key_value[]`), or one.
            parts += chance(30) ? values.map { "meeting_key_value%5B%5D=\($0)" } : ["meeting_key_value=\(values[0])"]
        }
        if chance(8) {
            // 4.x's comma list with exclusions, or 2.x's list.
            let ids = some(Array(1...2_700), upTo: 4).map { chance(20) ? -$0 : $0 }.map(String.init)
            parts += chance(50) ? ["meeting_ids=" + ids.joined(separator: ",")] : list("meeting_ids", ids)
        }
        if chance(6) { parts.append("advanced_published=" + pick(["0", "-1", "1", "x"])) }
        if chance(6) { parts.append("lang_enum=" + pick(["en", "es", "de", "xx"])) }
        if chance(8) { parts.append(pick(["get_used_formats=1", "get_formats_only=1"])) }
        if chance(8) { parts += list("langs", [pick(["en", "es", "-en", "de"])]) }
        if chance(15) {
            let keys = [
                "weekday_tinyint", "start_time", "location_municipality", "meeting_name", "id_bigint",
                "location_sub_province", "duration_time", "nonsense",
            ]
            parts.append("sort_keys=" + commaList(keys, upTo: 3))
        } else if chance(10) {
            parts.append("sort_key=" + pick(["weekday", "time", "town", "state", "weekday_state", "bogus"]))
        }
        if chance(15) {
            parts.append("page_size=\(Int.random(in: 1...60, using: &random))")
            parts.append("page_num=\(Int.random(in: 1...8, using: &random))")
        }
        if chance(10) {
            let keys = [
                "meeting_name", "weekday_tinyint", "start_time", "location_street", "formats", "latitude", "longitude",
                "nonsense", "id_bigint", "root_server_uri", "format_shared_id_list", "distance_in_miles",
                "service_body_bigint", "venue_type", "service_body_name", "published",
            ]
            parts.append(
                "data_field_key=" + commaList(keys + (aggregator ? ["root_server_id", "source_id"] : []), upTo: 4)
            )
        }
        if aggregator {
            if chance(30) { parts += rootServerIDs() }
            if chance(85) { parts += requiredFilter() }
        }
        return parts.joined(separator: "&")
    }

    mutating func formats() -> String {
        var parts = ["switcher=GetFormats"]
        if chance(50) { parts.append("show_all=1") }
        if chance(50) { parts.append("lang_enum=" + pick(["en", "es", "de", "fr", "sv", "xx"])) }
        if chance(30) { parts += list("format_ids", some(vocabulary.formatIDs, upTo: 3).map(String.init)) }
        if aggregator, chance(50) { parts += rootServerIDs() }
        return parts.joined(separator: "&")
    }

    mutating func serviceBodies() -> String {
        var parts = ["switcher=GetServiceBodies"]
        if chance(60) {
            let ids = some(vocabulary.serviceBodyIDs, upTo: 3).map { chance(15) ? -$0 : $0 }.map(String.init)
            parts += list("services", ids)
        }
        if chance(40) { parts.append("recursive=1") }
        if chance(40) { parts.append("parents=1") }
        if aggregator, chance(50) { parts += rootServerIDs() }
        return parts.joined(separator: "&")
    }

    mutating func changes() -> String {
        var parts = ["switcher=GetChanges"]
        if chance(50) { parts.append("start_date=" + pick(["2015-01-01", "2019-06-01", "2021-01-01", "x"])) }
        if chance(40) { parts.append("end_date=" + pick(["2018-12-31", "2022-01-01", "2030-01-01"])) }
        if chance(30) { parts.append("meeting_id=\(Int.random(in: 1...2_700, using: &random))") }
        if chance(30) { parts.append("service_body_id=\(pick(vocabulary.serviceBodyIDs))") }
        return parts.joined(separator: "&")
    }

    mutating func fieldValues() -> String {
        var parts = ["switcher=GetFieldValues"]
        parts.append("meeting_key=" + pick(["location_municipality", "weekday_tinyint", "formats", "meeting_name"]))
        if chance(40) {
            parts.append("specific_formats=" + commaList(vocabulary.formatIDs, upTo: 3))
        }
        return parts.joined(separator: "&")
    }
}
