/// Service bodies arranged by parent, with navigation both ways.
///
/// A body whose parent is not in the list (an orphan, as servers return for partial lists) is kept as a root, and
/// listed in ``orphans`` too. A cycle in the parent links cannot hang navigation: every walk visits a body once.
///
/// ```swift
/// let tree = try await client.serviceBodyTree()
/// for root in tree.roots {
///     print(root.name, tree.children(of: root.id).map(\.name))
/// }
/// ```
public struct ServiceBodyTree: Hashable, Sendable {
    /// Every body, in the server's order.
    public let all: [ServiceBody]
    private let indexByID: [Int: Int]
    private let childIndexes: [Int: [Int]]
    private let rootIndexes: [Int]

    public init(_ bodies: [ServiceBody]) {
        var indexByID: [Int: Int] = [:]
        var unique: [ServiceBody] = []
        for body in bodies where indexByID[body.id] == nil {
            indexByID[body.id] = unique.count
            unique.append(body)
        }
        var childIndexes: [Int: [Int]] = [:]
        var rootIndexes: [Int] = []
        for (index, body) in unique.enumerated() {
            if let parentID = body.parentID, parentID != body.id, indexByID[parentID] != nil {
                childIndexes[parentID, default: []].append(index)
            } else {
                rootIndexes.append(index)
            }
        }
        // Bodies in a parent cycle are reachable from no root; make the first of each cycle a root.
        var reached = Set<Int>()
        func reach(_ index: Int) {
            guard reached.insert(index).inserted else { return }
            for child in childIndexes[unique[index].id] ?? [] { reach(child) }
        }
        rootIndexes.forEach(reach)
        for index in unique.indices where !reached.contains(index) {
            rootIndexes.append(index)
            reach(index)
        }
        self.all = unique
        self.indexByID = indexByID
        self.childIndexes = childIndexes
        self.rootIndexes = rootIndexes
    }

    /// The bodies without a parent in the list.
    public var roots: [ServiceBody] { rootIndexes.map { all[$0] } }

    /// The bodies whose parent id names a body that is not in the list.
    public var orphans: [ServiceBody] {
        roots.filter { $0.parentID != nil && $0.parentID != $0.id }
    }

    /// The body with this id.
    public subscript(id: Int) -> ServiceBody? {
        indexByID[id].map { all[$0] }
    }

    /// The direct children of a body, in the server's order.
    public func children(of id: Int) -> [ServiceBody] {
        (childIndexes[id] ?? []).map { all[$0] }
    }

    /// The parent of a body, if it is in the list.
    public func parent(of id: Int) -> ServiceBody? {
        guard let parentID = self[id]?.parentID, parentID != id else { return nil }
        return self[parentID]
    }

    /// The chain of parents of a body, nearest first.
    public func ancestors(of id: Int) -> [ServiceBody] {
        var result: [ServiceBody] = []
        var seen: Set<Int> = [id]
        var current = parent(of: id)
        while let body = current, seen.insert(body.id).inserted {
            result.append(body)
            current = parent(of: body.id)
        }
        return result
    }

    /// Every body below a body, depth first in the server's order.
    public func descendants(of id: Int) -> [ServiceBody] {
        var result: [ServiceBody] = []
        var seen: Set<Int> = [id]
        func visit(_ parent: Int) {
            for child in children(of: parent) where seen.insert(child.id).inserted {
                result.append(child)
                visit(child.id)
            }
        }
        visit(id)
        return result
    }

    /// How deep a body sits (0 for a root).
    public func depth(of id: Int) -> Int { ancestors(of: id).count }

    /// Every body in depth-first order with its depth, for printing the tree.
    public func flattened() -> [(body: ServiceBody, depth: Int)] {
        var result: [(body: ServiceBody, depth: Int)] = []
        var seen: Set<Int> = []
        func visit(_ index: Int, depth: Int) {
            let body = all[index]
            guard seen.insert(body.id).inserted else { return }
            result.append((body, depth))
            for child in childIndexes[body.id] ?? [] { visit(child, depth: depth + 1) }
        }
        for root in rootIndexes { visit(root, depth: 0) }
        return result
    }
}
