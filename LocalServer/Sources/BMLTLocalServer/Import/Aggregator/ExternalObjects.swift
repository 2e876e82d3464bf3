@_spi(BMLTInternal) import BMLT
import Foundation

// What an aggregator accepts of an origin's answers, as bmlt-server's `App\Repositories\External` classes validate
// them: an element that fails is skipped (`InvalidObjectException`), as the import command skips it.

/// PHP's reading of one member of a decoded answer (`ExternalObject`'s validators).
struct ExternalValues {
    let object: JSONObject

    /// PHP's `trim` characters.
    static let trimmed = CharacterSet(charactersIn: " \t\n\r\0\u{0B}")

    /// `FILTER_VALIDATE_INT`: an integer, or a string of one (optional sign, no leading zeros, white space around).
    func int(_ key: String) -> Int? {
        switch object[key] {
        case .number(let raw): return Int(raw) ?? Double(raw).flatMap { $0 == $0.rounded() ? Int(exactly: $0) : nil }
        case .bool(let value): return value ? 1 : nil
        case .string(let text):
            let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.range(of: "^[+-]?(0|[1-9][0-9]*)$", options: .regularExpression) != nil else { return nil }
            return Int(text.hasPrefix("+") ? String(text.dropFirst()) : text)
        default: return nil
        }
    }

    /// `validateNullableInt`: absent, null or `""` is `nil`; otherwise an integer or invalid (the outer `nil`).
    func nullableInt(_ key: String) -> Int?? {
        switch object[key] {
        case nil, .null?: return .some(nil)
        case .string(let text)? where text.isEmpty: return .some(nil)
        default: return int(key).map { .some($0) }
        }
    }

    /// `validateString`: a string, trimmed; anything else is invalid.
    func string(_ key: String) -> String? {
        guard case .string(let text) = object[key] else { return nil }
        return text.trimmingCharacters(in: Self.trimmed)
    }

    /// `validateNullableString`: absent or null is `nil`, a string trimmed (`nil` when PHP's `empty`: `""` or `"0"`);
    /// anything else is invalid (the outer `nil`).
    func nullableString(_ key: String) -> String?? {
        switch object[key] {
        case nil, .null?: return .some(nil)
        case .string?:
            let text = string(key) ?? ""
            return .some(text.isEmpty || text == "0" ? nil : text)
        default: return nil
        }
    }

    /// `validateTime`: `H:i:s` or `H:i`, as `HH:MM:SS`.
    func time(_ key: String) -> String? {
        guard let text = string(key) else { return nil }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), hour <= 24, parts[1].count == 2, minute <= 59
        else { return nil }
        let second = parts.count == 3 ? Int(parts[2]) ?? 0 : 0
        guard parts.count == 2 || (parts[2].count == 2 && second <= 59) else { return nil }
        let two = { (value: Int) in value < 10 ? "0\(value)" : String(value) }
        // DateTime rolls 24:00 over to the next day's 00:00.
        return [hour % 24, minute, second].map(two).joined(separator: ":")
    }

    /// `FILTER_VALIDATE_FLOAT`, `nil` on failure.
    func float(_ key: String) -> Double? {
        switch object[key] {
        case .number(let raw): return Double(raw)
        case .bool(let value): return value ? 1 : nil
        case .string(let text):
            let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard
                text.range(of: "^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?$", options: .regularExpression)
                    != nil
            else { return nil }
            return Double(text)
        default: return nil
        }
    }

    /// `validateBool`: any non-null value, as PHP's `boolval`.
    func bool(_ key: String) -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case .number(let raw)?: return (Double(raw) ?? 0) != 0
        case .string(let text)?: return !(text.isEmpty || text == "0")
        case .array(let values)?: return !values.isEmpty
        case .object(let object)?: return !object.isEmpty
        }
    }

    /// `validateIntArray`: a comma list of integers, sorted, without repeats.
    func intArray(_ key: String) -> [Int]? {
        guard let text = nullableString(key) else { return nil }
        guard let text else { return [] }
        return Array(
            Set(text.split(separator: ",", omittingEmptySubsequences: false).map { PHPText.intval(String($0)) })
        )
        .sorted()
    }
}

