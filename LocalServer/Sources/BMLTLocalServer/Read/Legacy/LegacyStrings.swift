import Foundation

/// Texts 2.16.6 writes the same way in its read and administration pages and its contact form.
enum LegacyStrings {
    /// 2.x's English weekday names, 1 = Sunday (0 is "All").
    static let weekdayNames = ["All", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// How 2.x puts a value into a CSV cell: line breaks as spaces, double quotes as single quotes.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\"", with: "'")
    }
}
