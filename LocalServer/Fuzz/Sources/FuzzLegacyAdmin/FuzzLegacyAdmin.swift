import Foundation
import FuzzDriver
import FuzzSupport
import HTTPTypes

@_spi(BMLTInternal) @testable import BMLT

private let url = URL(string: "http://127.0.0.1/main_server/local_server/server_admin/json.php")!

/// The answers of a 2.x server's `json.php`: bare messages, one-string arrays, meeting rows, the user and the
/// permissions. Whatever the body, the result is data or a typed error that describes itself.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLegacyAdmin(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let response = TransportResponse(status: 200, body: Data(bytes: start, count: count))
    requireTypedErrors {
        let json = try LegacyAdmin.answer(response, action: "get_meetings", url: url)
        _ = try? Meeting.legacyAdminList(json)
        _ = try? AdminUser(legacyUserInfo: json, username: "fuzz")
        _ = AdminPermissions(legacyPermissions: json)
    }
    // As URLSession joins Set-Cookie fields, and URLSessionTransport parts them again.
    let fields = HTTPFields(URLSessionTransport.fields(.setCookie, joined: response.bodyText))
    _ = LegacyAdmin.sessionCookie(TransportResponse(status: 200, headerFields: fields, body: Data()))
    return 0
}

extension TransportResponse {
    fileprivate var bodyText: String { String(decoding: body.prefix(256), as: UTF8.self) }
}

@_cdecl("FuzzLegacyAdmin_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    bmlt_fuzz_main(argc, argv) { data, size in data.map { fuzzLegacyAdmin($0, size) } ?? 0 }
}
