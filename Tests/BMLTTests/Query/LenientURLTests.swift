import BMLTFixtures
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// `URL(lenient:)` gives on every OS the URL that iOS 17's parser (Linux's too) makes of text with characters RFC 3986
/// forbids: this OS's own `URL(string:)` is the judge of the encoding that older ones need.
@Suite("Lenient URLs")
struct LenientURLTests {
    @Test(
        "Text with forbidden characters is encoded as iOS 17 encodes it",
        arguments: [
            ("https://zoom.us/j/123 456", "https://zoom.us/j/123%20456"),
            ("https://example.org/a b?q=x y#f g", "https://example.org/a%20b?q=x%20y#f%20g"),
            ("https://example.org/é?é#é", "https://example.org/%C3%A9?%C3%A9#%C3%A9"),
            ("https://ex.org/a|b{c}[d]\\e\"f<g>^h`i", "https://ex.org/a%7Cb%7Bc%7D%5Bd%5D%5Ce%22f%3Cg%3E%5Eh%60i"),
            ("https://ex.org/#a#b", "https://ex.org/#a%23b"),
            ("https://ex.org/a%2?q=%G1#%", "https://ex.org/a%252?q=%25G1#%25"),
            ("https://ex.org/%41 b?q=%41#%41", "https://ex.org/%2541%20b?q=%41#%41"),
            ("https://us er:p%41@ex.org/", "https://us%20er:p%41@ex.org/"),
            ("https://ex.org/a%20b%E2%82", "https://ex.org/a%20b%E2%82"),
            ("https://user name@ex.org/", "https://user%20name@ex.org/"),
            ("https://[::1]:8080/a b", "https://[::1]:8080/a%20b"),
            ("/main_server/x y", "/main_server/x%20y"),
            ("mailto:a b@c.d", "mailto:a%20b@c.d"),
        ]
    )
    func encodes(text: String, expected: String) {
        #expect(URLText.encodingForbiddenCharacters(text) == expected)
        #expect(URL(lenient: text)?.absoluteString == expected)
    }

    @Test("A scheme or host the parser refuses stays refused", arguments: ["http://exa mple.org", "x y://ex.org", ""])
    func refused(text: String) {
        #expect(URL(lenient: text) == nil)
    }

    @Test("A Location relative to the request is resolved against it")
    func relative() {
        let base = URL(string: "https://ex.org/main_server/client_interface/json/")!
        #expect(
            URL(lenient: "../x y", relativeTo: base)?.absoluteString
                == "https://ex.org/main_server/client_interface/x%20y"
        )
    }

    @Test("Random text: the encoding is what this OS's parser makes of it, and only RFC 3986's characters")
    func randomText() {
        var random = SplitMix64(seed: 20_261_202)
        // The shapes the library meets: absolute URLs (a root URL, a virtual link, a server list entry) and the paths
        // of a `Location`, with pieces of every class after the host.
        let starts = [
            "https://ex.org", "http://127.0.0.1:8080", "https://user:pw@ex.org", "https://zoom.us", "/main_server",
        ]
        let pieces = [
            "/", "?", "#", "&", "=", "%", "%2", "%41", "%zz", " ", "é", "日本", "|", "[", "]", "{", "}", "\\", "\"", "<",
            ">",
            "^", "`", "@", ":", "user", "a", "Z", "9", "-", "~", "!", "'", "(", ")", "+", ",", ";", "$", "*", "\t",
            "\u{7F}", "//", "j/123", "http://",
        ]
        var compared = 0
        for _ in 0..<5_000 {
            let count = Int(random.next() % 12) + 1
            let start = starts[Int(random.next() % UInt64(starts.count))]
            let text =
                start + "/" + (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let encoded = URLText.encodingForbiddenCharacters(text)
            #expect(
                encoded.utf8.allSatisfy { $0 < 0x7F && $0 > 0x20 && !"\"<>\\^`{|}".utf8.contains($0) },
                "\(encoded)"
            )
            guard let parsed = URL(string: text) else { continue }
            compared += 1
            #expect(URL(string: encoded)?.absoluteString == parsed.absoluteString, "\(text.debugDescription)")
        }
        #expect(compared > 2_000)
    }

    @Test("Where the library reads URLs from text: a root URL, a server list entry, a redirect's Location")
    func libraryText() async throws {
        #expect(try BMLTClient("https://ex.org/main server").rootURL.absoluteString == "https://ex.org/main%20server")
        let entries = try RootServerEntry.list(fromFile: Data("https://ex.org/NA region/main_server\n".utf8))
        #expect(entries.map(\.url.absoluteString) == ["https://ex.org/NA%20region/main_server"])
        let transport = StubTransport { request, _ in
            request.url.path.hasPrefix("/moved")
                ? TransportResponse(
                    status: 200,
                    headerFields: [.contentType: "application/json"],
                    body: Data("[]".utf8)
                )
                : TransportResponse(status: 302, headerFields: [.location: "/moved here/client_interface/json/"])
        }
        let client = try BMLTClient(
            "https://ex.org/main_server",
            configuration: .init(transport: transport, retry: .none)
        )
        _ = try await client.formats()
        #expect(transport.requests.last?.url.absoluteString == "https://ex.org/moved%20here/client_interface/json/")
    }
}
