import Foundation

extension Meeting {
    /// A meeting from a read-API object (`GetSearchResults`, or a `GetChanges` before/after state).
    ///
    /// Every value may be a string or a number; empty strings are absent values; `formats` may be a comma list of keys
    /// or (in change records) an array of keys. A meeting without some of the parts whose properties are not
    /// optional (its service body, name, formats or published state) names the parts it has in
    /// ``Meeting/receivedFields``.
    init(readAPI object: JSONObject) {
        var builder = ReadAPIMeetingBuilder()
        for (key, value) in object.members {
            if let field = ReadAPIMeetingField(key: key) {
                builder.set(field, value)
            } else {
                builder.setCustom(key, value)
            }
        }
        self = builder.meeting()
    }

    /// The meetings of a `GetSearchResults` answer (a list, or `{}` for none).
    static func readAPIList(_ value: JSONValue) throws -> [Meeting] {
        try ReadAPIShape.objects(value, of: "meetings", identifiedBy: "id_bigint").map(Meeting.init(readAPI:))
    }
}

/// Gathers a read-API meeting's members one by one: the one place that knows what each key means, shared by the
/// generic decoder and the search-results parser.
///
/// Not copyable, so ``meeting()`` moves the meeting out instead of copying every string of it.
struct ReadAPIMeetingBuilder: ~Copyable {
    private var result = Meeting(id: 0, serviceBodyID: 0, name: "")
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

    mutating func set(_ field: ReadAPIMeetingField, _ value: JSONValue) {
        if let part = field.part { receivedParts |= part.bit }
        switch field.text {
        case .plain: return setText(field, value.nonEmptyText)
        case .prompted: return setText(field, ReadAPIShape.fieldText(value))
        case nil: break
        }
        switch field {
        case .id: result.id = value.int ?? 0
        case .serviceBodyID: result.serviceBodyID = value.int ?? 0
        case .weekday: result.weekday = value.int.flatMap(Weekday.init(rawValue:))
        case .venueType: result.venueType = value.int.map(VenueType.init(rawValue:))
        case .rootServerID: result.rootServerID = value.int
        case .sharedGroupID:
            if let text = value.nonEmptyText { result.customFields[field.rawValue] = text }
        case .startTime: result.startTime = value.nonEmptyText.flatMap(LocalTime.init)
        case .duration: result.duration = ReadAPIShape.duration(value)
        case .formats:
            if case .array(let keys) = value {
                result.formatKeys = keys.compactMap(\.nonEmptyText)
            } else {
                result.formatKeys = ReadAPIShape.commaList(value)
            }
        case .formatIDs: result.formatIDs = ReadAPIShape.intList(value)
        case .longitude: longitude = value.double
        case .latitude: latitude = value.double
        case .distanceInMiles:
            if let miles = value.double { result.distance = .miles(miles) }
        case .distanceInKilometers: distanceInKilometers = value.double
        case .published: result.isPublished = value.bool ?? true
        default: setText(field, value.nonEmptyText)  // text fields, handled above
        }
    }

