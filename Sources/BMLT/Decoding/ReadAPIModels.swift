import Foundation

// Decoders of the read API's smaller answers. Each takes the parsed body and throws
// `BMLTError.unexpectedShape` when the shape is not the documented one.

extension ServiceBody {
    init(readAPI object: JSONObject) throws {
        guard let id = object["id"]?.int else {
            throw ReadAPIShape.mismatch("A service body has no numeric \"id\".")
        }
        let parentID = object["parent_id"]?.int
        self.init(
            id: id,
            parentID: parentID == 0 ? nil : parentID,
            name: object["name"]?.text ?? "",
            description: object["description"]?.text ?? "",
            kind: object["type"]?.nonEmptyText.map(Kind.init(rawValue:)),
            url: object["url"]?.nonEmptyText,
            helpline: object["helpline"]?.nonEmptyText,
            worldID: object["world_id"]?.nonEmptyText,
            contactEmail: object["contact_email"]?.nonEmptyText,
            rootServerID: object["root_server_id"]?.int
        )
    }

    static func readAPIList(_ value: JSONValue) throws -> [ServiceBody] {
        try ReadAPIShape.objects(value, of: "service bodies", identifiedBy: "id").map(ServiceBody.init(readAPI:))
    }
}

extension Format {
    init(readAPI object: JSONObject) throws {
        guard let sharedID = object["id"]?.int else {
            throw ReadAPIShape.mismatch("A format has no numeric \"id\".")
        }
        self.init(
            key: object["key_string"]?.text ?? "",
            name: object["name_string"]?.text ?? "",
            description: object["description_string"]?.text ?? "",
            language: object["lang"]?.text ?? "",
            sharedID: sharedID,
            worldID: object["world_id"]?.nonEmptyText,
            kind: object["format_type_enum"]?.nonEmptyText.map(Kind.init(rawValue:)),
            rootServerURI: object["root_server_uri"]?.nonEmptyText,
            rootServerID: object["root_server_id"]?.int
        )
    }

    static func readAPIList(_ value: JSONValue) throws -> [Format] {
        try ReadAPIShape.objects(value, of: "formats", identifiedBy: "key_string").map(Format.init(readAPI:))
    }
}

extension FieldKey {
    static func readAPIList(_ value: JSONValue) throws -> [FieldKey] {
        try ReadAPIShape.objects(value, of: "field keys").map { object in
            guard let key = object["key"]?.nonEmptyText else {
                throw ReadAPIShape.mismatch("A field key entry has no \"key\".")
            }
            return FieldKey(key: key, description: object["description"]?.text ?? "")
        }
    }
}

extension FieldValue {
    static func readAPIList(_ value: JSONValue, key: String) throws -> [FieldValue] {
        try ReadAPIShape.objects(value, of: "field values").map { object in
            let text = object[key]?.text ?? object.members.first { $0.key != "ids" }?.value.text
            return FieldValue(
                key: key,
                value: text == "NULL" ? nil : text,
                meetingIDs: ReadAPIShape.commaList(object["ids"]).compactMap { Int($0) }
            )
        }
    }
}

extension CoverageArea {
    /// The coverage area, or `nil` when the server has no meetings with coordinates (four empty strings).
    static func readAPI(_ value: JSONValue) throws -> CoverageArea? {
        guard let object = try ReadAPIShape.single(value, of: "coverage areas") else { return nil }
        let corners = ["nw_corner_latitude", "nw_corner_longitude", "se_corner_latitude", "se_corner_longitude"]
        let values = corners.map { object[$0]?.double }
        if values.allSatisfy({ $0 == nil }) { return nil }
        guard let numbers = values as? [Double] else {
            throw ReadAPIShape.mismatch("The coverage area lacks one of \(corners.joined(separator: ", ")).")
        }
        return CoverageArea(
            northWest: Coordinate(latitude: numbers[0], longitude: numbers[1]),
            southEast: Coordinate(latitude: numbers[2], longitude: numbers[3])
        )
    }
}

extension SearchResults {
    /// A `get_used_formats` answer: its meetings read by the specialised parser in the usual shape, by the generic
    /// decoder otherwise (with its shape rules and errors).
    static func readAPI(_ response: TransportResponse, url: URL?) throws -> SearchResults {
        let fast = response.body.withUnsafeBytes { raw in
            JSONParser.meetingsAndFormats(raw.bindMemory(to: UInt8.self))
        }
        if let (meetings, formats) = fast {
            return SearchResults(meetings: meetings, formats: try formats.map(Format.readAPIList) ?? [])
        }
        return try readAPI(try ResponseBody.json(response, url: url))
    }

