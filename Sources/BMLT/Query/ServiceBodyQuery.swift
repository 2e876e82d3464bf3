/// Which service bodies `GetServiceBodies` returns.
public struct ServiceBodyQuery: Hashable, Sendable {
    /// Bodies by id (`services`); empty for every body.
    public var ids: Selection<Int>
    /// Also every body below the selected ones (`recursive=1`).
    public var includesDescendants: Bool
    /// Also every body above the selected ones (`parents=1`).
    public var includesAncestors: Bool
    /// Bodies of these source servers, on an aggregator (`root_server_ids`).
    public var rootServerIDs: [Int]

    public init(
        ids: Selection<Int> = .any,
        includesDescendants: Bool = false,
        includesAncestors: Bool = false,
        rootServerIDs: [Int] = []
    ) {
        self.ids = ids
        self.includesDescendants = includesDescendants
        self.includesAncestors = includesAncestors
        self.rootServerIDs = rootServerIDs
    }

    /// The query's parameters, in the form every server version reads.
    @_spi(BMLTInternal) public var parameters: QueryParameters {
        var parameters = QueryParameters()
        parameters.appendList("services", ids.signed { $0 })
        if includesDescendants { parameters.append("recursive", "1") }
        if includesAncestors { parameters.append("parents", "1") }
        parameters.appendList("root_server_ids", rootServerIDs.map(String.init))
        return parameters
    }
}
