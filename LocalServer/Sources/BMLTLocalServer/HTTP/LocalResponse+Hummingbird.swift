import HTTPTypes
import Hummingbird

extension LocalResponse: ResponseGenerator {
    /// The answer as Hummingbird sends it, open to pages of any origin as the real servers' read API is.
    func response(from request: Request, context: some RequestContext) -> Response {
        var fields = HTTPFields()
        // 4.x's `noContent()` sends no type at all.
        if !contentType.isEmpty { fields[.contentType] = contentType }
        fields[.accessControlAllowOrigin] = "*"
        for (name, value) in headers {
            // Appended: an answer may set several cookies, each in a field of its own.
            if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
        }
        return Response(
            status: Self.status(status),
            headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }

    /// A status with the reason phrase the real servers send (Symfony's, RFC 9110's) where SwiftNIO's older one differs.
    static func status(_ code: Int) -> HTTPResponse.Status {
        switch code {
        case 413: return HTTPResponse.Status(code: 413, reasonPhrase: "Content Too Large")
        case 422: return HTTPResponse.Status(code: 422, reasonPhrase: "Unprocessable Content")
        default: return HTTPResponse.Status(code: code)
        }
    }
}
