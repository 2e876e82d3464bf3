@_spi(BMLTInternal) import BMLT

/// How one server version writes the read API's objects: a meeting's keys and their order, the values the versions
/// write differently, and what the version's JSON step loses.
///
/// Each flavour has one (``ReadFlavour/renderer``): ``CurrentRenderer`` writes as 4.x does, ``LegacyRenderer`` as
/// 2.16.6 does. ``RenderContext`` holds what both share (the snapshot, the viewer, the renderings kept per snapshot)
/// and hands each meeting to its version's renderer once, so that a meeting's whole rendering is in one type.
protocol VersionRenderer: Sendable {
    /// Whether the server has the `admin_notes` field (4.x) among its data fields.
    var hasAdminNotes: Bool { get }
    /// The main keys `data_field_key` may select.
    var selectableMainKeys: Set<String> { get }
    /// Whether a service body shows its contact email, when the server's setting asks for it.
    var mayShowServiceBodyEmail: Bool { get }

    /// Writes a meeting of a search answer; `language` is the one `formatsByID` holds.
    func write(
        _ hit: MeetingSearch.Hit,
        in context: RenderContext,
        language: String,
        formatsByID: [Int: Catalog.Format],
        templates: [Catalog.Template],
        selection: Set<String>?,
        to writer: inout JSONWriter
    )
    /// Calls `body` with each of a meeting's keys and values, in output order (before 2.x drops the trailing empty
    /// ones).
    func forEachMember(
        of meeting: MeetingValues,
        templates: [Catalog.Template],
        selection: Set<String>?,
        _ body: (String, String) -> Void
    )
    /// A coordinate as text.
    func coordinateText(_ value: Double) -> String
    /// An object's members as the server keeps them.
    func membersAsWritten(_ members: [(String, String)], keepsEmptyEnd: Bool) -> ArraySlice<(String, String)>
    /// The last value of an object's members as ``membersAsWritten(_:keepsEmptyEnd:)`` keeps it.
    func lastValueAsWritten(_ value: String) -> String
    /// A format's last members, in the server's order.
    func formatTrailingMembers(type: String, rootServerURI: String) -> [(String, String)]
}

extension VersionRenderer {
    /// The main keys both versions let `data_field_key` select.
    static var commonSelectableMainKeys: Set<String> {
        Set(
            [
                ReadAPIMeetingField.id, .worldID, .serviceBodyID, .weekday, .venueType, .startTime, .duration,
                .timeZone, .formats, .language, .longitude, .latitude, .published, .emailContact, .rootServerID,
                .rootServerURI, .formatIDs, .distanceInMiles, .distanceInKilometers,
            ].map(\.rawValue) + [MeetingColumn.sourceID.name]
        )
    }

    /// A meeting's keys and values in output order, before 2.x drops the trailing empty ones.
    func members(
        of meeting: MeetingValues,
        templates: [Catalog.Template],
        selection: Set<String>?
    ) -> [(String, String)] {
        var members: [(String, String)] = []
        members.reserveCapacity(48)
        forEachMember(of: meeting, templates: templates, selection: selection) { members.append(($0, $1)) }
        return members
    }
}
