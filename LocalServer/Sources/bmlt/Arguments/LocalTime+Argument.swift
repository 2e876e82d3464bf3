public import ArgumentParser
public import BMLT

/// `19:30` (or `19:30:00`), a time of day.
extension LocalTime: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { hourMinute }
}

/// `2024-10-14`.
extension CalendarDay: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}
