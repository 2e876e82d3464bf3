@_spi(BMLTInternal) import BMLT
import Foundation

/// An answer of the 2.x administration handler (`c_comdef_admin_xml_handler`), which builds XML, and the two ways
/// 2.16.6 serves it: as that XML from `xml.php`, and from `json.php` converted the way PHP converts it —
/// `json_encode((array)simplexml_load_string($xml), JSON_NUMERIC_CHECK)` followed by three regular expressions meant to
/// lift `@attributes` into their objects.
///
/// The conversion is reproduced step by step, odd shapes included: a single `<row>` becomes a bare object, one changed
/// field comes out as `"field":{"key":…},"oldValue":…` beside `changeMeeting`, text elements lose their attributes,
/// and every numeric text becomes a number. Where 2.16.6's expressions produce text that is not JSON (nested elements
/// with attributes, as in `get_service_body_info`), or fail on large answers and send an empty body, the local server
/// sends the intended JSON instead: each element's attributes merged into its object.
enum LegacyXML {
    /// An XML element as the handler writes it.
    struct Element: Sendable {
        var name: String
        var attributes: [(String, String)] = []
        var text: String?
        var children: [Element] = []

        init(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, children: [Element] = []) {
            self.name = name
            self.attributes = attributes
            self.text = text
            self.children = children
        }

        /// `TranslateCSVToXML`: one `<row sequence_index="n">` per row, its values trimmed, the empty ones and `0`
        /// left out (`array2xml` skips PHP's false values).
        static func rows(_ rows: [[(String, String)]]) -> [Element] {
            rows.enumerated().map { index, row in
                Element(
                    "row",
                    [("sequence_index", String(index))],
                    children: row.compactMap { key, value in
                        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
                        return trimmed.isEmpty || trimmed == "0" ? nil : Element(key, text: trimmed)
                    }
                )
            }
        }
    }

    /// A whole answer: a document with its schema, or an error the handler writes as `<h1>TEXT</h1>`.
    enum Answer: Sendable {
        case document(Element, schema: String)
        case error(String)
        /// No answer built: `[false]` from `json.php` (`simplexml_load_string('')` is false), nothing from `xml.php`.
        case nothing
        /// A PHP error: 500 with an empty body.
        case fatal
        /// `process_meeting_modify` after it refused a move and reported more fields: `<h1>NOT AUTHORIZED</h1>` and
        /// those fields inside `changeResponse`, then the closing tag of the element the refusal replaced. `xml.php`
        /// sends that text; `json.php` cannot parse it, and sends `[false]`.
        case brokenChange(reported: [Element], closingTag: String)

        static let notAuthorized = Answer.error("NOT AUTHORIZED")
        static let badAction = Answer.error("BAD ADMIN ACTION")
        static let failure = Answer.error("ERROR")
    }

    // MARK: - xml.php

    /// The XML text as `xml.php` sends it; `serverName` is the host without a port, `mainURL` the root server URL
    /// without a port, ending in `/`.
    static func xml(_ answer: Answer, serverName: String, mainURL: String) -> String {
        switch answer {
        case .nothing, .fatal:
            return ""
        case .error(let text):
            return "<h1>\(text)</h1>"
        case .document(let root, let schema):
            var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            write(namespaced(root, schema: schema, serverName: serverName, mainURL: mainURL), to: &output)
            return output
        case .brokenChange(let reported, let closingTag):
            var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            let root = namespaced(
                Element("changeResponse"),
                schema: "ChangeResponse",
                serverName: serverName,
                mainURL: mainURL
            )
            output += "<changeResponse"
            for (name, value) in root.attributes { output += " \(name)=\"\(PHPText.htmlSpecialChars(value))\"" }
            output += "><h1>NOT AUTHORIZED</h1>"
            for field in reported { write(field, to: &output) }
            return output + "</\(closingTag)></changeResponse>"
        }
    }

