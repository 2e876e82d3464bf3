import ArgumentParser
import BMLT

/// How long a meeting lasts, as the command line takes it: `1:30` (hours and minutes) or `90` (minutes). Any
/// length is read (`48:00`), so that the command can say which lengths it takes.
struct MeetingLength: ExpressibleByArgument {
    var duration: Duration

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1, let minutes = Int(argument), minutes >= 0 {
            duration = .seconds(minutes * 60)
        } else if parts.count == 2, parts[1].count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]),
            hours >= 0, (0..<60).contains(minutes)
        {
            duration = .seconds((hours * 60 + minutes) * 60)
        } else {
            return nil
        }
    }
}
