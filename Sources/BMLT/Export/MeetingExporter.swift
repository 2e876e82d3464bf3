public import Foundation

/// Writes meetings as a file other programs read: a spreadsheet, a calendar, a map layer, a meeting-list website.
///
/// ```swift
/// let meetings = try await client.meetings(matching: .text("Hicksville"))
/// let calendar = MeetingExporter(format: .iCalendar).data(for: meetings)
/// try calendar.write(to: URL(filePath: "meetings.ics"))
/// ```
///
/// Every format but TSML keeps the read API's field keys (`meeting_name`, `start_time`, …), so a file made from
/// one server's meetings reads like that server's own answers.
public struct MeetingExporter: Sendable {
    /// The kinds of file an exporter writes.
    public enum FileType: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Comma-separated values (RFC 4180) for spreadsheets: a UTF-8 byte order mark, a header of field keys, then a
        /// row per meeting; text a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`) has a `'` before it,
        /// unless ``MeetingExporter/guardsFormulas`` is `false`.
        case csv
        /// A JSON array of meetings, each an object of the read API's fields, as `GetSearchResults` answers.
        case json
        /// iCalendar (RFC 5545): one weekly recurring event per meeting, in the meeting's time zone.
        case iCalendar = "ics"
        /// GeoJSON (RFC 7946): a feature collection with a point per meeting and its fields as properties.
        case geoJSON = "geojson"
        /// The JSON of the "12 Step Meeting List" WordPress plugin and the apps that read it, in the shape of
        /// ``MeetingExporter/tsmlProfile``.
        case tsml

        /// The usual file name extension.
        public var fileExtension: String { rawValue }

        /// The media type of the file.
        public var mediaType: String {
            switch self {
            case .csv: "text/csv; charset=utf-8"
            case .json, .tsml: "application/json"
            case .iCalendar: "text/calendar; charset=utf-8"
            case .geoJSON: "application/geo+json"
            }
        }

