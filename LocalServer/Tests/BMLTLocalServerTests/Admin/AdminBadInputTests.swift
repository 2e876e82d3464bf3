@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

/// Hostile and malformed requests to the administration API: the real server's status and body, and nothing stored.
@Suite("Administration API: bad input")
struct AdminBadInputTests {
    /// An administrator's token, a body and a meeting to aim at.
    private func seeded(_ harness: Harness) throws -> (token: String, body: Int, meeting: Int) {
        try harness.seed { seed in
            let admin = try seed.account(Account.Level.admin)
            let body = try seed.zone("Zone", admin: admin)
            let meeting = try seed.meeting(["service_body_bigint": body])
            return (try seed.token(for: admin), body, meeting)
        }
    }

    private func storedState(_ harness: Harness) throws -> [String] {
        try harness.seed { seed in
            try ["meetings", "meeting_data", "meeting_longdata", "formats", "service_bodies", "users", "changes"].map {
                table in
                let rows = try Row.fetchAll(seed.db, sql: "SELECT * FROM \(table) ORDER BY 1")
                return rows.map(\.description).joined(separator: "\n")
            }
        }
    }

    @Test func unknownRoutesAndMethods() async throws {
        try await Harness.run { harness in
            let answer = try await harness.api("GET", "/nothing-here")
            #expect(answer.status == 404)
            #expect(answer.object?["message"]?.text == "The route api/v1/nothing-here could not be found.")
            let wrongMethod = try await harness.api("GET", "/auth/token")
            #expect(wrongMethod.status == 405)
            #expect(wrongMethod.object?["message"]?.text?.contains("Supported methods: POST.") == true)
            #expect(try await harness.api("DELETE", "/meetings").status == 405)
            #expect(
                try await harness.api("GET", "/rootservers").object?["message"]?.text
                    == "Endpoint is unavailable when aggregator mode is disabled."
            )
        }
    }

    @Test func missingMalformedAndRevokedTokens() async throws {
        try await Harness.run { harness in
            let (token, _, meeting) = try seeded(harness)
            for bad in ["", "garbage", "999|" + String(repeating: "a", count: 40), token + "x", "1|' OR 1=1 --"] {
                let answer = try await harness.api("GET", "/meetings/\(meeting)", token: bad)
                #expect(answer.status == 401)
                #expect(answer.object?["message"]?.text == "Unauthenticated.")
            }
            #expect(try await harness.api("POST", "/auth/logout", token: token).status == 200)
            #expect(try await harness.api("GET", "/meetings/\(meeting)", token: token).status == 401)
        }
    }

    @Test func malformedBodiesAreNoInput() async throws {
        try await Harness.run { harness in
            let (token, _, _) = try seeded(harness)
            let before = try storedState(harness)
            for body in ["{", "[1, 2", "null", "\"text\"", "{\"name\": }", String(repeating: "[", count: 10_000)] {
                let answer = try await harness.send(
                    "/api/v1/meetings",
                    method: "POST",
                    headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
                    body: Array(body.utf8)
                )
                #expect(answer.status == 422, "\(body.prefix(20))")
            }
            #expect(try storedState(harness) == before)
        }
    }

    @Test func oversizedBody() async throws {
        try await Harness.run { harness in
            let (token, _, _) = try seeded(harness)
            let answer = try await harness.send(
                "/api/v1/formats",
                method: "POST",
                headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
                body: [UInt8](repeating: 0, count: AdminAPI.maximumBodySize + 1)
            )
            #expect(answer.status == 413)
        }
    }

    @Test func wrongTypesAndHostileValuesStoreNothing() async throws {
        try await Harness.run { harness in
            let (token, body, meeting) = try seeded(harness)
            let before = try storedState(harness)
            // Values the real server refuses, field by field (PHP reads `true` as 1, so it is a valid id or day).
            let invalid: [(String, [Any])] = [
                ("serviceBodyId", [NSNull(), 12.5, "abc", [1], 99_999, "'; DROP TABLE meetings; --"]),
                ("formatIds", [NSNull(), "1,2", [99_999], ["x"], [NSNull()]]),
                ("day", [NSNull(), 7, -1, "Monday", 1.5]),
                ("startTime", [NSNull(), "8:00", "08:00:00", "25:00", 800, ["08:00"]]),
                ("latitude", [NSNull(), 91, "north", [1]]),
                ("published", [NSNull(), "yes", 2]),
                ("name", [NSNull(), 12.5, ["a"], String(repeating: "x", count: 70_000)]),
                ("timeZone", ["America/Raleigh", 5]),
                ("customFields", [["not_a_field": "x"], "text"]),
            ]
            for (field, values) in invalid {
                for value in values {
                    let answer = try await harness.api(
                        "PATCH",
                        "/meetings/\(meeting)?skipVenueTypeLocationValidation=true",
                        json: [field: value],
                        token: token
                    )
                    #expect(answer.status == 422, "\(field) = \(String(describing: value).prefix(20))")
                    #expect(answer.errorFields.contains { $0.hasPrefix(field) }, "\(field): \(answer.text.prefix(200))")
                }
            }
            for value: Any in [NSNull(), 12, ["a"], "short"] {
                let user = try await harness.api(
                    "POST",
                    "/users",
                    json: ["username": value, "password": value],
                    token: token
                )
                #expect(user.status == 422)
            }
            for value: Any in [NSNull(), "XX", 1] {
                let serviceBody = try await harness.api(
                    "PATCH",
                    "/servicebodies/\(body)",
                    json: ["type": value],
                    token: token
                )
                #expect(serviceBody.status == 422)
            }
            #expect(try storedState(harness) == before)
        }
    }

    @Test func sqlMetacharactersAreStoredAsText() async throws {
        try await Harness.run { harness in
            let (token, _, meeting) = try seeded(harness)
            let name = "Robert'); DROP TABLE meetings;-- \" % _ \\"
            let answer = try await harness.api(
                "PATCH",
                "/meetings/\(meeting)?skipVenueTypeLocationValidation=true",
                json: ["name": name],
                token: token
            )
            #expect(answer.status == 204)
            let shown = try await harness.api("GET", "/meetings/\(meeting)", token: token)
            #expect(shown.object?["name"]?.text == name)
            #expect(try await harness.api("GET", "/meetings?searchString=%27%3B%20DROP", token: token).status == 200)
        }
    }
}
