public import ArgumentParser
public import BMLT

/// A part of a meeting by its name (`name`, `startTime`, `location`) or a field by its server key (`meeting_name`,
/// `zone`), as `Meeting.Field(_:)` reads it.
extension Meeting.Field: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }

    public static var allValueStrings: [String] { allCases.map(\.description) }
}
