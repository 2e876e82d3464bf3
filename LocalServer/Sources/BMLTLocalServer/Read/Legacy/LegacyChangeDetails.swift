@_spi(BMLTInternal) import BMLT
import Foundation

/// The English sentences 2.16.6 writes to describe a meeting's change: `c_comdef_change::DetailedChangeDescription`,
/// with the strings of `server_admin_strings.inc.php`, comparing the before and after meetings as
/// `c_comdef_meeting::GetMeetingData()` holds them.
///
/// The sentences are HTML: prompts and values pass through `c_comdef_htmlspecialchars` (`htmlspecialchars` with the
/// flags `null`, which PHP 8 reads as 0: `&`, `<` and `>` escaped, quotes not) and values are delimited by a literal
/// `&quot;`. 2.x shows hidden fields' values to everyone: its check meant to mask them compares (`==`) where it meant
/// to assign.
enum LegacyChangeDetails {
    /// `GetChanges` (`csv.php`): the sentences joined with spaces, line breaks as spaces and `"` as `'`.
    static func describe(type: String, before: MeetingSnapshot?, after: MeetingSnapshot?, catalog: Catalog) -> String {
        guard let sentences = sentences(type: type, before: before, after: after, catalog: catalog) else { return "" }
        return LegacyStrings.oneLine(sentences.joined(separator: " "))
    }

    /// `json.php`'s `get_changes` (`get_changes_as_csv`): as `GetChanges` joins them, then
    /// `htmlspecialchars_decode(…, ENT_COMPAT)`, so values read as stored but for `"`, which stays `'`, and the
    /// delimiters become `"`.
    static func administrationDescription(
        type: String,
        before: MeetingSnapshot?,
        after: MeetingSnapshot?,
        catalog: Catalog
    ) -> String {
        // A change with no sentences makes 2.16.6 decode an array, which PHP 7 answers with `null` (PHP 8 fails).
        decodedCompat(describe(type: type, before: before, after: after, catalog: catalog))
    }

    /// The sentences of `$desc['details']`, or `nil` where 2.16.6 sets none (a change in which nothing it tells of
    /// changed, or a record without both meetings).
    static func sentences(
        type: String,
        before: MeetingSnapshot?,
        after: MeetingSnapshot?,
        catalog: Catalog
    ) -> [String]? {
        switch type {
        // `DescribeChange()`: the record's own name and description follow, but 2.x writes meeting records without.
        case "comdef_change_type_new": return ["The meeting was created."]
        case "comdef_change_type_delete": return ["The meeting was deleted."]
        case "comdef_change_type_rollback": return ["The meeting was rolled back to a previous version."]
        case "comdef_change_type_change": break
        default: return nil
        }
        guard let before, let after else { return nil }
        let beforeData = meetingData(before, catalog)
        let afterData = meetingData(after, catalog)
        let beforeItems = Dictionary(beforeData, uniquingKeysWith: { first, _ in first })
        let afterItems = Dictionary(afterData, uniquingKeysWith: { first, _ in first })
        // Every key of both, the before meeting's first, each once.
        var keys: [String] = []
        var seen = Set<String>()
        for (key, _) in beforeData + afterData where seen.insert(key).inserted { keys.append(key) }
        var sentences: [String] = []
        for key in keys {
            if let sentence = sentence(key, before: beforeItems[key], after: afterItems[key], catalog) {
                sentences.append(sentence)
            }
        }
        return sentences.isEmpty ? nil : sentences
    }

    // MARK: - The meetings

    /// A value of `GetMeetingData()`: a main column's (`nil` for SQL `NULL`), the formats as objects (their keys in
    /// the meeting's language, those that exist in it), or a data field with its row's prompt.
    private enum Item {
        case main(String?)
        case formats([String])
        case data(String, prompt: String?)
    }

