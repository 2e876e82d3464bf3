extension Meeting {
    /// The meeting as the read API's fields (`GetSearchResults`), every value a string: days 1–7, `HH:MM:SS`
    /// times, formats as a comma list of keys, `published` as `1` or `0`. Empty values are left out, and so are the
    /// parts a partial meeting did not receive (``receivedFields``).
    ///
    /// ``init(readAPIFields:)`` reads them back into the same meeting. The original BMLTiOSLib API keeps meetings in
    /// this shape. The keys are the field table's (``ReadAPIMeetingField``), each value written by
    /// ``readAPIText(_:)``, then the custom fields.
    @_spi(BMLTInternal) public var readAPIFields: [String: String] {
        var fields: [String: String] = [:]
        let fieldTable = ReadAPIMeetingField.allCases
        for field in fieldTable where field.dataField == nil { fields[field.rawValue] = readAPIText(field) }
        for (key, value) in customFields { fields[key] = value }
        // The stock data fields last: a custom field never hides one.
        for field in fieldTable where field.dataField != nil { fields[field.rawValue] = readAPIText(field) }
        return fields.filter {
            !$0.value.isEmpty || ($0.key == ReadAPIMeetingField.formats.rawValue && contains(.formats))
                || ($0.key == ReadAPIMeetingField.name.rawValue && contains(.name))
        }
    }

    /// A field's value as the read API writes it, or `nil` for none: a part a partial meeting did not receive, or
    /// ``ReadAPIMeetingField/sharedGroupID``, which ``customFields`` holds.
    @_spi(BMLTInternal) public func readAPIText(_ field: ReadAPIMeetingField) -> String? {
        switch field {
        case .id: return String(id)
        case .worldID: return worldID
        case .serviceBodyID: return contains(.serviceBody) ? String(serviceBodyID) : nil
        case .serviceBodyName: return serviceBodyName
        case .weekday: return weekday.map { String($0.rawValue) }
        case .venueType: return venueType.map { String($0.rawValue) }
        case .startTime: return startTime?.description
        case .duration: return durationAsClockTime?.description
        case .timeZone: return timeZoneIdentifier
        case .formats: return contains(.formats) ? formatKeys.joined(separator: ",") : nil
        case .formatIDs: return formatIDs.isEmpty ? nil : formatIDs.map(String.init).joined(separator: ",")
        case .language: return language
        case .longitude: return coordinate.map { String($0.longitude) }
        case .latitude: return coordinate.map { String($0.latitude) }
        case .distanceInKilometers: return distance.map { String($0.kilometers) }
        case .distanceInMiles: return distance.map { String($0.miles) }
        case .emailContact: return emailContact
        case .published: return contains(.published) ? (isPublished ? "1" : "0") : nil
        case .rootServerURI: return rootServerURI
        case .rootServerID: return rootServerID.map(String.init)
        case .name: return contains(.name) ? name : nil
        case .sharedGroupID: return nil
        default: return self[dataField: field.rawValue]
        }
    }

    /// A meeting from the read API's fields, as ``readAPIFields`` writes them or a server sends them.
    @_spi(BMLTInternal) public init(readAPIFields fields: [String: String]) {
        self.init(readAPI: JSONObject(fields.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))
    }
}
