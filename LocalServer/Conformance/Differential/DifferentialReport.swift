import BMLTTestSupport
import Foundation

/// The outcome of a run: the agreement, the real server's failures, and the disagreeing queries.
struct DifferentialReport {
    let seed: UInt64
    let queries: [String]
    let verdicts: [Verdict]

    private var compared: Int { verdicts.filter(\.isCompared).count }
    private var agreeing: Int { verdicts.filter { $0 == .agree }.count }
    private var refused: Int { verdicts.filter { $0 == .refusedByPeer }.count }
    /// The differences explained, by reason.
    private var explained: [String: Int] {
        verdicts.reduce(into: [:]) { counts, verdict in
            if case .explained(let reason) = verdict { counts[reason, default: 0] += 1 }
        }
    }

    /// The percentage of compared queries that agree (100 when none was compared).
    var agreement: Double { compared == 0 ? 100 : Double(agreeing) * 100 / Double(compared) }

    var percentage: String { String(format: "%.2f %%", agreement) }

    func summary(showing shown: Int) -> String {
        var lines = [
            "seed \(seed): \(queries.count) queries, \(agreeing) of \(compared) agree (\(percentage)); "
                + "\(refused) answered 500 by the real server, left out"
        ]
        for (reason, count) in explained.sorted(by: { $0.key < $1.key }) {
            lines.append("\(count) differ as explained, left out: \(reason)")
        }
        var bySwitcher: [String: (agree: Int, compared: Int)] = [:]
        for (query, verdict) in zip(queries, verdicts) where verdict.isCompared {
            // `GetFormats` for `json/`, `csv/GetNAWSDump` for another data format.
            let (format, switcherQuery) = ReadQuery.split(query)
            let name = Self.parameterNames(switcherQuery).first { $0.hasPrefix("switcher=") }?.dropFirst(9) ?? "?"
            let switcher = (format == "json" ? "" : format + "/") + name
            bySwitcher[switcher, default: (0, 0)].compared += 1
            if verdict == .agree { bySwitcher[switcher, default: (0, 0)].agree += 1 }
        }
        lines.append(
            "By switcher: "
                + bySwitcher.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.agree)/\($0.value.compared)" }
                .joined(separator: ", ")
        )
        let differing = zip(queries, verdicts).compactMap { query, verdict -> (String, String)? in
            if case .differ(let reason) = verdict { return (query, reason) }
            return nil
        }
        if !differing.isEmpty {
            lines.append("Agreement by parameter (queries with it that agree, of those compared):")
            var withParameter: [String: (agree: Int, compared: Int)] = [:]
            for (query, verdict) in zip(queries, verdicts) where verdict.isCompared {
                for name in Set(Self.parameterNames(query)) {
                    withParameter[name, default: (0, 0)].compared += 1
                    if verdict == .agree { withParameter[name, default: (0, 0)].agree += 1 }
                }
            }
            let rate = { (counts: (agree: Int, compared: Int)) in Double(counts.agree) / Double(counts.compared) }
            for (name, counts) in withParameter.sorted(by: { (rate($0.value), $0.key) < (rate($1.value), $1.key) }) {
                lines.append(
                    String(format: "  %@: %d of %d (%.0f %%)", name, counts.agree, counts.compared, rate(counts) * 100)
                )
            }
            lines.append("The first \(min(shown, differing.count)) of \(differing.count):")
            for (query, reason) in differing.prefix(shown) { lines.append("  \(query)\n    \(reason)") }
        }
        return lines.joined(separator: "\n")
    }

    /// A query's parameter names, with the switcher's value and a negative geo width named apart.
    static func parameterNames(_ query: String) -> [String] {
        query.split(separator: "&").map { pair in
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            if name == "switcher" { return String(pair) }
            if name == "geo_width" || name == "geo_width_km", pair.contains("=-") { return name + "<0" }
            return name.replacingOccurrences(of: "%5B%5D", with: "[]")
        }
    }
}

extension Verdict {
    /// Whether the verdict counts in the agreement: not a real server's failure, nor a difference of versions.
    var isCompared: Bool {
        switch self {
        case .agree, .differ: return true
        case .refusedByPeer, .explained: return false
        }
    }
}
