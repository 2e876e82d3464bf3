import BMLTFixtures
import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// In legacy mode the local server answers the recorded administration session of the real 2.16.6 server (calls
/// 100–194: log in as `nasc_admin`, read, modify, add, publish, delete, restore, roll back, log out) with the same
/// answers, replayed in order on the same data.
///
/// Where 2.16.6 failed the local server answers what 2.16.6 meant, and the test says so: an empty body for a large
/// `get_meetings` (PHP's regular expression limit), invalid JSON for `get_service_body_info`, and a PHP 8 error for
/// `get_changes` (the recordings 181–183 show its PHP 7 answer).
@Suite("Legacy administration matches the recorded 2.16.6 server", .hangTimeLimit)
struct LegacyAdminRecordingTests {
    static let recordedRoot = "http://127.0.0.1:8765/main_server"
    /// Values that depend on the clock, and the meetings a change record keeps, which 2.x writes with its own quirks.
    static let volatileKeys: Set<String> = [
        "date_int", "date_string", "deletion_date_int", "deletion_date_string", "json_data",
    ]

    /// Every call from 100 on, `GetFieldValues` with `specific_formats` (184, 185) among them: 2.16.6 answers it only
    /// under PHP 7, with a meeting stored as "8,8,17" as a value of its own.
    static var recordings: [Fixtures.Recording] {
        Fixtures.recordings.filter { Int($0.file.prefix(3))! >= 100 }
    }

    @Test func theRecordedSessionReplays() async throws {
        #expect(Self.recordings.count == 70)
        try await LocalServer.withRunning(.init(mode: .legacy)) { server in
            try await server.takeRecordedServerSettings()
            // The recorder's cookie jar: what answers set, less what they removed; "noauth" calls went without it.
            var jar: [String: String] = [:]
            for recording in Self.recordings {
                let usesJar = !recording.file.contains("noauth")
                let cookie =
                    jar.isEmpty || !usesJar
                    ? nil : jar.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
                let response = try await send(recording, server: server, cookie: cookie)
                for set in SetCookie.all(in: response) where usesJar {
                    jar[set.name] = set.isExpired ? nil : set.value
                }
                try check(recording, response)
            }
        }
    }

    private func send(
        _ recording: Fixtures.Recording,
        server: LocalServer,
        cookie: String?
    ) async throws -> TransportResponse {
        let path = recording.url.absoluteString.replacingOccurrences(of: Self.recordedRoot, with: "")
        var request = TransportRequest(url: URL(string: server.rootURL.absoluteString + path)!)
        request.method = HTTPRequest.Method(recording.method)!
        if recording.method == "POST" {
            request.headerFields[.contentType] = "application/x-www-form-urlencoded"
            request.body = Data(Self.form(recording.postFields).utf8)
        }
        if let cookie { request.headerFields[.cookie] = cookie }
        return try await URLSessionTransport().send(request)
    }

    /// `index.tsv` writes POST fields as `--data a=b&c=d`, or as `a=b c=d` with the values unencoded.
    static func form(_ fields: String) -> String {
        let text = fields.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("--data ") { return String(text.dropFirst("--data ".count)) }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~,:")
        // A field starts where a space is followed by `name=` or `name[]=`.
        let starts = text.ranges(of: #/ (?=[a-z_]+(\[\])?=)/#).map(\.lowerBound)
        var fields: [Substring] = []
        var start = text.startIndex
        for boundary in starts {
            fields.append(text[start..<boundary])
            start = text.index(after: boundary)
        }
        fields.append(text[start...])
        return fields.map { field in
            let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0].replacingOccurrences(of: "[]", with: "%5B%5D")
            return name + "="
                + (parts.count > 1 ? parts[1].addingPercentEncoding(withAllowedCharacters: allowed) ?? "" : "")
        }.joined(separator: "&")
    }

