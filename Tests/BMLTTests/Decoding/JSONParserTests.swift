import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Data(text.utf8))
    }

    @Test func scalarsKeepTheirSourceText() throws {
        #expect(try parse("-74.0060") == .number("-74.0060"))
        #expect(try parse("1e-5") == .number("1e-5"))
        #expect(try parse(" true ") == .bool(true))
        #expect(try parse("null") == .null)
        #expect(try parse("\"x\"") == .string("x"))
    }

    @Test func escapes() throws {
        #expect(try parse(#""a\/b\"c\\d\n\t\u00e9\ud83d\ude00""#) == .string("a/b\"c\\d\n\té😀"))
        #expect(try parse(#""\ud800x""#) == .string("\u{FFFD}x"), "a lone surrogate becomes U+FFFD")
    }

    @Test func objectsKeepMemberOrder() throws {
        let object = try #require(try parse("{\"b\":1,\"a\":[true,{}],\"c\":\"\"}").object)
        #expect(object.members.map(\.key) == ["b", "a", "c"])
        #expect(object["a"] == .array([.bool(true), .object(JSONObject())]))
    }

    @Test func byteOrderMarkIsTolerated() throws {
        #expect(try JSONParser.parse(Data([0xEF, 0xBB, 0xBF]) + Data("[]".utf8)) == .array([]))
    }

    @Test(arguments: [
        "", "[", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "01", "1.", "-", "1e", "tru", "nul", "\"abc",
        "\"\u{01}\"", "\"\\x\"", "\"\\u12\"", "[1] 2", "[1}", "NaN", "'a'",
    ])
    func invalidDocumentsAreRefused(text: String) {
        #expect(throws: JSONParseError.self) { try parse(text) }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try parse(deep) }
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { try parse(fine) }
    }

    @Test func leniencyRules() throws {
        #expect(JSONValue.string(" 12 ").int == 12)
        #expect(JSONValue.number("12.0").int == 12)
        #expect(JSONValue.string("12abc").int == nil)
        #expect(JSONValue.string("").int == nil)
        #expect(JSONValue.string("1").bool == true)
        #expect(JSONValue.string("0").bool == false)
        #expect(JSONValue.number("1").bool == true)
        #expect(JSONValue.bool(true).text == "1")
        #expect(JSONValue.object(JSONObject()).elements == [])
        #expect(JSONValue.null.elements == [])
        #expect(JSONValue.string("x").elements == nil)
    }
}
