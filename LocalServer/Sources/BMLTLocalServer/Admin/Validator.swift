@_spi(BMLTInternal) import BMLT
import Foundation

/// Laravel's validator, for the rules bmlt-server's administration controllers use, with its English messages.
///
/// As in Laravel, a field's rules run in order and every failure adds a message, except that a failed `required` or
/// `present` ends the field's checks; absent fields and blank strings skip every rule but `required`, `present` and
/// implicit custom rules; `nullable` lets `null` through.
struct Validator {
    enum Rule {
        case required
        case present
        case nullable
        /// Validate only when the key is in the input.
        case sometimes
        case string
        case integer
        case numeric
        case boolean
        case array
        case email
        case url
        case max(Int)
        case min(Int)
        case between(Double, Double)
        case oneOf([String])
        case noneOf([String])
        /// `date_format:H:i`.
        case hourMinute
        /// `exists:table,column`: the predicate says whether the value exists.
        case exists((JSONValue) -> Bool)
        /// `unique:table,column`: the predicate says whether the value is taken.
        case unique((JSONValue) -> Bool)
        /// A rule object: a message when the value fails; `implicit` ones run on absent values too.
        case custom(implicit: Bool, (JSONValue?) -> String?)
    }

    let input: AdminInput
    private(set) var errors: [(field: String, messages: [String])] = []

    init(_ input: AdminInput) {
        self.input = input
    }

    /// Checks a top-level field.
    mutating func check(_ field: String, _ rules: [Rule]) {
        check(field, value: input[field], isPresent: input.has(field), rules)
    }

    /// Checks a value at a path such as `translations.0.key`.
    mutating func check(_ field: String, value: JSONValue?, isPresent: Bool, _ rules: [Rule]) {
        if rules.contains(where: { if case .sometimes = $0 { true } else { false } }), !isPresent { return }
        let isNullable = rules.contains { if case .nullable = $0 { true } else { false } }
        let isNumericField = rules.contains {
            switch $0 {
            case .integer, .numeric: true
            default: false
            }
        }
        let name = Self.displayName(field)
        var messages: [String] = []
        for rule in rules {
            switch rule {
            case .required:
                if !isPresent || Self.isEmpty(value) {
                    messages.append("The \(name) field is required.")
                    append(field, messages)
                    return
                }
                continue
            case .present:
                if !isPresent {
                    messages.append("The \(name) field must be present.")
                    append(field, messages)
                    return
                }
                continue
            case .custom(let implicit, let test):
                if !implicit, !isPresent || (isNullable && value == .null) || Self.isBlankText(value) { continue }
                if let message = test(value) {
                    messages.append(message.replacingOccurrences(of: ":attribute", with: name))
                }
                continue
            case .nullable, .sometimes:
                continue
            default:
                break
            }
            // Laravel runs only implicit rules on absent values and on blank strings (which the input middleware
            // turns into null, but values merged in by a controller keep).
            guard isPresent, let value, !Self.isBlankText(value) else { continue }
            if value == .null, isNullable { continue }
            // `hasNotFailedPreviousRuleIfPresenceRule`: exists and unique run only while the field has not failed.
            switch rule {
            case .exists, .unique: if !messages.isEmpty { continue }
            default: break
            }
            if let message = Self.failure(of: rule, value: value, name: name, isNumericField: isNumericField) {
                messages.append(message)
            }
        }
        append(field, messages)
    }

    /// Records a failure found outside the rules (a closure rule of the controller).
    mutating func fail(_ field: String, _ message: String) {
        append(field, [message.replacingOccurrences(of: ":attribute", with: field)])
    }

    /// Whether a check has failed so far.
    var hasFailed: Bool { !errors.isEmpty }

    /// Throws the collected failures, Laravel's `ValidationException`.
    func validate() throws(AdminFailure) {
        if !errors.isEmpty { throw .invalid(errors) }
    }

    private mutating func append(_ field: String, _ messages: [String]) {
        guard !messages.isEmpty else { return }
        if let index = errors.firstIndex(where: { $0.field == field }) {
            errors[index].messages += messages
        } else {
            errors.append((field, messages))
        }
    }

    private static func isBlankText(_ value: JSONValue?) -> Bool {
        if case .string(let text)? = value { return text.trimmingWhitespace.isEmpty }
        return false
    }

    static func isEmpty(_ value: JSONValue?) -> Bool {
        switch value {
        case nil, .null: return true
        case .string(let text): return text.trimmingWhitespace.isEmpty
        case .array(let values): return values.isEmpty
        case .object(let object): return object.isEmpty
        default: return false
        }
    }

