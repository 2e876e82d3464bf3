public import Foundation

/// A meeting, with every field typed.
///
/// Searches (`GetSearchResults`), change records and the administration API all produce this one type; the decoders
/// absorb their different field names, weekday numbering and empty-value conventions. Fields the library does not know
/// (custom fields such as `zone`, or keys a newer server adds) are kept in ``customFields``, never dropped.
///
/// Times are local to the meeting's time zone (``timeZoneIdentifier``), as the server stores them.
///
/// A meeting from a search limited to some fields (``MeetingQuery/selection``) holds only those: its
/// ``receivedFields`` name them, ``contains(_:)`` tells, and fields it does not hold are left out when it is encoded.
public struct Meeting: Hashable, Codable, Sendable, Identifiable {
    /// The meeting's id on its server (`id_bigint`).
    public var id: Int
    /// The NA World Services committee code (`worldid_mixed`).
    public var worldID: String?
    /// The id of the service body that owns the meeting (`service_body_bigint`).
    public var serviceBodyID: Int
    /// The owning service body's name (`service_body_name`, 4.0+ servers).
    public var serviceBodyName: String?
    public var weekday: Weekday?
    public var venueType: VenueType?
    /// The local start time.
    public var startTime: LocalTime?
    /// How long the meeting lasts (`duration_time`; up to 24 hours).
    public var duration: Duration? {
        get { durationSeconds.map { .seconds($0) } }
        set { durationSeconds = newValue.map { Int($0.components.seconds) } }
    }
    /// Stored in seconds so that encoded meetings read `"durationSeconds": 5400` rather than `Duration`'s pair of
    /// integers.
    private var durationSeconds: Int?
    /// The IANA name of the meeting's time zone (`time_zone`), if the server has one.
    public var timeZoneIdentifier: String?
    /// The keys of the meeting's formats, in the server's order (`formats`), e.g. `["O", "D", "WC"]`.
    public var formatKeys: [String]
    /// The shared ids of the meeting's formats, ascending (`format_shared_id_list`).
    public var formatIDs: [Int]
    /// Where the meeting gathers on the map.
    public var coordinate: Coordinate?
    /// How far the meeting is from the centre of a geographic search; `nil` otherwise.
    public var distance: Distance?
    /// The meeting's name (`meeting_name`).
    public var name: String
    /// The language of the meeting's data (`lang_enum`).
    public var language: String?
    /// Where the meeting gathers, as text.
    public var location: Location
    /// The online meeting link (`virtual_meeting_link`).
    public var virtualMeetingLink: String?
    /// The dial-in number (`phone_meeting_number`).
    public var phoneMeetingNumber: String?
    /// Extra instructions for the online meeting (`virtual_meeting_additional_info`).
    public var virtualMeetingAdditionalInfo: String?
    /// Free-text comments.
    public var comments: String?
    public var trainLines: String?
    public var busLines: String?
    /// The meeting's contacts (`contact_name_1`, `contact_phone_1`, `contact_email_1`, then `…_2`), only those
    /// with any value. Servers send them only to logged-in users who may see them.
    public var contacts: [Contact]
    /// The meeting's contact email address (`email_contact`), for users who may see it.
    public var emailContact: String?
    /// Notes for administrators (`admin_notes`, 4.1+), for users who may see them.
    public var adminNotes: String?
    /// Whether the meeting is published (visible in public searches).
    public var isPublished: Bool
    /// The root server the meeting comes from (`root_server_uri`).
    public var rootServerURI: String?
    /// The source server's id, in aggregator mode (`root_server_id`).
    public var rootServerID: Int?
    /// Every field the library does not know, by key, as text.
    public var customFields: [String: String]
    /// The modelled parts of the meeting its source sent, when it did not send them all (a search limited with
    /// ``MeetingQuery/selection``); `nil` for a whole meeting.
    ///
    /// The properties of parts not received hold placeholders, not data: ``serviceBodyID`` 0, ``name`` empty,
    /// ``isPublished`` `true`, no ``formatKeys``, and `nil` for the optional ones. Check ``contains(_:)`` before
    /// reading them.
    public var receivedFields: Set<Field>?

    /// Whether the meeting holds this part: always for a whole meeting, otherwise if its source sent it. For a key
    /// (``Field/key(_:)``), whether it holds the part the key fills, or for a key no part has, whether
    /// ``customFields`` has it.
    public func contains(_ field: Field) -> Bool {
        guard let part = field.part else { return field.key.map { customFields[$0] != nil } ?? true }
        return receivedFields?.contains(Field(part)) ?? true
    }

