@_spi(BMLTInternal) import BMLT
import Foundation

/// The read API's objects as 2.16.6 writes them: CSV rows turned into JSON (`TranslateToJSON`), with what that step
/// loses.
struct LegacyRenderer: VersionRenderer {
    let hasAdminNotes = false
    let selectableMainKeys = commonSelectableMainKeys
    let mayShowServiceBodyEmail = false

    /// The main keys before the data fields, and after them.
    private static let leadingKeys: [ReadAPIMeetingField] = [
        .id, .worldID, .sharedGroupID, .serviceBodyID, .weekday, .venueType, .startTime, .duration, .timeZone, .formats,
        .language, .longitude, .latitude, .distanceInKilometers, .distanceInMiles, .emailContact,
    ]
    private static let trailingKeys: [ReadAPIMeetingField] = [.published, .rootServerURI, .formatIDs]

    /// A CSV row turned into an object, its empty end kept where `data_field_key` cuts the row.
    ///
    /// A whole meeting's row is written from its members rendered once per snapshot where `lang_enum` is not given
    /// (given, it is every meeting's language): its trimming (``membersAsWritten(_:keepsEmptyEnd:)``) can reach
    /// only its first value, the meeting's id, and its last, the request's address or the formats' ids.
    func write(
        _ hit: MeetingSearch.Hit,
        in context: RenderContext,
        language: String,
        formatsByID: [Int: Catalog.Format],
        templates: [Catalog.Template],
        selection: Set<String>?,
        to writer: inout JSONWriter
    ) {
        if context.requestedLanguage == nil, context.writesRendered(language: language, selection: selection) {
            context.writeRendered(hit, formatsByID: formatsByID, templates: templates, by: self, to: &writer)
            return
        }
        let meeting = MeetingValues(hit, formatsByID: formatsByID, context: context)
        writer.beginObject()
        for (key, value) in membersAsWritten(
            members(of: meeting, templates: templates, selection: selection),
            keepsEmptyEnd: selection != nil
        ) {
            writer.member(key, value)
        }
        writer.endObject()
    }

    func forEachMember(
        of meeting: MeetingValues,
        templates: [Catalog.Template],
        selection: Set<String>?,
        _ body: (String, String) -> Void
    ) {
        for field in Self.leadingKeys where selection?.contains(field.rawValue) ?? true {
            body(field.rawValue, text(field, of: meeting))
        }
        for template in templates where selection?.contains(template.key) ?? true {
            body(template.key, Self.dataFieldText(meeting.storedValue(template), template: template))
        }
        for field in Self.trailingKeys where selection?.contains(field.rawValue) ?? true {
            let key = field.rawValue
            // 2.16.6 sets the row's format_shared_id_list only when the meeting has formats: without, its CSV row has
            // no such column, and the key is missing even where data_field_key keeps empty columns; but a row left
            // with no column at all is one empty one, which the first key asked for takes.
            if field == .formatIDs, meeting.formatFields.ids.isEmpty {
                if selection == [key] { body(key, "") }
                continue
            }
            // A selected `published` is PHP's boolean as text: "1", or "" for an unpublished meeting.
            if field == .published, selection != nil, meeting.meeting.published == 0 {
                body(key, "")
                continue
            }
            body(key, text(field, of: meeting))
        }
    }

    /// A main field's text: the version's own rules for the duration, the language and the coordinates.
    private func text(_ field: ReadAPIMeetingField, of meeting: MeetingValues) -> String {
        switch field {
        case .duration:
            Self.duration(meeting.meeting.durationTime, defaultDuration: meeting.context.defaultDurationTime)
        case .language:
            // The search's `lang_enum` when it is given (not "" or "0").
            if let requested = meeting.context.requestedLanguage, PHPText.isTruthy(requested) {
                requested
            } else {
                meeting.meeting.language
            }
        case .longitude: meeting.meeting.longitude.map(coordinateText) ?? ""
        case .latitude: meeting.meeting.latitude.map(coordinateText) ?? ""
        default: meeting.text(field)
        }
    }

    /// A missing, empty or zero duration becomes the default setting; any other as stored.
    private static func duration(_ stored: String?, defaultDuration: String) -> String {
        guard let stored, PHPText.isTruthy(stored), stored != "00:00:00" else { return defaultDuration }
        return stored
    }

    /// Hidden values, to those who may see them, as "observer_only#@-@#Prompt#@-@#value"; others as
    /// ``visibleText(_:template:)`` writes them; then trimmed.
    private static func dataFieldText(_ value: String, template: Catalog.Template) -> String {
        guard !value.isEmpty else { return value }
        let text =
            template.visibility == 1
            ? "observer_only#@-@#\(template.prompt)#@-@#" + (value.components(separatedBy: "#@-@#").last ?? "")
            : visibleText(value, template: template)
        // `trim(preg_replace("|[\n\r]+|", "; ", $val))`, as the CSV writer does to every value.
        return PHPText.trim(text)
    }

    /// A visible data field's value: line breaks as "; ", and the values of fields whose template has no default as
    /// "Prompt#@-@#value" (with any stored prefixes replaced).
    private static func visibleText(_ value: String, template: Catalog.Template) -> String {
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
}
