@_spi(BMLTInternal) import BMLT
import Foundation

/// A column of a meeting table: its header, and how a meeting fills it. A part the server did not send (a search with
/// `--fields`) stays blank: its placeholder is not data.
struct MeetingColumn: Sendable {
    var header: String
    var value: @Sendable (Meeting) -> String

    static let id = MeetingColumn(header: "ID") { String($0.id) }
    /// The host (and port) of the server a meeting came from, which tells apart two servers' meetings of the same id.
    static let server = MeetingColumn(header: "Server") { meeting in
        meeting.rootServerURI.map { URL(string: $0)?.hostAndPort ?? $0 } ?? ""
    }
    static let serviceBody = MeetingColumn(header: "Body") {
        $0.contains(.serviceBody) ? String($0.serviceBodyID) : ""
    }
    static let weekday = MeetingColumn(header: "Day") { $0.weekday.map { String($0.englishName.prefix(3)) } ?? "" }
    static let start = MeetingColumn(header: "Start") { $0.startTime?.hourMinute ?? "" }
    static let duration = MeetingColumn(header: "Length") { $0.duration.map(Display.duration) ?? "" }
    static let name = MeetingColumn(header: "Name") { Display.cell($0.name, width: 36) }
    static let place = MeetingColumn(header: "Place") {
        Display.cell($0.location.municipality ?? $0.location.citySubsection ?? "", width: 24)
    }
    static let formats = MeetingColumn(header: "Formats") { $0.formatKeys.joined(separator: ",") }
    static let published = MeetingColumn(header: "Published") {
        $0.contains(.published) ? ($0.isPublished ? "yes" : "no") : ""
    }

    /// Distances in `unit` (the radius's), or in the server's.
    static func distance(_ unit: Distance.Unit?) -> MeetingColumn {
        MeetingColumn(header: "Distance") { meeting in
            guard let distance = meeting.distance.map({ unit.map($0.converted) ?? $0 }) else { return "" }
            return String(format: "%.2f %@", distance.value, distance.unit.rawValue)
        }
    }

    /// The column of a field asked for with `--fields`: a part by its name, a server key by its value.
    init(_ field: Meeting.Field) {
        guard let key = field.key else {
            self = Self.part(field)
            return
        }
        let part = field.modelledPart.map(Self.part)
        self.init(header: key) { meeting in
            Display.cell(meeting[dataField: key] ?? part?.value(meeting) ?? "", width: 36)
        }
    }

    init(header: String, value: @escaping @Sendable (Meeting) -> String) {
        self.header = header
        self.value = value
    }

    /// The column of a modelled part.
    private static func part(_ field: Meeting.Field) -> MeetingColumn {
        func text(_ header: String, _ value: @escaping @Sendable (Meeting) -> String?) -> MeetingColumn {
            MeetingColumn(header: header) { Display.cell(value($0) ?? "", width: 36) }
        }
        switch field {
        case .worldID: return text("World ID", \.worldID)
        case .serviceBody:
            return text("Service body") { meeting in
                guard meeting.contains(.serviceBody) else { return nil }
                return String(meeting.serviceBodyID) + (meeting.serviceBodyName.map { " " + $0 } ?? "")
            }
        case .weekday: return weekday
        case .venueType: return text("Venue") { AdminDisplay.venue($0.venueType) }
        case .startTime: return start
        case .duration: return duration
        case .timeZone: return text("Time zone", \.timeZoneIdentifier)
        case .formats: return formats
        case .coordinate: return text("Coordinate") { $0.coordinate?.description }
        case .name: return name
        case .language: return text("Language", \.language)
        case .location:
            return text("Location") { meeting in
                let location = meeting.location
                let parts = [location.text, location.formattedAddress].compactMap { $0 }.filter { !$0.isEmpty }
                return parts.joined(separator: ", ")
            }
        case .virtualMeeting: return text("Virtual") { $0.virtualMeetingLink ?? $0.phoneMeetingNumber }
        case .comments: return text("Comments", \.comments)
        case .transit:
            return text("Transit") { meeting in
                [meeting.trainLines, meeting.busLines].compactMap { $0 }.joined(separator: "; ")
            }
        case .contacts:
            return text("Contacts") { meeting in
                meeting.contacts.map { [$0.name, $0.phone, $0.email].compactMap { $0 }.joined(separator: " ") }
                    .joined(separator: "; ")
            }
        case .emailContact: return text("Email contact", \.emailContact)
        case .adminNotes: return text("Admin notes", \.adminNotes)
        case .published: return published
        case .rootServer: return text("Root server", \.rootServerURI)
        default: return text(field.description) { _ in nil }
        }
    }
}