    /// A meeting as `UnserializeObject` rebuilds it from a change record: the main columns, then the data fields in
    /// the order of their rows.
    private static func meetingData(_ snapshot: MeetingSnapshot, _ catalog: Catalog) -> [(String, Item)] {
        let language = snapshot[.language] ?? "en"
        var items: [(String, Item)] = MeetingSnapshot.recordedColumns.map { column in
            switch column {
            // Kept from 0 on, read with 1 added, `NULL` too (`null + 1`).
            case .weekday: (column.name, .main(String(PHPText.intval(snapshot[column] ?? "") + 1)))
            case .language: (column.name, .main(language))
            case .published: (column.name, .main(snapshot[column] ?? "0"))
            case .formats: (column.name, .formats(formatKeys(snapshot[column] ?? "", language: language, catalog)))
            default: (column.name, .main(snapshot[column]))
            }
        }
        let templates = Dictionary(
            catalog.dataTemplates(language: catalog.settings.language).map { ($0.key, $0.prompt) },
            uniquingKeysWith: { first, _ in first }
        )
        for key in snapshot.dataKeysInRowOrder {
            // `ReduceToArrays` keeps no empty value.
            guard let value = snapshot.data[key], !value.isEmpty else { continue }
            // A row's prompt, `NULL` when it has none; records written before prompts were kept name the template's.
            let prompt = snapshot.prompts.map { $0[key] } ?? templates[key]
            items.append((key, .data(value, prompt: prompt)))
        }
        return items
    }

    /// The keys of the formats of a comma list of shared ids, each id once, those without a format in the language
    /// left out.
    private static func formatKeys(_ list: String, language: String, _ catalog: Catalog) -> [String] {
        var ids = Set<Int>()
        var keys: [String] = []
        for text in list.split(separator: ",", omittingEmptySubsequences: false) {
            let id = PHPText.intval(String(text))
            guard ids.insert(id).inserted,
                let format = catalog.formats.first(where: { $0.sharedID == id && $0.language == language })
            else { continue }
            keys.append(format.key ?? "")
        }
        return keys
    }

    // MARK: - The sentences

