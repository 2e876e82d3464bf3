import BMLT
import Foundation

/// How `bmlt admin` shows meetings, changes and users in tables.
enum AdminDisplay {
    static func level(_ level: AdminUser.Level) -> String {
        switch level {
        case .serverAdministrator: return "server administrator"
        case .serviceBodyAdministrator: return "service body administrator"
        case .observer: return "observer"
        case .deactivated: return "deactivated"
        }
    }

    static func venue(_ venueType: VenueType?) -> String {
        switch venueType {
        case .inPerson?: return "in-person"
        case .virtual?: return "virtual"
        case .hybrid?: return "hybrid"
        case let other?: return String(other.rawValue)
        case nil: return ""
        }
    }

    /// An instant in this machine's time zone, with its offset: `2024-10-14T11:35:00-04:00`.
    static func date(_ date: Date?) -> String {
        date?.formatted(Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: .current)) ?? ""
    }

    /// One meeting, a field a line; empty fields are left out.
    static func meeting(_ meeting: Meeting) -> Table {
        let location = meeting.location
        var rows: [(String, String?)] = [
            ("ID", String(meeting.id)),
            ("Name", meeting.name),
            (
                "Service body",
                meeting.contains(.serviceBody)
                    ? String(meeting.serviceBodyID) + (meeting.serviceBodyName.map { " \($0)" } ?? "") : nil
            ),
            ("Day", meeting.weekday?.englishName),
            ("Start", meeting.startTime?.hourMinute),
            ("Duration", meeting.duration.map(Display.duration)),
            ("Time zone", meeting.timeZoneIdentifier),
            ("Venue", venue(meeting.venueType)),
            ("Formats", meeting.formatKeys.joined(separator: ",")),
            ("Published", meeting.contains(.published) ? (meeting.isPublished ? "yes" : "no") : nil),
            ("Location", location.text),
            ("Location info", location.info),
            ("Street", location.street),
            ("Neighborhood", location.neighborhood),
            ("Borough", location.citySubsection),
            ("Municipality", location.municipality),
            ("County", location.subProvince),
            ("Province", location.province),
            ("Postal code", location.postalCode),
            ("Nation", location.nation),
            ("Coordinate", meeting.coordinate?.description),
            ("Virtual link", meeting.virtualMeetingLink),
            ("Phone", meeting.phoneMeetingNumber),
            ("Virtual info", meeting.virtualMeetingAdditionalInfo),
            ("Comments", meeting.comments),
            ("Train lines", meeting.trainLines),
            ("Bus lines", meeting.busLines),
            ("Email contact", meeting.emailContact),
            ("Admin notes", meeting.adminNotes),
            ("World ID", meeting.worldID),
            ("Language", meeting.language),
        ]
        for (index, contact) in meeting.contacts.enumerated() {
            let text = [contact.name, contact.phone, contact.email].compactMap { $0 }.joined(separator: ", ")
            rows.append(("Contact \(index + 1)", text))
        }
        for key in meeting.customFields.keys.sorted() {
            rows.append((key, meeting.customFields[key]))
        }
        return Table(
            headers: ["Field", "Value"],
            rows: rows.compactMap { name, value in
                guard let value, !value.isEmpty else { return nil }
                return [name, value.replacingOccurrences(of: "\n", with: " ")]
            }
        )
    }

    /// Change records, a line each (in the order given); `idHeader` names the record id's column.
    static func changes(_ changes: [Change], idHeader: String = "Change") -> Table {
        Table(
            headers: [idHeader, "Date", "Type", "Meeting", "User", "Details"],
            rows: changes.map {
                [
                    String($0.id), date($0.date), $0.kind.description,
                    $0.meetingID.map(String.init) ?? "", $0.userName ?? "", Display.cell($0.details, width: 80),
                ]
            }
        )
    }
}