    /// `Str::snake` with spaces: `serviceBodyId` is shown as "service body id". An item of a wildcard rule
    /// (`assignedUserIds.0`, `translations.0.key`) is one of Laravel's implicit attributes, shown as it is.
    static func displayName(_ field: String) -> String {
        if field.contains(".") { return field }
        var name = ""
        for character in field {
            if character.isUppercase {
                if let last = name.last, last != " ", last != "." { name.append(" ") }
                name.append(Character(character.lowercased()))
            } else {
                name.append(character == "_" ? " " : character)
            }
        }
        return name
    }

    private static func failure(of rule: Rule, value: JSONValue, name: String, isNumericField: Bool) -> String? {
        switch rule {
        case .string:
            if case .string = value { return nil }
            return "The \(name) must be a string."
        case .integer:
            return value.strictInt == nil ? "The \(name) must be an integer." : nil
        case .numeric:
            return value.numeric == nil ? "The \(name) must be a number." : nil
        case .boolean:
            return value.laravelBool == nil ? "The \(name) field must be true or false." : nil
        case .array:
            switch value {
            case .array, .object: return nil
            default: return "The \(name) must be an array."
            }
        case .email:
            return isEmail(value) ? nil : "The \(name) must be a valid email address."
        case .url:
            return isURL(value) ? nil : "The \(name) must be a valid URL."
        case .max(let limit):
            guard let size = size(of: value, isNumericField: isNumericField), size > Double(limit) else { return nil }
            return sizeMessage(value, isNumericField: isNumericField, name: name, limit: limit, verb: "max")
        case .min(let limit):
            guard let size = size(of: value, isNumericField: isNumericField), size < Double(limit) else { return nil }
            return sizeMessage(value, isNumericField: isNumericField, name: name, limit: limit, verb: "min")
        case .between(let low, let high):
            guard let size = size(of: value, isNumericField: isNumericField) else { return nil }
            if size >= low, size <= high { return nil }
            return "The \(name) must be between \(PHPNumber.string(low)) and \(PHPNumber.string(high))."
        case .oneOf(let allowed):
            guard let text = value.phpString, allowed.contains(text) else { return "The selected \(name) is invalid." }
            return nil
        case .noneOf(let refused):
            guard let text = value.phpString else { return nil }
            return refused.contains(text) ? "The selected \(name) is invalid." : nil
        case .hourMinute:
            return isHourMinute(value) ? nil : "The \(name) does not match the format H:i."
        case .exists(let exists):
            return exists(value) ? nil : "The selected \(name) is invalid."
        case .unique(let isTaken):
            return isTaken(value) ? "The \(name) has already been taken." : nil
        case .required, .present, .nullable, .sometimes, .custom:
            return nil
        }
    }

    /// Laravel's `getSize`: the number for numeric fields, the count of an array, else the length in characters.
    private static func size(of value: JSONValue, isNumericField: Bool) -> Double? {
        switch value {
        case .array(let values): return Double(values.count)
        case .object(let object): return Double(object.members.count)
        default:
            if isNumericField, let number = value.numeric { return number }
            return value.phpString.map { Double($0.count) }
        }
    }

    private static func sizeMessage(
        _ value: JSONValue,
        isNumericField: Bool,
        name: String,
        limit: Int,
        verb: String
    ) -> String {
        let isMax = verb == "max"
        switch value {
        case .array, .object:
            return isMax
                ? "The \(name) must not have more than \(limit) items."
                : "The \(name) must have at least \(limit) items."
        default:
            if isNumericField, value.numeric != nil {
                return isMax
                    ? "The \(name) must not be greater than \(limit)." : "The \(name) must be at least \(limit)."
            }
            return isMax
                ? "The \(name) must not be greater than \(limit) characters."
                : "The \(name) must be at least \(limit) characters."
        }
    }

    private static func isHourMinute(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value else { return false }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return false }
        return (0...23).contains(hour) && (0...59).contains(minute)
    }

    /// An address with one `@`, a local part and a domain, and no spaces (egulias' RFC check, roughly).
    static func isEmail(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        return !text.contains(where: { $0.isWhitespace || $0 == "," || $0 == ";" || $0 == "<" || $0 == ">" })
            && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".") && !parts[1].contains("..")
    }

    /// An absolute URL with a scheme and a host, as Laravel's `url` rule requires.
    private static func isURL(_ value: JSONValue) -> Bool {
        guard case .string(let text) = value, !text.contains(where: \.isWhitespace),
            let components = URLComponents(string: text), let scheme = components.scheme, !scheme.isEmpty,
            let host = components.host, !host.isEmpty
        else { return false }
        return true
    }
}