    /// The text fields that say where a meeting gathers.
    public struct Location: Hashable, Codable, Sendable {
        /// The venue's name (`location_text`).
        public var text: String?
        /// Extra directions (`location_info`).
        public var info: String?
        public var street: String?
        /// The borough (`location_city_subsection`).
        public var citySubsection: String?
        public var neighborhood: String?
        /// The town or city (`location_municipality`).
        public var municipality: String?
        /// The county (`location_sub_province`).
        public var subProvince: String?
        /// The state or province (`location_province`).
        public var province: String?
        /// The zip or postal code (`location_postal_code_1`).
        public var postalCode: String?
        public var nation: String?

        public init(
            text: String? = nil,
            info: String? = nil,
            street: String? = nil,
            citySubsection: String? = nil,
            neighborhood: String? = nil,
            municipality: String? = nil,
            subProvince: String? = nil,
            province: String? = nil,
            postalCode: String? = nil,
            nation: String? = nil
        ) {
            self.text = text
            self.info = info
            self.street = street
            self.citySubsection = citySubsection
            self.neighborhood = neighborhood
            self.municipality = municipality
            self.subProvince = subProvince
            self.province = province
            self.postalCode = postalCode
            self.nation = nation
        }

        /// The address on one line: street, town, state, postal code and nation, as far as known.
        public var formattedAddress: String {
            [street, municipality ?? citySubsection, province, postalCode, nation]
                .compactMap { $0 }
                .joined(separator: ", ")
        }
    }

    /// A person to contact about a meeting.
    public struct Contact: Hashable, Codable, Sendable {
        public var name: String?
        public var phone: String?
        public var email: String?

        public init(name: String? = nil, phone: String? = nil, email: String? = nil) {
            self.name = name
            self.phone = phone
            self.email = email
        }

        var isEmpty: Bool { name == nil && phone == nil && email == nil }
    }

    public init(
        id: Int,
        worldID: String? = nil,
        serviceBodyID: Int,
        serviceBodyName: String? = nil,
        weekday: Weekday? = nil,
        venueType: VenueType? = nil,
        startTime: LocalTime? = nil,
        duration: Duration? = nil,
        timeZoneIdentifier: String? = nil,
        formatKeys: [String] = [],
        formatIDs: [Int] = [],
        coordinate: Coordinate? = nil,
        distance: Distance? = nil,
        name: String,
        language: String? = nil,
        location: Location = Location(),
        virtualMeetingLink: String? = nil,
        phoneMeetingNumber: String? = nil,
        virtualMeetingAdditionalInfo: String? = nil,
        comments: String? = nil,
        trainLines: String? = nil,
        busLines: String? = nil,
        contacts: [Contact] = [],
        emailContact: String? = nil,
        adminNotes: String? = nil,
        isPublished: Bool = true,
        rootServerURI: String? = nil,
        rootServerID: Int? = nil,
        customFields: [String: String] = [:],
        receivedFields: Set<Field>? = nil
    ) {
        self.id = id
        self.worldID = worldID
        self.serviceBodyID = serviceBodyID
        self.serviceBodyName = serviceBodyName
        self.weekday = weekday
        self.venueType = venueType
        self.startTime = startTime
        self.durationSeconds = duration.map { Int($0.components.seconds) }
        self.timeZoneIdentifier = timeZoneIdentifier
        self.formatKeys = formatKeys
        self.formatIDs = formatIDs
        self.coordinate = coordinate
        self.distance = distance
        self.name = name
        self.language = language
        self.location = location
        self.virtualMeetingLink = virtualMeetingLink
        self.phoneMeetingNumber = phoneMeetingNumber
        self.virtualMeetingAdditionalInfo = virtualMeetingAdditionalInfo
        self.comments = comments
        self.trainLines = trainLines
        self.busLines = busLines
        self.contacts = contacts
        self.emailContact = emailContact
        self.adminNotes = adminNotes
        self.isPublished = isPublished
        self.rootServerURI = rootServerURI
        self.rootServerID = rootServerID
        self.customFields = customFields
        self.receivedFields = receivedFields
    }

    /// The local time the meeting ends (start plus duration, wrapping past midnight).
    public var endTime: LocalTime? {
        guard let startTime else { return nil }
        let seconds = duration.map { Int($0.components.seconds) } ?? 0
        return LocalTime(secondsSinceMidnight: startTime.secondsSinceMidnight + seconds)
    }

    /// The meeting's time zone, if the server named a valid one.
    public var timeZone: TimeZone? {
        timeZoneIdentifier.flatMap(TimeZone.init(identifier:))
    }

    /// The online meeting link as a URL, if it is one.
    public var virtualMeetingURL: URL? {
        guard let virtualMeetingLink, let url = URL(lenient: virtualMeetingLink), url.scheme != nil else { return nil }
        return url
    }

    /// Whether the meeting has one of the given format keys (`"TC"` for temporarily closed, for example).
    public func hasFormat(key: String) -> Bool {
        formatKeys.contains(key)
    }
}
