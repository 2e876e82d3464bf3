import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Cached server info, service bodies and formats")
struct ReadCacheTests {
    private static let formats = #"[{"key_string":"O","name_string":"Open","lang":"en","id":"17"}]"#

    private static func client(_ transport: StubTransport, cache: CachePolicy?) throws -> BMLTClient {
        try BMLTClient(
            "https://bmlt.example.org/main_server",
            configuration: BMLTClient.Configuration(transport: transport, retry: .none, cache: cache)
        )
    }

    private static func answer(_ headerFields: HTTPFields = [:], status: HTTPResponse.Status = .ok) -> TransportResponse
    {
        var headerFields = headerFields
        if !headerFields.contains(.contentType) { headerFields[.contentType] = "application/json" }
        return TransportResponse(
            status: status,
            headerFields: headerFields,
            body: status == .ok ? Data(formats.utf8) : Data()
        )
    }

    @Test func aFreshAnswerIsNotAskedForAgain() async throws {
        let transport = StubTransport { _, _ in Self.answer() }
        let client = try Self.client(transport, cache: .default)
        let first = try await client.formats()
        #expect(try await client.formats() == first)
        #expect(try await client.formats(FormatQuery(languages: ["de"])) == first)
        // Another query is another answer; the same one is kept by copies of the client too.
        let copy = client
        _ = try await copy.formats()
        #expect(transport.requests.count == 2)
        // Meetings are never kept.
        _ = try? await client.meetings()
        _ = try? await client.meetings()
        #expect(transport.requests.count == 4)
    }

    @Test func aStaleAnswerIsRevalidatedWithItsETagOrDate() async throws {
        for (header, value, conditional): (HTTPField.Name, String, HTTPField.Name) in [
            (.eTag, #""v1""#, .ifNoneMatch),
            (.lastModified, "Sun, 22 Nov 2026 10:00:00 GMT", .ifModifiedSince),
        ] {
            let transport = StubTransport { request, attempt in
                attempt == 1 ? Self.answer([header: value]) : Self.answer(status: 304)
            }
            let client = try Self.client(transport, cache: CachePolicy(timeToLive: .zero))
            let first = try await client.formats()
            #expect(try await client.formats() == first)
            #expect(try await client.formats() == first)
            #expect(transport.requests.count == 3)
            #expect(transport.requests[0].headerFields[conditional] == nil)
            #expect(transport.requests[1].headerFields[conditional] == value)
            #expect(transport.requests[2].headerFields[conditional] == value, "a 304 keeps the validator")
        }
    }

    @Test func withoutValidatorsAStaleAnswerIsAskedForWhole() async throws {
        let plain = StubTransport { _, _ in Self.answer() }
        let client = try Self.client(plain, cache: CachePolicy(timeToLive: .zero))
        _ = try await client.formats()
        _ = try await client.formats()
        #expect(plain.requests.count == 2)
        #expect(
            plain.requests.allSatisfy {
                $0.headerFields[.ifNoneMatch] == nil && $0.headerFields[.ifModifiedSince] == nil
            }
        )
    }

    @Test func failuresAreNotKept() async throws {
        let transport = StubTransport { _, attempt in attempt == 1 ? Self.answer(status: 500) : Self.answer() }
        let client = try Self.client(transport, cache: .default)
        await #expect(throws: BMLTError.self) { try await client.formats() }
        #expect(try await client.formats().count == 1)
        #expect(try await client.formats().count == 1)
        #expect(transport.requests.count == 2)
    }

    @Test func noCacheAsksEveryTime() async throws {
        let transport = StubTransport { _, _ in Self.answer([.eTag: #""v1""#]) }
        let client = try Self.client(transport, cache: nil)
        _ = try await client.formats()
        _ = try await client.formats()
        #expect(transport.requests.count == 2)
        #expect(transport.requests.allSatisfy { $0.headerFields[.ifNoneMatch] == nil })
    }

    @Test func aFolderCacheIsSharedByClientsAndEmptiedByWrites() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bmlt-cache-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let policy = CachePolicy(timeToLive: .seconds(3_600), storage: .directory(folder))
        let first = StubTransport { _, _ in Self.answer() }
        _ = try await Self.client(first, cache: policy).formats()
        let second = StubTransport { _, _ in Self.answer() }
        let other = try Self.client(second, cache: policy)
        #expect(try await other.formats().map(\.key) == ["O"])
        #expect(first.requests.count == 1 && second.requests.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1 && files[0].hasPrefix("bmlt-read-"))

        other.readCache?.removeAll()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        _ = try await other.formats()
        #expect(second.requests.count == 1)
    }
}
