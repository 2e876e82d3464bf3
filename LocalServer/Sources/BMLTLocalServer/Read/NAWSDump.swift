@_spi(BMLTInternal) import BMLT
import Foundation

/// `GetNAWSDump`: a service body's meetings (and those of the bodies below it), unpublished and deleted ones included,
/// in the NA World Services spreadsheet format, as `SwitcherController::getNawsDump` writes it.
struct NAWSDump {
    let catalog: Catalog
    let flavour: ReadFlavour
    private let rules: Rules

    init(catalog: Catalog, flavour: ReadFlavour) {
        self.catalog = catalog
        self.flavour = flavour
        rules = flavour.naws.export
    }

    private var settings: Settings { catalog.settings }

    /// The service body an export is of, or the answer when `sb_id` names none.
    enum Subject {
        case body(Catalog.ServiceBody)
        case answer(LocalResponse)
    }

    /// How a server's export differs.
    struct Rules: Sendable {
        /// Whether only the service bodies with a world id are exported; with none left, every meeting of the server
        /// and no deleted one.
        var keepsBodiesWithWorldIDOnly: Bool
        /// Whether the meeting id, the sort's last key, is compared as text.
        var comparesIDsAsText: Bool
        /// Whether every value is quoted, or only where `fputcsv` needs it.
        var quotesEveryValue: Bool
        var contentType: String
        var endsWithLineFeed: Bool
        /// Whether the data fields are trimmed (as CSV rows trim them).
        var trimsValues: Bool
        /// Whether the formats' world ids are in the order of their formats' shared ids, or of the meeting's.
        var ordersFormatsBySharedID: Bool
        var closedStatus: ClosedStatus
        /// Between the names in `Room`.
        var roomSeparator: String
    }

    /// How `Closed` is decided.
    enum ClosedStatus: Sendable {
        /// 4.x: CLOSED with the CLOSED format, else OPEN with the OPEN format, else the default status.
        case closedFirst
        /// 2.16.6: the default status, unless the meeting has a format of the other (so OPEN with both, by default).
        case otherThanDefault
    }

    static let columns = [
        "Committee", "CommitteeName", "AddDate", "AreaRegion", "ParentName", "ComemID", "ContactID", "ContactName",
        "CompanyName", "ContactAddrID", "ContactAddress1", "ContactAddress2", "ContactCity", "ContactState",
        "ContactZip", "ContactCountry", "ContactPhone", "MeetingID", "Room", "Closed", "WheelChr", "Day", "Time",
        "Language1", "Language2", "Language3", "LocationId", "Place", "Address", "City", "LocBorough", "State", "Zip",
        "Country", "Directions", "Institutional", "Format1", "Format2", "Format3", "Format4", "Format5", "Delete",
        "LastChanged", "Longitude", "Latitude", "ContactGP", "PhoneMeetingNumber", "VirtualMeetingLink",
        "VirtualMeetingInfo", "TimeZone", "bmlt_id", "unpublished",
    ]
    private static let excludedFormats: Set<String> = ["OPEN", "CLOSED", "WCHR"]
    private static let formatsAtFront = ["VM", "TC", "HYBR", "W", "M", "GL"]
    private static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    func respond(parameters: RequestParameters) -> LocalResponse {
        let body: Catalog.ServiceBody
        switch flavour.naws.subject(parameters.string("sb_id"), catalog: catalog) {
        case .answer(let answer): return answer
        case .body(let found): body = found
        }
        var bodies = Set(catalog.withDescendants([body.id]))
        var everyMeeting = false
        if rules.keepsBodiesWithWorldIDOnly {
            // 2.16.6's search then has no service body at all: every meeting, and no deleted one (its `$found` is
            // never set).
            bodies = bodies.filter { PHPText.isTruthy(catalog.serviceBody(id: $0)?.worldID) }
            everyMeeting = bodies.isEmpty
            if everyMeeting { bodies = Set(catalog.meetings.map(\.serviceBodyID)) }
        }
        // Ordered by language, weekday, start time and id.
        let comparesIDsAsText = rules.comparesIDsAsText
        let idKey = { (meeting: Catalog.Meeting) -> String in
            comparesIDsAsText
                ? String(meeting.id) : String(repeating: "0", count: 20 - String(meeting.id).count) + String(meeting.id)
        }
        let meetings = catalog.meetings.filter { bodies.contains($0.serviceBodyID) }.sorted {
            ($0.language, $0.weekday ?? -1, $0.startTime ?? "", idKey($0)) < (
                $1.language, $1.weekday ?? -1, $1.startTime ?? "", idKey($1)
            )
        }
        let deleted = everyMeeting ? [] : deletedMeetings(bodies: bodies, existing: Set(meetings.map(\.id)))
        let formats = catalog.formats.filter {
            $0.language == settings.language && !($0.key ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        }
        var byID: [Int: Catalog.Format] = [:]
        for format in formats where byID[format.sharedID] == nil { byID[format.sharedID] = format }
        let lastChanged = lastChangeTimes(bodies: bodies)
        let quotesAll = rules.quotesEveryValue
        let quote = { (value: String) -> String in quotesAll ? CSVText.quoted(value) : CSVText.quotedIfNeeded(value) }
        var lines = [Self.columns.map(quote).joined(separator: ",")]
        for (meeting, isDeleted) in meetings.map({ ($0, false) }) + deleted.map({ ($0, true) }) {
            let owner = catalog.serviceBody(id: meeting.serviceBodyID)
            let values = row(
                meeting,
                body: owner,
                formats: byID,
                lastChanged: lastChanged[meeting.id],
                deleted: isDeleted
            )
            lines.append(values.map(quote).joined(separator: ","))
        }
        let worldID = (body.worldID ?? "WORLD_ID_MISSING").uppercased().replacingOccurrences(
            of: "[^A-Za-z0-9_]",
            with: "_",
            options: .regularExpression
        )
        let name = body.name.lowercased().replacingOccurrences(
            of: "[^A-Za-z0-9_]",
            with: "_",
            options: .regularExpression
        )
        let now = PHPDate.format("Y_m_d_H_i_s", Int(Date().timeIntervalSince1970))
        let filename = ["BMLT", worldID, name, now].joined(separator: "_") + ".csv"
        var response = LocalResponse(
            status: 200,
            contentType: rules.contentType,
            body: Array((lines.joined(separator: "\n") + (rules.endsWithLineFeed ? "\n" : "")).utf8)
        )
        response.headers.append(("Content-Disposition", "attachment; filename=\(filename)"))
        return response
    }

    /// The newest change of each meeting (by its before id, else its after id) recorded for the bodies.
    private func lastChangeTimes(bodies: Set<Int>) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for change in catalog.changes
        where change.objectClass == "c_comdef_meeting" && bodies.contains(change.serviceBodyID) {
            guard let id = change.beforeID ?? change.afterID else { continue }
            result[id] = max(result[id] ?? 0, change.date)
        }
        return result
    }

