import Foundation

/// Shape checks shared by the read-API decoders: they turn "not the expected JSON" into a typed error.
enum ReadAPIShape {
    static func mismatch(_ reason: String) -> BMLTError {
        BMLTError(code: .unexpectedShape, reason: reason)
    }

    /// The elements of a list answer; `{}` (a 2.x server's empty answer) and `null` are empty lists.
    ///
    /// A bare object is read as a list of one when it has `identifiedBy` (2.x answers collapse one-element lists);
    /// any other object is refused, so an error object never passes for data.
    static func list(_ value: JSONValue, of what: String, identifiedBy key: String? = nil) throws -> [JSONValue] {
        if case .object(let object) = value, !object.isEmpty {
            guard let key, object[key] != nil else {
                throw mismatch(
                    "Expected a list of \(what) but got an object with keys \(object.members.prefix(5).map(\.key))."
                )
            }
            return [value]
        }
        guard let elements = value.elements else {
            throw mismatch("Expected a list of \(what) but got \(value.kindName).")
        }
        return elements
    }

    /// Each element of a list answer as an object.
    static func objects(_ value: JSONValue, of what: String, identifiedBy key: String? = nil) throws -> [JSONObject] {
        try list(value, of: what, identifiedBy: key).map { element in
            guard let object = element.object else {
                throw mismatch("Expected each of the \(what) to be an object but one is \(element.kindName).")
            }
            return object
        }
    }

    /// The single object of an answer that servers wrap in a one-element list (GetServerInfo, GetCoverageArea).
    static func single(_ value: JSONValue, of what: String) throws -> JSONObject? {
        if let object = value.object { return object.isEmpty ? nil : object }
        return try objects(value, of: what).first
    }

    /// A text field's value with the legacy `Prompt#@-@#value` prefix removed and empty text read as absent.
    static func fieldText(_ value: JSONValue) -> String? {
        guard let text = value.nonEmptyText else { return nil }
        guard let separator = text.firstRange(of: "#@-@#") else { return text }
        let stripped = String(text[separator.upperBound...]).trimmingWhitespace
        return stripped.isEmpty ? nil : stripped
    }

    /// A comma list as its non-empty, trimmed parts.
    static func commaList(_ value: JSONValue?) -> [String] {
        guard let text = value?.text else { return [] }
        return text.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// `"01:30:00"`, `"01:00"` or `"1:00:00"` as a duration.
    static func duration(_ value: JSONValue?) -> Duration? {
        guard let text = value?.nonEmptyText, let time = LocalTime(text) else { return nil }
        return .seconds(time.secondsSinceMidnight)  // "24:00:00" is a whole day
    }
}
