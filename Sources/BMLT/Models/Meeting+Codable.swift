extension Meeting {
    enum CodingKeys: String, CodingKey {
        case id, worldID, serviceBodyID, serviceBodyName, weekday, venueType, startTime, durationSeconds
        case timeZoneIdentifier, formatKeys, formatIDs, coordinate, distance, name, language, location
        case virtualMeetingLink, phoneMeetingNumber, virtualMeetingAdditionalInfo, comments, trainLines, busLines
        case contacts, emailContact, adminNotes, isPublished, rootServerURI, rootServerID, customFields
        case receivedFields
    }

    /// Encodes what the meeting holds: the placeholders of parts it did not receive are left out, so that they cannot
    /// be read back as data.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(worldID, forKey: .worldID)
        if contains(.serviceBody) { try container.encode(serviceBodyID, forKey: .serviceBodyID) }
        try container.encodeIfPresent(serviceBodyName, forKey: .serviceBodyName)
        try container.encodeIfPresent(weekday, forKey: .weekday)
        try container.encodeIfPresent(venueType, forKey: .venueType)
        try container.encodeIfPresent(startTime, forKey: .startTime)
        try container.encodeIfPresent(duration.map { Int($0.components.seconds) }, forKey: .durationSeconds)
        try container.encodeIfPresent(timeZoneIdentifier, forKey: .timeZoneIdentifier)
        if contains(.formats) {
            try container.encode(formatKeys, forKey: .formatKeys)
            try container.encode(formatIDs, forKey: .formatIDs)
        }
        try container.encodeIfPresent(coordinate, forKey: .coordinate)
        try container.encodeIfPresent(distance, forKey: .distance)
        if contains(.name) { try container.encode(name, forKey: .name) }
        try container.encodeIfPresent(language, forKey: .language)
        // Empty parts are left out, as the placeholders of parts not received are; decoding gives them back.
        if location != Location() { try container.encode(location, forKey: .location) }
        try container.encodeIfPresent(virtualMeetingLink, forKey: .virtualMeetingLink)
        try container.encodeIfPresent(phoneMeetingNumber, forKey: .phoneMeetingNumber)
        try container.encodeIfPresent(virtualMeetingAdditionalInfo, forKey: .virtualMeetingAdditionalInfo)
        try container.encodeIfPresent(comments, forKey: .comments)
        try container.encodeIfPresent(trainLines, forKey: .trainLines)
        try container.encodeIfPresent(busLines, forKey: .busLines)
        if !contacts.isEmpty { try container.encode(contacts, forKey: .contacts) }
        try container.encodeIfPresent(emailContact, forKey: .emailContact)
        try container.encodeIfPresent(adminNotes, forKey: .adminNotes)
        if contains(.published) { try container.encode(isPublished, forKey: .isPublished) }
        try container.encodeIfPresent(rootServerURI, forKey: .rootServerURI)
        try container.encodeIfPresent(rootServerID, forKey: .rootServerID)
        if !customFields.isEmpty { try container.encode(customFields, forKey: .customFields) }
        // In the order of `Field`, so that the output is the same from run to run.
        try container.encodeIfPresent(
            receivedFields.map { Field.allCases.filter($0.contains) },
            forKey: .receivedFields
        )
    }

    /// Decodes what ``encode(to:)`` writes; parts left out take their placeholders.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id),
            worldID: try container.decodeIfPresent(String.self, forKey: .worldID),
            serviceBodyID: try container.decodeIfPresent(Int.self, forKey: .serviceBodyID) ?? 0,
            serviceBodyName: try container.decodeIfPresent(String.self, forKey: .serviceBodyName),
            weekday: try container.decodeIfPresent(Weekday.self, forKey: .weekday),
            venueType: try container.decodeIfPresent(VenueType.self, forKey: .venueType),
            startTime: try container.decodeIfPresent(LocalTime.self, forKey: .startTime),
            duration: try container.decodeIfPresent(Int.self, forKey: .durationSeconds).map { .seconds($0) },
            timeZoneIdentifier: try container.decodeIfPresent(String.self, forKey: .timeZoneIdentifier),
            formatKeys: try container.decodeIfPresent([String].self, forKey: .formatKeys) ?? [],
            formatIDs: try container.decodeIfPresent([Int].self, forKey: .formatIDs) ?? [],
            coordinate: try container.decodeIfPresent(Coordinate.self, forKey: .coordinate),
            distance: try container.decodeIfPresent(Distance.self, forKey: .distance),
            name: try container.decodeIfPresent(String.self, forKey: .name) ?? "",
            language: try container.decodeIfPresent(String.self, forKey: .language),
            location: try container.decodeIfPresent(Location.self, forKey: .location) ?? Location(),
            virtualMeetingLink: try container.decodeIfPresent(String.self, forKey: .virtualMeetingLink),
            phoneMeetingNumber: try container.decodeIfPresent(String.self, forKey: .phoneMeetingNumber),
            virtualMeetingAdditionalInfo: try container.decodeIfPresent(
                String.self,
                forKey: .virtualMeetingAdditionalInfo
            ),
            comments: try container.decodeIfPresent(String.self, forKey: .comments),
            trainLines: try container.decodeIfPresent(String.self, forKey: .trainLines),
            busLines: try container.decodeIfPresent(String.self, forKey: .busLines),
            contacts: try container.decodeIfPresent([Contact].self, forKey: .contacts) ?? [],
            emailContact: try container.decodeIfPresent(String.self, forKey: .emailContact),
            adminNotes: try container.decodeIfPresent(String.self, forKey: .adminNotes),
            isPublished: try container.decodeIfPresent(Bool.self, forKey: .isPublished) ?? true,
            rootServerURI: try container.decodeIfPresent(String.self, forKey: .rootServerURI),
            rootServerID: try container.decodeIfPresent(Int.self, forKey: .rootServerID),
            customFields: try container.decodeIfPresent([String: String].self, forKey: .customFields) ?? [:],
            receivedFields: try container.decodeIfPresent([Field].self, forKey: .receivedFields).map(Set.init)
        )
    }
}
