public import ArgumentParser
public import BMLT
import Foundation

/// `in-person`, `virtual` or `hybrid`, or their codes 1–3.
extension VenueType: ExpressibleByArgument {
    public init?(argument: String) {
        guard
            let known = VenueType.allKnown.first(where: {
                $0.defaultValueDescription == argument.lowercased() || String($0.rawValue) == argument
            })
        else {
            if argument.lowercased() == "inperson" { self = .inPerson } else { return nil }
            return
        }
        self = known
    }

    public var defaultValueDescription: String { description.replacingOccurrences(of: " ", with: "-") }

    public static var allValueStrings: [String] { allKnown.map(\.defaultValueDescription) }
}
