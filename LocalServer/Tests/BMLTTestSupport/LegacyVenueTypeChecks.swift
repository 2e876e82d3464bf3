public import BMLT
import Testing

/// What a client must show of a 2.x meeting whose formats were given VM through `json.php` (which leaves the stored
/// venue type as it was): a virtual meeting, in its model and in every venue-type search. The local tests and the
/// conformance suite (against the real 2.16.6) run the same checks.
public enum LegacyVenueTypeChecks {
    /// Checks meeting `id`, whose formats are O and VM, on a 2.x server.
    public static func expectVirtual(_ id: Int, on client: BMLTClient) async throws {
        let ids = MeetingQuery.ids([id])
        let virtual = try await client.meetings(matching: ids.with { $0.venueTypes = .only(.virtual) })
        #expect(virtual.map(\.id) == [id] && virtual.first?.venueType == .virtual)
        // The client knows the server's version now: every meeting's venue type comes from its formats.
        #expect(try await client.meetings(matching: ids).first?.venueType == .virtual)
        #expect(try await client.meetings(matching: ids.with { $0.venueTypes = .only(.inPerson) }).isEmpty)
        let selected = ids.with {
            $0.venueTypes = .excluding(.inPerson)
            $0.selection = [.name]
        }
        #expect(try await client.meetings(matching: selected).first?.venueType == .virtual)
        let results = try await client.searchResults(matching: ids.with { $0.venueTypes = .only(.virtual) })
        #expect(Set(results.formats.map(\.key)) == ["O", "VM"])
        #expect(try await client.formats(usedBy: ids.with { $0.venueTypes = .only(.hybrid) }).isEmpty)
        var streamed = 0
        for try await _ in client.meetingStream(matching: ids.with { $0.venueTypes = .excluding(.virtual) }) {
            streamed += 1
        }
        #expect(streamed == 0)
        let paged = await #expect(throws: BMLTError.self) {
            try await client.meetings(
                matching: ids.with {
                    $0.venueTypes = .only(.virtual)
                    $0.page = MeetingQuery.Page(size: 10, number: 1)
                }
            )
        }
        #expect(paged?.code == .unsupported)
    }
}
