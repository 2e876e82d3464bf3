@_spi(BMLTInternal) import BMLT
import Foundation
import Testing

@testable import BMLTLocalServer

/// How the administration API reads a request's input, as the real 4.x peer (4.1.1-beta2 on the sample data) was seen
/// to read it: `nasc_admin` edits service body 1002, not 1001.
@Suite("Administration input as Laravel reads it")
struct AdminInputConformanceTests {
    static let meeting = """
        "formatIds":[17],"venueType":1,"day":2,"startTime":"19:00","duration":"01:00","latitude":40.7,\
        "longitude":-73.5,"published":true,"name":"Probe","location_street":"1 Main St",\
        "location_municipality":"Hicksville","location_province":"NY"
        """

    /// Creates a meeting as `nasc_admin` with `serviceBodyId` written as `prefix`, and the query string `query`.
    static func create(_ harness: Harness, _ prefix: String, query: String = "") async throws -> Answer {
        let token = try await Self.token(harness, "nasc_admin")
        return try await harness.send(
            "/api/v1/meetings" + query,
            method: "POST",
            headers: [
                "Accept": "application/json", "Content-Type": "application/json", "Authorization": "Bearer \(token)",
            ],
            body: Array("{\(prefix)\(meeting)}".utf8)
        )
    }

    @Test(arguments: [
        // A repeated key keeps its last value (PHP's json_decode).
        (#""serviceBodyId":1001,"serviceBodyId":1002,"#, 201), (#""serviceBodyId":1002,"serviceBodyId":1001,"#, 403),
        // The policy compares loosely, the integer rule reads a float as its text, MySQL's exists compares numbers.
        (#""serviceBodyId":1002.0,"#, 201), (#""serviceBodyId":"1002","#, 201), (#""serviceBodyId":" 1002","#, 201),
        (#""serviceBodyId":"1002.0","#, 422),
        // 4.x reads `true` as service body 1 and lets the user in; the local server does not copy that.
        (#""serviceBodyId":true,"#, 403),
    ])
    func serviceBodyID(prefix: String, status: Int) async throws {
        try await Harness.run(mode: .current, data: .sample) { harness in
            let answer = try await Self.create(harness, prefix)
            #expect(answer.status == status, "\(answer.text.prefix(200))")
            if status == 422 {
                #expect(
                    answer.text
                        == #"{"message":"The service body id must be an integer.","errors":{"serviceBodyId":["The service body id must be an integer."]}}"#
                )
            }
        }
    }

    @Test func theQueryStringFillsWhatTheBodyLeavesOut() async throws {
        try await Harness.run(mode: .current, data: .sample) { harness in
            let fromQuery = try await Self.create(harness, "", query: "?serviceBodyId=1002")
            #expect(fromQuery.status == 201)
            let bodyWins = try await Self.create(harness, #""serviceBodyId":1001,"#, query: "?serviceBodyId=1002")
            #expect(bodyWins.status == 403)
        }
    }

    @Test func errorsTheExceptionHandlerRendersArePrettyPrinted() async throws {
        try await Harness.run(mode: .current, data: .sample) { harness in
            let token = try await Self.token(harness, "nasc_admin")
            let forbidden = try await harness.api("DELETE", "/meetings/14", token: token)
            #expect(forbidden.status == 403)
            #expect(forbidden.text == "{\n    \"message\": \"This action is unauthorized.\"\n}")
            let missing = try await harness.api("GET", "/meetings/999999", token: token)
            #expect(missing.text == "{\n    \"message\": \"Not Found\"\n}")
            let deleted = try await harness.api("DELETE", "/meetings/188", token: token)
            #expect(deleted.status == 204 && deleted.contentType == nil)
            #expect(try await harness.api("GET", "/meetings/188").text == #"{"message":"Unauthenticated."}"#)
        }
    }

    /// A validation failure as `response()->json` writes it: compact, with PHP's `\/`; and the rules a wildcard
    /// expands to (`formatIds.*`) after the others, so that a location rule that ends validation leaves them out.
    @Test func validationErrorsInLaravelsOrderAndEscapes() async throws {
        try await Harness.run(mode: .current, data: .sample) { harness in
            let token = try await Self.token(harness, "serveradmin")
            var meeting = try #require(
                try JSONSerialization.jsonObject(with: Data("{\(Self.meeting)}".utf8)) as? [String: Any]
            )
            meeting["serviceBodyId"] = 1002
            meeting["location_municipality"] = nil
            meeting["location_province"] = nil
            let withoutTown = try await harness.api("POST", "/meetings", json: meeting, token: token)
            #expect(withoutTown.status == 422)
            #expect(
                withoutTown.text.hasPrefix(
                    #"{"message":"In-person meetings must have a location (at least a city\/town and state\/province, or a zip\/postal code).""#
                )
            )
            meeting["location_municipality"] = "Hicksville"
            meeting["formatIds"] = [17, 99999]
            meeting["latitude"] = -91
            let badLatitude = try await harness.api("POST", "/meetings", json: meeting, token: token)
            #expect(
                badLatitude.text
                    == #"{"message":"The latitude must be between -90 and 90.","errors":{"latitude":["The latitude must be between -90 and 90."]}}"#
            )
        }
    }

    /// `FormatTranslations` on a reserved format (here 54) reads `$t['language']` of every translation: the real 4.x
    /// answers 500 when one is no object with a language, and it does not run after `required` failed.
    @Test func reservedFormatTranslationsAsThePHPRuns() async throws {
        try await Harness.run(mode: .current, data: .sample) { harness in
            let token = try await Self.token(harness, "serveradmin")
            for translations: Any in ["x", [["key": "ZZ", "name": "Test", "description": "A test"]]] {
                let answer = try await harness.api(
                    "PATCH",
                    "/formats/54",
                    json: ["translations": translations],
                    token: token
                )
                #expect(answer.status == 500)
                #expect(answer.text == "{\n    \"message\": \"Server Error\"\n}")
            }
            let empty = try await harness.api("PATCH", "/formats/54", json: ["translations": []], token: token)
            #expect(
                empty.text
                    == #"{"message":"The translations field is required.","errors":{"translations":["The translations field is required."]}}"#
            )
        }
    }

    /// A token of a sample user, who logs in with the sample's password.
    static func token(_ harness: Harness, _ username: String) async throws -> String {
        let login = try await harness.api(
            "POST",
            "/auth/token",
            json: ["username": username, "password": "CoreysGoryStory"]
        )
        return try #require(login.object?["access_token"]?.text)
    }
}
