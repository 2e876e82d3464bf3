public import ArgumentParser
public import BMLT
import Foundation

/// `5` (miles), `5mi` or `8km`; not negative.
extension Distance: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        let text = argument.lowercased().trimmingCharacters(in: .whitespaces)
        let unit = Distance.Unit.allCases.first { text.hasSuffix($0.rawValue) }
        let number = text.dropLast(unit?.rawValue.count ?? 0).trimmingCharacters(in: .whitespaces)
        guard let value = Double(number), value >= 0, value.isFinite else { return nil }
        self.init(value, unit ?? .miles)
    }

    public var defaultValueDescription: String { "\(value)\(unit.rawValue)" }
}
