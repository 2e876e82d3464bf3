import Foundation
import HTTPTypes

/// Talking to a 2.x server's `local_server/server_admin/json.php`.
enum LegacyAdmin {
    /// A POST of form fields, so that nothing (a password, a meeting's text) travels in the URL.
    static func request(client: BMLTClient, _ parameters: QueryParameters, cookie: String?) -> TransportRequest {
        var request = TransportRequest(
            method: .post,
            url: URL(string: client.rootURL.absoluteString + "/local_server/server_admin/json.php")!,
            body: Data(parameters.encoded.utf8)
        )
        request.headerFields[.contentType] = "application/x-www-form-urlencoded"
        if let cookie { request.headerFields[.cookie] = cookie }
        return request
    }

    /// The cookies a login set that are still live (the session's among them), as the `Cookie` header that sends
    /// them back: `PHPSESSID=…`, without the expired `bmlt_admin_lang_pref=deleted` that 2.x sets first.
    static func sessionCookie(_ response: TransportResponse) -> String? {
        SetCookie.cookieHeader(from: response)
    }

    /// The JSON of an answer, or the error that 2.x's plain-text and one-string answers stand for.
    static func answer(_ response: TransportResponse, action: String, url: URL) throws -> JSONValue {
        let text = String(decoding: response.body, as: UTF8.self).trimmingWhitespace
        let json = try? JSONParser.parse(Array(text.utf8))
        let message: String?
        if case .array(let items) = json, items.count == 1, case .string(let only) = items[0] {
            message = only
        } else if json == nil {
            message = text
        } else {
            message = nil
        }
        guard let message else { return json ?? .null }
        let plain = message.replacingOccurrences(of: "<h1>", with: "").replacingOccurrences(of: "</h1>", with: "")
        let code: BMLTError.Code
        let reason: String
        switch plain {
        case "NOT AUTHORIZED":
            (code, reason) = (.forbidden, "The user may not do this.")
        case "ERROR", "NO MEETING AVAILABLE", "PROGRAM ERROR (ROLLBACK FAILED)":
            (code, reason) = (.notFound, "The server found no such meeting or change (\(plain)).")
        case "BAD ADMIN ACTION":
            (code, reason) = (.unsupported, "The server does not know the action \(action).")
        case "":
            (code, reason) = (
                .notFound, "The server answered \(action) with nothing, as 2.x does for a missing meeting."
            )
        default:
            (code, reason) = (.serverMessage, "The server answered \(action) with a message instead of data.")
        }
        throw BMLTError(
            code: code,
            reason: reason,
            url: url,
            httpStatus: response.status.code,
            serverMessage: plain,
            bodyPrefix: BMLTError.prefix(of: response.body)
        )
    }

    /// Whether the server still knows the session (`get_user_info` names a user).
    static func sessionIsAlive(client: BMLTClient, cookie: String) async throws -> Bool {
        let response = try await client.send(
            request(client: client, QueryParameters([("admin_action", "get_user_info")]), cookie: cookie)
        )
        let json = try? JSONParser.parse(response.body)
        return json?.object?["current_user"] != nil
    }
}
