@_spi(BMLTInternal) import BMLT
import Foundation
import NIOConcurrencyHelpers

/// Who is asking: hidden fields (contacts, admin notes, the contact email) are shown only to a logged-in user who may
/// see the meeting's service body.
struct Viewer: Sendable {
    var isAdministrator = false
    var serviceBodyIDs: Set<Int> = []

    static let anonymous = Viewer()

    func maySeeHiddenFields(of serviceBodyID: Int) -> Bool {
        isAdministrator || serviceBodyIDs.contains(serviceBodyID)
    }

    var seesNoHiddenFields: Bool { !isAdministrator && serviceBodyIDs.isEmpty }
}

/// What every version's renderer shares for one answer: the snapshot, the viewer, the server's address and the
/// meetings rendered once per snapshot. It writes formats and service bodies, and hands each meeting to its version's
/// ``VersionRenderer`` once.
struct RenderContext {
    let catalog: Catalog
    let renderer: any VersionRenderer
    let served: any ServedData
    /// `scheme://host` plus the base path, as the server writes `root_server_uri`.
    let rootServerURI: String
    let viewer: Viewer
    /// A search's `lang_enum`, which 2.16.6 writes as every meeting's language when it is given (not "" or "0").
    var requestedLanguage: String?
    /// Whether ``writeRendered(_:formatsByID:templates:by:to:)`` keeps what it renders for the snapshot's next answers.
    var keepsRenderings = true

    /// Answers of more meetings are written without keeping their renderings: an answer of every meeting (a whole
    /// copy of a region, or of the world) would otherwise keep a second copy of every meeting for as long as the
    /// snapshot lives, for answers that come seldom and cost their size anyway.
    static let largestAnswerKept = 2_000

    init(catalog: Catalog, flavour: ReadFlavour, rootServerURI: String, viewer: Viewer) {
        self.catalog = catalog
        renderer = flavour.renderer
        served = flavour.served
        self.rootServerURI = rootServerURI
        self.viewer = viewer
    }

    /// The server's default duration, which a meeting without its own shows.
    var defaultDurationTime: String { catalog.settings.defaultDurationTime }

    /// The format keys and shared ids of a meeting, in a language: Closed (4) and Open (17) first, then by id; formats
    /// without a translation in that language left out.
    static func formatFields(
        _ meeting: Catalog.Meeting,
        formatsByID: [Int: Catalog.Format]
    ) -> (keys: String, ids: String, orderedIDs: [Int]) {
        var keyByID: [Int: String] = [:]
        for id in meeting.formatIDs {
            if let format = formatsByID[id] { keyByID[format.sharedID] = format.key ?? "" }
        }
        let ids = keyByID.keys.sorted()
        let ordered = ids.filter { $0 == 4 || $0 == 17 } + ids.filter { $0 != 4 && $0 != 17 }
        var seen = Set<String>()
        let keys = ordered.compactMap { keyByID[$0] }.filter { seen.insert($0).inserted }
        return (keys.joined(separator: ","), ids.map(String.init).joined(separator: ","), ordered)
    }

    /// The templates shown to the public or to a viewer, in the server's order.
    var templates: [Catalog.Template] {
        catalog.dataTemplates(language: catalog.settings.language).filter {
            renderer.hasAdminNotes || $0.key != "admin_notes"
        }
    }

    /// The field selection of `data_field_key`: the valid keys asked for, or `nil` for every field.
    func fieldSelection(_ parameters: RequestParameters) -> Set<String>? {
        guard let text = parameters.string("data_field_key") else { return nil }
        let asked = Set(text.split(separator: ",").map(String.init))
        let selection = asked.intersection(renderer.selectableMainKeys.union(templates.map(\.key)))
        return selection.isEmpty ? nil : selection
    }

    /// Writes a meeting of a search answer; `language` is the one `formatsByID` holds.
    func write(
        _ hit: MeetingSearch.Hit,
        language: String,
        formatsByID: [Int: Catalog.Format],
        templates: [Catalog.Template],
        selection: Set<String>?,
        to writer: inout JSONWriter
    ) {
        renderer.write(
            hit,
            in: self,
            language: language,
            formatsByID: formatsByID,
            templates: templates,
            selection: selection,
            to: &writer
        )
    }

    /// A meeting's keys and values in output order, before 2.x drops the trailing empty ones.
    func members(
        _ hit: MeetingSearch.Hit,
        formatsByID: [Int: Catalog.Format],
        templates: [Catalog.Template],
        selection: Set<String>?
    ) -> [(String, String)] {
        renderer.members(
            of: MeetingValues(hit, formatsByID: formatsByID, context: self),
            templates: templates,
            selection: selection
        )
    }

    // MARK: - Meetings rendered once per snapshot

    /// A meeting's members for anonymous searches of whole meetings in the server's language, apart from those a
    /// request sets (its distances and the server's address as the request named it).
    struct RenderedMeeting: Sendable {
        /// `id_bigint` to `latitude`.
        var head: [UInt8]
        /// From `email_contact` to `published` (2.x's data fields among them).
        var middle: [UInt8]
        /// `format_shared_id_list` (and 4.x's data fields); empty for 2.x's meeting without formats.
        var tail: [UInt8]
    }

    /// Whether a search's meetings may be written from ``writeRendered(_:formatsByID:templates:by:to:)``: whole
    /// meetings, in the server's language, to a viewer who sees no hidden field.
    func writesRendered(language: String, selection: Set<String>?) -> Bool {
        selection == nil && language == catalog.settings.language && viewer.seesNoHiddenFields
    }

