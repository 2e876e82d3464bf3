import Foundation

/// The criteria of a 2.16.6 search as its `SetUpSearch` (`client_interface/csv/common_search.inc.php`) leaves them
/// in the search manager, read from the request as PHP reads it.
///
/// Lists are kept as PHP keeps them, in arrays keyed by value whose key order decides the order the server later
/// writes its SQL terms in (see ``SQLCondition``): the manager starts each with every known value at 0 (weekdays 1–7,
/// venue types 1–3, the service bodies), and a value it has not seen is added at the end.
struct LegacySearchCriteria {
    /// `meeting_ids[]`: when given, the whole search.
    var meetingIDs: [Int]?
    var sortByDistance = false
    /// `sort_keys`, the known keys only; `nil` keeps the manager's default order.
    var sortKeys: [String]?
    var sortDescending = false
    var services = SQLCondition<Int>(terms: [])
    var weekdays = SQLCondition<Int>(terms: [])
    var venueTypes = SQLCondition<Int>(terms: [])
    var formats: [Int] = []
    var formatsUseOr = false
    var languages = SQLCondition<String>(terms: [])
    /// `advanced_published`: -1 unpublished only, 0 both, anything else published only.
    var published = 1
    /// `HH:MM:00`, or `nil` for no limit.
    var startsAfter: String?
    var startsBefore: String?
    /// Seconds since midnight, or `nil` for no limit.
    var endsBefore: Int?
    var minimumDuration: String?
    var maximumDuration: String?
    var center: (latitude: Double, longitude: Double)?
    var radius: Radius?
    var text: TextSearch?
    var keyValue: KeyValue?

    enum Radius {
        case kilometers(Double)
        /// The radius holding about this many meetings (`geo_width=-N`).
        case meetingCount(Int)
    }

    struct TextSearch {
        var text: String
        var requiresAllWords: Bool
        var isLiteral: Bool
    }

    struct KeyValue {
        var keys: [String]
        var value: String?
        /// Whether `meeting_key_value` came as a list (`meeting_key_value[]=`), which 2.x reads as a PHP array.
        var valueIsList = false
        var matchesCase: Bool
        var contains: Bool
    }

    init(_ parameters: RequestParameters, catalog: Catalog, autoRadiusCount: Int) throws(LegacyMeetingSearch.Fatal) {
        let searchString = parameters.string("SearchString").map(PHPText.trim) ?? ""
        var meetingIDList = parameters.isList("meeting_ids") ? parameters.list("meeting_ids", splitsCommas: false) : []
        // A string read as an address needs Google's geocoder, which the local server cannot reach: the search goes
        // on as the real server's does when geocoding fails, with the string searched as text.
        let isAddress = PHPText.isTruthy(parameters.string("StringSearchIsAnAddress"))
        // A SearchString that reads as a number (`12`, `12,15`, `12 Steps`) is a list of meeting ids.
        if PHPText.isTruthy(searchString), !isAddress, PHPText.intval(searchString) != 0,
            searchString.contains(where: \.isASCIIDigit)
        {
            let ids = searchString.split(separator: ",", omittingEmptySubsequences: false)
                .map { PHPText.intval(PHPText.trim(String($0))) }.filter { $0 != 0 }
            if !ids.isEmpty { meetingIDList = ids.map(String.init) }
        }
        if !meetingIDList.isEmpty {
            meetingIDs = meetingIDList.map(PHPText.intval)
            return
        }

        if parameters.has("sort_results_by_distance") {
            sortByDistance = PHPText.isTruthy(parameters.string("sort_results_by_distance"))
        } else if let list = parameters.string("sort_keys"), PHPText.isTruthy(list) {
            let known = Set(Self.sortableMainKeys + catalog.templates.map(\.key))
            var keys: [String] = []
            for key in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                if PHPText.trim(key).lowercased() == "desc" {
                    sortDescending = true
                } else if known.contains(key) {
                    keys.append(key)
                }
            }
            sortKeys = keys.isEmpty ? nil : keys
        }

