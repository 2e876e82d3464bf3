/// A change to a meeting, made from the version that was read.
///
/// ``AdminSession/save(_:force:)`` sends only what differs from ``original`` and refuses to overwrite a meeting that
/// changed on the server since ``original`` was read. A value: a failed save leaves it as it was, to try again.
///
/// ```swift
/// var edit = try await session.edit(meetingID: 188)
/// edit.meeting.name = "Hopeful in Hicksville"
/// edit.meeting.startTime = LocalTime(hour: 19, minute: 30)
/// let saved = try await session.save(edit)
/// ```
public struct MeetingEdit: Hashable, Sendable {
    /// The meeting as it was read from the server.
    public let original: Meeting
    /// The meeting as it should be; change this.
    public var meeting: Meeting

    public init(_ original: Meeting) {
        self.original = original
        self.meeting = original
    }

    /// Whether anything was changed.
    public var hasChanges: Bool { meeting != original }
}

/// Two versions of a meeting that a save found in conflict.
public struct MeetingConflict: Hashable, Sendable {
    /// The version the edit started from.
    public var original: Meeting
    /// The server's version at the time of the save.
    public var server: Meeting
    /// The version the save tried to write.
    public var edited: Meeting

    public init(original: Meeting, server: Meeting, edited: Meeting) {
        self.original = original
        self.server = server
        self.edited = edited
    }
}
