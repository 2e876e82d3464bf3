extension MeetingQuery {
    /// Checks the query for values no server can use.
    ///
    /// - Throws: ``BMLTError`` with code ``BMLTError/Code/invalidQuery`` naming the first problem.
    public func validate() throws {
        func invalid(_ reason: String) -> BMLTError { BMLTError(code: .invalidQuery, reason: reason) }
        if let location {
            guard location.center.isValid else {
                throw invalid("The search centre \(location.center) is not a valid coordinate.")
            }
            try Self.validate(location.radius, invalid: invalid)
        }
        if let text {
            guard !text.text.trimmingWhitespace.isEmpty else { throw invalid("The search text is empty.") }
            if let radius = text.addressRadius { try Self.validate(radius, invalid: invalid) }
        }
        if let fieldMatch {
            guard !fieldMatch.key.trimmingWhitespace.isEmpty else { throw invalid("The field key to match is empty.") }
            guard fieldMatch.values.contains(where: { !$0.isEmpty }) else {
                throw invalid("The field match for \(fieldMatch.key) has no value.")
            }
        }
        if let page {
            guard page.size > 0 else { throw invalid("The page size must be at least 1, not \(page.size).") }
            guard page.number > 0 else { throw invalid("Pages count from 1, not \(page.number).") }
        }
        for duration in [minimumDuration, maximumDuration].compactMap({ $0 }) where duration < .zero {
            throw invalid("A duration cannot be negative (\(duration)).")
        }
        if case .keys(let keys) = sort, keys.isEmpty || keys.contains(where: { $0.trimmingWhitespace.isEmpty }) {
            throw invalid("The sort keys must not be empty.")
        }
        if sort == .distance, location == nil {
            throw invalid("Sorting by distance needs a geographic search (set `location`).")
        }
        if let selection, selection.contains(where: { $0.key?.trimmingWhitespace.isEmpty == true }) {
            throw invalid("A field key to return is empty.")
        }
        if rootServerIDs.contains(where: { $0 <= 0 }) { throw invalid("Root server ids are positive.") }
        try Self.refuseContradiction(meetingIDs, "meeting ids", invalid: invalid)
        try Self.refuseContradiction(weekdays, "weekdays", invalid: invalid)
        try Self.refuseContradiction(venueTypes, "venue types", invalid: invalid)
        if !includesServiceBodyDescendants {
            try Self.refuseContradiction(serviceBodies, "service bodies", invalid: invalid)
        }
        try Self.refuseContradiction(formats, "formats", needsAll: formatMatching == .all, invalid: invalid)
    }

    /// Refuses a selection that excludes what it includes, which no meeting can match: every included value, or,
    /// where a meeting must have all of them (`needsAll`), any one.
    private static func refuseContradiction<Value>(
        _ selection: Selection<Value>,
        _ what: String,
        needsAll: Bool = false,
        invalid: (String) -> BMLTError
    ) throws {
        let both = selection.included.filter(selection.excluded.contains)
        guard !both.isEmpty, needsAll || Set(both) == Set(selection.included) else { return }
        let listed = both.map { "\($0)" }.joined(separator: ", ")
        throw invalid("The search both includes and excludes the \(what) \(listed): no meeting can match.")
    }

    private static func validate(_ radius: Radius, invalid: (String) -> BMLTError) throws {
        switch radius {
        case .distance(let distance):
            guard distance.value.isFinite, distance.value > 0 else {
                throw invalid("The search radius must be positive, not \(distance).")
            }
        case .nearest(let count):
            guard count > 0 else { throw invalid("The number of nearest meetings must be positive, not \(count).") }
        }
    }

    /// The `GetSearchResults` parameters of this query, in the server's evaluation order.
    ///
    /// - Parameter serverDistanceUnit: the server's distance unit, needed only to convert an address search's radius
    ///   (`SearchStringRadius` is read in the server's unit). Miles when not given.
    @_spi(BMLTInternal) public func parameters(serverDistanceUnit: Distance.Unit? = nil) -> QueryParameters {
        var parameters = QueryParameters()
        parameters.appendList("meeting_ids", meetingIDs.signed { $0 })
        parameters.appendList("weekdays", weekdays.signed(\.rawValue))
        parameters.appendList("venue_types", venueTypes.signed(\.rawValue))
        parameters.appendList("services", serviceBodies.signed { $0 })
        if includesServiceBodyDescendants, !serviceBodies.isEmpty { parameters.append("recursive", "1") }
        parameters.appendList("formats", formats.signed { $0 })
        if formatMatching == .any, !formats.included.isEmpty {
            parameters.append("formats_comparison_operator", FormatMatching.any.rawValue)
        }
        if let fieldMatch {
            parameters.append("meeting_key", fieldMatch.key)
            let values = fieldMatch.values.filter { !$0.isEmpty }
            // A list needs a 4.1+ server; a single value is sent in the form every version reads.
            if values.count == 1 {
                parameters.append("meeting_key_value", values[0])
            } else {
                parameters.appendList("meeting_key_value", values)
            }
            if fieldMatch.isCaseSensitive { parameters.append("meeting_key_match_case", "1") }
            if fieldMatch.matchesSubstring { parameters.append("meeting_key_contains", "1") }
        }
        Self.appendTime(startsAfter, "StartsAfter", to: &parameters)
        Self.appendTime(startsBefore, "StartsBefore", to: &parameters)
        Self.appendTime(endsBefore, "EndsBefore", to: &parameters)
        Self.appendDuration(minimumDuration, "MinDuration", to: &parameters)
        Self.appendDuration(maximumDuration, "MaxDuration", to: &parameters)
        if let location {
            parameters.append("lat_val", QueryParameters.number(location.center.latitude))
            parameters.append("long_val", QueryParameters.number(location.center.longitude))
            switch location.radius {
            case .distance(let distance) where distance.unit == .kilometers:
                parameters.append("geo_width_km", QueryParameters.number(distance.value))
            case .distance(let distance):
                parameters.append("geo_width", QueryParameters.number(distance.value))
            case .nearest(let count):
                parameters.append("geo_width", String(-count))
            }
            if sort == .distance { parameters.append("sort_results_by_distance", "1") }
        }
        if let text {
            parameters.append("SearchString", text.text.trimmingWhitespace)
            if text.isAddress {
                parameters.append("StringSearchIsAnAddress", "1")
                switch text.addressRadius {
                case .distance(let distance):
                    let value = distance.converted(to: serverDistanceUnit ?? .miles).value
                    parameters.append("SearchStringRadius", QueryParameters.number(value))
                case .nearest(let count):
                    parameters.append("SearchStringRadius", String(-count))
                case nil:
                    break
                }
            } else {
                if text.matchesAllWords || text.isExact { parameters.append("SearchStringAll", "1") }
                if text.isExact { parameters.append("SearchStringExact", "1") }
            }
        }
        switch published {
        case .publishedOnly: break
        case .unpublishedOnly: parameters.append("advanced_published", "-1")
        case .all: parameters.append("advanced_published", "0")
        }
        switch sort {
        case .keys(let keys): parameters.append("sort_keys", keys.joined(separator: ","))
        case .preset(let preset): parameters.append("sort_key", preset.rawValue)
        case .distance, nil: break
        }
        if let page {
            parameters.append("page_size", String(page.size))
            parameters.append("page_num", String(page.number))
        }
        if let keys = selectedKeys, !keys.isEmpty { parameters.append("data_field_key", keys.joined(separator: ",")) }
        switch content {
        case .meetings: break
        case .meetingsAndFormats: parameters.append("get_used_formats", "1")
        case .formatsOnly: parameters.append("get_formats_only", "1")
        }
        if let language { parameters.append("lang_enum", language) }
        parameters.appendList("root_server_ids", rootServerIDs.map(String.init))
        return parameters
    }

    /// The keys of ``selection``, in a stable order, always with the id (and the distance in a geographic search).
    /// Both servers read `data_field_key` as a set: 2.16.6 keeps the columns whose key is among them
    /// (`client_interface/csv/csv.php`), 4.x intersects its own list of keys with them (`MeetingResource`).
    private var selectedKeys: [String]? {
        guard let selection else { return nil }
        var keys = ["id_bigint"] + Meeting.Field.ordered(selection).flatMap(\.keys)
        if location != nil { keys += ["distance_in_km", "distance_in_miles"] }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }

    private static func appendTime(_ time: LocalTime?, _ prefix: String, to parameters: inout QueryParameters) {
        guard let time else { return }
        parameters.append(prefix + "H", String(time.hour))
        parameters.append(prefix + "M", String(time.minute))
    }

    private static func appendDuration(_ duration: Duration?, _ prefix: String, to parameters: inout QueryParameters) {
        guard let duration else { return }
        let minutes = Int(duration.components.seconds) / 60
        parameters.append(prefix + "H", String(minutes / 60))
        parameters.append(prefix + "M", String(minutes % 60))
    }
}
