import ArgumentParser

/// A span of time from now: `3h`, `90m`, `1h30m` or `2d`.
struct TimeSpan: ExpressibleByArgument {
    var duration: Duration
    /// The span as it was written.
    var text: String

    init?(argument: String) {
        var seconds = 0
        var number = ""
        for character in argument.lowercased() where character != " " {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Int(number), let unit = Self.unitSeconds[character] else { return nil }
            seconds += value * unit
            number = ""
        }
        guard number.isEmpty, seconds > 0 else { return nil }
        duration = .seconds(seconds)
        text = argument
    }

    private static let unitSeconds: [Character: Int] = ["d": 86_400, "h": 3_600, "m": 60]
}
