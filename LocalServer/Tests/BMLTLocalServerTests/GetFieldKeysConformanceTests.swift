import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetFieldKeysTest.php`, ported: the same data, requests and assertions, against the
/// local server in its default (4.2.7) mode on a fresh install.
@Suite("GetFieldKeys conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetFieldKeysConformanceTests {
    /// The stock data fields, whose prompts are English whatever the server language.
    static let dataFields: [(String, String)] = [
        ("meeting_name", "Meeting Name"), ("location_text", "Location Name"),
        ("location_info", "Additional Location Information"), ("location_street", "Street Address"),
        ("location_city_subsection", "Borough"), ("location_neighborhood", "Neighborhood"),
        ("location_municipality", "Town"), ("location_sub_province", "County"), ("location_province", "State"),
        ("location_postal_code_1", "Zip Code"), ("location_nation", "Nation"), ("comments", "Comments"),
        ("train_lines", "Train Lines"), ("bus_lines", "Bus Lines"),
        ("phone_meeting_number", "Phone Meeting Dial-in Number"), ("virtual_meeting_link", "Virtual Meeting Link"),
        ("virtual_meeting_additional_info", "Virtual Meeting Additional Info"),
    ]

    static let english: [(String, String)] =
        [
            ("id_bigint", "ID"), ("worldid_mixed", "World ID"), ("service_body_bigint", "Service Body ID"),
            ("weekday_tinyint", "Weekday"), ("venue_type", "Venue Type"), ("start_time", "Start Time"),
            ("duration_time", "Duration"), ("time_zone", "Time Zone"), ("formats", "Formats"),
            ("lang_enum", "Language"), ("longitude", "Longitude"), ("latitude", "Latitude"),
        ] + dataFields

    static let italian: [(String, String)] =
        [
            ("id_bigint", "ID"), ("worldid_mixed", "ID mondiale"),
            ("service_body_bigint", "ID della struttura di servizio"),
            ("weekday_tinyint", "Giorno della settimana"), ("venue_type", "Venue Type"), ("start_time", "Ora d'inizio"),
            ("duration_time", "Durata"), ("time_zone", "Time Zone"), ("formats", "Formati"), ("lang_enum", "Lingua"),
            ("longitude", "Longitudine"), ("latitude", "Latitudine"),
        ] + dataFields

    private static func rows(_ fields: [(String, String)]) -> [[String: String]] {
        fields.map { ["key": $0.0, "description": $0.1] }
    }

    @Test func jsonp() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/jsonp/?switcher=GetFieldKeys&callback=asdf")
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/javascript; charset=utf-8")
            #expect(answer.text.hasPrefix("/**/asdf(["))
            #expect(answer.text.hasSuffix("]);"))
        }
    }

    @Test func getFieldKeys() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/json/?switcher=GetFieldKeys")
            #expect(answer.status == 200)
            #expect(answer.stringRows == Self.rows(Self.english))
        }
    }

    @Test func getFieldKeysItalian() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in try seed.setting { $0.language = "it" } }
            let answer = try await harness.get("/client_interface/json/?switcher=GetFieldKeys")
            #expect(answer.status == 200)
            #expect(answer.stringRows == Self.rows(Self.italian))
        }
    }

    @Test(arguments: ["da", "de", "en", "es", "fa", "fr", "it", "pl", "pt", "ru", "sv"])
    func getFieldKeysAllLocales200(locale: String) async throws {
        try await Harness.run { harness in
            try harness.seed { seed in try seed.setting { $0.language = locale } }
            #expect(try await harness.get("/client_interface/json/?switcher=GetFieldKeys").status == 200)
        }
    }

    @Test func localeIsSyncedFromDatabaseSetting() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in try seed.setting { $0.language = "it" } }
            let answer = try await harness.get("/client_interface/json/?switcher=GetFieldKeys")
            #expect(answer.status == 200)
            let descriptions = answer.objects.map { $0["description"] }
            try #require(descriptions.count > 9)
            #expect(descriptions[0] == .string("ID"))
            #expect(descriptions[1] == .string("ID mondiale"))
            #expect(descriptions[4] == .string("Venue Type"), "not translated")
            #expect(descriptions[9] == .string("Lingua"))
        }
    }
}
