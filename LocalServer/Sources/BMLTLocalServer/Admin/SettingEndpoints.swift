@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB

/// `settings` (`SettingController`, `SettingPolicy`): server administrators read and patch the server's settings.
struct SettingEndpoints {
    let call: AdminAPI.Call

    enum Kind {
        case string, integer, float, boolean, array
    }

    /// Every setting with its type, in the order bmlt-server seeds them.
    static let kinds: [(name: String, kind: Kind)] = [
        ("googleApiKey", .string), ("changeDepthForMeetings", .integer), ("defaultSortKey", .string),
        ("language", .string), ("defaultDurationTime", .string), ("regionBias", .string), ("distanceUnits", .string),
        ("meetingStatesAndProvinces", .array), ("meetingCountiesAndSubProvinces", .array),
        ("searchSpecMapCenterLongitude", .float), ("searchSpecMapCenterLatitude", .float),
        ("searchSpecMapCenterZoom", .integer), ("numberOfMeetingsForAuto", .integer),
        ("autoGeocodingEnabled", .boolean), ("countyAutoGeocodingEnabled", .boolean),
        ("zipAutoGeocodingEnabled", .boolean), ("defaultClosedStatus", .boolean), ("enableLanguageSelector", .boolean),
        ("includeServiceBodyEmailInSemantic", .boolean), ("bmltTitle", .string), ("bmltNotice", .string),
        ("formatLangNames", .array),
    ]

    /// `GET settings`.
    func show() throws -> LocalResponse {
        try authorize()
        let settings = try call.catalog().settings
        let encoded = try JSONEncoder().encode(settings)
        let object = (try? JSONParser.parse(Array(encoded)))?.object ?? JSONObject()
        return .admin(
            .object(
                JSONObject(
                    Self.kinds.map { kind in
                        // PHP's json_encode writes an empty array as `[]`, whatever the setting holds.
                        let value = object[kind.name] ?? .null
                        return (kind.name, value.object?.isEmpty == true ? .array([]) : value)
                    }
                )
            )
        )
    }

    /// `PATCH settings`.
    func update() throws -> LocalResponse {
        try authorize()
        var validator = Validator(call.input)
        for member in call.input.object.members {
            guard let kind = Self.kinds.first(where: { $0.name == member.key })?.kind else {
                validator.fail(member.key, "The selected \(Validator.displayName(member.key)) is invalid.")
                continue
            }
            let rule: Validator.Rule =
                switch kind {
                case .string: .string
                case .integer: .integer
                case .float: .numeric
                case .boolean: .boolean
                case .array: .array
                }
            validator.check(member.key, [.nullable, rule] + (kind == .string ? [.max(65535)] : []))
        }
        try validator.validate()
        try call.data.write { db in
            for member in call.input.object.members {
                guard let kind = Self.kinds.first(where: { $0.name == member.key })?.kind else { continue }
                guard let value = Self.cast(member.value, kind, name: member.key) else {
                    // A null setting falls back to the server's default.
                    try db.execute(sql: "DELETE FROM settings WHERE name = ?", arguments: [member.key])
                    continue
                }
                var writer = JSONWriter()
                writer.value(value)
                try db.execute(
                    sql: "INSERT OR REPLACE INTO settings (name, value) VALUES (?, ?)",
                    arguments: [member.key, String(decoding: writer.bytes, as: UTF8.self)]
                )
            }
        }
        return .noContent
    }

    private func authorize() throws {
        try call.account.requireActive()
        guard call.account.isAdmin else { throw AdminFailure.forbidden() }
    }

    /// `Setting::cast`: the value as the setting's type.
    private static func cast(_ value: JSONValue, _ kind: Kind, name: String) -> JSONValue? {
        if value == .null { return nil }
        switch kind {
        case .string: return .string(value.phpString ?? "")
        case .integer: return .integer(orNull: value.strictInt ?? Int(value.numeric ?? 0))
        case .float: return .number(PHPNumber.json(value.numeric ?? 0))
        case .boolean: return .bool(value.laravelBool ?? false)
        case .array:
            // The local server keeps settings typed: the language names are a map, the others lists of text.
            let elements: [(key: String, value: JSONValue)] =
                switch value {
                case .object(let object): object.members
                case .array(let values): values.enumerated().map { (String($0.offset), $0.element) }
                default: []
                }
            if name == "formatLangNames" {
                return .object(JSONObject(elements.map { ($0.key, .string($0.value.phpString ?? "")) }))
            }
            return .array(elements.map { .string($0.value.phpString ?? "") })
        }
    }
}
