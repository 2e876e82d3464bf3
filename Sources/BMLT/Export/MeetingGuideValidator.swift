public import Foundation

/// Checks a Meeting Guide feed (TSML by code4recovery/spec) as the programs that read one do: errors where a reader
/// drops the meeting or the feed, warnings where it keeps the meeting but loses something.
///
/// The rules are the spec's and those of the open readers: TSML UI (`load-meeting-data.ts`), code4recovery's sheets
/// importer and the 12 Step Meeting List plugin's importer. The Meeting Guide app's own importer is not published.
///
/// ```swift
/// let feed = MeetingExporter(format: .tsml, tsmlProfile: .meetingGuide).data(for: meetings)
/// let report = MeetingGuideValidator.validate(feed)
/// for finding in report.errors { print(finding) }
/// ```
public enum MeetingGuideValidator {
    /// Checks a feed's bytes.
    public static func validate(_ feed: Data) -> MeetingGuideReport {
        var report = MeetingGuideReport()
        guard let json = try? JSONParser.parse(feed), case .array(let meetings) = json, !meetings.isEmpty else {
            report.add(.notAFeed, meeting: nil, "The feed is not a JSON array of meetings (readers refuse it whole).")
            return report
        }
        report.meetingCount = meetings.count
        var slugs = Set<String>()
        for (index, value) in meetings.enumerated() {
            guard case .object(let meeting) = value else {
                report.add(.notAMeeting, meeting: "#\(index + 1)", "Element \(index + 1) is not an object.")
                continue
            }
            MeetingCheck(meeting: meeting, index: index).run(into: &report, slugs: &slugs)
        }
        return report
    }

    /// The conference services that TSML UI, the 12 Step Meeting List plugin and the sheets importer recognise
    /// (their shared `conference_providers` list); a `conference_url` elsewhere is dropped by them.
    public static let conferenceProviders = [
        "bluejeans.com", "discord.gg", "freeconference.com", "freeconferencecall.com", "goto.com", "gotomeet.me",
        "gotomeeting.com", "horizon.meta.com", "maps.secondlife.com", "meet.google.com", "meet.jit.si",
        "meetings.dialpad.com", "signal.group", "skype.com", "slurl.com", "teams.live.com", "teams.microsoft.com",
        "vrchat.com", "webex.com", "zoho.com", "zoom.us",
    ]

    /// The spec's type codes (data/types.json), and `ONL`, which the 12 Step Meeting List plugin still writes.
    public static let typeCodes: Set<String> = [
        "11", "12x12", "A", "ABSI", "AF", "AL", "AL-AN", "AM", "AR", "ASL", "B", "BA", "BE", "BG", "BI", "BRK", "C",
        "CAN", "CF", "D", "DA", "DB", "DD", "DE", "DR", "EL", "EN", "FA", "FI", "FF", "FR", "G", "GR", "H", "HE", "HI",
        "HR", "HU", "IS", "ITA", "JA", "KA", "KOR", "L", "LGBTQ", "LIT", "LS", "LT", "M", "MED", "ML", "MT", "N", "NB",
        "NDG", "NE", "NL", "NO", "O", "OUT", "P", "POA", "POC", "POL", "POR", "PUN", "RUS", "S", "SEN", "SK", "SL",
        "SM", "SP", "ST", "SV", "T", "TC", "TH", "TL", "TR", "TUR", "UK", "W", "X", "XB", "XT", "Y", "ONL",
    ]
}

/// What ``MeetingGuideValidator`` found in a feed.
public struct MeetingGuideReport: Sendable {
    public var meetingCount = 0
    /// Findings that make a reader drop the meeting or the feed.
    public var errors: [MeetingGuideFinding] = []
    /// Findings a reader lives with, losing part of the meeting.
    public var warnings: [MeetingGuideFinding] = []

    public var isValid: Bool { errors.isEmpty }

    mutating func add(_ rule: MeetingGuideFinding.Rule, meeting: String?, _ message: String) {
        let finding = MeetingGuideFinding(rule: rule, meeting: meeting, message: message)
        if rule.isError { errors.append(finding) } else { warnings.append(finding) }
    }
}

