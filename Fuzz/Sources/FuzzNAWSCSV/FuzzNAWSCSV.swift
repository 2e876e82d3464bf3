import Foundation
import FuzzDriver

@testable import BMLT

/// The NAWS export's CSV (`GetNAWSDump`): whatever the text, rows of the header's width or a typed error.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNAWSCSV(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let export = try NAWSExport.csv(text)
        for row in export.rows { _ = export.columns.map { row.values[$0] } }
    } catch let error as BMLTError {
        precondition(!error.description.isEmpty, "an error without a description")
    } catch {
        preconditionFailure("an error that is not a BMLTError: \(error)")
    }
    return 0
}

@_cdecl("FuzzNAWSCSV_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    bmlt_fuzz_main(argc, argv) { data, size in data.map { fuzzNAWSCSV($0, size) } ?? 0 }
}
