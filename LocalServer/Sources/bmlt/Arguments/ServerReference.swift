import ArgumentParser
import BMLT
import Foundation

/// Something of the server's named on the command line by its id (`17`) or by its name or key (`O`,
/// `Nassau Area`), which only the server can turn into an id.
enum ServerReference: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
    case id(Int)
    case name(String)

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        self = Int(text).map(ServerReference.id) ?? .name(text)
    }

    var description: String {
        switch self {
        case .id(let id): return String(id)
        case .name(let name): return name
        }
    }

    var defaultValueDescription: String { description }

    var isID: Bool {
        if case .id = self { return true }
        return false
    }
}

extension Selection<ServerReference> {
    /// The ids of a selection given by id only; `nil` when it names something by name or key.
    var ids: Selection<Int>? {
        func id(_ reference: ServerReference) -> Int? {
            if case .id(let id) = reference { return id }
            return nil
        }
        let included = self.included.compactMap(id)
        let excluded = self.excluded.compactMap(id)
        guard included.count == self.included.count, excluded.count == self.excluded.count else { return nil }
        return Selection<Int>(included: included, excluded: excluded)
    }

    /// The selection with each reference made an id by `resolve`.
    func resolved(_ resolve: (ServerReference) throws -> Int) rethrows -> Selection<Int> {
        Selection<Int>(included: try included.map(resolve), excluded: try excluded.map(resolve))
    }
}