/// `ExternalServiceBody`.
struct ExternalServiceBody: Sendable, Hashable {
    var id: Int
    var parentID: Int
    var name: String
    var description: String
    var type: String?
    var url: String?
    var helpline: String?
    var worldID: String?

    init?(_ object: JSONObject) {
        let values = ExternalValues(object: object)
        guard let id = values.int("id"), let parentID = values.int("parent_id"), let name = values.string("name"),
            let description = values.string("description"), let type = values.nullableString("type"),
            let url = values.nullableString("url"), let helpline = values.nullableString("helpline"),
            let worldID = values.nullableString("world_id")
        else { return nil }
        (self.id, self.parentID, self.name, self.description) = (id, parentID, name, description)
        (self.type, self.url, self.helpline, self.worldID) = (type, url, helpline, worldID)
    }
}

/// `ExternalFormat`: one format in one language.
struct ExternalFormat: Sendable, Hashable {
    var id: Int
    var key: String
    var name: String
    var description: String
    var language: String
    var type: String?
    var worldID: String?

    init?(_ object: JSONObject) {
        let values = ExternalValues(object: object)
        guard let id = values.int("id"), let key = values.string("key_string"), let name = values.string("name_string"),
            let description = values.string("description_string"), let language = values.string("lang"),
            let type = values.nullableString("format_type_enum"), let worldID = values.nullableString("world_id")
        else { return nil }
        (self.id, self.key, self.name, self.description, self.language) = (id, key, name, description, language)
        (self.type, self.worldID) = (type, worldID)
    }
}

/// `ExternalMeeting` (4.2's: with `time_zone`, `lang_enum` and `email_contact`).
struct ExternalMeeting: Sendable {
    var id: Int
    var serviceBodyID: Int
    /// 1 = Sunday, as answered.
    var weekday: Int
    var venueType: Int?
    var startTime: String
    var durationTime: String
    var latitude: Double?
    var longitude: Double?
    var published: Bool
    var worldID: String?
    var timeZone: String?
    var language: String?
    var emailContact: String?
    var formatIDs: [Int]
    /// The data fields in the order bmlt-server writes their rows, each `nil` when empty.
    var data: [(key: String, value: String?)]

    /// The data fields an aggregator imports, in the order `externalMeetingToValuesArray` lists them.
    static let dataKeys = [
        "meeting_name", "comments", "virtual_meeting_additional_info", "virtual_meeting_link", "phone_meeting_number",
        "location_nation", "location_postal_code_1", "location_province", "location_sub_province",
        "location_municipality", "location_city_subsection", "location_neighborhood", "location_street",
        "location_info", "location_text", "bus_lines", "train_lines",
    ]

    init?(_ object: JSONObject) {
        let values = ExternalValues(object: object)
        // An external meeting's main keys are the columns' names.
        typealias Column = MeetingColumn
        guard let id = values.int(Column.id.name), let serviceBodyID = values.int(Column.serviceBodyID.name),
            let weekday = values.int(Column.weekday.name), let venueType = values.nullableInt(Column.venueType.name),
            let startTime = values.time(Column.startTime.name), let durationTime = values.time(Column.duration.name),
            let name = values.string("meeting_name"), let published = values.bool(Column.published.name),
            let worldID = values.nullableString(Column.worldID.name),
            let timeZone = values.nullableString(Column.timeZone.name),
            let language = values.nullableString(Column.language.name),
            let email = values.nullableString(Column.emailContact.name),
            let formatIDs = values.intArray(ReadAPIMeetingField.formatIDs.rawValue)
        else { return nil }
        var data: [(key: String, value: String?)] = [("meeting_name", name)]
        for key in Self.dataKeys.dropFirst() {
            guard let value = values.nullableString(key) else { return nil }
            data.append((key, value))
        }
        (self.id, self.serviceBodyID, self.weekday, self.venueType) = (id, serviceBodyID, weekday, venueType)
        (self.startTime, self.durationTime, self.published, self.worldID) = (
            startTime, durationTime, published, worldID
        )
        (self.latitude, self.longitude) = (values.float(Column.latitude.name), values.float(Column.longitude.name))
        (self.timeZone, self.language, self.emailContact) = (timeZone, language, email)
        self.formatIDs = formatIDs
        self.data = data
    }
}
