import Foundation
import FuzzDriver
import FuzzSupport
import HTTPTypes

@_spi(BMLTInternal) @testable import BMLT

private let url = URL(string: "http://127.0.0.1/main_server/api/v1/meetings")!
private let statuses: [HTTPResponse.Status] = [200, 201, 204, 400, 401, 403, 404, 409, 422, 429, 500, 503]

/// The administration API's answers: the first byte picks the HTTP status, the rest is the body. Successful answers
/// go through every object decoder; failed ones must become a typed error that describes itself.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAdminAPI(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let response = TransportResponse(
        status: statuses[Int(start[0]) % statuses.count],
        headerFields: [.contentType: "application/json"],
        body: Data(bytes: start + 1, count: count - 1)
    )
    requireTypedErrors {
        let json = try AdminResponse.json(response, url: url)
        _ = Meeting.adminAPIList(json)
        for object in [json.object].compactMap({ $0 }) + (json.elements ?? []).compactMap(\.object) {
            _ = Meeting(adminAPI: object)
            _ = AdminUser(adminAPI: object)
            _ = ServiceBody(adminAPI: object)
            _ = AdminFormat(adminAPI: object)
        }
        _ = try? AdminResponse.token(response, url: url, rootURL: url, username: "fuzz")
    } check: { error in
        precondition(response.status.code >= 400 || error.code != .unauthorized, "a success read as a failure")
    }
    return 0
}

@_cdecl("FuzzAdminAPI_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    bmlt_fuzz_main(argc, argv) { data, size in data.map { fuzzAdminAPI($0, size) } ?? 0 }
}