/// One thing a feed does against the rules.
public struct MeetingGuideFinding: Sendable, Hashable, CustomStringConvertible {
    /// The rules, each an error or a warning.
    public enum Rule: String, Sendable, CaseIterable {
        // Errors.
        case notAFeed = "not-a-feed"
        case notAMeeting = "not-a-meeting"
        case missingSlug = "missing-slug"
        case duplicateSlug = "duplicate-slug"
        case missingName = "missing-name"
        case invalidDay = "invalid-day"
        case invalidTime = "invalid-time"
        case invalidEndTime = "invalid-end-time"
        case invalidTimeZone = "invalid-timezone"
        case missingAddress = "missing-address"
        case invalidCoordinate = "invalid-coordinate"
        // Warnings.
        case byAppointment = "by-appointment"
        case missingTimeZone = "missing-timezone"
        case unusualSlug = "unusual-slug"
        case longName = "long-name"
        case unknownType = "unknown-type"
        case openAndClosed = "open-and-closed"
        case invalidConferenceURL = "invalid-conference-url"
        case unknownConferenceProvider = "unknown-conference-provider"
        case invalidConferencePhone = "invalid-conference-phone"
        case inactive
        case approximateInPerson = "approximate-in-person"
        case invalidApproximate = "invalid-approximate"
        case invalidUpdated = "invalid-updated"
        case unusualDuration = "unusual-duration"
        case oneCoordinate = "one-coordinate"
        case html

        public var isError: Bool {
            switch self {
            case .notAFeed, .notAMeeting, .missingSlug, .duplicateSlug, .missingName, .invalidDay, .invalidTime,
                .invalidEndTime, .invalidTimeZone, .missingAddress, .invalidCoordinate:
                true
            default: false
            }
        }
    }

    public var rule: Rule
    /// The meeting's slug, or `#N` for the Nth meeting without one; `nil` for the whole feed.
    public var meeting: String?
    public var message: String

    public var description: String {
        "\(rule.isError ? "error" : "warning") [\(rule.rawValue)]\(meeting.map { " \($0)" } ?? ""): \(message)"
    }
}

/// The checks of one meeting of a feed.
private struct MeetingCheck {
    let meeting: JSONObject
    let index: Int
    /// The meeting's type codes, read once for the checks that ask.
    let types: [String]

    init(meeting: JSONObject, index: Int) {
        self.meeting = meeting
        self.index = index
        if case .array(let list) = meeting["types"] {
            types = list.compactMap { $0.text?.trimmingWhitespace }
        } else {
            types = []
        }
    }

    private func text(_ key: String) -> String? {
        guard let value = meeting[key]?.text?.trimmingWhitespace, !value.isEmpty else { return nil }
        return value
    }

