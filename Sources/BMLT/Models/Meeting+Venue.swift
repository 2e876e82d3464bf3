public import Foundation

extension Meeting {
    /// Whether people can attend at a physical place: the venue type is in person or hybrid, and the meeting is not
    /// temporarily meeting online only.
    ///
    /// Read from ``venueType`` (which, from a 2.x server, the client reads from the venue formats as the server's own
    /// screen writes it; see ``BMLTClient/meetings(matching:)``); `false` when there is none.
    public var meetsInPerson: Bool {
        (venueType?.hasPhysicalLocation ?? false) && !isTemporarilyVirtual
    }

    /// Whether people can attend online or by phone: the venue type is virtual or hybrid.
    public var meetsVirtually: Bool { venueType?.hasVirtualAccess ?? false }

    /// Whether an in-person meeting is meeting online only for now: a virtual venue type with the reserved `TC`
    /// (temporarily closed) format, as the administration API's `temporarilyVirtual` says.
    public var isTemporarilyVirtual: Bool {
        venueType == .virtual && hasFormat(key: Format.ReservedKey.temporarilyClosed)
    }

    /// Whether the meeting's place is closed for now (the reserved `TC` format), whatever its venue type.
    public var isTemporarilyClosed: Bool { hasFormat(key: Format.ReservedKey.temporarilyClosed) }

    /// The dial-in number as a `tel:` URL, keeping its digits, `+`, and the `,` and `;` that dial an extension or a
    /// meeting code; `nil` without a number.
    public var phoneMeetingURL: URL? {
        guard let phoneMeetingNumber else { return nil }
        let dialable = phoneMeetingNumber.filter { $0.isASCII && ($0.isNumber || "+,;#*".contains($0)) }
        guard dialable.contains(where: \.isNumber) else { return nil }
        return URL(string: "tel:" + dialable.replacingOccurrences(of: "#", with: "%23"))
    }
}
