import Foundation
import FuzzDriver
import GRDB

@testable import BMLTLocalServer

/// One empty store per mode, made once: each input is imported inside a savepoint that is rolled back.
private let stores: [LocalStore] = LocalServer.Mode.allCases.map { mode in
    try! LocalStore(StoreOpening(mode: mode, initialData: .empty))
}

/// The MySQL dump importer: the reader of `mysqldump` text, then, for a dump it reads, the import into the local
/// server's schema and the snapshot that reads are served from. The first byte picks the server mode.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzMySQLDump(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let store = stores[Int(start[0]) % stores.count]
    let text = String(decoding: UnsafeBufferPointer(start: start + 1, count: count - 1), as: UTF8.self)
    guard let dump = try? MySQLDump(text) else { return 0 }
    try! store.database.write { db in
        try db.inSavepoint {
            if (try? DumpImporter(mode: store.mode).load(dump, into: db)) != nil {
                _ = try? Catalog.load(db, mode: store.mode)
            }
            return .rollback
        }
    }
    return 0
}

@_cdecl("FuzzMySQLDump_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    bmlt_fuzz_main(argc, argv) { data, size in data.map { fuzzMySQLDump($0, size) } ?? 0 }
}