    private static let weekdays = ["All", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `local_server/server_admin/lang/*/name.txt`, trimmed.
    private static let languageNames = [
        "de": "Deutsch", "dk": "Dansk", "en": "English", "es": "Español", "fa": "فارسی", "fr": "Français",
        "it": "Italiano", "pl": "Polskie", "pt": "Português", "ru": "Русский", "sv": "Svenska",
    ]

    private static let end = "."

    /// The sentence for one key, or `nil` when it tells of nothing.
    private static func sentence(_ key: String, before: Item?, after: Item?, _ catalog: Catalog) -> String? {
        var prompt = key
        if case .data(_, let stored?) = before { prompt = stored }
        if case .data(_, let stored?) = after { prompt = stored }
        // An empty prompt tells of nothing.
        guard PHPText.isTruthy(prompt) else { return nil }
        let field = ReadAPIMeetingField(key: key)
        switch (before, after) {
        case (.formats(let from), .formats(let to)):
            let fromText = sortedKeys(from).joined(separator: ", ")
            let toText = sortedKeys(to).joined(separator: ", ")
            guard !PHPText.looselyEqual(fromText, toText) else { return nil }
            return changed("The meeting format", from: fromText, to: toText)
        case (.formats, _), (_, .formats):
            // Both meetings always hold formats.
            return nil
        default:
            break
        }
        switch (value(before), value(after)) {
        case (nil, nil):
            return nil
        case (_?, nil):
            switch field {
            case .published: return "The meeting was unpublished" + end
            case .rootServerURI: return nil
            default: return escaped(prompt) + " was deleted" + end
            }
        case (nil, var to?):
            switch field {
            case .rootServerURI: return nil
            case .emailContact: return escaped(prompt) + " was changed" + end
            case .published: return PHPText.intval(to) != 0 ? "The meeting was published" + end : nil
            case .startTime, .duration:
                // "Military" time: hours times 100 plus minutes.
                prompt = field == .startTime ? "The meeting start time" : "The meeting duration"
                let parts = to.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                to = String(PHPText.intval(parts[0]) * 100 + PHPText.intval(parts.count > 1 ? parts[1] : ""))
            default:
                break
            }
            return escaped(prompt) + " was added as &quot;" + escaped(to) + "&quot; " + end
        case (var from?, var to?):
            guard !PHPText.looselyEqual(from, to) else { return nil }
            switch field {
            case .rootServerURI:
                return nil
            case .emailContact:
                return escaped(prompt) + " was changed" + end
            case .published:
                guard PHPText.intval(from) != PHPText.intval(to) else { return nil }
                return (PHPText.intval(to) != 0 ? "The meeting was published" : "The meeting was unpublished") + end
            case .weekday:
                // The names begin with "All": the 1-based day is the index, and 7 is held to 6.
                func day(_ text: String) -> String { weekdays[max(0, min(6, PHPText.intval(text)))] }
                return "The day of the week on which the meeting gathers was changed from " + escaped(day(from))
                    + " to " + escaped(day(to)) + end
            case .serviceBodyID:
                let missing = "Service Body No Longer Exists"
                // As 2.16.6: a body gone after the change names the before one missing and leaves the after id.
                from = catalog.serviceBody(id: PHPText.intval(from))?.name ?? missing
                if let body = catalog.serviceBody(id: PHPText.intval(to)) { to = body.name } else { from = missing }
                return "The meeting changed its Service Body from " + escaped(from) + " to " + escaped(to) + end
            case .language:
                // As 2.16.6: the after language's name replaces the before one, and the after code stays.
                if let name = languageNames[from] { from = name }
                if let name = languageNames[to] { from = name }
                return changed("The meeting language", from: from, to: to)
            case .longitude, .latitude:
                return changed(
                    field == .longitude ? "The meeting longitude" : "The meeting latitude",
                    from: PHPNumber.precision14(PHPText.floatval(from)),
                    to: PHPNumber.precision14(PHPText.floatval(to))
                )
            case .worldID:
                return changed("The World Committee Code", from: from, to: to)
            case .startTime, .duration:
                func short(_ time: String) -> String {
                    let parts = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                    let minutes = PHPText.intval(parts.count > 1 ? parts[1] : "")
                    return "\(PHPText.intval(parts[0])):\(minutes < 10 ? "0" : "")\(minutes)"
                }
                guard short(from) != short(to) else { return nil }
                return changed(
                    field == .startTime ? "The meeting start time" : "The meeting duration",
                    from: short(from),
                    to: short(to)
                )
            case .id:
                return changed("The meeting ID", from: from, to: to)
            default:
                return changed(prompt, from: from, to: to)
            }
        }
    }

    private static func value(_ item: Item?) -> String? {
        switch item {
        case .main(let value): value
        case .data(let value, _): value
        case .formats, nil: nil
        }
    }

    /// "Prompt was changed from &quot;a&quot; to &quot;b&quot;."
    private static func changed(_ prompt: String, from: String, to: String) -> String {
        escaped(prompt) + " was changed from &quot;" + escaped(from) + "&quot; to &quot;" + escaped(to) + "&quot;"
            + end
    }

    /// `asort` of format keys: two numeric keys compare as numbers, others byte for byte.
    private static func sortedKeys(_ keys: [String]) -> [String] {
        var sorted = keys
        PHPSort.usort(&sorted) { left, right in
            if let a = PHPText.number(left), let b = PHPText.number(right) { return a < b ? -1 : a > b ? 1 : 0 }
            let (a, b) = (Array(left.utf8), Array(right.utf8))
            return a.lexicographicallyPrecedes(b) ? -1 : b.lexicographicallyPrecedes(a) ? 1 : 0
        }
        return sorted
    }

    /// `c_comdef_htmlspecialchars`: `htmlspecialchars` with the flags 0 (`ENT_NOQUOTES`).
    static func escaped(_ text: String) -> String {
        PHPText.htmlSpecialChars(text, escapesQuotes: false)
    }

    /// `htmlspecialchars_decode($text, ENT_COMPAT)`: `&amp;`, `&lt;`, `&gt;` and `&quot;` decoded in one pass.
    static func decodedCompat(_ text: String) -> String {
        guard text.utf8.contains(0x26) else { return text }
        let entities: [(entity: [UInt8], byte: UInt8)] = [
            (Array("&amp;".utf8), 0x26), (Array("&lt;".utf8), 0x3C), (Array("&gt;".utf8), 0x3E),
            (Array("&quot;".utf8), 0x22),
        ]
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x26,
                let match = entities.first(where: { bytes[index...].starts(with: $0.entity) })
            {
                result.append(match.byte)
                index += match.entity.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
