import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetFormatsTest.php`, ported: the same data, requests and assertions, against the
/// local server in its default (4.2.7) mode on a fresh install. The aggregator-mode test (`root_server_uri`) is
/// `AggregatorTests`' work, on an aggregator of two local servers.
@Suite("GetFormats conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetFormatsConformanceTests {
    /// A format as `createFormat` writes it, and the object `allFormatsInArray` expects for it.
    struct Format {
        var sharedID: Int
        var key: String
        var name: String
        var description: String
        var language = "en"

        static func one(_ language: String = "en") -> Format {
            Format(sharedID: 1, key: "O1", name: "Open1", description: "desc1", language: language)
        }
        static func two(_ language: String = "en") -> Format {
            Format(sharedID: 2, key: "C2", name: "Closed2", description: "desc2", language: language)
        }
        static func three(_ language: String = "en") -> Format {
            Format(sharedID: 3, key: "C3", name: "Closed3", description: "desc3", language: language)
        }

        func create(_ seed: Seed, rootServerID: Int? = nil) throws {
            try seed.format(
                sharedID,
                key: key,
                name: name,
                description: description,
                language: language,
                worldID: "worldid",
                type: "FC",
                rootServerID: rootServerID
            )
        }

        func expected(rootServerURI: String) -> [String: String] {
            [
                "key_string": key, "name_string": name, "description_string": description, "lang": language,
                "id": String(sharedID), "world_id": "worldid", "format_type_enum": "FC",
                "root_server_uri": rootServerURI,
            ]
        }
    }

    /// `createMeeting`: only a service body and the formats.
    private static func createMeeting(_ seed: Seed, _ formats: [Format]) throws {
        try seed.meetingRow([
            "service_body_bigint": 1, "formats": formats.map { String($0.sharedID) }.joined(separator: ","),
        ])
    }

    /// `allFormatsInArray` plus `assertJsonCount`: exactly these formats' objects, in any order.
    private static func expectFormats(
        _ query: String,
        _ formats: [Format],
        harness: Harness,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let answer = try await harness.get("/client_interface/json/?switcher=GetFormats" + query)
        #expect(answer.status == 200, sourceLocation: sourceLocation)
        #expect(answer.contentType == "application/json", sourceLocation: sourceLocation)
        let rows = try #require(answer.stringRows, sourceLocation: sourceLocation)
        #expect(rows.count == formats.count, sourceLocation: sourceLocation)
        let root = harness.rootURL.absoluteString
        for format in formats {
            #expect(
                rows.contains(format.expected(rootServerURI: root)),
                "\(format.key)",
                sourceLocation: sourceLocation
            )
        }
    }

    /// `assertJsonCount` plus `assertJsonFragment(['id' => …])` for each id.
    private static func expectIDs(
        _ query: String,
        count: Int,
        including ids: [Int] = [],
        harness: Harness,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let answer = try await harness.get("/client_interface/json/?switcher=GetFormats" + query)
        #expect(answer.status == 200, sourceLocation: sourceLocation)
        #expect(answer.contentType == "application/json", sourceLocation: sourceLocation)
        #expect(answer.list.count == count, sourceLocation: sourceLocation)
        let found = answer.objects.compactMap { $0["id"] }
        for id in ids {
            #expect(found.contains(.string(String(id))), "id \(id)", sourceLocation: sourceLocation)
        }
    }

    /// Formats 1–3, each used by its own meeting.
    private static func seedThreeUsedFormats(_ harness: Harness, languages: [String] = ["en", "en", "en"]) throws {
        try harness.seed { seed in
            try seed.deleteFormats()
            for format in [Format.one(languages[0]), .two(languages[1]), .three(languages[2])] {
                try format.create(seed)
                try createMeeting(seed, [format])
            }
        }
    }

    @Test func jsonp() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in try seed.deleteFormats() }
            let answer = try await harness.get("/client_interface/jsonp/?switcher=GetFormats&callback=asdf")
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/javascript; charset=utf-8")
            #expect(answer.text == "/**/asdf([]);")
        }
    }

    @Test func none() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                try Format.one().create(seed)
            }
            let answer = try await harness.get("/client_interface/json/?switcher=GetFormats")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.json == .array([]))
        }
    }

    @Test func noneShowAll() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in try seed.deleteFormats() }
            let answer = try await harness.get("/client_interface/json/?switcher=GetFormats&show_all=1")
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.json == .array([]))
        }
    }

    @Test func oneUsed() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                for format in [Format.one(), .two(), .three()] { try format.create(seed) }
                try Self.createMeeting(seed, [.one()])
            }
            try await Self.expectFormats("", [.one()], harness: harness)
        }
    }

    @Test func multipleUsed() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                for format in [Format.one(), .two(), .three()] { try format.create(seed) }
                try Self.createMeeting(seed, [.one(), .two()])
                try Self.createMeeting(seed, [.one()])
            }
            try await Self.expectFormats("", [.one(), .two()], harness: harness)
        }
    }

    @Test func oneShowAll() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                try Format.one().create(seed)
            }
            try await Self.expectFormats("&show_all=1", [.one()], harness: harness)
        }
    }

    @Test func multipleShowAll() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                for format in [Format.one(), .two(), .three()] { try format.create(seed) }
                try Self.createMeeting(seed, [.one(), .two()])
                try Self.createMeeting(seed, [.one()])
            }
            try await Self.expectFormats("&show_all=1", [.one(), .two(), .three()], harness: harness)
        }
    }

    @Test func oneKeyStrings() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness)
            try await Self.expectFormats("&key_strings=O1", [.one()], harness: harness)
        }
    }

    @Test func multipleKeyStrings() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness)
            try await Self.expectFormats("&key_strings[]=O1&key_strings[]=C2", [.one(), .two()], harness: harness)
        }
    }

    @Test func oneLangEnum() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness, languages: ["it", "en", "en"])
            try await Self.expectFormats("&lang_enum=it", [.one("it")], harness: harness)
        }
    }

    @Test func multipleLangEnums() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness, languages: ["it", "en", "en"])
            try await Self.expectFormats(
                "&lang_enum[]=it&lang_enum[]=en",
                [.one("it"), .two(), .three()],
                harness: harness
            )
        }
    }

    @Test func langEnumAndKeyString() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness, languages: ["it", "it", "en"])
            try await Self.expectFormats("&key_strings=O1&lang_enum=it", [.one("it")], harness: harness)
        }
    }

    // MARK: format_ids

    @Test func includeFormatIDsNone() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                try Format.one().create(seed)
                try Self.createMeeting(seed, [.one()])
            }
            try await Self.expectIDs("&format_ids=2", count: 0, harness: harness)
        }
    }

    @Test func includeFormatIDsIncludeOne() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                for format in [Format.one(), .two()] {
                    try format.create(seed)
                    try Self.createMeeting(seed, [format])
                }
            }
            try await Self.expectIDs("&format_ids=1", count: 1, harness: harness)
        }
    }

    @Test func includeFormatIDsIncludeTwoWithArray() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness)
            try await Self.expectIDs("&format_ids[]=1&format_ids[]=2", count: 2, harness: harness)
        }
    }

    @Test func includeFormatIDsIncludeTwoWithCommas() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness)
            try await Self.expectIDs("&format_ids=1,%202", count: 2, harness: harness)
        }
    }

    @Test func excludeFormatIDsExcludeOne() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                for format in [Format.one(), .two()] {
                    try format.create(seed)
                    try Self.createMeeting(seed, [format])
                }
            }
            try await Self.expectIDs("&format_ids=-1", count: 1, including: [2], harness: harness)
        }
    }

    @Test func excludeFormatIDsExcludeTwoWithArray() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness)
            try await Self.expectIDs("&format_ids[]=-1&format_ids[]=-2", count: 1, including: [3], harness: harness)
        }
    }

    @Test func excludeFormatIDsExcludeTwoWithCommas() async throws {
        try await Harness.run { harness in
            try Self.seedThreeUsedFormats(harness)
            try await Self.expectIDs("&format_ids=-1,%20-2", count: 1, including: [3], harness: harness)
        }
    }

    // MARK: root_server_ids

    @Test func rootServerIDsWithAggregatorDisabled() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.deleteFormats()
                try Format.one().create(seed, rootServerID: 1)
                try Self.createMeeting(seed, [.one()])
            }
            try await Self.expectIDs("&root_server_ids=2", count: 1, harness: harness)
        }
    }
}
