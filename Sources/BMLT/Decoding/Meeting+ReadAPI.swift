import Foundation

extension Meeting {
    /// A meeting from a read-API object (`GetSearchResults`, or a `GetChanges` before/after state).
    ///
    /// Every value may be a string or a number; empty strings are absent values; `formats` may be a comma list of keys
    /// or (in change records) an array of keys. A meeting without some of the parts whose properties are not
    /// optional (its service body, name, formats or published state) names the parts it has in
    /// ``Meeting/receivedFields``.
    init(readAPI object: JSONObject) {
        // A single object has no order to learn: its names are looked up, and not kept.
        var names: [(name: String, field: ReadAPIMeetingField?)] = []
        self.init(readAPI: object, names: &names, learnsNames: false)
    }

    /// ``init(readAPI:)`` for the objects of a list: `names` carries the previous object's member names and their
    /// fields, by place. Objects repeat their names in the same order, and the parser gives equal names one string,
    /// so a name is mostly recognised by comparing it with the same string. (String equality is canonical, not
    /// byte for byte, but no other text is canonically equal to a known key's lowercase ASCII letters, digits and
    /// underscores, and a custom field keeps its own name.)
    private init(
        readAPI object: JSONObject,
        names: inout [(name: String, field: ReadAPIMeetingField?)],
        learnsNames: Bool = true
    ) {
        self.init(id: 0, serviceBodyID: 0, name: "")
        var builder = ReadAPIMeetingBuilder()
        for (position, (key, value)) in object.members.enumerated() {
            let known: ReadAPIMeetingField?
            if position < names.count, names[position].name == key {
                known = names[position].field
            } else {
                known = ReadAPIMeetingField(key: key)
                if learnsNames {
                    if position < names.count { names[position] = (key, known) } else { names.append((key, known)) }
                }
            }
            if let field = known {
                if case .string(let text) = value {
                    builder.set(field, string: text, in: &self)
                } else {
                    builder.set(field, value, in: &self)
                }
            } else {
                builder.setCustom(key, value, in: &self)
            }
        }
        builder.finish(&self)
    }

    /// The meetings of a `GetSearchResults` answer (a list, or `{}` for none).
    static func readAPIList(_ value: JSONValue) throws -> [Meeting] {
        // The usual list of objects is read without first gathering its objects in a list of their own.
        if case .array(let elements) = value {
            var meetings: [Meeting] = []
            meetings.reserveCapacity(elements.count)
            var names: [(name: String, field: ReadAPIMeetingField?)] = []
            for element in elements {
                guard case .object(let object) = element else { break }
                meetings.append(Meeting(readAPI: object, names: &names))
            }
            if meetings.count == elements.count { return meetings }
        }
        return try ReadAPIShape.objects(value, of: "meetings", identifiedBy: "id_bigint").map(Meeting.init(readAPI:))
    }
}

/// Gathers a read-API meeting's members one by one: the one place that knows what each key means, shared by the
/// generic decoder and the search-results parser.
///
/// The meeting itself is the caller's, passed to each call, so it is built in place and returned without a copy of
/// every string in it (a meeting kept in the builder and moved out of it at the end was copied, then released).
struct ReadAPIMeetingBuilder: ~Copyable {
    private var contactNames: (String?, String?)
    private var contactPhones: (String?, String?)
    private var contactEmails: (String?, String?)
    private var distanceInKilometers: Double?
    private var latitude: Double?
    private var longitude: Double?
    /// The parts seen so far, a bit each (`Meeting.Part.bit`).
    private var receivedParts: UInt32 = 0

    /// The parts whose properties hold a placeholder when missing; a meeting without all of them is partial.
    private static let placeholderParts: UInt32 = [Meeting.Part.serviceBody, .name, .formats, .published]
        .reduce(0) { $0 | $1.bit }

