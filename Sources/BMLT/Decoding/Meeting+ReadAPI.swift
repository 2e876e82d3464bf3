extension Meeting {
    /// A meeting from a read-API object (`GetSearchResults`, or a `GetChanges` before/after state).
    ///
    /// Every value may be a string or a number; empty strings are absent values; `formats` may be a comma list of keys
    /// or (in change records) an array of keys. Fields a field selection left out keep their defaults (id 0,
    /// published).
    init(readAPI object: JSONObject) {
        self.init(id: 0, serviceBodyID: 0, name: "")
        var contactNames: [String?] = [nil, nil]
        var contactPhones: [String?] = [nil, nil]
        var contactEmails: [String?] = [nil, nil]
        var distanceInKilometers: Double?
        var latitude: Double?
        var longitude: Double?
        for (key, value) in object.members {
            switch key {
            case "id_bigint": id = value.int ?? 0
            case "worldid_mixed": worldID = value.nonEmptyText
            case "shared_group_id_bigint":
                if let text = value.nonEmptyText { customFields[key] = text }
            case "service_body_bigint": serviceBodyID = value.int ?? 0
            case "service_body_name": serviceBodyName = value.nonEmptyText
            case "weekday_tinyint": weekday = value.int.flatMap(Weekday.init(rawValue:))
            case "venue_type": venueType = value.int.map(VenueType.init(rawValue:))
            case "start_time": startTime = value.nonEmptyText.flatMap(LocalTime.init)
            case "duration_time": duration = ReadAPIShape.duration(value)
            case "time_zone": timeZoneIdentifier = value.nonEmptyText
            case "formats":
                if case .array(let keys) = value {
                    formatKeys = keys.compactMap(\.nonEmptyText)
                } else {
                    formatKeys = ReadAPIShape.commaList(value)
                }
            case "format_shared_id_list": formatIDs = ReadAPIShape.commaList(value).compactMap { Int($0) }
            case "lang_enum": language = value.nonEmptyText
            case "longitude": longitude = value.double
            case "latitude": latitude = value.double
            case "distance_in_miles":
                if let miles = value.double { distance = .miles(miles) }
            case "distance_in_km": distanceInKilometers = value.double
            case "email_contact": emailContact = value.nonEmptyText
            case "published": isPublished = value.bool ?? true
            case "root_server_uri": rootServerURI = value.nonEmptyText
            case "root_server_id": rootServerID = value.int
            case "meeting_name": name = ReadAPIShape.fieldText(value) ?? ""
            case "location_text": location.text = ReadAPIShape.fieldText(value)
            case "location_info": location.info = ReadAPIShape.fieldText(value)
            case "location_street": location.street = ReadAPIShape.fieldText(value)
            case "location_city_subsection": location.citySubsection = ReadAPIShape.fieldText(value)
            case "location_neighborhood": location.neighborhood = ReadAPIShape.fieldText(value)
            case "location_municipality": location.municipality = ReadAPIShape.fieldText(value)
            case "location_sub_province": location.subProvince = ReadAPIShape.fieldText(value)
            case "location_province": location.province = ReadAPIShape.fieldText(value)
            case "location_postal_code_1": location.postalCode = ReadAPIShape.fieldText(value)
            case "location_nation": location.nation = ReadAPIShape.fieldText(value)
            case "comments": comments = ReadAPIShape.fieldText(value)
            case "train_lines": trainLines = ReadAPIShape.fieldText(value)
            case "bus_lines": busLines = ReadAPIShape.fieldText(value)
            case "phone_meeting_number": phoneMeetingNumber = ReadAPIShape.fieldText(value)
            case "virtual_meeting_link": virtualMeetingLink = ReadAPIShape.fieldText(value)
            case "virtual_meeting_additional_info": virtualMeetingAdditionalInfo = ReadAPIShape.fieldText(value)
            case "admin_notes": adminNotes = ReadAPIShape.fieldText(value)
            case "contact_name_1": contactNames[0] = ReadAPIShape.fieldText(value)
            case "contact_name_2": contactNames[1] = ReadAPIShape.fieldText(value)
            case "contact_phone_1": contactPhones[0] = ReadAPIShape.fieldText(value)
            case "contact_phone_2": contactPhones[1] = ReadAPIShape.fieldText(value)
            case "contact_email_1": contactEmails[0] = ReadAPIShape.fieldText(value)
            case "contact_email_2": contactEmails[1] = ReadAPIShape.fieldText(value)
            default:
                if let text = ReadAPIShape.fieldText(value) { customFields[key] = text }
            }
        }
        if let latitude, let longitude { coordinate = Coordinate(latitude: latitude, longitude: longitude) }
        if distance == nil, let distanceInKilometers { distance = .kilometers(distanceInKilometers) }
        contacts = (0..<2).map { Contact(name: contactNames[$0], phone: contactPhones[$0], email: contactEmails[$0]) }
            .filter { !$0.isEmpty }
    }

    /// The meetings of a `GetSearchResults` answer (a list, or `{}` for none).
    static func readAPIList(_ value: JSONValue) throws -> [Meeting] {
        try ReadAPIShape.objects(value, of: "meetings", identifiedBy: "id_bigint").map(Meeting.init(readAPI:))
    }
}
