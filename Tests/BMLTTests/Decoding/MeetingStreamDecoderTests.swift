import BMLTFixtures
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

extension MeetingStreamDecoder {
    /// The meetings completed by this chunk.
    fileprivate mutating func decode(_ chunk: some Collection<UInt8>) throws -> [Meeting] {
        var meetings: [Meeting] = []
        try decode(chunk, into: &meetings)
        return meetings
    }
}

@Suite("Meeting stream decoder", .hangTimeLimit)
struct MeetingStreamDecoderTests {
    /// Decodes a body fed in pieces of `size` bytes.
    private func decode(_ bytes: [UInt8], piecesOf size: Int) throws -> [Meeting] {
        var decoder = MeetingStreamDecoder(url: nil)
        var meetings: [Meeting] = []
        var start = 0
        while start < bytes.count {
            try decoder.decode(bytes[start..<min(start + size, bytes.count)], into: &meetings)
            start += size
        }
        meetings.append(contentsOf: try decoder.finish())
        return meetings
    }

    @Test(arguments: [1, 7, 64, 4096, 1 << 20])
    func anyChunkingGivesTheMeetingsOfTheWholeAnswer(pieceSize: Int) throws {
        let data = try Fixtures.data("011_GetSearchResults_weekdays_2.json")
        let expected = try Meeting.list(fromSearchResults: data)
        #expect(!expected.isEmpty)
        #expect(try decode(Array(data), piecesOf: pieceSize) == expected)
    }

    @Test(arguments: [
        "[]", " [ ] ", "{}", #"{"id_bigint":"7","meeting_name":"Single"}"#,
        #"[{"id_bigint":"1","meeting_name":"A \"quoted\" {brace} [bracket]","x":{"y":[1,{"z":"}"}]}},{"id_bigint":2}]"#,
    ])
    func shapesDecodeAsTheWholeAnswerDoes(json: String) throws {
        let expected = try Meeting.list(fromSearchResults: Data(json.utf8))
        for size in [1, 3, json.utf8.count] {
            #expect(try decode(Array(json.utf8), piecesOf: size) == expected)
        }
    }

    @Test func meetingsArriveAsSoonAsTheirObjectCloses() throws {
        var decoder = MeetingStreamDecoder(url: nil)
        #expect(try decoder.decode(Array(#"[{"id_bigint":"1"},{"id_bi"#.utf8)).map(\.id) == [1])
        #expect(try decoder.decode(Array(#"gint":"2"}"#.utf8)).map(\.id) == [2])
        #expect(try decoder.decode(Array("]".utf8)).isEmpty)
        #expect(try decoder.finish().isEmpty)
    }

    @Test(arguments: [
        ("[{\"id_bigint\":\"1\"},", BMLTError.Code.invalidJSON),
        ("[{\"id_bigint\":\"1\"", .invalidJSON),
        ("[{\"id_bigint\" \"1\"}]", .invalidJSON),
        ("[{\"id_bigint\":\"1\"}]x", .invalidJSON),
        ("[{\"id_bigint\":\"1\"},]", .invalidJSON),
        ("[1]", .unexpectedShape),
        ("<html>Error</html>", .unexpectedContent),
        ("", .unexpectedContent),
    ])
    func brokenAnswersFailWithTypedErrors(json: String, code: BMLTError.Code) {
        #expect { try decode(Array(json.utf8), piecesOf: 2) } throws: { ($0 as? BMLTError)?.code == code }
    }