    mutating func set(_ field: ReadAPIMeetingField, _ value: JSONValue, in meeting: inout Meeting) {
        if let part = field.part { receivedParts |= part.bit }
        switch field.text {
        case .plain: return setText(field, value.nonEmptyText, in: &meeting)
        case .prompted: return setText(field, ReadAPIShape.fieldText(value), in: &meeting)
        case nil: break
        }
        switch field {
        case .id: meeting.id = value.int ?? 0
        case .serviceBodyID: meeting.serviceBodyID = value.int ?? 0
        case .weekday: meeting.weekday = value.int.flatMap(Weekday.init(rawValue:))
        case .venueType: meeting.venueType = value.int.map(VenueType.init(rawValue:))
        case .rootServerID: meeting.rootServerID = value.int
        case .sharedGroupID:
            if let text = value.nonEmptyText { meeting.customFields[field.rawValue] = text }
        case .startTime: meeting.startTime = value.nonEmptyText.flatMap(LocalTime.init)
        case .duration: meeting.duration = ReadAPIShape.duration(value)
        case .formats:
            if case .array(let keys) = value {
                meeting.formatKeys = keys.compactMap(\.nonEmptyText)
            } else {
                meeting.formatKeys = ReadAPIShape.commaList(value)
            }
        case .formatIDs: meeting.formatIDs = ReadAPIShape.intList(value)
        case .longitude: longitude = value.double
        case .latitude: latitude = value.double
        case .distanceInMiles:
            if let miles = value.double { meeting.distance = .miles(miles) }
        case .distanceInKilometers: distanceInKilometers = value.double
        case .published: meeting.isPublished = value.bool ?? true
        default: setText(field, value.nonEmptyText, in: &meeting)  // text fields, handled above
        }
    }

    /// A member whose value is a JSON string without escapes, given as its UTF-8 bytes.
    ///
    /// The usual shapes (digits, short decimals, text with nothing to trim or strip) are read straight from the
    /// bytes; anything else goes through ``set(_:_:in:)``, so both give the same meeting.
    mutating func set(_ field: ReadAPIMeetingField, utf8 raw: UnsafeBufferPointer<UInt8>, in meeting: inout Meeting) {
        if field.text != nil {
            if let part = field.part { receivedParts |= part.bit }
            if raw.isEmpty { return setText(field, nil, in: &meeting) }
            if Self.isPlainText(raw) { return setText(field, String(decoding: raw, as: UTF8.self), in: &meeting) }
            return set(field, .string(String(decoding: raw, as: UTF8.self)), in: &meeting)
        }
        if !setUsual(field, utf8: raw, in: &meeting) {
            set(field, .string(String(decoding: raw, as: UTF8.self)), in: &meeting)
        }
    }

    /// A member whose value is a JSON string: ``set(_:utf8:in:)`` for the generic decoder, which keeps the parsed
    /// string itself as the text of a field instead of making another.
    mutating func set(_ field: ReadAPIMeetingField, string: String, in meeting: inout Meeting) {
        let isDone = string.utf8.withContiguousStorageIfAvailable { raw in
            if field.text != nil {
                guard raw.isEmpty || Self.isPlainText(raw) else { return false }
                if let part = field.part { receivedParts |= part.bit }
                setText(field, raw.isEmpty ? nil : string, in: &meeting)
                return true
            }
            return setUsual(field, utf8: raw, in: &meeting)
        }
        if isDone != true { set(field, .string(string), in: &meeting) }
    }

    /// Whether non-empty text needs no trimming and no prompt stripping, whichever of the two readings its field
    /// uses: it starts and ends with a visible ASCII character and has no '#'.
    private static func isPlainText(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = raw.first, let last = raw.last else { return false }
        return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
            && memchr(raw.baseAddress!, Int32(UInt8(ascii: "#")), raw.count) == nil
    }

    /// A field that is not text, from the bytes of a string in its usual shape; false (and nothing set) for any
    /// other shape, which the caller reads through ``set(_:_:in:)``.
    private mutating func setUsual(
        _ field: ReadAPIMeetingField,
        utf8 raw: UnsafeBufferPointer<UInt8>,
        in meeting: inout Meeting
    ) -> Bool {
        if let part = field.part { receivedParts |= part.bit }
        switch field {
        case .id, .serviceBodyID, .weekday, .venueType, .rootServerID:
            guard let number = JSONValue.shortInteger(raw) else { break }
            switch field {
            case .id: meeting.id = number
            case .serviceBodyID: meeting.serviceBodyID = number
            case .weekday: meeting.weekday = Weekday(rawValue: number)
            case .venueType: meeting.venueType = VenueType(rawValue: number)
            default: meeting.rootServerID = number
            }
            return true
        case .latitude, .longitude:
            guard let number = JSONValue.shortDecimal(raw) else { break }
            if field == .latitude { latitude = number } else { longitude = number }
            return true
        case .startTime, .duration:
            guard let time = LocalTime(digitsAndColons: raw) else { break }
            if field == .startTime {
                meeting.startTime = time
            } else {
                meeting.duration = .seconds(time.secondsSinceMidnight)
            }
            return true
        case .formats:
            guard let keys = ReadAPIShape.asciiCommaList(raw) else { break }
            meeting.formatKeys = keys
            return true
        case .formatIDs:
            guard let ids = ReadAPIShape.asciiIntList(raw) else { break }
            meeting.formatIDs = ids
            return true
        case .published:
            guard raw.count == 1, raw[0] == UInt8(ascii: "0") || raw[0] == UInt8(ascii: "1") else { break }
            meeting.isPublished = raw[0] == UInt8(ascii: "1")
            return true
        case .sharedGroupID, .distanceInMiles, .distanceInKilometers:
            // Empty in most answers: no custom field, no distance.
            guard raw.isEmpty else { break }
            if field == .distanceInKilometers { distanceInKilometers = nil }
            return true
        default:
            break
        }
        return false
    }

