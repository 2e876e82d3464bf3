@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTTestSupport
import Crypto
import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import Testing

@testable import BMLTLocalServer

/// A copy of an aggregator from its daily export (``LocalServer/Aggregator/Source/dailyExport(_:)``), against a
/// stand-in CDN that serves an export made from a local aggregator's answers, with `ETag`s and `304`s, and counts what
/// it is asked.
@Suite(.hangTimeLimit)
struct DailyExportCopyTests {
    /// The files of an export, by name, each with an ETag; a request with the file's ETag in `If-None-Match` is 304.
    final class CDN: HTTPTransport {
        let files = NIOLockedValueBox<[String: (body: Data, etag: String)]>([:])
        let asked = NIOLockedValueBox<[(name: String, status: Int)]>([])
        static let root = "https://cdn.example.org/aggregator/"

        func send(_ request: TransportRequest) async throws -> TransportResponse {
            let name = String(request.url.absoluteString.dropFirst(Self.root.count))
            let response: TransportResponse
            if let file = files.withLockedValue({ $0[name] }) {
                response =
                    request.headerFields[.ifNoneMatch] == file.etag
                    ? TransportResponse(status: .notModified, headerFields: [.eTag: file.etag])
                    : TransportResponse(status: .ok, headerFields: [.eTag: file.etag], body: file.body)
            } else {
                response = TransportResponse(status: .notFound)
            }
            asked.withLockedValue { $0.append((name, response.status.code)) }
            return response
        }

        func put(_ name: String, _ body: Data) {
            let etag = "\"" + SHA256.hash(data: body).prefix(8).map { String(format: "%02x", $0) }.joined() + "\""
            files.withLockedValue { $0[name] = (body, etag) }
        }
    }