    /// Writes a meeting from its members rendered once per snapshot by `renderer`: most searches ask for whole
    /// meetings, and the same meetings again and again.
    func writeRendered(
        _ hit: MeetingSearch.Hit,
        formatsByID: [Int: Catalog.Format],
        templates: [Catalog.Template],
        by renderer: some VersionRenderer,
        to writer: inout JSONWriter
    ) {
        let id = hit.meeting.id
        let rendered =
            catalog.renderedMeetings.withLockedValue { rendered in
                rendered[id].flatMap { $0.meeting === hit.meeting ? $0.rendered : nil }
            }
            ?? {
                var parts = [JSONWriter(capacity: 512), JSONWriter(capacity: 64), JSONWriter(capacity: 1024)]
                for index in parts.indices { parts[index].beginObject() }
                var part = 0
                let meeting = MeetingValues(hit, formatsByID: formatsByID, context: self)
                renderer.forEachMember(of: meeting, templates: templates, selection: nil) { key, value in
                    switch key {
                    case "distance_in_km": part = 1
                    case "distance_in_miles": break
                    case "root_server_uri": part = 2
                    default: parts[part].member(key, value)
                    }
                }
                let rendered = RenderedMeeting(
                    head: parts[0].membersWritten,
                    middle: parts[1].membersWritten,
                    tail: parts[2].membersWritten
                )
                if keepsRenderings { catalog.renderedMeetings.withLockedValue { $0[id] = (hit.meeting, rendered) } }
                return rendered
            }()
        writer.beginObject()
        writer.members(rendered.head)
        writer.member("distance_in_km", Self.distanceText(hit.distanceInKilometers))
        writer.member("distance_in_miles", Self.distanceText(hit.distanceInMiles))
        writer.members(rendered.middle)
        // Where nothing follows the address, 2.x trims it as its row's last value; it begins with its scheme, so
        // never to nothing.
        let address = rendered.tail.isEmpty ? renderer.lastValueAsWritten(rootServerURI) : rootServerURI
        writer.member("root_server_uri", address)
        writer.members(rendered.tail)
        writer.endObject()
    }

    /// Writes an object of its members as the version keeps them.
    func writeObject(_ members: [(String, String)], keepsEmptyEnd: Bool = false, to writer: inout JSONWriter) {
        writer.beginObject()
        for (key, value) in renderer.membersAsWritten(members, keepsEmptyEnd: keepsEmptyEnd) {
            writer.member(key, value)
        }
        writer.endObject()
    }

    /// A stored time as `HH:MM:SS`, accepting `H:MM` and `HH:MM`.
    static func normalizedTime(_ text: String?) -> String? {
        guard let text else { return nil }
        if isNormalizedTime(text) { return text }
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count >= 2, (0...24).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
        // `%02d` of each part.
        func twoDigits(_ number: Int) -> String { (0...9).contains(number) ? "0\(number)" : String(number) }
        return [parts[0], parts[1], parts.count > 2 ? parts[2] : 0].map(twoDigits).joined(separator: ":")
    }

    /// Whether `text` is already `HH:MM:SS` with an hour up to 24 and a minute up to 59 (as the snapshot keeps times
    /// in the current mode): the common case, answered without parsing.
    private static func isNormalizedTime(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            func digit(_ index: Int) -> Int? {
                let value = Int(bytes[index]) - 48
                return (0...9).contains(value) ? value : nil
            }
            guard bytes.count == 8, bytes[2] == UInt8(ascii: ":"), bytes[5] == UInt8(ascii: ":"),
                let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), digit(4) != nil, digit(6) != nil,
                digit(7) != nil
            else { return false }
            return h1 * 10 + h2 <= 24 && m1 <= 5
        } ?? false
    }

    /// A distance as PHP writes a float.
    static func distanceText(_ value: Double?) -> String {
        value.map(PHPNumber.precision14) ?? ""
    }

    // MARK: - Formats and service bodies

    func write(_ format: Catalog.Format, to writer: inout JSONWriter) {
        var members: [(String, String)] = [
            ("key_string", format.key ?? ""),
            ("name_string", format.name ?? ""),
            ("description_string", format.description ?? ""),
            ("lang", format.language),
            ("id", String(format.sharedID)),
            ("world_id", format.worldID ?? ""),
        ]
        members += renderer.formatTrailingMembers(
            type: format.type ?? "",
            rootServerURI: rootServerURL(of: format.rootServerID)
        )
        writeObject(members, rootServerID: format.rootServerID, to: &writer)
    }

    /// `root_server_uri`: the server's own, or in an aggregator the URL its list gave the row's root server.
    func rootServerURL(of rootServerID: Int?) -> String {
        served.rootServerURI(of: rootServerID, own: rootServerURI, in: catalog)
    }

    /// An object, with an aggregator's `root_server_id` (a number) last.
    private func writeObject(_ members: [(String, String)], rootServerID: Int?, to writer: inout JSONWriter) {
        served.writeObject(members, rootServerID: rootServerID, to: &writer) { writeObject(members, to: &$0) }
    }

    func write(_ body: Catalog.ServiceBody, to writer: inout JSONWriter) {
        var members: [(String, String)] = [
            ("id", String(body.id)),
            ("parent_id", String(body.parentID ?? 0)),
            ("name", body.name),
            ("description", body.description),
            ("type", body.type ?? ""),
            ("url", body.url ?? ""),
            ("helpline", body.helpline ?? ""),
            ("world_id", body.worldID ?? ""),
        ]
        if renderer.mayShowServiceBodyEmail, catalog.settings.includeServiceBodyEmailInSemantic {
            members.append(("contact_email", body.email))
        }
        writeObject(members, rootServerID: body.rootServerID, to: &writer)
    }
}