    /// A text field's value, already trimmed (and stripped of any prompt); taken (`consuming`) so that it moves into
    /// the meeting instead of being retained there and released by the caller.
    private mutating func setText(_ field: ReadAPIMeetingField, _ text: consuming String?, in meeting: inout Meeting) {
        switch field {
        case .worldID: meeting.worldID = text
        case .serviceBodyName: meeting.serviceBodyName = text
        case .timeZone: meeting.timeZoneIdentifier = text
        case .language: meeting.language = text
        case .emailContact: meeting.emailContact = text
        case .rootServerURI: meeting.rootServerURI = text
        case .name: meeting.name = text ?? ""
        case .locationText: meeting.location.text = text
        case .locationInfo: meeting.location.info = text
        case .street: meeting.location.street = text
        case .citySubsection: meeting.location.citySubsection = text
        case .neighborhood: meeting.location.neighborhood = text
        case .municipality: meeting.location.municipality = text
        case .subProvince: meeting.location.subProvince = text
        case .province: meeting.location.province = text
        case .postalCode: meeting.location.postalCode = text
        case .nation: meeting.location.nation = text
        case .comments: meeting.comments = text
        case .trainLines: meeting.trainLines = text
        case .busLines: meeting.busLines = text
        case .phoneMeetingNumber: meeting.phoneMeetingNumber = text
        case .virtualMeetingLink: meeting.virtualMeetingLink = text
        case .virtualMeetingAdditionalInfo: meeting.virtualMeetingAdditionalInfo = text
        case .adminNotes: meeting.adminNotes = text
        case .contactName1: contactNames.0 = text
        case .contactName2: contactNames.1 = text
        case .contactPhone1: contactPhones.0 = text
        case .contactPhone2: contactPhones.1 = text
        case .contactEmail1: contactEmails.0 = text
        case .contactEmail2: contactEmails.1 = text
        default: assertionFailure("\(field) is not a text field")
        }
    }

    /// A key ``Meeting`` has no property for: kept as text in ``Meeting/customFields``.
    mutating func setCustom(_ key: String, _ value: JSONValue, in meeting: inout Meeting) {
        if let text = ReadAPIShape.fieldText(value) { meeting.customFields[key] = text }
    }

    /// Completes the meeting the members describe.
    consuming func finish(_ meeting: inout Meeting) {
        if let latitude, let longitude { meeting.coordinate = Coordinate(latitude: latitude, longitude: longitude) }
        if meeting.distance == nil, let distanceInKilometers { meeting.distance = .kilometers(distanceInKilometers) }
        if contactNames != (nil, nil) || contactPhones != (nil, nil) || contactEmails != (nil, nil) {
            let first = Meeting.Contact(name: contactNames.0, phone: contactPhones.0, email: contactEmails.0)
            let second = Meeting.Contact(name: contactNames.1, phone: contactPhones.1, email: contactEmails.1)
            switch (first.isEmpty, second.isEmpty) {
            case (false, false): meeting.contacts = [first, second]
            case (false, true): meeting.contacts = [first]
            case (true, false): meeting.contacts = [second]
            case (true, true): break
            }
        }
        if receivedParts & Self.placeholderParts != Self.placeholderParts {
            meeting.receivedFields = Set(
                Meeting.Part.allCases.filter { receivedParts & $0.bit != 0 }.map(Meeting.Field.init)
            )
        }
    }
}
