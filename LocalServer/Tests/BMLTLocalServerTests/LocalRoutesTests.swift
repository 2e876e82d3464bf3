import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// The local server's routing, refusals and transactions, through HummingbirdTesting's in-process client.
@Suite("Local server: routes and transactions")
struct LocalRoutesTests {
    @Test("A method a route lacks is 405 before any token is asked for, naming the methods it has")
    func methodNotAllowedBeforeAuthentication() async throws {
        try await Harness.run { harness in
            let answer = try await harness.api("PUT", "/meetings")
            #expect(answer.status == 405)
            #expect(
                answer.object?["message"]?.text
                    == "The PUT method is not supported for route api/v1/meetings. Supported methods: GET, HEAD, POST."
            )
            let item = try await harness.api("POST", "/formats/1")
            #expect(
                item.object?["message"]?.text?.hasSuffix("Supported methods: GET, HEAD, PUT, PATCH, DELETE.") == true
            )
            #expect(try await harness.api("GET", "/meetings").status == 401)
        }
    }

    @Test("Paths no route has answer as each mode's server: 4.x's web app, 2.x's 404 page, Laravel's JSON in api/v1")
    func unknownPaths() async throws {
        try await Harness.run(mode: .current) { harness in
            let page = try await harness.send("/nothing/here")
            #expect(page.status == 200)
            #expect(page.text.contains("<div id=\"root\"></div>"))
            #expect(try await harness.send("/client_interface").status == 200)
            let post = try await harness.send("/client_interface/json/?switcher=GetFormats", method: "POST")
            #expect(post.status == 405)
            #expect(post.object?["message"]?.text?.hasSuffix("Supported methods: GET, HEAD.") == true)
            #expect(try await harness.send("/api/v1/meetings/1/nothing").status == 404)
        }
        try await Harness.run(mode: .legacy) { harness in
            #expect(try await harness.send("/nothing/here").status == 404)
            #expect(try await harness.send("/client_interface/tsml/?switcher=GetFormats").status == 404)
            #expect(try await harness.send("/api/v1/meetings").status == 404)
            let post = try await harness.send("/client_interface/json/?switcher=GetFormats", method: "POST")
            #expect(post.status == 405)
            #expect(post.text.isEmpty)
            #expect(try await harness.send("/client_interface/json/GetLangs.php").status == 200)
        }
    }

    @Test("The routes sit below the configured base path, the root included", arguments: ["/", "/bmlt/main_server"])
    func basePath(_ basePath: String) async throws {
        try await Harness.run(mode: .legacy, basePath: basePath) { harness in
            let info = try await harness.send("/client_interface/json/?switcher=GetServerInfo")
            #expect(info.status == 200)
            #expect(info.list.count == 1)
            let logout = try await harness.send("/local_server/server_admin/json.php?admin_action=logout")
            #expect(logout.text == "BYE")
        }
        try await Harness.run(mode: .current, basePath: basePath) { harness in
            let answer = try await harness.api("GET", "/meetings")
            #expect(answer.status == 401)
        }
    }

    @Test("Writes at once each decide on the others' data: one username, one account")
    func concurrentCreatesCheckUniquenessInTheirTransaction() async throws {
        try await Harness.run { harness in
            let (_, token) = try harness.user(Account.Level.admin)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<6 {
                    group.addTask {
                        let user: [String: Any] = [
                            "username": "same", "password": "this is a valid password", "type": "serviceBodyAdmin",
                            "displayName": "Same", "email": "same@example.org", "ownerId": NSNull(),
                        ]
                        return try await harness.api("POST", "/users", json: user, token: token).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(statuses.sorted() == [201, 422, 422, 422, 422, 422])
            let accounts = try harness.seed { seed in
                try Int.fetchOne(seed.db, sql: "SELECT COUNT(*) FROM users WHERE login_string = 'same'")
            }
            #expect(accounts == 1)
        }
    }

    @Test("Partial updates at once each fill in from the others' writes: nothing is lost")
    func concurrentPartialUpdatesKeepEachOthersChanges() async throws {
        try await Harness.run { harness in
            let (admin, token) = try harness.user(Account.Level.admin)
            let meeting = try harness.seed { seed in
                try seed.meeting(
                    ["service_body_bigint": try seed.zone("Zone", admin: admin)],
                    data: [
                        "meeting_name": "NA Meeting", "location_street": "1 Main Street",
                        "location_municipality": "Town", "location_province": "NY",
                    ]
                )
            }
            let changes: [[String: Any]] = [
                ["name": "Renamed"], ["day": 3], ["startTime": "07:15"], ["email": "group@example.org"],
                ["latitude": 40.5], ["published": false],
            ]
            try await withThrowingTaskGroup(of: Int.self) { group in
                for change in changes {
                    let body = try JSONSerialization.data(withJSONObject: change)
                    group.addTask {
                        let json = try JSONSerialization.jsonObject(with: body)
                        return try await harness.api("PATCH", "/meetings/\(meeting)", json: json, token: token).status
                    }
                }
                for try await status in group { #expect(status == 204) }
            }
            let stored = try await harness.api("GET", "/meetings/\(meeting)", token: token).object
            #expect(stored?["name"]?.text == "Renamed")
            #expect(stored?["day"]?.int == 3)
            #expect(stored?["startTime"]?.text == "07:15")
            #expect(stored?["email"]?.text == "group@example.org")
            #expect(stored?["latitude"]?.double == 40.5)
            #expect(stored?["published"] == .bool(false))
        }
    }

    @Test("A write that fails leaves nothing behind, and reads see each committed write at once")
    func failedWritesRollBackAndCommitsRefreshTheSnapshot() async throws {
        try await Harness.run(data: .sample) { harness in
            let (_, token) = try harness.user(Account.Level.admin)
            let before = try await harness.search("weekdays=2").ids
            // A meeting of a service body that does not exist is refused by validation inside the transaction.
            let refused = try await harness.api(
                "POST",
                "/meetings",
                json: ["serviceBodyId": 999_999, "name": "Nowhere", "day": 2, "startTime": "19:00"],
                token: token
            )
            #expect(refused.status == 422)
            #expect(try await harness.search("weekdays=2").ids == before)
            let deleted = try #require(before.first)
            #expect(try await harness.api("DELETE", "/meetings/\(deleted)", token: token).status == 204)
            #expect(try await harness.search("weekdays=2").ids == Array(before.dropFirst()))
        }
    }
}
