import ArgumentParser
@_spi(BMLTInternal) import BMLT

/// How long a meeting lasts, as the command line takes it: `1:30` (hours and minutes) or `90` (minutes).
struct MeetingLength: ExpressibleByArgument {
    var duration: Duration

    init?(argument: String) {
        if let minutes = Int(argument), minutes >= 0 {
            duration = .seconds(minutes * 60)
        } else if let clock = LocalTime(argument) {
            duration = .seconds(clock.secondsSinceMidnight)
        } else {
            return nil
        }
    }
}
