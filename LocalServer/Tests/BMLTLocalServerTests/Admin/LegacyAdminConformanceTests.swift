@_spi(BMLTInternal) import BMLT
import Foundation
import Testing

@testable import BMLTLocalServer

/// bmlt-server's `LegacyAdminTest.php` (the `json.php` and `xml.php` cases), against the local server in current mode
/// (legacy mode answers as 2.16.6 does: `LegacyAdminRecordingTests`).
@Suite("local_server/server_admin (bmlt-server LegacyAdminTest)")
struct LegacyAdminConformanceTests {
    /// POSTs a form (or GETs a query) to `json.php` or `xml.php`, with a session cookie when given.
    private func send(
        _ harness: Harness,
        _ form: String,
        file: String = "json.php",
        method: String = "POST",
        session: String? = nil,
        slashes: String = "/"
    ) async throws -> (answer: Answer, session: String?) {
        var headers: [String: String] = [:]
        if method == "POST" { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        if let session { headers["Cookie"] = "laravel_session=\(session)" }
        let answer = try await harness.send(
            slashes + "local_server/server_admin/" + file + (method == "GET" ? "?" + form : ""),
            method: method,
            headers: headers,
            body: method == "POST" ? Array(form.utf8) : nil
        )
        let cookie = PHPSession.cookie(
            "laravel_session",
            in: answer.headers["set-cookie"]?.split(separator: ";").first.map(String.init)
        )
        return (answer, cookie == "deleted" ? nil : cookie)
    }

    private func login(_ login: String, _ password: String = Seed.password) -> String {
        "admin_action=login&c_comdef_admin_login=\(login)&c_comdef_admin_password=\(password)"
    }

    @Test func successfulLogin() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.serviceBodyAdmin) }
            for (file, method, slashes) in [
                ("json.php", "POST", "/"), ("json.php", "POST", "///"), ("json.php", "GET", "/"),
                ("xml.php", "POST", "/"),
                ("xml.php", "GET", "////"),
            ] {
                let (answer, session) = try await send(
                    harness,
                    login("sbadmin"),
                    file: file,
                    method: method,
                    slashes: slashes
                )
                #expect(answer.status == 200)
                #expect(answer.contentType == "text/html; charset=utf-8")
                #expect(answer.text == "OK")
                #expect(session != nil)
            }
        }
    }

    @Test func failedLogin() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.serviceBodyAdmin) }
            let json = try await send(harness, login("sbadmin", "badpassword"))
            #expect(json.answer.text == "NOT AUTHORIZED")
            #expect(json.session == nil)
            let xml = try await send(harness, login("sbadmin", "badpassword"), file: "xml.php", method: "GET")
            #expect(xml.answer.text == "<h1>NOT AUTHORIZED</h1>")
            #expect(xml.answer.status == 200)
        }
    }

    @Test func serverAdministratorAndDeactivatedUsersAreRefused() async throws {
        try await Harness.run { harness in
            try harness.seed { seed in
                try seed.account(Account.Level.admin)
                try seed.account(Account.Level.deactivated)
            }
            for user in ["admin", "deactivated"] {
                let (answer, session) = try await send(harness, login(user))
                #expect(answer.text == "NOT AUTHORIZED")
                #expect(session == nil)
            }
        }
    }

    @Test func logout() async throws {
        try await Harness.run { harness in
            try harness.seed { try $0.account(Account.Level.serviceBodyAdmin) }
            let session = try #require(try await send(harness, login("sbadmin")).session)
            let bye = try await send(harness, "admin_action=logout", session: session)
            #expect(bye.answer.text == "BYE")
            #expect(bye.answer.contentType == "text/html; charset=utf-8")
            let after = try await send(harness, "admin_action=get_user_info", session: session)
            #expect(after.answer.text == "NOT AUTHORIZED")
            #expect(try await send(harness, "admin_action=logout", file: "xml.php", method: "GET").answer.text == "BYE")
        }
    }

    @Test func permissions() async throws {
        try await Harness.run { harness in
            let (user, area1, area2) = try harness.seed { seed in
                let user = try seed.account(Account.Level.serviceBodyAdmin)
                let other = try seed.account(Account.Level.serviceBodyAdmin, login: "other")
                return (
                    user, try seed.serviceBody("area1", principal: user),
                    try seed.serviceBody("area2", principal: other, editors: [user])
                )
            }
            let unauthenticated = try await send(harness, "admin_action=get_permissions")
            #expect(unauthenticated.answer.text == "NOT AUTHORIZED")
            #expect(unauthenticated.answer.contentType == "text/html; charset=utf-8")

            let session = try #require(try await send(harness, login("sbadmin")).session)
            let answer = try await send(harness, "admin_action=get_permissions", session: session).answer
            #expect(answer.contentType == "application/json")
            let bodies = answer.object?["service_body"]?.elements?.compactMap(\.object) ?? []
            #expect(bodies.map { $0["id"]?.int } == [area1, area2])
            #expect(bodies.map { $0["name"]?.text } == ["area1", "area2"])
            #expect(bodies.allSatisfy { $0["permissions"]?.int == 3 })

            let info = try await send(harness, "admin_action=get_user_info", session: session).answer
            let current = info.object?["current_user"]?.object
            #expect(current?["id"]?.int == user)
            #expect(current?["name"]?.text == "sbadmin")
            #expect(current?["type"]?.int == Account.Level.serviceBodyAdmin)
            // The XML flavour has neither action.
            #expect(
                try await send(harness, "admin_action=get_user_info", file: "xml.php", session: session).answer.status
                    == 404
            )
        }
    }

    @Test func sampleDataUsersLogIn() async throws {
        try await Harness.run(data: .sample) { harness in
            let editor = try await send(harness, login("nasc_admin", "CoreysGoryStory"))
            #expect(editor.answer.text == "OK")
            let serverAdministrator = try await send(harness, login("serveradmin", "CoreysGoryStory"))
            #expect(serverAdministrator.answer.text == "NOT AUTHORIZED")
        }
    }
}
