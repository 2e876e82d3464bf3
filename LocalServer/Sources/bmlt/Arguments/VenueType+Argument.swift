public import ArgumentParser
public import BMLT
import Foundation

/// `in-person`, `virtual` or `hybrid`, or their codes 1–3.
extension VenueType: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        // `in-person` also without its hyphen.
        let name = argument.lowercased().filter { $0 != "-" }
        guard
            let known = VenueType.allKnown.first(where: {
                $0.defaultValueDescription.filter { $0 != "-" } == name || String($0.rawValue) == argument
            })
        else { return nil }
        self = known
    }

    public var defaultValueDescription: String { description.replacingOccurrences(of: " ", with: "-") }

    public static var allValueStrings: [String] { allKnown.map(\.defaultValueDescription) }
}
