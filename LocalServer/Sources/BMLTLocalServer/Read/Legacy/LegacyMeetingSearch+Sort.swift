@_spi(BMLTInternal) import BMLT
import Foundation

// The order of 2.16.6's results: the search manager's `sort_array` and direction (`SetSort`, `sort_keys`, `sort_key`,
// `sort_dir`), `c_comdef_meetings::SortKernel`, and its distance sort, each run through PHP's own `usort`.
extension LegacyMeetingSearch {
    private typealias Field = ReadAPIMeetingField

    struct SortOrder {
        var keys: [String]
        var descending: Bool
    }

    /// The keys and direction the manager sorts by once `SetUpSearch` and `DisplaySearchResultsCSV` have set them.
    func sortOrder(_ criteria: LegacySearchCriteria) -> SortOrder {
        let keys = [Field.language, .weekday, .startTime, .id].map(\.rawValue)
        var order = SortOrder(keys: keys, descending: false)
        // `sort_depth` starts at 3; `SetSort` from `sort_keys` sets it to the number of keys.
        var depth = 3
        if criteria.meetingIDs == nil, !parameters.has("sort_results_by_distance"),
            PHPText.isTruthy(parameters.string("sort_keys"))
        {
            order.descending = criteria.sortDescending
            if let keys = criteria.sortKeys {
                depth = keys.count
                order.keys = keys
            }
        }
        guard !parameters.has("sort_keys"), parameters.has("sort_key") else { return order }
        let direction = parameters.string("sort_dir")
        order.descending = direction == "desc"
        if let preset = MeetingSearch.sortPresets[parameters.string("sort_key") ?? ""] {
            order.keys = Array(preset.prefix(depth))
        }
        return order
    }

    /// Whether `SortKernel` is a consistent comparison for the order: one that ranks every meeting, as each of its
    /// keys does but the two town keys together (a borough compared with a town). Then `usort` gives the one order
    /// of the meetings by it, their order before breaking ties.
    func isConsistent(_ order: SortOrder) -> Bool {
        !(order.keys.contains(Field.municipality.rawValue) && order.keys.contains(Field.citySubsection.rawValue))
    }

    /// `usort` with `SortKernel`, each meeting's values read once.
    func sorted(_ hits: [Hit], _ order: SortOrder) -> [Hit] {
        guard hits.count > 1 else { return hits }
        guard isConsistent(order) else { return sortedByTown(hits, order) }
        let values = hits.map { hit in order.keys.map { SortValue(hit.meeting, $0) } }
        var positions = Array(hits.indices)
        PHPSort.usort(&positions) { left, right in
            for (index, key) in order.keys.enumerated() {
                let result = SortValue.compare(values[left][index], values[right][index], key) {
                    (hits[left].meeting, hits[right].meeting)
                }
                if result != 0 { return order.descending ? -result : result }
            }
            return 0
        }
        return positions.map { hits[$0] }
    }

    /// `usort` with `SortKernel` as the server runs it, for the town keys.
    private func sortedByTown(_ hits: [Hit], _ order: SortOrder) -> [Hit] {
        var hits = hits
        PHPSort.usort(&hits) { left, right in
            for key in order.keys {
                let result = Self.compare(left.meeting, right.meeting, key, townKeys: true)
                if result != 0 { return order.descending ? -result : result }
            }
            return 0
        }
        return hits
    }

    /// A meeting's value of one key of `SortKernel`, as it compares it.
    private enum SortValue {
        /// `start_time` as ``startValue(_:)`` (`nil` where that overflows: compared as the server does) and the
        /// weekday.
        case number(Int?)
        /// Any other key's value, its bytes, and whether PHP reads it as true.
        case text([UInt8], isTruthy: Bool)
        case none

        init(_ meeting: Catalog.Meeting, _ key: String) {
            switch Field(key: key) {
            case .startTime: self = .number(LegacyMeetingSearch.checkedStartValue(meeting))
            case .weekday: self = .number(meeting.weekday ?? 0)
            default:
                guard let value = LegacyMeetingSearch.value(meeting, key) else {
                    self = .none
                    return
                }
                self = .text(Array(value.utf8), isTruthy: PHPText.isTruthy(value))
            }
        }

        /// ``LegacyMeetingSearch/compare(_:_:_:townKeys:)`` of the two meetings' values (the meetings themselves
        /// only for a start time that overflows).
        static func compare(
            _ left: SortValue,
            _ right: SortValue,
            _ key: String,
            meetings: () -> (Catalog.Meeting, Catalog.Meeting)
        ) -> Int {
            switch (left, right) {
            case (.number(let a?), .number(let b?)): return LegacyMeetingSearch.sign(a - b)
            case (.number, .number):
                let (a, b) = meetings()
                return LegacyMeetingSearch.compare(a, b, key, townKeys: false)
            case (.text(let a, let aIsTruthy), .text(let b, let bIsTruthy)):
                if aIsTruthy, !bIsTruthy { return 1 }
                if bIsTruthy, !aIsTruthy { return -1 }
                return strcmp(a, b)
            case (.text, .none): return -1
            case (.none, .text): return 1
            default: return 0
            }
        }

