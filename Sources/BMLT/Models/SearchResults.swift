/// Meetings with the formats they use, as one search returns them (`get_used_formats`).
public struct SearchResults: Hashable, Codable, Sendable {
    public var meetings: [Meeting]
    /// The formats the returned meetings use, in the query's language.
    public var formats: [Format]

    public init(meetings: [Meeting], formats: [Format]) {
        self.meetings = meetings
        self.formats = formats
    }

    /// The formats of one meeting, in the meeting's order, as far as they are in ``formats``.
    public func formats(of meeting: Meeting) -> [Format] {
        let byID = Dictionary(formats.map { ($0.sharedID, $0) }, uniquingKeysWith: { first, _ in first })
        let byKey = Dictionary(formats.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        if !meeting.formatIDs.isEmpty {
            return meeting.formatIDs.compactMap { byID[$0] }
        }
        return meeting.formatKeys.compactMap { byKey[$0] }
    }
}
