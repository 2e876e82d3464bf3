/// `GetServiceBodies` as a 4.x server answers it.
struct CurrentServiceBodyRules: ServiceBodyRules {
    /// The server's own data, or in aggregator mode its root servers' (``AggregatedData``).
    let served: any ServedData

    /// `services` as integers, comma lists split, `-` excluding; `recursive` adds the children of both lists,
    /// `parents` the parents of both.
    func listed(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.ServiceBody] {
        let catalog = api.catalog
        var include: [Int] = []
        var exclude: [Int] = []
        for id in parameters.integers("services", splitsCommas: true) {
            if id >= 0 { include.append(id) } else { exclude.append(-id) }
        }
        if parameters.string("recursive") == "1" {
            include = catalog.withDescendants(include)
            exclude = catalog.withDescendants(exclude)
        }
        if parameters.string("parents") == "1" {
            include += catalog.ancestors(of: include)
            exclude += catalog.ancestors(of: exclude)
        }
        let rootServers = served.rootServerFilter(parameters)
        return catalog.serviceBodies.filter {
            (include.isEmpty || include.contains($0.id)) && !exclude.contains($0.id)
                && api.passes($0.rootServerID, rootServers)
        }
    }
}
