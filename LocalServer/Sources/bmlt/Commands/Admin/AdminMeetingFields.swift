import ArgumentParser
import BMLT
import Foundation

/// The meeting fields `bmlt admin edit` and `bmlt admin create` set, one option each. An empty value (`--comments ""`)
/// clears a field.
struct AdminMeetingFields: ParsableArguments {
    enum Publication: String, EnumerableFlag {
        case published, unpublished

        static func help(for value: Publication) -> ArgumentHelp? {
            switch value {
            case .published: return "Show the meeting in public searches."
            case .unpublished: return "Hide the meeting from public searches."
            }
        }
    }

    @Option(help: "The meeting's name.")
    var name: String?
    @Option(
        name: .customLong("service-body"),
        help: ArgumentHelp(
            "The service body the meeting belongs to, by id or name (see bmlt service-bodies).",
            valueName: "body"
        )
    )
    var serviceBody: ServerReference?
    @Option(
        help: ArgumentHelp(
            "The weekday, by name (mon or Monday) or number (1–7, 1 = Sunday).",
            valueName: "day"
        )
    )
    var weekday: Weekday?
    @Option(help: ArgumentHelp("The local start time, e.g. 19:30.", valueName: "hh:mm"))
    var start: LocalTime?
    @Option(help: ArgumentHelp("How long the meeting lasts: H:MM or minutes, e.g. 1:30 or 90.", valueName: "h:mm"))
    var duration: MeetingLength?
    @Option(name: .customLong("venue-type"), help: ArgumentHelp("The venue type.", valueName: "type"))
    var venueType: VenueType?
    @Option(
        help: """
            The meeting's format keys, all of them (comma list), e.g. O,D,WC. Case does not matter where the server's \
            keys differ in more than case.
            """
    )
    var formats: CommaList<String>?
    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("The IANA time zone, e.g. America/New_York.", valueName: "zone")
    )
    var timeZone: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            """
            Where the meeting is on the map: LATITUDE,LONGITUDE (latitude from -90 to 90, longitude from -180 to \
            180), e.g. -33.87,151.21.
            """,
            valueName: "latitude,longitude"
        )
    )
    var coordinate: Coordinate?
    @Option(name: .customLong("location-text"), help: "The venue's name.")
    var locationText: String?
    @Option(name: .customLong("location-info"), help: "Extra directions.")
    var locationInfo: String?
    @Option(help: "The street address.")
    var street: String?
    @Option(help: "The neighborhood.")
    var neighborhood: String?
    @Option(help: "The borough (city subsection).")
    var borough: String?
    @Option(help: "The town or city.")
    var municipality: String?
    @Option(help: "The county (sub-province).")
    var county: String?
    @Option(help: "The state or province.")
    var province: String?
    @Option(name: .customLong("postal-code"), help: "The zip or postal code.")
    var postalCode: String?
    @Option(help: "The nation.")
    var nation: String?
    @Option(name: .customLong("virtual-link"), help: "The online meeting link.")
    var virtualLink: String?
    @Option(name: .customLong("phone-number"), help: "The dial-in number.")
    var phoneNumber: String?
    @Option(name: .customLong("virtual-info"), help: "Extra instructions for the online meeting.")
    var virtualInfo: String?
    @Option(help: "Free-text comments.")
    var comments: String?
    @Option(name: .customLong("email-contact"), help: "The meeting's contact email address.")
    var emailContact: String?
    @Option(name: .customLong("admin-notes"), help: "Notes for administrators (4.1+ servers).")
    var adminNotes: String?
    @Option(name: .customLong("world-id"), help: "The NA World Services committee code.")
    var worldID: String?
    @Flag var publication: Publication?

    /// The text options, for telling whether any was given.
    private var texts: [String?] {
        [
            name, timeZone, locationText, locationInfo, street, neighborhood, borough, municipality, county, province,
            postalCode, nation, virtualLink, phoneNumber, virtualInfo, comments, emailContact, adminNotes, worldID,
        ]
    }

    /// Whether no field option was given.
    var isEmpty: Bool {
        let typed: [Any?] = [serviceBody, weekday, start, duration, venueType, formats, coordinate, publication]
        return texts.allSatisfy { $0 == nil } && typed.allSatisfy { $0 == nil }
    }

    /// Checks every value, so that a mistake is a usage error before anything is sent.
    func validate() throws {
        var scratch = Meeting(id: 0, serviceBodyID: 0, name: "")
        try apply(to: &scratch)
    }

    /// Sets the given fields on a meeting, checked against the server: `--formats` matched to its format keys, and
    /// `--service-body` found among its bodies by id or name.
    ///
    /// - Throws: a usage error naming what the server has when a key or body matches none of its own.
    func apply(to meeting: inout Meeting, on client: BMLTClient) async throws {
        let serverFormats = formats == nil ? [] : try await client.formats(FormatQuery(includesUnused: true))
        try apply(to: &meeting, serverFormats: serverFormats)
        if let serviceBody {
            meeting.serviceBodyID = try await MeetingQueryOptions.serviceBodyID(
                serviceBody,
                on: client,
                option: "--service-body"
            )
        }
    }

    /// Refuses `--formats VM` or `HY` for a meeting of a 3.x or 4.x server that is not of that venue type: those
    /// servers take the two from the venue type and drop them from the formats, so the save would say nothing of it.
    func refuseVenueFormats(for meeting: Meeting, on flavour: AdminCredential.Flavour) throws {
        guard flavour == .adminAPI, venueType == nil, let keys = formats?.elements else { return }
        let venueFormats: [(key: String, type: VenueType, option: String)] = [
            ("VM", .virtual, "virtual"), ("HY", .hybrid, "hybrid"),
        ]
        let given = venueFormats.first { venue in
            meeting.venueType != venue.type && keys.contains { $0.caseInsensitiveCompare(venue.key) == .orderedSame }
        }
        if let given {
            throw AdminOutput.usageError(
                "--formats \(given.key): a 3.x or 4.x server takes \(given.key) from the meeting's venue type and "
                    + "drops it from the formats; give --venue-type \(given.option) instead. Nothing was changed."
            )
        }
    }

    /// Sets the given fields on a meeting, with `--formats` matched to the server's format keys.
    ///
    /// - Throws: a usage error naming the server's keys when a key matches none of them, or several but for case.
    func apply(to meeting: inout Meeting, serverFormats: [Format]) throws {
        try apply(to: &meeting)
        guard formats != nil else { return }
        let keys = Set(serverFormats.map(\.key))
        var unknown: [String] = []
        meeting.formatKeys = meeting.formatKeys.compactMap { given in
            if keys.contains(given) { return given }
            let matches = keys.filter { $0.caseInsensitiveCompare(given) == .orderedSame }
            if matches.count == 1 { return matches.first }
            unknown.append(given)
            return nil
        }
        guard unknown.isEmpty else {
            throw AdminOutput.usageError(
                "--formats: the server has no format " + (unknown.count == 1 ? "key " : "keys ")
                    + unknown.joined(separator: ", ") + "; nothing was changed. Its keys: "
                    + keys.sorted().joined(separator: ", ") + "."
            )
        }
    }

    /// Sets the given fields on a meeting, format keys as written.
    func apply(to meeting: inout Meeting) throws {
        /// `nil` for an empty value, which clears the field.
        func text(_ value: String) -> String? { value.isEmpty ? nil : value }

        if let name {
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("--name: a meeting needs a name.")
            }
            meeting.name = name
        }
        if case .id(let serviceBody)? = serviceBody {
            guard serviceBody > 0 else { throw ValidationError("--service-body: give a service body's id or name.") }
            meeting.serviceBodyID = serviceBody
        }
        if let weekday { meeting.weekday = weekday }
        if let start { meeting.startTime = start }
        if let duration {
            guard duration.duration > .zero, duration.duration < .seconds(24 * 3600) else {
                throw ValidationError("--duration: give a length between 0:01 and 23:59.")
            }
            meeting.duration = duration.duration
        }
        if let venueType { meeting.venueType = venueType }
        if let formats { meeting.formatKeys = formats.elements }
        if let timeZone { meeting.timeZoneIdentifier = text(timeZone) }
        if let coordinate {
            guard coordinate.isValid else { throw ValidationError("--coordinate: \(coordinate) is not on the map.") }
            // 0 is what a server reads as no value (2.x skips it), and 0,0 is at sea, where no meeting is.
            guard coordinate.latitude != 0 || coordinate.longitude != 0 else {
                throw ValidationError(
                    "--coordinate 0,0 is at sea off West Africa, the place of no coordinate: give the meeting's."
                )
            }
            meeting.coordinate = coordinate
        }
        if let locationText { meeting.location.text = text(locationText) }
        if let locationInfo { meeting.location.info = text(locationInfo) }
        if let street { meeting.location.street = text(street) }
        if let neighborhood { meeting.location.neighborhood = text(neighborhood) }
        if let borough { meeting.location.citySubsection = text(borough) }
        if let municipality { meeting.location.municipality = text(municipality) }
        if let county { meeting.location.subProvince = text(county) }
        if let province { meeting.location.province = text(province) }
        if let postalCode { meeting.location.postalCode = text(postalCode) }
        if let nation { meeting.location.nation = text(nation) }
        if let virtualLink { meeting.virtualMeetingLink = text(virtualLink) }
        if let phoneNumber { meeting.phoneMeetingNumber = text(phoneNumber) }
        if let virtualInfo { meeting.virtualMeetingAdditionalInfo = text(virtualInfo) }
        if let comments { meeting.comments = text(comments) }
        if let emailContact { meeting.emailContact = text(emailContact) }
        if let adminNotes { meeting.adminNotes = text(adminNotes) }
        if let worldID { meeting.worldID = text(worldID) }
        if let publication { meeting.isPublished = publication == .published }
    }
}