    private func check(_ recording: Fixtures.Recording, _ response: TransportResponse) throws {
        let file = recording.file
        let actualText = String(decoding: response.body, as: UTF8.self)
        let expectedText = String(decoding: try Fixtures.data(file), as: UTF8.self)
            .replacingOccurrences(of: Self.recordedRoot, with: "")
        switch file.prefix(3) {
        case "110":
            // 2.16.6 ignores a scalar `meeting_ids` and finds every meeting; its JSON conversion then exceeds PHP's
            // backtracking limit and it sends nothing. The local server sends the JSON.
            #expect(expectedText.isEmpty)
            let rows = try #require(
                JSONComparison.parse(Array(response.body))?.object?["row"]?.elements,
                "110: \(actualText.prefix(300))"
            )
            #expect(rows.count == 1513)
            return
        case "128", "129":
            // 2.16.6 fails here under PHP 8 (500, empty); under PHP 7 it answers the change records (181–183).
            #expect(recording.status == 500)
            #expect(response.status == 200)
            let answer = try #require(JSONComparison.parse(Array(response.body))?.object?["row"]?.elements, "\(file)")
            #expect(answer.count == 3)
            #expect(answer.allSatisfy { $0.object?["meeting_id"]?.text == "188" })
            return
        default:
            break
        }
        #expect(response.status.code == recording.status, "\(file): status")
        // The cookies 2.16.6 sets, in its order: which, and whether each is removed (the ids differ).
        let cookies = { (fields: [String]) in
            let response = TransportResponse(
                status: .ok,
                headerFields: HTTPFields(fields.map { HTTPField(name: .setCookie, value: $0) })
            )
            return SetCookie.all(in: response, at: Date()).map { "\($0.name)\($0.isExpired ? " removed" : "")" }
        }
        let recordedHead = String(
            decoding: try Fixtures.data(file.split(separator: ".")[0] + ".headers"),
            as: UTF8.self
        )
        let recordedCookies = recordedHead.split(whereSeparator: \.isNewline)
            .filter { $0.lowercased().hasPrefix("set-cookie:") }
            .map { $0.dropFirst("set-cookie:".count).trimmingCharacters(in: .whitespaces) }
        #expect(
            cookies(response.headerFields[values: .setCookie]) == cookies(recordedCookies),
            "\(file): cookies"
        )
        #expect(response.headerFields[.contentType] == recording.contentType, "\(file): content type")
        switch file.split(separator: ".").last {
        case "json":
            guard let expected = JSONComparison.parse(Array(expectedText.utf8)) else {
                #expect(file.hasPrefix("107") || file.hasPrefix("124"), "\(file): the recording is not JSON")
                if file.hasPrefix("107") { try checkServiceBodyTree(expectedText, Array(response.body)) }
                return
            }
            let actual = try #require(
                JSONComparison.parse(Array(response.body)),
                "\(file): not JSON: \(actualText.prefix(200))"
            )
            var comparison = JSONComparison()
            comparison.ignoredValues = Self.volatileKeys
            comparison.compare(Self.byChangeID(expected), Self.byChangeID(Self.relativeRoots(actual)))
            #expect(comparison.differences.isEmpty, "\(file): \(comparison.differences.joined(separator: "; "))")
        default:
            let mismatch = zip(actualText, expectedText).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(
                actualText == expectedText,
                "\(file) differs at \(mismatch ?? min(actualText.count, expectedText.count)): \(actualText.dropFirst((mismatch ?? 0) - 200).prefix(400)) ≠ \(expectedText.dropFirst((mismatch ?? 0) - 200).prefix(400))"
            )
        }
    }

    /// Change records in the order they were written: the recorded session took seconds between steps, the replay
    /// takes milliseconds, so records that 2.x lists newest first by the second come in another order here.
    private static func byChangeID(_ value: JSONValue) -> JSONValue {
        func id(_ row: JSONValue) -> Int { row.object?["change_id"]?.int ?? 0 }
        switch value {
        case .array(let rows) where rows.contains(where: { $0.object?["change_id"] != nil }):
            return .array(rows.sorted { id($0) < id($1) })
        case .object(let object) where object["row"]?.elements != nil:
            return .object(
                JSONObject(object.members.map { ($0.key, $0.key == "row" ? byChangeID($0.value) : $0.value) })
            )
        default: return value
        }
    }

    /// The read API writes the root server URL with the server's port; the recordings are compared without it.
    private static func relativeRoots(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text) where text.hasPrefix("http://127.0.0.1:"):
            return .string(
                text.replacingOccurrences(
                    of: #"^http://127\.0\.0\.1:\d+/main_server"#,
                    with: "",
                    options: .regularExpression
                )
            )
        case .array(let values): return .array(values.map(relativeRoots))
        case .object(let object):
            return .object(JSONObject(object.members.map { ($0.key, relativeRoots($0.value)) }))
        default: return value
        }
    }

    /// 2.16.6's `get_service_body_info` JSON is broken by its own regular expressions; the local server's must be
    /// valid and hold the same bodies in the same order with the same editors.
    private func checkServiceBodyTree(_ recorded: String, _ body: [UInt8]) throws {
        let actual = try #require(JSONComparison.parse(body), "107: not JSON")
        var ids: [String] = []
        var editors: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case .object(let object):
                if let id = object["id"]?.text, object["name"] != nil, object["type"] != nil { ids.append(id) }
                if let id = object["id"]?.text, let type = object["admin_type"]?.text { editors.append(id + type) }
                for member in object.members { walk(member.value) }
            case .array(let values): values.forEach(walk)
            default: break
            }
        }
        walk(actual)
        let pattern = #/\{"id":(\d+),"name":"[^"]*","type":"[A-Z]*"\}/#
        #expect(ids == recorded.matches(of: pattern).map { String($0.1) })
        let editorPattern = #/\{"id":(\d+),"admin_type":"([a-z]+)"/#
        #expect(editors == recorded.matches(of: editorPattern).map { String($0.1) + String($0.2) })
    }
}
