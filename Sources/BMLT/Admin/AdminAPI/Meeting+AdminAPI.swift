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
            guard let field = ReadAPIMeetingField(adminKey: key) else {
                switch key {
                case "temporarilyVirtual": temporarilyVirtual = value.bool ?? false
                case "customFields":
                    for (field, fieldValue) in value.object?.members ?? [] {
                        if let text = fieldValue.text { customFields[field] = text }
                    }
                default:
                    if let text = value.nonEmptyText { customFields[key] = text }
                }
                continue
            }
            switch field {
            case .id, .serviceBodyID: continue
            case .formatIDs: formatIDs = (value.elements ?? []).compactMap(\.int).sorted()
            case .venueType: venueType = value.int.map(VenueType.init(rawValue:))
            case .weekday: weekday = value.int.flatMap(Weekday.init(adminAPIValue:))
            case .startTime: startTime = value.nonEmptyText.flatMap(LocalTime.init)
            case .duration:
                duration = value.nonEmptyText.flatMap(LocalTime.init).map { .seconds($0.secondsSinceMidnight) }
            case .latitude: latitude = value.double
            case .longitude: longitude = value.double
            case .published: isPublished = value.bool ?? false
            case .name: name = value.text ?? ""
            case .timeZone: timeZoneIdentifier = value.nonEmptyText
            case .emailContact: emailContact = value.nonEmptyText
            case .worldID: worldID = value.nonEmptyText
            default:
                guard let text = value.nonEmptyText else { continue }
                if case .contact? = field.dataField { contactFields[key] = text } else { self[dataField: key] = text }
            }
        }
        // Contacts fill their slots in order, whatever the order of the keys, as the read API's decoder fills them.
        for key in Self.stockDataKeys {
            if let text = contactFields[key] { self[dataField: key] = text }
        }
        if let latitude, let longitude { coordinate = Coordinate(latitude: latitude, longitude: longitude) }
        // The read API lists TC among a temporarily virtual meeting's formats; so does the one model.
        if temporarilyVirtual, !formatKeys.contains("TC") { formatKeys.append("TC") }
    }

    /// The meeting as the administration API's write body: every field, `null` where there is no value.
    var adminAPIObject: JSONObject {
        var members: [(key: String, value: JSONValue)] = []
        for field in ReadAPIMeetingField.allCases where field != .id && (field != .adminNotes || adminNotes != nil) {
            guard let key = field.adminKey else { continue }
            members.append((key, adminAPIValue(field)))
            // Not a field of the read API: a virtual meeting with the TC format.
            if field == .venueType {
                members.append(("temporarilyVirtual", .bool(venueType == .virtual && formatKeys.contains("TC"))))
            }
        }
        let custom = customFields.keys.sorted().map { (key: $0, value: JSONValue.string(orNull: customFields[$0])) }
        members.append(("customFields", .object(JSONObject(custom))))
        return JSONObject(members)
    }

    /// A field's value as the administration API writes it: days 0–6, `HH:MM` times, `null` for none.
    private func adminAPIValue(_ field: ReadAPIMeetingField) -> JSONValue {
        switch field {
        case .serviceBodyID: return .integer(orNull: serviceBodyID)
        case .formatIDs: return .array(formatIDs.map { .integer(orNull: $0) })
        case .venueType: return .integer(orNull: venueType?.rawValue)
        case .weekday: return .integer(orNull: weekday?.adminAPIValue)
        case .startTime: return .string(orNull: startTime?.hourMinute)
        case .duration: return .string(orNull: durationAsClockTime?.hourMinute)
        case .timeZone: return .string(orNull: timeZoneIdentifier)
        case .latitude: return coordinate.map { .number(String($0.latitude)) } ?? .null
        case .longitude: return coordinate.map { .number(String($0.longitude)) } ?? .null
        case .published: return .bool(isPublished)
        case .emailContact: return .string(orNull: emailContact)
        case .worldID: return .string(orNull: worldID)
        case .name: return .string(name)
        default: return .string(orNull: self[dataField: field.rawValue])
        }
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
