import BMLT
import Foundation

/// How values are shown in tables.
enum Display {
    static func duration(_ duration: Duration) -> String {
        let minutes = Int(duration.components.seconds) / 60
        return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }

    /// What a format describes, in words (the servers' codes are FC1, FC2, FC3, O and LANG).
    static func kind(_ kind: Format.Kind?) -> String {
        switch kind {
        case .meetingFormat?: return "meeting format"
        case .location?: return "location"
        case .commonNeedsOrRestriction?: return "needs or restriction"
        case .openOrClosed?: return "open or closed"
        case .language?: return "language"
        case let other?: return other.rawValue
        case nil: return ""
        }
    }

    /// Whether standard output is a terminal, whose lines a long cell would wrap; a pipe or file gets every character.
    static let writesToTerminal = isatty(STDOUT_FILENO) != 0

    /// A text as a table cell: on one line, and on a terminal cut to `width` columns.
    static func cell(_ text: String, width: Int) -> String {
        let line =
            text.contains(where: \.isNewline)
            ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
        return writesToTerminal ? line.truncated(toWidth: width) : line
    }
}
