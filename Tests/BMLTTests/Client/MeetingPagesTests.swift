import BMLTFixtures
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("Paging")
struct MeetingPagesTests {
    /// Serves the recorded 1,513 meetings page by page, as a server applies `page_size` and `page_num`.
    private static func pagingTransport() throws -> StubTransport {
        let all = try JSONParser.parse(try Fixtures.data("010_GetSearchResults_all.json")).elements ?? []
        return StubTransport { request, _ in
            let query = NormalizedQuery(request.url)
            let size = Int(query.items.first { $0.name == "page_size" }?.value ?? "") ?? all.count
            let number = Int(query.items.first { $0.name == "page_num" }?.value ?? "") ?? 1
            let start = min(all.count, (number - 1) * size)
            let page = all[start..<min(all.count, start + size)]
            let body = "[" + page.map(Self.encode).joined(separator: ",") + "]"
            return TransportResponse(
                status: 200,
                headerFields: [.contentType: "application/json"],
                body: Data(body.utf8)
            )
        }
    }

    private static func encode(_ value: JSONValue) -> String {
        guard case .object(let object) = value else { return "{}" }
        let members = object.members.map { member in
            let text = member.value.text ?? ""
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(member.key)\":\"\(escaped)\""
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    @Test func pagesCoverEveryMeetingOnce() async throws {
        let transport = try Self.pagingTransport()
        let client = try BMLTClient.stubbed(transport)
        var ids: [Int] = []
        var pageCount = 0
        for try await page in client.meetingPages(pageSize: 200) {
            pageCount += 1
            #expect(page.count <= 200)
            ids += page.map(\.id)
        }
        #expect(pageCount == 8)
        #expect(ids.count == 1513)
        #expect(Set(ids).count == 1513)
        #expect(transport.requests.count == 8, "the last, short page ends the sequence without another request")
    }

    @Test func anExactMultipleEndsWithOneEmptyRequest() async throws {
        let transport = StubTransport { request, _ in
            let number = NormalizedQuery(request.url).items.first { $0.name == "page_num" }?.value
            let body = number == "1" ? "[{\"id_bigint\":\"1\"},{\"id_bigint\":\"2\"}]" : "{}"
            return TransportResponse(status: 200, body: Data(body.utf8))
        }
        var pages: [[Int]] = []
        for try await page in try BMLTClient.stubbed(transport).meetingPages(pageSize: 2) {
            pages.append(page.map(\.id))
        }
        #expect(pages == [[1, 2]])
        #expect(transport.requests.count == 2)
    }

    @Test func anErrorEndsTheSequence() async throws {
        let transport = StubTransport(status: 500, contentType: "text/plain", body: "boom")
        var iterator = try BMLTClient.stubbed(transport).meetingPages(pageSize: 10).makeAsyncIterator()
        await #expect(throws: BMLTError.self) { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }
}
