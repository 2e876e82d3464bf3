import Foundation

// The meeting as a 2.x server's `modify_meeting` and `add_meeting` take it: `meeting_field[]=key,value` pairs with
// the read API's names, days 1–7, "HH:MM:SS" times, and formats as a comma list of keys; only the fields 2.16.6
// stores (`ReadAPIMeetingField.isStoredByLegacyAdmin`).
extension Meeting {
    /// Every field as `(key, value)`, written as the read API writes it (``readAPIFields``), an empty value for none.
    var legacyAdminFields: [(key: String, value: String)] {
        let fields = readAPIFields
        let stored = ReadAPIMeetingField.allCases.filter {
            $0.isStoredByLegacyAdmin && ($0 != .adminNotes || adminNotes != nil)
        }
        return (stored.map(\.rawValue) + customFields.keys.sorted()).map { ($0, fields[$0] ?? "") }
    }

    /// The fields that differ from another version's.
    func legacyAdminChanges(from original: Meeting) -> [(key: String, value: String)] {
        let before = Dictionary(original.legacyAdminFields, uniquingKeysWith: { first, _ in first })
        var changes = legacyAdminFields.filter { before[$0.key] != $0.value }
        // A field the edit no longer has is cleared.
        let after = Set(legacyAdminFields.map(\.key))
        changes += original.legacyAdminFields.filter { !after.contains($0.key) && !$0.value.isEmpty }.map {
            ($0.key, "")
        }
        return changes
    }

    /// The meetings of a `get_meetings` answer: one meeting as a bare object, several as `{"row": [...]}` (2.x's XML
    /// rows turned into JSON); `published` is left out for an unpublished meeting.
    static func legacyAdminList(_ value: JSONValue) throws -> [Meeting] {
        var value = value
        if let object = value.object, object.members.count == 1, let rows = object["row"] { value = rows }
        return try ReadAPIShape.objects(value, of: "meetings", identifiedBy: "id_bigint").map { object in
            var meeting = Meeting(readAPI: object)
            meeting.isPublished = object["published"]?.bool ?? false
            // Left out, it still says something: the meeting is unpublished.
            meeting.receivedFields?.insert(Meeting.Field(.published))
            return meeting
        }
    }

    /// `meeting_field[]` parameters for these fields; a value may hold commas, the server splits at the first.
    static func legacyAdminParameters(_ fields: [(key: String, value: String)]) -> QueryParameters {
        QueryParameters(fields.map { (name: "meeting_field[]", value: $0.key + "," + $0.value) })
    }
}
