@_spi(BMLTInternal) import BMLT
import BMLT
import Foundation

/// The read API as a 2.16.6 server answers it: PHP files in data-format folders, whose JSON answers are CSV rows
/// turned into JSON (`TranslateToJSON`), with what that step loses.
struct LegacyReadFlavour: ReadFlavour {
    // MARK: Errors

    var serverError: LocalResponse { .text("", status: 500) }

    // MARK: Answers

    let jsonContentType = "application/json; charset=UTF-8"
    let emptyList = "{}"

    // MARK: GetSearchResults

    func search(_ catalog: Catalog, parameters: RequestParameters) throws -> [MeetingSearch.Hit] {
        try LegacyMeetingSearch(catalog: catalog, parameters: parameters).run()
    }

    /// 2.16.6 keeps the CSV's columns whose key was asked for: with none, each row is one empty column.
    func writesEmptyRows(selection: Set<String>?, parameters: RequestParameters) -> Bool {
        selection == nil && PHPText.isTruthy(parameters.string("data_field_key"))
    }

    /// In order of first use; `nil` (an empty object) where csv.php finds none of the meetings' formats in the
    /// language.
    func usedFormats(
        _ hits: [MeetingSearch.Hit],
        catalog: Catalog,
        formatsByID: [Int: Catalog.Format],
        language: String
    ) -> [Catalog.Format]? {
        var seen = Set<Int>()
        var result: [Catalog.Format] = []
        for hit in hits {
            for id in ReadRenderer.formatFields(hit.meeting, formatsByID: formatsByID).orderedIDs
            where seen.insert(id).inserted {
                if let format = formatsByID[id] { result.append(format) }
            }
        }
        if result.isEmpty, hits.contains(where: { !$0.meeting.formatIDs.isEmpty }) { return nil }
        return result
    }

    // MARK: Rendering

    let hasAdminNotes = false
    let hasServiceBodyName = false
    let mayShowServiceBodyEmail = false

    /// The main keys before the data fields, and after them.
    static let leadingKeys: [ReadAPIMeetingField] = [
        .id, .worldID, .sharedGroupID, .serviceBodyID, .weekday, .venueType, .startTime, .duration, .timeZone, .formats,
        .language, .longitude, .latitude, .distanceInKilometers, .distanceInMiles, .emailContact,
    ]
    static let trailingKeys: [ReadAPIMeetingField] = [.published, .rootServerURI, .formatIDs]

    /// A CSV row turned into an object, its empty end kept where `data_field_key` cuts the row.
    ///
    /// A whole meeting's row is written from its members rendered once per snapshot where `lang_enum` is not given
    /// (given, it is every meeting's language): its trimming (``membersAsWritten(_:keepsEmptyEnd:)``) can reach
    /// only its first value, the meeting's id, and its last, the request's address or the formats' ids.
    func write(
        _ hit: MeetingSearch.Hit,
        renderer: ReadRenderer,
        language: String,
        formatsByID: [Int: Catalog.Format],
        templates: [Catalog.Template],
        selection: Set<String>?,
        to writer: inout JSONWriter
    ) {
        if renderer.requestedLanguage == nil, renderer.writesRendered(language: language, selection: selection) {
            renderer.writeRendered(hit, formatsByID: formatsByID, templates: templates, to: &writer)
            return
        }
        renderer.writeObject(
            renderer.members(hit, formatsByID: formatsByID, templates: templates, selection: selection),
            keepsEmptyEnd: selection != nil,
            to: &writer
        )
    }

    func forEachMainMember(
        of meeting: Catalog.Meeting,
        formatSharedIDs: String,
        selection: Set<String>?,
        value: (ReadAPIMeetingField) -> String,
        dataFields: () -> Void,
        _ body: (String, String) -> Void
    ) {
        for field in Self.leadingKeys where selection?.contains(field.rawValue) ?? true {
            body(field.rawValue, value(field))
        }
        dataFields()
        for field in Self.trailingKeys where selection?.contains(field.rawValue) ?? true {
            let key = field.rawValue
            // 2.16.6 sets the row's format_shared_id_list only when the meeting has formats: without, its CSV row has
            // no such column, and the key is missing even where data_field_key keeps empty columns; but a row left
            // with no column at all is one empty one, which the first key asked for takes.
            if field == .formatIDs, formatSharedIDs.isEmpty {
                if selection == [key] { body(key, "") }
                continue
            }
            // A selected `published` is PHP's boolean as text: "1", or "" for an unpublished meeting.
            if field == .published, selection != nil, meeting.published == 0 {
                body(key, "")
                continue
            }
            body(key, value(field))
        }
    }

    /// The search's `lang_enum` when it is given (not "" or "0").
    func language(of meeting: Catalog.Meeting, requested: String?) -> String {
        if let requested, PHPText.isTruthy(requested) { return requested }
        return meeting.language
    }

