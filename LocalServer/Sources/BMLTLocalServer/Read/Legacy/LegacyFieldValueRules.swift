@_spi(BMLTInternal) import BMLT
import Foundation

/// `GetFieldKeys` and `GetFieldValues` as 2.16.6 answers them.
struct LegacyFieldValueRules: FieldValueRules {
    /// The main fields' prompts are English whatever the server's language.
    let translatesMainFieldPrompts = false

    /// `{}` for the fields 2.16.6 keeps no values of; a main field in lower case, named as asked; a visible template's
    /// key as it is; and for any other key (missing and empty included) an empty 500, as its query is then empty,
    /// which PDO refuses.
    func key(_ api: ReadAPI, parameters: RequestParameters) -> FieldValuesKey {
        let key = PHPText.trim(parameters.string("meeting_key") ?? "")
        let lowered = key.lowercased()
        if let field = ReadAPIMeetingField(rawValue: lowered),
            [.sharedGroupID, .emailContact, .distanceInKilometers, .distanceInMiles, .published].contains(field)
        {
            return .answer(ReadAnswers.legacy.emptyListAnswer)
        }
        if ReadAPI.mainFieldColumn(lowered) != nil { return .key(lowered, header: key) }
        if api.catalog.templates.contains(where: { $0.key == key && $0.visibility != 1 }) {
            return .key(key, header: key)
        }
        return .answer(ReadAnswers.legacy.serverError)
    }

    /// `array_map(intval, …)` of the asked ids, and `isset($http_vars['all_formats'])`.
    func formatFilter(_ asked: [Substring], parameters: RequestParameters) -> (ids: [Int], requiresAll: Bool) {
        (asked.map { PHPText.intval(String($0)) }, parameters.has("all_formats"))
    }

    /// The query has no usable ORDER BY (`ORDER BY ?`), so MyISAM's own order.
    func meetingsInValueOrder(_ catalog: Catalog) -> ChunkedList<Catalog.Meeting> { catalog.meetingsInTableOrder }

    /// Each meeting's ids sorted (`asort`, numbers ascending, repeats kept).
    func formatsValue(_ stored: String) -> String {
        guard !stored.isEmpty else { return stored }
        let ids = stored.split(separator: ",").map(String.init)
        return ids.enumerated().sorted { lhs, rhs in
            let (left, right) = (PHPText.intval(lhs.element), PHPText.intval(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element).joined(separator: ",")
    }

    /// ORDER BY data_double, data_bigint, data_string, NULLs first; `trim(data_string)`, and a value PHP reads as false
    /// ("", "0") is the "NULL" one.
    func forEachDataValue(
        of key: String,
        in published: [Catalog.Meeting],
        catalog: Catalog,
        _ add: (String, Int) -> Void
    ) {
        let publishedIDs = Set(published.map(\.id))
        let rows = catalog.dataValues[key].filter { publishedIDs.contains($0.meetingID) }
        let folded = rows.map { Collation.fold($0.text) }
        let sorted = rows.indices.sorted { lhs, rhs in
            let left = rows[lhs]
            let right = rows[rhs]
            if left.double != right.double { return (left.double ?? -.infinity) < (right.double ?? -.infinity) }
            if left.bigint != right.bigint { return (left.bigint ?? .min) < (right.bigint ?? .min) }
            if left.text != right.text { return folded[lhs] < folded[rhs] }
            return lhs < rhs
        }.map { rows[$0] }
        for row in sorted {
            let text = PHPText.trim(row.text)
            add(PHPText.isTruthy(text) ? text : "", row.meetingID)
        }
    }

    /// The "NULL" value first (left out only when it is empty), and the rows as the CSV-to-JSON step leaves them.
    func answer(_ order: [String], ids: [String: [Int]], key: String, header: String) -> LocalResponse {
        guard !order.isEmpty else { return ReadAnswers.legacy.emptyListAnswer }
        var order = order
        if let index = order.firstIndex(of: "") { order.insert(order.remove(at: index), at: 0) }
        var writer = JSONWriter()
        writer.beginArray()
        for (value, ids) in Self.rows(order.map { ($0, ids[$0] ?? []) }) {
            writer.beginObject()
            writer.member(header, value)
            // A row without ids ends in an empty column, which the CSV-to-JSON step drops.
            if !ids.isEmpty { writer.member("ids", ids.map(String.init).joined(separator: ",")) }
            writer.endObject()
        }
        writer.endArray()
        return ReadAnswers.legacy.json(writer.bytes)
    }

    /// The rows of values and ids as the CSV-to-JSON step leaves them: a value's lines become rows of their own (the
    /// CSV is split at line feeds), only the last with the ids; rows of equal values merge, their ids sorted.
    private static func rows(_ groups: [(value: String, ids: [Int])]) -> [(value: String, ids: [Int])] {
        var order: [String] = []
        var merged: [String: Set<Int>] = [:]
        for (value, ids) in groups {
            let lines =
                value.isEmpty
                ? ["NULL"]
                : value.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
                    .map { PHPText.trim(String($0)) }
            for (index, line) in lines.enumerated() {
                if merged[line] == nil { order.append(line) }
                merged[line, default: []].formUnion(index == lines.count - 1 ? ids : [])
            }
        }
        return order.map { ($0, merged[$0, default: []].sorted()) }
    }
}