    func run(into report: inout MeetingGuideReport, slugs: inout Set<String>) {
        let slug = text("slug")
        let name = slug ?? "#\(index + 1)"
        func add(_ rule: MeetingGuideFinding.Rule, _ message: String) { report.add(rule, meeting: name, message) }

        if let slug {
            if !slugs.insert(slug).inserted {
                add(.duplicateSlug, "Another meeting has this slug; TSML UI drops this one.")
            }
            if slug.count > 64 || !slug.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) })
            {
                add(.unusualSlug, "The slug is not URL-safe or is over 64 characters; the plugin rewrites it.")
            }
        } else {
            add(.missingSlug, "No slug: TSML UI and the sheets importer drop the meeting.")
        }
        if let title = text("name") {
            if title.count > 64 { add(.longName, "The name is over 64 characters; the app cuts it.") }
        } else {
            add(.missingName, "No name, which the spec requires.")
        }

        let day = meeting["day"]
        let days: [JSONValue] = if case .array(let list) = day { list } else { day.map { [$0] } ?? [] }
        if days.contains(where: { Int($0.text ?? "").map { !(0...6).contains($0) } ?? true }) {
            add(.invalidDay, "day is not 0 (Sunday) to 6 (Saturday), nor a list of them.")
        }
        let start = text("time").flatMap(Self.minutes)
        if let time = text("time"), start == nil { add(.invalidTime, "time \"\(time)\" is not HH:MM (24 hours).") }
        if let end = text("end_time") {
            if let endMinutes = Self.minutes(end) {
                if let start {
                    let duration = (endMinutes - start + 1_440) % 1_440
                    if duration == 0 || duration > 120 || endMinutes < start {
                        add(.unusualDuration, "end_time \(end) is not within two hours after time.")
                    }
                }
            } else {
                add(.invalidEndTime, "end_time \"\(end)\" is not HH:MM; TSML UI drops the meeting.")
            }
        }
        if days.isEmpty != (text("time") == nil) {
            add(.byAppointment, "A day without a time, or a time without a day: readers list it as by appointment.")
        }
        if let zone = text("timezone") {
            if TimeZone(identifier: zone) == nil || !zone.contains("/") {
                add(.invalidTimeZone, "timezone \"\(zone)\" is not an IANA zone such as America/New_York.")
            }
        } else {
            add(.missingTimeZone, "No timezone: TSML UI drops the meeting unless its page sets one.")
        }

        checkTypes(add)
        checkConference(add)
        checkPlace(add)

        if let updated = text("updated"), !Self.isUpdatedText(updated) {
            add(.invalidUpdated, "updated \"\(updated)\" is not YYYY-MM-DD HH:MM:SS.")
        }
        for key in ["name", "notes", "location", "location_notes"]
        where text(key)?.contains(/<[a-zA-Z\/][^>]*>/) == true {
            add(.html, "\(key) holds HTML, which the spec's plain text does not; readers strip it.")
        }
    }

    private func checkTypes(_ add: (MeetingGuideFinding.Rule, String) -> Void) {
        let unknown = types.filter { !MeetingGuideValidator.typeCodes.contains($0) }
        if !unknown.isEmpty {
            add(
                .unknownType,
                "Type codes the spec does not have, which readers drop: \(unknown.joined(separator: ", "))."
            )
        }
        if types.contains("O"), types.contains("C") {
            add(.openAndClosed, "Both Open and Closed; the plugin keeps Closed.")
        }
    }

    private func checkConference(_ add: (MeetingGuideFinding.Rule, String) -> Void) {
        var online = false
        if let link = text("conference_url") {
            if let url = URL(string: link), ["http", "https"].contains(url.scheme?.lowercased()),
                let host = url.host?.lowercased()
            {
                if MeetingGuideValidator.conferenceProviders.contains(where: { host == $0 || host.hasSuffix("." + $0) })
                {
                    online = true
                } else {
                    add(
                        .unknownConferenceProvider,
                        "conference_url is on \(host), no service readers know; they drop it."
                    )
                }
            } else {
                add(.invalidConferenceURL, "conference_url \"\(link)\" is not an http or https address.")
            }
        }
        if let phone = text("conference_phone") {
            if phone.filter({ $0.isASCII && ($0.isNumber || ",+#".contains($0)) }).count >= 10 {
                online = true
            } else {
                add(.invalidConferencePhone, "conference_phone has fewer than 10 digits; TSML UI drops it.")
            }
        }
        if types.contains("TC"), !online {
            add(.inactive, "Temporarily closed (TC) with no conference link or phone: readers show it as inactive.")
        }
    }

    private func checkPlace(_ add: (MeetingGuideFinding.Rule, String) -> Void) {
        let parts = ["address", "city", "state", "postal_code", "country"].compactMap(text)
        let address = text("formatted_address") ?? (parts.isEmpty ? nil : parts.joined(separator: ", "))
        guard let address else {
            add(.missingAddress, "No address at all: TSML UI and the plugin drop the meeting.")
            return
        }
        let approximateText = text("approximate")
        if let approximateText, !["yes", "no"].contains(approximateText) {
            add(.invalidApproximate, "approximate is \"\(approximateText)\", not \"yes\" or \"no\".")
        }
        // TSML UI's rule: without `approximate`, an address of fewer than four parts is approximate.
        let approximate = approximateText.map { $0 == "yes" } ?? (address.split(separator: ",").count < 4)
        if approximate, !types.contains("TC") {
            add(
                .approximateInPerson,
                "An approximate address for a meeting in person (no TC): readers take it as not in person."
            )
        }
        let latitude = meeting["latitude"]
        let longitude = meeting["longitude"]
        if (latitude == nil) != (longitude == nil) { add(.oneCoordinate, "latitude or longitude without the other.") }
        if let latitude, Double(latitude.text ?? "").map({ !(-90...90).contains($0) }) ?? true {
            add(.invalidCoordinate, "latitude is not a number from -90 to 90.")
        }
        if let longitude, Double(longitude.text ?? "").map({ !(-180...180).contains($0) }) ?? true {
            add(.invalidCoordinate, "longitude is not a number from -180 to 180.")
        }
    }

    /// Minutes after midnight of `HH:MM` (24 hours), or `nil` for anything else.
    static func minutes(_ text: String) -> Int? {
        guard let match = text.wholeMatch(of: /([01][0-9]|2[0-3]):([0-5][0-9])/) else { return nil }
        return Int(match.1)! * 60 + Int(match.2)!
    }

    static func isUpdatedText(_ text: String) -> Bool {
        text.wholeMatch(of: /[0-9]{4}-[01][0-9]-[0-3][0-9] [0-2][0-9]:[0-5][0-9]:[0-5][0-9]/) != nil
    }
}
