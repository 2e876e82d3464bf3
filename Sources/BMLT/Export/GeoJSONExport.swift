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
                ("properties", .object(MeetingExporter.fieldObject(meeting))),
            ])
        )
    }
}
