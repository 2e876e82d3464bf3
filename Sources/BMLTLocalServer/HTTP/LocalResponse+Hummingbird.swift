import HTTPTypes
import Hummingbird

extension LocalResponse: ResponseGenerator {
    /// The answer as Hummingbird sends it, open to pages of any origin as the real servers' read API is.
    func response(from request: Request, context: some RequestContext) -> Response {
        var fields = HTTPFields()
        fields[.contentType] = contentType
        fields[.accessControlAllowOrigin] = "*"
        for (name, value) in headers {
            // Appended: an answer may set several cookies, each in a field of its own.
            if let field = HTTPField.Name(name) { fields.append(HTTPField(name: field, value: value)) }
        }
        return Response(
            status: HTTPResponse.Status(code: status),
            headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
