public import Foundation

/// What a save changed: every changed field of one meeting, with its old and new value.
///
/// Unlike the original, a field cleared, filled or set to `0` is listed too (the old value or the new one is then
/// `""` or `"0"`).
@MainActor
public final class BMLTiOSLibChangedMeeting: NSObject {
    public let meetingID: Int
    /// `[field key: [old value, new value]]`.
    public let meetingChanges: [String: [String]]

    public init(meetingID: Int, meetingChanges: [String: [String]]) {
        self.meetingID = meetingID
        self.meetingChanges = meetingChanges
        super.init()
    }

    /// "Meeting Change for Meeting ID N", then one line per field.
    public nonisolated override var description: String {
        "Meeting Change for Meeting ID \(meetingID)" + Self.lines(meetingChanges)
    }

    /// One line per field, each after a line break: `key changed from "old" to "new"`, by key.
    nonisolated static func lines(_ changes: [String: [String]]) -> String {
        changes.sorted { $0.key < $1.key }.map { "\n\($0.key) changed from \"\($0.value[0])\" to \"\($0.value[1])\"" }
            .joined()
    }
}
