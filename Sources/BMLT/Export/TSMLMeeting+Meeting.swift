import Foundation

extension TSMLMeeting {
    /// A meeting in the TSML shape, as a 4.x server's `client_interface/tsml/` writes it.
    ///
    /// - Parameters:
    ///   - meeting: the meeting to write.
    ///   - formats: the server's formats, whose world ids give the TSML type codes (`OPEN` → `O`, `WCHR` → `X`,
    ///     `VM` → `ONL`, …); without them the meeting's format keys are read as world ids.
    public init(_ meeting: Meeting, formats: [Format] = []) {
        let codes = FormatWorldIDs(formats).of(meeting)
        let place = meeting.location
        func nonEmpty(_ text: String?) -> String? { text?.isEmpty == false ? text : nil }
        self.init(
            day: meeting.weekday.map(\.adminAPIValue),
            time: meeting.startTime?.hourMinute,
            endTime: meeting.endTime?.hourMinute,
            name: meeting.name,
            location: place.text,
            // As the server joins it: without the borough a meeting in a city subsection has.
            formattedAddress: nonEmpty(
                [place.street, place.municipality, place.province, place.postalCode, place.nation].compactMap { $0 }
                    .joined(separator: ", ")
            ),
            address: place.street,
            city: place.municipality,
            state: place.province,
            postalCode: place.postalCode,
            country: place.nation,
            types: codes.compactMap { Self.typeCodes[$0] },
            locationNotes: place.info,
            notes: meeting.comments,
            // A virtual meeting has no place to show on a map.
            coordinates: meeting.venueType == .virtual
                ? nil : meeting.coordinate.map { "\($0.latitude),\($0.longitude)" },
            slug: Self.slug(meeting.name) + "-" + String(meeting.id),
            region: meeting.serviceBodyName,
            regions: meeting.serviceBodyName.map { [$0] } ?? [],
            conferenceURL: meeting.virtualMeetingLink,
            conferenceURLNotes: meeting.virtualMeetingAdditionalInfo,
            conferencePhone: meeting.phoneMeetingNumber
        )
    }

    /// TSML type codes by format world id, as the server maps them.
    @_spi(BMLTInternal) public static let typeCodes: [String: String] = [
        "CPT": "CPT", "BT": "BT", "BEG": "BEG", "CAN": "CAN", "CW": "CW", "CLOSED": "C", "DISC": "DISC", "GL": "GL",
        "IP": "IP", "IW": "IW", "JFT": "JFT", "LIT": "LIT", "LC": "LC", "TC": "TC", "M": "M", "MED": "MED", "NS": "NS",
        "VM": "ONL", "OPEN": "O", "QA": "QA", "RA": "RA", "SMOK": "SMOK", "SPAD": "SPAD", "SPK": "SPK", "STEP": "STEP",
        "SWG": "SWG", "TOP": "TOP", "TRAD": "TRAD", "VAR": "VAR", "WCHR": "X", "W": "W", "Y": "Y",
    ]

    /// Laravel's `Str::slug`, as the server makes TSML slugs: ASCII, lower case, `@` as "at", other characters that
    /// are no letter, digit, hyphen or space dropped ("Don't" is "dont"), and runs of hyphens and spaces one hyphen.
    @_spi(BMLTInternal) public static func slug(_ text: String) -> String {
        let ascii =
            text.applyingTransform(.toLatin, reverse: false)?.applyingTransform(.stripDiacritics, reverse: false)
            ?? text
        var slug = ""
        var separates = false
        for character in ascii.lowercased().replacingOccurrences(of: "@", with: "-at-") {
            if character == "-" || character == "_" || character.isWhitespace {
                separates = !slug.isEmpty
            } else if character.isASCII, character.isLetter || character.isNumber {
                if separates { slug.append("-") }
                separates = false
                slug.append(character)
            }
        }
        return slug
    }

    /// The meeting as TSML's JSON object, in the server's member order.
    var tsmlObject: JSONObject {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        return JSONObject([
            ("day", day.map { .number(String($0)) } ?? .null), ("time", text(time)), ("end_time", text(endTime)),
            ("name", .string(name)), ("location", text(location)), ("formatted_address", text(formattedAddress)),
            ("address", text(address)), ("city", text(city)), ("state", text(state)),
            ("postal_code", text(postalCode)), ("country", text(country)),
            ("types", .array(types.map(JSONValue.string))),
            ("location_notes", text(locationNotes)), ("notes", text(notes)), ("coordinates", text(coordinates)),
            ("slug", text(slug)), ("updated", .null), ("region", text(region)),
            ("regions", .array(regions.map(JSONValue.string))), ("conference_url", text(conferenceURL)),
            ("conference_url_notes", text(conferenceURLNotes)), ("conference_phone", text(conferencePhone)),
            ("conference_phone_notes", text(conferencePhoneNotes)),
        ])
    }
}

/// The world ids of a meeting's formats, by which TSML's type codes are chosen: from the server's formats, or without
/// them the meeting's format keys read as world ids.
struct FormatWorldIDs {
    private let bySharedID: [Int: String]?

    init(_ formats: [Format]) {
        bySharedID =
            formats.isEmpty
            ? nil
            : Dictionary(formats.compactMap { format in format.worldID.map { (format.sharedID, $0) } }) { first, _ in
                first
            }
    }

    func of(_ meeting: Meeting) -> [String] {
        guard let bySharedID else { return meeting.formatKeys }
        return meeting.formatIDs.compactMap { bySharedID[$0] }
    }
}
