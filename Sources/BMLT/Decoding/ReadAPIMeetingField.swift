import Foundation

/// The meeting fields the servers know, once each, in the order servers list them: the read API's key (the raw
/// value), the 3.x/4.x administration API's key, whether 2.16.6's administration stores it, how its text is read,
/// the part of a meeting it fills (``Meeting/Field``), and for the stock data fields where ``Meeting`` keeps them.
///
/// ``Meeting/Field/keys``, ``Meeting/stockDataKeys``, the data-field accessor, the read decoders, both
/// administration codecs and the exporter's columns derive from it; how each interface writes a value is the codec's
/// own `switch` over these cases. The search-results parser keeps its own `switch` from a case to a property: it
/// runs once per value of every meeting.
///
/// Keys are looked up from their UTF-8 bytes through a small open-addressing table, so the search-results parser
/// recognises a key without first making a `String` of it, and the generic decoder shares the same lookup.
///
/// Shared through SPI with the original API's nodes (`BMLTiOSLib`) and with the local server, which name their keys
/// by these cases rather than by literals.
@_spi(BMLTInternal) public enum ReadAPIMeetingField: String, CaseIterable, Sendable {
    case id = "id_bigint"
    case worldID = "worldid_mixed"
    case serviceBodyID = "service_body_bigint"
    case serviceBodyName = "service_body_name"
    case weekday = "weekday_tinyint"
    case venueType = "venue_type"
    case startTime = "start_time"
    case duration = "duration_time"
    case timeZone = "time_zone"
    case formats
    case formatIDs = "format_shared_id_list"
    case language = "lang_enum"
    case longitude
    case latitude
    case distanceInKilometers = "distance_in_km"
    case distanceInMiles = "distance_in_miles"
    case emailContact = "email_contact"
    case published
    case rootServerURI = "root_server_uri"
    case rootServerID = "root_server_id"
    case name = "meeting_name"
    case locationText = "location_text"
    case locationInfo = "location_info"
    case street = "location_street"
    case citySubsection = "location_city_subsection"
    case neighborhood = "location_neighborhood"
    case municipality = "location_municipality"
    case subProvince = "location_sub_province"
    case province = "location_province"
    case postalCode = "location_postal_code_1"
    case nation = "location_nation"
    case comments
    case trainLines = "train_lines"
    case busLines = "bus_lines"
    case phoneMeetingNumber = "phone_meeting_number"
    case virtualMeetingLink = "virtual_meeting_link"
    case virtualMeetingAdditionalInfo = "virtual_meeting_additional_info"
    case contactName1 = "contact_name_1"
    case contactPhone1 = "contact_phone_1"
    case contactEmail1 = "contact_email_1"
    case contactName2 = "contact_name_2"
    case contactPhone2 = "contact_phone_2"
    case contactEmail2 = "contact_email_2"
    case adminNotes = "admin_notes"
    /// Kept in ``Meeting/customFields``: the model has no property for it.
    case sharedGroupID = "shared_group_id_bigint"

    /// How a text field's value is read.
    enum TextReading {
        /// Trimmed; empty is absent.
        case plain
        /// Also without a legacy `Prompt#@-@#` prefix.
        case prompted
    }

    /// How the field's value is read as text, or `nil` for a field that is not text.
    var text: TextReading? {
        switch self {
        case .worldID, .serviceBodyName, .timeZone, .language, .emailContact, .rootServerURI: return .plain
        case .name, .locationText, .locationInfo, .street, .citySubsection, .neighborhood, .municipality, .subProvince,
            .province, .postalCode, .nation, .comments, .trainLines, .busLines, .phoneMeetingNumber,
            .virtualMeetingLink, .virtualMeetingAdditionalInfo, .adminNotes, .contactName1, .contactName2,
            .contactPhone1, .contactPhone2, .contactEmail1, .contactEmail2:
            return .prompted
        case .id, .sharedGroupID, .serviceBodyID, .weekday, .venueType, .startTime, .duration, .formats, .formatIDs,
            .longitude, .latitude, .distanceInMiles, .distanceInKilometers, .published, .rootServerID:
            return nil
        }
    }