    /// Elements that arrive whole are parsed where they lie, and others are scanned for their end first: either way
    /// an answer fails with the same error wherever its chunks are cut.
    @Test(arguments: [
        (#"[{"id_bigint":"1"},{"id_bigint" "2"}]"#, "expected ':' at byte 32"),
        (#"[{"id_bigint":"1"},{"id_bigint":"2",}"#, "expected a member name at byte 36"),
        (#"[{"id_bigint":"1"},{"id_bigint":"2""#, "unexpected end of data in an array at byte 35"),
        (#"[{"id_bigint":"1"},{"id_bigint":tru}]"#, "invalid literal at byte 32"),
        (#"[{"id_bigint":"1"},{"id_bigint":tru"#, "unexpected end of data in an array at byte 35"),
        (#"[{"id_bigint":"1"}}]"#, "expected ',' or ']' at byte 18"),
    ])
    func brokenAnswersFailAlikeWhereverTheirChunksAreCut(json: String, reason: String) {
        let bytes = Array(json.utf8)
        for size in [1, 2, 5, 19, 20, bytes.count] {
            #expect {
                try decode(bytes, piecesOf: size)
            } throws: {
                ($0 as? BMLTError)?.reason == "The answer is not valid JSON: \(reason)."
            }
        }
    }
}

/// Serves one body in chunks, counting how many the consumer has pulled.
final class ChunkedTransport: HTTPTransport {
    private let chunks: [Data]
    private let pulled = Locked(0)

    init(_ body: Data, chunkSize: Int) {
        chunks = stride(from: 0, to: body.count, by: chunkSize).map { body[$0..<min($0 + chunkSize, body.count)] }
    }

    var chunkCount: Int { chunks.count }
    var chunksPulled: Int { pulled.withLockedValue { $0 } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        TransportResponse(status: 200, headerFields: [.contentType: "application/json"], body: chunks.reduce(Data(), +))
    }

    func stream(_ request: TransportRequest) async throws -> TransportStreamingResponse {
        TransportStreamingResponse(
            status: 200,
            headerFields: [.contentType: "application/json"],
            body: HTTPBodyChunks { [self] in
                let index = pulled.withLockedValue { count in
                    defer { count += 1 }
                    return count
                }
                return index < chunks.count ? chunks[index] : nil
            }
        )
    }
}

@Suite("Meeting stream", .hangTimeLimit)
struct MeetingStreamTests {
    @Test func theFirstMeetingIsReadyBeforeTheLastChunkIsRead() async throws {
        let data = try Fixtures.data("010_GetSearchResults_all.json")
        let transport = ChunkedTransport(data, chunkSize: 16 * 1024)
        let client = try BMLTClient(
            rootURL: URL(string: "http://127.0.0.1:1/main_server")!,
            configuration: BMLTClient.Configuration(transport: transport)
        )
        var iterator = client.meetingStream().makeAsyncIterator()
        let expected = try Meeting.list(fromSearchResults: data)
        let first = try await iterator.next()
        #expect(first?.id == expected.first?.id)
        #expect(transport.chunksPulled <= 2, "one chunk holds the first meeting")
        #expect(transport.chunkCount > 50)
        var count = 1
        while try await iterator.next() != nil { count += 1 }
        #expect(count == expected.count)
        #expect(transport.chunksPulled == transport.chunkCount + 1)
    }

    @Test func aTransportWithoutStreamingGivesTheSameMeetings() async throws {
        let client = try BMLTClient.replaying()
        var streamed: [Meeting] = []
        for try await meeting in client.meetingStream(matching: MeetingQuery().with { $0.weekdays = .only(.monday) }) {
            streamed.append(meeting)
        }
        #expect(streamed == (try await client.meetings(matching: MeetingQuery().with { $0.weekdays = .only(.monday) })))
        #expect(!streamed.isEmpty)
    }

    @Test func errorStatusesAreRetriedBeforeTheAnswerStarts() async throws {
        let transport = StubTransport { _, attempt in
            attempt == 1
                ? TransportResponse(status: 503, body: Data("busy".utf8))
                : TransportResponse(
                    status: 200,
                    headerFields: [.contentType: "application/json"],
                    body: Data(#"[{"id_bigint":"4"}]"#.utf8)
                )
        }
        var configuration = BMLTClient.Configuration(transport: transport)
        configuration.retry.initialDelay = .milliseconds(1)
        let client = try BMLTClient(
            rootURL: URL(string: "http://127.0.0.1:1/main_server")!,
            configuration: configuration
        )
        var ids: [Int] = []
        for try await meeting in client.meetingStream() { ids.append(meeting.id) }
        #expect(ids == [4])
        #expect(transport.requests.count == 2)

        let failing = try BMLTClient(
            rootURL: URL(string: "http://127.0.0.1:1/main_server")!,
            configuration: BMLTClient.Configuration(
                transport: StubTransport(status: 404, contentType: "text/html", body: "<html>")
            )
        )
        await #expect { for try await _ in failing.meetingStream() {} } throws: {
            ($0 as? BMLTError)?.httpStatus == 404
        }
    }
}
