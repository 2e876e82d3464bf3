import Foundation
import FuzzDriver
import FuzzSupport

@_spi(BMLTInternal) @testable import BMLT

/// The NAWS export's CSV (`GetNAWSDump`): whatever the text, rows of the header's width or a typed error.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzNAWSCSV(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    requireTypedErrors {
        let export = try NAWSExport.csv(text)
        for row in export.rows { _ = export.columns.map { row.values[$0] } }
    }
    return 0
}

@_cdecl("FuzzNAWSCSV_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    bmlt_fuzz_main(argc, argv) { data, size in data.map { fuzzNAWSCSV($0, size) } ?? 0 }
}
