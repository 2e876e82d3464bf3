import Foundation

/// `GetServiceBodies` as 2.16.6 answers it.
struct LegacyServiceBodyRules: ServiceBodyRules {
    /// Each `services` value as given (no comma lists), `-` excluding, compared with the ids as PHP's `in_array`
    /// compares; `recursive` adds the children of both lists, `parents` the parents of the included ones only.
    func listed(_ api: ReadAPI, parameters: RequestParameters) -> [Catalog.ServiceBody] {
        let given = parameters.has("services") ? parameters.list("services", splitsCommas: false) : []
        var include = given.filter { !$0.hasPrefix("-") }
        var exclude = given.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
        let bodies = api.catalog.serviceBodies
        func contains(_ list: [String], _ id: Int) -> Bool { list.contains { PHPText.looselyEqual($0, String(id)) } }
        /// `GetChildServiceBodies`: breadth first, each body whose parent is among the last found.
        func children(of parents: [String]) -> [String] {
            var found: [String] = []
            var current = parents
            while !current.isEmpty {
                current = bodies.filter { contains(current, $0.parentID ?? 0) && !contains(found, $0.id) }
                    .map { String($0.id) }
                found += current
            }
            return found
        }
        if parameters.string("recursive").map({ PHPText.looselyEqual($0, "1") }) ?? false {
            include += children(of: include)
            exclude += children(of: exclude)
        }
        if parameters.string("parents").map({ PHPText.looselyEqual($0, "1") }) ?? false {
            // `GetParentServiceBodies`: the owners, up to 0, of the included bodies.
            var found: [String] = []
            var current = include
            while !current.isEmpty {
                var next: [String] = []
                for body in bodies where contains(current, body.id) && !found.contains(String(body.parentID ?? 0)) {
                    next.append(String(body.parentID ?? 0))
                    found.append(String(body.parentID ?? 0))
                }
                current = next
            }
            include += found
        }
        return bodies.filter {
            (include.isEmpty || contains(include, $0.id)) && (exclude.isEmpty || !contains(exclude, $0.id))
        }
    }
}
