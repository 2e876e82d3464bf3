import Foundation

/// Meetings as a Meeting Guide feed: TSML by the spec of code4recovery/spec, which the Meeting Guide app, TSML UI and
/// the 12 Step Meeting List plugin read (``MeetingExporter/TSMLProfile/meetingGuide``).
///
/// Unlike a 4.x server's own TSML, every meeting has a time zone, a slug that a rename does not change, its point as
/// numbers with whether the address is approximate, the spec's type codes, and notes as plain text; members without
/// a value are left out.
struct MeetingGuideFeed {
    /// The world ids of a meeting's formats, which give the type codes.
    let worldIDs: FormatWorldIDs
    /// The zone of meetings without one of their own.
    let fallbackTimeZone: TimeZone
    /// When each meeting last changed, by id.
    let changeDates: [Int: Date]

    /// A feed of meetings of a server with these formats (none: the format keys are read as world ids).
    init(formats: [Format], fallbackTimeZone: TimeZone, changeDates: [Int: Date]) {
        worldIDs = FormatWorldIDs(formats)
        self.fallbackTimeZone = fallbackTimeZone
        self.changeDates = changeDates
    }

    /// The spec's type codes (data/types.json) by NA format world id, where the two name the same thing.
    static let typeCodes: [String: String] = [
        "OPEN": "O", "CLOSED": "C", "BEG": "BE", "CAN": "CAN", "CW": "CF", "DISC": "D", "TOP": "D", "GL": "LGBTQ",
        "LIT": "LIT", "M": "M", "W": "W", "Y": "Y", "MED": "MED", "SMOK": "SM", "SPK": "SP", "STEP": "ST",
        "TRAD": "TR", "WCHR": "X", "TC": "TC",
    ]

    func object(for meeting: Meeting) -> JSONObject {
        let place = meeting.location
        var members: [(key: String, value: JSONValue)] = []
        func add(_ key: String, _ text: String?) {
            if let text = text?.trimmingWhitespace, !text.isEmpty { members.append((key, .string(text))) }
        }
        add("name", meeting.name)
        members.append(("slug", .string(Self.slug(of: meeting))))
        if let weekday = meeting.weekday { members.append(("day", .number(String(weekday.adminAPIValue)))) }
        add("time", meeting.startTime?.hourMinute)
        add("end_time", meeting.endTime?.hourMinute)
        add("timezone", timeZoneIdentifier(of: meeting))
        members.append(("types", .array(types(of: meeting).map(JSONValue.string))))
        add("location", place.text)
        add("formatted_address", Self.formattedAddress(place))
        add("address", place.street)
        add("city", place.municipality)
        add("state", place.province)
        add("postal_code", place.postalCode)
        add("country", place.nation)
        members.append(("approximate", .string(Self.isApproximate(meeting) ? "yes" : "no")))
        if let coordinate = meeting.coordinate {
            members.append(("latitude", .number(String(coordinate.latitude))))
            members.append(("longitude", .number(String(coordinate.longitude))))
        }
        add("region", meeting.serviceBodyName)
        if let region = meeting.serviceBodyName?.trimmingWhitespace, !region.isEmpty {
            members.append(("regions", .array([.string(region)])))
        }
        add("location_notes", Self.plainText(place.info))
        add("notes", Self.plainText(meeting.comments))
        if let url = meeting.virtualMeetingURL, ["http", "https"].contains(url.scheme?.lowercased()) {
            add("conference_url", url.absoluteString)
            add("conference_url_notes", Self.plainText(meeting.virtualMeetingAdditionalInfo))
        }
        if let phone = Self.conferencePhone(meeting.phoneMeetingNumber) { add("conference_phone", phone) }
        add("updated", changeDates[meeting.id].map(Self.updatedText))
        return JSONObject(members)
    }

    /// A slug that names the meeting's server and id, not its name: bookmarks outlive a rename, and two servers'
    /// meetings of one id stay two.
    static func slug(of meeting: Meeting) -> String {
        let host =
            meeting.rootServerURI.flatMap { URL(string: $0)?.host }
            .map { TSMLMeeting.slug($0.replacingOccurrences(of: ".", with: "-")) } ?? ""
        let prefix = host.isEmpty ? "meeting" : String(host.prefix(48))
        return prefix + "-" + String(meeting.id)
    }

    private func timeZoneIdentifier(of meeting: Meeting) -> String {
        meeting.timeZoneIdentifier.flatMap(TimeZone.init(identifier:))?.identifier ?? fallbackTimeZone.identifier
    }

    /// The spec's codes of the meeting's formats, then `ONL` for a meeting one can join online (a hybrid one meets
    /// in person too) and `TC` for one that does not meet in person.
    private func types(of meeting: Meeting) -> [String] {
        var types = worldIDs.of(meeting).compactMap { Self.typeCodes[$0.uppercased()] }
        if meeting.meetsVirtually { types.append("ONL") }
        if meeting.venueType == .virtual { types.append("TC") }
        var seen = Set<String>()
        // A meeting that says both keeps Closed, as the 12 Step Meeting List plugin does.
        return types.filter { seen.insert($0).inserted && !($0 == "O" && types.contains("C")) }
    }

    /// Street, city, state and postal code, country: the four parts TSML UI needs to take an address as exact.
    static func formattedAddress(_ place: Meeting.Location) -> String? {
        let stateAndCode = [place.province, place.postalCode].compactMap { $0?.trimmingWhitespace }
            .filter { !$0.isEmpty }.joined(separator: " ")
        let parts = [place.street, place.municipality, stateAndCode, place.nation].compactMap { $0?.trimmingWhitespace }
            .filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Whether the address is no specific place: a meeting only online, or one without a street and a point.
    static func isApproximate(_ meeting: Meeting) -> Bool {
        meeting.venueType == .virtual || meeting.coordinate == nil
            || (meeting.location.street?.trimmingWhitespace ?? "").isEmpty
    }

    /// The number as the spec writes one: digits, with `+`, `,`, `*` and `#` for one-tap dialling.
    static func conferencePhone(_ text: String?) -> String? {
        let kept = String((text ?? "").unicodeScalars.filter { "0123456789+,*#".unicodeScalars.contains($0) })
        return kept.isEmpty ? nil : kept
    }

    /// Text without HTML: tags dropped, `<br>` and `<p>` as line breaks, entities decoded.
    static func plainText(_ text: String?) -> String? {
        guard let text else { return nil }
        guard text.contains("<") || text.contains("&") else { return text }
        let breaks = text.replacingOccurrences(
            of: "<\\s*(br|/p)\\s*/?\\s*>",
            with: "\n",
            options: [.regularExpression, .caseInsensitive]
        )
        let untagged = breaks.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        return HTMLEntities.decode(untagged)
    }

    /// `YYYY-MM-DD HH:MM:SS` in UTC, as the spec writes `updated`.
    static func updatedText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ number: Int?) -> String { String(format: "%02d", number ?? 0) }
        return "\(String(format: "%04d", parts.year ?? 0))-\(two(parts.month))-\(two(parts.day)) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}
