import Foundation

// The meeting as a 2.x server's `modify_meeting` and `add_meeting` take it: `meeting_field[]=key,value` pairs with
// the read API's names, days 1–7, "HH:MM:SS" times, and formats as a comma list of keys.
//
// Not `venue_type`: 2.16.6's handler has no case for it, stores it as meeting data, and fails with a PHP error (500)
// when it saves the meeting, changing nothing. Not `email_contact` either: 2.16.6 stores `intval()` of it, so an
// address becomes nothing.
extension Meeting {
    /// Every field as `(key, value)`, an empty value for none.
    var legacyAdminFields: [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = [
            ("meeting_name", name),
            ("service_body_bigint", String(serviceBodyID)),
            ("weekday_tinyint", weekday.map { String($0.rawValue) } ?? ""),
            ("start_time", startTime?.description ?? ""),
            ("duration_time", durationAsClockTime?.description ?? ""),
            ("time_zone", timeZoneIdentifier ?? ""),
            ("formats", formatKeys.joined(separator: ",")),
            ("latitude", coordinate.map { String($0.latitude) } ?? ""),
            ("longitude", coordinate.map { String($0.longitude) } ?? ""),
            ("published", isPublished ? "1" : "0"),
            ("worldid_mixed", worldID ?? ""),
        ]
        for key in Self.stockDataKeys where key != "admin_notes" || adminNotes != nil {
            fields.append((key, self[dataField: key] ?? ""))
        }
        for key in customFields.keys.sorted() { fields.append((key, customFields[key] ?? "")) }
        return fields
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
            return meeting
        }
    }

    /// `meeting_field[]` parameters for these fields; a value may hold commas, the server splits at the first.
    static func legacyAdminParameters(_ fields: [(key: String, value: String)]) -> QueryParameters {
        QueryParameters(fields.map { (name: "meeting_field[]", value: $0.key + "," + $0.value) })
    }
}
