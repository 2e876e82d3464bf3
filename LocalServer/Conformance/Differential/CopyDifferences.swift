import Foundation

/// What a copy of an aggregator cannot know from the read API it copies, and so answers otherwise: the order of the
/// aggregator's data rows. The aggregator keeps the rows of the meetings an import rewrote after all the others, and
/// GetFieldValues lists values and ids in row order; a copy keeps them in meeting order. The same values with the same
/// meetings, in another order, are that difference.
enum CopyDifferences {
    static let reason =
        "the aggregator's row order of meetings its imports rewrote (GetFieldValues: same values, same ids)"

    /// Whether two GetFieldValues answers hold the same values, each with the same meetings, in any order.
    static func sameFieldValues(_ peer: Data, _ local: Data) -> Bool {
        guard let peer = pairs(peer), let local = pairs(local) else { return false }
        return peer == local
    }

    private static func pairs(_ body: Data) -> [String: Set<String>]? {
        guard let objects = try? JSONSerialization.jsonObject(with: body) as? [[String: Any]] else { return nil }
        var pairs: [String: Set<String>] = [:]
        for object in objects {
            let value = object.filter { $0.key != "ids" }.map { "\($0.key)=\($0.value)" }.sorted().joined(
                separator: "&"
            )
            let ids = (object["ids"] as? String ?? "").split(separator: ",").map(String.init)
            pairs[value, default: []].formUnion(ids)
        }
        return pairs
    }
}