    /// Hidden values, to those who may see them, as "observer_only#@-@#Prompt#@-@#value"; others as ``text(_:template:)``
    /// writes them; then trimmed.
    func dataFieldValue(_ value: String, template: Catalog.Template) -> String {
        guard !value.isEmpty else { return value }
        let text =
            template.visibility == 1
            ? "observer_only#@-@#\(template.prompt)#@-@#" + (value.components(separatedBy: "#@-@#").last ?? "")
            : Self.text(value, template: template)
        // `trim(preg_replace("|[\n\r]+|", "; ", $val))`, as the CSV writer does to every value.
        return PHPText.trim(text)
    }

    /// A visible data field's value: line breaks as "; ", and the values of fields whose template has no default as
    /// "Prompt#@-@#value" (with any stored prefixes replaced).
    private static func text(_ value: String, template: Catalog.Template) -> String {
        // Most values hold no line break and no `#`: then neither the expression nor the split changes them, and
        // neither is run (each costs far more than the look at the bytes).
        let bytes = value.utf8
        var text =
            bytes.contains(where: { $0 == 0x0A || $0 == 0x0D })
            ? value.replacingOccurrences(of: "[\r\n]+", with: "; ", options: .regularExpression) : value
        if !template.hasDefault {
            let last = text.utf8.contains(0x23) ? text.components(separatedBy: "#@-@#").last ?? text : text
            text = template.prompt + "#@-@#" + last
        }
        return text
    }

    /// A missing, empty or zero duration becomes the default setting; any other as stored.
    func duration(_ stored: String?, defaultDuration: String) -> String {
        guard let stored, PHPText.isTruthy(stored), stored != "00:00:00" else { return defaultDuration }
        return stored
    }

    /// The column's text as MySQL returns it.
    func coordinateText(_ value: Double) -> String { PHPNumber.string(value) }

    /// 2.x builds its JSON from CSV rows `"a","b",…` trimmed of quotes and commas at both ends (`trim($row, '",')`):
    /// trailing empty values are lost (their keys left out), and so are commas that end the last value or start the
    /// first. The rows `data_field_key` cuts write an empty column as a space, which stops the trimming.
    func membersAsWritten(_ members: [(String, String)], keepsEmptyEnd: Bool) -> ArraySlice<(String, String)> {
        var members = members
        var count = members.count
        while count > 0, !(keepsEmptyEnd && members[count - 1].1.isEmpty) {
            let kept = lastValueAsWritten(members[count - 1].1)
            members[count - 1].1 = kept
            guard kept.isEmpty, !keepsEmptyEnd else { break }
            count -= 1
        }
        if count > 0 { members[0].1 = String(members[0].1.drop(while: Self.isQuoteOrComma)) }
        return members.prefix(count)
    }

    /// The value without the quotes and commas that end it.
    func lastValueAsWritten(_ value: String) -> String {
        String(value.prefix(value.count - value.reversed().prefix(while: Self.isQuoteOrComma).count))
    }

    private static func isQuoteOrComma(_ character: Character) -> Bool { character == "," || character == "\"" }

    func formatTrailingMembers(type: String, rootServerURI: String) -> [(String, String)] {
        [("root_server_uri", rootServerURI), ("format_type_enum", type)]
    }

    // MARK: GetServerInfo

    let version = LocalServer.legacyVersion
    let languageCodes = "en,de,dk,es,fa,fr,it,pl,pt,ru,sv"

    /// Whether the contact form is on.
    func writeContactFormMembers(_ emailContact: LocalServer.EmailContact, to writer: inout JSONWriter) {
        writer.member("emailEnabled", emailContact.isEnabled ? "1" : "0")
        writer.member("emailIncludesServiceBodies", emailContact.includesServiceBodyContacts ? "1" : "0")
    }

    func writeInstallationMembers(_ settings: Settings, to writer: inout JSONWriter) {
        writer.member("dbVersion", "21")
        writer.member("dbPrefix", "na")
        writer.member("meeting_time_zones_enabled", "0")
        writer.member("phpVersion", LocalServer.phpVersion)
    }

    // MARK: GetNAWSDump

    /// `intval($_GET['sb_id'])`; nothing at all for a body that is not there.
    func nawsServiceBody(_ idText: String?, catalog: Catalog) -> NAWSDump.Subject {
        guard let found = catalog.serviceBody(id: PHPText.intval(idText ?? "")) else {
            return .answer(.text("", contentType: "text/csv; charset=UTF-8"))
        }
        return .body(found)
    }

    let nawsRules = NAWSDump.Rules(
        keepsBodiesWithWorldIDOnly: true,
        comparesIDsAsText: true,
        quotesEveryValue: true,
        contentType: "text/csv; charset=UTF-8",
        endsWithLineFeed: false,
        trimsValues: true,
        ordersFormatsBySharedID: true,
        closedStatus: .otherThanDefault,
        roomSeparator: ","
    )
}
