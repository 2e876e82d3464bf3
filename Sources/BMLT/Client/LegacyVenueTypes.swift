import Foundation

/// Venue types on a 2.x server, read from the meetings' venue formats.
///
/// 2.x servers keep a meeting's venue type in a column that only their own administration screen writes, from the
/// venue formats, on every save (``VenueType/writtenByLegacyServers(forFormatKeys:)``); `json.php`, which this
/// library and other clients save through, leaves it as it was. A meeting given VM there stays "in person" to the
/// server's `venue_types`, while the screen shows it as virtual. So on a 2.x server the client reads each meeting's
/// venue type from its formats, as the screen does, and filters by venue type itself.
struct LegacyVenueTypes: Sendable {
    /// The venue types the search asked for, which the client filters by.
    let wanted: Selection<VenueType>

    /// How a search runs on the client's server: `nil` where the server keeps venue types itself (3.x and later), or
    /// where its version is not known and the query names no venue type (then nothing needs it, and no request is
    /// spent on asking).
    static func plan(for query: MeetingQuery, on client: BMLTClient) async throws -> LegacyVenueTypes? {
        var isLegacy = client.knownServerFacts.isLegacy
        if isLegacy == nil, !query.venueTypes.isEmpty {
            isLegacy = try await client.capabilities().supportsLegacySearchOptions
        }
        guard isLegacy == true else { return nil }
        return LegacyVenueTypes(wanted: query.venueTypes)
    }

    /// The query the server is sent: without venue types, and with the formats a venue type is read from.
    func sentQuery(_ query: MeetingQuery, url: URL) throws -> MeetingQuery {
        guard !wanted.isEmpty else { return query }
        if query.page != nil {
            throw BMLTError(
                code: .unsupported,
                reason: "2.x servers filter venue types by a column their json.php does not update, so the library "
                    + "filters them from the meetings' formats, which it cannot do page by page. Search without a "
                    + "page (meetings(matching:) or meetingStream(matching:)).",
                url: url
            )
        }
        return query.with { sent in
            sent.venueTypes = .any
            if let selection = sent.selection { sent.selection = selection.union([.formats, .venueType]) }
        }
    }

    /// A found meeting with the venue type its formats give, or `nil` when that is not one the search asked for.
    func meeting(_ meeting: Meeting) -> Meeting? {
        guard meeting.contains(.formats), meeting.contains(.venueType) else { return meeting }
        var meeting = meeting
        meeting.venueType = VenueType.writtenByLegacyServers(forFormatKeys: meeting.formatKeys)
        return wanted.admits(meeting.venueType ?? .inPerson) ? meeting : nil
    }

    func meetings(_ meetings: [Meeting]) -> [Meeting] { meetings.compactMap(meeting) }
}
