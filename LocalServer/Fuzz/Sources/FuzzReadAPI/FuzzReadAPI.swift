import Foundation
import FuzzDriver
import HTTPTypes

@_spi(BMLTInternal) @testable import BMLT

/// Every read-API decoder on one input, as `client_interface/json` answers reach them; and the JSON writer's output
/// parses back to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzReadAPI(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let response = TransportResponse(
        status: 200,
        headerFields: [.contentType: "application/json"],
        body: Data(bytes: start, count: count)
    )
    guard let json = try? ResponseBody.json(response, url: nil) else { return 0 }
    precondition((try? JSONParser.parse(Array(json.serialized.utf8))) == json, "written JSON reads back differently")
    _ = try? Meeting.readAPIList(json)
    _ = try? ServiceBody.readAPIList(json)
    _ = try? Format.readAPIList(json)
    _ = try? FieldKey.readAPIList(json)
    _ = try? FieldValue.readAPIList(json, key: "location_municipality")
    _ = try? CoverageArea.readAPI(json)
    _ = try? SearchResults.readAPI(json)
    _ = try? SearchResults.readAPIFormatsOnly(json)
    _ = try? TSMLMeeting.readAPIList(json)
    _ = try? Change.readAPIList(json)
    _ = try? ServerInfo.readAPI(json)
    _ = try? Language.getLangsList(json)
    return 0
}

@_cdecl("FuzzReadAPI_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    bmlt_fuzz_main(argc, argv) { data, size in data.map { fuzzReadAPI($0, size) } ?? 0 }
}
