extension Meeting {
    /// The meeting as the read API's fields (`GetSearchResults`), every value a string: days 1–7, `HH:MM:SS`
    /// times, formats as a comma list of keys, `published` as `1` or `0`. Empty values are left out, and so are the
    /// parts a partial meeting did not receive (``receivedFields``).
    ///
    /// ``init(readAPIFields:)`` reads them back into the same meeting. The original BMLTiOSLib API keeps meetings in
    /// this shape.
    @_spi(BMLTInternal) public var readAPIFields: [String: String] {
        var fields = ["id_bigint": String(id)]
        if contains(.serviceBody) { fields["service_body_bigint"] = String(serviceBodyID) }
        if contains(.name) { fields["meeting_name"] = name }
        if contains(.published) { fields["published"] = isPublished ? "1" : "0" }
        if contains(.formats) { fields["formats"] = formatKeys.joined(separator: ",") }
        fields["worldid_mixed"] = worldID
        fields["service_body_name"] = serviceBodyName
        fields["weekday_tinyint"] = weekday.map { String($0.rawValue) }
        fields["venue_type"] = venueType.map { String($0.rawValue) }
        fields["start_time"] = startTime?.description
        fields["duration_time"] = durationAsClockTime?.description
        fields["time_zone"] = timeZoneIdentifier
        if !formatIDs.isEmpty { fields["format_shared_id_list"] = formatIDs.map(String.init).joined(separator: ",") }
        fields["lang_enum"] = language
        fields["latitude"] = coordinate.map { String($0.latitude) }
        fields["longitude"] = coordinate.map { String($0.longitude) }
        fields["distance_in_miles"] = distance.map { String($0.miles) }
        fields["distance_in_km"] = distance.map { String($0.kilometers) }
        fields["email_contact"] = emailContact
        fields["root_server_uri"] = rootServerURI
        fields["root_server_id"] = rootServerID.map(String.init)
        for (key, value) in customFields { fields[key] = value }
        for key in Self.stockDataKeys { fields[key] = self[dataField: key] }
        return fields.filter {
            !$0.value.isEmpty || ($0.key == "formats" && contains(.formats))
                || ($0.key == "meeting_name" && contains(.name))
        }
    }

    /// A meeting from the read API's fields, as ``readAPIFields`` writes them or a server sends them.
    @_spi(BMLTInternal) public init(readAPIFields fields: [String: String]) {
        self.init(readAPI: JSONObject(fields.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))
    }
}