    /// gzip of stored (uncompressed) DEFLATE blocks: what any reader must take.
    static func gzip(_ data: Data) -> Data {
        var out = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        let bytes = [UInt8](data)
        var start = 0
        repeat {
            let end = min(start + 65_535, bytes.count)
            let length = UInt16(end - start)
            out.append(end == bytes.count ? 1 : 0)
            out.append(contentsOf: [
                UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
            ])
            out.append(contentsOf: bytes[start..<end])
            start = end
        } while start < bytes.count
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        let size = UInt32(truncatingIfNeeded: bytes.count)
        for value in [crc, size] { out.append(contentsOf: (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) }) }
        return out
    }

    static func get(_ root: URL, _ path: String) async throws -> Data {
        try await AsyncHTTPClientTransport().send(TransportRequest(url: URL(string: root.absoluteString + path)!)).body
    }

    /// The export of an aggregator's answers, as the guide describes it, with a manifest of every file.
    static func publish(_ aggregator: URL, to cdn: CDN, stale: [Int] = [], corrupt: String? = nil) async throws {
        var entries: [(String, Data, Int)] = []
        let listing = try await get(aggregator, "/api/v1/rootservers")
        let listed = try JSONSerialization.jsonObject(with: listing) as! [Any]
        entries.append(("root_servers.json", listing, listed.count))
        var all = Data()
        var count = 0
        for server in try JSONSerialization.jsonObject(with: listing) as! [[String: Any]] {
            let id = server["id"] as! Int
            let meetings =
                try JSONSerialization.jsonObject(
                    with: try await get(
                        aggregator,
                        "/client_interface/json/?switcher=GetSearchResults&root_server_ids=\(id)"
                    )
                ) as! [Any]
            var lines = Data()
            for meeting in meetings {
                lines += try JSONSerialization.data(withJSONObject: meeting) + Data("\n".utf8)
            }
            entries.append(("meetings/root-\(id).ndjson.gz", gzip(lines), meetings.count))
            if !stale.contains(id) { (all, count) = (all + lines, count + meetings.count) }
        }
        entries.append(("meetings.ndjson.gz", gzip(all), count))
        for (name, query) in [
            ("formats.json.gz", "GetFormats&show_all=1&lang_enum[]=en&lang_enum[]=es&lang_enum[]=de"),
            ("service_bodies.json.gz", "GetServiceBodies"),
        ] {
            let body = try await get(aggregator, "/client_interface/json/?switcher=" + query)
            entries.append((name, gzip(body), (try JSONSerialization.jsonObject(with: body) as! [Any]).count))
        }
        var files: [[String: Any]] = []
        for (name, body, records) in entries {
            cdn.put(name, body)
            let digest = SHA256.hash(data: body).map { String(format: "%02x", $0) }.joined()
            files.append([
                "name": name, "size": body.count, "records": records,
                "sha256": name == corrupt ? String(repeating: "0", count: 64) : digest,
            ])
        }
        let manifest: [String: Any] = [
            "schema_version": 1, "generated_at": "2026-12-05T05:20:00Z", "files": files, "stale_root_servers": stale,
        ]
        cdn.put("manifest.json", try JSONSerialization.data(withJSONObject: manifest, options: .sortedKeys))
    }

    @Test func copiesTheExportAndAsksAgainOnlyWhenItChanged() async throws {
        let origin = try await LocalServer.start(LocalServer.Configuration(mode: .current))
        let aggregator = try await LocalServer.start(
            LocalServer.Configuration(
                role: .aggregator(
                    LocalServer.Aggregator(rootServers: [RootServerEntry(sourceID: 5, name: "o", url: origin.rootURL)])
                )
            )
        )
        let cdn = CDN()
        try await Self.publish(aggregator.rootURL, to: cdn)
        var rules = LocalServer.Aggregator.CopyRules(pause: .zero)
        rules.identity = ClientIdentity(name: "MeetingIndex", version: "2.0", contact: "admin@example.org")
        let copy = try await LocalServer.start(
            LocalServer.Configuration(
                role: .aggregator(
                    LocalServer.Aggregator(
                        copying: .dailyExport(URL(string: CDN.root + "manifest.json")!),
                        transport: cdn,
                        rules: rules
                    )
                )
            )
        )
        defer {
            Task { [copy, aggregator, origin] in for server in [copy, aggregator, origin] { await server.stop() } }
        }
        let report = try #require(await copy.aggregator?.lastImport)
        #expect(report.failure == nil)
        #expect(report.rootServers.map(\.meetings.created) == [1_513])
        #expect(
            cdn.asked.withLockedValue { $0.map(\.name) }
                == [
                    "manifest.json", "root_servers.json", "service_bodies.json.gz", "formats.json.gz",
                    "meetings/root-1.ndjson.gz",
                ]
        )
        for path in [
            "/api/v1/rootservers", "/client_interface/json/?switcher=GetServiceBodies",
            "/client_interface/json/?switcher=GetSearchResults&root_server_ids=1",
            "/client_interface/json/?switcher=GetFormats&lang_enum=es",
        ] {
            let answered = try await Self.get(copy.rootURL, path)
            #expect(answered == (try await Self.get(aggregator.rootURL, path)), "\(path)")
        }

        // The same export: one request, answered 304.
        var start = cdn.asked.withLockedValue { $0.count }
        let unchanged = try #require(await copy.aggregator?.importRootServers())
        #expect(cdn.asked.withLockedValue { Array($0.dropFirst(start)).map(\.status) } == [304])
        #expect(unchanged.rootServers.map(\.isUnchanged) == [true])

        // A new export whose file does not match its manifest: refused, the data kept.
        try await Task.sleep(for: .seconds(1))
        await aggregator.aggregator?.importRootServers()
        try await Self.publish(aggregator.rootURL, to: cdn, corrupt: "meetings/root-1.ndjson.gz")
        let refused = try #require(await copy.aggregator?.importRootServers())
        #expect(refused.failure?.reason.contains("SHA-256") == true)
        #expect(
            try await Self.get(copy.rootURL, "/client_interface/json/?switcher=GetSearchResults&root_server_ids=1")
                .count > 1_000
        )

        // A stale root server is listed without its meetings.
        try await Self.publish(aggregator.rootURL, to: cdn, stale: [1])
        start = cdn.asked.withLockedValue { $0.count }
        let stale = try #require(await copy.aggregator?.importRootServers())
        #expect(stale.failure == nil)
        #expect(stale.rootServers.map(\.meetings.deleted) == [1_513])
        #expect(!cdn.asked.withLockedValue { $0.dropFirst(start).map(\.name) }.contains("meetings/root-1.ndjson.gz"))
        let listed = try await Self.get(copy.rootURL, "/api/v1/rootservers")
        #expect((try JSONSerialization.jsonObject(with: listed) as? [Any])?.count == 1)
    }
}
