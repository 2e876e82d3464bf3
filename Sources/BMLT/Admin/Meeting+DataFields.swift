extension Meeting {
    /// The data fields every server keeps besides `meeting_name`, by the key the servers use for them.
    static let stockDataKeys = [
        "location_text", "location_info", "location_street", "location_city_subsection", "location_neighborhood",
        "location_municipality", "location_sub_province", "location_province", "location_postal_code_1",
        "location_nation", "comments", "train_lines", "bus_lines", "phone_meeting_number", "virtual_meeting_link",
        "virtual_meeting_additional_info", "contact_name_1", "contact_phone_1", "contact_email_1", "contact_name_2",
        "contact_phone_2", "contact_email_2", "admin_notes",
    ]

    /// The duration as the clock time the servers write it in (`01:30`).
    var durationAsClockTime: LocalTime? {
        duration.map { LocalTime(secondsSinceMidnight: Int($0.components.seconds)) }
    }

    /// A data field by its server key: a stock field's property, or a custom field.
    subscript(dataField key: String) -> String? {
        get {
            switch key {
            case "location_text": return location.text
            case "location_info": return location.info
            case "location_street": return location.street
            case "location_city_subsection": return location.citySubsection
            case "location_neighborhood": return location.neighborhood
            case "location_municipality": return location.municipality
            case "location_sub_province": return location.subProvince
            case "location_province": return location.province
            case "location_postal_code_1": return location.postalCode
            case "location_nation": return location.nation
            case "comments": return comments
            case "train_lines": return trainLines
            case "bus_lines": return busLines
            case "phone_meeting_number": return phoneMeetingNumber
            case "virtual_meeting_link": return virtualMeetingLink
            case "virtual_meeting_additional_info": return virtualMeetingAdditionalInfo
            case "admin_notes": return adminNotes
            default:
                if let (index, part) = Self.contactField(key) {
                    guard contacts.indices.contains(index) else { return nil }
                    return contacts[index][keyPath: part]
                }
                return customFields[key]
            }
        }
        set {
            switch key {
            case "location_text": location.text = newValue
            case "location_info": location.info = newValue
            case "location_street": location.street = newValue
            case "location_city_subsection": location.citySubsection = newValue
            case "location_neighborhood": location.neighborhood = newValue
            case "location_municipality": location.municipality = newValue
            case "location_sub_province": location.subProvince = newValue
            case "location_province": location.province = newValue
            case "location_postal_code_1": location.postalCode = newValue
            case "location_nation": location.nation = newValue
            case "comments": comments = newValue
            case "train_lines": trainLines = newValue
            case "bus_lines": busLines = newValue
            case "phone_meeting_number": phoneMeetingNumber = newValue
            case "virtual_meeting_link": virtualMeetingLink = newValue
            case "virtual_meeting_additional_info": virtualMeetingAdditionalInfo = newValue
            case "admin_notes": adminNotes = newValue
            default:
                if let (index, part) = Self.contactField(key) {
                    // Contacts are kept as the non-empty ones in order; fill both slots, set, then drop empty ones.
                    var slots = contacts + Array(repeating: Contact(), count: max(0, 2 - contacts.count))
                    slots[index][keyPath: part] = newValue
                    contacts = slots.filter { !$0.isEmpty }
                } else {
                    customFields[key] = newValue
                }
            }
        }
    }

    /// `contact_name_1` → (0, \.name), … `contact_email_2` → (1, \.email).
    private static func contactField(_ key: String) -> (Int, WritableKeyPath<Contact, String?>)? {
        let parts: [String: WritableKeyPath<Contact, String?>] = ["name": \.name, "phone": \.phone, "email": \.email]
        let pieces = key.split(separator: "_")
        guard pieces.count == 3, pieces[0] == "contact", let part = parts[String(pieces[1])],
            let number = Int(pieces[2]), number == 1 || number == 2
        else { return nil }
        return (number - 1, part)
    }
}
