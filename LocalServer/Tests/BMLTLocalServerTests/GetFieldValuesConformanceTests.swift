import BMLTTestSupport
import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetFieldValuesTest.php`, ported: the same data, requests and assertions, against
/// the local server in its default (4.2.7) mode on a fresh install. The tests that loop over fields are parameterised
/// by field; `testUnpublishedDataField` and `testUnpublishedLongDataField` are one test, parameterised by table.
@Suite("GetFieldValues conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetFieldValuesConformanceTests {
    static let dataFields = [
        "meeting_name", "location_text", "location_info", "location_street", "location_city_subsection",
        "location_neighborhood", "location_municipality", "location_sub_province", "location_province",
        "location_postal_code_1", "location_nation", "comments", "train_lines", "bus_lines", "phone_meeting_number",
        "virtual_meeting_link", "virtual_meeting_additional_info",
    ]

    /// `createMeeting`: a published meeting of service body 1 with one main field set.
    private static func createMeeting(
        _ seed: Seed,
        _ field: String,
        _ value: (any DatabaseValueConvertible)?
    ) throws -> Int {
        var values: [String: (any DatabaseValueConvertible)?] = ["published": 1, "service_body_bigint": 1]
        values[field] = .some(value)
        return try seed.meetingRow(values)
    }

    /// `createMeetingWithData` / `createMeetingWithLongData`: a published meeting with one data or long-data row.
    private static func createMeeting(
        _ seed: Seed,
        data field: String,
        _ value: String?,
        long: Bool = false
    ) throws
        -> Int
    {
        let id = try seed.meetingRow(["published": 1, "service_body_bigint": 1])
        try seed.dataRow(meeting: id, key: field, value: value, long: long)
        return id
    }

    private static func fieldValues(_ harness: Harness, _ query: String) async throws -> Answer {
        try await harness.get("/client_interface/json/?switcher=GetFieldValues&" + query)
    }

    /// `assertExactJson` of `[[field => value, 'ids' => ids], …]`.
    private static func expectValues(
        _ answer: Answer,
        _ field: String,
        _ expected: [(String, [Int])],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(answer.status == 200, sourceLocation: sourceLocation)
        #expect(
            answer.stringRows
                == expected.map { [field: $0.0, "ids": $0.1.map(String.init).joined(separator: ",")] },
            sourceLocation: sourceLocation
        )
    }

    @Test func jsonp() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get(
                "/client_interface/jsonp/?switcher=GetFieldValues&callback=asdf&meeting_key=meeting_name"
            )
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/javascript; charset=utf-8")
            #expect(answer.text == "/**/asdf([]);")
        }
    }

    @Test func noMeetingKey() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/json/?switcher=GetFieldValues")
            #expect(answer.status == 400)
        }
    }

    @Test func badMeetingKey() async throws {
        try await Harness.run { harness in
            let answer = try await Self.fieldValues(harness, "meeting_key=asdf")
            #expect(answer.status == 400)
        }
    }

    /// `testStringMainFields`, without `lang_enum`: the local schema cannot hold a meeting without a language.
    @Test(arguments: ["worldid_mixed", "time_zone", "formats"])
    func stringMainFields(field: String) async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [nil, "test", "test", "test2"].map { try Self.createMeeting(seed, field, $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=\(field)")
            Self.expectValues(answer, field, [("NULL", [ids[0]]), ("test", [ids[1], ids[2]]), ("test2", [ids[3]])])
        }
    }

    @Test func weekday() async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [nil, 1, 1, 2].map { try Self.createMeeting(seed, "weekday_tinyint", $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=weekday_tinyint")
            Self.expectValues(
                answer,
                "weekday_tinyint",
                [("NULL", [ids[0]]), ("2", [ids[1], ids[2]]), ("3", [ids[3]])]
            )
        }
    }

    @Test func venueType() async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [nil, 1, 1, 2].map { try Self.createMeeting(seed, "venue_type", $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=venue_type")
            Self.expectValues(answer, "venue_type", [("NULL", [ids[0]]), ("1", [ids[1], ids[2]]), ("2", [ids[3]])])
        }
    }

    @Test(arguments: ["start_time", "duration_time"])
    func timeMainFields(field: String) async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [nil, "01:00:00", "01:00:00", "13:00:00"].map { try Self.createMeeting(seed, field, $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=\(field)")
            Self.expectValues(answer, field, [("01:00:00", [ids[1], ids[2]]), ("13:00:00", [ids[3]])])
        }
    }

    @Test(arguments: ["longitude", "latitude"])
    func doubleMainFields(field: String) async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [nil, 1.0, 1.0, 2.0].map { try Self.createMeeting(seed, field, $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=\(field)")
            Self.expectValues(answer, field, [("NULL", [ids[0]]), ("1", [ids[1], ids[2]]), ("2", [ids[3]])])
        }
    }

    @Test func serviceBodyField() async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [1, 1, 2].map { try Self.createMeeting(seed, "service_body_bigint", $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=service_body_bigint")
            Self.expectValues(answer, "service_body_bigint", [("1", [ids[0], ids[1]]), ("2", [ids[2]])])
        }
    }

    @Test func idBigintField() async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [1, 1, 1].map { try Self.createMeeting(seed, "venue_type", $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=id_bigint")
            Self.expectValues(answer, "id_bigint", ids.map { (String($0), [$0]) })
        }
    }

    @Test func specificFormats() async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try ["1", "2,3", "2,3", "3,4"].map { try Self.createMeeting(seed, "formats", $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=formats&specific_formats=2,3")
            Self.expectValues(answer, "formats", [("2,3", [ids[1], ids[2]]), ("3", [ids[3]])])
        }
    }

    @Test func specificFormatsAllFormats() async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try ["1", "2,3", "2,3", "3,4"].map { try Self.createMeeting(seed, "formats", $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=formats&specific_formats=2,3&all_formats=1")
            Self.expectValues(answer, "formats", [("2,3", [ids[1], ids[2]])])
        }
    }

    @Test(arguments: dataFields)
    func allMeetingDataFields(field: String) async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [nil, "test", "test", "test2"].map { try Self.createMeeting(seed, data: field, $0) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=\(field)")
            Self.expectValues(answer, field, [("NULL", [ids[0]]), ("test", [ids[1], ids[2]]), ("test2", [ids[3]])])
        }
    }

    @Test(arguments: dataFields)
    func allMeetingLongDataFields(field: String) async throws {
        try await Harness.run { harness in
            let ids = try harness.seed { seed in
                try [nil, "test", "test", "test2"].map { try Self.createMeeting(seed, data: field, $0, long: true) }
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=\(field)")
            Self.expectValues(answer, field, [("NULL", [ids[0]]), ("test", [ids[1], ids[2]]), ("test2", [ids[3]])])
        }
    }

    @Test func unpublishedMainField() async throws {
        try await Harness.run { harness in
            let id = try harness.seed { seed in
                let unpublished = try Self.createMeeting(seed, "venue_type", 1)
                try seed.db.execute(
                    sql: "UPDATE meetings SET published = 0 WHERE id_bigint = ?",
                    arguments: [unpublished]
                )
                return try Self.createMeeting(seed, "venue_type", 2)
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=venue_type")
            Self.expectValues(answer, "venue_type", [("2", [id])])
        }
    }

    @Test(arguments: [false, true])
    func unpublishedDataField(long: Bool) async throws {
        try await Harness.run { harness in
            let id = try harness.seed { seed in
                let unpublished = try Self.createMeeting(seed, data: "meeting_name", "test1", long: long)
                try seed.db.execute(
                    sql: "UPDATE meetings SET published = 0 WHERE id_bigint = ?",
                    arguments: [unpublished]
                )
                return try Self.createMeeting(seed, data: "meeting_name", "test2", long: long)
            }
            let answer = try await Self.fieldValues(harness, "meeting_key=meeting_name")
            Self.expectValues(answer, "meeting_name", [("test2", [id])])
        }
    }
}