    /// Meetings of the bodies that were deleted, from the newest delete record of each, newest first; left out when
    /// the meeting exists again, or had no world id or the world id `deleted` (NAWS knows it is gone).
    private func deletedMeetings(bodies: Set<Int>, existing: Set<Int>) -> [Catalog.Meeting] {
        var seen = Set<Int>()
        var result: [Catalog.Meeting] = []
        let deletes = catalog.changes.filter {
            $0.objectClass == "c_comdef_meeting" && $0.type == "comdef_change_type_delete"
                && bodies.contains($0.serviceBodyID)
        }
        for change in deletes.sorted(by: { $0.id > $1.id }) {
            guard let snapshot = MeetingSnapshot.decode(change.before) else { continue }
            let idText = change.beforeID.map(String.init) ?? snapshot[.id]
            guard let idText, PHPText.isNumeric(idText) else { continue }
            let id = PHPText.intval(idText)
            guard !existing.contains(id), seen.insert(id).inserted else { continue }
            // PHP's `empty(trim(…))`: "0" counts as empty too.
            let worldID = (snapshot[.worldID] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !worldID.isEmpty, worldID != "0", worldID.lowercased() != "deleted" else { continue }
            var record = snapshot.record()
            record.id = id
            result.append(Catalog.Meeting(record, data: snapshot.data, storage: catalog.storage))
        }
        return result
    }

    private func row(
        _ meeting: Catalog.Meeting,
        body: Catalog.ServiceBody?,
        formats: [Int: Catalog.Format],
        lastChanged: Int?,
        deleted: Bool
    ) -> [String] {
        let data = rules.trimsValues ? meeting.data.mapValues(PHPText.trim) : meeting.data
        let worldIDs = meeting.formatIDs.compactMap { formats[$0]?.worldID }.filter { !$0.isEmpty }
        var uniqueWorldIDs: [String] = []
        for id in worldIDs where !uniqueWorldIDs.contains(id) { uniqueWorldIDs.append(id) }
        if rules.ordersFormatsBySharedID {
            // 2.16.6 walks its format dictionary, keyed by world id in the order of the formats' shared ids.
            var rank: [String: Int] = [:]
            for format in formats.values {
                if let id = format.worldID { rank[id] = min(rank[id] ?? .max, format.sharedID) }
            }
            uniqueWorldIDs.sort { rank[$0] ?? .max < rank[$1] ?? .max }
        }
        let exported =
            Self.formatsAtFront.filter(uniqueWorldIDs.contains)
            + uniqueWorldIDs.filter { !Self.formatsAtFront.contains($0) && !Self.excludedFormats.contains($0) }
        let room = meeting.formatIDs.filter { (formats[$0]?.worldID ?? "").isEmpty }.compactMap { formats[$0]?.name }
        let languages = meeting.formatIDs.filter { formats[$0]?.worldID == "LANG" }.compactMap {
            formats[$0]?.key?.uppercased()
        }
        let closed: String
        switch rules.closedStatus {
        case .otherThanDefault:
            let (usual, other) = settings.defaultClosedStatus ? ("CLOSED", "OPEN") : ("OPEN", "CLOSED")
            closed = uniqueWorldIDs.contains(other) ? other : usual
        case .closedFirst:
            closed =
                uniqueWorldIDs.contains("CLOSED")
                ? "CLOSED" : uniqueWorldIDs.contains("OPEN") ? "OPEN" : settings.defaultClosedStatus ? "CLOSED" : "OPEN"
        }
        let city =
            [data["location_city_subsection"], data["location_municipality"], data["location_neighborhood"]]
            .compactMap { $0 }.first { !$0.isEmpty } ?? ""
        let info = (data["location_info"] ?? "").trimmingCharacters(in: .whitespaces)
        let comments = (data["comments"] ?? "").trimmingCharacters(in: .whitespaces)
        let directions = info.isEmpty ? comments : comments.isEmpty ? info : info + ", " + comments
        let time = (meeting.startTime ?? "").split(separator: ":").prefix(2).joined()
        let changed = lastChanged.map { PHPDate.format("n/j/y", $0) }
        return Self.columns.map { column in
            switch column {
            case "Committee": return (meeting.worldID ?? "").trimmingCharacters(in: .whitespaces)
            case "CommitteeName": return data["meeting_name"] ?? ""
            case "AreaRegion": return body?.worldID.flatMap { $0.isEmpty ? nil : $0 } ?? "WORLD_ID_MISSING"
            case "ParentName": return body?.name ?? ""
            case "Room": return room.joined(separator: rules.roomSeparator)
            case "Closed": return closed
            case "WheelChr": return uniqueWorldIDs.contains("WCHR") ? "TRUE" : "FALSE"
            case "Day":
                return meeting.weekday.flatMap { Self.dayNames.indices.contains($0) ? Self.dayNames[$0] : nil } ?? ""
            case "Time": return time
            case "Language1": return languages.first ?? ""
            case "Place": return data["location_text"] ?? ""
            case "Address": return data["location_street"] ?? ""
            case "City": return city
            case "LocBorough": return data["location_neighborhood"] ?? ""
            case "State": return data["location_province"] ?? ""
            case "Zip": return data["location_postal_code_1"] ?? ""
            case "Country": return data["location_nation"] ?? ""
            case "Directions": return directions
            case "Institutional": return "FALSE"
            case "Format1", "Format2", "Format3", "Format4", "Format5":
                let index = Int(String(column.last!))! - 1
                return index < exported.count ? exported[index] : ""
            case "Delete": return deleted ? "D" : ""
            case "LastChanged": return changed ?? ""
            case "Longitude": return meeting.longitude.map(flavour.renderer.coordinateText) ?? ""
            case "Latitude": return meeting.latitude.map(flavour.renderer.coordinateText) ?? ""
            case "PhoneMeetingNumber": return data["phone_meeting_number"] ?? ""
            case "VirtualMeetingLink": return data["virtual_meeting_link"] ?? ""
            case "VirtualMeetingInfo": return data["virtual_meeting_additional_info"] ?? ""
            case "TimeZone": return (meeting.timeZone ?? "").trimmingCharacters(in: .whitespaces)
            case "bmlt_id": return String(meeting.id)
            case "unpublished": return meeting.published == 1 ? "" : "1"
            default: return ""
            }
        }
    }
}

extension CSVText {
    /// `fputcsv`: quotes a value only when it holds a comma, quote, space, tab or line break.
    static func quotedIfNeeded(_ value: String) -> String {
        value.contains(where: { ",\" \t\r\n\\".contains($0) }) ? quoted(value) : value
    }
}
