import Foundation

// The meeting resource of the 3.x/4.x administration API: camelCase names, days 0–6, "HH:MM" times, nulls for
// absent values, format ids without the venue formats (VM, HY, TC), and custom fields in their own object.
extension Meeting {
    /// A meeting from an administration API object.
    init(adminAPI object: JSONObject) {
        self.init(id: object["id"]?.int ?? 0, serviceBodyID: object["serviceBodyId"]?.int ?? 0, name: "")
        var latitude: Double?
        var longitude: Double?
        var temporarilyVirtual = false
        var contactFields: [String: String] = [:]
        for (key, value) in object.members {
            switch key {
            case "id", "serviceBodyId": continue
            case "formatIds": formatIDs = (value.elements ?? []).compactMap(\.int).sorted()
            case "venueType": venueType = value.int.map(VenueType.init(rawValue:))
            case "temporarilyVirtual": temporarilyVirtual = value.bool ?? false
            case "day": weekday = value.int.flatMap(Weekday.init(adminAPIValue:))
            case "startTime": startTime = value.nonEmptyText.flatMap(LocalTime.init)
            case "duration":
                duration = value.nonEmptyText.flatMap(LocalTime.init).map { .seconds($0.secondsSinceMidnight) }
            case "timeZone": timeZoneIdentifier = value.nonEmptyText
            case "latitude": latitude = value.double
            case "longitude": longitude = value.double
            case "published": isPublished = value.bool ?? false
            case "email": emailContact = value.nonEmptyText
            case "worldId": worldID = value.nonEmptyText
            case "name": name = value.text ?? ""
            case "customFields":
                for (field, fieldValue) in value.object?.members ?? [] {
                    if let text = fieldValue.text { customFields[field] = text }
                }
            default:
                guard let text = value.nonEmptyText else { continue }
                if key.hasPrefix("contact_") { contactFields[key] = text } else { self[dataField: key] = text }
            }
        }
        // Contacts fill their slots in order, whatever the order of the keys, as the read API's decoder fills them.
        for key in Self.stockDataKeys where key.hasPrefix("contact_") {
            if let text = contactFields[key] { self[dataField: key] = text }
        }
        if let latitude, let longitude { coordinate = Coordinate(latitude: latitude, longitude: longitude) }
        // The read API lists TC among a temporarily virtual meeting's formats; so does the one model.
        if temporarilyVirtual, !formatKeys.contains("TC") { formatKeys.append("TC") }
    }

    /// The meeting as the administration API's write body: every field, `null` where there is no value.
    var adminAPIObject: JSONObject {
        var members: [(key: String, value: JSONValue)] = [
            ("serviceBodyId", .integer(orNull: serviceBodyID)),
            ("formatIds", .array(formatIDs.map { .integer(orNull: $0) })),
            ("venueType", .integer(orNull: venueType?.rawValue)),
            ("temporarilyVirtual", .bool(venueType == .virtual && formatKeys.contains("TC"))),
            ("day", .integer(orNull: weekday?.adminAPIValue)),
            ("startTime", .string(orNull: startTime?.hourMinute)),
            (
                "duration",
                .string(orNull: durationAsClockTime?.hourMinute)
            ),
            ("timeZone", .string(orNull: timeZoneIdentifier)),
            ("latitude", coordinate.map { .number(String($0.latitude)) } ?? .null),
            ("longitude", coordinate.map { .number(String($0.longitude)) } ?? .null),
            ("published", .bool(isPublished)),
            ("email", .string(orNull: emailContact)),
            ("worldId", .string(orNull: worldID)),
            ("name", .string(name)),
        ]
        for key in Self.stockDataKeys where key != "admin_notes" || adminNotes != nil {
            members.append((key, .string(orNull: self[dataField: key])))
        }
        let custom = customFields.keys.sorted().map { (key: $0, value: JSONValue.string(orNull: customFields[$0])) }
        members.append(("customFields", .object(JSONObject(custom))))
        return JSONObject(members)
    }

    /// The members of ``adminAPIObject`` that differ from another version's, for a `PATCH`.
    ///
    /// `temporarilyVirtual` is always sent: the server does not carry it over from the stored meeting.
    func adminAPIChanges(from original: Meeting) -> JSONObject {
        let before = original.adminAPIObject
        let after = adminAPIObject
        return JSONObject(
            after.members.filter { member in
                member.key == "temporarilyVirtual" || before[member.key] != member.value
            }
        )
    }

    /// The meetings of an administration API list.
    static func adminAPIList(_ value: JSONValue) -> [Meeting] {
        (value.elements ?? []).compactMap(\.object).map(Meeting.init(adminAPI:))
    }
}
