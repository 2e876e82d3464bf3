@_spi(BMLTInternal) import BMLT
import Foundation

/// `GetNAWSDump`: a service body's meetings (and those of the bodies below it), unpublished and deleted ones included,
/// in the NA World Services spreadsheet format, as `SwitcherController::getNawsDump` writes it.
struct NAWSDump {
    let catalog: Catalog
    let settings: Settings

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

    func respond(parameters: RequestParameters, mode: LocalServer.Mode) -> LocalResponse {
        let idText = parameters.string("sb_id")
        let body: Catalog.ServiceBody
        if mode == .legacy {
            // 2.16.6 reads `intval($_GET['sb_id'])` and answers nothing at all for a body that is not there.
            guard let found = catalog.serviceBody(id: PHPText.intval(idText ?? "")) else {
                return .text("", contentType: "text/csv; charset=UTF-8")
            }
            body = found
        } else {
            guard let idText else {
                return .validation([("sb_id", ["The sb id field is required."])])
            }
            guard let id = Int(idText) else {
                return .validation([("sb_id", ["The sb id must be an integer."])])
            }
            guard let found = catalog.serviceBody(id: id) else {
                return .validation([("sb_id", ["The selected sb id is invalid."])])
            }
            body = found
        }
        var bodies = Set(catalog.withDescendants([body.id]))
        var everyMeeting = false
        if mode == .legacy {
            // 2.16.6 keeps the bodies that have a world id. With none left its search has no service body at all:
            // every meeting of the server, and no deleted one (its `$found` is never set).
            bodies = bodies.filter { PHPText.isTruthy(catalog.serviceBody(id: $0)?.worldID) }
            everyMeeting = bodies.isEmpty
            if everyMeeting { bodies = Set(catalog.meetings.map(\.serviceBodyID)) }
        }
        // Ordered by language, weekday, start time and id; 2.x compares the id as text.
        let idKey = { (meeting: Catalog.Meeting) -> String in
            mode == .legacy
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
        // 2.x quotes every value; 4.x writes with fputcsv, which quotes only where needed.
        let quotesAll = mode == .legacy
        let quote = { (value: String) -> String in quotesAll ? CSVText.quoted(value) : CSVText.quotedIfNeeded(value) }
        var lines = [Self.columns.map(quote).joined(separator: ",")]
        for (meeting, isDeleted) in meetings.map({ ($0, false) }) + deleted.map({ ($0, true) }) {
            let owner = catalog.serviceBody(id: meeting.serviceBodyID)
            let values = row(
                meeting,
                body: owner,
                formats: byID,
                lastChanged: lastChanged[meeting.id],
                deleted: isDeleted,
                legacy: quotesAll
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
            // 4.x's controller returns the text without a type, which Laravel sends as HTML.
            contentType: mode == .legacy ? "text/csv; charset=UTF-8" : "text/html; charset=utf-8",
            // 2.16.6 ends the last row without a line feed.
            body: Array((lines.joined(separator: "\n") + (mode == .legacy ? "" : "\n")).utf8)
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
            let main = snapshot.main
            let idText = change.beforeID.map(String.init) ?? main["id_bigint"]
            guard let idText, PHPText.isNumeric(idText) else { continue }
            let id = PHPText.intval(idText)
            guard !existing.contains(id), seen.insert(id).inserted else { continue }
            // PHP's `empty(trim(…))`: "0" counts as empty too.
            let worldID = (main["worldid_mixed"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !worldID.isEmpty, worldID != "0", worldID.lowercased() != "deleted" else { continue }
            let formats = main["formats"]
            result.append(
                Catalog.Meeting(
                    id: id,
                    rootServerID: nil,
                    worldID: main["worldid_mixed"],
                    sharedGroupID: nil,
                    serviceBodyID: PHPText.intval(main["service_body_bigint"] ?? ""),
                    weekday: main["weekday_tinyint"].map(PHPText.intval),
                    venueType: main["venue_type"].map(PHPText.intval),
                    startTime: main["start_time"],
                    durationTime: main["duration_time"],
                    timeZone: main["time_zone"],
                    formats: formats,
                    formatIDs: (formats ?? "").split(separator: ",").compactMap {
                        Int($0.trimmingCharacters(in: .whitespaces))
                    },
                    language: main["lang_enum"] ?? "en",
                    longitude: main["longitude"].map(PHPText.floatval),
                    latitude: main["latitude"].map(PHPText.floatval),
                    published: PHPText.intval(main["published"] ?? ""),
                    emailContact: main["email_contact"],
                    data: snapshot.data
                )
            )
        }
        return result
    }

    private func row(
        _ meeting: Catalog.Meeting,
        body: Catalog.ServiceBody?,
        formats: [Int: Catalog.Format],
        lastChanged: Int?,
        deleted: Bool,
        legacy: Bool
    ) -> [String] {
        // 2.16.6 takes the values from its CSV rows, which trim them.
        let data = legacy ? meeting.data.mapValues(PHPText.trim) : meeting.data
        let worldIDs = meeting.formatIDs.compactMap { formats[$0]?.worldID }.filter { !$0.isEmpty }
        var uniqueWorldIDs: [String] = []
        for id in worldIDs where !uniqueWorldIDs.contains(id) { uniqueWorldIDs.append(id) }
        if legacy {
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
        if legacy {
            // 2.16.6: the default status, unless the meeting has a format of the other (so OPEN with both, by default).
            let (usual, other) = settings.defaultClosedStatus ? ("CLOSED", "OPEN") : ("OPEN", "CLOSED")
            closed = uniqueWorldIDs.contains(other) ? other : usual
        } else {
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
            case "Room": return room.joined(separator: legacy ? "," : ", ")
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
            // 2.16.6 writes the column's text; 4.x the float PDO reads, cast with PHP's 14 significant digits.
            case "Longitude": return meeting.longitude.map(legacy ? PHPNumber.string : PHPNumber.precision14) ?? ""
            case "Latitude": return meeting.latitude.map(legacy ? PHPNumber.string : PHPNumber.precision14) ?? ""
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
