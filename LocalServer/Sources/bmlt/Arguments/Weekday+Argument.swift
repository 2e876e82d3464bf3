public import ArgumentParser
public import BMLT

/// `mon`, `Monday` or `2` (1 = Sunday): two letters or more of the English name, in any case, or the number.
extension Weekday: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        if let number = Int(argument) {
            self.init(rawValue: number)
            return
        }
        guard argument.count >= 2,
            let day = Weekday.allCases.first(where: { $0.englishName.lowercased().hasPrefix(argument.lowercased()) })
        else { return nil }
        self = day
    }

    public var defaultValueDescription: String { englishName.prefix(3).lowercased() }

    public static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }

    /// None: the help lists the values on one line (the default pairs them with raw values the help never shows).
    public static var allValueDescriptions: [String: String] { [:] }
}
