import BMLT
import Foundation

/// An answer of the local server, independent of the HTTP library.
struct LocalResponse: Sendable {
    var status: Int
    var contentType: String
    var headers: [(String, String)] = []
    var body: [UInt8]

    static func text(
        _ text: String,
        status: Int = 200,
        contentType: String = "text/html; charset=utf-8"
    ) -> LocalResponse {
        LocalResponse(status: status, contentType: contentType, body: Array(text.utf8))
    }

    /// A 4.x error body a controller writes itself (`response()->json(['message' => …])`): compact, with PHP's
    /// default escapes (`\/`).
    static func message(_ message: String, status: Int) -> LocalResponse {
        var writer = JSONWriter(escapesSlashes: true)
        writer.beginObject()
        writer.member("message", message)
        writer.endObject()
        return LocalResponse(status: status, contentType: "application/json", body: writer.bytes)
    }

    /// A 4.x error that Laravel's exception handler renders (`abort`, 403, 404, 405, 413, 500): `{"message": "…"}` with PHP's
    /// `JSON_PRETTY_PRINT`, as `Handler::prepareJsonResponse` writes it; 401 and 422 come compact from their own paths.
    static func renderedException(_ message: String, status: Int) -> LocalResponse {
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("message", message)
        writer.endObject()
        let compact = String(decoding: writer.bytes, as: UTF8.self)
        let value = compact.dropFirst(#"{"message":"#.count).dropLast()
        return LocalResponse(
            status: status,
            contentType: "application/json",
            body: Array("{\n    \"message\": \(value)\n}".utf8)
        )
    }

    /// A 4.x server error (an exception, or a PHP warning Laravel turns into one), as its handler renders it.
    static let serverError = renderedException("Server Error", status: 500)

    /// A 4.x validation failure: `{"message": first error (and N more), "errors": {field: [messages]}}`, compact with
    /// PHP's default escapes, as `response()->json` writes it.
    static func validation(_ errors: [(field: String, messages: [String])]) -> LocalResponse {
        let all = errors.flatMap(\.messages)
        var message = all.first ?? "The given data was invalid."
        if all.count > 1 { message += " (and \(all.count - 1) more error\(all.count > 2 ? "s" : ""))" }
        var writer = JSONWriter(escapesSlashes: true)
        writer.beginObject()
        writer.member("message", message)
        writer.key("errors")
        writer.beginObject()
        for error in errors {
            writer.key(error.field)
            writer.beginArray()
            for text in error.messages { writer.string(text) }
            writer.endArray()
        }
        writer.endObject()
        writer.endObject()
        return LocalResponse(status: 422, contentType: "application/json", body: writer.bytes)
    }
}
