@_spi(BMLTInternal) import BMLT
import Crypto
import Foundation

/// What an aggregator's daily export says of itself in its `manifest.json`, as far as the aggregator's guide
/// (`docs/responsible-use.md`) documents it: `schema_version`, every file with its size, SHA-256 and record count,
/// and `stale_root_servers`.
///
/// The guide names no keys but `schema_version` and `stale_root_servers`, so the files are read from `files`, either
/// a list of objects naming theirs (`name`, `path` or `file`) or an object keyed by file name, each with `size` (or
/// `bytes`), `sha256` and `records` (or `record_count`, `count`); a stale root server is an id or an object with an
/// `id`.
struct ExportManifest: Sendable, Hashable {
    var schemaVersion: String
    var files: [String: File]
    var staleRootServerIDs: Set<Int>

    struct File: Sendable, Hashable {
        var size: Int?
        var sha256: String?
        var records: Int?
    }

    init(_ object: JSONObject, failure: (String) -> LocalServerError) throws {
        guard let version = object["schema_version"].flatMap({ $0.text ?? $0.int.map(String.init) }) else {
            throw failure("has no schema_version in its manifest.json: it is not an aggregator's export")
        }
        schemaVersion = version
        var files: [String: File] = [:]
        let named: [(String?, JSONObject)]
        switch object["files"] {
        case .array(let elements)?:
            named = elements.compactMap(\.object).map { (($0["name"] ?? $0["path"] ?? $0["file"])?.text, $0) }
        case .object(let byName)?:
            named = byName.members.compactMap { name, value in value.object.map { (name, $0) } }
        default:
            throw failure("lists no files in its manifest.json")
        }
        for case (let name?, let entry) in named {
            files[name] = File(
                size: (entry["size"] ?? entry["bytes"])?.int,
                sha256: entry["sha256"]?.text?.lowercased(),
                records: (entry["records"] ?? entry["record_count"] ?? entry["count"])?.int
            )
        }
        self.files = files
        staleRootServerIDs = Set(
            (object["stale_root_servers"]?.elements ?? []).compactMap { $0.int ?? $0.object?["id"]?.int }
        )
    }

    /// A file's body checked against the manifest: its size and SHA-256 when it came as the file is stored (a
    /// transport that decoded a `Content-Encoding` gives other bytes), and the number of its records.
    func check(_ body: Data, of name: String, records: Int, failure: (String) -> LocalServerError) throws {
        guard let file = files[name] else { throw failure("does not list \(name) in its manifest.json") }
        if !name.hasSuffix(".gz") || body.starts(with: [0x1F, 0x8B]) {
            if let size = file.size, size != body.count {
                throw failure("sent \(name) with \(body.count) bytes, where its manifest says \(size)")
            }
            let digest = SHA256.hash(data: body).map { String(format: "%02x", $0) }.joined()
            if let sha256 = file.sha256, sha256 != digest {
                throw failure("sent \(name) with SHA-256 \(digest), where its manifest says \(sha256)")
            }
        }
        if let expected = file.records, expected != records {
            throw failure("sent \(name) with \(records) records, where its manifest says \(expected)")
        }
    }

    /// A file's text: gzip decoded, unless the transport decoded it already.
    static func text(of body: Data, name: String, failure: (String) -> LocalServerError) throws -> Data {
        guard name.hasSuffix(".gz"), body.starts(with: [0x1F, 0x8B]) else { return body }
        do {
            return Data(try Inflate.decode([UInt8](body), encoding: "gzip", limit: 1 << 30))
        } catch {
            throw failure("sent \(name), which is not gzip data that can be read (\(error))")
        }
    }

    /// The JSON objects of an NDJSON text, one a line (blank lines skipped).
    static func lines(of text: Data, name: String, failure: (String) -> LocalServerError) throws -> [JSONObject] {
        var objects: [JSONObject] = []
        for (number, line) in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) {
            guard case .object(let object)? = try? JSONParser.parse(Data(line)) else {
                throw failure("sent \(name) whose line \(number + 1) is not a JSON object")
            }
            objects.append(object)
        }
        return objects
    }
}