        services = Self.serviceTerms(parameters, catalog: catalog)
        let hasWidth = Self.isTruthy(parameters, "geo_width") || Self.isTruthy(parameters, "geo_width_km")
        // `abs($weekdays)` of a scalar that is not a numeric string (`""`, `"abc"`, `"5abc"`) is a TypeError in PHP 8.
        if !parameters.isList("weekdays"), let scalar = parameters.string("weekdays"), !PHPText.isNumeric(scalar) {
            throw LegacyMeetingSearch.Fatal()
        }
        weekdays = Self.signedTerms(parameters, "weekdays", known: Array(1...7))
        venueTypes = Self.signedTerms(parameters, "venue_types", known: [1, 2, 3])
        formats = Self.formatTerms(parameters)
        formatsUseOr = parameters.string("formats_comparison_operator") == "OR"
        if parameters.isList("langs") {
            var seen = Catalog.legacyLanguages.map(\.code)
            for language in parameters.list("langs", splitsCommas: false) where !seen.contains(language) {
                seen.append(language)
            }
            let given = Set(parameters.list("langs", splitsCommas: false))
            languages.terms = seen.filter(given.contains).map { language in
                language.hasPrefix("-") ? (String(language.dropFirst()), true) : (language, false)
            }
        }
        published =
            parameters.has("advanced_published") ? PHPText.intval(parameters.string("advanced_published") ?? "") : 1

        let startsAfterMinutes = Self.clockMinutes(parameters, "StartsAfter")
        var startsBeforeMinutes = Self.clockMinutes(parameters, "StartsBefore")
        if let after = startsAfterMinutes, let before = startsBeforeMinutes, after >= before {
            startsBeforeMinutes = nil
        }
        startsAfter = startsAfterMinutes.flatMap(Self.sqlTime)
        startsBefore = startsBeforeMinutes.flatMap(Self.sqlTime)
        if let minutes = Self.clockMinutes(parameters, "EndsBefore"), minutes != 0 { endsBefore = minutes * 60 }
        let maximum = Self.clockMinutes(parameters, "MaxDuration")
        var minimum = Self.clockMinutes(parameters, "MinDuration")
        if let max = maximum, let min = minimum, min >= max { minimum = nil }
        maximumDuration = maximum.flatMap(Self.sqlTime)
        minimumDuration = minimum.flatMap(Self.sqlTime)

        radius = Self.radius(parameters, autoRadiusCount: autoRadiusCount)
        if radius != nil {
            // Without a width that reads as true the centre was unset before it is read, so it is (0, 0).
            let latitude = hasWidth ? parameters.string("lat_val").map(PHPText.floatval) ?? 0 : 0
            let longitude = hasWidth ? parameters.string("long_val").map(PHPText.floatval) ?? 0 : 0
            center = (latitude, longitude)
        }