    /// The part of a meeting the field fills, or `nil` for the id and the values a search computes.
    var part: Meeting.Part? {
        switch self {
        case .id, .sharedGroupID, .distanceInMiles, .distanceInKilometers: return nil
        case .worldID: return .worldID
        case .serviceBodyID, .serviceBodyName: return .serviceBody
        case .weekday: return .weekday
        case .venueType: return .venueType
        case .startTime: return .startTime
        case .duration: return .duration
        case .timeZone: return .timeZone
        case .formats, .formatIDs: return .formats
        case .language: return .language
        case .longitude, .latitude: return .coordinate
        case .emailContact: return .emailContact
        case .published: return .published
        case .rootServerURI, .rootServerID: return .rootServer
        case .name: return .name
        case .locationText, .locationInfo, .street, .citySubsection, .neighborhood, .municipality, .subProvince,
            .province, .postalCode, .nation:
            return .location
        case .comments: return .comments
        case .trainLines, .busLines: return .transit
        case .phoneMeetingNumber, .virtualMeetingLink, .virtualMeetingAdditionalInfo: return .virtualMeeting
        case .adminNotes: return .adminNotes
        case .contactName1, .contactName2, .contactPhone1, .contactPhone2, .contactEmail1, .contactEmail2:
            return .contacts
        }
    }

    /// Where ``Meeting`` keeps a stock data field (every text field the servers keep as meeting data, but the name),
    /// or `nil` for the others.
    var dataField: DataField? {
        switch self {
        case .locationText: return .property(\.location.text)
        case .locationInfo: return .property(\.location.info)
        case .street: return .property(\.location.street)
        case .citySubsection: return .property(\.location.citySubsection)
        case .neighborhood: return .property(\.location.neighborhood)
        case .municipality: return .property(\.location.municipality)
        case .subProvince: return .property(\.location.subProvince)
        case .province: return .property(\.location.province)
        case .postalCode: return .property(\.location.postalCode)
        case .nation: return .property(\.location.nation)
        case .comments: return .property(\.comments)
        case .trainLines: return .property(\.trainLines)
        case .busLines: return .property(\.busLines)
        case .phoneMeetingNumber: return .property(\.phoneMeetingNumber)
        case .virtualMeetingLink: return .property(\.virtualMeetingLink)
        case .virtualMeetingAdditionalInfo: return .property(\.virtualMeetingAdditionalInfo)
        case .adminNotes: return .property(\.adminNotes)
        case .contactName1: return .contact(0, \.name)
        case .contactPhone1: return .contact(0, \.phone)
        case .contactEmail1: return .contact(0, \.email)
        case .contactName2: return .contact(1, \.name)
        case .contactPhone2: return .contact(1, \.phone)
        case .contactEmail2: return .contact(1, \.email)
        default: return nil
        }
    }

    /// Where a stock data field lives in ``Meeting``.
    enum DataField {
        case property(WritableKeyPath<Meeting, String?>)
        /// A part of the first or second of ``Meeting/contacts``.
        case contact(Int, WritableKeyPath<Meeting.Contact, String?>)
    }

    /// The member of the 3.x/4.x administration API's meeting object that holds the field (a data field by its read
    /// key), or `nil` for a field that API does not take: names and lists a search computes, and `formats`, whose
    /// keys it takes as `formatIds`.
    @_spi(BMLTInternal) public var adminKey: String? {
        if dataField != nil { return rawValue }
        switch self {
        case .id: return "id"
        case .serviceBodyID: return "serviceBodyId"
        case .formatIDs: return "formatIds"
        case .venueType: return "venueType"
        case .weekday: return "day"
        case .startTime: return "startTime"
        case .duration: return "duration"
        case .timeZone: return "timeZone"
        case .latitude: return "latitude"
        case .longitude: return "longitude"
        case .published: return "published"
        case .emailContact: return "email"
        case .worldID: return "worldId"
        case .name: return "name"
        default: return nil
        }
    }

    /// The field of an administration API member.
    @_spi(BMLTInternal) public init?(adminKey: String) {
        guard let field = Self.byAdminKey[adminKey] else { return nil }
        self = field
    }

    private static let byAdminKey = Dictionary(
        uniqueKeysWithValues: allCases.compactMap { field in field.adminKey.map { ($0, field) } }
    )

    /// Whether 2.16.6's `modify_meeting` and `add_meeting` store the field. Not `venue_type`: the handler has no case
    /// for it, stores it as meeting data and fails with a PHP error (500) when it saves the meeting, changing
    /// nothing. Not `email_contact` either: it stores `intval()` of it, so an address becomes nothing.
    @_spi(BMLTInternal) public var isStoredByLegacyAdmin: Bool {
        switch self {
        case .name, .serviceBodyID, .weekday, .startTime, .duration, .timeZone, .formats, .latitude, .longitude,
            .published, .worldID:
            return true
        default: return dataField != nil
        }
    }

