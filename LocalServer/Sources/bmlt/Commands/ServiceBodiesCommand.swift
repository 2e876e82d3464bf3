import ArgumentParser
import BMLT

struct ServiceBodiesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service-bodies",
        abstract: "List service bodies, flat or as a tree."
    )

    @OptionGroup var options: ServerOptions

    @Flag(help: "Indent each body under its parent.")
    var tree = false

    @Option(parsing: .unconditional, help: "Only these service body ids (comma list; a leading - excludes).")
    var ids: Selection<Int>?

    @Flag(help: "With --ids: also every body below them.")
    var recursive = false

    @Flag(help: "With --ids: also every body above them.")
    var parents = false

    func run() async throws {
        let query = ServiceBodyQuery(
            ids: ids ?? .any,
            includesDescendants: recursive,
            includesAncestors: parents
        )
        let bodyTree = try await options.withClient { try await $0.serviceBodyTree(query) }
        try options.output(bodyTree.all) {
            // A tree is read down its first column, each body under its parent, which it then needs no column for.
            guard tree else {
                return Table(
                    headers: ["ID", "Parent", "Type", "Name"],
                    rows: bodyTree.all.map { body in
                        [String(body.id), body.parentID.map(String.init) ?? "", body.kind?.name ?? "", body.name]
                    }
                )
            }
            return Table(
                headers: ["Name", "ID", "Type"],
                rows: bodyTree.flattened().map { body, depth in
                    [String(repeating: "  ", count: depth) + body.name, String(body.id), body.kind?.name ?? ""]
                }
            )
        }
    }
}
