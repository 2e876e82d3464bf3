extension Meeting {
    /// The parts of a meeting a search can be limited to (see ``MeetingQuery/selection``).
    ///
    /// Each part stands for the read-API keys that fill it, so a caller names what it shows and the library asks the
    /// server for exactly those keys.
    public enum Field: String, CaseIterable, Sendable, Hashable, Codable {
        case worldID
        /// ``Meeting/serviceBodyID`` and, on 4.x servers, ``Meeting/serviceBodyName``.
        case serviceBody
        case weekday
        case venueType
        case startTime
        case duration
        case timeZone
        /// ``Meeting/formatKeys`` and ``Meeting/formatIDs``.
        case formats
        case coordinate
        case name
        case language
        /// Every text field of ``Meeting/location``.
        case location
        /// ``Meeting/virtualMeetingLink``, ``Meeting/phoneMeetingNumber`` and
        /// ``Meeting/virtualMeetingAdditionalInfo``.
        case virtualMeeting
        case comments
        /// ``Meeting/trainLines`` and ``Meeting/busLines``.
        case transit
        case contacts
        case emailContact
        case adminNotes
        case published
        /// ``Meeting/rootServerURI`` and ``Meeting/rootServerID`` (aggregators).
        case rootServer

        /// The read-API keys that fill this part.
        public var keys: [String] { ReadAPIMeetingField.keysByPart[self] ?? [] }
    }
}

extension Meeting.Field {
    /// The part's place in a set of parts kept as a bit mask (the read decoder's).
    var bit: UInt32 {
        switch self {
        case .worldID: return 1 << 0
        case .serviceBody: return 1 << 1
        case .weekday: return 1 << 2
        case .venueType: return 1 << 3
        case .startTime: return 1 << 4
        case .duration: return 1 << 5
        case .timeZone: return 1 << 6
        case .formats: return 1 << 7
        case .coordinate: return 1 << 8
        case .name: return 1 << 9
        case .language: return 1 << 10
        case .location: return 1 << 11
        case .virtualMeeting: return 1 << 12
        case .comments: return 1 << 13
        case .transit: return 1 << 14
        case .contacts: return 1 << 15
        case .emailContact: return 1 << 16
        case .adminNotes: return 1 << 17
        case .published: return 1 << 18
        case .rootServer: return 1 << 19
        }
    }
}
