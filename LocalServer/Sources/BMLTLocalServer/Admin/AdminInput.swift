@_spi(BMLTInternal) import BMLT
import Foundation

/// The input of an administration request as Laravel presents it to a controller: the JSON or form body, every
/// string trimmed and an empty string turned into `null` (the `TrimStrings` and `ConvertEmptyStringsToNull`
/// middleware), so that `"name": " "` fails `required` as it does on the real server.
struct AdminInput: Sendable {
    private(set) var object: JSONObject

    init(_ object: JSONObject = JSONObject()) {
        self.object = object
    }

    /// Reads a body: JSON when it starts like JSON or says so, else `application/x-www-form-urlencoded`.
    init(body: [UInt8], contentType: String?) throws(AdminFailure) {
        let isJSON =
            contentType?.lowercased().contains("json") == true
            || body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }).map { $0 == UInt8(ascii: "{") } == true
        guard !body.isEmpty else {
            self.init()
            return
        }
        if isJSON {
            guard let value = try? JSONParser.parse(body) else {
                // Laravel reads an unparsable JSON body as no input at all.
                self.init()
                return
            }
            self.init(value.object.map { Self.normalized(.object($0)).object ?? $0 } ?? JSONObject())
        } else {
            let parameters = RequestParameters(query: String(decoding: body, as: UTF8.self), trimsValues: true)
            var members: [(key: String, value: JSONValue)] = []
            for (name, value) in parameters.values.sorted(by: { $0.key < $1.key }) {
                switch value {
                case .scalar(let text): members.append((name, text.isEmpty ? .null : .string(text)))
                case .list(let texts): members.append((name, .array(texts.map { $0.isEmpty ? .null : .string($0) })))
                }
            }
            self.init(JSONObject(members))
        }
    }

    private static func normalized(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text):
            let trimmed = text.trimmingWhitespace
            return trimmed.isEmpty ? .null : .string(trimmed)
        case .array(let values): return .array(values.map(normalized))
        case .object(let object):
            // PHP's json_decode keeps a repeated key's last value, in the place of its first.
            var members: [(key: String, value: JSONValue)] = []
            var places: [String: Int] = [:]
            for member in object.members {
                if let place = places[member.key] {
                    members[place].value = normalized(member.value)
                } else {
                    places[member.key] = members.count
                    members.append((member.key, normalized(member.value)))
                }
            }
            return .object(JSONObject(members))
        case .number, .bool, .null: return value
        }
    }

    /// The input with the query string's values added where the body has none: Laravel's `$request->input()` is the
    /// body's values, then the query's (`getInputSource()->all() + $this->query->all()`), trimmed alike.
    func merging(query: RequestParameters) -> AdminInput {
        var merged = self
        for (name, value) in query.values.sorted(by: { $0.key < $1.key }) {
            let text = { (text: String) -> JSONValue in
                let trimmed = text.trimmingWhitespace
                return trimmed.isEmpty ? .null : .string(trimmed)
            }
            switch value {
            case .scalar(let scalar): merged.fill(name, with: text(scalar))
            case .list(let list): merged.fill(name, with: .array(list.map(text)))
            }
        }
        return merged
    }

    /// Whether the input has the key at all (a `null` value counts, as PHP's `$request->has`).
    func has(_ key: String) -> Bool { object.members.contains { $0.key == key } }

    subscript(key: String) -> JSONValue? { object[key] }

    /// Fills keys the request left out, as the controllers' `partialUpdate` do with `$request->merge`.
    mutating func fill(_ key: String, with value: @autoclosure () -> JSONValue) {
        if !has(key) { object.members.append((key, value())) }
    }

    /// Sets a key whatever the request sent.
    mutating func set(_ key: String, _ value: JSONValue) {
        object.members.removeAll { $0.key == key }
        object.members.append((key, value))
    }
}

extension JSONValue {
    static func real(_ value: Double?) -> JSONValue { value.map { .number(PHPNumber.json($0)) } ?? .null }
    static func list(_ values: [Int]) -> JSONValue { .array(values.map { .number(String($0)) }) }

    /// The value as PHP's `(string)` cast reads it, for rules that compare text.
    var phpString: String? {
        switch self {
        case .string(let text): return text
        case .number(let raw): return raw
        case .bool(let flag): return flag ? "1" : ""
        case .null: return ""
        case .array, .object: return nil
        }
    }

    /// An integer as `filter_var(FILTER_VALIDATE_INT)` accepts it: integral numbers and digit strings.
    var strictInt: Int? {
        switch self {
        // filter_var(FILTER_VALIDATE_INT) of what json_decode gave: a float is read as its text, so 1002.0 is 1002.
        case .number(let raw): return Int(raw) ?? Double(raw).flatMap(Self.integral)
        case .string(let text): return Int(text.trimmingWhitespace)
        case .bool(let flag): return flag ? 1 : nil
        case .null, .array, .object: return nil
        }
    }

    /// A value compared with an id by PHP's `==` (`Collection::contains`): a number or numeric string equal to it.
    /// `true`, which PHP finds equal to every id, stands for 1 alone: taking it for any id would let a service body
    /// administrator write where they may not (4.x does), a behaviour the local server does not copy.
    var looseInt: Int? {
        switch self {
        case .number(let raw): return Double(raw).flatMap(Self.integral)
        case .string(let text): return PHPText.number(text).flatMap(Self.integral)
        case .bool(let flag): return flag ? 1 : nil
        case .null, .array, .object: return nil
        }
    }

    private static func integral(_ value: Double) -> Int? {
        value == value.rounded() && abs(value) < 1e15 ? Int(value) : nil
    }

    /// A number as `is_numeric` accepts it.
    var numeric: Double? {
        switch self {
        case .number(let raw): return Double(raw)
        case .string(let text):
            guard let value = PHPText.number(text) else { return nil }
            return value.isFinite ? value : nil
        case .bool, .null, .array, .object: return nil
        }
    }

    /// A boolean as Laravel's `boolean` rule accepts it: `true`, `false`, `0`, `1`, `"0"`, `"1"`.
    var laravelBool: Bool? {
        switch self {
        case .bool(let flag): return flag
        case .number(let raw) where raw == "0" || raw == "1": return raw == "1"
        case .string(let text) where text == "0" || text == "1": return text == "1"
        default: return nil
        }
    }
}

extension LocalResponse {
    /// An administration API answer: JSON with unescaped slashes, as bmlt-server's resources write it.
    static func admin(_ value: JSONValue, status: Int = 200) -> LocalResponse {
        var writer = JSONWriter()
        writer.value(value)
        return LocalResponse(status: status, contentType: "application/json", body: writer.bytes)
    }

    /// `204 No Content`, as `response()->noContent()`.
    static var noContent: LocalResponse {
        LocalResponse(status: 204, contentType: "", body: [])
    }
}
