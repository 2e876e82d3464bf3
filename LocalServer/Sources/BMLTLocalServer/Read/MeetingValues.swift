@_spi(BMLTInternal) import BMLT

/// A meeting of an answer with the values every version writes alike; a ``VersionRenderer`` writes the others
/// (duration, language, coordinates, data fields' text) by its own rules.
struct MeetingValues {
    let hit: MeetingSearch.Hit
    let context: RenderContext
    /// The meeting's format keys and shared ids in the answer's language.
    let formatFields: (keys: String, ids: String, orderedIDs: [Int])
    /// Whether the viewer may see the meeting's hidden fields.
    let showsHidden: Bool

    init(_ hit: MeetingSearch.Hit, formatsByID: [Int: Catalog.Format], context: RenderContext) {
        self.hit = hit
        self.context = context
        formatFields = RenderContext.formatFields(hit.meeting, formatsByID: formatsByID)
        showsHidden = context.viewer.maySeeHiddenFields(of: hit.meeting.serviceBodyID)
    }

    var meeting: Catalog.Meeting { hit.meeting }

    /// The text of a main field that both versions write alike; "" for the others.
    func text(_ field: ReadAPIMeetingField) -> String {
        let meeting = hit.meeting
        switch field {
        case .id: return String(meeting.id)
        case .worldID: return meeting.worldID ?? ""
        case .sharedGroupID: return meeting.sharedGroupID.map(String.init) ?? ""
        case .serviceBodyID: return String(meeting.serviceBodyID)
        case .serviceBodyName: return context.catalog.serviceBody(id: meeting.serviceBodyID)?.name ?? ""
        case .weekday: return meeting.weekday.map { String($0 + 1) } ?? ""
        case .venueType: return meeting.venueType.map(String.init) ?? ""
        case .startTime: return RenderContext.normalizedTime(meeting.startTime) ?? ""
        case .timeZone: return meeting.timeZone ?? ""
        case .formats: return formatFields.keys
        case .distanceInKilometers: return RenderContext.distanceText(hit.distanceInKilometers)
        case .distanceInMiles: return RenderContext.distanceText(hit.distanceInMiles)
        case .emailContact: return showsHidden ? meeting.emailContact ?? "" : ""
        case .published: return String(meeting.published)
        case .rootServerURI: return context.rootServerURL(of: meeting.rootServerID)
        case .formatIDs: return formatFields.ids
        case .rootServerID: return meeting.rootServerID.map(String.init) ?? ""
        default: return ""
        }
    }

    /// A data field's stored value, or "" where it is hidden from the viewer.
    func storedValue(_ template: Catalog.Template) -> String {
        template.visibility == 1 && !showsHidden ? "" : hit.meeting.data[template.key] ?? ""
    }
}
