/// Meetings as a GeoJSON feature collection (RFC 7946): a feature per meeting, with its id, a point where it meets
/// (no geometry when its place is unknown) and the read API's fields as properties.
enum GeoJSONExport {
    static func collection(_ meetings: [Meeting]) -> JSONValue {
        .object(
            JSONObject([
                ("type", .string("FeatureCollection")),
                ("features", .array(meetings.map(feature))),
            ])
        )
    }

    private static func feature(_ meeting: Meeting) -> JSONValue {
        // RFC 7946 §3.1.1: longitude first.
        let geometry: JSONValue =
            meeting.coordinate.map { coordinate in
                .object(
                    JSONObject([
                        ("type", .string("Point")),
                        (
                            "coordinates",
                            .array([.number(String(coordinate.longitude)), .number(String(coordinate.latitude))])
                        ),
                    ])
                )
            } ?? .null
        return .object(
            JSONObject([
                ("type", .string("Feature")),
                ("id", .number(String(meeting.id))),
                ("geometry", geometry),
                ("properties", .object(properties(meeting))),
            ])
        )
    }

    /// The read API's fields, those that are numbers written as numbers, so that a map's filters compare them as such
    /// (`venue_type` 3, not "3").
    private static func properties(_ meeting: Meeting) -> JSONObject {
        JSONObject(
            MeetingExporter.fieldObject(meeting).members.map { key, value in
                guard numericKeys.contains(key), case .string(let text) = value, isJSONNumber(text) else {
                    return (key, value)
                }
                return (key, .number(text))
            }
        )
    }

    private static let numericKeys: Set<String> = [
        "id_bigint", "service_body_bigint", "weekday_tinyint", "venue_type", "latitude", "longitude", "published",
        "shared_group_id_bigint", "root_server_id",
    ]

    /// Whether a text is a number as JSON writes one (no leading zeros, no `+`, no `.5`).
    private static func isJSONNumber(_ text: String) -> Bool {
        text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
    }
}