        private static func strcmp(_ left: [UInt8], _ right: [UInt8]) -> Int {
            let common = min(left.count, right.count)
            let result = left.withUnsafeBufferPointer { a in
                right.withUnsafeBufferPointer { b in common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common) }
            }
            if result != 0 { return result < 0 ? -1 : 1 }
            return left.count < right.count ? -1 : (left.count == right.count ? 0 : 1)
        }
    }

    /// `usort` with `SortDistanceKernel`, when the search asks for it: it never answers "equal" for two meetings with
    /// a distance, so the order of ties is `usort`'s own.
    func sortedWithDistance(_ hits: [Hit], byDistance: Bool) -> [Hit] {
        guard byDistance else { return hits }
        var hits = hits
        PHPSort.usort(&hits) { left, right in
            guard let a = left.distanceInKilometers, let b = right.distanceInKilometers else { return 0 }
            return a < b ? -1 : 1
        }
        return hits
    }

    /// One key of `SortKernel`.
    fileprivate static func compare(_ a: Catalog.Meeting, _ b: Catalog.Meeting, _ key: String, townKeys: Bool) -> Int {
        switch Field(key: key) {
        case .startTime:
            return sign(startValue(a) - startValue(b))
        case .weekday:
            return sign((a.weekday ?? 0) - (b.weekday ?? 0))
        case .municipality where townKeys, .citySubsection where townKeys:
            return compareTown(a, b, key)
        default:
            switch (value(a, key), value(b, key)) {
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

    /// ``startValue(_:)``, `nil` where its arithmetic overflows.
    fileprivate static func checkedStartValue(_ meeting: Catalog.Meeting) -> Int? {
        if let value = clockValue(meeting.startTime) { return value == 0 ? 10_000 : value }
        let parts = (meeting.startTime ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let (hundreds, overflows) = PHPText.intval(parts.first ?? "").multipliedReportingOverflow(by: 100)
        let (value, overflowsToo) = hundreds.addingReportingOverflow(PHPText.intval(parts.count > 1 ? parts[1] : ""))
        guard !overflows, !overflowsToo else { return nil }
        return value == 0 ? 10_000 : value
    }

    /// `HHMM` of a time written `HH:MM:SS` (as MySQL's `TIME` column gives it), read without splitting it; `nil` for
    /// any other text.
    private static func clockValue(_ time: String?) -> Int? {
        time?.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.count == 8, bytes[2] == UInt8(ascii: ":"), bytes[5] == UInt8(ascii: ":") else { return nil }
            func digit(_ index: Int) -> Int? {
                let digit = Int(bytes[index]) - 48
                return (0...9).contains(digit) ? digit : nil
            }
            guard let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4), digit(6) != nil,
                digit(7) != nil
            else { return nil }
            return h1 * 1_000 + h2 * 100 + m1 * 10 + m2
        } ?? nil
    }

    /// The time as `HHMM`, with midnight (and no time) last.
    private static func startValue(_ meeting: Catalog.Meeting) -> Int {
        let parts = (meeting.startTime ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let value = PHPText.intval(parts.first ?? "") * 100 + PHPText.intval(parts.count > 1 ? parts[1] : "")
        return value == 0 ? 10_000 : value
    }

    /// A borough sorts beside the town it is compared with, when one meeting has a borough and the other not.
    private static func compareTown(_ a: Catalog.Meeting, _ b: Catalog.Meeting, _ key: String) -> Int {
        let (subsectionKey, townKey) = (Field.citySubsection.rawValue, Field.municipality.rawValue)
        let subsectionA = value(a, subsectionKey)
        let subsectionB = value(b, subsectionKey)
        if let subsection = subsectionA, subsectionB == nil {
            guard let town = value(b, townKey) else { return -1 }
            return strcmp(subsection, town)
        }
        if let subsection = subsectionB, subsectionA == nil {
            guard let town = value(a, townKey) else { return 1 }
            return -strcmp(subsection, town)
        }
        switch (value(a, key), value(b, key)) {
        case (let left?, let right?): return strcmp(left, right)
        case (_?, nil): return -1
        case (nil, _?): return 1
        case (nil, nil): return 0
        }
    }

    /// The main-table columns ``value(_:_:)`` reads from the meeting's row; the others' keys are read as data.
    private static let rowColumns: Set<MeetingColumn> = [
        .id, .worldID, .serviceBodyID, .venueType, .startTime, .duration, .timeZone, .language, .longitude, .latitude,
        .published, .emailContact,
    ]

    /// A meeting's value as 2.16.6 holds it: main-table columns as MySQL returns them, text; `nil` for a column that
    /// is `NULL` and a data field the meeting has no value for.
    static func value(_ meeting: Catalog.Meeting, _ key: String) -> String? {
        switch MeetingColumn(name: key) {
        case .weekday: return String((meeting.weekday ?? 0) + 1)
        case let column? where rowColumns.contains(column): return MeetingSearch.mainValue(meeting, column)
        default:
            guard let value = meeting.data[key], !value.isEmpty else { return nil }
            return value
        }
    }

    /// `strcmp` as a sign: bytes compared, not characters.
    private static func strcmp(_ left: String, _ right: String) -> Int {
        left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : (left.utf8.elementsEqual(right.utf8) ? 0 : 1)
    }

    fileprivate static func sign(_ value: Int) -> Int { value < 0 ? -1 : value > 0 ? 1 : 0 }
}
