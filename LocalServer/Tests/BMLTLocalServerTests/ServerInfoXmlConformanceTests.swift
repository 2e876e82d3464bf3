import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/ServerInfoXmlTest.php`, ported: the same requests and assertions, against the
/// local server in its default (4.2.7) mode. The PHP tests set the version to 2.0.0 first; the local server's version
/// is fixed, so the expected document carries it instead.
@Suite("serverInfo.xml conformance (bmlt-server feature tests)", .hangTimeLimit)
struct ServerInfoXmlConformanceTests {
    static let expected = """
        <?xml version="1.0" encoding="utf-8"?>
        <bmltInfo>
          <serverVersion>
            <readableString>\(LocalServer.currentVersion)</readableString>
          </serverVersion>
        </bmltInfo>
        """

    /// What `assertXmlStringEqualsXmlString` compares here: the document without the whitespace between elements.
    static func canonical(_ xml: String) -> String {
        xml.replacingOccurrences(of: #">\s+<"#, with: "><", options: .regularExpression)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: ["/client_interface/serverInfo.xml", "///client_interface/serverInfo.xml"])
    func xml(path: String) async throws {
        try await Harness.run { harness in
            let answer = try await harness.get(path)
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/xml")
            #expect(Self.canonical(answer.text) == Self.canonical(Self.expected))
        }
    }
}
