@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `Admin/FormatDeleteTest.php`.
@Suite("formats delete (bmlt-server FormatDeleteTest)")
struct FormatDeleteConformanceTests {
    @Test func deleteFormat() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.firstFormat()
            #expect(try await harness.status("DELETE", "/formats/\(id)", token: token) == 204)
            #expect(try harness.formatRows(id).isEmpty)
        }
    }

    /// `testDeleteFormatHasMeetingsOnly`, `…First`, `…Middle`, `…Last`.
    @Test(arguments: ["%d", "%d,123", "123,%d,7", "123,%d"]) func deleteFormatHasMeetings(formats: String) async throws
    {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.firstFormat()
            try harness.seed { seed in
                _ = try seed.meeting(["formats": formats.replacingOccurrences(of: "%d", with: String(id))])
            }
            #expect(try await harness.status("DELETE", "/formats/\(id)", token: token) == 409)
            #expect(try !harness.formatRows(id).isEmpty)
        }
    }

    @Test func deleteReservedVenueTypeFormat() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            for key in ["VM", "TC", "HY"] {
                let id = try #require(try harness.format(key: key))
                #expect(try await harness.status("DELETE", "/formats/\(id)", token: token) == 422)
            }
        }
    }
}

/// bmlt-server's `Admin/FormatShowTest.php`.
@Suite("formats show (bmlt-server FormatShowTest)")
struct FormatShowConformanceTests {
    /// `createFormat`: a new format with one column overridden, as an administrator sees it.
    private func shown(_ column: String, _ value: String?) async throws -> JSONObject {
        var result: JSONObject?
        try await Harness.run { harness in
            let (_, token) = try harness.user(admin)
            let id = try harness.seed { seed in
                let id = (try Int.fetchOne(seed.db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
                var values: [String: String?] = [
                    "key_string": "T", "worldid_mixed": "test", "lang_enum": "en", "name_string": "test",
                    "description_string": "test", "format_type_enum": "FC1",
                ]
                values[column] = .some(value)
                let columns = values.keys.sorted()
                try seed.db.execute(
                    sql:
                        "INSERT INTO formats (shared_id_bigint, \(columns.joined(separator: ", "))) VALUES (?\(String(repeating: ", ?", count: columns.count)))",
                    arguments: StatementArguments([id] + columns.map { values[$0]! })
                )
                return id
            }
            let answer = try await harness.api("GET", "/formats/\(id)", token: token)
            #expect(answer.status == 200)
            result = answer.object
        }
        return try #require(result)
    }

    private func translation(_ object: JSONObject, _ key: String) -> JSONValue? {
        object["translations"]?.elements?.first?.object?[key]
    }

    @Test func showFormatWorldIdNotNull() async throws {
        #expect(try await shown("worldid_mixed", "blah")["worldId"] == .string("blah"))
    }
    @Test func showFormatWorldIdNull() async throws {
        #expect(try await shown("worldid_mixed", nil)["worldId"] == .null)
    }
    @Test func showFormatTypeNotNull() async throws {
        #expect(try await shown("format_type_enum", "FC3")["type"] == .string("COMMON_NEEDS_OR_RESTRICTION"))
    }
    @Test func showFormatTypeNull() async throws { #expect(try await shown("format_type_enum", nil)["type"] == .null) }
    @Test func showFormatKeyNotNull() async throws {
        #expect(translation(try await shown("key_string", "blah"), "key") == .string("blah"))
    }
    @Test func showFormatKeyNull() async throws {
        #expect(translation(try await shown("key_string", nil), "key") == .string(""))
    }
    @Test func showFormatNameNotNull() async throws {
        #expect(translation(try await shown("name_string", "blah"), "name") == .string("blah"))
    }
    @Test func showFormatNameNull() async throws {
        #expect(translation(try await shown("name_string", nil), "name") == .string(""))
    }
    @Test func showFormatDescriptionNotNull() async throws {
        #expect(translation(try await shown("description_string", "blah"), "description") == .string("blah"))
    }
    @Test func showFormatDescriptionNull() async throws {
        #expect(translation(try await shown("description_string", nil), "description") == .string(""))
    }
    @Test func showFormatLanguage() async throws {
        #expect(translation(try await shown("lang_enum", "blah"), "language") == .string("blah"))
    }
}
