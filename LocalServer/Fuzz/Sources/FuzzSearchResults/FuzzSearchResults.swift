import Foundation
import FuzzDriver

@_spi(BMLTInternal) @testable import BMLT

/// The specialised search-results parser against the generic decoder, and the streaming decoder (fed in chunks of
/// 1 to 2,048 bytes, as the input's first byte says) against both: whenever the specialised parser accepts an
/// answer, all three must give the same meetings. Otherwise the streaming decoder must fail as it does fed one byte
/// at a time, when no element arrives whole and every one is scanned for its end before it is parsed. The
/// specialised parser of `get_used_formats` answers must give the generic decoder's meetings and formats whenever
/// it answers.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSearchResults(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let chunkSize = 1 << (Int(start[0]) % 12)
    let bytes = UnsafeBufferPointer(start: start + 1, count: count - 1)
    if let (meetings, formats) = JSONParser.meetingsAndFormats(bytes) {
        let fast = try? SearchResults(meetings: meetings, formats: formats.map(Format.readAPIList) ?? [])
        let generic = try? SearchResults.readAPI(JSONParser.parse(bytes))
        precondition(fast == generic, "the specialised and generic decoders of get_used_formats answers disagree")
    }
    guard let fast = JSONParser.meetingList(bytes) else {
        let chunked = outcome { try streamed(bytes, chunkSize: chunkSize) }
        let byteByByte = outcome { try streamed(bytes, chunkSize: 1) }
        precondition(chunked == byteByByte, "the streaming decoder's outcome depends on its chunks")
        return 0
    }
    let generic = try? Meeting.readAPIList(JSONParser.parse(bytes))
    precondition(generic == fast, "the specialised parser and the generic decoder disagree")
    precondition((try? streamed(bytes, chunkSize: chunkSize)) == fast, "the streaming decoder disagrees")
    return 0
}

private func streamed(_ bytes: UnsafeBufferPointer<UInt8>, chunkSize: Int) throws -> [Meeting] {
    var decoder = MeetingStreamDecoder(url: nil)
    var meetings: [Meeting] = []
    var offset = 0
    while offset < bytes.count {
        let end = min(offset + chunkSize, bytes.count)
        try decoder.decode(bytes[offset..<end], into: &meetings)
        offset = end
    }
    meetings.append(contentsOf: try decoder.finish())
    return meetings
}

/// A decoding error's code and reason, comparable.
private struct Failure: Error, Equatable {
    let code: BMLTError.Code
    let reason: String
}

/// The meetings, or the error's code and reason.
private func outcome(_ decode: () throws -> [Meeting]) -> Result<[Meeting], Failure> {
    do {
        return .success(try decode())
    } catch let error as BMLTError {
        return .failure(Failure(code: error.code, reason: error.reason))
    } catch {
        preconditionFailure("not a BMLTError: \(error)")
    }
}

@_cdecl("FuzzSearchResults_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    bmlt_fuzz_main(argc, argv) { data, size in data.map { fuzzSearchResults($0, size) } ?? 0 }
}
