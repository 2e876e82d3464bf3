@_spi(BMLTInternal) import BMLT

/// The read API's objects as a 4.x server (Laravel) writes them: every member as it is, straight into the answer.
struct CurrentRenderer: VersionRenderer {
    /// The main keys in output order: an aggregator's end with `root_server_id`.
    private let mainKeys: [ReadAPIMeetingField]

    init(trailingMainKeys: [ReadAPIMeetingField]) {
        mainKeys = Self.commonMainKeys + trailingMainKeys
    }

    /// The main keys every 4.x server writes, in output order.
    private static let commonMainKeys: [ReadAPIMeetingField] = [
        .id, .worldID, .sharedGroupID, .serviceBodyID, .serviceBodyName, .weekday, .venueType, .startTime, .duration,
        .timeZone, .formats, .language, .longitude, .latitude, .distanceInKilometers, .distanceInMiles, .emailContact,
        .published, .rootServerURI, .formatIDs,
    ]

    let hasAdminNotes = true
    let selectableMainKeys = commonSelectableMainKeys.union([ReadAPIMeetingField.serviceBodyName.rawValue])
    let mayShowServiceBodyEmail = true

    func write(
        _ hit: MeetingSearch.Hit,
        in context: RenderContext,
        language: String,
        formatsByID: [Int: Catalog.Format],
        templates: [Catalog.Template],
        selection: Set<String>?,
        to writer: inout JSONWriter
    ) {
        let served = context.served
        if served.writesRenderedMeetings, context.writesRendered(language: language, selection: selection) {
            context.writeRendered(hit, formatsByID: formatsByID, templates: templates, by: self, to: &writer)
            return
        }
        // A selection of nothing it shows (`source_id` alone) leaves PHP an empty array: `[]`.
        if let selection, !templates.contains(where: { selection.contains($0.key) }),
            !mainKeys.contains(where: { $0 != .sharedGroupID && selection.contains($0.rawValue) })
        {
            writer.beginArray()
            writer.endArray()
            return
        }
        writer.beginObject()
        let meeting = MeetingValues(hit, formatsByID: formatsByID, context: context)
        forEachMember(of: meeting, templates: templates, selection: selection) {
            served.writeMeetingMember($0, $1, to: &writer)
        }
        writer.endObject()
    }

    func forEachMember(
        of meeting: MeetingValues,
        templates: [Catalog.Template],
        selection: Set<String>?,
        _ body: (String, String) -> Void
    ) {
        for field in mainKeys {
            if let selection {
                guard field != .sharedGroupID, selection.contains(field.rawValue) else { continue }
            }
            body(field.rawValue, text(field, of: meeting))
        }
        for template in templates where selection?.contains(template.key) ?? true {
            body(template.key, meeting.storedValue(template))
        }
    }

    /// A main field's text: the version's own rules for the duration and the coordinates.
    private func text(_ field: ReadAPIMeetingField, of meeting: MeetingValues) -> String {
        switch field {
        case .duration:
            Self.duration(meeting.meeting.durationTime, defaultDuration: meeting.context.defaultDurationTime)
        case .language: meeting.meeting.language
        case .longitude: meeting.meeting.longitude.map(coordinateText) ?? ""
        case .latitude: meeting.meeting.latitude.map(coordinateText) ?? ""
        default: meeting.text(field)
        }
    }

    /// `24:00:00` as it is; a missing, invalid or zero duration becomes the default setting verbatim.
    private static func duration(_ stored: String?, defaultDuration: String) -> String {
        if stored == "24:00:00" { return "24:00:00" }
        guard let normalized = RenderContext.normalizedTime(stored), normalized != "00:00:00" else {
            return defaultDuration
        }
        return normalized
    }

    /// The float PDO reads, cast to text with PHP's `precision` (14 significant digits: `40.795798687772`).
    func coordinateText(_ value: Double) -> String { PHPNumber.precision14(value) }

    func membersAsWritten(_ members: [(String, String)], keepsEmptyEnd: Bool) -> ArraySlice<(String, String)> {
        members[...]
    }

    func lastValueAsWritten(_ value: String) -> String { value }

    func formatTrailingMembers(type: String, rootServerURI: String) -> [(String, String)] {
        [("format_type_enum", type), ("root_server_uri", rootServerURI)]
    }
}
