@_spi(BMLTInternal) import BMLT
import Foundation

// The original's raw initialisers of change records and saved changes, which took the dictionaries its JSON parser
// made. The library itself makes these nodes from the modern values; these are for code that builds them by hand.

extension BMLTiOSLibChangeNode {
    /// A change record from a `GetChanges` record as the original library's parser gave it.
    ///
    /// Strings are read from `change_id`, `change_type`, `date_int` (seconds since 1970), `user_name`, `user_id`,
    /// `service_body_id`, `meeting_id`, `meeting_exists` (`"1"` when the meeting exists), `details` (`&quot;` and
    /// `&amp;` decoded) and `json_data`, whose `before` and `after` hold the meeting's fields (a list of strings as a
    /// comma list). Without a `change_type`, a record without a before-state is a creation, one without an
    /// after-state a deletion.
    ///
    /// - Parameters:
    ///   - inDictionary: The record.
    ///   - inHandler: The library the record belongs to: the before- and after-meetings are editable when its
    ///     logged-in user may edit their service body.
    public convenience init(_ inDictionary: [String: AnyObject?], inHandler: BMLTiOSLib) {
        let text = { (key: String) in rawText(inDictionary[key] ?? nil) }
        let states = (inDictionary["json_data"] ?? nil) as? [String: Any]
        let meeting = { (key: String) in
            (states?[key] as? [String: Any]).map { Meeting(readAPIFields: $0.compactMapValues(rawText)) }
        }
        let before = meeting("before")
        let after = meeting("after")
        let kind = text("change_type").map(Change.Kind.init(rawValue:))
        let change = Change(
            id: text("change_id").flatMap { Int($0) } ?? 0,
            kind: kind ?? (before == nil ? .created : after == nil ? .deleted : .changed),
            date: Date(timeIntervalSince1970: text("date_int").flatMap { TimeInterval($0) } ?? 0),
            userID: text("user_id").flatMap { Int($0) },
            userName: text("user_name"),
            serviceBodyID: text("service_body_id").flatMap { Int($0) },
            meetingID: text("meeting_id").flatMap { Int($0) },
            meetingExists: text("meeting_exists") == "1",
            details: (text("details") ?? "").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&"),
            before: before,
            after: after
        )
        self.init(change, inHandler: inHandler)
    }
}

extension BMLTiOSLibChangedMeeting {
    /// A saved change from a 2.x server's `modify_meeting` answer as the original library's parser gave it.
    ///
    /// `changeMeeting` holds the meeting's `id`; `field` is one field (its `key`, with `oldValue` and `newValue`
    /// beside it or at the top level) or a list of fields (each with `@attributes` holding its `key`, `oldValue` and
    /// `newValue`). Unlike the original, a value the server left out (it leaves out empty ones) reads `""`, so no
    /// field is dropped.
    ///
    /// - Parameters:
    ///   - inDictionary: The answer.
    ///   - inHandler: The library that saved the meeting.
    public convenience init(_ inDictionary: [String: AnyObject?], inHandler: BMLTiOSLib) {
        let meeting = (inDictionary["changeMeeting"] ?? nil) as? [String: Any]
        let field = inDictionary["field"] ?? nil
        var changes: [String: [String]] = [:]
        func add(_ field: [String: Any], _ outer: [String: Any]) {
            let attributes = field["@attributes"] as? [String: Any]
            guard let key = rawText(field["key"]) ?? rawText(attributes?["key"]) else { return }
            let value = { (name: String) in rawText(field[name]) ?? rawText(outer[name]) ?? "" }
            changes[key] = [value("oldValue"), value("newValue")]
        }
        if let single = field as? [String: Any] {
            add(single, inDictionary.compactMapValues { $0 })
        } else if let fields = field as? [Any] {
            for case let each as [String: Any] in fields { add(each, [:]) }
        }
        self.init(meetingID: rawText(meeting?["id"]).flatMap { Int($0) } ?? 0, meetingChanges: changes)
    }
}

/// A value of a dictionary that the original library's parser made, as text: a string as it is, a number in decimal,
/// a list as a comma list of its values; `nil` for anything else (a null, an object, nothing).
private func rawText(_ value: Any?) -> String? {
    switch value {
    case let text as String: return text
    case let number as Int: return String(number)
    case let number as Double: return String(number)
    case let list as [Any]: return list.compactMap(rawText).joined(separator: ",")
    default: return nil
    }
}