        let keyIsList = parameters.isList("meeting_key") && !parameters.list("meeting_key", splitsCommas: false).isEmpty
        if PHPText.isTruthy(searchString), !keyIsList {
            text = TextSearch(
                text: searchString,
                requiresAllWords: PHPText.isTruthy(parameters.string("SearchStringAll")),
                isLiteral: PHPText.isTruthy(parameters.string("SearchStringExact"))
            )
        }
        if PHPText.isTruthy(parameters.string("meeting_key")) || keyIsList {
            keyValue = KeyValue(
                keys: parameters.isList("meeting_key")
                    ? parameters.list("meeting_key", splitsCommas: false) : [parameters.string("meeting_key") ?? ""],
                value: parameters.string("meeting_key_value"),
                valueIsList: parameters.isList("meeting_key_value"),
                matchesCase: PHPText.isTruthy(parameters.string("meeting_key_match_case")),
                contains: PHPText.isTruthy(parameters.string("meeting_key_contains"))
            )
        }
    }

    /// The main-table keys `sort_keys` takes besides the data fields' keys.
    static let sortableMainKeys = [
        MeetingColumn.weekday, .venueType, .id, .worldID, .serviceBodyID, .language, .duration, .startTime, .longitude,
        .latitude,
    ].map(\.name)

    // MARK: - PHP's reading of the request

    private static func isTruthy(_ parameters: RequestParameters, _ name: String) -> Bool {
        parameters.has(name) && PHPText.isTruthy(parameters.string(name))
    }

    /// `geo_width` (miles) or else `geo_width_km`, each taken when it is not `== 0` in PHP 8's loose comparison: a
    /// negative one asks for about that many meetings, and one that is not a positive number for the server's
    /// default count.
    private static func radius(_ parameters: RequestParameters, autoRadiusCount: Int) -> Radius? {
        var kilometers = 0.0
        var count = autoRadiusCount
        let given = ["geo_width", "geo_width_km"].lazy.compactMap { name in
            parameters.string(name).flatMap { PHPText.looselyEqual($0, "0") ? nil : (name, $0) }
        }.first
        guard let (name, text) = given else { return nil }
        // `$width < 0` compares a numeric string as a number, and any other string with "0" as text.
        if PHPText.isNumeric(text) ? PHPText.floatval(text) < 0 : text < "0" {
            count = -PHPText.intval(text)
        } else {
            kilometers = PHPText.floatval(text) * (name == "geo_width" ? 1.609344 : 1)
        }
        if kilometers > 0 { return .kilometers(kilometers) }
        return count > 0 ? .meetingCount(count) : nil
    }

    /// Hours and minutes given with `prefix` (`StartsAfterH`, `StartsAfterM`), clamped as the server clamps them, in
    /// minutes since midnight; `nil` when neither is given.
    private static func clockMinutes(_ parameters: RequestParameters, _ prefix: String) -> Int? {
        guard parameters.has(prefix + "H") || parameters.has(prefix + "M") else { return nil }
        let hours = min(23, max(0, PHPText.intval(parameters.string(prefix + "H") ?? "")))
        let minutes = min(59, max(0, PHPText.intval(parameters.string(prefix + "M") ?? "")))
        return hours * 60 + minutes
    }

    /// `date("H:i:00", …)`, or `nil` for midnight, which `GetMeetings` reads as "no limit".
    private static func sqlTime(_ minutes: Int) -> String? {
        minutes == 0 ? nil : String(format: "%02d:%02d:00", minutes / 60, minutes % 60)
    }

    /// `services`: each given id (with its descendants under `recursive`, a negative id alone) set to 1 in an array
    /// that starts with every service body; `GetMeetings` negates the negative ids.
    private static func serviceTerms(_ parameters: RequestParameters, catalog: Catalog) -> SQLCondition<Int> {
        let given = parameters.list("services", splitsCommas: false)
        guard !given.isEmpty else { return SQLCondition(terms: []) }
        var ids: [Int] = []
        if isTruthy(parameters, "recursive") {
            for service in given {
                for id in catalog.containedServiceBodyIDs(PHPText.intval(service)) where !ids.contains(id) {
                    ids.append(id)
                }
            }
        } else {
            ids = given.map(PHPText.intval)
        }
        let places = catalog.legacySearchIndex.bodyPlaces
        if catalog.legacySearchIndex.isBuilt {
            // The same terms from the bodies' places (a body's id is its own), without reading every body.
            var unknown: [Int] = []
            var known: [Int] = []
            var seen = Set<Int>()
            for id in ids where seen.insert(id).inserted {
                if places[id] == nil { unknown.append(id) } else { known.append(id) }
            }
            known.sort { places[$0, default: 0] < places[$1, default: 0] }
            return SQLCondition(terms: (known + unknown).map { ($0 < 0 ? -$0 : $0, $0 < 0) })
        }
        var order = catalog.serviceBodies.map(\.id)
        var selected = Set<Int>()
        for id in ids {
            if !order.contains(id) { order.append(id) }
            selected.insert(id)
        }
        return SQLCondition(terms: order.filter(selected.contains).map { ($0 < 0 ? -$0 : $0, $0 < 0) })
    }

    /// `weekdays` and `venue_types` over an array that starts with the known values: each `key * sign`, which
    /// `GetMeetings` negates when it is below zero (0 stays a positive term).
    private static func signedTerms(
        _ parameters: RequestParameters,
        _ name: String,
        known: [Int]
    ) -> SQLCondition<Int> {
        SQLCondition(terms: signs(parameters, name, known: known).map { ($0.key, $0.key * $0.sign < 0) })
    }

    /// `formats`: each `key * sign`; a format given as 0 is excluded.
    private static func formatTerms(_ parameters: RequestParameters) -> [Int] {
        signs(parameters, "formats", known: []).map { $0.key * $0.sign }
    }

    /// `array[abs(intval(v))] = intval(v) > 0 ? 1 : -1` for each value of a list or a scalar, over an array that starts
    /// with `known` at 0: the keys given, in the array's order, each with the last sign given for it.
    private static func signs(
        _ parameters: RequestParameters,
        _ name: String,
        known: [Int]
    ) -> [(key: Int, sign: Int)] {
        guard parameters.has(name) else { return [] }
        let values =
            parameters.isList(name)
            ? parameters.list(name, splitsCommas: false).map(PHPText.intval)
            : [PHPText.intval(parameters.string(name) ?? "")]
        var order = known
        var signs: [Int: Int] = [:]
        for value in values {
            let key = Int(clamping: value.magnitude)
            if !order.contains(key) { order.append(key) }
            signs[key] = value > 0 ? 1 : -1
        }
        return order.compactMap { key in signs[key].map { (key, $0) } }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