    /// The root element with the namespace and schema attributes every document starts with.
    private static func namespaced(_ root: Element, schema: String, serverName: String, mainURL: String) -> Element {
        var namespaced = root
        namespaced.attributes =
            [
                ("xmlns", "http://" + serverName), ("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
                ("xsi:schemaLocation", mainURL + "client_interface/xsd/\(schema).php"),
            ] + root.attributes
        return namespaced
    }

    private static func write(_ element: Element, to output: inout String) {
        output += "<" + element.name
        for (name, value) in element.attributes { output += " \(name)=\"\(PHPText.htmlSpecialChars(value))\"" }
        if element.text == nil, element.children.isEmpty, !element.attributes.isEmpty {
            output += "/>"
            return
        }
        output += ">"
        if let text = element.text { output += PHPText.htmlSpecialChars(text) }
        for child in element.children { write(child, to: &output) }
        output += "</\(element.name)>"
    }

    // MARK: - json.php

    /// The body `json.php` sends.
    static func json(_ answer: Answer) -> [UInt8] {
        let root: Element
        switch answer {
        case .nothing, .brokenChange: return Array("[false]".utf8)
        case .fatal: return []
        case .error(let text): root = Element("h1", text: text)
        case .document(let element, _): root = element
        }
        let flattened = flatten(encoded(root, mergesAttributes: false))
        if (try? JSONParser.parse(Array(flattened.utf8))) != nil { return Array(flattened.utf8) }
        return Array(encoded(root, mergesAttributes: true).utf8)
    }

    /// `json_encode((array)$element, JSON_NUMERIC_CHECK)`, slashes escaped as PHP's default does.
    private static func encoded(_ root: Element, mergesAttributes: Bool) -> String {
        var writer = JSONWriter(escapesSlashes: true)
        encodeRoot(root, mergesAttributes: mergesAttributes, to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// `(array)$element` encoded: a list when it holds only text or nothing, else an object.
    private static func encodeRoot(_ root: Element, mergesAttributes: Bool, to writer: inout JSONWriter) {
        if root.children.isEmpty, root.attributes.isEmpty {
            writer.beginArray()
            if let text = root.text, !text.isEmpty { encodeScalar(text, to: &writer) }
            writer.endArray()
            return
        }
        encodeObject(root, mergesAttributes: mergesAttributes, to: &writer)
    }

    /// A SimpleXML element as `json_encode` writes it: `@attributes` first, then the children by name, a name that
    /// repeats as a list. An element whose content is text is that text, its attributes dropped.
    private static func encodeObject(_ element: Element, mergesAttributes: Bool, to writer: inout JSONWriter) {
        writer.beginObject()
        let attributes =
            mergesAttributes ? element.attributes.filter { $0.0 != "sequence_index" } : element.attributes
        if mergesAttributes {
            for (name, value) in attributes {
                writer.key(name)
                encodeScalar(value, to: &writer)
            }
        } else if !attributes.isEmpty {
            writer.key("@attributes")
            writer.beginObject()
            for (name, value) in attributes {
                writer.key(name)
                encodeScalar(value, to: &writer)
            }
            writer.endObject()
        }
        var names: [String] = []
        var groups: [String: [Element]] = [:]
        for child in element.children {
            if groups[child.name] == nil { names.append(child.name) }
            groups[child.name, default: []].append(child)
        }
        for name in names {
            writer.key(name)
            let group = groups[name] ?? []
            if group.count > 1 { writer.beginArray() }
            for child in group {
                if let text = child.text, !text.isEmpty, child.children.isEmpty,
                    !text.allSatisfy({ " \t\n\r".contains($0) })
                {
                    encodeScalar(text, to: &writer)
                } else {
                    encodeObject(child, mergesAttributes: mergesAttributes, to: &writer)
                }
            }
            if group.count > 1 { writer.endArray() }
        }
        writer.endObject()
    }

    /// `JSON_NUMERIC_CHECK`: a numeric string is written as an integer or a float.
    private static func encodeScalar(_ text: String, to writer: inout JSONWriter) {
        switch PHPText.numeric(text) {
        case .integer(let value): writer.number(value)
        case .float(let value) where value.isFinite: writer.raw(PHPNumber.json(value))
        default: writer.string(text)
        }
    }

    /// The three replacements of `json.php`, each repeated until nothing changes.
    static func flatten(_ json: String) -> String {
        var bytes = Array(json.utf8)
        // '/\{"@attributes":\{(.*?)\}\}/' → '{\1}'
        while let replaced = liftAttributes(bytes) { bytes = replaced }
        // '/"@attributes":\{("sequence_index":(\d+?))\},/' → ''
        while let removed = remove(prefix: "\"@attributes\":{\"sequence_index\":", minimumDigits: 1, in: bytes) {
            bytes = removed
        }
        // '/"row":\{"sequence_index":(\d*?)\},/' → ''
        while let removed = remove(prefix: "\"row\":{\"sequence_index\":", minimumDigits: 0, in: bytes) {
            bytes = removed
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One pass of the first expression: from each `{"@attributes":{`, the shortest span to a `}}` loses its
    /// opening `{"@attributes":` and one closing brace. `nil` when nothing matched.
    private static func liftAttributes(_ bytes: [UInt8]) -> [UInt8]? {
        let opening = Array("{\"@attributes\":{".utf8)
        let closing = UInt8(ascii: "}")
        // The first `}}` at or after each position, found once from the end, keeps the pass linear.
        var nextClosing = [Int](repeating: -1, count: bytes.count + 1)
        var index = bytes.count - 2
        while index >= 0 {
            nextClosing[index] = bytes[index] == closing && bytes[index + 1] == closing ? index : nextClosing[index + 1]
            index -= 1
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        var matched = false
        while position < bytes.count {
            if bytes[position] == opening[0], bytes[position...].starts(with: opening),
                position + opening.count <= bytes.count,
                case let end = nextClosing[min(position + opening.count, bytes.count)], end >= 0
            {
                output.append(UInt8(ascii: "{"))
                output.append(contentsOf: bytes[(position + opening.count)..<end])
                output.append(closing)
                position = end + 2
                matched = true
            } else {
                output.append(bytes[position])
                position += 1
            }
        }
        return matched ? output : nil
    }

    /// One pass removing every `prefix` + digits + `},`. `nil` when nothing matched.
    private static func remove(prefix text: String, minimumDigits: Int, in bytes: [UInt8]) -> [UInt8]? {
        let prefix = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        var matched = false
        while position < bytes.count {
            if bytes[position] == prefix[0], bytes[position...].starts(with: prefix) {
                var end = position + prefix.count
                while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
                let digits = end - position - prefix.count
                if digits >= minimumDigits, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "}"),
                    bytes[end + 1] == UInt8(ascii: ",")
                {
                    position = end + 2
                    matched = true
                    continue
                }
            }
            output.append(bytes[position])
            position += 1
        }
        return matched ? output : nil
    }
}