        public var description: String { rawValue }
    }

    /// The shapes of TSML an exporter writes.
    public enum TSMLProfile: String, Sendable, CaseIterable, CustomStringConvertible {
        /// As a 4.x server's `client_interface/tsml/` writes it, member for member: for what copies that server.
        case server
        /// By the Meeting Guide spec (code4recovery/spec), which the Meeting Guide app, TSML UI and the 12 Step
        /// Meeting List plugin read: every meeting's IANA `timezone` (its own, else ``fallbackTimeZone``), `updated`
        /// from ``changeDates``, `latitude`/`longitude` and `approximate`, a slug of its server and id that a rename
        /// does not change, the spec's type codes (with `ONL` for a meeting one can join online and `TC` for one
        /// only online), conference fields and plain-text notes. ``MeetingGuideValidator`` checks such a file.
        case meetingGuide = "meeting-guide"

        public var description: String { rawValue }
    }

    // Kept for one release; it hides `BMLT.Format` inside this type, hence the qualified name below.
    @available(*, deprecated, renamed: "FileType")
    public typealias Format = FileType

    public var format: FileType
    /// The shape of TSML (``TSMLProfile/server`` by default).
    public var tsmlProfile: TSMLProfile
    /// The zone of meetings without one of their own (``Meeting/timeZoneIdentifier``), for iCalendar and Meeting
    /// Guide's TSML: the server's.
    public var fallbackTimeZone: TimeZone
    /// The server's formats, to give TSML its type codes (from each format's world id) and iCalendar events their
    /// format names; without them TSML types come from the best-known format keys.
    public var formats: [BMLT.Format]
    /// The calendar's name, for iCalendar.
    public var calendarName: String?
    /// The server the meetings come from, for those that do not say (``Meeting/rootServerURI``): their
    /// `root_server_uri` in CSV, JSON and GeoJSON, and the host iCalendar event ids name, so that two servers'
    /// meetings of one id stay two events.
    public var serverURL: URL?
    /// Whether CSV puts a `'` before text a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`), as OWASP
    /// advises for files opened in spreadsheets. The `'` is part of the file's data: a spreadsheet hides it, a
    /// program reading the file sees it; set `false` for a file that programs read.
    public var guardsFormulas: Bool
    /// When each meeting last changed, by id, for Meeting Guide's `updated`: the newest of the server's change
    /// records for it (``changeDates(from:)``).
    public var changeDates: [Int: Date]

    public init(
        format: FileType,
        tsmlProfile: TSMLProfile = .server,
        fallbackTimeZone: TimeZone = .current,
        formats: [BMLT.Format] = [],
        calendarName: String? = nil,
        serverURL: URL? = nil,
        guardsFormulas: Bool = true,
        changeDates: [Int: Date] = [:]
    ) {
        self.format = format
        self.tsmlProfile = tsmlProfile
        self.changeDates = changeDates
        self.fallbackTimeZone = fallbackTimeZone
        self.formats = formats
        self.calendarName = calendarName
        self.serverURL = serverURL
        self.guardsFormulas = guardsFormulas
    }

    /// When each meeting last changed, by id, from change records (``BMLTClient/changes(_:)``): the newest of each
    /// meeting's, for ``changeDates``.
    public static func changeDates(from changes: [Change]) -> [Int: Date] {
        var dates: [Int: Date] = [:]
        for change in changes {
            guard let id = change.meetingID else { continue }
            dates[id] = max(dates[id] ?? change.date, change.date)
        }
        return dates
    }

    /// The file for `meetings`, in their order.
    ///
    /// - Parameters:
    ///   - meetings: the meetings the file holds.
    ///   - date: the moment of the export: iCalendar's time stamp, and the week its recurring events start from.
    public func data(for meetings: [Meeting], at date: Date = .now) -> Data {
        let meetings = meetingsNamingTheirServer(meetings)
        switch format {
        case .csv: return Data(CSVExport.text(meetings, guardsFormulas: guardsFormulas).utf8)
        case .json: return Data(JSONValue.array(meetings.map { .object(Self.fieldObject($0)) }).serialized.utf8)
        case .iCalendar:
            let export = ICalendarExport(
                fallbackTimeZone: fallbackTimeZone,
                formatNames: Dictionary(formats.map { ($0.key, $0.name) }, uniquingKeysWith: { first, _ in first }),
                calendarName: calendarName
            )
            return Data(export.text(meetings, at: date).utf8)
        case .geoJSON: return Data(GeoJSONExport.collection(meetings).serialized.utf8)
        case .tsml:
            let objects: [JSONObject]
            switch tsmlProfile {
            case .server: objects = meetings.map { TSMLMeeting($0, formats: formats).tsmlObject }
            case .meetingGuide:
                let feed = MeetingGuideFeed(
                    formats: formats,
                    fallbackTimeZone: fallbackTimeZone,
                    changeDates: changeDates
                )
                objects = meetings.map(feed.object(for:))
            }
            return Data(JSONValue.array(objects.map(JSONValue.object)).serialized.utf8)
        }
    }

    /// The meetings, those that do not name their server with ``serverURL``'s.
    private func meetingsNamingTheirServer(_ meetings: [Meeting]) -> [Meeting] {
        guard let serverURL, meetings.contains(where: { $0.rootServerURI == nil }) else { return meetings }
        return meetings.map { meeting in
            var meeting = meeting
            meeting.rootServerURI = meeting.rootServerURI ?? serverURL.absoluteString
            return meeting
        }
    }

    /// The read API's fields in the order of ``fieldKeys(of:)``.
    static func fieldObject(_ meeting: Meeting) -> JSONObject {
        let fields = meeting.readAPIFields
        return JSONObject(fieldKeys(of: [meeting]).compactMap { key in fields[key].map { (key, .string($0)) } })
    }

    /// The field keys of `meetings`: the server's own in its order, then custom fields by name.
    static func fieldKeys(of meetings: [Meeting]) -> [String] {
        let custom = Set(meetings.flatMap(\.customFields.keys)).subtracting(leadingKeys + Meeting.stockDataKeys)
        return leadingKeys + Meeting.stockDataKeys + custom.sorted()
    }

    /// The read API's fields that are not data fields, in the order servers send them.
    private static var leadingKeys: [String] { ReadAPIMeetingField.mainKeys }
}
