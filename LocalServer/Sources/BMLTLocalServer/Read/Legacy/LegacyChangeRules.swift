import Foundation

/// `GetChanges` as 2.16.6 answers it.
struct LegacyChangeRules: ChangeRules {
    /// An empty list: the switcher reads no invalid date or id.
    func refusal(_ errors: [(field: String, messages: [String])]) -> LocalResponse {
        ReadAnswers.legacy.emptyListAnswer
    }

    /// Those of one second in the order they were written.
    func newestFirst(_ changes: [Catalog.ChangeRecord]) -> [Catalog.ChangeRecord] {
        changes.sorted { ($0.date, -$0.id) > ($1.date, -$1.id) }
    }

    /// 2.x names the meeting as the change found it (or left it), and says whether it exists now; it writes a CSV row
    /// of the values (`GetChanges` in `csv.php`) that `TranslateToJSON` turns into JSON. It keeps the service body's
    /// name of the row before where a body no longer exists.
    func writeMembers(of change: ChangeFeed.Change, to writer: inout JSONWriter, lastServiceBodyName: inout String) {
        let record = change.record
        let catalog = change.catalog
        let name = ((change.before ?? change.after)?.data["meeting_name"]).map(LegacyStrings.oneLine)
        if let serviceBodyName = change.serviceBodyName {
            lastServiceBodyName = PHPText.htmlSpecialChars(serviceBodyName)
        }
        writer.member("meeting_name", Self.cell(name))
        writer.member("user_id", String(record.userID ?? 0))
        writer.member("user_name", Self.cell(change.userName.map { PHPText.htmlSpecialChars($0) }))
        writer.member("service_body_id", String(record.serviceBodyID))
        writer.member("service_body_name", Self.cell(lastServiceBodyName))
        writer.member("meeting_exists", catalog.meeting(id: change.meetingID) != nil ? "1" : "0")
        writer.member(
            "details",
            Self.cell(
                LegacyChangeDetails.describe(
                    type: record.type,
                    before: change.before,
                    after: change.after,
                    catalog: catalog
                )
            )
        )
    }

    /// A value of the CSV row as the JSON answer has it: nothing for PHP's false values, then (`TranslateToJSON`)
    /// trimmed, tabs as commas, and (`array2json`) `"` as `&quot;`, and one trailing backslash gone, as a replacement
    /// meant for escaped quotes takes it with the closing quote.
    static func cell(_ value: String?) -> String {
        guard PHPText.isTruthy(value), let value else { return "" }
        var text = PHPText.trim(value).replacingOccurrences(of: "\t", with: ",")
            .replacingOccurrences(of: "\"", with: "&quot;")
        if text.hasSuffix("\\") { text.removeLast() }
        return text
    }
}