    /// The read-API keys of each part, in table order.
    static let keysByPart: [Meeting.Part: [String]] = Dictionary(
        grouping: allCases.compactMap { field in field.part.map { ($0, field.rawValue) } },
        by: \.0
    ).mapValues { $0.map(\.1) }

    /// The keys of the stock data fields, in table order.
    @_spi(BMLTInternal) public static let stockDataKeys = allCases.filter { $0.dataField != nil }.map(\.rawValue)

    /// The keys of the fields ``Meeting`` has a property for that are not data fields, in table order.
    @_spi(BMLTInternal) public static let mainKeys = allCases.filter { $0.dataField == nil && $0 != .sharedGroupID }
        .map(\.rawValue)

    /// The field of a key, or `nil` for a key ``Meeting`` keeps in ``Meeting/customFields``.
    @_spi(BMLTInternal) public init?(key: String) {
        var key = key
        guard let found = key.withUTF8({ Self.lookupKey(UnsafeRawBufferPointer($0)) }) else { return nil }
        self = found.field
    }

    /// The field whose key is exactly these UTF-8 bytes, and the key's bytes in the table, which live as long as the
    /// process.
    static func lookupKey(
        _ key: UnsafeRawBufferPointer
    ) -> (field: ReadAPIMeetingField, key: UnsafeBufferPointer<UInt8>)? {
        let table = KeyTable.shared
        var slot = Int(KeyTable.hash(key)) & KeyTable.mask
        while true {
            let entry = Int(table.slots[slot])
            guard entry >= 0 else { return nil }
            let start = Int(table.keyStarts[entry])
            if Int(table.keyStarts[entry + 1]) - start == key.count,
                bytesEqual(UnsafeRawPointer(table.keyBytes + start), key.baseAddress!, count: key.count)
            {
                return (table.fields[entry], UnsafeBufferPointer(start: table.keyBytes + start, count: key.count))
            }
            slot = (slot + 1) & KeyTable.mask
        }
    }

    /// An open-addressing table from key bytes to fields, built once and kept for the life of the process in plain
    /// memory, so a lookup costs no reference counting.
    private struct KeyTable: @unchecked Sendable {
        static let shared = KeyTable()
        static let mask = 255

        /// Slots hold an index into `fields`, or -1; five times as many slots as keys keeps probes short.
        let slots: UnsafeMutablePointer<Int8>
        let fields: UnsafeMutablePointer<ReadAPIMeetingField>
        /// The keys' bytes one after another; key `i` is `keyBytes[keyStarts[i]..<keyStarts[i + 1]]`.
        let keyBytes: UnsafeMutablePointer<UInt8>
        let keyStarts: UnsafeMutablePointer<Int32>

        private init() {
            let cases = ReadAPIMeetingField.allCases
            let bytes = cases.flatMap { Array($0.rawValue.utf8) }
            slots = .allocate(capacity: Self.mask + 1)
            slots.initialize(repeating: -1, count: Self.mask + 1)
            fields = .allocate(capacity: cases.count)
            fields.initialize(from: cases, count: cases.count)
            keyBytes = .allocate(capacity: bytes.count)
            keyBytes.initialize(from: bytes, count: bytes.count)
            keyStarts = .allocate(capacity: cases.count + 1)
            var start: Int32 = 0
            for (index, field) in cases.enumerated() {
                keyStarts[index] = start
                let key = Array(field.rawValue.utf8)
                var slot = key.withUnsafeBytes { Int(Self.hash($0)) } & Self.mask
                while slots[slot] >= 0 { slot = (slot + 1) & Self.mask }
                slots[slot] = Int8(index)
                start += Int32(key.count)
            }
            keyStarts[cases.count] = start
        }

        /// The length and three bytes tell these keys apart well enough, at a fraction of a full hash's cost.
        static func hash(_ key: UnsafeRawBufferPointer) -> UInt32 {
            guard let count = key.count > 0 ? key.count : nil else { return 0 }
            let first = UInt32(key[0])
            let middle = UInt32(key[count / 2])
            let last = UInt32(key[count - 1])
            return (UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1) ^ (first &* 31) ^ (middle &* 0x01F3) ^ (last << 3)
        }
    }
}

/// Whether `count` bytes at `left` and `right` are equal, compared a word at a time (keys are short, and a call to
/// `memcmp` costs more than the comparison).
func bytesEqual(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer, count: Int) -> Bool {
    guard count >= 8 else {
        for offset in 0..<count
        where left.load(fromByteOffset: offset, as: UInt8.self) != right.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        return true
    }
    var offset = 0
    while offset + 8 < count {
        guard
            left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
    }
    // The last word overlaps the one before when the length is not a multiple of eight.
    return left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
}