    /// A member whose value is a JSON string without escapes, given as its UTF-8 bytes.
    ///
    /// The usual shapes (digits, short decimals, text with nothing to trim or strip) are read straight from the
    /// bytes; anything else goes through ``set(_:_:)``, so both give the same meeting.
    mutating func set(_ field: ReadAPIMeetingField, utf8 raw: UnsafeBufferPointer<UInt8>) {
        if let part = field.part { receivedParts |= part.bit }
        if field.text != nil {
            // Empty text is absent; text that starts and ends with a visible ASCII character and has no '#' needs
            // no trimming and no prompt stripping, whichever of the two readings the field uses.
            if raw.isEmpty { return setText(field, nil) }
            if let first = raw.first, let last = raw.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F,
                memchr(raw.baseAddress!, Int32(UInt8(ascii: "#")), raw.count) == nil
            {
                return setText(field, String(decoding: raw, as: UTF8.self))
            }
            return set(field, .string(String(decoding: raw, as: UTF8.self)))
        }
        switch field {
        case .id, .serviceBodyID, .weekday, .venueType, .rootServerID:
            guard let number = JSONValue.shortInteger(raw) else { break }
            switch field {
            case .id: result.id = number
            case .serviceBodyID: result.serviceBodyID = number
            case .weekday: result.weekday = Weekday(rawValue: number)
            case .venueType: result.venueType = VenueType(rawValue: number)
            default: result.rootServerID = number
            }
            return
        case .latitude, .longitude:
            guard let number = JSONValue.shortDecimal(raw) else { break }
            if field == .latitude { latitude = number } else { longitude = number }
            return
        case .startTime, .duration:
            guard let time = LocalTime(digitsAndColons: raw) else { break }
            if field == .startTime {
                result.startTime = time
            } else {
                result.duration = .seconds(time.secondsSinceMidnight)
            }
            return
        case .formats:
            guard let keys = ReadAPIShape.asciiCommaList(raw) else { break }
            result.formatKeys = keys
            return
        case .formatIDs:
            guard let ids = ReadAPIShape.asciiIntList(raw) else { break }
            result.formatIDs = ids
            return
        case .published:
            guard raw.count == 1, raw[0] == UInt8(ascii: "0") || raw[0] == UInt8(ascii: "1") else { break }
            result.isPublished = raw[0] == UInt8(ascii: "1")
            return
        case .sharedGroupID, .distanceInMiles, .distanceInKilometers:
            // Empty in most answers: no custom field, no distance.
            guard raw.isEmpty else { break }
            if field == .distanceInKilometers { distanceInKilometers = nil }
            return
        default:
            break
        }
        set(field, .string(String(decoding: raw, as: UTF8.self)))
    }

    /// A text field's value, already trimmed (and stripped of any prompt).
    private mutating func setText(_ field: ReadAPIMeetingField, _ text: String?) {
        switch field {
        case .worldID: result.worldID = text
        case .serviceBodyName: result.serviceBodyName = text
        case .timeZone: result.timeZoneIdentifier = text
        case .language: result.language = text
        case .emailContact: result.emailContact = text
        case .rootServerURI: result.rootServerURI = text
        case .name: result.name = text ?? ""
        case .locationText: result.location.text = text
        case .locationInfo: result.location.info = text
        case .street: result.location.street = text
        case .citySubsection: result.location.citySubsection = text
        case .neighborhood: result.location.neighborhood = text
        case .municipality: result.location.municipality = text
        case .subProvince: result.location.subProvince = text
        case .province: result.location.province = text
        case .postalCode: result.location.postalCode = text
        case .nation: result.location.nation = text
        case .comments: result.comments = text
        case .trainLines: result.trainLines = text
        case .busLines: result.busLines = text
        case .phoneMeetingNumber: result.phoneMeetingNumber = text
        case .virtualMeetingLink: result.virtualMeetingLink = text
        case .virtualMeetingAdditionalInfo: result.virtualMeetingAdditionalInfo = text
        case .adminNotes: result.adminNotes = text
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
    mutating func setCustom(_ key: String, _ value: JSONValue) {
        if let text = ReadAPIShape.fieldText(value) { result.customFields[key] = text }
    }

    /// The meeting the members describe.
    consuming func meeting() -> Meeting {
        if let latitude, let longitude { result.coordinate = Coordinate(latitude: latitude, longitude: longitude) }
        if result.distance == nil, let distanceInKilometers { result.distance = .kilometers(distanceInKilometers) }
        let first = Meeting.Contact(name: contactNames.0, phone: contactPhones.0, email: contactEmails.0)
        let second = Meeting.Contact(name: contactNames.1, phone: contactPhones.1, email: contactEmails.1)
        switch (first.isEmpty, second.isEmpty) {
        case (false, false): result.contacts = [first, second]
        case (false, true): result.contacts = [first]
        case (true, false): result.contacts = [second]
        case (true, true): break
        }
        if receivedParts & Self.placeholderParts != Self.placeholderParts {
            result.receivedFields = Set(
                Meeting.Part.allCases.filter { receivedParts & $0.bit != 0 }.map(Meeting.Field.init)
            )
        }
        return result
    }
}