    /// A `get_used_formats` answer (`{"meetings": […], "formats": […]}`); `{}` means no meetings.
    static func readAPI(_ value: JSONValue) throws -> SearchResults {
        switch value {
        case .object(let object):
            return SearchResults(
                meetings: try object["meetings"].map(Meeting.readAPIList) ?? [],
                formats: try object["formats"].map(Format.readAPIList) ?? []
            )
        case .array(let elements) where elements.isEmpty:
            return SearchResults(meetings: [], formats: [])
        default:
            throw ReadAPIShape.mismatch("Expected {\"meetings\", \"formats\"} but got \(value.kindName).")
        }
    }

    /// A `get_formats_only` answer (`{"formats": […]}`).
    static func readAPIFormatsOnly(_ value: JSONValue) throws -> [Format] {
        switch value {
        case .object(let object): return try object["formats"].map(Format.readAPIList) ?? []
        case .array(let elements) where elements.isEmpty: return []
        default: throw ReadAPIShape.mismatch("Expected {\"formats\"} but got \(value.kindName).")
        }
    }
}

extension TSMLMeeting {
    init(readAPI object: JSONObject) {
        func text(_ key: String) -> String? { object[key]?.nonEmptyText }
        func texts(_ key: String) -> [String] { object[key]?.elements?.compactMap(\.nonEmptyText) ?? [] }
        self.init(
            day: object["day"]?.int,
            time: text("time"),
            endTime: text("end_time"),
            name: object["name"]?.text ?? "",
            location: text("location"),
            formattedAddress: text("formatted_address"),
            address: text("address"),
            city: text("city"),
            state: text("state"),
            postalCode: text("postal_code"),
            country: text("country"),
            types: texts("types"),
            locationNotes: text("location_notes"),
            notes: text("notes"),
            coordinates: text("coordinates"),
            slug: text("slug"),
            region: text("region"),
            regions: texts("regions"),
            conferenceURL: text("conference_url"),
            conferenceURLNotes: text("conference_url_notes"),
            conferencePhone: text("conference_phone"),
            conferencePhoneNotes: text("conference_phone_notes")
        )
    }

    static func readAPIList(_ value: JSONValue) throws -> [TSMLMeeting] {
        try ReadAPIShape.objects(value, of: "TSML meetings").map(TSMLMeeting.init(readAPI:))
    }
}

extension Change {
    /// A change record of `GetChanges`. 2.x servers write the user's and service body's names and the details as
    /// HTML (`&quot;`, `&amp;`), which is decoded; 3.x/4.x servers write them, and every server the meeting's name,
    /// as stored, so a stored `&amp;` stays one.
    init(readAPI object: JSONObject, textIsHTML: Bool = true) throws {
        guard let id = object["change_id"]?.int else {
            throw ReadAPIShape.mismatch("A change record has no numeric \"change_id\".")
        }
        let snapshots = object["json_data"]?.object
        let html = textIsHTML ? HTMLEntities.decode : { $0 }
        self.init(
            id: id,
            kind: Kind(rawValue: object["change_type"]?.text ?? ""),
            date: Date(timeIntervalSince1970: object["date_int"]?.double ?? 0),
            dateText: object["date_string"]?.nonEmptyText,
            userID: object["user_id"]?.int,
            userName: object["user_name"]?.nonEmptyText.map(html),
            serviceBodyID: object["service_body_id"]?.int,
            serviceBodyName: object["service_body_name"]?.nonEmptyText.map(html),
            meetingID: object["meeting_id"]?.int.flatMap { $0 == 0 ? nil : $0 },
            meetingName: object["meeting_name"]?.nonEmptyText,
            meetingExists: object["meeting_exists"]?.bool ?? false,
            details: html(object["details"]?.text ?? ""),
            before: snapshots?["before"]?.object.map(Meeting.init(readAPI:)),
            after: snapshots?["after"]?.object.map(Meeting.init(readAPI:))
        )
    }

    static func readAPIList(_ value: JSONValue, textIsHTML: Bool = true) throws -> [Change] {
        try ReadAPIShape.objects(value, of: "changes", identifiedBy: "change_id").map {
            try Change(readAPI: $0, textIsHTML: textIsHTML)
        }
    }
}
