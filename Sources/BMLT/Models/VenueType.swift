/// Whether a meeting gathers in person, online, or both (`venue_type`).
///
/// A value the library does not know is kept as it is, so a newer server's codes round-trip unchanged.
public struct VenueType: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The meeting gathers at a physical location (code 1).
    public static let inPerson = VenueType(rawValue: 1)
    /// The meeting gathers only online or by phone (code 2).
    public static let virtual = VenueType(rawValue: 2)
    /// The meeting gathers at a physical location and online (code 3).
    public static let hybrid = VenueType(rawValue: 3)

    /// The three venue types that BMLT servers define.
    public static let allKnown: [VenueType] = [.inPerson, .virtual, .hybrid]

    /// The venue type bmlt-server's upgrade gives a meeting that has none, from its venue formats (its legacy
    /// migration 21, after 2.x's `setFormatCheckboxes`): HY alone is hybrid; VM, with or without TC, and without HY,
    /// is virtual; none of the three is in person. Any other mix has no venue type.
    public static func implied(byFormatKeys keys: [String]) -> VenueType? {
        let (virtual, closed, hybrid) = (keys.contains("VM"), keys.contains("TC"), keys.contains("HY"))
        switch (virtual, closed, hybrid) {
        case (false, false, true): return .hybrid
        case (true, _, false): return .virtual
        case (false, false, false): return .inPerson
        default: return nil
        }
    }

    /// The venue type a 2.x server's own administration screen writes for a meeting's venue formats on every save
    /// (2.16.6's `GetVenueTypeForFormats`, after its `setFormatCheckboxes`): HY without VM and TC is hybrid; VM
    /// without HY, with TC or not, is virtual; anything else is in person. 2.x servers' `json.php`, which other
    /// clients save through, leaves the stored venue type as it was, so the library reads a 2.x meeting's venue type
    /// this way (see ``BMLTClient/meetings(matching:)``).
    public static func writtenByLegacyServers(forFormatKeys keys: [String]) -> VenueType {
        let (virtual, closed, hybrid) = (keys.contains("VM"), keys.contains("TC"), keys.contains("HY"))
        if hybrid, !virtual, !closed { return .hybrid }
        if virtual, !hybrid { return .virtual }
        return .inPerson
    }

    /// The venue type of a meeting that has none, as code written for 2.x makes them: the one
    /// ``implied(byFormatKeys:)`` gives from its venue formats, and where that is "in person" (no venue format) or
    /// left open, the meeting's virtual link or phone number decide. Without venue formats, a meeting that can be
    /// joined online (it has a virtual meeting link or a phone number) is hybrid when it also has a street address,
    /// virtual otherwise. Of the mixes left open, one with HY is hybrid, and TC alone is virtual when the meeting can
    /// be joined online, in person otherwise.
    ///
    /// ```swift
    /// var meeting = Meeting(id: 0, serviceBodyID: 1002, name: "Online Hope")
    /// meeting.virtualMeetingLink = "https://example.org/join"
    /// let type = VenueType.implied(for: meeting)  // .virtual
    /// ```
    public static func implied(for meeting: Meeting) -> VenueType {
        let keys = meeting.formatKeys
        let online = ![meeting.virtualMeetingLink, meeting.phoneMeetingNumber].allSatisfy { ($0 ?? "").isEmpty }
        switch implied(byFormatKeys: keys) {
        case let byFormats? where byFormats != .inPerson: return byFormats
        case .inPerson?: return online ? ((meeting.location.street ?? "").isEmpty ? .virtual : .hybrid) : .inPerson
        default: return keys.contains("HY") ? .hybrid : online ? .virtual : .inPerson
        }
    }

    /// Whether people can attend at a physical place.
    public var hasPhysicalLocation: Bool { self == .inPerson || self == .hybrid }
    /// Whether people can attend online or by phone.
    public var hasVirtualAccess: Bool { self == .virtual || self == .hybrid }

    public var description: String {
        switch self {
        case .inPerson: return "in person"
        case .virtual: return "virtual"
        case .hybrid: return "hybrid"
        default: return "venue type \(rawValue)"
        }
    }

    public static func < (lhs: VenueType, rhs: VenueType) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
