/// What a save changed: every changed field of one meeting, with its old and new value.
///
/// Unlike the original, a field cleared, filled or set to `0` is listed too (the old value or the new one is then
/// `""` or `"0"`).
@MainActor
public final class BMLTiOSLibChangedMeeting {
    public let meetingID: Int
    /// `[field key: [old value, new value]]`.
    public let meetingChanges: [String: [String]]

    public init(meetingID: Int, meetingChanges: [String: [String]]) {
        self.meetingID = meetingID
        self.meetingChanges = meetingChanges
    }

    /// "Meeting Change for Meeting ID N", then one line per field.
    public var description: String {
        var text = "Meeting Change for Meeting ID \(meetingID)"
        for (key, values) in meetingChanges.sorted(by: { $0.key < $1.key }) {
            text += "\n\(key) changed from \"\(values[0])\" to \"\(values[1])\""
        }
        return text
    }
}

#if compiler(>=6.2)
extension BMLTiOSLibChangedMeeting: @MainActor CustomStringConvertible {}
#endif
