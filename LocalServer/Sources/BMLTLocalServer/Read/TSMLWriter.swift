@_spi(BMLTInternal) import BMLT
import Foundation

/// The TSML shape of a meeting (`client_interface/tsml/`), as `TsmlMeetingResource` writes it.
enum TSMLWriter {
    static func write(
        _ meeting: Catalog.Meeting,
        catalog: Catalog,
        formatsByID: [Int: Catalog.Format],
        to writer: inout JSONWriter
    ) {
        let data = meeting.data
        let name = data["meeting_name"] ?? ""
        let bodyName = catalog.serviceBody(id: meeting.serviceBodyID)?.name ?? ""
        writer.beginObject()
        if let weekday = meeting.weekday { writer.member("day", weekday) } else { writer.memberNull("day") }
        writer.member("time", meeting.startTime.map { String($0.prefix(5)) })
        writer.member("end_time", endTime(meeting))
        writer.member("name", name)
        // The server compares format ids with "VM", so its "Online Meeting" branch never applies.
        writer.member("location", data["location_text"] ?? "")
        let address = [
            "location_street", "location_municipality", "location_province", "location_postal_code_1",
            "location_nation",
        ]
        .compactMap { data[$0] }.filter { !$0.isEmpty }.joined(separator: ", ")
        writer.member("formatted_address", address)
        writer.member("address", data["location_street"] ?? "")
        writer.member("city", data["location_municipality"] ?? "")
        writer.member("state", data["location_province"] ?? "")
        writer.member("postal_code", data["location_postal_code_1"] ?? "")
        writer.member("country", data["location_nation"] ?? "")
        writer.key("types")
        writer.beginArray()
        for id in meeting.formatIDs {
            if let worldID = formatsByID[id]?.worldID, !worldID.isEmpty, let type = TSMLMeeting.typeCodes[worldID] {
                writer.string(type)
            }
        }
        writer.endArray()
        writer.member("location_notes", data["location_info"] ?? "")
        writer.member("notes", data["comments"] ?? "")
        if meeting.venueType == 2 {
            writer.memberNull("coordinates")
        } else if let latitude = meeting.latitude, let longitude = meeting.longitude, latitude != 0, longitude != 0 {
            // "{$this->latitude},{$this->longitude}": PHP's floats as text, 14 significant digits.
            writer.member("coordinates", "\(PHPNumber.precision14(latitude)),\(PHPNumber.precision14(longitude))")
        } else {
            writer.memberNull("coordinates")
        }
        writer.member("slug", TSMLMeeting.slug(name) + "-" + String(meeting.id))
        writer.memberNull("updated")
        writer.member("region", bodyName)
        writer.key("regions")
        writer.beginArray()
        writer.string(bodyName)
        writer.endArray()
        writer.member("conference_url", meeting.storedValue("virtual_meeting_link"))
        writer.member("conference_url_notes", meeting.storedValue("virtual_meeting_additional_info"))
        writer.member("conference_phone", meeting.storedValue("phone_meeting_number"))
        writer.member("conference_phone_notes", meeting.storedValue("phone_meeting_additional_info"))
        writer.endObject()
    }

    private static func endTime(_ meeting: Catalog.Meeting) -> String? {
        guard let start = RenderContext.normalizedTime(meeting.startTime),
            let duration = RenderContext.normalizedTime(meeting.durationTime)
        else { return nil }
        func seconds(_ text: String) -> Int {
            let parts = text.split(separator: ":").compactMap { Int($0) }
            return parts[0] * 3600 + parts[1] * 60 + parts[2]
        }
        let end = (seconds(start) + seconds(duration)) % 86_400
        return String(format: "%02d:%02d", end / 3600, end % 3600 / 60)
    }
}
